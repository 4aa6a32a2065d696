import { COSTS, WORK_GAIN } from './data/index.ts';
import type { VrState } from './state.ts';

/** Necro markers in force this Round for a player. */
const marked = (s: VrState, seat: number, kind: string): boolean =>
  s.p[seat]!.modifiers.some((m) => m.kind === kind && m.round === s.round);

export const recruitCost = (s: VrState, seat: number) => (marked(s, seat, 'recruit8') ? 8 : COSTS.recruit);
export const serverCost = (s: VrState, seat: number) => (marked(s, seat, 'server20') ? 20 : COSTS.server);
export const verseCost = (s: VrState, seat: number) => (marked(s, seat, 'verse14') ? 14 : COSTS.verse);
export const workGain = (s: VrState, seat: number) => (marked(s, seat, 'work3') ? 3 : WORK_GAIN);
/** Insurrections: next Round every Donation payment costs 1 more (1→2, 3→4). Designed reading of "between 2 and 4". */
export const donationExtra = (s: VrState, seat: number) => (marked(s, seat, 'donationUp') ? 1 : 0);
