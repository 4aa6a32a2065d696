import { describe, expect, it } from 'vitest';
import { DISTRICTS, EVENT_CARDS, perCount, RULES } from '../../../src/games/newangeles/data/index.ts';
import type { NaState } from '../../../src/games/newangeles/state.ts';
import { en } from '../../support/words.ts';
import { bare, put, runStep } from './kit.ts';

/** An event card by what it does (never by id). */
const eventWith = (pred: (e: (typeof EVENT_CARDS)[number]) => boolean) => {
  const e = EVENT_CARDS.find(pred);
  if (!e) throw new Error('no such event');
  return e;
};
const placing = (what: string) => eventWith((e) => e.steps.some((x) => 'place' in x && x.place === what));

/** The Event phase with `eventId` on top of the deck. */
const run = (s: NaState, eventId: string) => {
  s.eventDeck = [eventId, ...s.eventDeck.filter((x) => x !== eventId)];
  return runStep(s, { k: 'event' });
};

describe('the Event phase (rules 51-52)', () => {
  it('rule 51: the top event resolves line by line and goes to the events done', () => {
    const ev = placing('illness');
    const s = bare();
    const { lines } = run(s, ev.id);
    expect(s.phase).toBe('event');
    expect(s.eventsDone).toEqual([ev.id]);
    expect(s.eventDeck).not.toContain(ev.id);
    expect(lines[0]).toBe(`Event: ${en(ev.name)}.`);
    for (const step of ev.steps)
      if ('place' in step && step.place === 'illness') expect(s.city.illness[step.district]).toBe(1);
  });

  it('rule 52: the turn track is reset: leftover assets to the bottom of the deck, N new ones dealt', () => {
    const s = bare(5);
    s.track = [null, 'A01', null, null, null, null];
    s.assetDeck = s.assetDeck.filter((a) => a !== 'A01');
    const top = s.assetDeck.slice(0, perCount(RULES.slots, 5));
    run(s, EVENT_CARDS[0]!.id);
    expect(s.track.filter((a) => a !== null)).toEqual(top);
    expect(s.track.slice(perCount(RULES.slots, 5)).every((a) => a === null)).toBe(true);
    expect(s.assetDeck.at(-1)).toBe('A01');
  });

  it('rule 22-23: event placements follow the movement rules; into The Root: the reserve and threat +2', () => {
    const ev = eventWith(
      (e) => 'place' in e.steps[0]! && e.steps[0].place === 'illness' && e.steps.every((x) => !('threat' in x)),
    );
    const first = ev.steps[0]! as { district: number };
    const s = bare();
    // Fill the whole path from the first line's district: its new copy passes through into The Root.
    for (let d: number | null = first.district; d !== null && d !== 0; d = DISTRICTS[d]!.exit) put(s, 'illness', d);
    const { before, lines } = run(s, ev.id);
    expect(lines[1]).toMatch(/^Illness placed in .* moves .*into The Root: back to the reserve\.$/);
    expect(lines[2]).toMatch(/^Threat rises to/);
    expect(s.threat - before.threat).toBeGreaterThanOrEqual(RULES.rootThreat);
  });

  it('rule 26, 31: an event is not an action card: no illness threat, no contracts', () => {
    const ev = eventWith(
      (e) => e.steps.every((x) => !('threat' in x)) && e.steps.some((x) => 'place' in x && x.place === 'illness'),
    );
    const s = bare(6);
    const { before } = run(s, ev.id);
    expect(s.threat).toBe(before.threat);
    expect(s.capital).toEqual(before.capital);
  });

  it('rule 52: an unrest line raises unrest at its district', () => {
    const ev = eventWith((e) => e.steps.some((x) => 'unrest' in x && x.unrest > 0));
    const step = ev.steps.find((x) => 'unrest' in x && x.unrest > 0)! as { district: number };
    const s = bare();
    run(s, ev.id);
    expect(s.city.unrest[step.district]).toBeGreaterThan(0);
  });

  it('rule 82: threat reaching 25 during the event stops it; the track is not reset', () => {
    const ev = eventWith((e) => 'threat' in e.steps[0]! && e.steps[0].threat > 0);
    const s = bare();
    s.threat = 24;
    const track = [...s.track];
    run(s, ev.id);
    expect(s.over).toBe(true);
    expect(s.threat).toBe(25);
    expect(s.track).toEqual(track);
    expect(s.eventsDone).toEqual([ev.id]);
  });
});
