/**
 * Axon Protocol through the Discord double: /game new game:axon, seats, the Corporation choice,
 * turns through buttons and /axon commands, a Counter played in another player's turn (the Counter
 * window), wrong input refused privately, /hand private, and no public message or image naming a
 * card while it is in a hand.
 *
 * The parts that play the rules wait for them: `RULES` is true once setup asks the Corporation
 * choice (helpers A/B/C's modules registered on the flow); until then those tests are skipped and
 * only the table around the game (lobby, start, board, /hand, refusals, help) is checked.
 */

import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../src/engine/rng.ts';
import { CORPORATIONS, SOFTWARE_LIST } from '../../src/games/axon/data/index.ts';
import { areaOf } from '../../src/games/axon/graph.ts';
import type { AxonState } from '../../src/games/axon/state.ts';
import { withBlankImages } from '../support/blankImages.ts';
import { registeredGame } from '../support/games.ts';
import { en } from '../support/words.ts';
import { expectBoardsOnly, gameKit } from './gameKit.ts';
import { expectNoViolations, lastText, latestPublic, openGame, openTurn, sub, type World } from './harness.ts';
import { choicesOn, entriesOn, pressEntry } from './vrTable.ts';

let w: World;
const { entry, expectCleanEnd, game, start, state, version } = gameKit<AxonState>(registeredGame('axon'));
const NAME = new Map(SOFTWARE_LIST.map((c) => [c.id, en(c.name)]));
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The rules are in: setup asks the first player to choose a Corporation. */
const RULES = (() => {
  const s = game.setup(3, game.optionsSchema.parse({}), 'axon-probe');
  return game.awaiting(s).some((seat) => game.legalActions(s, seat).some((a) => a.kind === 'corporation'));
})();

const open = (users: readonly string[], options?: string) =>
  openGame(w, users, { game: 'axon', ...(options ? { options } : {}) });

/**
 * No public message, and no public image's view, names a card while it is in a hand: never a
 * card id; a card's name only once a copy of it has been public (out of the hands and the deck).
 */
function watchHands() {
  const shown = new Set<string>();
  return (s: AxonState) => {
    // A card in no hand and not in the deck has been public (played, discarded, a Random Number).
    const hidden = new Set([...s.deck, ...s.p.flatMap((p) => p.hand)]);
    for (const id of NAME.keys()) if (!hidden.has(id)) shown.add(NAME.get(id)!);
    const text = w.double
      .messages(w.channel)
      .map((m) => m.content)
      .join('\n');
    const spectator = JSON.stringify(game.view(s, 'spectator'));
    for (const [seat, p] of s.p.entries()) {
      for (const id of p.hand) {
        expect(text, `seat ${seat}'s card id ${id} in public`).not.toContain(id);
        expect(spectator, `seat ${seat}'s card ${id} in the public view`).not.toContain(`"${id}"`);
        const name = NAME.get(id)!;
        if (!shown.has(name))
          expect(text, `seat ${seat}'s unplayed ${name} named in public`).not.toMatch(
            new RegExp(`(^|[^\\w])${escapeRegExp(name)}([^\\w]|$)`),
          );
      }
    }
    // Public images are boards drawn from the spectator view.
    expectBoardsOnly(w.double.messages(w.channel));
  };
}

/** Opens a game of ann, bo and cy, the hands watched from its start, and plays their Corporation choices. */
async function threeInTurnPhase() {
  const users = [w.ann, w.bo, w.cy];
  await open(users);
  const noHandInPublic = watchHands();
  await chooseCorporations(users);
  return { users, noHandInPublic };
}

/** Plays the awaited seat's Corporation choices until the Turn Phase: the first by button, the others by /axon corporation. */
async function chooseCorporations(users: readonly string[]): Promise<void> {
  let typed = false;
  for (let i = 0; i < 40; i++) {
    const s = await state();
    if (s.phase === 'turns') return;
    const seat = game.awaiting(s)[0]!;
    const legal = game.legalActions(s, seat);
    const corp = legal.find((a) => a.kind === 'corporation');
    if (corp && typed) {
      const offered = await w.double.autocomplete(
        users[seat]!,
        w.channel,
        'axon',
        sub('corporation', { corporation: '' }, 'corporation'),
      );
      expect(offered.length).toBe(legal.filter((a) => a.kind === 'corporation').length);
      const ix = await w.run(
        w.double.slash(users[seat]!, w.channel, 'axon', sub('corporation', { corporation: String(offered[0]!.value) })),
      );
      expect(lastText(ix)).toContain('✅');
      continue;
    }
    const openIx = await openTurn(w, users[seat]!);
    const prompt = openIx.original()!;
    expect(prompt.ephemeralFor).toBe(users[seat]);
    const options = choicesOn(prompt);
    expect(options.length, prompt.content).toBeGreaterThan(0);
    const [id, value] = options[0]!;
    const ix = await w.run(
      value === undefined
        ? w.double.click(users[seat]!, prompt, id)
        : w.double.select(users[seat]!, prompt, id, [value]),
    );
    expect(lastText(ix)).toContain('✅');
    if (corp) typed = true;
  }
  throw new Error('setup did not reach the Turn Phase');
}

