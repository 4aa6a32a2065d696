import { contextOf, type FlowContext } from '../../engine/events.ts';
import { listToken } from '../../engine/messages.ts';
import type { RngState } from '../../engine/rng.ts';
import type { Seat } from '../../engine/types.ts';
import { assetOf, playableOf, TYPE_NAMES } from './cards.ts';
import {
  applyOp,
  bumpThreat,
  type CityLog,
  type CityOp,
  districtName,
  type Note,
  type NoteFacts,
  newLog,
  note,
  RESOURCE_NAMES,
  wouldChange,
} from './city.ts';
import {
  ACTION_TYPES,
  type ActionType,
  CORPS,
  type Cond,
  type ContractOn,
  type CorpId,
  DISTRICTS,
  type Effect,
  RESOURCES,
  type Resource,
  ROOT,
  RULES,
  type Scope,
} from './data/index.ts';
import { m } from './messages.ts';
import { drawAction, gainCapital, seatOf, who } from './primitives.ts';
import { citySchema, type NaState, reserveSchema } from './state.ts';

/**
 * Resolving offered cards (rules 26-32, 55, 60, 83) and asset powers (rule 70) with the city's
 * operations (city.ts).
 */

/** Whether district `d` meets every condition (a card's or an asset's `where`). */
export function meets(s: NaState, where: readonly Cond[], d: number): boolean {
  const c = s.city;
  return where.every((w) => {
    if ('has' in w) return c[w.has][d]! > 0;
    if ('lacks' in w) return c[w.lacks][d]! === 0;
    if ('unrest' in w) {
      const u = c.unrest[d]!;
      return w.unrest === 'unrest'
        ? u > 0
        : w.unrest === 'working'
          ? u < 2
          : w.unrest === 'stable'
            ? u === 0
            : w.unrest === 'protest'
              ? u === 1
              : u === 2;
    }
    if ('produces' in w) return DISTRICTS[d]!.primary === w.produces || DISTRICTS[d]!.others.includes(w.produces);
    if ('primary' in w) return DISTRICTS[d]!.primary === w.primary;
    return d !== ROOT;
  });
}

const ALL = DISTRICTS.map((d) => d.n);

/**
 * The districts a city effect acts on (rule 86): the target; the district it exits to (none for
 * The Root); the target and every district downstream to The Root; every district meeting `where`
 * at that moment.
 */
export function scopeOf(s: NaState, scope: Scope | undefined, target: number, where: readonly Cond[]): number[] {
  switch (scope ?? 'target') {
    case 'target':
      return [target];
    case 'exit': {
      const x = DISTRICTS[target]!.exit;
      return x === null ? [] : [x];
    }
    case 'path': {
      const out = [target];
      for (let x = DISTRICTS[target]!.exit; x !== null; x = DISTRICTS[x]!.exit) out.push(x);
      return out;
    }
    case 'all':
      return ALL.filter((d) => meets(s, where, d));
  }
}

const cityOp = (e: Effect): CityOp | null =>
  e.op === 'place' || e.op === 'remove' || e.op === 'moveOut' || e.op === 'unrest' || e.op === 'exploit' ? e : null;

/** Whether the effect does something with `target` as the target (table effects always do). */
function doesSomething(s: NaState, e: Effect, target: number, where: readonly Cond[]): boolean {
  const op = cityOp(e);
  if (!op) return true;
  return scopeOf(s, 'scope' in e ? e.scope : undefined, target, where).some((d) => wouldChange(s, op, d));
}

/** The districts where `where` holds and the first effect does something (rule 55). Ascending. */
function targetsFor(s: NaState, where: readonly Cond[], effects: readonly Effect[]): number[] {
  return ALL.filter((d) => meets(s, where, d) && doesSomething(s, effects[0]!, d, where));
}

