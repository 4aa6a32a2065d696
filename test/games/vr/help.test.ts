import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildGameCommand, localizeCommand } from '../../../commands/build.ts';
import { vrCommands } from '../../../commands/vr.ts';
import { slug } from '../../../src/engine/helpTopics.ts';
import { playRandomGame } from '../../../src/engine/randomPlay.ts';
import {
  AGENT_LIST,
  BOOST_CARD_LIST,
  NECRO_LIST,
  OBJECTIVE_LIST,
  TITLE_LIST,
  VERSE_LIST,
} from '../../../src/games/vr/data/index.ts';
import { virtualRevolution as vr } from '../../../src/games/vr/game.ts';
import { HELP, RULINGS } from '../../../src/games/vr/help.ts';
import { forPlayers } from '../../../src/games/vr/wording.ts';
import { checkHelp } from '../../contract/limits.ts';
import { expectSlugsWithinMax, topicIn } from '../../support/helpChecks.ts';
import { docRulings, rulingsShown } from '../../support/rulings.ts';
import { en, fr } from '../../support/words.ts';

/** The text of every rules module of the game (src/games/vr, sub-folders included, data aside). */
function rulesSource(): string {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'src', 'games', 'vr');
  const read = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      if (e.isDirectory()) return e.name === 'data' ? [] : read(join(dir, e.name));
      return e.name.endsWith('.ts') ? [readFileSync(join(dir, e.name), 'utf8')] : [];
    });
  return read(root).join('\n');
}

/** A help topic as an English reader sees it. */
const topic = (name: string): string => en(topicIn(HELP)(name));

describe('Virtual Revolution help topics', () => {
  // Unique names that fit the /game help autocomplete and messages within 2000 characters are
  // checked for every game by the contract suite, test/contract.
  it("are the game's help, named by slugs, each a real text within HELP_MAX", () => {
    expect(vr.help).toBe(HELP);
    expectSlugsWithinMax(HELP);
    for (const h of HELP) expect(en(h.text).trim().length, h.name).toBeGreaterThan(40);
    for (const h of HELP) expect(fr(h.text).trim().length, h.name).toBeGreaterThan(40);
  });

  it('state every ruling [D] of docs/games/virtual-revolution.md, and `rulings` lists them all', () => {
    const { designed } = docRulings('virtual-revolution.md');
    expect(designed.length).toBeGreaterThan(40);
    const ruled = RULINGS.map(([n]) => n);
    for (const n of designed) expect(ruled, `rule ${n}`).toContain(n);
    // Keyed by the doc's numbers: no ruling of a rule the doc does not have, none twice.
    for (const n of ruled) expect(designed, `RULINGS ${n}`).toContain(n);
    expect(new Set(ruled).size).toBe(ruled.length);
    // `/game help vr rulings` (and rulings-2... when it is longer than one message) lists each.
    const shown = rulingsShown(HELP);
    expect(topic('rulings')).toContain('**1a.**');
    for (const [n, text] of RULINGS) {
      expect(en(shown)).toContain(`**${n}.** ${en(text)}`);
      expect(fr(shown)).toContain(`**${n}.** ${fr(text)}`);
    }
    expect(topic('turn')).toContain('`rulings`');
    expect(checkHelp(vr)).toEqual([]);
  });

  it('cover the rules in short', () => {
    for (const name of [
      'turn',
      'actions',
      'influence',
      'recycle',
      'end-of-round',
      'scoring',
      'corruption',
      'necro',
      'agents',
      'verses',
      'titles',
      'boosts',
      'map',
      'board',
      'commands',
      'objectives',
    ]) {
      topic(name);
    }
    expect(topic('actions')).toMatch(/Work.*5 Eurocredits/);
    expect(topic('actions')).toContain('Recruit an Agent** (4 €)');
    expect(topic('actions')).toContain('Build a Server** (10 €)');
    expect(topic('actions')).toContain('Create a Verse** (7 €)');
    expect(topic('scoring')).toContain('1→1, 2→3, 3→6, 4→10, 5→15, 6→21, 7→28');
  });

  // Card texts as players read them here: printed, but spelt right and without handling components (forPlayers).
  it('give every Agent, Verse, Title, Necro card and Objective its own topic with the card text', () => {
    for (const a of AGENT_LIST) {
      const text = topic(`agent-${slug(a.id)}`);
      expect(text).toContain(en(a.name));
      expect(text).toContain(en(forPlayers(a.activation)));
      expect(text).toContain(en(forPlayers(a.promotion)));
      if (a.boost) expect(text).toContain(en(forPlayers(a.boost.text)));
    }
    expect(topic('agent-miss-yoshida')).toContain('Miss Yoshida');
    for (const v of VERSE_LIST) {
      const text = topic(`verse-${slug(v.id)}`);
      expect(text).toContain(en(v.name));
      expect(text).toContain(en(forPlayers(v.condition)));
      expect(text).toContain(en(forPlayers(v.scoring)));
      if (v.bonus) expect(text).toContain(en(forPlayers(v.bonus)));
    }
    expect(topic('verse-the-codex')).toContain('fewest Eurocredits');
    // Titles as printed, but spelt right: the Néo District card prints "Secretely".
    for (const t of TITLE_LIST)
      expect(topic(`title-${slug(en(t.name))}`)).toContain(en(t.text.replace('Secretely', 'Secretly')));
    expect(topic('title-neo-district')).toContain('Secretly look at the top Necro card.');
    expect(HELP.map((h) => en(h.text)).join('\n')).not.toContain('Secretely');
    expect(topic('title-pigalle')).toContain('Turn one of your Agents on Duty upright');
    for (const n of NECRO_LIST) {
      const text = topic(`necro-${slug(n.id)}`);
      for (const part of [n.name, n.minimum, n.global, n.maximum]) expect(text).toContain(en(forPlayers(part)));
    }
    expect(topic('necro-blackmail')).toContain('Lose 10 Eurocredits');
    // The two "choose a type" Objectives are printed twice: every card's text is in some objective topic.
    for (const o of OBJECTIVE_LIST)
      expect(
        HELP.some((h) => h.name.startsWith('objective-') && en(h.text).includes(en(o.text))),
        o.id,
      ).toBe(true);
    for (const b of BOOST_CARD_LIST) expect(topic('boosts')).toContain(en(forPlayers(b.effect.text)));
  });

  it('name the topics they point to, and the commands that exist', () => {
    const names = new Set(HELP.map((h) => h.name));
    // Both languages name the same topics (their names are typed, in no language); each names the
    // commands as its reader's Discord shows them.
    const subs = localizeCommand(buildGameCommand(vrCommands).toJSON()).options ?? [];
    const subsIn = { en: subs.map((s) => s.name), fr: subs.map((s) => s.name_localizations?.fr ?? s.name) };
    for (const h of HELP.flatMap((t) => [
      { name: t.name, text: en(t.text), subs: subsIn.en },
      { name: `${t.name} (fr)`, text: fr(t.text), subs: subsIn.fr },
    ])) {
      for (const m of h.text.matchAll(/`([a-z0-9-]+)`/g)) {
        const ref = m[1]!;
        if (ref.includes('<')) continue;
        expect(names.has(ref) || ref === 'hand', `${h.name} mentions ${ref}`).toBe(true);
      }
      for (const m of h.text.matchAll(/`\/vr ([a-z]+)`/g)) {
        expect(h.subs.includes(m[1]!), `${h.name} mentions /vr ${m[1]}`).toBe(true);
      }
    }
    for (const s of vrCommands.subcommands) expect(topic('commands')).toContain(`/vr ${s.name}`);
  });
});

