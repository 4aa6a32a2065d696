import type { FlowContext } from '../../engine/events.ts';
import { listToken } from '../../engine/messages.ts';
import {
  type Component,
  type CorpId,
  DISTRICTS,
  ENEMY_UNITS,
  type Moving,
  RESOURCE_NAMES,
  type Resource,
  ROOT,
  RULES,
  STAGES,
} from './data/index.ts';
import { m } from './messages.ts';
import { changeThreat } from './primitives.ts';
import type { NaState } from './state.ts';

/**
 * The city's component rules (docs rules 9-28, the appendix): placing, removing, moving out,
 * unrest, exploiting. Every operation records what happened in a CityLog: the districts involved
 * (rules 27-28, for illness), the facts contracts look for (rules 30-32), and short notes, said at
 * once as public lines unless the log is quiet (production sums them up) or a dry run (offerLine
 * previews a card on a scratch copy without touching the table).
 */

/** A fact a contract may pay for: where a component was placed or removed, unrest fell, a district was exploited. */
export type Fact =
  | { k: 'placed'; what: Component; d: number }
  | { k: 'removed'; what: Component; d: number }
  | { k: 'fell'; d: number }
  | { k: 'exploited'; d: number };

/**
 * A short fragment (a message token, lowercase) of what a card or an event did. `short` says it for
 * a choice's detail whose label names the card and the target: the target as "here", the card's
 * own name left out of a threat's reason; `key` notes (capital, contracts, draws, threat) are
 * never left out of a detail; `bare` is a threat note without its reason.
 */
export interface Note {
  text: string;
  /** What the note says, as numbers (a computer player reads these, never the words). */
  facts?: NoteFacts;
  exploit?: true;
  threat?: true;
  key?: true;
  short?: (target: number, card: string) => string;
  bare?: string;
}

/** A note's facts: threat moved, the resolver's pay, a contract paid, resources produced, an android placed (its district). */
export interface NoteFacts {
  threat?: number;
  pay?: number;
  contract?: { corp: CorpId; n: number };
  made?: Partial<Record<Resource, number>>;
  android?: number;
}

export interface CityLog {
  /** Districts involved (rule 27): placed into, removed from, moved into or out of or through (rule 28), unrest changed. */
  involved: Set<number>;
  facts: Fact[];
  /** Short lowercase fragments, in order ("an android placed in 5 Bellamy"). */
  notes: Note[];
  /** Collect notes without saying them. */
  quiet: boolean;
  /** A preview on a scratch copy: quiet, and threat changes without ending the game for real. */
  dry: boolean;
}

export const newLog = (mode: { quiet?: boolean; dry?: boolean } = {}): CityLog => ({
  involved: new Set(),
  facts: [],
  notes: [],
  quiet: !!(mode.quiet || mode.dry),
  dry: !!mode.dry,
});

/** A district as lines write it: "5 Bellamy", "The Root" (a token for The Root: "la Racine"). */
export const districtName = (d: number): string =>
  d === ROOT ? m('na.root') : m('na.district', { n: d, name: DISTRICTS[d]!.name });
/** "in 5 Bellamy", or "here" for the target of a detail. */
const inAt = (d: number, here?: number): string =>
  d === here ? m('na.at.here') : m('na.at.in', { d: districtName(d) });
const fromAt = (d: number, here?: number): string =>
  d === here ? m('na.at.fromHere') : m('na.at.from', { d: districtName(d) });

export { RESOURCE_NAMES } from './data/index.ts';

/** A component with its article, as a line starts it ("an android", "Human First"): a token. */
export const componentName = (c: Component, cap: 'y' | 'n' = 'n'): string => m(`na.c.${c}`, { cap });
export const COMPONENT_NAMES: Readonly<Record<Component, string>> = {
  android: componentName('android'),
  development: componentName('development'),
  outage: componentName('outage'),
  illness: componentName('illness'),
  humanFirst: componentName('humanFirst'),
  orgcrime: componentName('orgcrime'),
  prisec: componentName('prisec'),
};
/** A component without its article ("android", "Human First"): a token. */
export const BARE_NAMES: Readonly<Record<Component, string>> = {
  android: m('na.bare.android'),
  development: m('na.bare.development'),
  outage: m('na.bare.outage'),
  illness: m('na.bare.illness'),
  humanFirst: m('na.bare.humanFirst'),
  orgcrime: m('na.bare.orgcrime'),
  prisec: m('na.bare.prisec'),
};
/** A component's grammatical gender in French (the participles agree): 'f' or 'm'. */
const gender = (c: Component): string => (c === 'outage' || c === 'illness' ? 'f' : 'm');

