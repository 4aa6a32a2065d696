import { z } from 'zod';
import { m } from './engine.messages.ts';
import { contextOf, type FlowContext } from './events.ts';
import { cloneJson } from './play.ts';
import type { RngState } from './rng.ts';
import type { AmountInput, ApplyResult, GameEvent, LegalAction, PublicWaiting, Seat, Viewer } from './types.ts';

/**
 * A game's decision flow, kept in its state as plain JSON: a stack of pending decisions (top =
 * last) and a queue of automatic steps. The seats of the top decision must act; when nothing is
 * pending the queue runs; when both are empty the game's turn offers its choices (and the free
 * actions). Decisions, steps, free actions and the turn are registered on one flow instance the
 * game builds; the names are string-literal unions taken from the state's own types, so a
 * misspelt decision or step is a type error, and `seal` checks that every declared name has its
 * handler.
 *
 * Patterns the next games need, each a plain use of the same pieces:
 * - simultaneous decisions: `ask(s, kind, [0, 1, 2])`; each seat answers on its own;
 * - secret orders (commit, then reveal together): each `resolve` stores its seat's order with
 *   `commit(p, seat, order)` (only its owner sees it in `pendingView`); the decision's `done`
 *   runs once every seat has answered and reveals them all at once;
 * - may act versus must act: `ask(s, kind, mustSeats, data, { may })`; the may-seats get choices
 *   and may answer (`mayAct`) but are not awaited; the window is open while a seat must act, and
 *   a may-seat's answer can close it (empty `p.seats`);
 * - a private multi-part composition: a decision that returns 'keep' while its owner builds a
 *   draft kept with `commit` (seen only by its owner), made public when confirmed;
 * - a secret asker: `ask(..., { cover })`; `publicAwaiting` and `pendingView` then show the
 *   cover (no names, or a cover set) to everyone but the asker;
 * - choices open at any time (trading): `defineAnytime`; every seat's choices end with its
 *   anytime options whatever is pending (`anytime(s, seat)` says whether it has any; the game's
 *   `GameDefinition.anytime`), without being awaited or prompted for them; a seat something
 *   waits on (a proposal to answer, a draft in progress) is `urgent` and then listed in `mayAct`
 *   (random play may pick it, its prompt may be pushed); `settle` never counts them.
 */

/** One pending decision as stored in the state. */
export interface PendingShape {
  kind: string;
  /** Seats that must answer (awaited). */
  seats: Seat[];
  /** What the decision needs; public (views may show it). */
  data: Record<string, unknown>;
  /** Seats that may answer without being awaited (an open window). */
  may?: Seat[] | undefined;
  /** Per seat (key: the seat number): a committed order or a draft, known only to that seat. */
  secret?: Record<string, unknown> | undefined;
  /** When the asker must stay secret: what the public is told instead. */
  cover?: { seats: Seat[]; text?: string | undefined } | undefined;
}

/** One automatic step as stored in the state. */
export interface StepShape {
  k: string;
  seat?: Seat | undefined;
  data?: Record<string, unknown> | undefined;
}

export interface FlowState {
  stack: PendingShape[];
  queue: StepShape[];
}

export type PendingOf<S extends FlowState> = S['stack'][number];
export type StepOf<S extends FlowState> = S['queue'][number];
export type DecisionKind<S extends FlowState> = PendingOf<S>['kind'];
export type StepName<S extends FlowState> = StepOf<S>['k'];
/**
 * The stored decision of kind `K`: with its data typed when the state's schema declares each kind's
 * data (`flowKinds`); the untyped entry for a state built with `flowSchemas` (games not converted yet).
 */
export type PendingFor<S extends FlowState, K> = [Extract<PendingOf<S>, { kind: K }>] extends [never]
  ? PendingOf<S>
  : Extract<PendingOf<S>, { kind: K }>;
/** The stored step named `K`, typed like `PendingFor`. */
export type StepFor<S extends FlowState, K> = [Extract<StepOf<S>, { k: K }>] extends [never]
  ? StepOf<S>
  : Extract<StepOf<S>, { k: K }>;
/** The data a decision of kind `K` holds. */
export type DataOf<S extends FlowState, K> = PendingFor<S, K>['data'];

