import { type CapitalId, MAP, type Region } from './data/index.ts';
import { capitalName, regionName } from './data/messages.ts';
import type { IspyState } from './state.ts';

/**
 * The map as a graph, and who stands where. Adjacency is along Normal Routes only (never by
 * Airship, never between an Outlet and a Capital Region); spies in the same Capital are adjacent.
 */
export const REGIONS: Readonly<Record<string, Region>> = Object.fromEntries(MAP.regions.map((r) => [r.id, r]));

const NEIGHBOURS: ReadonlyMap<string, readonly string[]> = (() => {
  const m = new Map<string, string[]>();
  for (const r of MAP.regions) m.set(r.id, []);
  for (const { a, b } of MAP.routes) {
    m.get(a)!.push(b);
    m.get(b)!.push(a);
  }
  return m;
})();

export function region(id: string): Region {
  const r = REGIONS[id];
  if (!r) throw new Error(`no region ${id}`);
  return r;
}

/** A Region's and a Capital's name (a message token). */
export { capitalName, regionName };

/** Regions one Normal Route away. */
export function neighbours(id: string): readonly string[] {
  return NEIGHBOURS.get(id) ?? [];
}

export const isAirship = (id: string): boolean => MAP.airship.includes(id);
export const capitalOf = (id: string): CapitalId | undefined =>
  REGIONS[id]?.kind === 'capital' ? REGIONS[id]!.capital : undefined;

/** A Capital's Capital Regions and its Outlet Regions. */
export const capitalRegions = (c: CapitalId): string[] =>
  MAP.regions.filter((r) => r.kind === 'capital' && r.capital === c).map((r) => r.id);
export const outletsOf = (c: CapitalId): string[] =>
  MAP.regions.filter((r) => r.kind === 'outlet' && r.capital === c).map((r) => r.id);
export const START_REGIONS: readonly string[] = MAP.regions.filter((r) => r.kind === 'start').map((r) => r.id);
export const CACHE_REGIONS: readonly string[] = MAP.regions.filter((r) => r.kind === 'cache').map((r) => r.id);

/** The seat whose figure stands in `id`, if any (the first, while a bumped spy waits to be relocated). */
export function occupant(s: IspyState, id: string): number | undefined {
  const i = s.spies.findIndex((p) => p.region === id);
  return i < 0 ? undefined : i;
}

export const isVacant = (s: IspyState, id: string): boolean => occupant(s, id) === undefined;

/** Seats adjacent to `seat`: one Normal Route away, or in the same Capital. Undeployed spies are nobody's neighbours. */
export function adjacentSpies(s: IspyState, seat: number): number[] {
  const here = s.spies[seat]?.region;
  if (!here) return [];
  const cap = capitalOf(here);
  const near = new Set(neighbours(here));
  return s.spies.flatMap((p, i) => {
    if (i === seat || !p.region) return [];
    if (cap ? capitalOf(p.region) === cap : near.has(p.region)) return [i];
    return [];
  });
}

/** Shortest number of Normal Routes between two Regions (Infinity when unconnected). */
export function distance(from: string, to: string): number {
  if (from === to) return 0;
  const seen = new Map<string, number>([[from, 0]]);
  const q = [from];
  while (q.length > 0) {
    const at = q.shift()!;
    for (const n of neighbours(at)) {
      if (seen.has(n)) continue;
      const d = seen.get(at)! + 1;
      if (n === to) return d;
      seen.set(n, d);
      q.push(n);
    }
  }
  return Infinity;
}
