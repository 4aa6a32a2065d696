import { describe, expect, it } from 'vitest';
import type { Box } from '../../renderers/kit/index.ts';
import { recordText } from '../../renderers/kit/index.ts';
import { districtBox, exitArrow } from '../../renderers/newangeles/city.ts';
import { CITY, sideBoxes, TRACK_BOX } from '../../renderers/newangeles/layout.ts';
import { BOARD_HEIGHT, BOARD_WIDTH, HAND_WIDTH, naRenderer } from '../../renderers/newangeles.ts';
import type { RenderContext } from '../../renderers/types.ts';
import { playComputerGame } from '../../src/engine/computerPlay.ts';
import { ACTION_CARDS, ASSETS, DISTRICTS } from '../../src/games/newangeles/data/index.ts';
import { newAngeles } from '../../src/games/newangeles/game.ts';
import { naSecrets } from '../../src/games/newangeles/secrets.ts';
import type { NaState, Pending } from '../../src/games/newangeles/state.ts';
import { naView } from '../../src/games/newangeles/view.ts';
import { en } from '../support/words.ts';
import { saveArtifact } from './artifacts.ts';
import {
  context,
  counterChance,
  crowded,
  fallen,
  finished,
  fresh,
  midDeal,
  NAMES,
  viewOf,
} from './newangelesScenes.ts';
import { expectHandOnlyFromOwnView, expectSameBoardFromEverySeat } from './ownViews.ts';
import { pngChecks } from './pngChecks.ts';

const { expectBoard, expectHand } = pngChecks({ width: BOARD_WIDTH, height: BOARD_HEIGHT }, HAND_WIDTH);

const WON = (s: NaState): Partial<RenderContext> => ({
  outcome: {
    headline: `${s.result!.winners.map((w) => NAMES[w]).join(' and ') || 'Nobody'} won`,
    winners: s.result!.winners,
  },
});
const LOST = { outcome: { headline: 'The table lost', team: 'lost' as const, winners: [] } };

const scenes: [string, (n: number) => NaState, (s: NaState) => Partial<RenderContext>][] = [
  ['setup', fresh, () => ({})],
  ['deal vote', midDeal, () => ({})],
  ['counteroffer chance', counterChance, () => ({})],
  ['crowded', crowded, () => ({})],
  ['game over', finished, WON],
  ['city fell', fallen, () => LOST],
];