/** The districts an action card or emergency action (by id) may target now (rule 55). Ascending. */
export function targetsOf(s: NaState, card: string): number[] {
  const c = playableOf(card);
  return targetsFor(s, c.where, c.effects);
}

/** The deck a General draw from an effect takes (designed: no choice mid-resolution): the largest, ties in deck order. */
export function generalDeck(s: NaState): ActionType {
  return ACTION_TYPES.reduce((best, t) => (s.decks[t].length > s.decks[best].length ? t : best), ACTION_TYPES[0]);
}

/** Draws for `seat`: counts public, the cards private. */
function draw(s: NaState, ctx: FlowContext, seat: Seat, deck: ActionType | 'general', n: number, log: CityLog): void {
  if (log.dry) {
    log.notes.push({
      text: deck === 'general' ? m('na.note.drawAny', { n }) : m('na.note.drawDeck', { n, deck: TYPE_NAMES[deck] }),
      key: true,
    });
    return;
  }
  const from = deck === 'general' ? generalDeck(s) : deck;
  const got: string[] = [];
  for (let i = 0; i < n; i++) {
    const card = drawAction(s, ctx, seat, from);
    if (card) got.push(card);
  }
  log.notes.push({ text: m('na.note.drew', { n: got.length, deck: TYPE_NAMES[from] }), key: true });
  ctx.event(m('na.event.draws', { who: who(seat), n: got.length, deck: TYPE_NAMES[from] }));
  if (got.length) ctx.event(m('na.event.youDraw', { cards: listToken(got.map((id) => playableOf(id).name)) }), [seat]);
}

/**
 * Applies effects in order for `seat` at `target` (rule 60), each city effect at its scope.
 * Stops the moment the game ends (rule 83). A null target skips the city effects.
 */
function applyEffects(
  s: NaState,
  ctx: FlowContext,
  seat: Seat,
  effects: readonly Effect[],
  where: readonly Cond[],
  target: number | null,
  why: string,
  log: CityLog,
): void {
  for (const e of effects) {
    if (s.over) return;
    const op = cityOp(e);
    if (op) {
      if (target === null) continue;
      for (const d of scopeOf(s, 'scope' in e ? e.scope : undefined, target, where)) {
        if (s.over) return;
        applyOp(s, ctx, op, d, log);
      }
      continue;
    }
    switch (e.op) {
      case 'threat':
        bumpThreat(s, ctx, log, e.by, why);
        break;
      case 'supply': {
        if (target === null && e.resource === 'primary') break;
        const r = e.resource === 'primary' ? DISTRICTS[target!]!.primary : e.resource;
        s.supply[r] += e.n;
        note(ctx, log, (cap) => m('na.note.supplyGains', { cap, n: e.n, r: RESOURCE_NAMES[r] }));
        break;
      }
      case 'capital':
        gain(s, ctx, seat, e.n, why, log);
        break;
      case 'draw':
        draw(s, ctx, seat, e.deck, e.n, log);
        break;
      case 'flip':
        if (log.dry) log.notes.push({ text: m('na.note.flipResolver') });
        else if (!s.emergencyUp[seat]) {
          s.emergencyUp[seat] = true;
          note(ctx, log, () => m('na.note.flip', { who: who(seat) }));
        }
        break;
    }
  }
}

/** Capital for `seat`; `text` is the note ("resolver +2 capital"), `short` its detail form ("pays 2"). A dry run only notes it. */
function gain(
  s: NaState,
  ctx: FlowContext,
  seat: Seat,
  n: number,
  why: string,
  log: CityLog,
  text = m('na.note.capital', { n }),
  short = text,
  facts?: NoteFacts,
): void {
  if (n <= 0) return;
  const noted: Note = { text, key: true, short: () => short };
  if (facts) noted.facts = facts;
  log.notes.push(noted);
  if (!log.dry) gainCapital(s, ctx, seat, n, why);
}