/** One choice at a decision point; `key` is unique within one seat's list. */
export interface Choice {
  readonly key: string;
  readonly kind: string;
  readonly label: string;
  readonly detail?: string;
  readonly style?: 'primary' | 'secondary' | 'success' | 'danger';
  /** See LegalAction.group and groupDetail: a two-step pick for many similar choices. */
  readonly group?: string;
  readonly groupDetail?: string;
  /** The choice takes a whole number the player types; `resolve` receives it. */
  readonly amount?: AmountInput;
  /** Anything the resolver needs (kept out of the key). */
  readonly value?: unknown;
}

/**
 * A decision kind: the choices it offers a seat, and what choosing one does. `K`: the kind it
 * handles, so `p.data` has that kind's type (see `PendingFor`); without it, any stack entry.
 */
export type Decision<S extends FlowState, K = DecisionKind<S>> = DecisionOver<S, PendingFor<S, K>>;

/** A decision handler over stack entries `P` (the engine holds each as one over any entry). */
export interface DecisionOver<S extends FlowState, P> {
  options(s: S, p: P, seat: Seat): Choice[];
  /** Return 'keep' to leave this seat on the same decision (multi-step decisions, drafts). */
  // biome-ignore lint/suspicious/noConfusingVoidType: resolvers that never keep are inferred `void`, which `undefined` would reject
  resolve(s: S, p: P, seat: Seat, choice: Choice, amount: number | undefined, ctx: FlowContext): void | 'keep';
  /** Runs once the decision leaves the stack because no seat must act any more (reveal secret orders here). */
  done?(s: S, p: P, ctx: FlowContext): void;
  /**
   * Optional: whether `options` offers the seat anything, told without building the choices
   * (`settle` asks for every seat of the top decision after every move). When given, it must agree
   * with `options(s, p, seat).length > 0`.
   */
  has?(s: S, p: P, seat: Seat): boolean;
}

/** Choices open to a seat during its turn besides the turn's own (use an Agent, a Title...). */
export interface FreeActions<S extends FlowState> {
  options(s: S, seat: Seat): Choice[];
  resolve(s: S, seat: Seat, choice: Choice, amount: number | undefined, ctx: FlowContext): void;
}

/**
 * Choices open to every seat at any moment, whatever is pending (trade capital and assets), until
 * the game is over; they follow the seat's other choices, and their keys must differ from those.
 * A decision's own options alone decide whether it stays pending.
 */
export interface Anytime<S extends FlowState> {
  /** Every seat at the table (those `mayAct` may list as urgent). */
  seats(s: S): readonly Seat[];
  options(s: S, seat: Seat): Choice[];
  resolve(s: S, seat: Seat, choice: Choice, amount: number | undefined, ctx: FlowContext): void;
  /**
   * Something waits on this seat's anytime choices (a proposal to answer, its draft in progress):
   * then, when it has some and is not awaited, it is listed in `mayAct`.
   */
  urgent(s: S, seat: Seat): boolean;
  /**
   * Optional: whether `options` offers the seat anything, told without building the choices
   * (`mayAct` and `anytime` ask for every urgent seat at every move). When given, it must agree
   * with `options(s, seat).length > 0`.
   */
  has?(s: S, seat: Seat): boolean;
}

/** What the table does when nothing is pending and nothing is queued. */
export interface Turn<S extends FlowState> {
  seats(s: S): readonly Seat[];
  options(s: S, seat: Seat): Choice[];
  resolve(s: S, seat: Seat, choice: Choice, amount: number | undefined, ctx: FlowContext): void;
}

/** The action every flow game's choices carry: a key, and the number typed for an amount choice. */
export const flowActionSchema = z.object({ k: z.string().min(1).max(90), amount: z.number().int().optional() });
export type FlowAction = z.infer<typeof flowActionSchema>;

/** Zod schemas for the stack and queue entries, with the game's decision and step names as enums. */
export function flowSchemas<const D extends string, const K extends string>(
  decisions: readonly [D, ...D[]],
  steps: readonly [K, ...K[]],
  seat: z.ZodType<Seat> = z.number().int().min(0),
) {
  const pending = z.object({
    kind: z.enum(decisions as unknown as [D, ...D[]]) as unknown as z.ZodType<D>,
    seats: z.array(seat),
    data: z.record(z.string(), z.unknown()),
    may: z.array(seat).optional(),
    secret: z.record(z.string(), z.unknown()).optional(),
    cover: z.object({ seats: z.array(seat), text: z.string().optional() }).optional(),
  });
  const step = z.object({
    k: z.enum(steps as unknown as [K, ...K[]]) as unknown as z.ZodType<K>,
    seat: seat.optional(),
    data: z.record(z.string(), z.unknown()).optional(),
  });
  return { pending, step };
}

