import type { FlowContext } from '../../engine/events.ts';
import type { HelpTopic } from '../../engine/types.ts';
import { ACTION_CARDS, ADVANTAGES, NATIONS, type Nation, STACKS } from './data/index.ts';
import { nationName } from './data/messages.ts';
import type { IspyFlow } from './flow.ts';
import { capitalName } from './graph.ts';
import { h } from './help.messages.ts';
import { m, seatOf } from './messages.ts';
import { revealPolitician } from './politicians.ts';
import type { IspyState } from './state.ts';
import { addInfluence, addPower } from './tracks.ts';

/**
 * The Scoring Phase after rounds 3, 6, 9, 12 and 14 (the turn queues the steps): score the
 * Records per Nation in the fixed order, reveal the phase's Politicians left to right, award the
 * phase's 5 Advantages, then (after 3, 6, 9 and 12 only) Clean-up.
 */

/** What `seat`'s Records owe `n` (rotated cards are being Retrieved and owe nothing). */
export function owed(s: IspyState, seat: number, n: Nation): number {
  let sum = 0;
  for (const r of s.spies[seat]!.records) {
    if (r.rotated) continue;
    for (const i of ACTION_CARDS[r.card]?.influence ?? []) if (i.nation === n) sum += i.n;
  }
  return sum;
}

/** Step 1: each Nation in the fixed order gets the sum every spy's Records owe it. */
export function scoreRecords(s: IspyState, ctx: FlowContext): void {
  for (const n of NATIONS) {
    const parts = s.spies.map((_p, seat) => owed(s, seat, n));
    const total = parts.reduce((a, b) => a + b, 0);
    // One line per Nation (what is owed, by whom, and the pool after): a Scoring Phase's news then
    // fits the turn's one message instead of overflowing into a post of its own.
    const after = addInfluence(s, ctx, n, total, m('spy.why.records'), true);
    ctx.event(
      m('spy.ev.recordsOwe', {
        nation: nationName(n),
        total,
        parts: parts.map((v, seat) => `${seatOf(seat)} ${v}`).join(', '),
        now: after,
      }),
    );
  }
}

/**
 * The Advantages of a phase by Influence: Nations in order of Influence; a tied group all take the
 * higher Advantage and the places it fills are skipped; the sixth place gets nothing (there are
 * exactly 5 Advantages).
 */
export function advantages(
  influence: Readonly<Record<Nation, number>>,
  values: readonly number[],
): Record<Nation, number> {
  const out = Object.fromEntries(NATIONS.map((n) => [n, 0])) as Record<Nation, number>;
  const levels = [...new Set(NATIONS.map((n) => influence[n]))].sort((a, b) => b - a);
  let place = 0;
  for (const level of levels) {
    const group = NATIONS.filter((n) => influence[n] === level);
    for (const n of group) out[n] = values[place] ?? 0;
    place += group.length;
  }
  return out;
}

/** Step 3: the Advantages, then the phase is done. */
export function awardPower(s: IspyState, ctx: FlowContext): void {
  const gains = advantages(s.influence, ADVANTAGES[s.phase] ?? []);
  const order = [...NATIONS].sort((a, b) => s.influence[b] - s.influence[a]);
  for (const n of order) {
    if (gains[n] > 0) addPower(s, ctx, n, gains[n], m('spy.why.advantage', { n: s.influence[n] }));
    else ctx.event(m('spy.ev.noAdvantage', { nation: nationName(n), n: s.influence[n] }));
  }
  s.phase += 1;
}

/** The largest multiple of 5 not above the smallest pool: what Simplify removes from every Nation. */
export const simplifyAmount = (influence: Readonly<Record<Nation, number>>): number =>
  Math.floor(Math.min(...NATIONS.map((n) => influence[n])) / 5) * 5;

/** Clean-up (after rounds 3, 6, 9, 12): Records back to hands, one new Asset per stack, Simplify. */
export function cleanUp(s: IspyState, ctx: FlowContext): void {
  for (const p of s.spies) {
    p.hand.push(...p.records.map((r) => r.card));
    p.records = [];
  }
  ctx.event(m('spy.ev.cleanUp'));
  const placed: string[] = [];
  for (const st of STACKS) {
    const id = s.assetDeck.shift();
    if (id === undefined) break;
    s.stacks[st].push(id);
    placed.push(m('spy.placed', { capital: capitalName(st), n: s.stacks[st].length }));
  }
  if (placed.length) ctx.event(m('spy.ev.newAssets', { list: placed.join(', ') }));
  const cut = simplifyAmount(s.influence);
  if (cut > 0) {
    for (const n of NATIONS) s.influence[n] -= cut;
    ctx.event(m('spy.ev.simplify', { cut, list: NATIONS.map((n) => `${nationName(n)} ${s.influence[n]}`).join(', ') }));
  }
}

