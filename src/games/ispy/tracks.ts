import type { FlowContext } from '../../engine/events.ts';
import { type Nation, TRACK_MAX } from './data/index.ts';
import { nationName } from './data/messages.ts';
import { m } from './messages.ts';
import type { IspyState } from './state.ts';

const clamp = (n: number): number => Math.max(0, Math.min(TRACK_MAX, n));

/** "now 38", saying so when the track's bound cut the change short. */
const now = (before: number, d: number, after: number): string =>
  m(after === before + d ? 'spy.now' : after === 0 ? 'spy.now.floor' : 'spy.now.limit', { n: after });
const why = (text: string): string => (text ? m('spy.paren', { text }) : '');

/** Changes a Nation's Influence, kept within 0-38, and says so in public (unless `silent`: the caller says it, returned as "now 9"). */
export function addInfluence(
  s: IspyState,
  ctx: FlowContext,
  n: Nation,
  d: number,
  reason = '',
  silent = false,
): string {
  const before = s.influence[n];
  if (d === 0) return m('spy.now', { n: before });
  s.influence[n] = clamp(before + d);
  const after = now(before, d, s.influence[n]);
  if (!silent)
    ctx.event(
      m('spy.ev.influence', {
        nation: nationName(n),
        up: d > 0 ? 'yes' : 'no',
        d: Math.abs(d),
        why: why(reason),
        now: after,
      }),
    );
  return after;
}

/** Changes a Nation's Power, kept within 0-38, and says so in public. */
export function addPower(s: IspyState, ctx: FlowContext, n: Nation, d: number, reason = ''): void {
  if (d === 0) return;
  const before = s.power[n];
  s.power[n] = clamp(before + d);
  ctx.event(
    m('spy.ev.power', {
      nation: nationName(n),
      up: d > 0 ? 'yes' : 'no',
      d: Math.abs(d),
      why: why(reason),
      now: now(before, d, s.power[n]),
    }),
  );
}
