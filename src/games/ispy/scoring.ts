import type { HelpTopic } from '../../engine/types.ts';
import { ACTION_CARDS, ADVANTAGES, NATION_NAMES, NATIONS, STACKS, type Nation } from './data/index.ts';
import { event } from './events.ts';
import type { IspyFlow } from './flow.ts';
import { capitalName } from './graph.ts';
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
export function scoreRecords(s: IspyState): void {
  for (const n of NATIONS) {
    const parts = s.spies.map((_p, seat) => owed(s, seat, n));
    const total = parts.reduce((a, b) => a + b, 0);
    event(s, `Records owe ${NATION_NAMES[n]} ${total}: ${parts.map((v, seat) => `{seat:${seat}} ${v}`).join(', ')}.`);
    addInfluence(s, n, total, 'Records');
  }
}

/**
 * The Advantages of a phase by Influence: Nations in order of Influence; a tied group all take the
 * higher Advantage and the places it fills are skipped; the sixth place gets nothing (there are
 * exactly 5 Advantages).
 */
export function advantages(influence: Readonly<Record<Nation, number>>, values: readonly number[]): Record<Nation, number> {
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
export function awardPower(s: IspyState): void {
  const gains = advantages(s.influence, ADVANTAGES[s.phase] ?? []);
  const order = [...NATIONS].sort((a, b) => s.influence[b] - s.influence[a]);
  for (const n of order) {
    if (gains[n] > 0) addPower(s, n, gains[n], `Advantage, ${s.influence[n]} Influence`);
    else event(s, `${NATION_NAMES[n]} takes no Advantage (${s.influence[n]} Influence).`);
  }
  s.phase += 1;
}

/** The largest multiple of 5 not above the smallest pool: what Simplify removes from every Nation. */
export const simplifyAmount = (influence: Readonly<Record<Nation, number>>): number => Math.floor(Math.min(...NATIONS.map((n) => influence[n])) / 5) * 5;

/** Clean-up (after rounds 3, 6, 9, 12): Records back to hands, one new Asset per stack, Simplify. */
export function cleanUp(s: IspyState): void {
  for (const p of s.spies) {
    p.hand.push(...p.records.map((r) => r.card));
    p.records = [];
  }
  event(s, 'Clean-up: every spy takes their Records back into their hand.');
  for (const st of STACKS) {
    const id = s.assetDeck.shift();
    if (id === undefined) break;
    s.stacks[st].push(id);
    event(s, `A new Asset is placed face down at ${capitalName(st)} (${s.stacks[st].length} there).`);
  }
  const cut = simplifyAmount(s.influence);
  if (cut > 0) {
    for (const n of NATIONS) s.influence[n] -= cut;
    event(s, `Simplify: every Nation loses ${cut} Influence (${NATIONS.map((n) => `${NATION_NAMES[n]} ${s.influence[n]}`).join(', ')}).`);
  }
}

export function registerScoring(flow: IspyFlow): void {
  flow.defineStep('scoreRecords', (s) => {
    event(s, `Scoring Phase ${s.phase + 1}: the Records are scored.`);
    scoreRecords(s);
  });
  flow.defineStep('revealPolitician', (s, step) => revealPolitician(s, Number(step.data?.space)));
  flow.defineStep('awardPower', (s) => awardPower(s));
  flow.defineStep('cleanUp', (s) => cleanUp(s));
}

/**
 * The rulebook's Scoring Phase example as this game reads it. Its "Power Track" lists are Influence
 * pools, in the order Austria-Hungary, Germany, Italy, France, Russia, Britain; Germany cannot
 * end at 23 from 12 + 8 - 3, so Germany is read as starting the phase with 18 (every printed step
 * then holds: +8, -3, the Advantage order, the final pools). Tested in scoring.test.ts.
 */
export const SCORING_EXAMPLE_TOPIC: HelpTopic = {
  name: 'scoring-example',
  text: [
    '**Example of a Scoring Phase** (the rulebook\'s, end of round 6; how this game reads it)',
    'The printed "Power Track" lists are the Influence pools, in the order Austria-Hungary, Germany, Italy, France, Russia, Britain. Germany is read as 18 at the start (printed 12), since 12 + 8 - 3 cannot reach the 23 that the Advantages and the final pools need.',
    'Influence: Austria-Hungary 6, Germany 18, Italy 10, France 12, Russia 7, Britain 11. Power (after phase 1): Austria-Hungary 5, Germany 4, Italy 3, France 2, Russia 1, Britain 0.',
    '1. Records owe +5, +8, +6, +5, +7, +5 (Austria-Hungary: Emily 1, Adam 2, Zachary 2): 11, 26, 16, 17, 14, 16.',
    '2. Fritz Haber: Germany and France -3; Britain, least Power, +5 Power. Leopold Berchtold: Austria-Hungary +3, Britain +2, Russia +1. Influence: 14, 23, 16, 14, 15, 18.',
    '3. Advantages: Germany +5, Britain +4, Italy +3, Russia +2, France and Austria-Hungary tied at 14 both +1. Power: 6, 9, 6, 3, 3, 9: Britain ties Germany for the lead.',
    'Clean-up: Records back to hands, 1 Asset on each stack; the smallest pool is 14, so every Nation loses 10: 4, 13, 6, 4, 5, 8.',
  ].join('\n'),
};
