/** A game's story from a seeded random game (test/engine/story.test.ts, test/render/chart.test.ts). */
import { playRandomGame } from '../../src/engine/randomPlay.ts';
import { type Story, storyOf } from '../../src/engine/story.ts';
import type { GameDefinition } from '../../src/engine/types.ts';
import { secretWords } from './secretWords.ts';

export interface PlayedStory {
  readonly story: Story;
  readonly final: unknown;
  /** The outcome's final scores per seat, when the game has them. */
  readonly scores: readonly number[] | undefined;
  /** Every secret any seat held at any step (GameDefinition.secrets). */
  readonly secrets: ReadonlySet<string>;
}

/** A random game of `def` at `names.length` seats from `seed`, and its story with the seats so named. */
export function randomStory(def: GameDefinition, names: readonly string[], seed: string): PlayedStory {
  const seats = names.length;
  const actions: { seat: number; action: unknown }[] = [];
  const secrets = new Set<string>();
  const game = playRandomGame(def, seats, {}, seed, {
    onStep: (s) => {
      actions.push({ seat: s.seat, action: s.action });
      for (let seat = 0; seat < seats; seat++) for (const x of secretWords(def, s.after, seat)) secrets.add(x);
    },
  });
  const r = storyOf(def, { seats, options: {}, seed }, actions, names);
  if (!r.ok) throw new Error(r.error);
  return { story: r.story, final: game.final, scores: game.outcome.scores, secrets };
}