/** Each decision kind's data schema, by kind (an object schema: the data is always an object). */
export type DataSchemas = Record<string, z.ZodType<Record<string, unknown>>>;
/**
 * Each step's data schema, by name; `null` for a step that carries no data; a schema marked
 * optional (`schema.optional()`) for a step queued sometimes with data and sometimes without
 * (`schema.default({})` also works: then the data is always there once loaded).
 */
export type StepSchemas = Record<
  string,
  z.ZodType<Record<string, unknown>> | z.ZodType<Record<string, unknown> | undefined> | null
>;

/** A stored decision whose data is typed per kind (what `flowKinds`' pending schema parses). */
export type TypedPending<D extends DataSchemas> = {
  [K in keyof D & string]: {
    kind: K;
    seats: Seat[];
    data: z.infer<D[K]>;
    may?: Seat[] | undefined;
    secret?: Record<string, unknown> | undefined;
    cover?: { seats: Seat[]; text?: string | undefined } | undefined;
  };
}[keyof D & string];

/** A stored step whose data is typed per name. */
export type TypedStep<K extends StepSchemas> = {
  [N in keyof K & string]: K[N] extends z.ZodType<infer T>
    ? undefined extends T
      ? { k: N; seat?: Seat | undefined; data?: T }
      : { k: N; seat?: Seat | undefined; data: T }
    : { k: N; seat?: Seat | undefined; data?: undefined };
}[keyof K & string];

/**
 * The stack and queue schemas from each decision kind's and step's own data schema: a stored
 * entry is validated against its kind's schema on load, and handlers get that data typed
 * (`defineDecision('raid', ...)` sees `p.data` as the raid's data). Also the name lists
 * `createFlow` wants. The successor of `flowSchemas` (one game at a time).
 */
export function flowKinds<const D extends DataSchemas, const K extends StepSchemas>(
  decisions: D,
  steps: K,
  seat: z.ZodType<Seat> = z.number().int().min(0),
) {
  const pendings = Object.entries(decisions).map(([kind, data]) =>
    z.object({
      kind: z.literal(kind),
      seats: z.array(seat),
      data,
      may: z.array(seat).optional(),
      secret: z.record(z.string(), z.unknown()).optional(),
      cover: z.object({ seats: z.array(seat), text: z.string().optional() }).optional(),
    }),
  );
  const stepList = Object.entries(steps).map(([k, data]) =>
    z.object({ k: z.literal(k), seat: seat.optional(), ...(data ? { data } : { data: z.undefined().optional() }) }),
  );
  if (pendings.length === 0 || stepList.length === 0)
    throw new Error('flowKinds needs at least one decision and one step');
  // The runtime schemas are built from the same records as the types; zod cannot spell the mapped types.
  const pending = z.discriminatedUnion(
    'kind',
    pendings as [(typeof pendings)[number], ...typeof pendings],
  ) as unknown as z.ZodType<TypedPending<D>>;
  const step = z.discriminatedUnion(
    'k',
    stepList as [(typeof stepList)[number], ...typeof stepList],
  ) as unknown as z.ZodType<TypedStep<K>>;
  return {
    pending,
    step,
    decisions: Object.keys(decisions) as (keyof D & string)[],
    steps: Object.keys(steps) as (keyof K & string)[],
  };
}

export function top<S extends FlowState>(s: S): PendingOf<S> | undefined {
  return s.stack[s.stack.length - 1];
}

/**
 * Asks `seats` a decision of `kind` (several seats: they decide at once); it is answered before
 * anything below it. `may`: seats that may also answer, not awaited. `cover`: the asker is secret.
 */
export function ask<S extends FlowState, K extends DecisionKind<S>>(
  s: S,
  kind: K,
  seats: readonly Seat[],
  // The data may be left out only when the kind's data has no required field.
  // biome-ignore lint/complexity/noBannedTypes: `{} extends T` is the test for "T has no required field"
  ...[data = {} as DataOf<S, K>, how = {}]: {} extends DataOf<S, K>
    ? [data?: DataOf<S, K>, how?: AskHow]
    : [data: DataOf<S, K>, how?: AskHow]
): void {
  if (seats.length === 0) return;
  const p: PendingShape = { kind, seats: [...seats], data: data as Record<string, unknown> };
  const may = (how.may ?? []).filter((x) => !seats.includes(x));
  if (may.length > 0) p.may = may;
  if (how.cover) p.cover = { seats: [...how.cover.seats], ...(how.cover.text ? { text: how.cover.text } : {}) };
  s.stack.push(p as PendingOf<S>);
}

