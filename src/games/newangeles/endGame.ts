import type { FlowContext } from '../../engine/events.ts';
import { listToken } from '../../engine/messages.ts';
import { byScore } from '../../engine/standings.ts';
import type { Seat, Standings, StorySpec } from '../../engine/types.ts';
import { corpOf, perCount, type Rival, RULES } from './data/index.ts';
import type { NaFlow } from './flow.ts';
import { m } from './messages.ts';
import { who } from './primitives.ts';
import type { NaState } from './state.ts';

/**
 * The end (rules 34-36, 82, 84, 85). Both ends fill s.result and stop everything: nothing pending,
 * nothing queued. The result lines show every dealt rival card, never the card under the board.
 */

const rivalName = (r: Rival): string => (r === 'federalist' ? m('na.federalist') : corpOf(r).name);

/** One seat's verdict and why. */
interface Verdict {
  won: boolean;
  why: string;
}

/** Rule 84: threat reaching 25 while the third (last) Demand round is being held. */
export function duringLastDemand(s: NaState): boolean {
  const last = RULES.demandAfter.length;
  return s.phase === 'demand' && s.demandRounds === last - 1 && s.round >= RULES.demandAfter[last - 1]!;
}

/**
 * The standings now: each seat's capital (public), the most leading. Who beats their rival decides
 * a real end, but the rival cards (and the investments) are secret, so they are left out.
 */
export function naStandings(s: NaState): Standings {
  const lines = s.capital.map((c, seat) =>
    m('na.standing', { who: who(seat), corp: corpOf(s.corps[seat]!).name, n: c }),
  );
  return byScore(s.capital, [...lines, m('na.standingsNote', { threat: s.threat, end: RULES.threatEnd })]);
}

/** The story charts the threat (the city's fall at 25), public on the board, round by round. */
export const naStory: StorySpec<NaState> = {
  unit: m('na.story.round'),
  round: (s) => s.round,
  measure: { label: m('na.story.threat'), lines: (s) => [{ name: m('na.story.threat'), value: s.threat }] },
};

/** Stops the game with the verdicts: result, public lines. */
function close(
  s: NaState,
  ctx: FlowContext,
  reason: 'threat' | 'end',
  verdicts: readonly Verdict[],
  headline: string,
): void {
  const winners = verdicts.flatMap((v, seat) => (v.won ? [seat] : []));
  // Rule 85: each dealt rival card is shown ("rival: NBN"; not the owner's secret wording), never s.under.
  const lines = verdicts.map((v, seat) =>
    m('na.result.line', {
      who: who(seat),
      corp: corpOf(s.corps[seat]!).name,
      n: s.capital[seat]!,
      rival: rivalName(s.rivals[seat]!),
      won: v.won ? 'y' : 'n',
      why: v.why,
    }),
  );
  s.over = true;
  s.phase = 'over';
  s.stack = [];
  s.queue = [];
  s.result = {
    reason,
    winners,
    lines,
    results: verdicts.map((v) => (v.won ? m('na.result.won') : m('na.result.lost'))),
  };
  ctx.event(headline);
  ctx.event(winners.length ? m('na.event.winners', { list: listToken(winners.map(who)) }) : m('na.event.nobody'));
}

/**
 * Rule 82: threat reached 25. Only a Federalist holding at least RULES.federalistCapital wins;
 * otherwise everyone loses. Rule 84: during the last Demand round everyone loses, the Federalist too.
 */
export function endByThreat(s: NaState, ctx: FlowContext): void {
  if (s.over && s.result) return;
  const lastDemand = duringLastDemand(s);
  const verdicts = s.rivals.map((r, seat): Verdict => {
    if (r !== 'federalist') return { won: false, why: m('na.why.threat25') };
    if (lastDemand) return { won: false, why: m('na.why.fedLastDemand') };
    const cap = s.capital[seat]!;
    return cap >= RULES.federalistCapital
      ? { won: true, why: m('na.why.fedWins', { n: cap, need: RULES.federalistCapital }) }
      : { won: false, why: m('na.why.fedShort', { need: RULES.federalistCapital }) };
  });
  close(s, ctx, 'threat', verdicts, m('na.event.falls', { end: RULES.threatEnd, last: lastDemand ? 'y' : 'n' }));
}

/** Rule 34: does `seat` beat its rival card? (The Federalist never does at a normal end: rule 35.) */
export function normalVerdict(s: NaState, seat: Seat): Verdict {
  const r = s.rivals[seat]!;
  const mine = s.capital[seat]!;
  if (r === 'federalist') return { won: false, why: m('na.why.fedNormal') };
  if (r === s.corps[seat]) {
    const need = perCount(RULES.ownRivalBeats, s.players);
    const beaten = s.capital.filter((c, other) => other !== seat && mine > c).length;
    return {
      won: beaten >= need,
      why: m('na.why.own', { beaten, need }),
    };
  }
  const rivalSeat = s.corps.indexOf(r);
  // The rival deck holds only corporations in play, so this is a safeguard.
  if (rivalSeat < 0) return { won: false, why: m('na.why.notInPlay', { rival: rivalName(r) }) };
  const theirs = s.capital[rivalSeat]!;
  const name = rivalName(r);
  return mine > theirs
    ? { won: true, why: m('na.why.beats', { mine, rival: name, theirs }) }
    : { won: false, why: m('na.why.notBeats', { mine, rival: name, theirs, tie: mine === theirs ? 'y' : 'n' }) };
}

/** Rules 34-36, 84: after the last Demand round each player compares capital with their rival. */
export function endNormally(s: NaState, ctx: FlowContext): void {
  if (s.over && s.result) return;
  const verdicts = s.rivals.map((_r, seat) => normalVerdict(s, seat));
  close(s, ctx, 'end', verdicts, m('na.event.end'));
}

export function registerEndGame(flow: NaFlow): void {
  flow.defineStep('finish', (s, _step, ctx) => {
    if (!s.over) endNormally(s, ctx);
  });
}
