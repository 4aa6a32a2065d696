import type { FlowContext } from '../../engine/events.ts';
import { hasToken, localize } from '../../engine/messages.ts';
import { clipWords, clip as cutText } from '../../engine/text.ts';
import type { Seat } from '../../engine/types.ts';
import { PRISON_AREA, SKILLS, type Skill } from './data/index.ts';
import { dataWord } from './data/messages.ts';
import { ask, type ChooseData, type Use, type UseChoice } from './flow.ts';
import { areaOf, reachable } from './graph.ts';
import { ma } from './messages.ts';
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

/**
 * Cuts a text to a limit (a label 80, a detail 100) in every language: a token whose words fit in
 * both is kept; one too long in either becomes its words cut, each language its own (French at a
 * word's end: half a French word can read as an English one).
 */
export function clip(text: string, max: number): string {
  if (!hasToken(text)) return cutText(text, max);
  const key = `${max}|${text}`;
  const known = CLIPPED.get(key);
  if (known !== undefined) return known;
  const en = localize(text, 'en');
  const fr = localize(text, 'fr');
  const out =
    en.length <= max && fr.length <= max ? text : ma('axon.act.cut', { en: cutText(en, max), fr: clipWords(fr, max) });
  if (CLIPPED.size >= 20_000) CLIPPED.clear();
  CLIPPED.set(key, out);
  return out;
}
/** `clip` remembered by limit and token: choice lists ask for the same labels again and again. */
const CLIPPED = new Map<string, string>();
export const areaLabel = (id: number): string => ma('axon.act.area', { area: areaOf(id).name, n: id });
/** Skill names in capitals, as printed ("MURDER"): looked up, not converted in every label. */
const UPPER = Object.fromEntries(SKILLS.map((k) => [k, dataWord('skill', k)])) as Record<Skill, string>;
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
  return ma(
    b.kind === 'phishing' ? 'axon.act.box.phishing' : b.kind === 'leave' ? 'axon.act.box.leave' : 'axon.act.box.action',
  );
};

/** Where AUGMENT and BUY are served: the Shop, or a Merchant in the Area. */
const merchantAt = (area: number): string =>
  areaOf(area).shop ? ma('axon.act.shop', { area: areaOf(area).name }) : ma('axon.act.merchant');

