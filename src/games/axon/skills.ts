import type { FlowContext } from '../../engine/events.ts';
import { clip } from '../../engine/text.ts';
import type { Seat } from '../../engine/types.ts';
import { PRISON_AREA, SKILLS, type Skill } from './data/index.ts';
import { ask, type ChooseData, type Use, type UseChoice } from './flow.ts';
import { areaOf, reachable } from './graph.ts';
import {
  areaState,
  arrest,
  canBeArrested,
  canBeKilled,
  canMove,
  charAt,
  charData,
  charName,
  gain,
  guarded,
  guards,
  hasAbility,
  hasType,
  isCriminal,
  kill,
  lose,
  moveTo,
  placeable,
  poolEmpty,
} from './resources.ts';
import type { AxonState, CharState } from './state.ts';

/**
 * The 15 Skills: every legal use a Character has of one (fully specified: victim, destination,
 * box), its label, and performing it. Routines (routine.ts) and hacks (activation.ts) choose among
 * these uses. Rulings: docs/games/axon.md rules 36-52 (36a, 49a-49b, 52a-52g).
 */

/** One fully specified use of a Skill, a use as offered, a 'choose' decision's data: their schemas are in flow.ts. */
export type { ChooseData, Use, UseChoice } from './flow.ts';

export { clip };
export const areaLabel = (id: number): string => `${areaOf(id).name} (${id})`;
/** Skill names in capitals, as printed ("MURDER"): looked up, not converted in every label. */
const UPPER = Object.fromEntries(SKILLS.map((k) => [k, k.toUpperCase()])) as Record<Skill, string>;
export const UP = (k: Skill): string => UPPER[k];

/** `reachable` remembered: the city never changes, and Routines ask the same questions every choice list. */
const REACH = new Map<number, readonly number[]>();
const MOVES = ['move', 'drive', 'fly'] as const;
function reach(from: number, skill: 'move' | 'drive' | 'fly', drugs: number): readonly number[] {
  // A number for a key: no string to build at every look-up.
  const k = (drugs * MOVES.length + MOVES.indexOf(skill)) * 1000 + from;
  let r = REACH.get(k);
  if (!r) REACH.set(k, (r = reachable(from, skill, drugs)));
  return r;
}

/**
 * A Shop, or another Character of the type in the Area (a Merchant or Dealer does not serve itself:
 * rule 36a). Here and below, "in c's Area" keeps inmates to inmates: the Prison rule holds by itself.
 */
function served(s: AxonState, c: CharState, type: 'merchant' | 'dealer'): boolean {
  if (areaOf(c.area).shop) return true;
  for (const o of s.chars) if (o.area === c.area && o.id !== c.id && hasType(o, type)) return true;
  return false;
}

/**
 * Whether `actor` may kill `v` now: `v` is not immune, and no Character but `v` and `actor` guards
 * its Area (a guard's own GUARD does not stop its own kill: rule 49b).
 */
export function killable(s: AxonState, actor: CharState, v: CharState): boolean {
  if (!canBeKilled(v)) return false;
  if (!guarded(s, v.area, v.id)) return true;
  for (const g of s.chars) if (g.area === v.area && g.id !== v.id && g.id !== actor.id && guards(g)) return false;
  return true;
}

/** Whether `c` can EXECUTE `v`: a Criminal, or an Android for the Street Samurai (kills-androids). */
function executable(c: CharState, v: CharState): boolean {
  return isCriminal(v) || (hasAbility(c.id, 'kills-androids') && hasType(v, 'android'));
}

/** Uses of `skill` on each other Character in c's Area that passes `ok`. */
function victimsOf(s: AxonState, c: CharState, skill: Skill, ok: (v: CharState) => boolean): Use[] {
  const out: Use[] = [];
  for (const v of s.chars) if (v.area === c.area && v.id !== c.id && ok(v)) out.push({ skill, victim: v.id });
  return out;
}

/**
 * Skill uses remembered while one choice list is worked out (the state does not change meanwhile):
 * a Character's Routine step, its hack offer and a HACKer's look at it share them. Indexed by the
 * Character's place in s.chars and the Skill's number in SKILLS (no key to build or hash).
 */
export type UseMemo = (readonly Use[] | undefined)[];
export const useMemo = (s: AxonState): UseMemo => new Array<readonly Use[] | undefined>(s.chars.length * SKILLS.length);
const SKILL_NO = Object.fromEntries(SKILLS.map((k, i) => [k, i])) as Record<Skill, number>;

/**
 * Every legal use of `skill` by Character `id` now (whether it has the icon is the caller's
 * business). `noHack`: HACK is not offered (a Character hacked by the HACK Skill: rule 52d).
 * `memo`: the list being worked out on `s` (the result is then shared: do not change it).
 */
