import { describe, expect, it } from 'vitest';
import { eventsSince, planAnnouncement, recentEventsCover } from '../../src/service/turnMessage.ts';
import { legacyTableRecordSchema, tableRecordSchema } from '../../src/store/record.ts';

const prev = { id: 'm1', since: '2025-01-01T00:00:00.000Z', awaited: [0] };
const step = (o: Partial<Parameters<typeof planAnnouncement>[1]>) => ({
  changed: true,
  over: false,
  awaited: [0],
  newlyAwaited: [],
  ...o,
});

/** A record's fields of a game being played, in every schema of the record. */
const PLAYING = {
  channelId: 'c',
  guildId: 'g',
  gameId: 'heist',
  status: 'playing',
  hostId: 'u',
  options: {},
  seed: 's',
  seats: [{ userId: 'u', name: 'ann' }],
  stateVersion: 1,
  state: {},
  stamps: [1],
};

describe('one public message per turn', () => {
  it('edits the turn message while the same player goes on', () => {
    expect(planAnnouncement(prev, step({}))).toEqual({ kind: 'edit', message: prev });
  });

  it('posts a new message when the turn passes or someone else must decide, and at the end', () => {
    expect(planAnnouncement(prev, step({ awaited: [1], newlyAwaited: [1] }))).toEqual({ kind: 'new' });
    expect(planAnnouncement(prev, step({ awaited: [0, 2] }))).toEqual({ kind: 'new' });
    expect(planAnnouncement(prev, step({ awaited: [], over: true }))).toEqual({ kind: 'new' });
    // Nothing remembered (the first move, an old record, or a post that failed): a new message.
    expect(planAnnouncement(undefined, step({}))).toEqual({ kind: 'new' });
  });

  it('edits when a simultaneous decision loses one of its deciders; leaves the channel alone when nothing public changed', () => {
    expect(planAnnouncement({ ...prev, awaited: [0, 1, 2] }, step({ awaited: [1, 2] }))).toEqual({
      kind: 'edit',
      message: { ...prev, awaited: [0, 1, 2] },
    });
    expect(planAnnouncement(prev, step({ changed: false }))).toEqual({ kind: 'none' });
  });

  it('with turn keys: another player newly asked inside the same turn edits; the next turn posts; the end posts', () => {
    const turn = { ...prev, turn: 'r1.action.0' };
    expect(planAnnouncement(turn, step({ awaited: [1], newlyAwaited: [1], turn: 'r1.action.0' }))).toEqual({
      kind: 'edit',
      message: turn,
    });
    expect(
      planAnnouncement(turn, step({ awaited: [0, 1, 2, 3], newlyAwaited: [1, 2, 3], turn: 'r1.action.0' })),
    ).toEqual({ kind: 'edit', message: turn });
    expect(planAnnouncement(turn, step({ awaited: [0], turn: 'r1.action.1' }))).toEqual({ kind: 'new' });
    expect(planAnnouncement(turn, step({ over: true, turn: 'r1.action.0' }))).toEqual({ kind: 'new' });
    expect(planAnnouncement(turn, step({ changed: false, turn: 'r1.action.1' }))).toEqual({ kind: 'none' });
    // A message posted before turn keys (no `turn`): the rule by awaited seats, as before.
    expect(planAnnouncement(prev, step({ awaited: [1], newlyAwaited: [1], turn: 'r1.action.0' }))).toEqual({
      kind: 'new',
    });
  });

  it('posts a new message when a secret asker takes over (nobody is publicly awaited)', () => {
    expect(planAnnouncement(prev, step({ awaited: [] }))).toEqual({ kind: 'new' });
  });

  it('a record saved before turn messages existed still parses', () => {
    const at = '2025-01-01T00:00:00.000Z';
    const old = {
      schema: 1,
      ...PLAYING,
      log: [],
      events: [],
      version: 3,
      createdAt: at,
      updatedAt: at,
      finishedAt: null,
    };
    // (Older still: that format kept the log inside; the store migrates it, see test/store/history.test.ts.)
    expect(legacyTableRecordSchema.parse(old).turnMessage).toBeUndefined();
  });

  it('the record’s recent events cover a turn that began after the oldest of them, or when they are all there are', () => {
    const at = (n: number) => `2025-01-01T00:00:${String(n).padStart(2, '0')}.000Z`;
    const record = (events: number[]) =>
      tableRecordSchema.parse({
        schema: 2,
        ...PLAYING,
        actions: events.length,
        version: 3,
        events: events.map((n) => ({ text: `e${n}`, to: 'public', at: at(n) })),
        createdAt: at(0),
        updatedAt: at(0),
        finishedAt: null,
      });
    expect(recentEventsCover(record([1, 2, 3]), at(2), 3)).toBe(true);
    expect(recentEventsCover(record([1, 2, 3]), at(1), 3)).toBe(false); // the turn may have begun before the oldest kept
    expect(recentEventsCover(record([1, 2]), at(1), 3)).toBe(true); // fewer than kept: all the game told
    expect(eventsSince(record([1, 2, 3]), at(2)).map((e) => e.text)).toEqual(['e2', 'e3']);
  });
});
