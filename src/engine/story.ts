import { m } from './engine.messages.ts';
import { type LoggedStep, type ReplaySetup, replay } from './replay.ts';
import type { GameDefinition, Seat, StorySpec } from './types.ts';

/**
 * The story of a game: its lines (each seat's public score, or the game's measure) sampled at the
 * start and at the end of each round, replayed from the seed and the effective actions. Built from
 * what `standings`, the story's measure and (once over) the outcome say: public facts only.
 */

/** One line of the chart: a seat's score, or one of the measure's lines. */
export interface StorySeries {
  readonly name: string;
  /** The seat it belongs to (its colour and shape); absent for a measure's line. */
  readonly seat?: Seat;
  /** One value per sample (null: no public value then). */
  readonly values: readonly (number | null)[];
}

export interface Story {
  readonly game: string;
  /** The x axis's unit ("Round", "Wave"). */
  readonly unit: string;
  /** What the values count ("VP", "Threat"). */
  readonly label: string;
  /** Each sample's round: 0 is the start, k the end of round k (the last: where the game ended). */
  readonly rounds: readonly number[];
  readonly series: readonly StorySeries[];
}

/** A line's last value, where the game ended (null when it never had one). */
export const finalValue = (line: Pick<StorySeries, 'values'>): number | null =>
  [...line.values].reverse().find((v): v is number => v !== null) ?? null;

export type StoryResult = { readonly ok: true; readonly story: Story } | { readonly ok: false; readonly error: string };

/** The values of every line at `state`: the measure's, or each seat's public score (its final one once over). */
function sample<S>(
  def: GameDefinition<S>,
  spec: StorySpec<S>,
  state: S,
): { names?: string[]; values: (number | null)[] } {
  if (spec.measure) {
    const lines = spec.measure.lines(state);
    return { names: lines.map((l) => l.name), values: lines.map((l) => l.value) };
  }
  // The end's scores are told to everyone with the result; before it, only the standings are public.
  const o = def.outcome(state);
  if (o.over && o.scores) return { values: [...o.scores] };
  return { values: [...def.standings(state).scores] };
}

/**
 * The story of `def`'s game from its setup and its actions, seats named `names`: a sample at the
 * start, one at each round's last state, and the end. Fails (with the replay's sentence) when the
 * game has no story or the record does not replay.
 */
export function storyOf<S>(
  def: GameDefinition<S>,
  setup: ReplaySetup,
  actions: readonly LoggedStep[],
  names: readonly string[],
): StoryResult {
  const spec = def.story;
  if (!spec) return { ok: false, error: m('engine.story.none', { game: def.name }) };
  const rounds: number[] = [];
  const columns: (number | null)[][] = [];
  let lineNames: string[] | undefined;
  let last: { round: number; state: S } | undefined;
  const take = (round: number, state: S) => {
    const s = sample(def, spec, state);
    lineNames ??= s.names;
    rounds.push(round);
    columns.push(s.values);
  };
  const r = replay(def, setup, actions, {
    onStep: ({ state }) => {
      const round = spec.round(state);
      // A new round began: the state before was the last of the round it was in.
      if (last && round > last.round && last.round > 0) take(last.round, last.state);
      last = { round, state };
    },
  });
  if (!r.ok) return { ok: false, error: r.error };
  // The start: the state right after setup (replayed again, as onStep sees only the moves).
  const start = replay(def, setup, [], {});
  if (!start.ok) return { ok: false, error: start.error };
  const first = sample(def, spec, start.state);
  lineNames ??= first.names;
  rounds.unshift(0);
  columns.unshift(first.values);
  take(Math.max(1, spec.round(r.state)), r.state);
  const label = spec.measure?.label ?? spec.scores ?? m('engine.story.score');
  const series: StorySeries[] = lineNames
    ? lineNames.map((name, k) => ({ name, values: columns.map((c) => c[k] ?? null) }))
    : Array.from({ length: setup.seats }, (_v, seat) => ({
        name: names[seat] ?? m('engine.story.seat', { n: seat + 1 }),
        seat,
        values: columns.map((c) => c[seat] ?? null),
      }));
  return { ok: true, story: { game: def.name, unit: spec.unit, label, rounds, series } };
}
