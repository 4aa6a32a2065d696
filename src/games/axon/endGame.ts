import { listToken } from '../../engine/messages.ts';
import type { Seat, Standings } from '../../engine/types.ts';
import { CORPORATIONS } from './data/index.ts';
import { dataWord } from './data/messages.ts';
import type { AxonFlow } from './flow.ts';
import { mc } from './messages.ts';
import { vpBreakdown } from './score.ts';
import type { AxonState } from './state.ts';

/**
 * The end: every seat's Victory Points (+1 per token in play of its Resources, or +2 per token of
 * its Monopoly's; +1 per Permanent VP; -1 per Data token on its Corporate Area); the most VP wins;
 * ties go to the most Software cards in hand, then the most Permanent VP; still tied, the win is
 * shared (rule 98).
 */

/** One seat's score line: its Corporation, each part of the breakdown, the total. */
function scoreLine(s: AxonState, seat: Seat, won: boolean): string {
  const b = vpBreakdown(s, seat);
  const p = s.p[seat]!;
  const corp = p.corp ? CORPORATIONS[p.corp]!.name : '—';
  const parts = b.resources.map((r) =>
    r.each > 1
      ? mc('axon.corp.eg.part.x', { res: dataWord('low', r.res), n: r.tokens, each: r.each })
      : mc('axon.corp.eg.part', { res: dataWord('low', r.res), n: r.tokens }),
  );
  if (b.permVp) parts.push(mc('axon.corp.eg.perm', { n: b.permVp }));
  if (b.data) parts.push(mc('axon.corp.eg.data', { n: b.data }));
  return mc('axon.corp.eg.line', {
    won: won ? 'yes' : 'no',
    who: `{seat:${seat}}`,
    corp: p.monopoly ? mc('axon.corp.eg.mono', { corp, res: dataWord('low', p.monopoly) }) : corp,
    vp: b.total,
    parts: parts.join(', ') || mc('axon.corp.eg.nothing'),
    hand: p.hand.length,
  });
}

/** Winners by VP, then Software in hand, then Permanent VP; and which tie-break decided. */
export function winnersOf(
  s: AxonState,
  scores: readonly number[],
): { winners: Seat[]; by: 'vp' | 'hand' | 'permVp' | 'shared' } {
  let tied = scores.map((_, i) => i);
  const keep = (f: (seat: Seat) => number) => {
    const best = Math.max(...tied.map(f));
    tied = tied.filter((seat) => f(seat) === best);
  };
  keep((seat) => scores[seat]!);
  if (tied.length === 1) return { winners: tied, by: 'vp' };
  keep((seat) => s.p[seat]!.hand.length);
  if (tied.length === 1) return { winners: tied, by: 'hand' };
  keep((seat) => s.p[seat]!.permVp);
  return { winners: tied, by: tied.length === 1 ? 'permVp' : 'shared' };
}

/** The standings now: the VP track (every part of it public), ranked as at the end with the same tie-breaks. */
export function axonStandings(s: AxonState): Standings {
  const seats = s.p.map((_, i) => i);
  const scores = seats.map((seat) => vpBreakdown(s, seat).total);
  const { winners } = winnersOf(s, scores);
  return { scores, winners, summary: seats.map((seat) => scoreLine(s, seat, winners.includes(seat))) };
}

export function registerEndGame(flow: AxonFlow): void {
  flow.defineStep('finish', (s, _step, ctx) => {
    if (s.over) return;
    const seats = s.p.map((_, i) => i);
    const scores = seats.map((seat) => vpBreakdown(s, seat).total);
    const { winners, by } = winnersOf(s, scores);
    const lines = seats.map((seat) => scoreLine(s, seat, winners.includes(seat)));
    s.over = true;
    s.phase = 'over';
    s.turn = null;
    s.queue = [];
    s.result = { winners, scores, lines };
    const names = listToken(winners.map((w) => `{seat:${w}}`));
    const why = by === 'hand' ? mc('axon.corp.eg.hand') : by === 'permVp' ? mc('axon.corp.eg.permvp') : '';
    // The platform's final post opens with "Game over"; this line tells how the win was decided.
    ctx.event(
      by === 'shared'
        ? mc('axon.corp.eg.shared', { names })
        : mc('axon.corp.eg.wins', { names, vp: scores[winners[0]!]!, why }),
    );
  });
}
