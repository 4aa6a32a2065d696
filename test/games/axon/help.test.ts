import { describe, expect, it } from 'vitest';
import { HELP_MAX, slug } from '../../../src/engine/helpTopics.ts';
import { LOCALES, localize } from '../../../src/engine/messages.ts';
import { CHARACTER_LIST, CORPORATION_LIST, NEXUS_CITY, SOFTWARE_LIST } from '../../../src/games/axon/data/index.ts';
import { axon } from '../../../src/games/axon/game.ts';
import { HELP, RULINGS } from '../../../src/games/axon/help.ts';
import { checkHelp } from '../../contract/limits.ts';
import { englishAmong } from '../../support/english.ts';
import { docRulings, rulingsShown } from '../../support/rulings.ts';
import { en, fr } from '../../support/words.ts';

const topic = (name: string): string => {
  const t = HELP.find((h) => h.name === name);
  if (!t) throw new Error(`no help topic ${name}`);
  return en(t.text);
};
const all = HELP.map((h) => h.text).join('\n');
/** The help as a reader of `locale` sees it: every topic's tokens formatted. */
const shownIn = (locale: (typeof LOCALES)[number]) =>
  HELP.map((h) => ({ name: h.name, text: localize(h.text, locale) }));

describe('/game help axon', () => {
  it("is the game's help, and every topic fits /game help (names unique, at most 2000 characters shown)", () => {
    expect(axon.help).toBe(HELP);
    // Measured as each language reads it (French runs longer): a topic fits in both.
    for (const locale of LOCALES) {
      expect(checkHelp({ ...axon, help: shownIn(locale) }), locale).toEqual([]);
      for (const h of shownIn(locale)) expect(h.text.length, `${locale} ${h.name}`).toBeLessThanOrEqual(HELP_MAX);
    }
  });

  it('has a topic for each part of the rules', () => {
    for (const name of [
      'overview',
      'setup',
      'turn',
      'actions',
      'routines',
      'hacking',
      'skills',
      'resources',
      'areas',
      'prison',
      'software',
      'counters',
      'scoreboard',
      'end-of-round',
      'end',
      'two-player',
      'rulings',
      'commands',
    ]) {
      expect(topic(name).length, name).toBeGreaterThan(100);
    }
    // The costs and the option that sets the Counter window.
    expect(topic('actions')).toMatch(/discard 4 cards/);
    expect(topic('counters')).toMatch(/window=N/);
    expect(topic('counters')).toMatch(/window=0/);
    expect(topic('two-player')).toMatch(/No Reverse/);
  });

  it('rule 80b: the counters topic says what the code does: the window reopens for every player but the Counter\'s owner ("interrupt enemy Counter Cards")', () => {
    expect(topic('counters')).toMatch(/every player but its owner \(the attacker included\)/);
    expect(topic('counters')).not.toMatch(/everyone, the attacker included/);
    expect(topic('counters')).toMatch(/enemy/);
  });

  it('rule 31a: Initiative, the rulebook\'s "act simultaneously" rule, is a numbered ruling saying why it never arises', () => {
    const { doc } = docRulings('axon.md');
    expect(doc).toMatch(/^31a\. \[D\][^\n]*"If a situation occurs where several Characters would act simultaneously/m);
    expect(en(RULINGS.find(([n]) => n === '31a')?.[1] ?? '')).toMatch(/never decides/);
  });

  it('states every ruling [D] of docs/games/axon.md with its decision', () => {
    const { designed } = docRulings('axon.md');
    expect(designed.length).toBeGreaterThan(10);
    const ruled = RULINGS.map(([n]) => n);
    for (const n of designed) expect(ruled, `rule ${n}`).toContain(n);
    const shown = rulingsShown(HELP);
    for (const [n] of RULINGS) expect(shown).toContain(`**${n}.**`);
  });

  it('lists the designed components from the data: the city, every Character, Corporation and Software card', () => {
    expect(topic('city')).toContain('Fort Plissken');
    for (const a of NEXUS_CITY.areas) expect(topic(`area-${a.id}`)).toContain(en(a.name));
    for (const c of CHARACTER_LIST) expect(topic(`character-${slug(en(c.name))}`)).toContain(en(c.routine[0]!.text));
    for (const c of CORPORATION_LIST) {
      expect(topic('corporations')).toContain(en(c.name));
      expect(topic(`corp-${c.id}`)).toContain(en(c.ability.text));
    }
    for (const c of SOFTWARE_LIST) expect(topic(`card-${slug(en(c.name))}`)).toContain(en(c.text));
    expect(topic('character-street-samurai')).toContain('ARREST or EXECUTE');
    expect(en(all)).toContain('Microbionics Inc');
  });

  it('never names a hand: it is the printed catalogue (no seat, no "your hand holds")', () => {
    expect(en(all)).not.toMatch(/\{seat:\d\}/);
    expect(fr(all)).not.toMatch(/\{seat:\d\}/);
  });

  it('reads French for a French reader: every topic, its generated parts included, with no English left and no key shown', () => {
    const french = shownIn('fr');
    expect(englishAmong(french.map((h) => ({ where: h.name, text: h.text })))).toEqual([]);
    for (const h of french) {
      expect(h.text, h.name).not.toMatch(/axon\.(help|data)\.|\uE000/);
      expect(h.text, h.name).not.toBe(en(HELP.find((t) => t.name === h.name)!.text));
    }
    const frTopic = (name: string) => french.find((h) => h.name === name)?.text;
    expect(frTopic('counters')).toMatch(/chaque joueur sauf son propriétaire \(l’attaquant compris\)/);
    expect(frTopic('actions')).toMatch(/défaussez 4 cartes/);
    expect(fr(RULINGS.find(([n]) => n === '31a')?.[1] ?? '')).toMatch(/ne départage jamais/);
  });
});
