import type { FlowContext } from '../../engine/events.ts';
import { listToken } from '../../engine/messages.ts';
import { districtName, exploit, newLog, RESOURCE_NAMES } from './city.ts';
import { RESOURCES, type Resource } from './data/index.ts';
import { joinNotes } from './effects.ts';
import type { NaFlow } from './flow.ts';
import { m } from './messages.ts';
import type { NaState } from './state.ts';

/**
 * The Production phase (rule 50): every district with an android is exploited, in district number
 * order. Not an action card: no contracts, no illness (rules 26, 31). The lines sum it up: the
 * districts worked and the supply's gain, then what the exploiting did to unrest and outages.
 */
export function production(s: NaState, ctx: FlowContext): void {
  s.phase = 'production';
  const worked = s.city.android.flatMap((n, d) => (n > 0 ? [d] : []));
  if (worked.length === 0) {
    ctx.event(m('na.event.noProduction'));
    return;
  }
  const log = newLog({ quiet: true });
  const gained: Partial<Record<Resource, number>> = {};
  for (const d of worked) {
    if (s.over) break;
    for (const [r, n] of Object.entries(exploit(s, ctx, d, log)))
      gained[r as Resource] = (gained[r as Resource] ?? 0) + n;
  }
  const sum = RESOURCES.filter((r) => gained[r]).map((r) => m('na.amount', { n: gained[r]!, r: RESOURCE_NAMES[r] }));
  ctx.event(
    m('na.event.production', {
      list: listToken(worked.map(districtName)),
      gains: sum.length ? sum.join(', ') : m('na.nothing'),
    }),
  );
  const rest = log.notes.filter((n) => !n.exploit && !n.threat).map((n) => n.text);
  if (rest.length) ctx.event(m('na.event.afterProduction', { notes: joinNotes(rest) }));
}

export function registerProduction(flow: NaFlow): void {
  flow.defineStep('production', (s, _step, ctx) => production(s, ctx));
}