export const isEnemy = (c: Component): boolean => (ENEMY_UNITS as readonly Component[]).includes(c);
const capped = (c: Component): boolean => c === 'android' || c === 'development';

/**
 * A note's message: `say(cap, here)` gives it lowercase ('n') or as a sentence's start ('y'), with
 * the district `here` said as "here" (for a detail).
 */
type Say = (cap: 'y' | 'n', here?: number) => string;

/** Records a note (with its `facts`); said as a public line (a sentence) unless the log is quiet. */
export function note(ctx: FlowContext, log: CityLog, say: Say, exploit = false, facts?: NoteFacts): void {
  const n: Note = { text: say('n'), short: (here) => say('n', here) };
  if (exploit) n.exploit = true;
  if (facts) n.facts = facts;
  log.notes.push(n);
  if (!log.quiet) ctx.event(m('na.sentence', { text: say('y') }));
}

/** A threat note: "threat +2 (Human First reached The Root)"; the card's own name left out in a detail. */
function threatNote(log: CityLog, delta: number, why: string): void {
  const d = `${delta > 0 ? '+' : ''}${delta}`;
  log.notes.push({
    text: m('na.note.threat', { delta: d, why }),
    facts: { threat: delta },
    threat: true,
    key: true,
    bare: m('na.note.threatBare', { delta: d }),
    short: (_t, card) =>
      why === card
        ? m('na.note.threatBare', { delta: d })
        : why === m('na.why.illness', { card })
          ? m('na.note.threat', { delta: d, why: m('na.why.illnessShort') })
          : m('na.note.threat', { delta: d, why }),
  });
}

/** Changes threat: for real (changeThreat ends the game at 25) or, in a dry run, on the scratch copy only. */
export function bumpThreat(s: NaState, ctx: FlowContext, log: CityLog, by: number, why: string): void {
  if (s.over || by === 0) return;
  if (!log.dry) {
    const before = s.threat;
    changeThreat(s, ctx, by, why);
    if (s.threat !== before) threatNote(log, s.threat - before, why);
    return;
  }
  const before = s.threat;
  s.threat = Math.max(0, Math.min(RULES.threatEnd, s.threat + by));
  if (s.threat !== before) threatNote(log, s.threat - before, why);
  if (s.threat >= RULES.threatEnd) {
    s.over = true;
    log.notes.push({ text: m('na.note.threatEnd'), threat: true, key: true });
  }
}

/** Returns a district's unrest token because an outage arrived (rule 11); not a fall (rule 32). */
function clearUnrest(s: NaState, d: number): boolean {
  if (s.city.unrest[d]! === 0) return false;
  s.city.unrest[d] = 0;
  s.reserve.unrest++;
  return true;
}

/** Rests a moving copy in `d` (an outage returns the unrest token there: rule 11). Whether a token went back ('y'/'n'). */
function rest(s: NaState, what: Component, d: number): 'y' | 'n' {
  s.city[what][d] = s.city[what][d]! + 1;
  return what === 'outage' && clearUnrest(s, d) ? 'y' : 'n';
}

/** Where a copy of `what` may stay: no copy there (rule 22) and, for an enemy unit, no Prisec (rule 18). */
const free = (s: NaState, what: Component, d: number): boolean =>
  s.city[what][d]! === 0 && !(isEnemy(what) && s.city.prisec[d]! > 0);

/**
 * The districts a copy leaving `from` enters, in order (rules 22-23): along the exiting path until
 * one where it may stay, or The Root (last). Empty when `from` is The Root (no exit, rule 24).
 */
export function route(s: NaState, what: Component, from: number): number[] {
  const path: number[] = [];
  let at = DISTRICTS[from]!.exit;
  while (at !== null) {
    path.push(at);
    if (at === ROOT || free(s, what, at)) break;
    at = DISTRICTS[at]!.exit;
  }
  return path;
}

/**
 * Moves a copy (already taken off `from`) along the exiting path; involves every district it
 * passes (rule 28). Into The Root, or no exit at all: back to the reserve, threat +2 (rules 23-24).
 * Returns where it rests, or null.
 */
function travel(s: NaState, ctx: FlowContext, what: Component, from: number, log: CityLog, lead: Say): number | null {
  const path = route(s, what, from);
  log.involved.add(from);
  for (const d of path) log.involved.add(d);
  const last = path[path.length - 1];
  const via = path.length > 1 ? m('na.via', { list: listToken(path.slice(0, -1).map(districtName)) }) : '';
  if (last === undefined || last === ROOT) {
    s.reserve[what]++;
    note(ctx, log, (cap, here) =>
      last === undefined
        ? m('na.note.stuckInRoot', { lead: lead(cap, here) })
        : m('na.note.intoRoot', { lead: lead(cap, here), via }),
    );
    bumpThreat(
      s,
      ctx,
      log,
      RULES.rootThreat,
      m('na.why.root', { what: BARE_NAMES[what], out: last === undefined ? 'y' : 'n' }),
    );
    return null;
  }
  const back = rest(s, what, last);
  note(ctx, log, (cap, here) => m('na.note.movesTo', { lead: lead(cap, here), via, d: districtName(last), back }));
  return last;
}