describe('Axon Protocol through the Discord double', () => {
  it('opens with options, seats three players and starts: the board is public, /hand private, a move out of turn refused privately', async () => {
    // Blank images where a test checks no image (the whole game below checks the real board).
    w = await start({ games: [withBlankImages(entry)], seed: 'axon-e2e-0' });
    const users = [w.ann, w.bo, w.cy];
    await open(users, 'beginner=yes, window=30');
    const board = latestPublic(w);
    expect(board.content).toContain('Axon Protocol');
    expect(board.attachments[0]?.filename).toBe('board.png');
    const s = await state();
    expect(s.options).toEqual({ beginner: true, window: 30 });
    for (const [seat, u] of users.entries()) {
      const hand = (await w.run(w.double.slash(u, w.channel, 'hand'))).original()!;
      expect(hand.ephemeralFor).toBe(u);
      for (const id of s.p[seat]!.hand) expect(hand.content).toContain(NAME.get(id)!);
    }
    // Someone who may not act now types a move: refused privately, nothing changes.
    const idle = [0, 1, 2].find(
      (seat) => !game.awaiting(s).includes(seat) && !(game.mayAct?.(s) ?? []).includes(seat),
    )!;
    const before = await version();
    const ix = await w.run(w.double.slash(users[idle]!, w.channel, 'axon', sub('end')));
    expect(ix.original()!.ephemeralFor).toBe(users[idle]);
    expect(lastText(ix)).toMatch(/not your move/i);
    expect(await version()).toBe(before);
    expectNoViolations(w);
  });

  it('/game help axon lists the topics and shows one; /axon is registered with Discord', async () => {
    w = await start();
    const list = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('help', { topic: 'axon' })));
    expect(lastText(list)).toContain('counters');
    const topic = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('help', { topic: 'axon:counters' })));
    expect(lastText(topic)).toContain('window=N');
    const offered = await w.double.autocomplete(w.ann, w.channel, 'game', sub('help', { topic: 'axon:corp' }, 'topic'));
    expect(offered.map((o) => o.value)).toContain('axon:corporations');
    expectNoViolations(w);
  });

  it.skipIf(!RULES)(
    'three players: Corporations, turns through buttons and /axon, blocked and wrong input refused privately, to the end; no public message or image shows a hand card',
    async () => {
      w = await start({ seed: 'axon-e2e-1' });
      const { users, noHandInPublic } = await threeInTurnPhase();

      // Wrong input: a Character that is not a choice, and a Monopoly with too few cards (the reason said).
      let s = await state();
      const active = s.turn!.seat;
      const before = await version();
      const wrong = await w.run(
        w.double.slash(users[active]!, w.channel, 'axon', sub('activate', { character: 'zzz-nobody' })),
      );
      expect(wrong.original()!.ephemeralFor).toBe(users[active]);
      expect(lastText(wrong)).toMatch(/not one of your choices/);
      if (s.p[active]!.hand.length < 4) {
        const mono = await w.run(
          w.double.slash(
            users[active]!,
            w.channel,
            'axon',
            sub('monopoly', { resource: s.p[active]!.corp ? CORPORATIONS[s.p[active]!.corp!]!.scores[0] : 'drugs' }),
          ),
        );
        expect(lastText(mono)).toMatch(/Create Monopoly: needs 4 Software cards/);
      }
      expect(await version()).toBe(before);

      // /hand: each player's own cards, privately.
      for (const [seat, u] of users.entries()) {
        const hand = (await w.run(w.double.slash(u, w.channel, 'hand'))).original()!;
        expect(hand.ephemeralFor).toBe(u);
        for (const id of s.p[seat]!.hand) expect(hand.content).toContain(NAME.get(id)!);
      }

      const rng = seedRng('axon-e2e-driver');
      let steps = 0;
      let typed = 0;
      for (;;) {
        s = await state();
        if (game.outcome(s).over) break;
        noHandInPublic(s);
        expect(steps++).toBeLessThan(4000);
        const seat = game.awaiting(s)[0]!;
        const user = users[seat]!;
        const legal = game.legalActions(s, seat);
        // Now and then a Character activated by typing /axon activate with its autocomplete.
        if (legal.some((a) => a.kind === 'activate') && typed < 4 && steps % 5 === 0) {
          const offered = await w.double.autocomplete(
            user,
            w.channel,
            'axon',
            sub('activate', { character: '' }, 'character'),
          );
          expect(offered.length).toBe(Math.min(25, legal.filter((a) => a.kind === 'activate').length));
          const ix = await w.run(
            w.double.slash(user, w.channel, 'axon', sub('activate', { character: String(offered[0]!.value) })),
          );
          expect(lastText(ix)).toContain('✅');
          typed++;
          continue;
        }
        const openIx = await openTurn(w, user);
        const prompt = openIx.original()!;
        // Grouped choices (many Characters) are picked in two steps: a group, then its own controls.
        const options = entriesOn(prompt);
        expect(options.length, prompt.content).toBeGreaterThan(0);
        const ix = await pressEntry(w, user, options[nextInt(rng, options.length)]!, (n) => nextInt(rng, n));
        expect(lastText(ix)).toContain('✅');
      }
      expect(typed).toBeGreaterThan(0);
      const end = await state();
      noHandInPublic(end);
      const final = latestPublic(w);
      expect(final.content).toContain('Game over');
      await expectCleanEnd(final, users);
    },
    600_000,
  );

  it.skipIf(!RULES)(
    "a Counter played in another player's turn: the Counter window asks everyone privately, a Firewall stops a Data Leak",
    async () => {
      w = await start({ games: [withBlankImages(entry)], seed: 'axon-e2e-2' });
      const { users, noHandInPublic } = await threeInTurnPhase();
      // The active player A gets a Data Leak, the next player B a Firewall (moved from wherever they are).
      const s0 = await state();
      const a = s0.turn!.seat;
      const b = (a + 1) % 3;
      const c = (a + 2) % 3;
      const give = (s: AxonState, card: string, seat: number) => {
        for (const p of s.p) p.hand = p.hand.filter((x) => x !== card);
        s.deck = s.deck.filter((x) => x !== card);
        s.discard = s.discard.filter((x) => x !== card);
        s.p[seat]!.hand.push(card);
      };
      await w.store.update(w.channel, (r) => {
        const s = structuredClone(r!.state) as AxonState;
        give(s, 'data-leak-1', a);
        give(s, 'firewall-1', b);
        return { write: { ...r!, state: s }, result: null };
      });
      const bArea = CORPORATIONS[s0.p[b]!.corp!]!.area;

      // A plays the Data Leak by typing it, against B's Corporate Area.
      let s = await state();
      const play = game.legalActions(s, a).find((x) => x.kind === 'play' && x.key.includes('data-leak-1'));
      expect(play, 'A may play Data Leak').toBeDefined();
      expect(
        lastText(await w.run(w.double.slash(users[a]!, w.channel, 'axon', sub('play', { card: play!.key })))),
      ).toContain('✅');
      s = await state();
      const target = game
        .legalActions(s, a)
        .find(
          (x) =>
            x.kind === 'target' &&
            (en(x.label).includes(en(areaOf(bArea).name)) ||
              x.key.split(':').some((p) => p === String(bArea) || p === `a${bArea}`)),
        );
      expect(target, "B's Corporate Area is a target").toBeDefined();
      expect(
        lastText(await w.run(w.double.slash(users[a]!, w.channel, 'axon', sub('target', { target: target!.key })))),
      ).toContain('✅');

      // The window: B and C may answer (nobody is told who holds a Counter); B counters in A's turn.
      s = await state();
      noHandInPublic(s);
      expect(latestPublic(w).content).not.toContain('Firewall');
      for (const seat of [b, c])
        expect(
          game.legalActions(s, seat).some((x) => x.kind === 'counter'),
          `seat ${seat} is asked`,
        ).toBe(true);
      const fw = game.legalActions(s, b).find((x) => x.kind === 'counter' && x.key.includes('firewall-1'))!;
      const counter = await w.run(w.double.slash(users[b]!, w.channel, 'axon', sub('counter', { card: fw.key })));
      expect(counter.original()!.ephemeralFor).toBe(users[b]);
      expect(lastText(counter)).toContain('✅');
      // Everyone else passes while the window stays open (it reopens after a Counter).
      for (let i = 0; i < 10; i++) {
        s = await state();
        const open = [0, 1, 2].filter((seat) => game.legalActions(s, seat).some((x) => x.kind === 'counter'));
        if (open.length === 0) break;
        const seat = open[0]!;
        const pass = game.legalActions(s, seat).find((x) => x.kind === 'counter' && /pass/.test(x.key))!;
        expect(
          lastText(await w.run(w.double.slash(users[seat]!, w.channel, 'axon', sub('counter', { card: pass.key })))),
        ).toContain('✅');
      }
      s = await state();
      expect(s.areas[bArea - 1]!.data, 'the Data Leak was countered').toBe(0);
      expect(s.turn?.seat, "still A's turn").toBe(a);
      expect(
        w.double
          .messages(w.channel)
          .map((m) => m.content)
          .join('\n'),
      ).toContain('Firewall');
      noHandInPublic(s);
      expectNoViolations(w);
    },
    120_000,
  );
});