/** What a kill does to its victim: an Augment lost, or death (and the Products taken). */
const fate = (me: string, victim: string, absorbed: boolean, products: number): string =>
  absorbed
    ? ma('axon.act.absorbed', { victim })
    : products
      ? ma('axon.act.dies.takes', { victim, me, n: products })
      : ma('axon.act.dies', { victim });

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
      label = ma('axon.act.augment', { me });
      detail = ma('axon.act.augment.detail', { where: merchantAt(c.area) });
      break;
    case 'buy':
      label = ma('axon.act.buy', { me });
      detail = ma('axon.act.buy.detail', { where: merchantAt(c.area) });
      break;
    case 'drugs':
      label = ma('axon.act.drugs', { me, n: c.tokens.drugs + 1 });
      detail = ma('axon.act.drugs.detail', { shop: areaOf(c.area).shop ? 'yes' : 'no' });
      break;
    case 'crime':
      label =
        areaOf(c.area).boxes.length > 1
          ? ma('axon.act.crime.box', { area: areaOf(c.area).name, box: boxName(c.area, u.box!) })
          : ma('axon.act.crime', { area: areaOf(c.area).name });
      detail = ma('axon.act.crime.detail', { me });
      break;
    case 'murder': {
      const absorbed = (v?.tokens.augments ?? 0) > 0;
      label = ma('axon.act.murder', { victim: vn });
      detail = ma('axon.act.murder.detail', {
        what: fate(me, vn, absorbed, v?.tokens.products ?? 0),
        criminal: v && isCriminal(v) ? 'yes' : 'no',
        me,
      });
      break;
    }
    case 'execute': {
      const absorbed = (v?.tokens.augments ?? 0) > 0;
      label = ma('axon.act.execute', { victim: vn });
      detail = ma('axon.act.execute.detail', { what: fate(me, vn, absorbed, v?.tokens.products ?? 0) });
      break;
    }
    case 'arrest':
      label = ma('axon.act.arrest', { victim: vn });
      detail = ma('axon.act.arrest.detail', {
        prison: areaLabel(PRISON_AREA),
        violence: v?.tokens.violence ?? 0,
        drugs: v?.tokens.drugs ?? 0,
      });
      break;
    case 'data': {
      label = ma('axon.act.data', { area: areaOf(c.area).name });
      detail = ma('axon.act.data.detail', { area: areaOf(c.area).name });
      break;
    }
    case 'scandal': {
      const n = c.tokens.scandal > 0 ? 2 : 1;
      label = ma('axon.act.scandal', { n, victim: vn });
      detail = n === 2 ? ma('axon.act.scandal.two', { me }) : ma('axon.act.scandal.one', { me });
      break;
    }
    case 'move':
    case 'drive':
    case 'fly':
      label = ma('axon.act.move', { skill: UP(u.skill), area: areaLabel(u.to!) });
      detail = ma('axon.act.move.detail', {
        me,
        area: areaLabel(c.area),
        drugs: u.skill !== 'fly' ? c.tokens.drugs : 0,
        ride: hasAbility(id, 'carries') && u.skill === 'drive' ? 'yes' : 'no',
      });
      break;
    case 'investigate':
      label =
        areaOf(c.area).boxes.length > 1
          ? ma('axon.act.investigate.box', { area: areaOf(c.area).name, box: boxName(c.area, u.box!) })
          : ma('axon.act.investigate', { area: areaOf(c.area).name });
      detail = ma('axon.act.investigate.detail');
      break;
    case 'guard':
      label = ma('axon.act.guard', { area: areaOf(c.area).name });
      detail = ma('axon.act.guard.detail');
      break;
    case 'hack':
      label = ma('axon.act.hack', { victim: vn });
      detail = ma('axon.act.hack.use', { victim: vn, skills: charData(u.victim!).skills.map(UP).join(', ') });
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
      ctx.event(ma('axon.act.ev.augment', { me, empty: poolEmpty(s, 'augments') }));
      gain(s, ctx, 'augments', { char: id }, seat);
      return;
    case 'buy':
      ctx.event(ma('axon.act.ev.buy', { me, empty: poolEmpty(s, 'products') }));
      gain(s, ctx, 'products', { char: id }, seat);
      return;
    case 'drugs':
      ctx.event(ma('axon.act.ev.drugs', { me, empty: poolEmpty(s, 'drugs') }));
      gain(s, ctx, 'drugs', { char: id }, seat);
      return;
    case 'crime':
      ctx.event(ma('axon.act.ev.crime', { me, area: areaOf(c.area).name }));
      gain(s, ctx, 'violence', { area: c.area, box: u.box! }, seat);
      if (charAt(s, id)) gain(s, ctx, 'violence', { char: id }, seat);
      return;
    case 'murder':
      ctx.event(ma('axon.act.ev.murder', { me, victim: charName(u.victim!) }));
      kill(s, ctx, u.victim!, { killer: id, cause: 'murder', causer: seat });
      return;
    case 'execute':
      ctx.event(ma('axon.act.ev.execute', { me, victim: charName(u.victim!) }));
      kill(s, ctx, u.victim!, { killer: id, cause: 'execute', causer: seat });
      return;
    case 'arrest':
      ctx.event(ma('axon.act.ev.arrest', { me, victim: charName(u.victim!) }));
      arrest(s, ctx, u.victim!);
      return;
    case 'data':
      ctx.event(ma('axon.act.ev.data', { me, area: areaOf(c.area).name, empty: poolEmpty(s, 'data') }));
      gain(s, ctx, 'data', { area: c.area }, seat);
      return;
    case 'scandal': {
      const n = c.tokens.scandal > 0 ? 2 : 1;
      const k = placeable(s, 'scandal', n);
      ctx.event(
        k > 0
          ? ma('axon.act.ev.scandal', { me, victim: charName(u.victim!), n: k })
          : ma('axon.act.ev.scandal.none', { me, victim: charName(u.victim!) }),
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
        ma('axon.act.ev.move', {
          me,
          skill: u.skill,
          from: areaOf(from).name,
          to: areaOf(u.to!).name,
          name: UP(u.skill),
        }),
      );
      if (u.skill === 'drive' && hasAbility(id, 'carries')) offerRide(s, seat, id, from, u.to!);
      return;
    }
    case 'investigate':
      ctx.event(ma('axon.act.ev.investigate', { me, area: areaOf(c.area).name }));
      lose(s, 'violence', { area: c.area, box: u.box! });
      return;
    case 'guard':
      c.guarding = true;
      ctx.event(ma('axon.act.ev.guard', { me, area: areaOf(c.area).name }));
      return;
    case 'hack':
      ctx.event(ma('axon.act.ev.hackskill', { me, victim: charName(u.victim!) }));
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
    ctx.event(ma('axon.act.ev.noskill', { name: charName(id) }));
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
    label: clip(ma('axon.act.ride', { rider: charName(o.id), area: areaLabel(to) }), 80),
    detail: clip(ma('axon.act.ride.detail', { me: charName(id), rider: charName(o.id), area: areaOf(from).name }), 100),
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
  ctx.event(ma('axon.act.ev.ride', { rider: charName(o.id), me: charName(id), area: areaOf(u.to!).name }));
}
