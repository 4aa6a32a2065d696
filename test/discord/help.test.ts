import { describe, expect, it } from 'vitest';
import {
  gamePages,
  type HelpAnswer,
  resolveHelp,
  topicChoices,
  topicLines,
  topicPage,
} from '../../src/discord/helpPages.ts';
import { GAMES } from '../../src/games/index.ts';
import { Registry } from '../../src/registry.ts';
import { heistEntry } from '../fixture/registry.ts';
import { DOCUMENTED_TEXTS, documentedForms, README } from '../support/helpForms.ts';
import { en } from '../support/words.ts';

const registry = new Registry([...GAMES, heistEntry]);
const what = (a: HelpAnswer): string =>
  a.kind === 'topic'
    ? `${a.entry.game.id}:${a.topic.name}`
    : a.kind === 'game'
      ? a.entry.game.id
      : a.kind === 'refused'
        ? `refused: ${en(a.text)}`
        : a.kind;

describe('/game help: every documented form answers', () => {
  it("finds the README's forms (the issue's two among them)", () => {
    const forms = documentedForms(README).map((f) => f.form);
    expect(forms).toEqual(
      expect.arrayContaining([
        '/game help game:na topic:rulings',
        '/game help game:axon topic:rulings',
        '/game help spy',
        '/game help na',
        '/game help',
      ]),
    );
  });

  it.each(documentedForms(DOCUMENTED_TEXTS).map((f) => [f.form, f] as const))('%s', (_form, f) => {
    expect(what(resolveHelp(registry, f.game, f.topic))).not.toMatch(/^refused/);
  });

  it("the issue's forms: game:na topic:rulings opens the rulings; topic:spy opens I, Spy's page", () => {
    expect(what(resolveHelp(registry, 'na', 'rulings'))).toBe('na:rulings');
    expect(what(resolveHelp(registry, null, 'spy'))).toBe('spy');
    expect(what(resolveHelp(registry, 'spy', null))).toBe('spy');
  });

  it('a game by id, name or command, in any case; a topic by name, game:topic, or alone when only one game has it', () => {
    expect(what(resolveHelp(registry, null, 'New Angeles'))).toBe('na');
    expect(what(resolveHelp(registry, 'i, spy', 'OPTIONS'))).toBe('spy:options');
    expect(what(resolveHelp(registry, 'na', 'na:rulings-2'))).toBe('na:rulings-2');
    expect(what(resolveHelp(registry, 'na', 'na'))).toBe('na');
    expect(what(resolveHelp(registry, null, 'heist:rules'))).toBe('heist:rules');
    expect(what(resolveHelp(registry, null, 'rules'))).toBe('heist:rules');
    expect(what(resolveHelp(registry, null, null))).toBe('platform');
  });

  it('says why when it names nothing, and how to find the list', () => {
    expect(what(resolveHelp(registry, 'chess', null))).toBe(
      'refused: No game "chess". The games: `vr`, `spy`, `hack`, `axon`, `na`, `heist`.',
    );
    expect(what(resolveHelp(registry, 'na', 'nonsense'))).toBe(
      'refused: New Angeles has no topic "nonsense". `/game help game:na` lists its topics.',
    );
    expect(what(resolveHelp(registry, 'na', 'axon:rulings'))).toMatch(
      /^refused: New Angeles has no topic "axon:rulings"/,
    );
    // Every game with a rulings page is named (more games gain one, in registry order).
    const several = what(resolveHelp(registry, null, 'rulings'));
    expect(several).toMatch(/^refused: Several games have a topic "rulings": /);
    for (const id of ['vr', 'spy', 'hack', 'axon', 'na'])
      expect(several).toContain(`\`/game help game:${id} topic:rulings\``);
    // A game's name without its punctuation names it too: "ispy" is I, Spy.
    expect(what(resolveHelp(registry, 'ispy', 'rulings'))).toBe('spy:rulings');
    expect(what(resolveHelp(registry, null, 'nonsense'))).toMatch(/^refused: No help topic "nonsense"/);
  });
});