/** A seat's passive asset bonus of a kind (rules 69-70). */
function bonus(s: NaState, seat: Seat, kind: 'contractBonus' | 'resolveBonus'): number {
  let n = 0;
  for (const id of s.assets[seat] ?? []) {
    const p = assetOf(id).power;
    if (p.kind === kind) n += p.n;
  }
  return n;
}

/** The contract conditions the log's facts meet (rules 31-32): removals from The Root never count. */
export function contractsMet(log: CityLog): Set<ContractOn> {
  const met = new Set<ContractOn>();
  for (const f of log.facts) {
    if (f.k === 'placed' && f.what === 'android') met.add('androidPlaced');
    else if (f.k === 'placed' && f.what === 'development') met.add('developmentPlaced');
    else if (f.k === 'removed' && f.d !== ROOT && f.what === 'illness') met.add('illnessRemoved');
    else if (f.k === 'removed' && f.d !== ROOT && (f.what === 'humanFirst' || f.what === 'orgcrime'))
      met.add('enemyRemoved');
    else if (f.k === 'fell') met.add('unrestFell');
    else if (f.k === 'exploited') met.add('exploited');
  }
  return met;
}

/** The whole resolution, on the table or (dry) a scratch copy: effects and pay, contracts, illness (rules 26-32, 60, 83). */
function run(s: NaState, ctx: FlowContext, seat: Seat, card: string, target: number | null, log: CityLog): void {
  const c = playableOf(card);
  if (!log.quiet)
    ctx.event(
      target === null
        ? m('na.event.resolvesNoTarget', { who: who(seat), card: c.name })
        : m('na.event.resolves', { who: who(seat), card: c.name, d: districtName(target) }),
    );
  // No target (rule 55's last case): none of its effects, only its pay.
  if (target !== null) applyEffects(s, ctx, seat, c.effects, c.where, target, c.name, log);
  if (s.over) return;
  const pay = c.pay + bonus(s, seat, 'resolveBonus');
  gain(s, ctx, seat, pay, c.name, log, m('na.note.resolver', { n: pay }), m('na.note.pays', { n: pay }), { pay });
  // Contracts (rule 31): once per card, whoever resolved it; the corporation only if in play.
  const met = contractsMet(log);
  for (const corp of CORPS) {
    const owner = seatOf(s, corp.id);
    if (owner === undefined || !met.has(corp.contract.on)) continue;
    const n = corp.contract.capital + bonus(s, owner, 'contractBonus');
    gain(
      s,
      ctx,
      owner,
      n,
      m('na.why.contract', { corp: corp.name }),
      log,
      m('na.note.contract', { corp: corp.name, n }),
      m('na.note.contract', { corp: corp.name.split(/[- ]/)[0]!, n }),
      { contract: { corp: corp.id, n } },
    );
  }
  // Illness (rules 26-27): once the effects are done, any involved district then sick: threat +2, once.
  if ([...log.involved].some((d) => s.city.illness[d]! > 0))
    bumpThreat(s, ctx, log, RULES.illnessThreat, m('na.why.illness', { card: c.name }));
}

/**
 * Resolves the winning offer (rule 60): the card's effects in order at `target` (null: none of its
 * effects, rule 55's last case), its pay to the resolver `seat` (+ resolveBonus), then
 * contracts, then illness; stops the moment the game ends (threat 25, rule 83).
 */
export function resolveCard(s: NaState, ctx: FlowContext, seat: Seat, card: string, target: number | null): void {
  run(s, ctx, seat, card, target, newLog());
}

const CITY_KEYS = Object.keys(citySchema.shape) as (keyof NaState['city'])[];
const RESERVE_KEYS = Object.keys(reserveSchema.shape) as (keyof NaState['reserve'])[];

/** A scratch copy of what resolving touches (the rest is read only in a dry run). */
function scratch(s: NaState): NaState {
  const city = {} as NaState['city'];
  for (const k of CITY_KEYS) city[k] = s.city[k].slice();
  return {
    ...s,
    city,
    reserve: { ...s.reserve },
    supply: { ...s.supply },
    capital: [...s.capital],
    emergencyUp: [...s.emergencyUp],
    recent: [...s.recent],
  };
}

