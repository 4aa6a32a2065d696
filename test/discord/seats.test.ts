import { describe, expect, it } from 'vitest';
import { listText, orderLines } from '../../src/discord/handlers/games.ts';
import { findSeat } from '../../src/discord/handlers/seats.ts';
import { eventLine } from '../../src/discord/present.ts';
import { nextHuman, toComputer, toPerson } from '../../src/service/seatChanges.ts';
import { adjust, chargeOf, overLimit, parseAway, withCharge } from '../../src/service/vacation.ts';
import { DEFAULT_SETTINGS, type TableRecord } from '../../src/store/record.ts';
import { tableRecord } from '../store/records.ts';
import { enAll } from '../support/words.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-12-30T12:00:00.000Z');
const AT = '2026-12-30T12:00:00.000Z';

const playing = (over: Partial<TableRecord> = {}): TableRecord =>
  tableRecord('100', {
    status: 'playing',
    hostId: 'a',
    version: 7,
    stamps: [3, 5, 6],
    seats: [
      { userId: 'a', name: 'Ann' },
      { userId: 'b', name: 'Bo' },
      { userId: 'computer-3', name: 'Computer', computer: 'greedy' },
    ],
    ...over,
  });

describe('/away input and the vacation count', () => {
  it('reads dates, times from now and "back"; refuses the past, nonsense and over-long absences', () => {
    expect(parseAway('back', NOW)).toEqual({ ok: true, value: { kind: 'back' } });
    expect(parseAway(' 3D ', NOW)).toEqual({ ok: true, value: { kind: 'until', until: NOW + 3 * DAY } });
    expect(parseAway('12h', NOW)).toEqual({ ok: true, value: { kind: 'until', until: NOW + DAY / 2 } });
    expect(parseAway('2027-01-02', NOW)).toEqual({
      ok: true,
      value: { kind: 'until', until: Date.parse('2027-01-02T00:00:00.000Z') },
    });
    expect(enAll(parseAway('2026-12-30', NOW))).toMatchObject({
      ok: false,
      error: expect.stringContaining('2026-12-30 has already begun (UTC)'),
    });
    // A zero time is not a date that has passed: the answer says what a time looks like.
    expect(enAll(parseAway('0d', NOW))).toMatchObject({
      ok: false,
      error: expect.stringContaining('An absence must last some time'),
    });
    expect(enAll(parseAway('2027-02-29', NOW))).toMatchObject({
      ok: false,
      error: expect.stringContaining('not something I understand'),
    });
    expect(parseAway('soon', NOW)).toMatchObject({ ok: false });
    expect(enAll(parseAway('10w', NOW))).toMatchObject({
      ok: false,
      error: expect.stringContaining('more than 62 days'),
    });
  });

  it('charges each started day once, in the month it begins, however months split an absence', () => {
    expect(chargeOf(NOW, NOW + 3 * DAY)).toEqual({ '2026-12': 2, '2027-01': 1 });
    expect(chargeOf(NOW, NOW + DAY + 1)).toEqual({ '2026-12': 2 });
    expect(chargeOf(NOW, NOW)).toEqual({});
    expect(adjust({ '2026-12': 3 }, { '2026-12': 3 }, { '2026-12': 1, '2027-01': 2 })).toEqual({
      '2026-12': 1,
      '2027-01': 2,
    });
  });

  it("refuses what goes past a table's monthly allowance, counting what the person already took there", () => {
    const r = playing({ settings: { ...DEFAULT_SETTINGS, vacationDays: 3 }, vacationUsed: { a: { '2026-12': 2 } } });
    expect(overLimit(r, { userId: 'a', minus: {}, plus: { '2026-12': 1, '2027-01': 3 } })).toBeUndefined();
    expect(overLimit(r, { userId: 'a', minus: {}, plus: { '2026-12': 2 } })).toEqual({
      month: '2026-12',
      used: 2,
      asked: 2,
      limit: 3,
    });
    // Given back first: an absence replaced by a longer one counts once.
    expect(overLimit(r, { userId: 'a', minus: { '2026-12': 2 }, plus: { '2026-12': 3 } })).toBeUndefined();
    expect(overLimit(r, { userId: 'b', minus: {}, plus: { '2026-12': 3 } })).toBeUndefined();
    expect(withCharge(r, { userId: 'a', minus: { '2026-12': 2 }, plus: {} }).vacationUsed).toEqual({});
  });
});

