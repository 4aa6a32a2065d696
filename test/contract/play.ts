import { applyAction, canonical, cloneJson } from '../../src/engine/play.ts';
import { playRandomGame } from '../../src/engine/randomPlay.ts';
import type { GameDefinition, Seat } from '../../src/engine/types.ts';
import type { GameEntry } from '../../src/registry.ts';
import type { CommandCoverage } from './commands.ts';
import { checkEvents, checkLegalActions, checkOutcome, checkUnavailable, checkWaiting, fail } from './limits.ts';
import { checkPublicTexts, checkViews, declaredSecrets } from './secrets.ts';
import { checkStandings } from './standings.ts';

export interface Move {
  readonly seat: Seat;
  readonly action: unknown;
}

export interface CheckedGame {
  readonly final: unknown;
  readonly moves: readonly Move[];
  /** Each step's events as canonical JSON, to compare with a replay. */
  readonly events: readonly string[];
  readonly steps: number;
}

/**
 * Whether two values are the same JSON data: equal primitives, arrays item by item, plain objects
 * key by key in any order (a key holding undefined counts as absent, as in JSON). NaN, Dates and
 * class instances never match their JSON copy. Faster than util.isDeepStrictEqual on game states.
 */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return typeof a !== 'number' || Number.isFinite(a);
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (
    Array.isArray(b) ||
    Object.getPrototypeOf(a) !== Object.prototype ||
    Object.getPrototypeOf(b) !== Object.prototype
  )
    return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  for (const k of ka) if (!sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}

/**
 * The state as stored and loaded: it survives a JSON round trip unchanged, parses with the game's
 * stateSchema, and the parsed state is the same state.
 */
export function checkStateStorage(def: GameDefinition, state: unknown, where: string): void {
  const back = JSON.parse(JSON.stringify(state)) as unknown;
  if (!sameData(state, back))
    fail(where, 'the state changes in a JSON round trip (NaN, Infinity, a Date or a class inside?)');
  const parsed = def.stateSchema.safeParse(back);
  if (!parsed.success) fail(where, `the state does not parse with its schema: ${parsed.error.message.slice(0, 600)}`);
  if (!sameData(parsed.data, back))
    fail(where, 'the state parsed by its schema differs from the state (stripped or defaulted fields)');
}

/**
 * One random game to the end with the contract checked on the way. Every step: the moving seat's
 * choices (limits, and the commands reach what its buttons cannot show), whom the game waits for,
 * the standings, the events, and that public texts keep every seat's secrets. With `deep`, also every step: every
 * seat's choices, the views of every seat and the spectator against the secrets, and the state's
 * storage round trip. The first and last states are always checked for storage.
 */
export function playChecked(
  entry: GameEntry,
  seats: number,
  seed: string,
  deep: boolean,
  coverage: CommandCoverage,
): CheckedGame {
  const def = entry.game;
  const moves: Move[] = [];
  const events: string[] = [];
  const at = (step: number) => `${def.id}, ${seats} seats, seed ${seed}, step ${step}`;
  const everyStep = (state: unknown, step: number): void => {
    const where = at(step);
    checkWaiting(def, state, seats, where);
    if (deep) checkStateStorage(def, state, where);
    checkStandings(def, state, seats, where);
    if (!deep) return;
    checkViews(def, state, seats, declaredSecrets(def, state, seats, where), where);
    const open = new Set([...def.awaiting(state), ...(def.mayAct?.(state) ?? [])]);
    for (let seat = 0; seat < seats; seat++) {
      const legal = def.legalActions(state, seat);
      const who = `${where}, seat ${seat}`;
      const anytime = def.anytime?.(state, seat) ?? false;
      if (!open.has(seat) && !anytime && legal.length > 0)
        fail(who, `${legal.length} legal actions for a seat neither awaited nor allowed to act`);
      if (anytime && legal.length === 0)
        fail(who, 'no legal action for a seat the game says has choices open at any time');
      checkLegalActions(def, legal, who, true);
      coverage.check(seat, legal, who);
      if (def.unavailable) checkUnavailable(def.unavailable(state, seat), who);
    }
  };
  const first = def.setup(seats, def.optionsSchema.parse({}), seed);
  checkStateStorage(def, first, at(0));
  everyStep(first, 0);
  const game = playRandomGame(def, seats, {}, seed, {
    maxSteps: 20_000,
    onStep: ({ seat, legal, action, after, events: stepEvents }) => {
      const step = moves.length;
      const where = `${at(step)}, seat ${seat}`;
      if (!deep) {
        checkLegalActions(def, legal, where, false);
        coverage.check(seat, legal, where);
      }
      checkEvents(stepEvents, seats, where);
      checkPublicTexts(stepEvents, def.outcome(after), declaredSecrets(def, after, seats, where), where);
      moves.push({ seat, action: cloneJson(action) });
      events.push(canonical(stepEvents));
      everyStep(after, step + 1);
    },
  });
  checkStateStorage(def, game.final, at(game.steps));
  checkOutcome(game.outcome, seats, at(game.steps));
  return { final: game.final, moves, events, steps: game.steps };
}

/** The seed and the moves, through setup and applyAction, give the same game: same events, same end. */
export function checkReplay(def: GameDefinition, seats: number, seed: string, game: CheckedGame): void {
  let state = def.setup(seats, def.optionsSchema.parse({}), seed);
  game.moves.forEach((m, step) => {
    const where = `${def.id}, ${seats} seats, seed ${seed}, replay step ${step}`;
    const r = applyAction(def, state, m.seat, m.action);
    if (!r.ok) fail(where, `the move ${canonical(m.action)} is refused: ${r.error}`);
    if (canonical(r.events) !== game.events[step]) fail(where, 'the replayed move tells different events');
    state = r.state;
  });
  if (canonical(state) !== canonical(game.final))
    fail(`${def.id}, ${seats} seats, seed ${seed}`, 'replaying the seed and the moves ends in a different state');
}