/** Who else may answer a decision, and whether its asker is secret (see `ask`). */
export interface AskHow {
  readonly may?: readonly Seat[];
  readonly cover?: PublicWaiting;
}

/** Queues automatic steps to run in order (before those already queued when `first`). */
export function queue<S extends FlowState>(s: S, list: readonly StepOf<S>[], first = false): void {
  if (first) s.queue.unshift(...list);
  else s.queue.push(...list);
}

/** Keeps `value` as `seat`'s secret part of decision `p` (a committed order, a draft). */
export function commit(p: PendingShape, seat: Seat, value: unknown): void {
  p.secret = { ...(p.secret ?? {}), [String(seat)]: value };
}

/** `seat`'s secret part of `p`, if any. */
export function committed<T = unknown>(p: PendingShape, seat: Seat): T | undefined {
  return p.secret?.[String(seat)] as T | undefined;
}

/** Every committed part of `p`, by seat in seat order (for the reveal). */
export function commits<T = unknown>(p: PendingShape): [Seat, T][] {
  return Object.entries(p.secret ?? {})
    .map(([k, v]) => [Number(k), v as T] as [Seat, T])
    .sort((a, b) => a[0] - b[0]);
}

/** What a viewer may know of a pending decision. */
export interface PendingView {
  kind: string;
  /** Seats the viewer may know are awaited (the cover for a secret asker). */
  seats: Seat[];
  /** Said in place of names when the asker is secret. */
  text?: string;
  /** Seats that have answered and committed something (what, only they know). */
  answered: Seat[];
  /** The viewer's own committed part or draft. */
  mine?: unknown;
}

export function pendingView(p: PendingShape, viewer: Viewer): PendingView {
  const asked = viewer !== 'spectator' && p.seats.includes(viewer);
  const mine = viewer === 'spectator' ? undefined : committed(p, viewer);
  const out: PendingView =
    p.cover && !asked
      ? { kind: p.kind, seats: [...p.cover.seats], answered: [], ...(p.cover.text ? { text: p.cover.text } : {}) }
      : {
          kind: p.kind,
          seats: p.cover ? [viewer as Seat] : [...p.seats],
          answered: p.cover
            ? []
            : commits(p)
                .map(([seat]) => seat)
                .filter((seat) => !p.seats.includes(seat)),
        };
  // A seat's own order or draft is never a secret from itself.
  if (mine !== undefined) out.mine = mine;
  return out;
}

export interface FlowConfig<S extends FlowState> {
  /** Every decision kind and step name the game uses (the same lists as its state schema's enums). */
  readonly decisions: readonly DecisionKind<S>[];
  readonly steps: readonly StepName<S>[];
  /** The game is over: nobody is awaited or may act. */
  readonly over?: (s: S) => boolean;
  /** The state's seeded generator, which a handler's `ctx.rng` draws from (none: a state without one). */
  readonly rng?: (s: S) => RngState;
  /** Sees every event a move reports, before it is handed on (a game keeps its recent public lines here). */
  readonly onEvent?: (s: S, e: GameEvent) => void;
}