/**
 * A dry run's context: its events are dropped (a dry run is quiet and notes what it does in its
 * log) and its dice draw from a copy of the generator, so the table's is never advanced.
 */
function dryContext(s: NaState): FlowContext {
  let rng: RngState | undefined;
  return contextOf(
    () => {},
    () => (rng ??= { s: [...s.rng.s] }),
  );
}

/**
 * Everything a dry run reads besides the constant data, written into `out` as numbers (returns how
 * many): the city, the reserve, threat, whether the game is over, and each seat's corporation with
 * its contractBonus (the contracts paid). Supply, hands and decks are only written or noted in a
 * dry run, and the resolver is nobody (no asset bonus of its own).
 */
function readPosition(s: NaState, out: number[]): number {
  let i = 0;
  for (const c of CITY_KEYS) {
    const counts = s.city[c];
    for (let d = 0; d < counts.length; d++) out[i++] = counts[d]!;
  }
  for (const r of RESERVE_KEYS) out[i++] = s.reserve[r];
  out[i++] = s.threat;
  out[i++] = s.over ? 1 : 0;
  for (let seat = 0; seat < s.corps.length; seat++) {
    out[i++] = CORP_NUMBERS.get(s.corps[seat]!)!;
    out[i++] = bonus(s, seat, 'contractBonus');
  }
  return i;
}
const CORP_NUMBERS = new Map(CORPS.map((c, i) => [c.id, i]));

/**
 * What is known at the latest positions (readPosition), newest first: offerLine's previews (by card
 * and target) and the cards' targets. Choice lists ask for the same ones many times while the city
 * stands still (every awaited seat's options at each settle, the legal lists, the trade moves made
 * meanwhile), and a preview is a dry run on a copy: each is worked out once per position. A few
 * positions are kept, for tables played at once.
 */
interface Known {
  at: number[];
  lines: Map<string, Preview>;
  targets: Map<string, readonly number[]>;
}
/** A dry run's line, its notes and their facts summed. */
interface Preview {
  line: string;
  notes: readonly Note[];
  outcome: Outcome;
}

/**
 * What a card would do at a district now, as numbers (its dry run's notes' facts summed, what a
 * choice's detail says in words): threat moved, the resolver's pay, the contracts paid, the
 * resources produced, and where an android is placed (null: none).
 */
export interface Outcome {
  threat: number;
  pay: number;
  contracts: { corp: CorpId; n: number }[];
  made: Partial<Record<Resource, number>>;
  android: number | null;
}

/** The facts of a dry run's notes, summed (the first android placed). */
function outcomeOf(notes: readonly Note[]): Outcome {
  const out: Outcome = { threat: 0, pay: 0, contracts: [], made: {}, android: null };
  for (const { facts: f } of notes) {
    if (!f) continue;
    out.threat += f.threat ?? 0;
    out.pay += f.pay ?? 0;
    if (f.contract) out.contracts.push({ ...f.contract });
    for (const r of RESOURCES) {
      const n = f.made?.[r];
      if (n) out.made[r] = (out.made[r] ?? 0) + n;
    }
    if (f.android !== undefined && out.android === null) out.android = f.android;
  }
  return out;
}
const positions: Known[] = [];
const KEPT_POSITIONS = 8;
const here: number[] = [];

/** What is known at `s`'s position (nothing yet when it is not one of the latest). */
function knownAt(s: NaState): Known {
  const n = readPosition(s, here);
  for (const p of positions) {
    if (p.at.length !== n) continue;
    let same = true;
    for (let i = 0; i < n && same; i++) same = p.at[i] === here[i];
    if (same) return p;
  }
  const known: Known = { at: here.slice(0, n), lines: new Map(), targets: new Map() };
  positions.unshift(known);
  if (positions.length > KEPT_POSITIONS) positions.pop();
  return known;
}

