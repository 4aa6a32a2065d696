/**
 * The move as a pure step (src/service/step.ts), without a store, a bot or the Discord double:
 * a record and a choice in, the new record, history entry, outcome and owed messages out.
 */

import { describe, expect, it } from 'vitest';
import { countingGame } from '../../src/engine/counting.ts';
import { loadState } from '../../src/engine/play.ts';
import type { Seat } from '../../src/engine/types.ts';
import { GAMES } from '../../src/games/index.ts';
import type { GameEntry } from '../../src/registry.ts';
import { owedMessages } from '../../src/service/owed.ts';
import { moveStep } from '../../src/service/step.ts';
import type { Chooser, Table } from '../../src/service/tables.ts';
import type { TableRecord } from '../../src/store/record.ts';
import { heistEntry, parleyEntry } from '../fixture/registry.ts';
import { enAll } from '../support/words.ts';

const AT = '2026-12-02T12:00:00.000Z';
const people = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'].map((name, i) => ({ userId: `20000000000000000${i + 1}`, name }));

/** A game just started, as Tables.start writes it. */
function started(entry: GameEntry, seats: number, seed = 'step-seed', options: Record<string, unknown> = {}): Table {
  const state = entry.game.setup(seats, entry.game.optionsSchema.parse(options), seed);
  const record: TableRecord = {
    schema: 2,
    channelId: '100000000000000001',
    guildId: 'g',
    gameId: entry.game.id,
    status: 'playing',
    hostId: people[0]!.userId,
    options,
    seed,
    seats: people.slice(0, seats),
    stateVersion: entry.game.schemaVersion,
    state,
    stamps: Array.from({ length: seats }, () => 1),
    actions: 0,
    events: [],
    version: 1,
    createdAt: AT,
    updatedAt: AT,
    finishedAt: null,
    clocks: Array.from({ length: seats }, () => ({ since: AT, strikes: 0 })),
  };
  return { record, entry, state };
}

/** The table as the store would give it back after writing `record` (its version moved on). */
function written(t: Table, record: TableRecord): Table {
  const stored = JSON.parse(JSON.stringify({ ...record, version: record.version + 1 })) as TableRecord;
  const st = loadState(t.entry.game, stored.state, stored.stateVersion);
  if (!st.ok) throw new Error(st.error);
  return { record: stored, entry: t.entry, state: st.state };
}

const byKey =
  (key: string): Chooser =>
  (c) => {
    const a = c.legal.find((x) => x.key === key);
    return a ? { ok: true, value: a } : { ok: false, error: `no ${key}` };
  };
const first: Chooser = (c) => (c.legal[0] ? { ok: true, value: c.legal[0] } : { ok: false, error: 'no choice' });
const awaitedSeat = (t: Table): Seat => t.entry.game.awaiting(t.state)[0]!;

/** Every secret of any seat but `seat`, as the game names them. */
const othersSecrets = (t: Table, seat: Seat | 'public'): string[] =>
  t.record.seats
    .flatMap((_s, i) => (i === seat || !t.entry.game.secrets ? [] : t.entry.game.secrets(t.state, i)))
    .filter((x) => x.length >= 3);