describe('the /vr command', () => {
  it("fits Discord's limits and builds", () => {
    expect(vrCommands.name).toBe('vr');
    expect(vrCommands.subcommands.length).toBeLessThanOrEqual(25);
    const names = vrCommands.subcommands.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    const kinds = vrCommands.subcommands.map((s) => s.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const s of vrCommands.subcommands) {
      expect(s.name).toMatch(/^[a-z0-9_-]{1,32}$/);
      expect(s.description.length).toBeGreaterThan(0);
      expect(s.description.length).toBeLessThanOrEqual(100);
      if (s.choice) {
        expect(s.choice.name).toMatch(/^[a-z0-9_-]{1,32}$/);
        expect(s.choice.description.length).toBeLessThanOrEqual(100);
      }
    }
    const json = buildGameCommand(vrCommands).toJSON();
    // Discord counts every name and description of a command against 8000 characters.
    let chars = json.name.length + json.description.length;
    for (const sub of json.options ?? []) {
      chars += sub.name.length + sub.description.length;
      for (const o of 'options' in sub ? (sub.options ?? []) : []) chars += o.name.length + o.description.length;
    }
    expect(chars).toBeLessThanOrEqual(8000);
  });

  it('maps subcommands to kinds the rules offer, covering every choice of a turn', () => {
    // Every subcommand's kind is one the rules modules define (some are rare in play).
    const source = rulesSource();
    for (const s of vrCommands.subcommands)
      expect(source.includes(`kind: '${s.kind}'`), `no rules option of kind ${s.kind} (/vr ${s.name})`).toBe(true);
    // Every kind met in the turn's own menu (Director, Influence, Action, free actions) has a subcommand:
    // those menus are the longest, and the slash command reaches what the buttons cannot show.
    const seen = new Set<string>();
    const turnKinds = new Set<string>();
    for (let i = 0; i < 6; i++) {
      playRandomGame(vr, 2 + (i % 3), {}, `vr-commands-${i}`, {
        maxSteps: 5000,
        onStep: ({ after }) => {
          for (const seat of vr.awaiting(after)) {
            for (const a of vr.legalActions(after, seat)) {
              seen.add(a.kind);
              if (after.stack.length === 0) turnKinds.add(a.kind);
            }
          }
        },
      });
    }
    for (const k of [
      'director',
      'influence',
      'move',
      'action',
      'end',
      'recruit',
      'verse',
      'donate',
      'card',
      'done',
      'agentUse',
      'agentPromote',
      'recycle',
      'verseTrade',
    ]) {
      expect(turnKinds.has(k) || seen.has(k), `kind ${k} never offered`).toBe(true);
    }
    for (const k of turnKinds)
      expect(
        vrCommands.subcommands.some((s) => s.kind === k),
        `turn kind ${k} has no subcommand`,
      ).toBe(true);
    const place = vrCommands.subcommands.find((s) => s.name === 'place')!;
    expect(place.kind).toBe('director');
    expect(place.choice?.name).toBe('borough');
  });
});
