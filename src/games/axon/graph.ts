import { type Area, NEXUS_CITY, PRISON_AREA, type Skill } from './data/index.ts';
import { mr } from './messages.ts';

/**
 * Nexus City as a graph: Areas by number, their streets and freeways, shortest distances (in links,
 * a freeway counting as one), and where a movement Skill can take a Character.
 *
 * Rulings (docs/games/axon.md 71b): MOVE and DRIVE may end in the Prison (only FLY is barred from
 * it) but never pass through it (no movement inside it); "closest" counts links, streets and
 * freeways alike, never through the Prison.
 */
const AREAS = new Map<number, Area>(NEXUS_CITY.areas.map((a) => [a.id, a]));
export const AREA_IDS: readonly number[] = NEXUS_CITY.areas.map((a) => a.id);

export function areaOf(id: number): Area {
  const a = AREAS.get(id);
  if (!a) throw new Error(`no City Area ${id}`);
  return a;
}

type Edge = { to: number; freeway: boolean };
const EDGES = new Map<number, Edge[]>(AREA_IDS.map((id) => [id, []]));
for (const l of NEXUS_CITY.links) {
  EDGES.get(l.a)!.push({ to: l.b, freeway: l.kind === 'freeway' });
  EDGES.get(l.b)!.push({ to: l.a, freeway: l.kind === 'freeway' });
}

/** The Areas joined to `id` (by street or freeway). */
export function neighbours(id: number, kind?: 'street' | 'freeway'): number[] {
  return (EDGES.get(id) ?? []).filter((e) => kind === undefined || e.freeway === (kind === 'freeway')).map((e) => e.to);
}

/** Shortest distances in links between every two Areas, not through the Prison (null: unreachable). */
const DIST = new Map<number, Map<number, number>>();
for (const from of AREA_IDS) {
  const d = new Map<number, number>([[from, 0]]);
  const q = [from];
  while (q.length) {
    const at = q.shift()!;
    if (at === PRISON_AREA && at !== from) continue;
    for (const e of EDGES.get(at)!) {
      if (!d.has(e.to)) {
        d.set(e.to, d.get(at)! + 1);
        q.push(e.to);
      }
    }
  }
  DIST.set(from, d);
}

/** The same distances in a flat table (-1: unreachable), as Routines ask for them many times per choice list. */
const SPAN = Math.max(...AREA_IDS) + 1;
const DIST_TABLE = new Int8Array(SPAN * SPAN).fill(-1);
for (const [from, d] of DIST) for (const [to, n] of d) DIST_TABLE[from * SPAN + to] = n;

export function distance(a: number, b: number): number | null {
  const d = a >= 0 && a < SPAN && b >= 0 && b < SPAN ? DIST_TABLE[a * SPAN + b] : undefined;
  return d === undefined || d < 0 ? null : d;
}

/**
 * Where a movement Skill takes a Character from `from` with `drugs` Drugs tokens: MOVE along one
 * street (+1 street per Drug); DRIVE up to two streets or one freeway (+1 street per Drug: with 1
 * Drug 3 streets or a freeway and a street, never 2 freeways); FLY to any Area but a Prison (and
 * not where a permanent effect forbids landing). Never the start Area itself; MOVE and DRIVE may
 * end in the Prison but not go on through it (rule 71b); nothing from inside the Prison.
 */
export function reachable(from: number, skill: Extract<Skill, 'move' | 'drive' | 'fly'>, drugs: number): number[] {
  if (from === PRISON_AREA) return [];
  if (skill === 'fly')
    return AREA_IDS.filter(
      (id) => id !== from && areaOf(id).type !== 'prison' && areaOf(id).permanent?.effect !== 'no-fly',
    );
  const streets = (skill === 'move' ? 1 : 2) + drugs;
  const freeways = skill === 'drive' ? 1 : 0;
  // Search over (area, streets used, freeway used); a freeway ends DRIVE's base move, so with it
  // only the Drugs' extra streets remain.
  const out = new Set<number>();
  const seen = new Set<string>();
  const walk = (at: number, s: number, f: number) => {
    const k = `${at}:${s}:${f}`;
    if (seen.has(k)) return;
    seen.add(k);
    if (at !== from) out.add(at);
    // Whoever gets into the Prison stops there: no DRIVE or MOVE inside it.
    if (at === PRISON_AREA) return;
    for (const e of EDGES.get(at)!) {
      if (e.freeway) {
        if (f < freeways && s <= drugs) walk(e.to, s, f + 1);
      } else if (f > 0 ? s < drugs : s < streets) walk(e.to, s + 1, f);
    }
  };
  walk(from, 0, 0);
  return [...out].sort((a, b) => a - b);
}

/**
 * The group of a choice about a Character or an Area, for a two-step pick when there are many
 * (the Area first, then what is there): "Characters at The Sprawl (1)".
 */
export const atArea = (area: number): string => mr('axon.res.at', { area: areaOf(area).name, n: area });