describe('moveStep', () => {
  it("applies a move: the mover's stamp and clock move on, the history entry and the outcome say what happened", () => {
    const t = started(heistEntry, 3);
    const seat = awaitedSeat(t);
    const res = moveStep({ table: t, seat, choose: byKey('pass'), at: AT });
    if (!res.ok) throw new Error(res.error);
    const { record, append, outcome, owed } = res.value;
    expect(record.version).toBe(t.record.version);
    expect(record.actions).toBe(1);
    expect(record.stamps[seat]).toBe(t.record.version + 1);
    expect(append).toEqual([
      { seat, action: { type: 'pass' }, at: AT, events: [{ text: `{seat:${seat}} passes.`, to: 'public', at: AT }] },
    ]);
    expect(outcome.chosen.key).toBe('pass');
    expect(outcome.newlyAwaited).toEqual([1]);
    expect(outcome.publicChanged).toBe(true);
    expect(record.events.at(-1)?.text).toBe(`{seat:${seat}} passes.`);
    // Nothing owed without `owes`; the record has no outbox.
    expect(owed).toBeUndefined();
    expect(record.outbox).toBeUndefined();
  });

  it('records an undo note: the state before for a step that revealed nothing, final for a draw', () => {
    const t = started(heistEntry, 2);
    const pass = moveStep({ table: t, seat: 0, choose: byKey('pass'), at: AT });
    if (!pass.ok) throw new Error(pass.error);
    expect(pass.value.record.undo).toMatchObject({ seat: 0, version: 2, entry: 0, said: ['{seat:0} passes.'] });
    expect(pass.value.record.undo?.before?.state).toEqual(t.record.state);
    const next = written(t, pass.value.record);
    const draw = moveStep({ table: next, seat: 1, choose: byKey('draw'), at: AT });
    if (!draw.ok) throw new Error(draw.error);
    expect(draw.value.record.undo).toMatchObject({ seat: 1, version: 3, final: 'revealed' });
    expect(draw.value.record.undo?.before).toBeUndefined();
  });

  it('a refused move changes nothing: not your move, a choice not offered, and the input left as it was', () => {
    const t = started(heistEntry, 3);
    const before = structuredClone({ record: t.record, state: t.state });
    const notYours = moveStep({ table: t, seat: 2, choose: first, at: AT });
    expect(enAll(notYours)).toEqual({ ok: false, error: 'It is not your move: the table is waiting for Ann.' });
    const notOffered = moveStep({ table: t, seat: 0, choose: byKey('shield'), at: AT });
    expect(notOffered).toEqual({ ok: false, error: 'no shield' });
    // The game's own refusal of a forged action (its key offered, its action not).
    const forged: Chooser = (c) => ({
      ok: true,
      value: { ...c.legal.find((a) => a.key === 'pass')!, action: { type: 'play', serial: 'nope' } },
    });
    expect(moveStep({ table: t, seat: 0, choose: forged, at: AT }).ok).toBe(false);
    expect({ record: t.record, state: t.state }).toEqual(before);
  });

  it('saves the owed messages in the record: private news by DM to its seat only, none of it in the public part', () => {
    let t = started(heistEntry, 3);
    for (const key of ['draw', 'draw', 'draw', 'draw']) {
      const seat = awaitedSeat(t);
      const res = moveStep({ table: t, seat, choose: byKey(key), at: AT, owes: owedMessages });
      if (!res.ok) throw new Error(res.error);
      const { record, owed } = res.value;
      expect(owed).toBeDefined();
      expect(record.outbox?.at(-1)).toEqual(owed);
      expect(res.value.outcome.record).toBe(record);
      // The mover reads their own news in their answer: never DMed about their own move.
      expect(owed!.dms.map((d) => d.seat)).not.toContain(seat);
      t = written(t, record);
      const publicPart = JSON.stringify({
        channel: owed!.channel,
        events: t.record.events.filter((e) => e.to === 'public'),
      });
      for (const secret of othersSecrets(t, 'public')) expect(publicPart).not.toContain(secret);
      for (const dm of owed!.dms) for (const secret of othersSecrets(t, dm.seat)) expect(dm.text).not.toContain(secret);
    }
    // The drawn chips' serials are secrets, told by a private event to the drawer only.
    const drawn = t.record.events.filter((e) => e.to !== 'public');
    expect(drawn.length).toBe(4);
  });

  it.each([
    ...GAMES.filter((e) => ['hack', 'axon', 'na'].includes(e.game.id)).map((e) => [e.game.id, e] as const),
    ['parley', parleyEntry] as const,
  ])('%s: 25 moves in a row, deterministic, no secret in the public part of what they owe', (_id, entry) => {
    const play = () => {
      let t = started(entry, Math.max(entry.game.minSeats, 3));
      const owedChannels: string[] = [];
      for (let k = 0; k < 25 && t.record.status === 'playing'; k++) {
        const seat = awaitedSeat(t);
        if (seat === undefined) break;
        const res = moveStep({
          table: t,
          seat,
          choose: (c) => first({ ...c, legal: c.legal.filter((a) => !a.amount) }),
          at: AT,
          owes: owedMessages,
        });
        if (!res.ok) throw new Error(`${entry.game.id} step ${k}: ${res.error}`);
        expect(res.value.record.stamps[seat]).toBe(t.record.version + 1);
        t = written(t, res.value.record);
        if (res.value.owed) {
          const channel = JSON.stringify(res.value.owed.channel);
          for (const secret of othersSecrets(t, 'public')) expect(channel).not.toContain(secret);
          owedChannels.push(channel);
        }
      }
      return { record: t.record, owedChannels };
    };
    const once = play();
    expect(once.record.actions).toBeGreaterThan(0);
    expect(play()).toEqual(once);
  });
  it.each(GAMES.map((e) => [e.game.id, e] as const))(
    '%s: a move asks each question once per state, and the saved fingerprints stamp as a fresh count would',
    (_id, entry) => {
      const { game, counts } = countingGame(entry.game);
      const counted = { ...entry, game };
      let t: Table = { ...started(entry, Math.max(entry.game.minSeats, 4)), entry: counted };
      for (let k = 0; k < 15 && t.record.status === 'playing'; k++) {
        const seat = awaitedSeat(t);
        if (seat === undefined) break;
        const move = (table: Table) =>
          moveStep({ table, seat, choose: (c) => first({ ...c, legal: c.legal.filter((a) => !a.amount) }), at: AT });
        // Without the saved fingerprints (a record written by something else since), the same stamps.
        const { choices: _saved, ...unsaved } = t.record;
        const fresh = move({ ...t, record: unsaved });
        Object.assign(counts, { legalActions: 0, awaiting: 0, mayAct: 0 });
        const res = move(t);
        if (!res.ok || !fresh.ok) throw new Error(`${entry.game.id} step ${k}`);
        expect(res.value.record.stamps).toEqual(fresh.value.record.stamps);
        // Before and after the move: two states.
        expect(counts.awaiting).toBeLessThanOrEqual(2);
        expect(counts.mayAct).toBeLessThanOrEqual(2);
        // The mover's choices before, then each seat's after, at most once.
        if (k > 0) expect(counts.legalActions).toBeLessThanOrEqual(1 + t.record.seats.length);
        t = written(t, res.value.record);
      }
      expect(t.record.actions).toBeGreaterThan(0);
    },
  );
});
