import type { FlowContext } from '../../engine/events.ts';
import { byScore } from '../../engine/standings.ts';
import type { Seat, Standings, StorySpec } from '../../engine/types.ts';
import { corpOf, perCount, type Rival, RULES } from './data/index.ts';
import type { NaFlow } from './flow.ts';
import { who } from './primitives.ts';
import type { NaState } from './state.ts';

/**
 * The end (rules 34-36, 82, 84, 85). Both ends fill s.result and stop everything: nothing pending,
 * nothing queued. The result lines show every dealt rival card, never the card under the board.
 */

const rivalName = (r: Rival): string => (r === 'federalist' ? 'The Federalist' : corpOf(r).name);

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
  const lines = s.capital.map((c, seat) => `${who(seat)} ${corpOf(s.corps[seat]!).name}: ${c} capital.`);
  return byScore(s.capital, [
    ...lines,
    `Threat ${s.threat} of ${RULES.threatEnd}. Rival cards and investments stay secret, so the standings count capital only.`,
  ]);
}

/** The story charts the threat (the city's fall at 25), public on the board, round by round. */
export const naStory: StorySpec<NaState> = {
  unit: 'Round',
  round: (s) => s.round,
  measure: { label: 'Threat', lines: (s) => [{ name: 'Threat', value: s.threat }] },
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
  const lines = verdicts.map(
    (v, seat) =>
      `${who(seat)} ${corpOf(s.corps[seat]!).name}, ${s.capital[seat]} capital, rival: ${rivalName(s.rivals[seat]!)}: ${v.won ? 'won' : 'lost'} (${v.why}).`,
  );
  s.over = true;
  s.phase = 'over';
  s.stack = [];
  s.queue = [];
  s.result = { reason, winners, lines, results: verdicts.map((v) => (v.won ? 'won' : 'lost')) };
  ctx.event(headline);
  ctx.event(winners.length ? `Winners: ${winners.map(who).join(', ')}.` : 'Nobody wins: the table has lost.');
}

/**
 * Rule 82: threat reached 25. Only a Federalist holding at least RULES.federalistCapital wins;
 * otherwise everyone loses. Rule 84: during the last Demand round everyone loses, the Federalist too.
 */
export function endByThreat(s: NaState, ctx: FlowContext): void {
  if (s.over && s.result) return;
  const lastDemand = duringLastDemand(s);
  const verdicts = s.rivals.map((r, seat): Verdict => {
    if (r !== 'federalist') return { won: false, why: 'threat reached 25' };
    if (lastDemand) return { won: false, why: 'the Federalist: threat reached 25 during the last Demand round' };
    const cap = s.capital[seat]!;
    return cap >= RULES.federalistCapital
      ? {
          won: true,
          why: `the Federalist, holding ${cap} capital (at least ${RULES.federalistCapital}) as threat reached 25`,
        }
      : { won: false, why: `the Federalist needed at least ${RULES.federalistCapital} capital as threat reached 25` };
  });
  close(
    s,
    ctx,
    'threat',
    verdicts,
    `Threat reaches ${RULES.threatEnd}: New Angeles falls and the game ends${lastDemand ? ' during the last Demand round' : ''}.`,
  );
}

/** Rule 34: does `seat` beat its rival card? (The Federalist never does at a normal end: rule 35.) */
export function normalVerdict(s: NaState, seat: Seat): Verdict {
  const r = s.rivals[seat]!;
  const mine = s.capital[seat]!;
  if (r === 'federalist') return { won: false, why: 'the Federalist loses every normal end' };
  if (r === s.corps[seat]) {
    const need = perCount(RULES.ownRivalBeats, s.players);
    const beaten = s.capital.filter((c, other) => other !== seat && mine > c).length;
    return {
      won: beaten >= need,
      why: `own corporation as rival: beats ${beaten} other${beaten === 1 ? '' : 's'}, needs ${need}`,
    };
  }
  const rivalSeat = s.corps.indexOf(r);
  // The rival deck holds only corporations in play, so this is a safeguard.
  if (rivalSeat < 0) return { won: false, why: `${rivalName(r)} is not in play` };
  const theirs = s.capital[rivalSeat]!;
  const name = rivalName(r);
  return mine > theirs
    ? { won: true, why: `${mine} beats ${name}'s ${theirs}` }
    : { won: false, why: `${mine} does not beat ${name}'s ${theirs}${mine === theirs ? ' (a tie is no win)' : ''}` };
}

/** Rules 34-36, 84: after the last Demand round each player compares capital with their rival. */
export function endNormally(s: NaState, ctx: FlowContext): void {
  if (s.over && s.result) return;
  const verdicts = s.rivals.map((_r, seat) => normalVerdict(s, seat));
  close(s, ctx, 'end', verdicts, 'The last Demand round is over: the game ends and every rival card is revealed.');
}

export function registerEndGame(flow: NaFlow): void {
  flow.defineStep('finish', (s, _step, ctx) => {
    if (!s.over) endNormally(s, ctx);
  });
}
