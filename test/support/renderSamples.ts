/**
 * States of random games of a registered game, and every image drawn from them (the public board
 * and each seat's hand) with the text each one drew: the material of the glyph and text-size
 * checks and of `npm run measure:text`. Seeds are fixed, so the samples are the same on every run.
 */

import { type DrawnText, recordText } from '../../renderers/kit/index.ts';
import { renderContext } from '../../src/discord/present.ts';
import type { Locale } from '../../src/engine/messages.ts';
import { playRandomGame } from '../../src/engine/randomPlay.ts';
import type { Seat } from '../../src/engine/types.ts';
import type { GameEntry } from '../../src/registry.ts';
import type { Table } from '../../src/service/tables.ts';
import type { TableRecord } from '../../src/store/record.ts';

/** Seat names with accents, quotes and lengths that stretch the layouts. */
export const SAMPLE_NAMES = [
  'Nyx',
  'Zero Cool',
  'Łucja "Glitch" Wiśniewska-Kowalczyk',
  'acid_burn_the_unstoppable_2099',
  'Ana',
  'Mr. Robot the Second',
  'Zoë',
  'Ödön',
] as const;

export interface SampleOptions {
  /** Random games per seat count. */
  readonly seeds: number;
  /** States kept per game at even intervals, besides the first of each new kind of decision and the end. */
  readonly spaced: number;
  /** At most this many states per game and seat count (new kinds first). */
  readonly cap: number;
}

export const DEFAULT_SAMPLES: SampleOptions = { seeds: 1, spaced: 3, cap: 8 };

export interface Sample {
  readonly seats: number;
  readonly seed: string;
  /** Steps played to reach the state. */
  readonly step: number;
  readonly state: unknown;
}

const seatCounts = (e: GameEntry): number[] =>
  Array.from({ length: e.game.maxSeats - e.game.minSeats + 1 }, (_v, i) => e.game.minSeats + i);

/**
 * States of `opts.seeds` random games per seat count: the opening, the first state of each
 * decision kind not met before in this game (what the awaited seats may choose, by kind), a few
 * evenly spaced ones, and the end; so every panel and prompt a game draws turns up.
 */
export function sampleStates(entry: GameEntry, opts: SampleOptions = DEFAULT_SAMPLES): Sample[] {
  const def = entry.game;
  const out: Sample[] = [];
  const kindsSeen = new Set<string>();
  for (const seats of seatCounts(entry)) {
    for (let i = 0; i < opts.seeds; i++) {
      const seed = `render-samples-${def.id}-${seats}-${i}`;
      const fresh: Sample[] = [];
      const all: Sample[] = [];
      let step = 0;
      const game = playRandomGame(def, seats, {}, seed, {
        onStep: ({ before, legal }) => {
          const s: Sample = { seats, seed, step, state: before };
          const kind = `${[...new Set(legal.map((l) => l.kind))].sort().join('+')}`;
          if (step === 0 || !kindsSeen.has(kind)) fresh.push(s);
          kindsSeen.add(kind);
          all.push(s);
          step++;
        },
      });
      const spaced = Array.from(
        { length: opts.spaced },
        (_v, k) => all[Math.floor(((k + 1) * all.length) / (opts.spaced + 1))],
      ).filter((s): s is Sample => !!s);
      const end: Sample = { seats, seed, step: game.steps, state: game.final };
      const picked = [...new Set([...fresh, ...spaced])].slice(0, Math.max(0, opts.cap - 1));
      out.push(...picked.sort((a, b) => a.step - b.step), end);
    }
  }
  return out;
}

export type ImageKind = 'board' | 'hand';

export interface RecordedImage {
  readonly kind: ImageKind;
  /** The hand's seat. */
  readonly seat?: Seat;
  readonly sample: Sample;
  readonly texts: readonly DrawnText[];
}

/** The table the platform would hold for `sample` in `locale`: only what renderContext reads is filled in. */
function tableOf(entry: GameEntry, sample: Sample, locale: Locale): Table {
  const seats = Array.from({ length: sample.seats }, (_v, i) => ({
    name: SAMPLE_NAMES[i % SAMPLE_NAMES.length]!,
    userId: `${100 + i}`,
  }));
  // The table's language is the one drawn in (the end's headline and the boards read it).
  return { entry, state: sample.state, record: { seats, settings: { locale } } as unknown as TableRecord };
}

/** Draws the board and every seat's hand of `sample` through the game's real renderer, recording their text. */
export async function recordSample(entry: GameEntry, sample: Sample, locale: Locale = 'en'): Promise<RecordedImage[]> {
  const t = tableOf(entry, sample, locale);
  const def = entry.game;
  const images: RecordedImage[] = [];
  const board = await recordText(() =>
    entry.renderer.board(def.view(sample.state, 'spectator'), renderContext(t, undefined, locale)),
  );
  images.push({ kind: 'board', sample, texts: board.texts });
  for (let seat = 0; seat < sample.seats; seat++) {
    const hand = await recordText(() =>
      entry.renderer.hand(def.view(sample.state, seat), { ...renderContext(t, seat, locale), seat }),
    );
    images.push({ kind: 'hand', seat, sample, texts: hand.texts });
  }
  return images;
}

/** Every image of every sampled state of `entry`. */
export async function recordGame(
  entry: GameEntry,
  opts: SampleOptions = DEFAULT_SAMPLES,
  locale: Locale = 'en',
): Promise<RecordedImage[]> {
  const out: RecordedImage[] = [];
  for (const s of sampleStates(entry, opts)) out.push(...(await recordSample(entry, s, locale)));
  return out;
}