export function registerScoring(flow: IspyFlow): void {
  flow.defineStep('scoreRecords', (s, _step, ctx) => {
    ctx.event(m('spy.ev.scoring', { n: s.phase + 1 }));
    scoreRecords(s, ctx);
  });
  flow.defineStep('revealPolitician', (s, step, ctx) => revealPolitician(s, ctx, step.data.space));
  flow.defineStep('awardPower', (s, _step, ctx) => awardPower(s, ctx));
  flow.defineStep('cleanUp', (s, _step, ctx) => cleanUp(s, ctx));
}

/**
 * The rulebook's Scoring Phase example (end of round 6), from its printed numbers. Its lists are
 * labelled "Power Track" and named Italy, Austria-Hungary, Germany..., but the Records are added
 * to them and the text scores Austria-Hungary first (+5) then Germany (+8): they are the Influence
 * pools in the scoring order. From the printed start and totals after the Records, the rules give
 * the rest; the book's own arithmetic breaks at Germany after the Politicians (it prints 23 where
 * 20 - 3 is 17), and its Advantages and final pools follow its 23. Tested in scoring.test.ts.
 */
export const SCORING_EXAMPLE = (() => {
  const pools = (v: readonly number[]): Record<Nation, number> =>
    Object.fromEntries(NATIONS.map((n, i) => [n, v[i]!])) as Record<Nation, number>;
  const start = [6, 12, 10, 12, 7, 11];
  const records = [5, 8, 6, 5, 7, 5];
  const afterRecords = start.map((v, i) => v + records[i]!);
  // Fritz Haber: France and Germany -3; Leopold Berchtold: Austria-Hungary +3, Britain +2, Russia +1.
  const politicians = [3, -3, 0, -3, 1, 2];
  const afterPoliticians = afterRecords.map((v, i) => v + politicians[i]!);
  const gains = advantages(pools(afterPoliticians), ADVANTAGES[1]!);
  const cut = simplifyAmount(pools(afterPoliticians));
  return {
    start,
    records,
    afterRecords,
    politicians,
    afterPoliticians,
    advantages: NATIONS.map((n) => gains[n]),
    cut,
    final: afterPoliticians.map((v) => v - cut),
    printed: {
      start,
      afterRecords: [11, 20, 16, 17, 14, 16],
      afterPoliticians: [14, 23, 16, 14, 15, 18],
      final: [4, 13, 6, 4, 5, 8],
    },
  };
})();

const list = (v: readonly number[]): string => v.join(', ');
const signed = (v: readonly number[]): string => v.map((x) => (x >= 0 ? `+${x}` : String(x))).join(', ');
const byRank = (): string => {
  const e = SCORING_EXAMPLE;
  const order = NATIONS.map((n, i) => ({ n, inf: e.afterPoliticians[i]!, adv: e.advantages[i]! })).sort(
    (a, b) => b.inf - a.inf,
  );
  return order.map((o) => h('spy.help.example.rank', { nation: nationName(o.n), n: o.inf, adv: o.adv })).join(', ');
};

export const SCORING_EXAMPLE_TOPIC: HelpTopic = {
  name: 'scoring-example',
  text: h('spy.help.example', {
    order: NATIONS.map(nationName).join(', '),
    start: list(SCORING_EXAMPLE.printed.start),
    records: signed(SCORING_EXAMPLE.records),
    afterRecords: list(SCORING_EXAMPLE.afterRecords),
    printedRecords: list(SCORING_EXAMPLE.printed.afterRecords),
    afterPoliticians: list(SCORING_EXAMPLE.afterPoliticians),
    advantages: ADVANTAGES[1]!.join('/+'),
    ranks: byRank(),
    min: Math.min(...SCORING_EXAMPLE.afterPoliticians),
    cut: SCORING_EXAMPLE.cut,
    final: list(SCORING_EXAMPLE.final),
    printedPoliticians: list(SCORING_EXAMPLE.printed.afterPoliticians),
    printedFinal: list(SCORING_EXAMPLE.printed.final),
  }),
};
