import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accepted, optionFlag } from '../../src/engine/options.ts';
import { GAMES } from '../../src/games/index.ts';
import { type GameEntry, Registry } from '../../src/registry.ts';
import { Tables } from '../../src/service/tables.ts';
import type { TableStore } from '../../src/store/types.ts';
import { heistEntry } from '../fixture/registry.ts';
import { en, enAll } from '../support/words.ts';

/** What a schema accepts, as an English reader reads it. */
const said = (schema: z.ZodType): string | undefined => {
  const words = accepted(schema);
  return words === undefined ? words : en(words);
};

// parseOptions reads only the game's schema: no store is touched.
const tables = new Tables({} as TableStore, new Registry([...GAMES, heistEntry]));
const entry = (id: string): GameEntry => [...GAMES, heistEntry].find((e) => e.game.id === id)!;
const refusal = (id: string, text: string) => {
  const r = tables.parseOptions(entry(id), text);
  return r.ok ? `accepted: ${JSON.stringify(r.value)}` : en(r.error);
};

describe('/game new options: a refused value says what is accepted', () => {
  it('I, Spy: special and finalReport take yes or no', () => {
    expect(refusal('spy', 'special=maybe')).toBe(
      'Those options do not suit I, Spy: special: give yes or no, not "maybe".',
    );
    expect(refusal('spy', 'special=yes, finalReport=sure')).toBe(
      'Those options do not suit I, Spy: finalReport: give yes or no, not "sure".',
    );
    expect(refusal('spy', 'special=yes, finalReport=on')).toBe('accepted: {"special":true,"finalReport":true}');
  });

  it('Hacktivity: difficult takes yes or no, protocol one of its letters', () => {
    expect(refusal('hack', 'difficult=hard')).toBe(
      'Those options do not suit Hacktivity: difficult: give yes or no, not "hard".',
    );
    expect(refusal('hack', 'protocol=F, difficult=x')).toBe(
      'Those options do not suit Hacktivity: difficult: give yes or no, not "x"; protocol: give one of none, A, B, C, D, E, not "F".',
    );
    expect(refusal('hack', 'protocol=B')).toMatch(/^accepted: .*"protocol":"B"/);
  });

  it('Axon Protocol: beginner takes yes or no, window a whole number of minutes within its range', () => {
    expect(refusal('axon', 'beginner=2')).toBe(
      'Those options do not suit Axon Protocol: beginner: give yes or no, not "2".',
    );
    for (const bad of ['soon', '-1', '1.5', '99999'])
      expect(refusal('axon', `window=${bad}`)).toBe(
        `Those options do not suit Axon Protocol: window: give a whole number from 0 to 10080, not "${bad}".`,
      );
    expect(refusal('axon', 'window=30')).toMatch(/"window":30/);
  });

  it('the test game (Data Heist): rounds a whole number from 1 to 5', () => {
    expect(refusal('heist', 'rounds=9')).toBe(
      'Those options do not suit Data Heist: rounds: give a whole number from 1 to 5, not "9".',
    );
  });

  it('games without options say so', () => {
    for (const id of ['vr', 'na'])
      expect(refusal(id, 'special=yes')).toBe('Unknown option special; this game has no options.');
  });

  it('every option of every game is described from its schema', () => {
    for (const e of [...GAMES, heistEntry]) {
      const schema = e.game.optionsSchema;
      expect(schema).toBeInstanceOf(z.ZodObject);
      for (const [name, field] of Object.entries((schema as z.ZodObject).shape))
        expect(accepted(field as z.ZodType), `${e.game.id} ${name}`).toBeTruthy();
    }
  });
});

describe('accepted: a schema in words', () => {
  it('says flags, choices, literals, numbers and text', () => {
    expect(said(optionFlag.default(false))).toBe('yes or no');
    expect(said(z.enum(['easy', 'normal', 'hard']))).toBe('one of easy, normal, hard');
    expect(said(z.literal('solo'))).toBe('exactly solo');
    expect(said(z.coerce.number().int().min(2).max(5).default(3))).toBe('a whole number from 2 to 5');
    expect(said(z.coerce.number().int().min(1))).toBe('a whole number of at least 1');
    expect(said(z.number().max(2.5))).toBe('a number up to 2.5');
    expect(said(z.string().optional())).toBe('some text');
    expect(said(z.union([z.literal('a'), z.coerce.number().int()]))).toBe('exactly a or a whole number');
  });

  it("keeps a game's own check (refine) in its own words", () => {
    const own: GameEntry = {
      ...heistEntry,
      game: {
        ...heistEntry.game,
        optionsSchema: z.object({
          rounds: z.coerce
            .number()
            .int()
            .refine((n) => n % 2 === 1, 'an odd number, please'),
        }),
      },
    };
    const r = new Tables({} as TableStore, new Registry([own])).parseOptions(own, 'rounds=4');
    expect(enAll(r)).toEqual({
      ok: false,
      error: 'Those options do not suit Data Heist: rounds: an odd number, please.',
    });
  });
});
