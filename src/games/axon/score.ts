import type { Seat } from '../../engine/types.ts';
import { CORPORATIONS, type Resource } from './data/index.ts';
import type { AxonState } from './state.ts';

/** The Resources a seat scores: its Corporation's two (and Two Player Mode's third), or only its Monopoly's. */
export function scoredResources(s: AxonState, seat: Seat): Resource[] {
  const p = s.p[seat]!;
  if (p.monopoly) return [p.monopoly];
  if (!p.corp) return [];
  return [...CORPORATIONS[p.corp]!.scores, ...(p.extra ? [p.extra] : [])];
}

export interface VpBreakdown {
  resources: { res: Resource; tokens: number; each: number }[];
  permVp: number;
  data: number;
  total: number;
}

/**
 * Victory Points as they stand (the VP track) and at the end: +1 per token in play of each scored
 * Resource (+2 per token of a Monopoly's Resource), +1 per Permanent VP, -1 per Data token on the
 * seat's own Corporate Area.
 */
export function vpBreakdown(s: AxonState, seat: Seat): VpBreakdown {
  const p = s.p[seat]!;
  const each = p.monopoly ? 2 : 1;
  const resources = scoredResources(s, seat).map((res) => ({ res, tokens: s.counter[res], each }));
  const data = p.corp ? s.areas[CORPORATIONS[p.corp]!.area - 1]!.data : 0;
  const total = resources.reduce((n, r) => n + r.tokens * r.each, 0) + p.permVp - data;
  return { resources, permVp: p.permVp, data, total };
}

export const vpOf = (s: AxonState, seat: Seat): number => vpBreakdown(s, seat).total;
