import { MOVEMENT_SKILLS, type RoutineStep, type Target } from './data/index.ts';
import { AREA_IDS, areaOf, distance } from './graph.ts';
import { ma } from './messages.ts';
import { areaState, charAt, charData, charName, hasAbility, hasType, inPrison } from './resources.ts';
import { clip, describeUse, skillUses, type Use, type UseChoice, type UseMemo } from './skills.ts';
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
      for (const b of areaState(s, id).boxes) if (b.violence) return true;
      return false;
    case 'corporate':
    case 'exit':
    case 'public':
    case 'private':
      return a.type === t;
    default:
      return false;
  }
}

/**
 * The test of whether a Character is a `t` as Character `c` sees it; "the richest" (most Products
 * among c's candidates) is worked out once for the whole list.
 */
function matcher(s: AxonState, c: CharState, t: Target): (v: CharState) => boolean {
  switch (t) {
    case 'any':
      return () => true;
    case 'scandalous':
      return (v) => v.tokens.scandal > 0;
    case 'augmented':
      return (v) => v.tokens.augments > 0;
    case 'richest': {
      let most = 0;
      for (const o of candidates(s, c)) most = Math.max(most, o.tokens.products);
      return (v) => most > 0 && v.tokens.products === most;
    }
    case 'criminal':
    case 'merchant':
    case 'dealer':
    case 'android':
    case 'bioroid':
    case 'ai':
      return (v) => hasType(v, t);
    default:
      // An Area kind on an action step: a victim standing in such an Area.
      return (v) => areaMatches(s, v.area, t);
  }
}

/** How far a movement use ends from Area `at`. */
function distTo(u: Use, at: number): number {
  return distance(u.to!, at) ?? Infinity;
}

/** A movement step "to closest X": the destinations getting as close as possible to a closest X. */
function towardClosest(s: AxonState, c: CharState, step: RoutineStep, memo?: UseMemo): UseChoice[] {
  const t = step.target!;
  // Every X and how far c is from it (-1: no way there); a Character X by its id, for its name.
  const far: { at: number; d: number; char?: string }[] = [];
  if (AREA_TARGETS.has(t)) {
    for (const at of AREA_IDS) if (areaMatches(s, at, t)) far.push({ at, d: distance(c.area, at) ?? -1 });
  } else {
    const is = matcher(s, c, t);
    for (const v of candidates(s, c))
      if (is(v)) far.push({ at: v.area, d: distance(c.area, v.area) ?? -1, char: v.id });
  }
  let min = Infinity;
  for (const x of far) if (x.d >= 0) min = Math.min(min, x.d);
  // None reachable (-1: no way there), or already there: the step is not possible.
  if (min === Infinity || min === 0) return [];
  const uses: Use[] = [];
  for (const k of step.skills) uses.push(...skillUses(s, c.id, k, false, memo));
  // Destination key -> the use, the closest Xs it heads for and how far from them it ends.
  const out = new Map<string, { use: UseChoice; names: string[]; left: number }>();
  // A destination heading for several closest Xs is described once.
  const described = new Map<Use, UseChoice>();
  for (const x of far) {
    if (x.d !== min) continue;
    let best = Infinity;
    for (const u of uses) best = Math.min(best, distTo(u, x.at));
    // A move that gets no closer is no move toward it.
    if (!(best < min)) continue;
    const name = x.char === undefined ? areaOf(x.at).name : charName(x.char);
    for (const u of uses) {
      if (distTo(u, x.at) !== best) continue;
      let d = described.get(u);
      if (!d) described.set(u, (d = describeUse(s, c.id, u)));
      const prev = out.get(d.key);
      if (prev) prev.names.push(name);
      else out.set(d.key, { use: d, names: [name], left: best });
    }
  }
  const rides = hasAbility(c.id, 'carries');
  return [...out.values()].map(({ use, names, left }) => ({
    ...use,
    detail: clip(ma('axon.act.toward', { names: names.join(', '), min, left, ride: rides ? 'yes' : 'no' }), 100),
  }));
}

/** Per Routine step, what every choice list asks of it: its text without "Else: ", and whether it only moves. */
const STEP_INFO = new Map<RoutineStep, { text: string; moving: boolean }>();
function stepInfo(step: RoutineStep): { text: string; moving: boolean } {
  let info = STEP_INFO.get(step);
  if (!info)
    STEP_INFO.set(
      step,
      (info = {
        text: step.body,
        moving: step.skills.every((k) => MOVEMENT_SKILLS.includes(k)),
      }),
    );
  return info;
}

/** The uses a Routine step offers now (none: the step is not possible). `memo` as in `skillUses`. */
export function stepUses(s: AxonState, c: CharState, step: RoutineStep, memo?: UseMemo): UseChoice[] {
  if (step.target && stepInfo(step).moving) return towardClosest(s, c, step, memo);
  const is = step.target ? matcher(s, c, step.target) : null;
  const out: UseChoice[] = [];
  for (const k of step.skills) {
    for (const u of skillUses(s, c.id, k, false, memo)) {
      if (is && u.victim && !is(charAt(s, u.victim)!)) continue;
      out.push(describeUse(s, c.id, u));
    }
  }
  return out;
}

/** The step of a Routine that fires now. */
export interface Fire {
  /** Its index in the Routine. */
  index: number;
  /** Its printed text without "Else: ". */
  text: string;
  uses: UseChoice[];
}

/** The first possible step of Character `id`'s Routine, or null when none is (it does nothing). `memo` as in `skillUses`. */
export function routineStep(s: AxonState, id: string, memo?: UseMemo): Fire | null {
  const c = charAt(s, id);
  if (!c) return null;
  const routine = charData(id).routine;
  for (let i = 0; i < routine.length; i++) {
    const uses = stepUses(s, c, routine[i]!, memo);
    if (uses.length > 0) return { index: i, text: stepInfo(routine[i]!).text, uses };
  }
  return null;
}
