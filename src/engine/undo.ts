import { m } from './engine.messages.ts';
import { listToken } from './messages.ts';
import { sameJson } from './play.ts';
import type { GameDefinition, GameEvent, Seat, Viewer } from './types.ts';

/**
 * Whether a step may be taken back (/game undo), decided once, when it is applied, for every game
 * alike. A step is final, as at a real table, when it:
 * - `over`: ended the game;
 * - `drew`: used the seeded generator (a shuffle, a die, a random pick): some RNG state in the
 *   game state changed;
 * - `revealed`: told anyone something privately (a private event, to the actor too: "you drew
 *   ..."), or showed someone what they could not see before: a seat's secret (game.secrets) now in
 *   another seat's view, the spectator view or a public event; a new secret in the actor's own view
 *   (they learned something); a card leaving the actor's secrets while the public board changed
 *   (it was played face up); a value the state held but no view showed (a deck's next card) now
 *   in some view;
 * - `game`: the game's own `finalStep` says so (what the check above cannot see).
 * `null`: the step may be taken back.
 */
export type FinalReason = 'drew' | 'revealed' | 'over' | 'game';

/**
 * The RNG states inside a game state, in walk order: every object shaped like rng.ts's
 * `{ s: [4 integers] }`. Found by shape rather than by a hook: the contract already says all
 * randomness comes from that generator kept in the state (src/engine/rng.ts), so a scan needs
 * nothing from the game, cannot be forgotten by a new one, and also finds a game's second
 * generator (a separate deck's). A plain object with only `s` and four integers is not something a
 * game would hold for another reason.
 */
export function rngStates(state: unknown): number[][] {
  const out: number[][] = [];
  const walk = (v: unknown): void => {
    if (typeof v !== 'object' || v === null) return;
    if (Array.isArray(v)) {
      for (const x of v) walk(x);
      return;
    }
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o);
    const s = o.s;
    if (keys.length === 1 && Array.isArray(s) && s.length === 4 && s.every((n) => Number.isInteger(n))) {
      out.push(s as number[]);
      return;
    }
    for (const k of keys) walk(o[k]);
  };
  walk(state);
  return out;
}

/** Every string value (not key) inside a plain JSON value. */
function strings(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const x of value) strings(x, into);
  else if (typeof value === 'object' && value !== null) for (const x of Object.values(value)) strings(x, into);
  return into;
}

/** A final step: the kind, and what the step did as a clause for the refusal ("it drew at random ..."). */
export interface Final {
  readonly reason: FinalReason;
  /**
   * Said to the actor only (their /game undo answer), seats as {seat:N}; never the hidden thing
   * itself (which card, whose role): only what kind of thing happened, and to whom when the actor
   * knows that already (the seat is named in an event the actor was told in the same step).
   */
  readonly why: string;
}

/** What each kind says when nothing more specific is known (a note stored before `why` existed). */
export const FINAL_WHY: Record<FinalReason, string> = {
  drew: m('engine.undo.drew'),
  revealed: m('engine.undo.revealed'),
  over: m('engine.undo.over'),
  game: m('engine.undo.game'),
};

/** Several seats as one phrase, each as {seat:N}: "{seat:1}", "{seat:1} and {seat:2}" (in the reader's language). */
const seatList = (seats: readonly Seat[]): string => listToken(seats.map((s) => `{seat:${s}}`));

/**
 * Why `seat`'s step from `before` to `after` (with the events it told) at a table of `seatCount`
 * seats is final, or null when it may be taken back. Cheap checks first; the views (every seat's
 * and the spectator's, before and after: about 2 ms for a 4-seat Virtual Revolution move) only
 * for a step that passed them.
 */
export function stepFinality<S>(
  game: GameDefinition<S>,
  seatCount: number,
  before: S,
  after: S,
  seat: Seat,
  events: readonly GameEvent[],
): Final | null {
  const final = (reason: FinalReason, why = FINAL_WHY[reason]): Final => ({ reason, why });
  if (game.outcome(after).over) return final('over');
  if (!sameJson(rngStates(before), rngStates(after))) return final('drew');
  const own = game.finalStep?.(before, after, seat);
  if (own) return final('game', typeof own === 'string' ? own : undefined);
  // Another seat is named to the actor only when an event the actor saw in this step names it:
  // that they were involved is then no news to the actor (a private message alone could be).
  const heard = events
    .filter((e) => e.to === 'public' || e.to.includes(seat))
    .map((e) => e.text)
    .join(' ');
  const known = (s: Seat): boolean => heard.includes(`{seat:${s}}`);
  const toOthers = (seats: readonly Seat[], what: (seats: string) => string, unnamed: string): Final => {
    const others = [...new Set(seats)].filter((s) => s !== seat);
    return final('revealed', others.every(known) ? what(seatList(others)) : unnamed);
  };
  const told = [...new Set(events.flatMap((e) => (e.to === 'public' ? [] : e.to)))];
  if (told.some((s) => s !== seat))
    return toOthers(
      told,
      (seats) => m('engine.undo.toldOthers', { you: told.includes(seat) ? 'yes' : 'no', seats }),
      m('engine.undo.toldAnother'),
    );
  if (told.length) return final('revealed', m('engine.undo.toldYou'));
  const seats = Array.from({ length: seatCount }, (_x, i) => i);
  const secretsOf = (st: S) => seats.map((s) => game.secrets(st, s));
  const [was, now] = [secretsOf(before), secretsOf(after)];
  const all = [...new Set([...was.flat(), ...now.flat()])];
  if (events.some((e) => all.some((x) => e.text.includes(x)))) return final('revealed', m('engine.undo.namedHidden'));
  const viewers: Viewer[] = [...seats, 'spectator'];
  const views = (st: S) => viewers.map((v) => game.view(st, v));
  const [vBefore, vAfter] = [views(before), views(after)];
  // A secret (anyone's) that a viewer sees now and did not see before: revealed to them, or learned.
  for (let i = 0; i < viewers.length; i++) {
    const [a, b] = [JSON.stringify(vBefore[i]), JSON.stringify(vAfter[i])];
    if (!all.some((x) => b.includes(x) && !a.includes(x))) continue;
    const v = viewers[i]!;
    if (v === 'spectator') return final('revealed', m('engine.undo.showedAll'));
    if (v === seat) return final('revealed', m('engine.undo.showedYou'));
    return toOthers([v], (seats) => m('engine.undo.showedTo', { seats }), m('engine.undo.showedAnother'));
  }
  // A card leaving the actor's secrets while the public board changed: it was shown (played face up).
  const spent = (was[seat] ?? []).some((x) => !(now[seat] ?? []).includes(x));
  if (spent && !sameJson(vBefore.at(-1), vAfter.at(-1))) return final('revealed', m('engine.undo.faceUp'));
  // A value the state held but no view showed (a deck's order) that some view shows now.
  const seen = new Set<string>();
  for (const v of vBefore) strings(v, seen);
  const hidden = [...strings(before, new Set())].filter((x) => !seen.has(x));
  if (hidden.length) {
    const shown = new Set<string>();
    for (const v of vAfter) strings(v, shown);
    if (hidden.some((x) => shown.has(x))) return final('revealed', m('engine.undo.turnedUp'));
  }
  return null;
}
