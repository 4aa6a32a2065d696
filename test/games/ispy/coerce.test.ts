import { describe, expect, it, vi } from 'vitest';
import { tokenOwner } from '../../../src/games/ispy/cards.ts';
import { ispy } from '../../../src/games/ispy/game.ts';
import { self } from '../../../src/games/ispy/movement.ts';
import type { IspyState } from '../../../src/games/ispy/state.ts';
import { en } from '../../support/words.ts';
import { choose, fresh, give, keys, legalEn, pending, place, play, publicText, turnFor } from './helpers.ts';

// An owned Asset that adds Supply to Smuggle, and a record of the afterCard calls: who.assets decides.
const afterCalls: { actor: number; card: string }[] = [];
vi.mock('../../../src/games/ispy/assetHooks.ts', async (orig) => {
  const real = await orig<typeof import('../../../src/games/ispy/assetHooks.ts')>();
  return {
    ...real,
    bonusSupply: (s: IspyState, who: { actor: number; assets: boolean }, source: string) =>
      who.assets && source === 'smuggle' && real.owns(s, who.actor, 'labor') ? 1 : 0,
    afterCard: (_s: IspyState, _ctx: unknown, who: { actor: number; assets: boolean }, card: string) => {
      if (who.assets) afterCalls.push({ actor: who.actor, card });
    },
  };
});

/** Adam (0) and Emily (1) adjacent in Frankfurt and Nuremberg, Zachary (2) in Leipzig next to both; Adam Tagged. */
function table(adamHand: string[]) {
  const s = place(fresh(), { 0: 'frankfurt', 1: 'nuremberg', 2: 'leipzig' });
  give(s, 0, { tags: 1, hand: adamHand });
  return s;
}
/** Plays Misdirect for `seat` on Adam, In The Wind to `seat`, up to the 'coerce' decision. */
function misdirect(s: IspyState, seat: number): void {
  turnFor(s, seat);
  play(s, 'misdirect', seat);
  if (pending(s)?.kind === 'target') choose(s, seat, 'target:0');
  choose(s, seat, `initiative:${seat}`);
  expect(pending(s)).toEqual({ kind: 'coerce', seats: [seat] });
}

/** Adam holding `adamHand`, Misdirected by `seat`, who Coerces `card` out of it. */
function coercing(adamHand: string[], seat: number, card: string): IspyState {
  const s = table(adamHand);
  misdirect(s, seat);
  choose(s, seat, `coerce:${card}`);
  return s;
}

describe('Coerce: the rulebook examples', () => {
  it('Emily Coerces Adam, draws Incite Sedition and Smuggle, plays Smuggle herself', () => {
    const s = table(['incite', 'smuggle']);
    misdirect(s, 1);
    expect(keys(s, 1).sort()).toEqual(['coerce:incite', 'coerce:reveal', 'coerce:smuggle']);
    expect(s.spies[0]!.hand).toEqual([]);
    choose(s, 1, 'coerce:smuggle');
    expect(s.spies[0]!.hand).toEqual(['incite']); // returned before Smuggle resolves
    expect(keys(s, 1)).toEqual(['coercewho:me', 'coercewho:them']);
    choose(s, 1, 'coercewho:me');
    expect(s.spies[1]!.supply).toBe(4);
    expect(s.spies[0]!.records).toEqual([{ card: 'smuggle', rotated: false }]);
    expect(s.spies[1]!.agenda).toEqual(['misdirect']);
    expect(s.spies[0]!.agenda).toEqual([]);
    expect(s.stack).toEqual([]);
  });

  it('Zachary Coerces Adam, draws Private Line and Overnight Line, puts Adam on the Private Line with the Tag', () => {
    const s = coercing(['private', 'overnight'], 2, 'private');
    expect(s.spies[0]!.hand).toEqual(['overnight']);
    choose(s, 2, 'coercewho:them');
    // Zachary makes Adam's choice: a Tag for 2 more Tickets.
    expect(pending(s)).toEqual({ kind: 'cardOption', seats: [2] });
    expect(keys(s, 2)).toEqual(['private:3', 'private:5']);
    const before = s.stack.length;
    const r = ispy.apply(s, 2, { k: 'private:5' });
    expect(r.ok).toBe(true);
    expect(s.spies[0]!.tags).toBe(2);
    // Spent at once by Zachary ('tickets', the turn's decision) rather than added to Zachary's turn.
    expect(s.turn!.tickets).toBe(0);
    expect(s.turn!.privateTag).toBe(null);
    expect(s.stack.length).toBeGreaterThanOrEqual(before);
    expect(s.stack.at(-1)).toMatchObject({ kind: 'tickets', seats: [2], data: { seat: 0, left: 5 } });
    // Zachary moves Adam 3 routes, then leaves the last 2 Tickets unspent (lost).
    for (let i = 0; i < 3; i++) {
      const move = keys(s, 2).find((k) => k.startsWith('move:'))!;
      expect(ispy.apply(s, 2, { k: move }).ok).toBe(true);
    }
    expect(ispy.apply(s, 2, { k: 'tickets:stop' }).ok).toBe(true);
    // Afterwards the card goes to its owner's Records.
    expect(s.spies[0]!.records).toEqual([{ card: 'private', rotated: false }]);
  });
});

