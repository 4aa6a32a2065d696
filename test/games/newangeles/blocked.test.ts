import { describe, expect, it } from 'vitest';
import type { Choice } from '../../../src/engine/flow.ts';
import type { Seat, Unavailable } from '../../../src/engine/types.ts';
import { unavailable } from '../../../src/games/newangeles/blocked.ts';
import { emergencyOf } from '../../../src/games/newangeles/cards.ts';
import { ACTION_CARDS, ASSETS, corpOf, RULES } from '../../../src/games/newangeles/data/index.ts';
import type { NaState, Pending } from '../../../src/games/newangeles/state.ts';
import { checkUnavailable } from '../../contract/limits.ts';
import { en } from '../../support/words.ts';
import { bare } from './kit.ts';

/** A card by its properties (never a hard-coded id): the first whose first effect removes illness and that needs illness there. */
const cure = ACTION_CARDS.find(
  (c) => c.effects[0]!.op === 'remove' && c.where.some((w) => 'has' in w && w.has === 'illness'),
)!;
const android = ACTION_CARDS.find(
  (c) => c.effects[0]!.op === 'place' && (c.effects[0] as { what: string }).what === 'android',
)!;
const asset = (kind: string, timing?: string) =>
  ASSETS.find((a) => a.power.kind === kind && (!timing || a.timing === timing))!;
const choice = (key: string, kind: string): Choice => ({ key, kind, label: key });

/** `seat` asked `kind`, with the data the rules ask it with (a General draw at the corp sheet's first entry). */
function pending(kind: 'main' | 'counter' | 'support' | 'endTurn' | 'general', seat: Seat): Pending {
  switch (kind) {
    case 'counter':
    case 'endTurn':
      return { kind, seats: [seat], data: { seat } };
    case 'general':
      return { kind, seats: [seat], data: { seat, i: 0, drawn: [] } };
    default:
      return { kind, seats: [seat], data: {} };
  }
}

/** A bare 4-player table where `seat` is asked `kind`, holding `hand`. */
function asked(kind: Parameters<typeof pending>[0], seat = 1, hand: string[] = []): NaState {
  const s = bare(4, 'blocked');
  s.stack = [pending(kind, seat)];
  s.hands[seat] = hand;
  s.deal = { asset: ASSETS[0]!.id, main: null, counters: [], chances: [], winner: null };
  return s;
}

/** The list as an English reader reads it. */
const enList = (l: readonly Unavailable[]): Unavailable[] =>
  l.map((u) => ({ ...u, label: en(u.label), reason: en(u.reason) }));

