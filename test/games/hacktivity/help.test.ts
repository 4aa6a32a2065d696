import { describe, expect, it } from 'vitest';
import { buildGameCommand } from '../../../commands/build.ts';
import { hackCommands } from '../../../commands/hacktivity.ts';
import { resolveHelp } from '../../../src/discord/helpPages.ts';
import { slug } from '../../../src/engine/helpTopics.ts';
import { ANOMALY_LIST, CHARACTER_CARD_LIST, PROGRAMS } from '../../../src/games/hacktivity/data/index.ts';
import { hacktivity } from '../../../src/games/hacktivity/game.ts';
import { HELP, iconsWords, RULINGS } from '../../../src/games/hacktivity/help.ts';
import { HACK_CHOICE_KINDS } from '../../../src/games/hacktivity/kinds.ts';
import { GAMES } from '../../../src/games/index.ts';
import { Registry } from '../../../src/registry.ts';
import { commandKinds, expectGameHelp } from '../../support/helpChecks.ts';
import { docRulings, rulingsShown } from '../../support/rulings.ts';
import { en, fr } from '../../support/words.ts';

const topic = (name: string): string => {
  const t = HELP.find(
    (h) =>
      h.name === name ||
      (h.name.startsWith(`${name}-`) && /-\d+$/.test(h.name) && h.name.replace(/-\d+$/, '') === name),
  );
  expect(t, `help topic ${name}`).toBeDefined();
  return en(t!.text);
};

describe('Hacktivity rulings (docs/games/hacktivity.md)', () => {
  it('states every [D] rule of the doc with its decision, and `/game help hacktivity rulings` lists them', () => {
    const { doc, designed } = docRulings('hacktivity.md');
    expect(designed.length).toBeGreaterThan(20);
    const ruled = RULINGS.map(([n]) => n);
    for (const n of designed) expect(ruled, `rule ${n}`).toContain(n);
    for (const n of ruled) expect(designed, `ruling ${n} is a [D] rule of the doc`).toContain(n);
    // The numbers run in order, each once.
    const nums = [...doc.matchAll(/^(\d+)[a-z]?\. /gm)].map((m) => Number(m[1]));
    expect(nums.every((n, i) => i === 0 || n === nums[i - 1] || n === nums[i - 1]! + 1)).toBe(true);
    const answer = resolveHelp(new Registry(GAMES), 'hacktivity', 'rulings');
    expect(answer.kind).toBe('topic');
    const shown = rulingsShown(HELP);
    expect(answer.kind === 'topic' ? answer.topic.name : '').toBe('rulings');
    for (const [n] of RULINGS) expect(shown).toContain(`**${n}.**`);
  });
});

describe('Hacktivity help topics', () => {
  it("are the game's help and fit Discord", () => {
    expectGameHelp(hacktivity, HELP);
  });

  it("cover the rules, the communication rules, the Golden Rule, solo, the Protocols and F's tips", () => {
    for (const n of [
      'overview',
      'setup',
      'wave',
      'draw',
      'play',
      'character-cards',
      'anomaly-cards',
      'deactivate',
      'alpha',
      'alert',
      'critical',
      'icons',
      'communication',
      'golden-rule',
      'end',
      'solo',
      'protocols',
      'tips',
      'commands',
      'characters',
      'cyberlink',
      'drpower',
      'blaast',
      'artemis',
    ])
      topic(n);
    expect(topic('communication')).toMatch(/never the numbers/);
    expect(topic('golden-rule')).toMatch(/cannot activate an icon whose effect cannot apply/);
    expect(topic('tips')).toMatch(/Additional node/);
    expect(topic('protocols')).toMatch(/\*\*D\*\*/);
    expect(topic('solo')).toMatch(/Solo Zero/);
    for (const k of [
      'destroy',
      'spread',
      'alert-up',
      'alert-down',
      'additional-node',
      'duplicate',
      'put-back',
      'chain-place-cube',
      'charge',
      'discharge',
      'damage-shared',
      'fortify-firewall',
    ])
      topic(`icon-${k}`);
  });

  it('name every card and program from the data, with its icons and numbers', () => {
    for (const c of CHARACTER_CARD_LIST)
      expect(
        HELP.some((h) => h.name.startsWith(`card-${slug(c.name)}`) && en(h.text).includes(en(iconsWords(c.bottom)))),
      ).toBe(true);
    for (const a of ANOMALY_LIST)
      expect(HELP.some((h) => h.name.startsWith(`anomaly-${slug(a.name)}`) && en(h.text).includes(a.name))).toBe(true);
    for (const p of PROGRAMS) expect(topic('drpower')).toContain(p.name);
    const indexes = HELP.filter((h) => /^(cards|anomalies)(-\d+)?$/.test(h.name))
      .map((h) => en(h.text))
      .join('\n');
    for (const x of [...CHARACTER_CARD_LIST, ...ANOMALY_LIST]) expect(indexes).toContain(x.name);
  });

  it('says icons without numbers for the communication rules', () => {
    const icons = [
      { k: 'alertDown', n: 1 },
      { k: 'destroy', n: 3, anomalyOnly: false },
    ] as const;
    expect(en(iconsWords(icons, false))).toBe('Alert down, then Destroy');
    expect(en(iconsWords(icons))).toBe('Alert down 1, then Destroy 3');
    expect(fr(iconsWords(icons, false))).toBe('Baisse d’Alerte, puis Détruire');
    expect(fr(iconsWords(icons))).toBe('Baisse d’Alerte 1, puis Détruire 3');
  });
});

describe('/hack', () => {
  it("a Destroy distributed target that takes a number can be typed with it (/hack distribute target points), as the button's box asks", () => {
    const withNumber = new Set(['distribute']);
    for (const sub of hackCommands.subcommands) expect(!!sub.amount, sub.name).toBe(withNumber.has(sub.kind));
    const json = buildGameCommand(hackCommands).toJSON() as {
      options: { name: string; options?: { name: string; required?: boolean }[] }[];
    };
    expect(json.options.find((o) => o.name === 'distribute')!.options!.map((o) => o.name)).toEqual([
      'target',
      'points',
    ]);
  });

  it('builds a slash command with at most 25 subcommands, one per kind', () => {
    const kinds = commandKinds(hackCommands, 'hack');
    for (const k of HACK_CHOICE_KINDS) expect(kinds).toContain(k);
  });
});