describe('New Angeles renderer', () => {
  for (const [name, make, extra] of scenes) {
    for (const players of [4, 5, 6]) {
      it(`draws the ${name} board and every hand for ${players} players`, async () => {
        const s = make(players);
        const ctx = context(s, extra(s));
        const spectator = viewOf(s, 'spectator');
        expect(spectator.mine).toBeNull();
        const board = await naRenderer.board(spectator, ctx);
        expectBoard(board);
        // The board never reads a seat's secrets: every seat's own view draws the spectator's image byte for byte.
        await expectSameBoardFromEverySeat(naRenderer, (seat) => viewOf(s, seat), players, ctx, board);
        const slug = name.replace(/ /g, '-');
        if (players === 6) await saveArtifact(`na-${slug}-board`, board, 550);
        for (let seat = 0; seat < players; seat++) {
          const hand = await naRenderer.hand(viewOf(s, seat), { ...ctx, seat });
          expectHand(hand);
          if (players === 6 && seat === 1 && name === 'deal vote') await saveArtifact('na-deal-vote-hand', hand, 550);
        }
      });
    }
  }

  it('draws the views exactly as the game gives them (card texts as describe.ts writes them)', async () => {
    for (const make of [fresh, midDeal, crowded]) {
      const s = make(5);
      expectBoard(await naRenderer.board(naView(s, 'spectator'), context(s)));
      expectHand(await naRenderer.hand(naView(s, 2), { ...context(s), seat: 2 }));
    }
  });

  it('draws the same picture for the same view (no randomness, no clock)', async () => {
    const s = crowded(6);
    const a = await naRenderer.board(viewOf(s, 'spectator'), context(s));
    const b = await naRenderer.board(viewOf(s, 'spectator'), context(s));
    expect(a.equals(b)).toBe(true);
  });

  it("rule 88: the public view carries no hand, rival card or investment; the hand picture and text are only the owner's", async () => {
    const s = midDeal(6);
    const ctx = context(s);
    const spectator = JSON.stringify(naView(s, 'spectator'));
    for (let seat = 0; seat < 6; seat++)
      for (const secret of naSecrets(s, seat)) expect(spectator).not.toContain(secret);
    // Seat 1's secrets are in its own /hand text, and in no other seat's view.
    const own = naRenderer.handText!(naView(s, 1), { ...ctx, seat: 1 }).join('\n');
    for (const secret of naSecrets(s, 1).filter((x) => !/^[A-Z]\d\d-\d\d$/.test(x))) expect(own).toContain(en(secret));
    const theirs = JSON.stringify(naView(s, 2));
    for (const secret of naSecrets(s, 1)) expect(theirs).not.toContain(secret);
    await expectHandOnlyFromOwnView(naRenderer, (viewer) => naView(s, viewer), ctx);
  });

  it('handText lists the corporation, the rival card, the investment, every card by name, the emergency action and the assets, within the 700 characters /hand keeps', () => {
    const s = midDeal(4);
    const v = naView(s, 1);
    const text = naRenderer.handText!(v, { ...context(s), seat: 1 }).join('\n');
    expect(text).toContain(`${v.corps[1]!.name} · ${v.corps[1]!.capital} capital`);
    expect(text).toContain(en(v.mine!.rivalText));
    expect(text).toContain(en(v.mine!.investment!.label));
    expect(text).toContain(`Hand (${v.mine!.hand.length})`);
    for (const c of v.mine!.hand) expect(text).toContain(en(c.name));
    expect(text).toContain(en(v.corps[1]!.emergency.name));
    for (const a of v.corps[1]!.assets) expect(text).toContain(en(a.name).split(',')[0]);
    // /hand keeps 700 characters of it: a hand over the limit, with the longest names, and five assets still fit.
    const byName = <T extends { name: string }>(xs: readonly T[]) =>
      [...xs].sort((a, b) => b.name.length - a.name.length);
    s.hands[1] = byName(ACTION_CARDS)
      .slice(0, 9)
      .map((c) => c.id);
    s.assets[1] = byName(ASSETS)
      .slice(0, 5)
      .map((a) => a.id);
    expect(naRenderer.handText!(naView(s, 1), { ...context(s), seat: 1 }).join('\n').length).toBeLessThanOrEqual(700);
    // Seat 0 has not chosen: it is shown the investments to choose from.
    expect(naRenderer.handText!(naView(s, 0), { ...context(s), seat: 0 }).join('\n')).toContain('Choose an investment');
  });

  it('captions say what the awaited seats are asked, the round and the threat, and the result at the end', () => {
    const s = midDeal(4);
    expect(naRenderer.caption!(naView(s, 'spectator'), context(s))).toBe(
      'support the main offer or the counteroffer · Round 3/6 · threat 13/25',
    );
    const c = counterChance(4);
    expect(naRenderer.caption!(naView(c, 'spectator'), context(c))).toContain('counteroffer (free) or pass');
    c.deal!.counters = [{ seat: 2, card: c.deal!.main!.card, target: 3, paid: 0 }];
    expect(naRenderer.caption!(naView(c, 'spectator'), context(c))).toContain('counteroffer (costs 1 capital) or pass');
    const asks: [Pending, string][] = [
      [{ kind: 'main', seats: [2], data: {} }, 'main offer'],
      [{ kind: 'invest', seats: [2], data: {} }, 'secret investment'],
      [{ kind: 'handLimit', seats: [2], data: { limit: 7 } }, 'hand limit'],
      [{ kind: 'general', seats: [2], data: { seat: 2, i: 0, drawn: [] } }, 'General draw'],
    ];
    for (const [p, words] of asks) {
      s.stack = [p];
      expect(naRenderer.caption!(naView(s, 'spectator'), context(s))).toContain(words);
    }
    const f = fallen(4);
    expect(naRenderer.caption!(naView(f, 'spectator'), context(f, LOST))).toBe(
      'The table lost: Threat reached 25: the city falls. No Federalist held 25 capital: everyone loses.',
    );
  });
});