describe("a game's help page", () => {
  /** Every topic name the pages let a reader type: listed, a prefix group's member, or a numbered continuation. */
  function namesOffered(text: string): Set<string> {
    const out = new Set<string>();
    for (const m of text.matchAll(/`([\w-]+)`(?: \(to `([\w-]+)-(\d+)`\))?/g)) {
      out.add(m[1]!);
      if (m[2]) for (let n = 2; n <= Number(m[3]); n++) out.add(`${m[2]}-${n}`);
    }
    for (const line of text.split('\n')) {
      const g = /^• `([\w]+)-<name>`: (.*)$/.exec(line);
      if (!g) continue;
      for (const item of g[2]!.split(', ')) {
        const [name, cont] = [/^[\w-]+/.exec(item)![0], /\(to `([\w-]+)-(\d+)`\)/.exec(item)];
        out.add(`${g[1]}-${name}`);
        if (cont) for (let n = 2; n <= Number(cont[2]); n++) out.add(`${cont[1]}-${n}`);
      }
    }
    return out;
  }

  it.each(GAMES.map((e) => [e.game.id, e] as const))(
    '%s: fits Discord, shows its options whole, and offers every topic, each of which opens',
    (_id, e) => {
      const pages = gamePages(e);
      for (const p of pages) {
        expect(p.content.length).toBeLessThanOrEqual(2000);
        expect(p.embeds.length).toBeLessThanOrEqual(10);
        expect(
          p.embeds.reduce((n, x) => n + (x.title?.length ?? 0) + (x.description?.length ?? 0), 0),
        ).toBeLessThanOrEqual(6000);
        for (const x of p.embeds) {
          expect(x.title!.length).toBeLessThanOrEqual(256);
          expect(x.description!.length).toBeLessThanOrEqual(4096);
        }
      }
      // Nothing cut: the page's text ends with its last line, how to open a topic.
      expect(pages[0]!.content.endsWith('the topic option suggests them as you type.')).toBe(true);
      for (const [k, v] of Object.entries(e.game.optionHelp ?? {}))
        expect(pages[0]!.content).toContain(`• \`${k}=…\`: ${en(v)}`);
      expect(pages[0]!.content).toContain(`/game help game:${e.game.id} topic:<name>`);
      const text = pages.flatMap((p) => [p.content, ...p.embeds.map((x) => x.description ?? '')]).join('\n');
      for (const s of e.commands.subcommands) expect(text).toContain(`/${e.commands.name} ${s.name}`);
      const offered = namesOffered(text);
      for (const h of e.game.help) {
        expect(offered, `${e.game.id} ${h.name}`).toContain(h.name);
        // The two documented ways to open it.
        expect(what(resolveHelp(registry, e.game.id, h.name))).toBe(`${e.game.id}:${h.name}`);
        expect(what(resolveHelp(registry, null, `${e.game.id}:${h.name}`))).toBe(`${e.game.id}:${h.name}`);
        const page = topicPage(e, h);
        expect(page.length).toBeLessThanOrEqual(2000);
        expect(page, `${e.game.id} ${h.name} whole`).toContain(en(h.text));
      }
    },
  );

  it('topic names, short: continuations fold into their first page, prefix groups make one line', () => {
    expect(
      topicLines([
        'turn',
        'rulings',
        'rulings-2',
        'rulings-3',
        'card-a',
        'card-b',
        'card-c',
        'cards',
        'cards-2',
        'area-1',
        'area-2',
        'area-3',
        'end-of-round',
      ]),
    ).toEqual([
      '`turn`, `rulings` (to `rulings-3`), `cards` (to `cards-2`), `end-of-round`',
      '• `card-<name>`: a, b, c',
      '• `area-<name>`: 1, 2, 3',
    ]);
  });

  it('a topic split in pages says where it goes on', () => {
    const na = GAMES.find((e) => e.game.id === 'na')!;
    expect(topicPage(na, na.game.help.find((h) => h.name === 'rulings')!)).toContain(
      '*Continued: `/game help game:na topic:rulings-2`*',
    );
    expect(topicPage(na, na.game.help.find((h) => h.name === 'overview')!)).not.toContain('Continued');
  });
});

describe('topic autocomplete', () => {
  it('with a game chosen, its own topics by name; without, every game and game:topic', () => {
    const na = topicChoices(registry, 'na', 'rul');
    expect(na.map((c) => c.value)).toEqual(['rulings', 'rulings-2', 'rulings-3', 'rulings-4']);
    expect(topicChoices(registry, 'na', '')[0]).toEqual({ name: 'New Angeles: all topics', value: 'na' });
    expect(topicChoices(registry, null, 'na:corp').map((c) => c.value)).toContain('na:corporations');
    expect(topicChoices(registry, null, '').length).toBe(25);
  });
});
