import type { z } from 'zod';
import type { RngState } from './rng.ts';

/** A seat is a player's index at the table: 0 .. seats-1, in seating order. */
export type Seat = number;

/** Who is looking: a seated player, or the public (spectators and every public message). */
export type Viewer = Seat | 'spectator';

/**
 * Who may see an event: everyone, or only the listed seats.
 * The channel summary keeps the public ones; each seat's private news keeps the ones naming it.
 */
export type Visibility = 'public' | readonly Seat[];

export interface GameEvent {
  /** One sentence a player understands. Seats appear as {seat:N} and are replaced by names when shown. */
  readonly text: string;
  readonly to: Visibility;
}

/**
 * One legal choice at the current decision point: small and atomic, so it can be a button,
 * a select option, an autocomplete entry, or a random player's pick.
 */
export interface LegalAction<A = unknown> {
  /** Stable short id, unique within one seat's list (at most 90 characters), e.g. "play:7". */
  readonly key: string;
  /** Groups actions into one slash subcommand, select menu or row of buttons, e.g. "play". */
  readonly kind: string;
  /** What the button or option says (at most 80 characters). */
  readonly label: string;
  /** What it costs and does, shown before choosing (at most 100 characters). */
  readonly detail?: string;
  readonly action: A;
  readonly style?: 'primary' | 'secondary' | 'success' | 'danger';
  /**
   * What the choice is one of, when a seat has many similar ones (a card, then its district): a
   * long list is shown as a pick of groups first, then the picked group's choices (at most 80
   * characters; the same words for every choice of one group).
   */
  readonly group?: string;
  /** What the group holds, shown with it in the pick of groups (at most 100 characters); from the group's first choice. */
  readonly groupDetail?: string;
  /**
   * The choice takes a whole number the player types (a Discord modal from the button, or an
   * integer slash option with autocomplete), never a list of buttons. The platform sends
   * `{ ...action, amount: n }` with min <= n <= max (so `action` must be an object and the game's
   * actionSchema must accept `amount` on it); `apply` may refuse further with a sentence.
   */
  readonly amount?: AmountInput;
  /**
   * Open at any time (trading), not part of the seat's current decision: a change among these
   * neither restarts the seat's clock nor makes its buttons for the decision stale.
   */
  readonly anytime?: true;
}

export interface AmountInput {
  readonly min: number;
  readonly max: number;
  /** What the number is, as the modal's field label (at most 45 characters), e.g. "Eurocredits to offer". */
  readonly prompt: string;
}

/** A choice the seat cannot take now, and why: shown in the prompt and given for a refused typed command. */
export interface Unavailable {
  /** The legal-action kind (slash subcommand) it belongs to. */
  readonly kind: string;
  readonly label: string;
  /** A sentence, e.g. "no Agent within range of your Director". */
  readonly reason: string;
}

/** What the public may know of whom the table waits for, when an asker must stay secret. */
export interface PublicWaiting {
  /** Seats to name, ping and highlight in public (may be empty, or a cover set). */
  readonly seats: readonly Seat[];
  /** Said in the waiting line in place of names, e.g. "a secret decision by one of the players". */
  readonly text?: string;
}

export type ApplyResult<S> =
  | { readonly ok: true; readonly state: S; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: string };

export interface Outcome {
  readonly over: boolean;
  /** Final or running score per seat. */
  readonly scores?: readonly number[];
  /**
   * Winning seats; several on a tie the rules leave shared. Empty only when nobody won a
   * competitive game (New Angeles' city falling): then `results` says 'lost' for every seat.
   */
  readonly winners?: readonly Seat[];
  /** One line per seat or per fact, shown at the end (score breakdown). */
  readonly summary?: readonly string[];
  /** Co-operative and solo games: the whole table won or lost together (then `winners` is unused); never for a competitive game that nobody won. */
  readonly team?: 'won' | 'lost';
  /** A short result per seat, in seat order ("won", "lost", "eliminated", "survived"), shown at the end. */
  readonly results?: readonly string[];
}

/**
 * Where the game stands now, as if it ended here: what the players' vote (after a player's deadlines
 * expired too often) ends the game with. Shown to everyone, so built from public information only;
 * what stays hidden (a secret objective's points, an identity) is left out, and `summary` says so.
 */
export interface Standings {
  /**
   * One per seat, in seat order: its running score as the public may know it (higher is better);
   * null when no public score can stand for it (a seat scoring a secret Alignment's Power; a
   * co-operative game's seats, which share `team`).
   */
  readonly scores: readonly (number | null)[];
  /** The seats ahead, who win such an end (several on a tie the rules leave shared); empty: nobody. */
  readonly winners: readonly Seat[];
  /** Co-operative and solo games: where the table stands together (then `winners` is empty). */
  readonly team?: 'won' | 'lost';
  /** Sentences shown with them ({seat:N} for names): what the scores count, the position, what stays hidden. */
  readonly summary: readonly string[];
}