/** A component without its article ("android", "Human First"): a token. */
export const stripArticle = (c: Component): string => BARE_NAMES[c];

/**
 * Places one `what` from the reserve in `d` (rules 18-25). Returns the district it rests in, or
 * null: nothing placed (empty reserve, rule 25; a capped component already there, rules 20-21) or
 * it went back to the reserve (rules 23-24). A Prisec placed pushes every enemy unit there out (rule 18).
 */
export function place(s: NaState, ctx: FlowContext, what: Component, d: number, log: CityLog): number | null {
  const name = COMPONENT_NAMES[what];
  const g = gender(what);
  if (s.reserve[what] <= 0) {
    note(ctx, log, (cap, here) => m('na.note.noneLeft', { cap, what: BARE_NAMES[what], at: inAt(d, here) }));
    return null;
  }
  if (capped(what) && s.city[what][d]! > 0) {
    note(ctx, log, () => m('na.note.hasAlready', { d: districtName(d), what: name }));
    return null;
  }
  s.reserve[what]--;
  log.involved.add(d);
  log.facts.push({ k: 'placed', what, d });
  if (what === 'prisec') {
    s.city.prisec[d] = s.city.prisec[d]! + 1;
    note(ctx, log, (cap, here) =>
      m('na.note.placed', { what: componentName(what, cap), g, at: inAt(d, here), back: 'n' }),
    );
    for (const e of ENEMY_UNITS) {
      if (s.over || s.city[e][d]! === 0) continue;
      s.city[e][d] = s.city[e][d]! - 1;
      travel(s, ctx, e, d, log, (cap, here) =>
        m('na.lead.pushed', { what: componentName(e, cap), from: fromAt(d, here) }),
      );
    }
    return d;
  }
  if (capped(what) || free(s, what, d)) {
    const back = rest(s, what, d);
    note(
      ctx,
      log,
      (cap, here) => m('na.note.placed', { what: componentName(what, cap), g, at: inAt(d, here), back }),
      false,
      what === 'android' ? { android: d } : undefined,
    );
    return d;
  }
  const why = s.city[what][d]! > 0 ? 'one' : 'prisec';
  return travel(s, ctx, what, d, log, (cap, here) =>
    m('na.lead.placed', { what: componentName(what, cap), g, at: inAt(d, here), why }),
  );
}

/** Removes one `what` from `d` to the reserve. Whether it was there. */
export function remove(s: NaState, ctx: FlowContext, what: Component, d: number, log: CityLog): boolean {
  if (s.city[what][d]! <= 0) return false;
  s.city[what][d] = s.city[what][d]! - 1;
  s.reserve[what]++;
  log.involved.add(d);
  log.facts.push({ k: 'removed', what, d });
  note(ctx, log, (cap, here) =>
    m('na.note.removed', { what: componentName(what, cap), g: gender(what), from: fromAt(d, here) }),
  );
  return true;
}

/** Moves the `what` in `d` out along the exiting path (not a removal: rule 32). Where it rests, or null. */
export function moveOut(s: NaState, ctx: FlowContext, what: Moving, d: number, log: CityLog): number | null {
  if (s.city[what][d]! <= 0) return null;
  s.city[what][d] = s.city[what][d]! - 1;
  return travel(s, ctx, what, d, log, (cap, here) =>
    m('na.lead.in', { what: componentName(what, cap), at: inAt(d, here) }),
  );
}

/** Whether unrest in `d` can rise: no outage (rule 12), below strike, a token in the reserve to start a protest (rule 10). */
const canRise = (s: NaState, d: number): boolean =>
  s.city.outage[d]! === 0 && s.city.unrest[d]! < 2 && (s.city.unrest[d]! > 0 || s.reserve.unrest > 0);

/**
 * Unrest in `d` rises (by > 0) or falls (by < 0) as far as it can (rules 9-10, 12): the token is
 * placed from the reserve, flipped, or returned. Returns the change in stages.
 */
