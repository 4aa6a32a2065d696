import { z } from 'zod';
import { tableSettingsSchema } from '../store/record.ts';
import { m } from './engine.messages.ts';
import { readJson } from './json.ts';
import { type Replayed, replay } from './replay.ts';
import type { GameDefinition } from './types.ts';

/**
 * A game record as `/game export` writes it and the offline table's `--load` reads it: enough to
 * reproduce the game exactly (its setup from the seed, then every action through the rules).
 * Seats carry names only: no Discord user ids, so a record can be shared without them.
 */
export const GAME_RECORD_FORMAT = 'neontable-game-record/1';

/** The most actions a record may hold: far beyond any game (a long Virtual Revolution game takes a few hundred). */
export const MAX_RECORD_ACTIONS = 100_000;

export const gameRecordSchema = z
  .object({
    /** What this file is, and which version of the format. */
    format: z.literal(GAME_RECORD_FORMAT),
    /** The game's id (`vr`). */
    game: z.string().min(1).max(40),
    /** The game's schemaVersion when exported: a record is replayed only by the same version of the game's state. */
    gameVersion: z.number().int().min(0),
    /** The table's options, as stored. */
    options: z.record(z.string(), z.unknown()),
    /** In seat order; `computer` for a seat a computer player held at the end. */
    seats: z
      .array(
        z.object({
          name: z.string().min(1).max(100),
          computer: z.enum(['random', 'greedy']).optional(),
        }),
      )
      .min(1)
      .max(16),
    seed: z.string().max(200),
    /**
     * The table's settings (clock, reminders, expiry, strikes, vacation days), so a loaded table keeps
     * its clock; absent in records exported before they were included (the defaults apply).
     */
    settings: tableSettingsSchema.optional(),
    /** The effective actions in order (undone steps left out). */
    actions: z.array(z.object({ seat: z.number().int().min(0), action: z.unknown() })).max(MAX_RECORD_ACTIONS),
  })
  .superRefine((r, ctx) => {
    const n = r.actions.findIndex((a) => a.seat >= r.seats.length);
    if (n >= 0)
      ctx.addIssue({
        code: 'custom',
        path: ['actions', n, 'seat'],
        message: `seat ${r.actions[n]!.seat} is not one of the ${r.seats.length} seats`,
      });
  });
export type GameRecord = z.infer<typeof gameRecordSchema>;

/** The record as a file's text: the setup indented, then one action a line (readable, and diffs line by line). */
export function gameRecordJson(record: GameRecord): string {
  const { actions, ...setup } = record;
  const head = JSON.stringify({ ...setup, actions: [] }, null, 2);
  const lines = actions.map((a) => `    ${JSON.stringify({ seat: a.seat, action: a.action })}`).join(',\n');
  return `${head.replace(/"actions": \[\]\n\}$/, actions.length ? `"actions": [\n${lines}\n  ]\n}` : '"actions": []\n}')}\n`;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** A record from a file's text: JSON, then the schema; the first problem in a sentence. */
export function parseGameRecord(text: string): Parsed<GameRecord> {
  const read = readJson(gameRecordSchema, text);
  if (read.ok) return read;
  if (read.problem === 'json') return { ok: false, error: m('engine.record.json') };
  const { issue } = read;
  return {
    ok: false,
    error: m('engine.record.format', { path: issue.path.join('.') || 'record', problem: issue.message }),
  };
}

/**
 * Replays a record with this bot's version of its game: refused when it was exported by another
 * version of the game's state (its rules may differ, so the actions would not mean the same).
 */
export function replayRecord<S>(def: GameDefinition<S>, record: GameRecord): Replayed<S> {
  if (record.game !== def.id)
    return { ok: false, step: 0, error: m('engine.record.game', { game: record.game, name: def.name }) };
  if (record.gameVersion !== def.schemaVersion) {
    return {
      ok: false,
      step: 0,
      error: m('engine.record.version', {
        made: String(record.gameVersion),
        name: def.name,
        have: String(def.schemaVersion),
      }),
    };
  }
  return replay(def, { seats: record.seats.length, options: record.options, seed: record.seed }, record.actions);
}