/**
 * A view put into words, for screen readers and slow connections: the image's alt text and the
 * whole board as text. Seats appear as {seat:N}, as in events. Built from a view only, never the
 * state, so the words of a public view cannot hold a secret.
 */
export interface BoardWords {
  /** The standing and the key position in a few sentences (at most about 900 characters): the platform adds whose move and the latest news. */
  readonly summary: string;
  /** The whole board, a line (or short section) each, for `/game status text:true`. */
  readonly full: readonly string[];
}

/** One named line of a game's measure at one moment (a Nation's Power, the threat). */
export interface StoryLine {
  readonly name: string;
  readonly value: number;
}

/**
 * What a game's story (the chart of the game over its rounds) samples from a state: public facts
 * only, as `standings` are, since the chart is posted in the channel.
 */
export interface StorySpec<S> {
  /** The x axis's unit as players name it, singular and capitalised: "Round", "Wave". */
  readonly unit: string;
  /** The round (wave...) the state is in, counted from 1; 0 before the first (setup). */
  round(state: S): number;
  /** What the seats' lines count, their standings' public scores ("Influence", "Capital"). */
  readonly scores?: string;
  /**
   * The game's measure of progress, charted in place of the seats' scores (a co-operative game's
   * seats have none; a secret score): what it counts, and its lines now.
   */
  readonly measure?: { readonly label: string; lines(state: S): readonly StoryLine[] };
}

export interface HelpTopic {
  readonly name: string;
  readonly text: string;
}

/**
 * What every game implements. All functions are pure over plain JSON state.
 * Randomness only from the seeded generator kept inside the state (src/engine/rng.ts).
 * `apply` receives a private deep copy from the engine (src/engine/play.ts), so a game may
 * update that copy in place; callers never see their input change.
 */