export function changeUnrest(s: NaState, ctx: FlowContext, d: number, by: number, log: CityLog): number {
  const from = s.city.unrest[d]!;
  if (by > 0 && !canRise(s, d)) return 0;
  const to = Math.max(0, Math.min(2, from + by));
  if (to === from) return 0;
  if (from === 0) s.reserve.unrest--;
  if (to === 0) s.reserve.unrest++;
  s.city.unrest[d] = to;
  log.involved.add(d);
  if (to < from) log.facts.push({ k: 'fell', d });
  note(ctx, log, (cap, here) =>
    m('na.note.unrest', { cap, at: inAt(d, here), up: to > from ? 'y' : 'n', stage: STAGES[to]! }),
  );
  return to - from;
}

/** What exploiting `d` would produce now (rules 9, 11, 14, 17), or why nothing. */
export function yieldOf(
  s: NaState,
  d: number,
): { out: Partial<Record<Resource, number>>; why: '' | 'outage' | 'strike' | 'Orgcrime' } {
  if (s.city.outage[d]! > 0) return { out: {}, why: 'outage' };
  if (s.city.unrest[d]! >= 2) return { out: {}, why: 'strike' };
  const dist = DISTRICTS[d]!;
  const out: Partial<Record<Resource, number>> = {};
  if (s.city.orgcrime[d]! === 0) out[dist.primary] = 2 + (s.city.development[d]! > 0 ? 1 : 0);
  for (const r of dist.others) out[r] = (out[r] ?? 0) + 1;
  return { out, why: Object.keys(out).length ? '' : 'Orgcrime' };
}

export const yieldText = (out: Partial<Record<Resource, number>>): string =>
  Object.entries(out)
    .map(([r, n]) => m('na.yield', { n, r: RESOURCE_NAMES[r as Resource] }))
    .join(', ');

/** Human First can raise unrest two stages only from stable, with no outage and a token to place (rule 15). */
const canRiseTwo = (s: NaState, d: number): boolean => s.city.unrest[d]! === 0 && canRise(s, d);

/**
 * Exploits `d` (rules 13-17): it produces into the supply, then unrest rises one stage; with Human
 * First two stages, or an outage instead when it cannot rise two. Producing alone involves nothing
 * (the unrest change or the outage does). Returns what was produced.
 */
export function exploit(s: NaState, ctx: FlowContext, d: number, log: CityLog): Partial<Record<Resource, number>> {
  const { out, why } = yieldOf(s, d);
  for (const [r, n] of Object.entries(out)) s.supply[r as Resource] += n;
  log.facts.push({ k: 'exploited', d });
  const made = why ? m('na.note.producesNothing', { why: m(`na.why.${why}`) }) : yieldText(out);
  note(
    ctx,
    log,
    (cap, here) =>
      d === here ? m('na.note.exploitedHere', { cap, made }) : m('na.note.exploited', { d: districtName(d), made }),
    true,
    { made: out },
  );
  if (s.city.humanFirst[d]! === 0) changeUnrest(s, ctx, d, 1, log);
  else if (canRiseTwo(s, d)) changeUnrest(s, ctx, d, 2, log);
  else {
    note(ctx, log, (_cap, here) => m('na.note.hfOutage', { at: inAt(d, here) }));
    place(s, ctx, 'outage', d, log);
  }
  return out;
}

/** A city operation as an effect names it. */
export type CityOp =
  | { op: 'place'; what: Component }
  | { op: 'remove'; what: Component }
  | { op: 'moveOut'; what: Moving }
  | { op: 'unrest'; by: number }
  | { op: 'exploit' };

/** Whether `op` at `d` would change anything now (rule 55: a card is offered only where it does something). */
export function wouldChange(s: NaState, e: CityOp, d: number): boolean {
  const c = s.city;
  switch (e.op) {
    case 'place':
      return s.reserve[e.what] > 0 && !(capped(e.what) && c[e.what][d]! > 0);
    case 'remove':
    case 'moveOut':
      return c[e.what][d]! > 0;
    case 'unrest':
      return e.by > 0 ? canRise(s, d) : c.unrest[d]! > 0;
    case 'exploit': {
      if (Object.keys(yieldOf(s, d).out).length > 0) return true;
      if (c.humanFirst[d]! === 0) return canRise(s, d);
      return canRiseTwo(s, d) || s.reserve.outage > 0;
    }
  }
}

/** Applies one city operation at `d`. */
export function applyOp(s: NaState, ctx: FlowContext, e: CityOp, d: number, log: CityLog): void {
  switch (e.op) {
    case 'place':
      place(s, ctx, e.what, d, log);
      return;
    case 'remove':
      remove(s, ctx, e.what, d, log);
      return;
    case 'moveOut':
      moveOut(s, ctx, e.what, d, log);
      return;
    case 'unrest':
      changeUnrest(s, ctx, d, e.by, log);
      return;
    case 'exploit':
      exploit(s, ctx, d, log);
      return;
  }
}