describe('blocked choices say why (never a choice offered)', () => {
  it('rule 55: at the main offer a hand card with no district where it applies is listed; an offered one is not', () => {
    const s = asked('main', 1, [cure.id, android.id]);
    const list = enList(unavailable(s, 1, [choice(`offer:${android.id}`, 'offer')]));
    expect(list).toContainEqual({
      kind: 'offer',
      label: en(cure.name),
      reason: expect.stringMatching(/no district where it applies/),
    });
    expect(list.some((u) => u.label === en(android.name))).toBe(false);
    checkUnavailable(list, 'main');
  });

  it('rule 55: a card the rules force (every card offered, emergency face down) is never listed as blocked', () => {
    const s = asked('main', 1, [cure.id]);
    s.emergencyUp[1] = false;
    const list = enList(unavailable(s, 1, [choice(`offer:${cure.id}`, 'offer')]));
    expect(list.some((u) => u.label === en(cure.name))).toBe(false);
  });

  it('rule 63: a face-down emergency action is listed with why, at the main offer and at a counteroffer chance', () => {
    for (const kind of ['main', 'counter'] as const) {
      const s = asked(kind, 2, []);
      s.emergencyUp[2] = false;
      const e = emergencyOf(corpOf(s.corps[2]!).emergency);
      const list = enList(unavailable(s, 2, [choice('counter:pass', 'counter')]));
      expect(list).toContainEqual({
        kind: kind === 'main' ? 'offer' : 'counter',
        label: `${en(e.name)} (emergency action)`,
        reason: expect.stringMatching(/face down/),
      });
    }
  });

  it('rule 57: a counteroffer one cannot pay says what it costs; payable or free, nothing is said', () => {
    const s = asked('counter', 3, [android.id]);
    const offer = { seat: 0, card: android.id, target: 1, paid: 0 };
    s.deal!.counters = [offer, { ...offer, seat: 1 }];
    s.capital[3] = 1;
    const cost = RULES.counterCost[2]!;
    expect(cost).toBeGreaterThan(1);
    const list = enList(unavailable(s, 3, [choice('counter:pass', 'counter')]));
    expect(list).toContainEqual({
      kind: 'counter',
      label: 'Counteroffer',
      reason: `the third counteroffer costs ${cost} capital; you hold 1`,
    });
    s.capital[3] = cost;
    expect(
      unavailable(s, 3, [choice(`counter:${android.id}`, 'counter'), choice('counter:pass', 'counter')]).some(
        (u) => en(u.label) === 'Counteroffer',
      ),
    ).toBe(false);
    // A ready free-counteroffer asset: the counteroffer is possible, so no cost line.
    s.capital[3] = 0;
    s.assets[3] = [asset('freeCounter').id];
    expect(
      unavailable(s, 3, [
        choice(`counter:${android.id}:free:${s.assets[3][0]}`, 'counter'),
        choice('counter:pass', 'counter'),
      ]).some((u) => en(u.label) === 'Counteroffer'),
    ).toBe(false);
    // Exhausted, it says so.
    s.exhausted = [s.assets[3][0]!];
    expect(enList(unavailable(s, 3, [choice('counter:pass', 'counter')]))).toContainEqual({
      kind: 'counter',
      label: `${en(asset('freeCounter').name)} (free counteroffer)`,
      reason: expect.stringMatching(/exhausted/),
    });
  });

  it('rule 67: an exhausted vote asset is listed at the vote', () => {
    const s = asked('support', 0);
    const vote = asset('vote');
    s.assets[0] = [vote.id];
    s.exhausted = [vote.id];
    expect(unavailable(s, 0, [choice('support:main', 'support'), choice('support:counter', 'support')])).toContainEqual(
      { kind: 'support', label: expect.stringContaining(vote.name), reason: expect.stringMatching(/exhausted/) },
    );
  });

  it('rules 66-67: at the end of turn, assets used this turn or exhausted are listed; offered and passive ones are not', () => {
    const s = asked('endTurn', 1);
    const eot = asset('capital', 'endOfTurn');
    const ex = asset('draw', 'exhaust');
    const passive = ASSETS.find((a) => a.timing === 'passive')!;
    const ready = asset('supply', 'endOfTurn');
    s.assets[1] = [eot.id, ex.id, passive.id, ready.id];
    s.usedThisTurn = [eot.id];
    s.exhausted = [ex.id];
    const list = enList(unavailable(s, 1, [choice(`asset:${ready.id}`, 'asset'), choice('end', 'end')]));
    expect(list).toContainEqual({
      kind: 'asset',
      label: en(eot.name),
      reason: expect.stringMatching(/used at this end of turn already/),
    });
    expect(list).toContainEqual({ kind: 'asset', label: en(ex.name), reason: expect.stringMatching(/exhausted/) });
    expect(list.some((u) => u.label === en(passive.name) || u.label === en(ready.name))).toBe(false);
    checkUnavailable(list, 'endTurn');
  });

  it('rules 47, 49: at a General draw, a deck drawn from in this refresh and an exhausted deck say why; offered decks are not listed', () => {
    const s = asked('general', 1);
    s.stack[0] = { kind: 'general', seats: [1], data: { seat: 1, i: 1, drawn: ['labor'] } };
    s.decks.security = [];
    s.discard = [];
    const list = enList(
      unavailable(s, 1, [
        choice('general:biotech', 'general'),
        choice('general:media', 'general'),
        choice('general:construction', 'general'),
      ]),
    );
    expect(list).toEqual([
      { kind: 'general', label: 'Draw from Labor', reason: expect.stringMatching(/drew from it already/) },
      { kind: 'general', label: 'Draw from Security', reason: expect.stringMatching(/no Security card left/) },
    ]);
  });

  it('nothing is listed for a seat not asked, nor once the game is over', () => {
    const s = asked('main', 1, [cure.id]);
    expect(unavailable(s, 2, [])).toEqual([]);
    s.over = true;
    expect(unavailable(s, 1, [])).toEqual([]);
  });
});
