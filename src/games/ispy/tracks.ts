import type { FlowContext } from '../../engine/events.ts';
import { NATION_NAMES, type Nation, TRACK_MAX } from './data/index.ts';
import type { IspyState } from './state.ts';

const clamp = (n: number): number => Math.max(0, Math.min(TRACK_MAX, n));

/** "now 38", saying so when the track's bound cut the change short. */
const now = (before: number, d: number, after: number): string =>
  after === before + d ? `now ${after}` : `now ${after}, the track's ${after === 0 ? 'floor' : 'limit'}`;

/** Changes a Nation's Influence, kept within 0-38, and says so in public (unless `silent`: the caller says it, returned as "now 9"). */
export function addInfluence(s: IspyState, ctx: FlowContext, n: Nation, d: number, why = '', silent = false): string {
  const before = s.influence[n];
  if (d === 0) return `now ${before}`;
  s.influence[n] = clamp(before + d);
  const verb = d > 0 ? `gains ${d}` : `loses ${-d}`;
  const after = now(before, d, s.influence[n]);
  if (!silent) ctx.event(`${NATION_NAMES[n]} ${verb} Influence${why ? ` (${why})` : ''}: ${after}.`);
  return after;
}

/** Changes a Nation's Power, kept within 0-38, and says so in public. */
export function addPower(s: IspyState, ctx: FlowContext, n: Nation, d: number, why = ''): void {
  if (d === 0) return;
  const before = s.power[n];
  s.power[n] = clamp(before + d);
  const verb = d > 0 ? `gains ${d}` : `loses ${-d}`;
  ctx.event(`${NATION_NAMES[n]} ${verb} Power${why ? ` (${why})` : ''}: ${now(before, d, s.power[n])}.`);
}
