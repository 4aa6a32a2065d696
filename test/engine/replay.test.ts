import { describe, expect, it } from 'vitest';
import {
  GAME_RECORD_FORMAT,
  type GameRecord,
  gameRecordJson,
  gameRecordSchema,
  parseGameRecord,
  replayRecord,
} from '../../src/engine/gameRecord.ts';
import { canonical } from '../../src/engine/play.ts';
import { playRandomGame } from '../../src/engine/randomPlay.ts';
import { replay } from '../../src/engine/replay.ts';
import type { GameDefinition } from '../../src/engine/types.ts';
import { virtualRevolution } from '../../src/games/vr/game.ts';
import { council } from '../fixture/council.ts';
import { heist } from '../fixture/heist.ts';
import { parley } from '../fixture/parley.ts';
import { enAll } from '../support/words.ts';

/** Plays a seeded random game, then replays its actions: every step's state and events must be the same. */
function replaysExactly(def: GameDefinition, seats: number, options: unknown, seed: string): void {
  const states: string[] = [];
  const events: string[] = [];
  const actions: { seat: number; action: unknown }[] = [];
  const game = playRandomGame(def, seats, options, seed, {
    onStep: (s) => {
      actions.push({ seat: s.seat, action: s.action });
      states.push(canonical(s.after));
      events.push(canonical(s.events));
    },
  });
  const replayed = replay(def, { seats, options, seed }, actions, {
    onStep: (s) => {
      expect(canonical(s.state), `${def.id} ${seats} seats seed ${seed} step ${s.step}`).toBe(states[s.step - 1]);
      expect(canonical(s.events)).toBe(events[s.step - 1]);
    },
  });
  if (!replayed.ok) throw new Error(replayed.error);
  expect(replayed.events).toHaveLength(game.steps);
  expect(canonical(replayed.state)).toBe(canonical(game.final));
  // A part of the game: the state after step n alone.
  const half = Math.floor(game.steps / 2);
  const mid = replay(def, { seats, options, seed }, actions, { upTo: half });
  expect(mid.ok && canonical(mid.state)).toBe(states[half - 1]);
}

describe('replay from the seed and the actions', () => {
  it('reproduces every step of random Virtual Revolution games (2-4 seats, a few seeds)', () => {
    for (const seats of [2, 3, 4])
      for (const seed of ['r1', 'r2']) replaysExactly(virtualRevolution, seats, {}, `${seed}-${seats}`);
  });

  it('reproduces every step of the fixture games (Data Heist, Parley, Council)', () => {
    for (const seats of [2, 3, 4]) {
      for (const seed of ['f1', 'f2', 'f3']) {
        replaysExactly(heist, seats, { rounds: 2 }, seed);
        replaysExactly(parley, seats, {}, seed);
        replaysExactly(council, seats, {}, seed);
      }
    }
  });

  it('says at which step a record stops fitting the rules', () => {
    const actions: { seat: number; action: unknown }[] = [];
    playRandomGame(heist, 3, { rounds: 1 }, 'bad', {
      maxSteps: 1_000,
      onStep: (s) => actions.push({ seat: s.seat, action: s.action }),
    });
    const broken = [actions[0]!, { seat: actions[1]!.seat, action: { nonsense: true } }];
    expect(enAll(replay(heist, { seats: 3, options: { rounds: 1 }, seed: 'bad' }, broken))).toMatchObject({
      ok: false,
      step: 2,
      error: expect.stringMatching(/^Step 2 does not replay: /),
    });
    expect(
      replay(heist, { seats: 3, options: { rounds: 1 }, seed: 'bad' }, [{ seat: 7, action: actions[0]!.action }]),
    ).toMatchObject({ ok: false, step: 1 });
    expect(enAll(replay(heist, { seats: 9, options: { rounds: 1 }, seed: 'bad' }, []))).toMatchObject({
      ok: false,
      step: 0,
      error: expect.stringContaining('2 to 4 players'),
    });
    expect(replay(heist, { seats: 3, options: { rounds: 'many' }, seed: 'bad' }, [])).toMatchObject({
      ok: false,
      step: 0,
    });
  });
});

describe('the game record', () => {
  function recordOf(seed: string): { record: GameRecord; scores: readonly number[] | undefined } {
    const actions: { seat: number; action: unknown }[] = [];
    const game = playRandomGame(virtualRevolution, 3, {}, seed, {
      onStep: (s) => actions.push({ seat: s.seat, action: s.action }),
    });
    const record: GameRecord = {
      format: GAME_RECORD_FORMAT,
      game: 'vr',
      gameVersion: virtualRevolution.schemaVersion,
      options: {},
      seats: [{ name: 'Ann' }, { name: 'Bo', computer: 'greedy' }, { name: 'Cy' }],
      seed,
      actions,
    };
    return { record, scores: game.outcome.scores };
  }

  it('read back from its JSON text, replays to the same final scores', () => {
    const { record, scores } = recordOf('export-1');
    const text = gameRecordJson(record);
    // The setup's lines, then one action a line.
    expect(text.split('\n').filter((l) => l.startsWith('    {"seat":'))).toHaveLength(record.actions.length);
    expect(text).toContain(`\n    ${JSON.stringify(record.actions[0])},\n`);
    const parsed = parseGameRecord(text);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.value).toEqual(record);
    expect(parseGameRecord(gameRecordJson({ ...record, actions: [] }))).toEqual({
      ok: true,
      value: { ...record, actions: [] },
    });
    const r = replayRecord(virtualRevolution, parsed.value);
    if (!r.ok) throw new Error(r.error);
    expect(virtualRevolution.outcome(r.state).over).toBe(true);
    expect(virtualRevolution.outcome(r.state).scores).toEqual(scores);
  });

  it('refuses what is not a record, a seat the table does not have, another game or another version of its rules', () => {
    const { record } = recordOf('export-2');
    expect(enAll(parseGameRecord('{ not json'))).toEqual({ ok: false, error: 'This is not a JSON file.' });
    expect(enAll(parseGameRecord(JSON.stringify({ ...record, format: 'other' })))).toMatchObject({
      ok: false,
      error: expect.stringContaining('format'),
    });
    const badSeat = { ...record, actions: [{ seat: 3, action: record.actions[0]!.action }] };
    expect(gameRecordSchema.safeParse(badSeat).success).toBe(false);
    expect(enAll(parseGameRecord(JSON.stringify(badSeat)))).toMatchObject({
      ok: false,
      error: expect.stringContaining('actions.0.seat'),
    });
    expect(enAll(replayRecord(heist, record))).toMatchObject({ ok: false, error: expect.stringContaining('"vr"') });
    expect(
      enAll(replayRecord(virtualRevolution, { ...record, gameVersion: virtualRevolution.schemaVersion + 1 })),
    ).toMatchObject({ ok: false, error: expect.stringContaining('version') });
  });
});
