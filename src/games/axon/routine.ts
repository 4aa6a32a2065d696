import { MOVEMENT_SKILLS, type RoutineStep, type Target } from './data/index.ts';
import { AREA_IDS, areaOf, distance } from './graph.ts';
import { areaState, charAt, charData, charName, hasAbility, hasType, inPrison } from './resources.ts';
import { clip, describeUse, skillUses, type Use, type UseChoice } from './skills.ts';
import type { AxonState, CharState } from './state.ts';

/**
 * Routines: the first possible step from the top and its uses. "A or B" offers both Skills; an
 * action step's target restricts the victims; a movement step "to closest X" heads for the closest
 * X (Character or Area kind), its reachable destinations being those that get as close to it as
 * possible. Rulings (docs/games/axon.md 29a-29d): an X in the actor's own Area means the step is
 * not possible (it is already there); so does a move that cannot bring it any closer; "the
 * richest" is the Character with the most Products (at least 1) the actor may target.
 */

const AREA_TARGETS: ReadonlySet<Target> = new Set(['shop', 'corporate', 'exit', 'crimescene', 'public', 'private']);

/** The Characters `c` may target or head for: inmates only for inmates, never itself. */
function candidates(s: AxonState, c: CharState): CharState[] {
  return s.chars.filter((o) => o.id !== c.id && inPrison(o) === inPrison(c));
}

function areaMatches(s: AxonState, id: number, t: Target): boolean {
  const a = areaOf(id);
  switch (t) {
    case 'shop':
      return a.shop;
    case 'crimescene':
      return areaState(s, id).boxes.some((b) => b.violence);
    case 'corporate':
    case 'exit':
    case 'public':
    case 'private':
      return a.type === t;
    default:
      return false;
  }
}

/** Whether `v` is a `t` as Character `c` sees it. */
function charMatches(s: AxonState, c: CharState, v: CharState, t: Target): boolean {
  switch (t) {
    case 'any':
      return true;
    case 'scandalous':
      return v.tokens.scandal > 0;
    case 'augmented':
      return v.tokens.augments > 0;
    case 'richest': {
      const most = Math.max(0, ...candidates(s, c).map((o) => o.tokens.products));
      return most > 0 && v.tokens.products === most;
    }
    case 'criminal':
    case 'merchant':
    case 'dealer':
    case 'android':
    case 'bioroid':
    case 'ai':
      return hasType(v, t);
    default:
      // An Area kind on an action step: a victim standing in such an Area.
      return areaMatches(s, v.area, t);
  }
}

/** How far a movement use ends from Area `at`. */
function distTo(u: Use, at: number): number {
  return distance(u.to!, at) ?? Infinity;
}

/** A movement step "to closest X": the destinations getting as close as possible to a closest X. */
function towardClosest(s: AxonState, c: CharState, step: RoutineStep): UseChoice[] {
  const t = step.target!;
  const spots: { at: number; name: string }[] = AREA_TARGETS.has(t)
    ? AREA_IDS.filter((a) => areaMatches(s, a, t)).map((a) => ({ at: a, name: areaOf(a).name }))
    : candidates(s, c).filter((v) => charMatches(s, c, v, t)).map((v) => ({ at: v.area, name: charName(v.id) }));
  const far = spots.map((x) => ({ ...x, d: distance(c.area, x.at) })).filter((x): x is { at: number; name: string; d: number } => x.d !== null);
  if (far.length === 0) return [];
  const min = Math.min(...far.map((x) => x.d));
  // Already there: the step is not possible.
  if (min === 0) return [];
  const uses = step.skills.flatMap((k) => skillUses(s, c.id, k));
  // Destination key -> the use, the closest Xs it heads for and how far from them it ends.
  const out = new Map<string, { use: UseChoice; names: string[]; left: number }>();
  for (const x of far.filter((y) => y.d === min)) {
    const best = Math.min(...uses.map((u) => distTo(u, x.at)));
    // A move that gets no closer is no move toward it.
    if (!(best < min)) continue;
    for (const u of uses.filter((v) => distTo(v, x.at) === best)) {
      const d = describeUse(s, c.id, u);
      const prev = out.get(d.key);
      if (prev) prev.names.push(x.name);
      else out.set(d.key, { use: d, names: [x.name], left: best });
    }
  }
  const rides = hasAbility(c.id, 'carries');
  return [...out.values()].map(({ use, names, left }) => ({
    ...use,
    detail: clip(`toward the closest: ${names.join(', ')} (${min} away); ${left === 0 ? 'reaches it' : `then ${left} away`}${rides ? '; a rider may come' : ''}`, 100),
  }));
}

/** The uses a Routine step offers now (none: the step is not possible). */
export function stepUses(s: AxonState, c: CharState, step: RoutineStep): UseChoice[] {
  const moving = step.skills.every((k) => MOVEMENT_SKILLS.includes(k));
  if (moving && step.target) return towardClosest(s, c, step);
  const t = step.target;
  return step.skills
    .flatMap((k) => skillUses(s, c.id, k))
    .filter((u) => !t || !u.victim || charMatches(s, c, charAt(s, u.victim)!, t))
    .map((u) => describeUse(s, c.id, u));
}

/** The step of a Routine that fires now. */
export interface Fire {
  /** Its index in the Routine. */
  index: number;
  /** Its printed text without "Else: ". */
  text: string;
  uses: UseChoice[];
}

/** The first possible step of Character `id`'s Routine, or null when none is (it does nothing). */
export function routineStep(s: AxonState, id: string): Fire | null {
  const c = charAt(s, id);
  if (!c) return null;
  const routine = charData(id).routine;
  for (let i = 0; i < routine.length; i++) {
    const uses = stepUses(s, c, routine[i]!);
    if (uses.length > 0) return { index: i, text: routine[i]!.text.replace(/^Else: /, ''), uses };
  }
  return null;
}