export interface Flow<S extends FlowState> {
  /** `decision` sees its own kind's data typed (any entry's, for a game whose data is not typed per kind yet). */
  defineDecision<K extends DecisionKind<S>>(kind: K, decision: Decision<S, K>): void;
  defineStep<K extends StepName<S>>(k: K, run: (s: S, step: StepFor<S, K>, ctx: FlowContext) => void): void;
  defineFreeActions(free: FreeActions<S>): void;
  defineTurn(turn: Turn<S>): void;
  /** The choices open at any time (at most one; optional). */
  defineAnytime(anytime: Anytime<S>): void;
  /** Checks every declared decision and step has its handler, and the turn is defined; no more registration after. */
  seal(): Flow<S>;
  /** Runs queued steps while no decision is pending, and drops decisions nobody can answer. */
  settle(s: S, ctx: FlowContext): void;
  /** Answers `seat`'s part of decision `p` (as a must- or may-seat). */
  answer(s: S, p: PendingOf<S>, seat: Seat, choice: Choice, amount: number | undefined, ctx: FlowContext): void;
  /**
   * Runs `fn` with a context over `s` (its generator, the game's `onEvent`), returning its result
   * and the events it reported: how tests drive a rule or a step outside a move.
   */
  record<T>(s: S, fn: (ctx: FlowContext) => T): [T, GameEvent[]];
  awaiting(s: S): Seat[];
  /** The top decision's may-seats, then the urgent seats with anytime options (in seat order); never an awaited seat. */
  mayAct(s: S): Seat[];
  /** Whether `seat` has anytime options now (false once the game is over, or with none defined). */
  anytime(s: S, seat: Seat): boolean;
  publicAwaiting(s: S): PublicWaiting;
  /**
   * The seat's choices now: the top decision's, or the turn's and the free actions' when nothing
   * is pending; then its anytime options.
   */
  choices(s: S, seat: Seat): Choice[];
  legalActions(s: S, seat: Seat): LegalAction<FlowAction>[];
  /**
   * Applies one choice in place (the engine hands over a private copy), with the events it raised.
   * `listed`: the legal action from this flow's `legalActions` that the engine checked the action
   * against; it names where the choice came from, so the seat's choices are not worked out again.
   */
  apply(
    s: S,
    seat: Seat,
    action: FlowAction,
    refusal?: string | (() => string),
    listed?: LegalAction<FlowAction>,
  ): ApplyResult<S>;
  /** Settles a freshly set-up state (setup has no events to report). */
  start(s: S): S;
}

/** Where a choice comes from: the top decision, the turn, the anytime options, or the free actions registered at this index. */
type From = 'decision' | 'turn' | 'anytime' | number;

/**
 * One source of a seat's choices, the one description both listing and applying use: how to list
 * its choices for a seat, and how to run one of them. The seat may take its choices (asked by the
 * decision, in the turn's seats) before its source is asked at all (`FlowCore.sources`).
 */
interface ChoiceSource<S extends FlowState> {
  readonly from: From;
  list(s: S, seat: Seat): Choice[];
  run(s: S, seat: Seat, choice: Choice, amount: number | undefined, ctx: FlowContext): void;
}

/** A choice with the source it comes from. */
interface Sourced<S extends FlowState> {
  readonly choice: Choice;
  readonly source: ChoiceSource<S>;
}

/** A choice found for a key, with what choosing it runs. */
interface Found {
  readonly choice: Choice;
  readonly run: (amount: number | undefined, ctx: FlowContext) => void;
}

/**
 * A legal action a flow listed: plain data to everyone else (JSON, equality checks), and the
 * choice it stands for, with its flow, in a private field only the flow reads.
 */
class Listed<S extends FlowState> implements LegalAction<FlowAction> {
  readonly key: string;
  readonly kind: string;
  readonly label: string;
  readonly action: FlowAction;
  // Declared only: an option the choice lacks is no property at all, as in a plain object.
  declare readonly detail?: string;
  declare readonly style?: Choice['style'];
  declare readonly group?: string;
  declare readonly groupDetail?: string;
  declare readonly amount?: AmountInput;
  declare readonly anytime?: true;
  readonly #from: Sourced<S>;
  readonly #by: object;
  constructor(from: Sourced<S>, by: object) {
    const o = from.choice;
    this.key = o.key;
    this.kind = o.kind;
    this.label = o.label;
    this.action = { k: o.key };
    if (o.detail) this.detail = o.detail;
    if (o.style) this.style = o.style;
    if (o.group) this.group = o.group;
    if (o.groupDetail) this.groupDetail = o.groupDetail;
    if (o.amount) this.amount = o.amount;
    if (from.source.from === 'anytime') this.anytime = true;
    this.#from = from;
    this.#by = by;
  }
  /** Where `a` came from, when flow `by` listed it. */
  static from<S extends FlowState>(a: LegalAction<FlowAction> | undefined, by: object): Sourced<S> | undefined {
    return a instanceof Listed && a.#by === by ? (a.#from as Sourced<S>) : undefined;
  }
}

/** The amount check and the refusal of `apply`: the error to return, if any. */
function amountError(choice: Choice, amount: number | undefined, refuse: () => string): string | undefined {
  const bounds = choice.amount;
  if (!bounds) return amount === undefined ? undefined : refuse();
  if (amount === undefined || !Number.isInteger(amount) || amount < bounds.min || amount > bounds.max) {
    return m('engine.flow.amount', { min: String(bounds.min), max: String(bounds.max) });
  }
  return undefined;
}