describe('seat changes', () => {
  it('hands a seat to a greedy computer with its stamp moved on; the host passes to the next person; the last person ends the game', () => {
    const r = playing();
    const c = toComputer(r, 0, AT);
    if (!c.ok) throw new Error(c.error);
    expect(c.value.record.seats[0]).toEqual({ userId: 'computer-1', name: 'Ann (computer)', computer: 'greedy' });
    expect(c.value.record.stamps).toEqual([8, 5, 6]);
    expect(c.value.newHost).toBe('b');
    expect(c.value.record.hostId).toBe('b');
    const last = toComputer(c.value.record, 1, AT);
    expect(last.ok && last.value.ended && last.value.record.status).toBe('aborted');
    expect(enAll(toComputer(r, 2, AT))).toMatchObject({
      ok: false,
      error: expect.stringContaining('already played by a computer'),
    });
    expect(enAll(toComputer(r, 1, AT, 'a'))).toMatchObject({ ok: false, error: 'You no longer sit at this table.' });
    expect(toComputer({ ...r, status: 'lobby' }, 0, AT)).toMatchObject({ ok: false });
  });

  it("gives a seat (a computer's too) to a person not seated yet, with a fresh clock and no private news owed to the old holder", () => {
    const owed = {
      nonce: '1',
      version: 7,
      at: AT,
      dms: [
        { seat: 1, userId: 'b', text: 'secret', prompt: false, hidden: false },
        { seat: 0, userId: 'a', text: 'x', prompt: false, hidden: false },
      ],
      channel: { changed: false, over: false, awaited: [], newlyAwaited: [], mention: [], events: [] },
    };
    const r = playing({
      clocks: [
        { since: 'x', strikes: 1 },
        { since: 'y', strikes: 2 },
        { since: 'z', strikes: 0 },
      ],
      outbox: [owed],
    });
    const p = toPerson(r, 1, { userId: 'd', name: 'Dee' }, AT);
    if (!p.ok) throw new Error(p.error);
    expect(p.value.record.seats[1]).toEqual({ userId: 'd', name: 'Dee' });
    expect(p.value.record.clocks?.[1]).toEqual({ since: AT, strikes: 0 });
    expect(p.value.record.outbox?.[0]?.dms.map((d) => d.seat)).toEqual([0]);
    expect(p.value.newHost).toBeUndefined();
    expect(toPerson(r, 2, { userId: 'd', name: 'Dee' }, AT).ok).toBe(true);
    expect(enAll(toPerson(r, 1, { userId: 'a', name: 'Ann' }, AT))).toMatchObject({
      ok: false,
      error: 'Ann already sits at this table.',
    });
    expect(nextHuman(r.seats, 1)).toBe('a');
  });

  it("credits each event to whoever held the seat then: earlier moves keep their maker's name after the seat changes hands", () => {
    const before = '2026-12-30T11:00:00.000Z';
    const later = '2026-12-30T13:00:00.000Z';
    const once = toPerson(playing(), 1, { userId: 'd', name: 'Dee' }, AT);
    if (!once.ok) throw new Error(once.error);
    const twice = toComputer(once.value.record, 1, later);
    if (!twice.ok) throw new Error(twice.error);
    const r = twice.value.record;
    const line = (at: string) => eventLine(r, { text: '{seat:1} places a Director.', at });
    expect(line(before)).toBe('**Bo** places a Director.');
    expect(line('2026-12-30T12:30:00.000Z')).toBe('**Dee** places a Director.');
    expect(line('2026-12-30T14:00:00.000Z')).toBe('**Dee (computer)** places a Director.');
    // A fresh event (no time yet) is the current holder's.
    expect(eventLine(r, { text: '{seat:1} ends the turn.' })).toBe('**Dee (computer)** ends the turn.');
  });

  it('finds a seat by number, mention, id or name', () => {
    const r = playing();
    expect(findSeat(r, '2')).toBe(1);
    expect(findSeat(r, '<@a>')).toBeUndefined();
    expect(findSeat(playing({ seats: [{ userId: '123456', name: 'Ann' }] }), '<@123456>')).toBe(0);
    expect(findSeat(playing({ seats: [{ userId: '123456', name: 'Ann' }] }), '123456')).toBe(0);
    expect(findSeat(r, 'bo')).toBe(1);
    expect(findSeat(r, '4')).toBeUndefined();
  });
});

describe('/games list', () => {
  it("puts the caller's moves first (longest waiting first), then others, then lobbies; says how many did not fit", () => {
    const lines = orderLines([
      { group: 2, since: 0, text: 'lobby' },
      { group: 1, since: 1, text: 'others' },
      { group: 0, since: 9, text: 'mine-new' },
      { group: 0, since: 2, text: 'mine-old' },
    ]);
    expect(lines.map((l) => l.text)).toEqual(['mine-old', 'mine-new', 'others', 'lobby']);
    const many = Array.from({ length: 60 }, (_v, n) => ({
      group: 0 as const,
      since: n,
      text: `• ${'x'.repeat(60)} ${n}`,
    }));
    const text = listText(many);
    expect(text.length).toBeLessThanOrEqual(2000);
    const shown = text.split('\n').filter((l) => l.startsWith('•')).length;
    expect(text.endsWith(`…and ${60 - shown} more.`)).toBe(true);
    expect(listText(many.slice(0, 3))).not.toContain('more');
  });
});
