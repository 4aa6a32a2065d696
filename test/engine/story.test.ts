/**
 * The story of a game (src/engine/story.ts): for every registered game, a seeded random game's
 * lines cover every round from the start to the last, end at the game's final values, and hold
 * nothing any seat keeps secret; its words (the chart's alt text) fit Discord's limit.
 */

import { describe, expect, it } from 'vitest';
import { finalValue, type Story, storyOf } from '../../src/engine/story.ts';
import type { GameDefinition, StorySpec } from '../../src/engine/types.ts';
import { hacktivity } from '../../src/games/hacktivity/game.ts';
import { alertClimb } from '../../src/games/hacktivity/story.ts';
import { GAMES } from '../../src/games/index.ts';
import { ALT_MAX, storyAlt } from '../../src/service/story.ts';
import { randomStory } from '../support/stories.ts';
import { en, enAll } from '../support/words.ts';

const NAMES = ['Ann', 'Bo', 'Cy', 'Dee', 'Eve', 'Fay'];

const cases = GAMES.flatMap((e) =>
  [...new Set([Math.max(2, e.game.minSeats), e.game.maxSeats])].map((seats) => ({
    id: e.game.id,
    def: e.game as GameDefinition,
    seats,
  })),
);

describe('the story of a game', () => {
  it.each(GAMES.map((e) => [e.game.id, e.game as GameDefinition] as const))('%s tells one', (_id, def) => {
    expect(def.story).toBeDefined();
    expect(en(def.story!.unit)).toMatch(/^[A-Z][a-z]+$/);
  });

  it.each(cases)(
    '$id at $seats seats: every round sampled, ending at the final values, no secret',
    ({ def, seats }) => {
      const spec = def.story as StorySpec<unknown>;
      const { story, final, scores, secrets } = randomStory(def, NAMES.slice(0, seats), `story-${def.id}-${seats}`);
      // The start, then each round's end up to the one the game ended in.
      const last = Math.max(1, spec.round(final));
      expect(story.rounds).toEqual(Array.from({ length: last + 1 }, (_v, k) => k));
      for (const l of story.series) expect(l.values).toHaveLength(story.rounds.length);
      if (spec.measure) {
        expect(story.label).toBe(spec.measure.label);
        expect(story.series.map((l) => ({ name: l.name, value: finalValue(l) }))).toEqual(spec.measure.lines(final));
      } else {
        // Each seat's line, named as at the table, ends at its final score.
        expect(story.series.map((l) => l.name)).toEqual(NAMES.slice(0, seats));
        expect(story.series.map((l) => l.seat)).toEqual(NAMES.slice(0, seats).map((_n, k) => k));
        expect(story.series.map(finalValue)).toEqual(scores);
      }
      // I, Spy: each spy's final score (its secret Alignment's Power) is one of the Nations' final lines.
      if (def.id === 'spy') for (const x of scores ?? []) expect(story.series.map(finalValue)).toContain(x);
      const words = storyAlt(story);
      expect(words.length).toBeLessThanOrEqual(ALT_MAX);
      expect(words).toContain(`Line chart of ${def.name}`);
      const told = JSON.stringify(story) + words;
      for (const x of secrets) expect(told, `secret ${x}`).not.toContain(x);
    },
  );

  it("Hacktivity's Alert track: the orange cubes' rows added up, a lost cube counting 8", () => {
    const s = hacktivity.setup(2, hacktivity.optionsSchema.parse({}), 'alert');
    // 1 or 2 players: c4, d3, e3 and f2.
    expect(alertClimb(s)).toBe(12);
    expect(alertClimb({ ...s, alert: [null, null, null, 5, 3, 2] })).toBe(8 + 10);
    expect(alertClimb({ ...s, alert: [null, null, null, null, null, null] })).toBe(32);
  });

  it('says who led when, and every final value, highest first', () => {
    const story: Story = {
      game: 'Test',
      unit: 'Round',
      label: 'VP',
      rounds: [0, 1, 2, 3],
      series: [
        { name: 'Ann', seat: 0, values: [0, 5, 6, 7] },
        { name: 'Bo', seat: 1, values: [0, 2, 9, 12] },
      ],
    };
    expect(storyAlt(story)).toBe(
      'Line chart of Test: VP at the start and after each round, to round 3. Final: Bo 12, Ann 7. ' +
        'Ahead: Ann and Bo at the start; Ann at round 1; Bo from round 2 to round 3.',
    );
    const one: Story = { ...story, label: 'Threat', series: [{ name: 'Threat', values: [2, 0, 9, 4] }] };
    expect(storyAlt(one)).toBe(
      'Line chart of Test: Threat at the start and after each round, to round 3. Final: Threat 4. Threat went from 2 at the start to 4, highest 9.',
    );
  });

  it('fails, saying why, for a game without a story or a record that does not replay', () => {
    const def = GAMES[0]!.game as GameDefinition;
    const { story: _s, ...plain } = def;
    expect(enAll(storyOf(plain, { seats: 2, options: {}, seed: 'x' }, [], ['A', 'B']))).toEqual({
      ok: false,
      error: `${def.name} tells no story.`,
    });
    const r = storyOf(def, { seats: 2, options: {}, seed: 'x' }, [{ seat: 0, action: { k: 'nonsense' } }], ['A', 'B']);
    expect(r.ok).toBe(false);
  });
});