describe('Coerce: the clarifications', () => {
  // Played on the table: the drawn cards' offers said only who may play them, not what they do.
  it("each drawn card's offer shows its effect and Influence, within Discord's 100 characters", () => {
    const s = table(['incite', 'blackmail']);
    misdirect(s, 1);
    const offers = legalEn(s, 1).filter((a) => a.key.startsWith('coerce:') && a.key !== 'coerce:reveal');
    expect(offers).toHaveLength(2);
    for (const a of offers) expect(a.detail!.length).toBeLessThanOrEqual(100);
    expect(offers.find((a) => a.key === 'coerce:incite')!.detail).toContain('Scandalize, or 1 Tag');
    expect(offers.find((a) => a.key === 'coerce:blackmail')!.detail).toContain('2 of Control/Empower/Scandalize');
  });

  it("the drawn cards are secret to the coercer (the decision's secret part), unless revealed", () => {
    const s = table(['incite', 'smuggle', 'evade']);
    turnFor(s, 1);
    const ev = play(s, 'misdirect', 1);
    const evs = [...ev, ...choose(s, 1, 'initiative:1')];
    const drawn = (s.stack.at(-1)!.secret!['1'] as { cards: string[] }).cards;
    expect(drawn).toHaveLength(2);
    const names = drawn.map((c) => ({ incite: 'Incite Sedition', smuggle: 'Smuggle', evade: 'Evade' })[c]!);
    for (const n of names) expect(publicText(evs)).not.toContain(n);
    expect(
      evs.some(
        (e) => Array.isArray(e.to) && e.to.length === 1 && e.to[0] === 1 && names.every((n) => e.text.includes(n)),
      ),
    ).toBe(true);
    expect(JSON.stringify(s.stack.at(-1)!.data)).not.toMatch(/incite|smuggle|evade/);
    expect(ispy.view(s, 1).pending!.mine).toEqual({ cards: drawn });
    for (const v of [ispy.view(s, 0), ispy.view(s, 2), ispy.view(s, 'spectator')])
      expect(v.pending!.mine).toBeUndefined();
    expect(keys(s, 0)).toEqual([]);
    const shown = choose(s, 1, 'coerce:reveal');
    for (const n of names) expect(publicText(shown)).toContain(n);
    expect(keys(s, 1)).not.toContain('coerce:reveal');
  });

  it('Special Action Cards are never drawn', () => {
    const s = table(['nord', 'seduce', 'smuggle']);
    misdirect(s, 1);
    expect(keys(s, 1).filter((k) => k !== 'coerce:reveal')).toEqual(['coerce:smuggle']);
    expect(s.spies[0]!.hand.sort()).toEqual(['nord', 'seduce']);
  });

  it('a hand of one drawable card: that card is drawn; an empty hand: Coerce does nothing, Misdirect still resolves', () => {
    const one = table(['overnight']);
    misdirect(one, 1);
    expect(keys(one, 1)).toEqual(['coerce:overnight', 'coerce:reveal']);
    const none = table([]);
    turnFor(none, 1);
    play(none, 'misdirect', 1);
    const ev = choose(none, 1, 'initiative:2');
    expect(none.initiative).toBe(2);
    expect(none.stack).toEqual([]);
    expect(publicText(ev)).toContain('nothing happens');
  });

  it('unplayable draws: returned to the hand and nothing happens', () => {
    // The coercer stands next to the Tagged target, so only an icon card can fail for both spies:
    // Blackmail with no Politician left on the board.
    const s = table(['blackmail']);
    s.spaces = s.spaces.map(() => ({ tile: null, tokens: [] }));
    misdirect(s, 1);
    expect(keys(s, 1)).toEqual(['coerce:none', 'coerce:reveal']);
    const ev = choose(s, 1, 'coerce:none');
    expect(s.spies[0]!.hand).toEqual(['blackmail']);
    expect(s.spies[0]!.records).toEqual([]);
    expect(s.stack).toEqual([]);
    expect(publicText(ev)).not.toMatch(/Blackmail/);
  });

  it("self-play: the coercer's own Assets apply (afterCard and bonuses); opponent-play: no Assets at all", () => {
    const s = table(['smuggle', 'incite']);
    s.spies[1]!.assets = [{ id: 'labor', applied: false }];
    s.spies[0]!.assets = [{ id: 'labor', applied: false }];
    afterCalls.length = 0;
    misdirect(s, 1);
    choose(s, 1, 'coerce:smuggle');
    choose(s, 1, 'coercewho:me');
    expect(s.spies[1]!.supply).toBe(5); // 1 + Labor Organizer
    expect(afterCalls).toEqual([
      { actor: 1, card: 'smuggle' },
      { actor: 1, card: 'misdirect' },
    ]);
    const t = table(['smuggle', 'incite']);
    t.spies[0]!.assets = [{ id: 'labor', applied: false }];
    afterCalls.length = 0;
    misdirect(t, 1);
    choose(t, 1, 'coerce:smuggle');
    choose(t, 1, 'coercewho:them');
    expect(t.spies[0]!.supply).toBe(4); // Adam's Labor Organizer does not apply
    expect(afterCalls).toEqual([{ actor: 1, card: 'misdirect' }]);
  });

  it("self-play of an opponent's Misdirect: Coerce that opponent again, the unselected card back in the hand first", () => {
    const s = coercing(['misdirect', 'overnight'], 1, 'misdirect');
    expect(s.spies[0]!.hand).toEqual(['overnight']);
    choose(s, 1, 'coercewho:me');
    choose(s, 1, 'initiative:1');
    expect(pending(s)!.kind).toBe('coerce');
    expect(keys(s, 1)).toContain('coerce:overnight');
    choose(s, 1, 'coerce:overnight');
    choose(s, 1, 'coercewho:me');
    expect(s.turn!.tickets).toBe(4);
    expect(s.spies[0]!.records.map((r) => r.card)).toEqual(['overnight', 'misdirect']);
  });

  it("self-play of an opponent's Courier Line: it serves the coercer's Contact and does not compound with their own", () => {
    const s = coercing(['courier', 'incite'], 1, 'courier');
    choose(s, 1, 'coercewho:me');
    expect(s.turn!.courier).toBe(true);
    play(s, 'courier', 1);
    expect(s.turn!.courier).toBe(true); // one flag: the reward twice, never three times
    expect(s.turn!.tickets).toBe(2);
  });

  it('opponent-play: the coercer makes every choice, Tickets at once, no Capital visit for the opponent', () => {
    const s = coercing(['overnight', 'incite'], 1, 'overnight');
    choose(s, 1, 'coercewho:them');
    expect(s.turn!.tickets).toBe(0);
    expect(s.turn!.visit).toBe('no');
    const top = s.stack.at(-1);
    if (top) expect(top).toMatchObject({ kind: 'tickets', seats: [1], data: { seat: 0, left: 4 } });
  });

  it('opponent-play Sabotage outside a Capital: the coerced opponent receives the Tag', () => {
    const s = coercing(['sabotage', 'incite'], 1, 'sabotage');
    choose(s, 1, 'coercewho:them');
    expect(s.spies[0]!.tags).toBe(2);
    expect(s.spies[1]!.tags).toBe(0);
  });

  it("opponent-play Blackmail: Control uses the opponent's tokens; Empower as the opponent (their protection)", () => {
    const s = table(['blackmail', 'incite']);
    give(s, 1, { tags: 1 });
    s.spaces[2]!.tokens = [1]; // protected against Adam, not against Emily
    misdirect(s, 1);
    // Zachary coerces instead: nobody; Emily draws and makes Adam play Blackmail (Emily is Tagged and adjacent).
    choose(s, 1, 'coerce:blackmail');
    choose(s, 1, 'coercewho:them');
    expect(pending(s)).toEqual({ kind: 'icon', seats: [1] });
    choose(s, 1, 'icon:control');
    choose(s, 1, 'control:9');
    expect(s.spaces[9]!.tokens).toEqual([0]);
    expect(s.spies[0]!.tokens).toBe(20);
    expect(s.spies[1]!.tokens).toBe(21);
    choose(s, 1, 'icon:empower');
    expect(keys(s, 1)).not.toContain('empower:2');
    choose(s, 1, 'empower:9');
    choose(s, 1, 'empower:0');
    expect(s.spaces[0]).toEqual({ tile: 'p9', tokens: [0] });
  });

  it('opponent-play Misdirect: In The Wind only, no Coerce', () => {
    const s = table(['misdirect', 'incite']);
    give(s, 1, { tags: 1 });
    misdirect(s, 1);
    choose(s, 1, 'coerce:misdirect');
    choose(s, 1, 'coercewho:them');
    expect(pending(s)!.kind).toBe('initiative');
    choose(s, 1, 'initiative:2');
    expect(s.initiative).toBe(2);
    expect(s.stack).toEqual([]);
    expect(s.spies[0]!.records.map((r) => r.card)).toEqual(['misdirect']);
  });

  it("a coerced card goes to its owner's Records, never an Agenda, and the Misdirect is the coercer's own card", () => {
    const s = coercing(['smuggle', 'incite'], 1, 'incite');
    choose(s, 1, 'coercewho:me');
    choose(s, 1, 'incite:0');
    expect(s.spies[0]!.tags).toBe(2);
    expect(s.spies[0]!.records).toEqual([{ card: 'incite', rotated: false }]);
    expect(s.spies[1]!.agenda).toEqual(['misdirect']);
    expect(s.spies[0]!.agenda).toEqual([]);
    expect(s.spies[0]!.hand).toEqual(['smuggle']);
    expect(self(1).assets).toBe(true);
  });
});

describe('Coerce: whose Control Token a Scandalize discards (issue 21 §5)', () => {
  it('names the coerced spy\'s token to the coercer, "your" otherwise', () => {
    expect(en(tokenOwner({ actor: 0, chooser: 1, assets: false, forced: true }))).toBe("{seat:0}'s Control Token");
    expect(en(tokenOwner(self(2)))).toBe('your Control Token');
  });
});