export function skillUses(s: AxonState, id: string, skill: Skill, noHack = false, memo?: UseMemo): readonly Use[] {
  if (skill === 'hack' && noHack) return [];
  if (!memo) return usesNow(s, charAt(s, id), skill);
  let i = 0;
  while (i < s.chars.length && s.chars[i]!.id !== id) i++;
  if (i === s.chars.length) return [];
  return (memo[i * SKILLS.length + SKILL_NO[skill]] ??= usesNow(s, s.chars[i], skill, memo));
}

function usesNow(s: AxonState, c: CharState | undefined, skill: Skill, memo?: UseMemo): Use[] {
  if (!c) return [];
  switch (skill) {
    case 'augment':
    case 'buy':
      return served(s, c, 'merchant') ? [{ skill }] : [];
    case 'drugs':
      return served(s, c, 'dealer') ? [{ skill }] : [];
    case 'crime':
      // GUARD stops Crime in its Area (not the guard's own); a box already holding Violence is taken.
      if (guarded(s, c.area, c.id)) return [];
      return boxUses(s, c, skill, false);
    case 'murder':
      return victimsOf(s, c, skill, (v) => killable(s, c, v));
    case 'execute':
      return victimsOf(s, c, skill, (v) => executable(c, v) && killable(s, c, v));
    case 'arrest':
      // An inmate is already in the Prison: ARREST never targets one (rule 52b).
      return c.area === PRISON_AREA ? [] : victimsOf(s, c, skill, (v) => isCriminal(v) && canBeArrested(v));
    case 'data':
      return areaOf(c.area).type === 'corporate' ? [{ skill }] : [];
    case 'scandal':
      return victimsOf(s, c, skill, () => true);
    case 'move':
    case 'drive':
    case 'fly': {
      if (!canMove(c)) return [];
      return reach(c.area, skill, skill === 'fly' ? 0 : c.tokens.drugs).map((to) => ({ skill, to }));
    }
    case 'investigate':
      return boxUses(s, c, skill, true);
    case 'guard':
      // Already guarding (this round or permanently): GUARD would do nothing (rule 49a).
      return guards(c) ? [] : [{ skill }];
    case 'hack':
      return victimsOf(s, c, skill, (v) => hasUse(s, v.id, memo));
  }
}

/** The Action Boxes of c's Area with (`violence`) or without Violence. */
function boxUses(s: AxonState, c: CharState, skill: Skill, violence: boolean): Use[] {
  const out: Use[] = [];
  const boxes = areaState(s, c.area).boxes;
  for (let box = 0; box < boxes.length; box++) if (boxes[box]!.violence === violence) out.push({ skill, box });
  return out;
}

/** Whether a hacked Character (that may not HACK in turn) has any use of its Skills. */
function hasUse(s: AxonState, id: string, memo?: UseMemo): boolean {
  return charData(id).skills.some((k) => skillUses(s, id, k, true, memo).length > 0);
}

/** Every use a hacked Character has of its Skills (limited to `only`); `noHack` as in `skillUses`. */
export function hackUses(s: AxonState, id: string, only?: readonly string[], noHack = false): Use[] {
  const out: Use[] = [];
  for (const k of charData(id).skills) if (!only || only.includes(k)) out.push(...skillUses(s, id, k, noHack));
  return out;
}

const boxName = (area: number, box: number): string => {
  const b = areaOf(area).boxes[box]!;
  return b.kind === 'phishing' ? 'Phishing box' : b.kind === 'leave' ? 'Leave box' : 'Action Box';
};

/** Where AUGMENT and BUY are served: the Shop, or a Merchant in the Area. */
const merchantAt = (area: number): string =>
  areaOf(area).shop ? `at the Shop ${areaOf(area).name}` : 'from a Merchant here';