// biome-ignore lint/suspicious/noExplicitAny: a registry holds games of every state, action and options type
export interface GameDefinition<S = any, A = any, O = any, V = unknown> {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  /** Bumped when the state's shape changes; `migrate` upgrades older stored states. */
  readonly schemaVersion: number;
  readonly stateSchema: z.ZodType<S>;
  readonly actionSchema: z.ZodType<A>;
  readonly optionsSchema: z.ZodType<O>;
  /** Table options offered on `/game new` as text "key=value" pairs; each with a sentence of help. */
  readonly optionHelp?: Readonly<Record<string, string>>;
  setup(seats: number, options: O, seed: string): S;
  /** The seats whose decision the game waits for now (several for simultaneous decisions): they must act. */
  awaiting(state: S): readonly Seat[];
  /**
   * Seats that may act now without being waited for: an open window in which anyone may respond
   * (a counter-card). They get their choices (legalActions) and may apply them, but are not
   * pinged or named as awaited. Default: none.
   */
  mayAct?(state: S): readonly Seat[];
  /**
   * Whether `seat` has choices open at any moment without being awaited or in a window (trading):
   * it may act (legalActions lists them, apply takes them), but is neither awaited nor prompted
   * for them: not pinged, not DMed its buttons, not on the clock, never picked by random or
   * computer play for them alone. A seat something waits on (a proposal to answer) belongs in
   * `mayAct` too.
   * Default: none.
   */
  anytime?(state: S, seat: Seat): boolean;
  /**
   * What the public may know of whom the table waits for, when an asker must stay secret: the
   * waiting line, pings, DMs announced in public and the board highlight use this. Default: the
   * awaited seats, by name.
   */
  publicAwaiting?(state: S): PublicWaiting;
  legalActions(state: S, seat: Seat): readonly LegalAction<A>[];
  /**
   * Which turn the state is in, as a short key from public facts only (the round and the turn
   * within it, or a phase of the round that is nobody's turn, such as an End of Round): a new turn
   * begins whenever the key differs from the one before. Other players' decisions inside a turn
   * (counters, votes, deals, raids, counter windows) keep the key, so the channel edits the turn's
   * one message and reaches them privately; a new public message comes with the next turn.
   * Default: none, and the platform posts anew whenever someone else must decide.
   */
  turnKey?(state: S): string;
  /**
   * `listed`: the legal action (from this game's `legalActions` on an equal state) the platform
   * checked `action` against, when it has one; a game may use it to skip working its choices out
   * again. Without it, `apply` must find the choice itself.
   */
  apply(state: S, seat: Seat, action: A, listed?: LegalAction<A>): ApplyResult<S>;
  /** Exactly what the viewer may know; hidden information only in its owner's view. */
  view(state: S, viewer: Viewer): V;
  outcome(state: S): Outcome;
  /**
   * The current standings, for ending the game before its rules do (the strike vote): at any
   * step, from public information only. Required: every game can be ended that way.
   */
  standings(state: S): Standings;
  /**
   * What the game's story samples (the end-of-game chart, src/engine/story.ts): the round a state
   * is in, and the lines to chart, from public facts only. Required of every registered game.
   */
  readonly story?: StorySpec<S>;
  /**
   * The view in words (BoardWords): from the spectator view for public images and text, from a
   * seat's view for its private picture. Required of every registered game (src/games/index.ts);
   * without it a generic description of the view is used (src/engine/describe.ts).
   */
  describe?(view: V, viewer: Viewer): BoardWords;
  migrate?(state: unknown, fromVersion: number): unknown;
  /** Choices this seat cannot take now, with why (a blocked Action): shown, never offered as a button. */
  unavailable?(state: S, seat: Seat): readonly Unavailable[];
  /**
   * Each seat's secrets as strings (card names in hand, objectives, alignment, hand numbers): the
   * contract suite (test/contract) checks at every step that each appears in the seat's own view
   * and none in a spectator view, a public event, or the view of a seat that does not hold the same
   * string itself. Strings should be specific enough not to occur by chance (at least 6 characters).
   */
  secrets(state: S, seat: Seat): readonly string[];
  /**
   * Whether `seat`'s new decision is one to push by DM with its buttons: a decision outside the
   * normal flow of turns (answering an attack, a raid). Asked for a newly awaited seat (default:
   * when several seats decide at once) and for a seat free to respond (`mayAct`; default: pushed):
   * such a seat is pushed once when, after a move, it may act and this is true, and that was not
   * so before the move. A game whose other players may act throughout each turn (play a card any
   * time) thus keeps them quiet, and pushes the windows that call for an answer, also to a seat
   * that was already free to act (a trade proposal addressed to it). A string instead of true
   * (non-empty) names what calls for the answer: a seat already pushed is pushed again when a new string
   * arrives (a second trade proposal to a player already on a secret vote).
   */
  pushPrompt?(state: S, seat: Seat): boolean | string;
  /**
   * A time limit on `seat`'s current decision (awaited or `mayAct`): it answers itself with the
   * choice `key` (e.g. pass in a Counter window) once `ms` has passed since it was asked (since
   * the seat's choices last changed), whatever the table's clock: also with the clock off, never
   * paused by /away, and a lapse is not a strike. Applied as if the seat had pressed it, only
   * while the decision is still the same one and `key` is still among its legal actions; the
   * seat's prompt shows when it closes. Default: no limit (only the table's clock).
   */
  timeLimit?(state: S, seat: Seat): { readonly ms: number; readonly key: string } | undefined;
  /**
   * Whether `seat`'s step from `before` to `after` is final (cannot be taken back with /game undo)
   * for a reason the platform's own check (src/engine/undo.ts: randomness used, a private event,
   * a secret shown, a hidden value shown) cannot see, e.g. a card shown by a name the state does
   * not hold. A string says what the step did, for the actor's refusal ("it revealed every vote"):
   * a clause starting "it ...", never the hidden thing itself; `true` gets a generic sentence.
   * Default: only the platform's check decides.
   */
  finalStep?(before: S, after: S, seat: Seat): boolean | string;
  readonly help: readonly HelpTopic[];
  /**
   * The game's sensible computer player (src/engine/computer.ts gives every game the uniform
   * random one). It sees only what `view(state, seat)` returns, never the state. Required: every
   * game can seat computers (practice alone, a seat whose player left or timed out).
   */
  readonly computer: {
    /** Method syntax: a game's player, typed over its own view, fits where any game's is expected. */
    greedy(input: ComputerInput<V, A>): ComputerChoice;
  };
}

/** What a computer player is given: its own seat's view, its legal actions, and a seeded generator. */
export interface ComputerInput<V = unknown, A = unknown> {
  readonly seat: Seat;
  /** Exactly `view(state, seat)`: what the seat's player would see. */
  readonly view: V;
  readonly legal: readonly LegalAction<A>[];
  /** Advanced in place; kept by the caller so the same game plays the same way again. */
  readonly rng: RngState;
}

/**
 * A computer player's decision: the key of one of `legal`, with the number for a choice that
 * takes one (`LegalAction.amount`, between its min and max).
 */
export interface ComputerChoice {
  readonly key: string;
  readonly amount?: number;
}

export type ComputerPlayer<V = unknown, A = unknown> = (input: ComputerInput<V, A>) => ComputerChoice;
