import type { FlowContext } from '../../engine/events.ts';
import { districtName, exploit, newLog, RESOURCE_NAMES } from './city.ts';
import { RESOURCES, type Resource } from './data/index.ts';
import type { NaFlow } from './flow.ts';
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
    ctx.event('Production: no district has an android; nothing is produced.');
    return;
  }
  const log = newLog({ quiet: true });
  const gained: Partial<Record<Resource, number>> = {};
  for (const d of worked) {
    if (s.over) break;
    for (const [r, n] of Object.entries(exploit(s, ctx, d, log)))
      gained[r as Resource] = (gained[r as Resource] ?? 0) + n;
  }
  const sum = RESOURCES.filter((r) => gained[r]).map((r) => `${gained[r]} ${RESOURCE_NAMES[r]}`);
  ctx.event(
    `Production in ${worked.map(districtName).join(', ')}: the supply gains ${sum.length ? sum.join(', ') : 'nothing'}.`,
  );
  const rest = log.notes.filter((n) => !n.exploit && !n.text.startsWith('threat ')).map((n) => n.text);
  if (rest.length) ctx.event(`After production: ${rest.join('; ')}.`);
}

export function registerProduction(flow: NaFlow): void {
  flow.defineStep('production', (s, _step, ctx) => production(s, ctx));
}