/** The key, label and detail of a use by `id`. */
export function describeUse(s: AxonState, id: string, u: Use): UseChoice {
  const c = charAt(s, id)!;
  const me = charName(id);
  const v = u.victim ? charAt(s, u.victim) : undefined;
  const vn = u.victim ? charName(u.victim) : '';
  let key = `skill:${u.skill}`;
  if (u.victim !== undefined) key += `:${u.victim}`;
  if (u.to !== undefined) key += `:${u.to}`;
  if (u.box !== undefined) key += `:b${u.box}`;
  let label: string;
  let detail: string;
  switch (u.skill) {
    case 'augment':
      label = `AUGMENT: +1 Augment on ${me}`;
      detail = `${merchantAt(c.area)}; an Augment absorbs one kill`;
      break;
    case 'buy':
      label = `BUY: +1 Products on ${me}`;
      detail = `${merchantAt(c.area)}; a killer takes them`;
      break;
    case 'drugs':
      label = `DRUGS: +1 Drugs on ${me} (${c.tokens.drugs + 1} in all)`;
      detail = `${areaOf(c.area).shop ? 'at a Shop' : 'from a Dealer here'}; +1 street per Drug; 3+ at activation: overdose`;
      break;
    case 'crime':
      label = `CRIME at ${areaOf(c.area).name}${areaOf(c.area).boxes.length > 1 ? ` (${boxName(c.area, u.box!)})` : ''}`;
      detail = `1 Violence on the box (blocks it) and 1 on ${me} (a Criminal): Violence +2, Stress +2`;
      break;
    case 'murder': {
      const absorbed = (v?.tokens.augments ?? 0) > 0;
      label = `MURDER ${vn}`;
      detail = `${absorbed ? `${vn} loses 1 Augment instead` : `${vn} dies${v?.tokens.products ? `, ${me} takes ${v.tokens.products} Products` : ''}`}; ${v && isCriminal(v) ? 'a Criminal: no Violence' : `${me} gets 1 Violence`}`;
      break;
    }
    case 'execute': {
      const absorbed = (v?.tokens.augments ?? 0) > 0;
      label = `EXECUTE ${vn}`;
      detail = `${absorbed ? `${vn} loses 1 Augment instead` : `${vn} dies${v?.tokens.products ? `, ${me} takes ${v.tokens.products} Products` : ''}`}; no Violence`;
      break;
    }
    case 'arrest':
      label = `ARREST ${vn}`;
      detail = `to ${areaLabel(PRISON_AREA)}, top section; its ${v?.tokens.violence ?? 0} Violence and ${v?.tokens.drugs ?? 0} Drugs to the pool`;
      break;
    case 'data': {
      label = `DATA: +1 Data on ${areaOf(c.area).name}`;
      detail = `-1 VP for the Corporation owning ${areaOf(c.area).name}`;
      break;
    }
    case 'scandal': {
      const n = c.tokens.scandal > 0 ? 2 : 1;
      label = `SCANDAL: +${n} Scandal on ${vn}`;
      detail = n === 2 ? `${me} has Scandal: the target gets 2` : `${me} has no Scandal: the target gets 1`;
      break;
    }
    case 'move':
    case 'drive':
    case 'fly':
      label = `${UP(u.skill)} to ${areaLabel(u.to!)}`;
      detail = `${me} from ${areaLabel(c.area)}${u.skill !== 'fly' && c.tokens.drugs ? ` (+${c.tokens.drugs} street${c.tokens.drugs > 1 ? 's' : ''} for Drugs)` : ''}${hasAbility(id, 'carries') && u.skill === 'drive' ? '; one Character here may ride along' : ''}`;
      break;
    case 'investigate':
      label = `INVESTIGATE: clear the Violence at ${areaOf(c.area).name}${areaOf(c.area).boxes.length > 1 ? ` (${boxName(c.area, u.box!)})` : ''}`;
      detail = 'Violence -1; the Area Action can be used again';
      break;
    case 'guard':
      label = `GUARD ${areaOf(c.area).name}`;
      detail = 'until the End of Round: no CRIME here and no Character here but the guard can be killed';
      break;
    case 'hack':
      label = `HACK ${vn}`;
      detail = `${vn} uses one of its Skills now (${charData(u.victim!).skills.map(UP).join(', ')}) or nothing`;
      break;
  }
  return { key, label: clip(label, 80), detail: clip(detail, 100), use: u };
}