describe('the city drawing', () => {
  const overlap = (a: Box, b: Box, gap: number): boolean =>
    a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap;
  const inside = (a: Box, b: Box): boolean =>
    a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;

  // The legends and the decks panel left the board for the hand image (issue 21 §3): only the turn track shares the city.
  it('rules 5-6: the 13 district tiles lie in the city, apart, and clear of the turn track', () => {
    const tiles = DISTRICTS.map((d) => ({ n: d.n, b: districtBox(d.n) }));
    const close: string[] = [];
    for (const p of tiles) {
      expect(inside(p.b, CITY)).toBe(true);
      for (const q of tiles) if (q.n > p.n && overlap(p.b, q.b, 8)) close.push(`${p.n}-${q.n}`);
      for (const [name, panel] of [['track', TRACK_BOX]] as const) {
        if (overlap(p.b, panel, 2)) close.push(`${p.n}-${name}`);
      }
    }
    expect(inside(TRACK_BOX, CITY)).toBe(true);
    expect(close).toEqual([]);
  });

  it('rule 6: every district but The Root has an exit arrow, and no arrow crosses a tile or panel it does not join', () => {
    const crossed: string[] = [];
    for (const d of DISTRICTS) {
      const a = exitArrow(d);
      if (d.n === 0) {
        expect(a).toBeNull();
        continue;
      }
      expect(a).not.toBeNull();
      const [p, q] = a!;
      const others: [string, Box][] = [
        ...DISTRICTS.filter((x) => x.n !== d.n && x.n !== d.exit).map((x): [string, Box] => [
          String(x.n),
          districtBox(x.n),
        ]),
        ['track', TRACK_BOX],
      ];
      for (const [name, b] of others) {
        for (let t = 0; t <= 1; t += 0.01) {
          const x = p.x + (q.x - p.x) * t;
          const y = p.y + (q.y - p.y) * t;
          if (x > b.x && x < b.x + b.width && y > b.y && y < b.y + b.height) {
            crossed.push(`${d.n}->${d.exit} over ${name}`);
            break;
          }
        }
      }
    }
    expect(crossed).toEqual([]);
  });

  it('the right column fits the board at every player count, the newest line keeping room for three lines of 24 px', () => {
    for (const n of [4, 5, 6]) {
      const { corps, recent } = sideBoxes(n);
      expect(corps.y + corps.height).toBeLessThan(recent.y);
      expect(recent.y + recent.height).toBeLessThanOrEqual(BOARD_HEIGHT - 8);
      expect(recent.height).toBeGreaterThanOrEqual(90);
    }
  });

  it("the final board names the winners and each seat's verdict in full, never a result sentence cut off (rules 34-35, 85)", async () => {
    // A real end: the result's lines are one long sentence per seat ("ann Jinteki, 31 capital, rival: ...").
    const { final } = playComputerGame(newAngeles, ['greedy', 'greedy', 'greedy', 'greedy'], {}, 'na-final-board');
    const s = final as NaState;
    expect(s.result?.reason).toBe('end');
    const ctx = context(s, WON(s));
    const { texts } = await recordText(() => naRenderer.board(viewOf(s, 'spectator'), ctx));
    const drawn = texts.map((t) => t.text);
    const verdicts = drawn.filter((t) => /\b(won|lost|Won:|Nobody)\b/.test(t));
    expect(verdicts.length).toBeGreaterThanOrEqual(4);
    for (const t of verdicts) expect(t, t).not.toMatch(/…$/);
    // No result sentence is drawn cut off: no drawn text is the start of one without being all of it.
    const sentences = s.result!.lines.map((l) => l.replace(/\{seat:(\d+)\}/g, (_m, n: string) => NAMES[Number(n)]!));
    for (const t of drawn)
      for (const l of sentences) expect(l.startsWith(t) && t !== l && t.length > 12, t).toBe(false);
    for (let seat = 0; seat < 4; seat++) expect(drawn.some((t) => /^(won|lost) · /.test(t))).toBe(true);
  });
});
