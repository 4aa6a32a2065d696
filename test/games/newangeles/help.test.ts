import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveHelp } from '../../../src/discord/helpPages.ts';
import { HELP_MAX, slug } from '../../../src/engine/helpTopics.ts';
import { LOCALES, localize } from '../../../src/engine/messages.ts';
import { GAMES } from '../../../src/games/index.ts';
import { TYPE_NAMES } from '../../../src/games/newangeles/cards.ts';
import {
  ACTION_CARDS,
  ASSETS,
  CORPS,
  DEMANDS,
  DISTRICTS,
  EMERGENCIES,
  EVENT_CARDS,
  INVESTMENTS,
  RULES,
  SETUP_CARDS,
} from '../../../src/games/newangeles/data/index.ts';
import { newAngeles } from '../../../src/games/newangeles/game.ts';
import { HELP, RULINGS } from '../../../src/games/newangeles/help.ts';
import { Registry } from '../../../src/registry.ts';
import { checkHelp } from '../../contract/limits.ts';
import { englishIn } from '../../support/english.ts';
import { en, fr } from '../../support/words.ts';

/** A topic's text as an English reader sees it (its message tokens formatted). */
const topic = (name: string): string => {
  const t = HELP.find((h) => h.name === name);
  if (!t) throw new Error(`no help topic ${name}`);
  return en(t.text);
};
/** A topic and its continuations (an index cut to fit: `name`, `name-2`, ...), in English or as `say` reads it. */
const topics = (name: string, say: (text: string) => string = en): string =>
  HELP.filter((h) => h.name === name || new RegExp(`^${name}-\\d+$`).test(h.name))
    .map((h) => say(h.text))
    .join('\n');

/** Every printed component is listed, by its name or text in the reader's language. */
function expectPrinted(say: (text: string) => string): void {
  for (const c of CORPS) expect(topics(`corp-${slug(c.name)}`, say)).toContain(say(c.contract.text));
  for (const c of ACTION_CARDS)
    expect(topics(`cards-${c.type}`, say)).toContain(
      `**${say(c.name)}** ×${ACTION_CARDS.filter((x) => x.type === c.type && x.name === c.name).length}`,
    );
  for (const a of ASSETS) expect(topics('asset-list', say)).toContain(say(a.text));
  for (const e of EVENT_CARDS) expect(topics('events', say)).toContain(say(e.name));
  for (const d of DEMANDS) expect(topics('demands', say)).toContain(`**${say(d.name)}**`);
  for (const c of INVESTMENTS) expect(topics('investments', say)).toContain(say(c.text));
  for (const c of SETUP_CARDS) expect(topics('setup-cards', say)).toContain(say(c.name));
}
const all = HELP.map((h) => h.text).join('\n');
/** The whole help as each language's reader sees it. */
const shown = LOCALES.map((l) => localize(all, l));

/** The rule numbers of docs/games/new-angeles.md whose text (first line or continuation) marks a designed part [D]. */
function designedRules(): string[] {
  const doc = readFileSync(new URL('../../../docs/games/new-angeles.md', import.meta.url), 'utf8');
  const out: string[] = [];
  let rule: { n: string; text: string } | null = null;
  const flush = () => {
    if (rule?.text.includes('[D]')) out.push(rule.n);
    rule = null;
  };
  for (const line of doc.split('\n')) {
    const m = /^(\d+[a-z]?)\. (.*)$/.exec(line);
    if (m) {
      flush();
      rule = { n: m[1]!, text: m[2]! };
    } else if (rule && /^\s+\S/.test(line)) rule.text += line;
    else flush();
  }
  flush();
  return out;
}