/** The handlers one flow registers, checked as they come. */
class FlowRegistry<S extends FlowState> {
  readonly decisions = new Map<string, DecisionOver<S, PendingOf<S>>>();
  readonly steps = new Map<string, (s: S, step: StepOf<S>, ctx: FlowContext) => void>();
  readonly free: FreeActions<S>[] = [];
  turn: Turn<S> | null = null;
  anytime: Anytime<S> | null = null;
  #sealed = false;
  constructor(readonly names: FlowConfig<S>) {}

  open(what: string): void {
    if (this.#sealed) throw new Error(`flow is sealed: cannot define ${what}`);
  }
  decision(kind: string): DecisionOver<S, PendingOf<S>> {
    const d = this.decisions.get(kind);
    if (!d) throw new Error(`no handler for decision ${kind}`);
    return d;
  }
  theTurn(): Turn<S> {
    if (!this.turn) throw new Error('flow has no turn defined');
    return this.turn;
  }
  defineDecision(kind: string, d: DecisionOver<S, PendingOf<S>>): void {
    this.open(`decision ${kind}`);
    if (!this.names.decisions.includes(kind)) throw new Error(`decision ${kind} is not declared`);
    if (this.decisions.has(kind)) throw new Error(`decision ${kind} defined twice`);
    this.decisions.set(kind, d);
  }
  defineStep(k: string, run: (s: S, step: StepOf<S>, ctx: FlowContext) => void): void {
    this.open(`step ${k}`);
    if (!this.names.steps.includes(k)) throw new Error(`step ${k} is not declared`);
    if (this.steps.has(k)) throw new Error(`step ${k} defined twice`);
    this.steps.set(k, run);
  }
  seal(): void {
    const missing = [
      ...this.names.decisions.filter((k) => !this.decisions.has(k)).map((k) => `decision ${k}`),
      ...this.names.steps.filter((k) => !this.steps.has(k)).map((k) => `step ${k}`),
      ...(this.turn ? [] : ['the turn']),
    ];
    if (missing.length > 0) throw new Error(`flow incomplete: no handler for ${missing.join(', ')}`);
    this.#sealed = true;
  }
}

/** The running flow: choice sources, listing, applying and settling over one registry. */
class FlowCore<S extends FlowState> {
  readonly #decision: ChoiceSource<S>;
  readonly #turn: ChoiceSource<S>;
  readonly #free: ChoiceSource<S>[] = [];
  #anytime: ChoiceSource<S> | null = null;
  constructor(readonly reg: FlowRegistry<S>) {
    this.#decision = {
      from: 'decision',
      list: (s, seat) => {
        const p = top(s)!;
        return reg.decision(p.kind).options(s, p, seat);
      },
      run: (s, seat, choice, n, ctx) => this.answer(s, top(s)!, seat, choice, n, ctx),
    };
    this.#turn = {
      from: 'turn',
      list: (s, seat) => reg.theTurn().options(s, seat),
      run: (s, seat, choice, n, ctx) => reg.theTurn().resolve(s, seat, choice, n, ctx),
    };
  }
  /** A free-actions source, offered after those registered before it. */
  addFree(f: FreeActions<S>): void {
    this.#free.push({
      from: this.#free.length,
      list: (s, seat) => f.options(s, seat),
      run: (s, seat, c, n, ctx) => f.resolve(s, seat, c, n, ctx),
    });
  }
  setAnytime(a: Anytime<S>): void {
    this.#anytime = {
      from: 'anytime',
      list: (s, seat) => a.options(s, seat),
      run: (s, seat, c, n, ctx) => a.resolve(s, seat, c, n, ctx),
    };
  }

  over(s: S): boolean {
    return this.reg.names.over?.(s) ?? false;
  }

  /**
   * The sources of the seat's choices now, in the order they are offered: the top decision's (when
   * it asks the seat), or the turn's then the free actions' (when the seat is the turn's); then the
   * anytime options.
   */
  sources(s: S, seat: Seat): ChoiceSource<S>[] {
    if (this.over(s)) return [];
    const p = top(s);
    const out: ChoiceSource<S>[] = [];
    if (p) {
      if (p.seats.includes(seat) || p.may?.includes(seat)) out.push(this.#decision);
    } else if (this.reg.theTurn().seats(s).includes(seat)) out.push(this.#turn, ...this.#free);
    if (this.#anytime) out.push(this.#anytime);
    return out;
  }

  sourced(s: S, seat: Seat): Sourced<S>[] {
    return this.sources(s, seat).flatMap((source) => source.list(s, seat).map((choice) => ({ choice, source })));
  }

  /**
   * The first choice with this key in listing order, with what choosing it runs. The sources are
   * asked one at a time and the search stops at the first with the key, so applying a turn's own
   * choice does not work out every free action's (or anytime) choices again.
   */
  chosen(s: S, seat: Seat, key: string): Found | undefined {
    for (const source of this.sources(s, seat)) {
      const choice = source.list(s, seat).find((c) => c.key === key);
      if (choice) return { choice, run: (n, ctx) => source.run(s, seat, choice, n, ctx) };
    }
    return undefined;
  }

  /**
   * The choice a listed legal action stands for, when this flow listed it for this key: computed
   * on an equal state (the engine's contract), so it is used on `s` as it is. Its value is copied,
   * so nothing of the state it was listed from is shared with `s`.
   */
  fromListed(
    s: S,
    seat: Seat,
    key: string,
    listed: LegalAction<FlowAction> | undefined,
    by: object,
  ): Found | undefined {
    const c = Listed.from<S>(listed, by);
    if (!c || c.choice.key !== key || (c.source.from === 'decision' && !top(s))) return undefined;
    const choice = c.choice.value === undefined ? c.choice : { ...c.choice, value: cloneJson(c.choice.value) };
    return { choice, run: (n, ctx) => c.source.run(s, seat, choice, n, ctx) };
  }

  /** Whether the decision offers the seat anything (its `has`, else its options built). */
  offers(p: PendingOf<S>, s: S, seat: Seat): boolean {
    const d = this.reg.decision(p.kind);
    return d.has ? d.has(s, p, seat) : d.options(s, p, seat).length > 0;
  }

  /** Whether the anytime options offer the seat anything (the game's `has`, else the options built). */
  offersAnytime(s: S, seat: Seat): boolean {
    const a = this.reg.anytime;
    return !!a && (a.has ? a.has(s, seat) : a.options(s, seat).length > 0);
  }

  finish(s: S, p: PendingOf<S>, ctx: FlowContext): void {
    const i = s.stack.indexOf(p);
    if (i < 0) return;
    s.stack.splice(i, 1);
    this.reg.decision(p.kind).done?.(s, p, ctx);
  }

  settle(s: S, ctx: FlowContext): void {
    let guard = 0;
    for (;;) {
      while (s.stack.length === 0 && s.queue.length > 0) {
        if (++guard > 10_000) throw new Error('flow does not settle');
        const step = s.queue.shift()!;
        const run = this.reg.steps.get(step.k);
        if (!run) throw new Error(`no step ${step.k}`);
        run(s, step, ctx);
      }
      if (this.dropAnswered(s, ctx)) return;
      if (s.queue.length === 0) return;
    }
  }

  /**
   * Drops top decisions whose seats have all answered, or that offer nobody anything (their own
   * options only: the anytime options keep no decision open). True when one stays awaited.
   */
  dropAnswered(s: S, ctx: FlowContext): boolean {
    while (s.stack.length > 0) {
      const p = top(s)!;
      p.seats = p.seats.filter((seat) => this.offers(p, s, seat));
      if (p.may) p.may = p.may.filter((seat) => !p.seats.includes(seat) && this.offers(p, s, seat));
      if (p.seats.length > 0) return true;
      this.finish(s, p, ctx);
    }
    return false;
  }

  answer(s: S, p: PendingOf<S>, seat: Seat, choice: Choice, amount: number | undefined, ctx: FlowContext): void {
    const must = p.seats.includes(seat);
    const keep = this.reg.decision(p.kind).resolve(s, p, seat, choice, amount, ctx);
    if (keep !== 'keep') {
      if (must) p.seats = p.seats.filter((x) => x !== seat);
      else if (p.may) p.may = p.may.filter((x) => x !== seat);
    }
    if (p.seats.length === 0) this.finish(s, p, ctx);
  }

  awaiting(s: S): Seat[] {
    if (this.over(s)) return [];
    const p = top(s);
    return p ? [...p.seats] : [...this.reg.theTurn().seats(s)];
  }

  mayAct(s: S): Seat[] {
    if (this.over(s)) return [];
    const p = top(s);
    const out = p?.may ? p.may.filter((x) => !p.seats.includes(x)) : [];
    const a = this.reg.anytime;
    if (!a) return out;
    const awaited = this.awaiting(s);
    for (const seat of a.seats(s)) {
      if (out.includes(seat) || awaited.includes(seat)) continue;
      if (a.urgent(s, seat) && this.offersAnytime(s, seat)) out.push(seat);
    }
    return out;
  }

  publicAwaiting(s: S): PublicWaiting {
    const p = top(s);
    if (p?.cover && !this.over(s))
      return { seats: [...p.cover.seats], ...(p.cover.text ? { text: p.cover.text } : {}) };
    return { seats: this.awaiting(s) };
  }

  apply(
    s: S,
    _seat: Seat,
    action: FlowAction,
    refusal: string | (() => string),
    found: Found | undefined,
  ): ApplyResult<S> {
    // The refusal sentence may take work to find (why a choice is blocked): only when refusing.
    const refuse = () => (typeof refusal === 'function' ? refusal() : refusal);
    if (!found) return { ok: false, error: refuse() };
    const error = amountError(found.choice, action.amount, refuse);
    if (error !== undefined) return { ok: false, error };
    const [, events] = this.record(s, (ctx) => {
      found.run(action.amount, ctx);
      this.settle(s, ctx);
    });
    return { ok: true, state: s, events };
  }

  /** Runs `fn` with a context whose events are collected (and seen by the game's `onEvent`). */
  record<T>(s: S, fn: (ctx: FlowContext) => T): [T, GameEvent[]] {
    const events: GameEvent[] = [];
    const { onEvent, rng } = this.reg.names;
    const sink = (e: GameEvent) => {
      onEvent?.(s, e);
      events.push(e);
    };
    const ctx = contextOf(sink, () => {
      if (!rng) throw new Error('this flow has no seeded generator');
      return rng(s);
    });
    return [fn(ctx), events];
  }
}

/** A new, empty flow for a game whose state is `S`; the game registers its handlers on it once. */
export function createFlow<S extends FlowState>(names: FlowConfig<S>): Flow<S> {
  const reg = new FlowRegistry<S>(names);
  const core = new FlowCore<S>(reg);
  const flow: Flow<S> = {
    // The stack entry (queued step) handed to a handler always has the handler's own kind (name).
    defineDecision: (kind, d) => reg.defineDecision(kind, d as unknown as DecisionOver<S, PendingOf<S>>),
    defineStep: (k, run) => reg.defineStep(k, run as unknown as (s: S, step: StepOf<S>, ctx: FlowContext) => void),
    defineFreeActions(f) {
      reg.open('free actions');
      reg.free.push(f);
      core.addFree(f);
    },
    defineTurn(t) {
      reg.open('the turn');
      if (reg.turn) throw new Error('turn defined twice');
      reg.turn = t;
    },
    defineAnytime(a) {
      reg.open('the anytime options');
      if (reg.anytime) throw new Error('anytime options defined twice');
      reg.anytime = a;
      core.setAnytime(a);
    },
    seal() {
      reg.seal();
      return flow;
    },
    settle: (s, ctx) => core.settle(s, ctx),
    answer: (s, p, seat, choice, amount, ctx) => core.answer(s, p, seat, choice, amount, ctx),
    record: (s, fn) => core.record(s, fn),
    awaiting: (s) => core.awaiting(s),
    mayAct: (s) => core.mayAct(s),
    anytime: (s, seat) => !!reg.anytime && !core.over(s) && core.offersAnytime(s, seat),
    publicAwaiting: (s) => core.publicAwaiting(s),
    choices: (s, seat) => core.sourced(s, seat).map((c) => c.choice),
    legalActions: (s, seat) => core.sourced(s, seat).map((c) => new Listed(c, flow)),
    apply: (s, seat, action, refusal = m('engine.flow.unavailable'), listed) =>
      core.apply(
        s,
        seat,
        action,
        refusal,
        core.fromListed(s, seat, action.k, listed, flow) ?? core.chosen(s, seat, action.k),
      ),
    start(s) {
      // The opening's events are not reported: the first board and prompts tell the table where it stands.
      core.record(s, (ctx) => core.settle(s, ctx));
      return s;
    },
  };
  return flow;
}
