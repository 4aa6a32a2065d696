import { describe, expect, it } from 'vitest';
import { buildGameCommand, localizeCommand } from '../../../commands/build.ts';
import { ispyCommands } from '../../../commands/ispy.ts';
import { slug } from '../../../src/engine/helpTopics.ts';
import { ACTION_CARD_LIST, ASSET_LIST, CONTACT_LIST, POLITICIAN_LIST } from '../../../src/games/ispy/data/index.ts';
import { ispy } from '../../../src/games/ispy/game.ts';
import { HELP } from '../../../src/games/ispy/help.ts';
import { expectGameHelp, topicIn } from '../../support/helpChecks.ts';
import { rulingsShown } from '../../support/rulings.ts';
import { en, fr } from '../../support/words.ts';

const topic = (name: string): string => en(topicIn(HELP)(name));

describe('I, Spy help topics', () => {
  it("are the game's help and fit Discord (names, 2000 characters)", () => {
    expectGameHelp(ispy, HELP);
  });

  it('cover the rules', () => {
    for (const n of [
      'overview',
      'setup',
      'turn',
      'movement',
      'influence-power',
      'icons',
      'tags-counters',
      'coerce',
      'scoring',
      'options',
      'running-out',
      'commands',
      'scoring-example',
      'final-report',
    ])
      topic(n);
    expect(topic('movement')).toMatch(/Airship/);
    expect(topic('coerce')).toMatch(/Special Action Card/);
  });

  it('name every Action Card, Contact, Asset and Politician from the data, with its text', () => {
    for (const c of ACTION_CARD_LIST) expect(topic(`card-${slug(c.name)}`)).toContain(c.text);
    for (const c of CONTACT_LIST) expect(topic(`contact-${slug(c.name)}`)).toContain(c.name);
    for (const a of ASSET_LIST) expect(topic(`asset-${slug(a.name)}`)).toContain(a.text);
    for (const p of POLITICIAN_LIST) expect(topic(`politician-${slug(p.name)}`)).toContain(p.text);
    const indexes = HELP.filter((h) => /^(cards|contacts|assets|politicians)(-\d+)?$/.test(h.name))
      .map((h) => en(h.text))
      .join('\n');
    for (const x of [...ACTION_CARD_LIST, ...CONTACT_LIST, ...ASSET_LIST, ...POLITICIAN_LIST])
      expect(indexes).toContain(x.name);
  });
});

describe("overview: how many Nations are nobody's, per player count (issue 22)", () => {
  it('says it for 2, 3 and 4 spies, as setup deals it', async () => {
    const { setupIspy } = await import('../../../src/games/ispy/setup.ts');
    const text = en(HELP.find((h) => h.name === 'overview')!.text);
    expect(text).not.toMatch(/two Nations may be nobody/i);
    for (const players of [2, 3, 4]) {
      const s = setupIspy(players, { special: false, finalReport: false }, `nobody-${players}`);
      const unaligned = 6 - new Set(s.spies.map((p) => p.alignment)).size;
      expect(unaligned).toBe(6 - players);
      expect(text).toContain(`with ${players} spies ${unaligned} Nations are nobody's`);
    }
  });
});

describe('rulings (issue 22): docs/games/ispy.md and /game help ispy rulings', () => {
  it('every [D] rule of the doc is in RULINGS, and /game help ispy rulings lists them all', async () => {
    const { readFileSync } = await import('node:fs');
    const { RULINGS } = await import('../../../src/games/ispy/help.ts');
    const { resolveHelp } = await import('../../../src/discord/helpPages.ts');
    const { GAMES } = await import('../../../src/games/index.ts');
    const { Registry } = await import('../../../src/registry.ts');
    const doc = readFileSync(new URL('../../../docs/games/ispy.md', import.meta.url), 'utf8');
    // Every rule numbered and marked.
    const rules = [...doc.matchAll(/^(\d+[a-z]?)\. (\[[PD]\])/gm)];
    expect(rules.length).toBeGreaterThan(60);
    const designed = rules.filter((m) => m[2] === '[D]').map((m) => m[1]!);
    expect(designed.length).toBeGreaterThan(20);
    const ruled = RULINGS.map(([n]) => n);
    for (const n of designed) expect(ruled, `rule ${n}`).toContain(n);
    for (const n of ruled) expect(designed, `ruling ${n} is a [D] rule of the doc`).toContain(n);
    const registry = new Registry(GAMES);
    const answer = resolveHelp(registry, 'ispy', 'rulings');
    expect(answer.kind).toBe('topic');
    expect(answer.kind === 'topic' && answer.topic.name).toBe('rulings');
    const shown = rulingsShown(HELP);
    for (const [n] of RULINGS) expect(shown).toContain(`**${n}.**`);
  });
});

describe('the /spy subcommands the help names', () => {
  it("are /spy's names as Discord shows them in each language", () => {
    const subs = localizeCommand(buildGameCommand(ispyCommands).toJSON()).options ?? [];
    for (const [names, read] of [
      [subs.map((o) => o.name), en],
      [subs.map((o) => o.name_localizations?.fr ?? o.name), fr],
    ] as const) {
      const help = HELP.map((t) => read(t.text)).join('\n');
      const cited = [...help.matchAll(/`\/spy (\w+)`/g)].map((x) => x[1]!);
      const listed = [...read(topicIn(HELP)('commands')).matchAll(/`(\w+)`/g)].map((x) => x[1]!);
      expect(cited.length).toBeGreaterThan(5);
      expect(listed.length).toBeGreaterThan(20);
      for (const n of [...cited, ...listed]) expect(names, n).toContain(n);
    }
  });
});