/** Notes joined as the language joins them ("a; b", "a ; b"). */
export const joinNotes = (notes: readonly string[]): string => notes.join(m('na.semi'));

/**
 * One line saying exactly what the card would do at `target` now, from a dry run on a scratch copy
 * ("Bioroid Workforce → 5 Bellamy: an android placed in 5 Bellamy; resolver +1 capital; Haas-Bioroid
 * contract +2"). The resolver is not known yet: its asset bonuses are not counted.
 */
export function offerLine(s: NaState, card: string, target: number | null): string {
  return lookAt(s).line(card, target);
}

/**
 * offerLine (`line`, and its `notes`) and targetsOf (`targets`) for several cards at `s` as it is
 * now, its position read once: for building a choice list, used at once (not after `s` changes).
 */
export function lookAt(s: NaState): {
  line(card: string, target: number | null): string;
  notes(card: string, target: number | null): readonly Note[];
  outcome(card: string, target: number | null): Outcome;
  targets(card: string): number[];
} {
  const known = knownAt(s);
  const preview = (card: string, target: number | null): Preview => {
    const key = `${card}|${target}`;
    const seen = known.lines.get(key);
    if (seen !== undefined) return seen;
    const log = newLog({ dry: true });
    run(scratch(s), dryContext(s), -1 as Seat, card, target, log);
    const at = target === null ? m('na.noTarget') : districtName(target);
    const what = log.notes.length ? joinNotes(log.notes.map((n) => n.text)) : m('na.nothingHappens');
    const p: Preview = {
      line: m('na.offerLine', { card: playableOf(card).name, at, what }),
      notes: log.notes,
      outcome: outcomeOf(log.notes),
    };
    known.lines.set(key, p);
    return p;
  };
  return {
    line: (card, target) => preview(card, target).line,
    notes: (card, target) => preview(card, target).notes,
    outcome: (card, target) => structuredClone(preview(card, target).outcome),
    targets(card) {
      let found = known.targets.get(card);
      if (!found) known.targets.set(card, (found = targetsOf(s, card)));
      return [...found];
    },
  };
}

/** The districts an asset's city power may target now (empty for other powers). */
export function assetTargets(s: NaState, asset: string): number[] {
  const p = assetOf(asset).power;
  return p.kind === 'city' ? targetsFor(s, p.where, p.effects) : [];
}

/** Uses an asset's power for `seat` (city effects at `target`); never a contract or illness (rule 70). */
export function useAssetPower(s: NaState, ctx: FlowContext, seat: Seat, asset: string, target: number | null): void {
  const a = assetOf(asset);
  const p = a.power;
  const log = newLog();
  ctx.event(
    p.kind === 'city' && target !== null
      ? m('na.event.usesAt', { who: who(seat), asset: a.name, d: districtName(target) })
      : m('na.event.uses', { who: who(seat), asset: a.name }),
  );
  switch (p.kind) {
    case 'city':
      applyEffects(s, ctx, seat, p.effects, p.where, target, a.name, log);
      return;
    case 'capital':
      gain(s, ctx, seat, p.n, a.name, log);
      return;
    case 'draw':
      draw(s, ctx, seat, p.deck, p.n, log);
      return;
    case 'flip':
      applyEffects(s, ctx, seat, [{ op: 'flip' }], [], null, a.name, log);
      return;
    case 'threat':
      bumpThreat(s, ctx, log, p.by, a.name);
      return;
    case 'supply':
      s.supply[p.resource] += p.n;
      note(ctx, log, (cap) => m('na.note.supplyGains', { cap, n: p.n, r: RESOURCE_NAMES[p.resource] }));
      return;
    default:
      return; // votes, free counteroffers and passive powers act where the deal reads them
  }
}