/** Performs a use by Character `id`, the acting player being `seat` (rewards, causes). */
export function performUse(s: AxonState, ctx: FlowContext, seat: Seat, id: string, u: Use): void {
  const c = charAt(s, id);
  if (!c) return;
  const me = charName(id);
  switch (u.skill) {
    case 'augment':
      ctx.event(`🦾 ${me} gets an Augment (AUGMENT)${poolEmpty(s, 'augments')}.`);
      gain(s, ctx, 'augments', { char: id }, seat);
      return;
    case 'buy':
      ctx.event(`🛍️ ${me} buys Products (BUY)${poolEmpty(s, 'products')}.`);
      gain(s, ctx, 'products', { char: id }, seat);
      return;
    case 'drugs':
      ctx.event(`💊 ${me} takes Drugs (DRUGS)${poolEmpty(s, 'drugs')}.`);
      gain(s, ctx, 'drugs', { char: id }, seat);
      return;
    case 'crime':
      ctx.event(`🚨 ${me} commits a crime at ${areaOf(c.area).name} (CRIME).`);
      gain(s, ctx, 'violence', { area: c.area, box: u.box! }, seat);
      if (charAt(s, id)) gain(s, ctx, 'violence', { char: id }, seat);
      return;
    case 'murder':
      ctx.event(`🔪 ${me} attacks ${charName(u.victim!)} (MURDER).`);
      kill(s, ctx, u.victim!, { killer: id, cause: 'murder', causer: seat });
      return;
    case 'execute':
      ctx.event(`⚔️ ${me} executes ${charName(u.victim!)} (EXECUTE).`);
      kill(s, ctx, u.victim!, { killer: id, cause: 'execute', causer: seat });
      return;
    case 'arrest':
      ctx.event(`👮 ${me} arrests ${charName(u.victim!)} (ARREST).`);
      arrest(s, ctx, u.victim!);
      return;
    case 'data':
      ctx.event(`💾 ${me} leaks Data at ${areaOf(c.area).name} (DATA)${poolEmpty(s, 'data')}.`);
      gain(s, ctx, 'data', { area: c.area }, seat);
      return;
    case 'scandal': {
      const n = c.tokens.scandal > 0 ? 2 : 1;
      const k = placeable(s, 'scandal', n);
      ctx.event(
        `📰 ${me} exposes ${charName(u.victim!)}: ${k > 0 ? `+${k} Scandal` : 'no Scandal token is left in the pool'} (SCANDAL).`,
      );
      gain(s, ctx, 'scandal', { char: u.victim! }, seat, n);
      return;
    }
    case 'move':
    case 'drive':
    case 'fly': {
      const from = c.area;
      moveTo(c, u.to!);
      ctx.event(
        `🚗 ${me} ${u.skill === 'fly' ? 'flies' : u.skill === 'drive' ? 'drives' : 'moves'} from ${areaOf(from).name} to ${areaOf(u.to!).name} (${UP(u.skill)}).`,
      );
      if (u.skill === 'drive' && hasAbility(id, 'carries')) offerRide(s, seat, id, from, u.to!);
      return;
    }
    case 'investigate':
      ctx.event(`🔎 ${me} investigates the crimescene at ${areaOf(c.area).name} (INVESTIGATE).`);
      lose(s, 'violence', { area: c.area, box: u.box! });
      return;
    case 'guard':
      c.guarding = true;
      ctx.event(`🛡️ ${me} guards ${areaOf(c.area).name} until the End of Round (GUARD).`);
      return;
    case 'hack':
      ctx.event(`💻 ${me} hacks ${charName(u.victim!)} (HACK).`);
      askHack(s, ctx, seat, u.victim!, undefined, true);
      return;
  }
}

/**
 * A hack: the Character uses one of its Skills (limited to `only`) or nothing; the acting player
 * chooses. `noHack`: it may not HACK in turn. Nothing is asked when it has no use at all.
 */
export function askHack(
  s: AxonState,
  ctx: FlowContext,
  seat: Seat,
  id: string,
  only?: readonly string[],
  noHack = false,
): void {
  if (!charAt(s, id)) return;
  const uses = hackUses(s, id, only, noHack).map((u) => describeUse(s, id, u));
  if (uses.length === 0) {
    ctx.event(`🤷 ${charName(id)} has no Skill it can use here: it does nothing.`);
    return;
  }
  const data: ChooseData = { char: id, mode: 'hack', uses, nothing: true };
  ask(s, 'choose', [seat], data);
}

/**
 * The Taxi Driver's ability (carries): after he DRIVEs, one Character from the Area he left may
 * ride along to his destination (the acting player chooses, or nobody).
 */
function offerRide(s: AxonState, seat: Seat, id: string, from: number, to: number): void {
  const riders = s.chars.filter((o) => o.id !== id && o.area === from && canMove(o));
  if (riders.length === 0) return;
  const uses: UseChoice[] = riders.map((o) => ({
    key: `skill:ride:${o.id}`,
    label: clip(`${charName(o.id)} rides along to ${areaLabel(to)}`, 80),
    detail: clip(`${charName(id)} carries ${charName(o.id)} from ${areaOf(from).name}`, 100),
    use: { skill: 'drive', victim: o.id, to },
  }));
  const data: ChooseData = { char: id, mode: 'ride', uses, nothing: true };
  ask(s, 'choose', [seat], data);
}

/** A ride taken: the rider joins the Taxi Driver at `to`. */
export function ride(s: AxonState, ctx: FlowContext, id: string, u: Use): void {
  const o = u.victim ? charAt(s, u.victim) : undefined;
  if (!o || !canMove(o)) return;
  moveTo(o, u.to!);
  ctx.event(`🚕 ${charName(o.id)} rides along with ${charName(id)} to ${areaOf(u.to!).name}.`);
}