describe('/game help na', () => {
  it("is the game's help, and every topic fits /game help (names unique, at most 2000 characters shown, none cut short)", () => {
    expect(newAngeles.help).toBe(HELP);
    // Measured as each language's reader sees it (French runs longer; a raw token is longer still).
    for (const l of LOCALES) {
      const help = HELP.map((h) => ({ ...h, text: localize(h.text, l) }));
      expect(checkHelp({ ...newAngeles, help }), l).toEqual([]);
      for (const h of help) {
        expect(h.text.length, `${h.name} (${l})`).toBeLessThanOrEqual(HELP_MAX);
        expect(h.text.endsWith('…'), `${h.name} (${l}) is clipped`).toBe(false);
      }
    }
  });

  it('has a topic for each part of the rules', () => {
    for (const name of [
      'overview',
      'setup',
      'round',
      'deal',
      'support',
      'city',
      'units',
      'movement',
      'illness',
      'contracts',
      'emergency',
      'assets',
      'demand',
      'threat',
      'end',
      'trading',
      'commands',
      'rulings',
    ]) {
      expect(topic(name).length, name).toBeGreaterThan(300);
    }
    // Rule 57: the counteroffer costs, from the numbers; rule 59: ties to the main offer.
    expect(topic('deal')).toContain(`${RULES.counterCost[1]} capital`);
    expect(topic('deal')).toMatch(/1st free/);
    expect(topic('support')).toMatch(/tie goes to the main offer/);
    // Rules 23, 26: The Root and illness, each +2 threat.
    expect(topic('movement')).toContain(`threat rises by ${RULES.rootThreat}`);
    expect(topic('illness')).toContain(`threat rises by ${RULES.illnessThreat}`);
    // Rules 34-35, 82: beating strictly, the Federalist at 25 capital.
    expect(topic('end')).toMatch(/strictly more/);
    expect(topic('overview')).toContain(`at least ${RULES.federalistCapital} capital`);
    // Rules 66-69: the four timings.
    for (const t of ['End of Turn', 'Exhaust', 'Discard', 'Passive']) expect(topic('assets')).toContain(t);
    // Rule 73: gifts; rule 74: cards never traded.
    expect(topic('trading')).toMatch(/gift/i);
    expect(topic('trading')).toMatch(/never traded/);
  });

  it('/game help newangeles rulings (the name typed without its space) opens the rulings topic', () => {
    const registry = new Registry([...GAMES]);
    for (const game of ['newangeles', 'New Angeles', 'new-angeles', 'na']) {
      const a = resolveHelp(registry, game, 'rulings');
      expect(a.kind, game).toBe('topic');
      expect(a.kind === 'topic' && a.topic.name).toBe('rulings');
    }
    expect(resolveHelp(registry, null, 'newangeles').kind).toBe('game');
  });

  it('states every designed ruling [D] of docs/games/new-angeles.md with its decision', () => {
    const designed = designedRules();
    expect(designed.length).toBeGreaterThan(30);
    const ruled = RULINGS.map(([n]) => n);
    for (const n of designed) expect(ruled, `rule ${n}`).toContain(n);
    expect(new Set(ruled).size).toBe(ruled.length);
    const shown = topics('rulings');
    for (const [n] of RULINGS) expect(shown).toContain(`**${n}.**`);
  });

  it('lists the components from the data: districts, corporations with draw, contract and emergency, every card design, asset, event, demand, investment and setup card', () => {
    for (const d of DISTRICTS) expect(topics('map')).toContain(`${d.n} ${en(d.name)}`);
    for (const c of CORPS) {
      expect(topic('corporations')).toContain(en(c.name));
      expect(topic('contracts')).toContain(en(c.contract.text));
      const sheet = topic(`corp-${slug(c.name)}`);
      expect(sheet).toContain(en(c.contract.text));
      expect(sheet).toContain(en(EMERGENCIES.find((e) => e.id === c.emergency)!.name));
      for (const d of c.draw) expect(sheet).toContain(d === 'general' ? 'General' : en(TYPE_NAMES[d]));
    }
    for (const e of EMERGENCIES) expect(topic('emergency')).toContain(en(e.name));
    expectPrinted(en);
  });

  it('never names a seat or a card id: it is the printed catalogue', () => {
    for (const text of [all, ...shown]) {
      expect(text).not.toMatch(/\{seat:\d\}/);
      for (const c of ACTION_CARDS) expect(text).not.toContain(c.id);
    }
  });

  it('reads French for a French reader: every topic, with the printed names in French', () => {
    // Proper names kept in French: New Angeles, Human First.
    const kept = new Set(['new', 'first']);
    for (const h of HELP) {
      const found = englishIn(fr(h.text), kept);
      expect([...found.words, ...found.sentences], h.name).toEqual([]);
      expect(fr(h.text), h.name).not.toMatch(/na\.[a-z]+\.|\uE000/);
    }
    expect(topics('deal', fr)).toContain('1re gratuite, 2e 1 capital');
    expect(topics('support', fr)).toContain('l’égalité profite à l’offre principale');
    expect(topics('movement', fr)).toContain(`la Menace monte de ${RULES.rootThreat}`);
    expect(topics('map', fr)).toContain('**0 la Racine**');
    expectPrinted(fr);
  });

  it("shows each corp sheet's designed note as the data gives it", () => {
    for (const c of CORPS)
      expect(topic(`corp-${slug(c.name)}`)).toContain(`*Designed: ${c.note.replace(/^Designed \(rule \d+\): /, '')}*`);
  });
});
