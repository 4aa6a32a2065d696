import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../../src/engine/randomPlay.ts';
import type { GameEvent } from '../../../src/engine/types.ts';
import {
  ASSETS,
  CONTROL_TOKENS,
  NATION_NAMES,
  NATIONS,
  POLITICIANS,
  TOKENS_PER_POLITICIAN,
  TRACK_MAX,
} from '../../../src/games/ispy/data/index.ts';
import { ispy, ispyFlow } from '../../../src/games/ispy/game.ts';
import type { IspyState } from '../../../src/games/ispy/state.ts';
import { en } from '../../support/words.ts';
import { atTurn, choose, keys } from './turnKit.ts';

/**
 * The rules modules together, with NO mocks: every move goes through `ispy.legalActions` and
 * `ispy.apply` on real turns (states are only arranged before the first move).
 */

/** Applies keys in order, each by the seat the game awaits; collects the events. */
function go(s: IspyState, ...ks: string[]): { s: IspyState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const k of ks) {
    const seat = ispy.awaiting(s)[0] ?? s.turn!.seat;
    const r = choose(s, seat, k);
    s = r.state;
    events.push(...r.events);
  }
  return { s, events };
}
const publicText = (events: readonly GameEvent[]) =>
  events
    .filter((e) => e.to === 'public')
    .map((e) => en(e.text))
    .join('\n');
const own = (s: IspyState, seat: number, ...ids: string[]) =>
  (s.spies[seat]!.assets = ids.map((id) => ({ id, applied: false })));

describe('Assets in play', () => {
  it("Recruit in Berlin (Marthe Richard) pays the Labor Organizer's 5 Supply; Smuggle the same turn gives 1 more Supply", () => {
    let s = atTurn(2, 0, ['hamburg', null], 'labor');
    s.stacks.berlin = ['labor', ...s.stacks.berlin.filter((a) => a !== 'labor')];
    s.spies[0]!.supply = 6;
    s = go(s, 'enter:berlin-1', 'contact', 'reward:0').s;
    expect(keys(s, 0)).toContain('recruit:labor');
    s = go(s, 'recruit:labor').s;
    expect(s.spies[0]!.supply).toBe(1);
    expect(s.spies[0]!.assets).toEqual([{ id: 'labor', applied: false }]);
    s = go(s, 'play:smuggle').s;
    expect(s.spies[0]!.supply).toBe(3);
  });

  it('"After a Contact Action" Assets act after its rewards resolve (the Telegraphist\'s Supply cannot pay the Recruit it follows)', () => {
    let s = atTurn(2, 0, ['hamburg', null], 'telegraphist');
    own(s, 0, 'telegraphist', 'interpreter');
    s.stacks.berlin = ['ferryman', 'labor'];
    s.spies[0]!.supply = 4;
    s = go(s, 'enter:berlin-1', 'contact', 'reward:0').s;
    expect(keys(s, 0)).toEqual(['recruit:ferryman']);
    expect(s.turn!.tickets).toBe(0);
    s = go(s, 'recruit:ferryman').s;
    expect(s.spies[0]!.supply).toBe(1);
    expect(s.turn!.tickets).toBe(1);
  });

  it("under Coerce: the coercer's own Assets apply when it plays the drawn card; none apply when the opponent is made to play; Special Action Cards are never drawn", () => {
    const setup = (seed: string, hand: string[]) => {
      const s = atTurn(2, 0, ['berlin-1', 'berlin-2'], seed);
      s.turn!.visit = 'in';
      s.spies[1]!.tags = 1;
      s.spies[1]!.hand = hand;
      own(s, 0, 'labor', 'safecracker');
      own(s, 1, 'labor');
      s.spies[0]!.supply = 0;
      s.spies[1]!.supply = 0;
      return go(s, 'play:misdirect', 'initiative:0').s;
    };
    const me = go(setup('coerce-me', ['smuggle']), 'coerce:smuggle', 'coercewho:me').s;
    expect(me.spies[0]!.supply).toBe(2);
    expect(me.turn!.tickets).toBe(1);
    expect(me.spies[1]!.records).toContainEqual({ card: 'smuggle', rotated: false });
    const them = go(setup('coerce-them', ['smuggle']), 'coerce:smuggle', 'coercewho:them').s;
    expect(them.spies[1]!.supply).toBe(1);
    expect(them.spies[0]!.supply).toBe(0);
    expect(them.turn!.tickets).toBe(0);
    const special = setup('coerce-special', ['nord']);
    expect(special.stack).toHaveLength(0);
    expect(special.spies[1]!.hand).toEqual(['nord']);
  });

  it('an extra Card Action Asset (Double Agent) offers its extra card only after the normal two', () => {
    let s = atTurn(2, 0, ['frankfurt', null], 'double');
    own(s, 0, 'double');
    expect(keys(s, 0).some((k) => k.startsWith('extra:'))).toBe(false);
    s = go(s, 'play:overnight').s;
    expect(keys(s, 0).some((k) => k.startsWith('extra:'))).toBe(false);
    s = go(s, 'play:smuggle', 'retrieve:none').s;
    expect(keys(s, 0).some((k) => k.startsWith('play:'))).toBe(false);
    expect(keys(s, 0)).toContain('extra:courier');
    expect(keys(s, 0)).toContain('end');
    s = go(s, 'extra:courier').s;
    expect(s.turn!.extraUsed).toBe(1);
    expect(s.spies[0]!.agenda).toEqual(['overnight', 'smuggle', 'courier']);
    expect(keys(s, 0).some((k) => k.startsWith('extra:') || k.startsWith('play:'))).toBe(false);
    s = go(s, 'end').s;
    expect(s.spies[0]!.records.map((r) => r.card)).toEqual(['overnight', 'smuggle', 'courier']);
  });

  it('a card-type Asset triggers on a two-type card (Informant on Airship Line, a Travel and Counter card)', () => {
    let s = atTurn(2, 0, ['frankfurt', null], 'informant');
    own(s, 0, 'informant', 'quartermaster');
    s.spies[0]!.supply = 0;
    s = go(s, 'play:airship').s;
    // Informant (Counter) and Quartermaster (Travel) both trigger.
    expect(s.spies[0]!.supply).toBe(2);
    expect(s.turn!.tickets).toBe(1);
  });

  it('the Cryptologist resolves a Records card again (once a turn) and triggers no other Asset', () => {
    let s = atTurn(2, 0, ['frankfurt', null], 'crypto');
    own(s, 0, 'cryptologist', 'labor', 'informant', 'safecracker');
    s.spies[0]!.records = [
      { card: 'smuggle', rotated: false },
      { card: 'airship', rotated: false },
    ];
    s.spies[0]!.hand = s.spies[0]!.hand.filter((c) => c !== 'smuggle' && c !== 'airship');
    s.spies[0]!.supply = 0;
    expect(keys(s, 0)).toEqual(expect.arrayContaining(['crypto:smuggle', 'crypto:airship']));
    s = go(s, 'crypto:smuggle').s;
    // Smuggle's own Resupply only: no Labor Organizer, no Safecracker Ticket, no Informant.
    expect(s.spies[0]!.supply).toBe(1);
    expect(s.turn!.tickets).toBe(0);
    expect(s.spies[0]!.records).toHaveLength(2);
    expect(keys(s, 0).some((k) => k.startsWith('crypto:'))).toBe(false);
    expect(s.turn!.played).toBe(0);
  });

  it("the start-of-turn Assets act when the spy's turn starts (Chauffeur, Landlady, Bookkeeper), after fleeing a Capital", () => {
    let s = atTurn(2, 0, ['frankfurt', 'london-1'], 'start');
    own(s, 1, 'chauffeur', 'landlady', 'bookkeeper');
    s.spies[1]!.tags = 3;
    s.spies[1]!.supply = 0;
    s = go(s, 'play:overnight', 'play:smuggle', 'retrieve:none', 'end').s;
    expect(s.turn!.seat).toBe(1);
    expect(s.turn!.stage).toBe('flee');
    expect(s.turn!.tickets).toBe(0);
    s = go(s, keys(s, 1)[0]!).s;
    expect(s.turn!.tickets).toBe(1);
    expect(s.spies[1]!.tags).toBe(2);
    expect(s.spies[1]!.supply).toBe(1);
  });

  it('with special=true a starred Asset gives its Special Action Card, playable at once and scored for its several Nations', () => {
    let s = atTurn(2, 0, ['hamburg', null], 'special');
    s.options.special = true;
    s.stacks.berlin = ['ciwl', ...s.stacks.berlin];
    s.spies[0]!.supply = 10;
    // The last turn of round 3, with no Politician left to reveal, so the Records alone change Influence.
    s.round = 3;
    for (const i of [0, 1, 2]) s.spaces[i] = { tile: null, tokens: [] };
    s.turnsPlayed = 1;
    s.roundStart = 1;
    s = go(s, 'enter:berlin-1', 'contact', 'reward:0', 'recruit:ciwl').s;
    expect(s.spies[0]!.supply).toBe(10 - ASSETS.ciwl!.cost);
    expect(s.spies[0]!.hand).toContain('nord');
    expect(keys(s, 0)).toContain('play:nord');
    s = go(s, 'play:nord').s;
    expect(s.turn!.tickets).toBe(5);
    const r = go(s, 'play:smuggle', 'end');
    const text = publicText(r.events);
    // Nord Express owes France, Germany and Russia 1 each; Smuggle France 3.
    expect(text).toContain('Records owe France 4');
    expect(text).toContain('Records owe Germany 1');
    expect(text).toContain('Records owe Russia 1');
    expect(text).toContain('Records owe Britain 0');
    expect(r.s.phase).toBe(1);
    // Clean-up: the Special Action Card comes back to hand like any other.
    expect(r.s.spies[0]!.hand).toContain('nord');
  });
});

describe('cards and the turn', () => {
  it('running out of usable cards: the turn may end short of 2 Card Actions, and the hand is shown in public', () => {
    let s = atTurn(2, 0, ['frankfurt', null], 'out-of-cards');
    s.spies[0]!.hand = ['extort', 'blackmail', 'misdirect'];
    expect(keys(s, 0).some((k) => k.startsWith('play:'))).toBe(false);
    s = go(s, 'retrieve:none').s;
    expect(keys(s, 0)).toContain('end');
    const r = go(s, 'end');
    expect(publicText(r.events)).toMatch(/shows their hand: Extort, Blackmail, Misdirect/);
  });

  it("Trace's second option burns a spy with 5 Tags; losing a starred Asset leaves its Special Action Card in hand", () => {
    let s = atTurn(2, 0, ['frankfurt', 'nuremberg'], 'burn');
    s.options.special = true;
    s.spies[1]!.tags = 5;
    own(s, 1, 'ciwl');
    s.spies[1]!.hand.push('nord');
    s = go(s, 'play:trace').s;
    expect(keys(s, 0)).toEqual(['trace:1', 'burn:1']);
    s = go(s, 'burn:1', 'discard:ciwl').s;
    expect(s.spies[1]!.tags).toBe(0);
    expect(s.spies[1]!.assets).toEqual([]);
    expect(s.spies[1]!.hand).toContain('nord');
  });
});

describe('Politicians and secrets', () => {
  it('Scandalize never names the tile (nor its replacement) in public events', () => {
    let s = atTurn(2, 0, ['reims', null], 'scandal');
    s.spaces[1]!.tokens = [0];
    s.spies[0]!.tokens -= 1;
    const old = POLITICIANS[s.spaces[1]!.tile!]!;
    const r = go(s, 'enter:paris-1', 'contact', 'reward:1', 'scandalize:1');
    s = r.s;
    const fresh = POLITICIANS[s.spaces[1]!.tile!]!;
    const text = publicText(r.events);
    expect(text).toMatch(/Scandalizes/);
    for (const p of [old, fresh]) {
      expect(text).not.toContain(p.name);
      expect(text).not.toContain(p.text);
    }
    expect(s.politicianDiscard).toContainEqual({ id: old.id, revealed: false });
    for (const v of [ispy.view(s, 0), ispy.view(s, 1), ispy.view(s, 'spectator')])
      expect(JSON.stringify(v)).not.toContain(old.name);
  });

  it('a Controlled Politician is seen only by its controller (view, secrets, events)', () => {
    let s = atTurn(2, 0, ['pskov', null], 'control');
    const r = go(s, 'enter:petersburg-1', 'contact', 'reward:1', 'control:6');
    s = r.s;
    const p = POLITICIANS[s.spaces[6]!.tile!]!;
    expect(en(ispy.view(s, 0).spaces[6]!.known?.name ?? '')).toBe(p.name);
    expect(ispy.view(s, 1).spaces[6]!.known).toBeNull();
    expect(ispy.view(s, 'spectator').spaces[6]!.known).toBeNull();
    expect(ispy.secrets!(s, 0).map(en)).toContain(p.name);
    expect(ispy.secrets!(s, 1).map(en)).not.toContain(p.name);
    for (const v of [ispy.view(s, 1), ispy.view(s, 'spectator')]) expect(JSON.stringify(v)).not.toContain(p.name);
    expect(publicText(r.events)).not.toContain(p.name);
    expect(
      r.events.some((e) => Array.isArray(e.to) && e.to.length === 1 && e.to[0] === 0 && en(e.text).includes(p.name)),
    ).toBe(true);
  });
});

/** Invariants of a state at rest, with the Control Tokens lost to Scandalized tiles so far. */
function invariants(s: IspyState, lost: readonly number[], at: string): void {
  for (const n of NATIONS) {
    expect(s.influence[n] >= 0 && s.influence[n] <= TRACK_MAX, `${at} ${n} Influence`).toBe(true);
    expect(s.power[n] >= 0 && s.power[n] <= TRACK_MAX, `${at} ${n} Power`).toBe(true);
  }
  if (!s.stack.some((p) => p.kind === 'relocate')) {
    const where = s.spies.map((p) => p.region).filter((r) => r !== null);
    expect(new Set(where).size, `${at} one spy per Region`).toBe(where.length);
  }
  for (const sp of s.spaces) expect(sp.tokens.length <= TOKENS_PER_POLITICIAN, at).toBe(true);
  s.spies.forEach((p, seat) => {
    expect(p.supply >= 0, `${at} Supply`).toBe(true);
    const onBoard = s.spaces.reduce((n, sp) => n + sp.tokens.filter((t) => t === seat).length, 0);
    expect(onBoard + p.tokens + lost[seat]!, `${at} seat ${seat} Control Tokens`).toBe(CONTROL_TOKENS);
  });
}

/** Control Tokens each seat lost with the tiles Scandalized between `before` and `after`. */
function lostTo(before: IspyState, after: IspyState): number[] {
  const out = before.spies.map(() => 0);
  for (const d of after.politicianDiscard.slice(before.politicianDiscard.length)) {
    if (d.revealed) continue;
    const sp = before.spaces.find((x) => x.tile === d.id);
    for (const t of sp?.tokens ?? []) out[t]! += 1;
  }
  return out;
}

/**
 * Each seat's declared secrets (Alignment, Controlled Politicians, the Asset stack it stands at)
 * appear in no view of a seat that does not know them, no spectator view, and no public event
 * (a Politician revealed or an Asset recruited by this very move is public from then on).
 */
function secretsKept(before: IspyState, after: IspyState, events: readonly GameEvent[], at: string): void {
  const madePublic = new Set<string>([
    ...after.politicianDiscard
      .slice(before.politicianDiscard.length)
      .filter((d) => d.revealed)
      .flatMap((d) => [POLITICIANS[d.id]!.name, POLITICIANS[d.id]!.text]),
    ...after.spies.flatMap((p) => p.assets.map((a) => ASSETS[a.id]!.name)),
  ]);
  const pub = publicText(events);
  const views = new Map<number | 'spectator', string>(
    [...after.spies.keys(), 'spectator' as const].map((v) => [v, JSON.stringify(ispy.view(after, v))]),
  );
  const known = after.spies.map((_p, seat) => new Set(ispy.secrets!(after, seat)));
  before.spies.forEach((_p, seat) => {
    for (const secret of ispy.secrets!(before, seat)) {
      if (madePublic.has(secret)) continue;
      expect(pub.includes(secret), `${at}: public event shows seat ${seat}'s ${secret}`).toBe(false);
    }
  });
  known.forEach((mine, seat) => {
    for (const secret of mine) {
      for (const [v, text] of views) {
        if (v === seat || (v !== 'spectator' && known[v]!.has(secret))) continue;
        expect(text.includes(secret), `${at}: view of ${v} shows seat ${seat}'s ${secret}`).toBe(false);
      }
    }
  });
}

describe('whole games', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players, special=true and finalReport=true, random legal play to the end with every invariant (Control Tokens conserved)`, () => {
      for (let g = 0; g < 6; g++) {
        const seed = `integ-${players}-${g}`;
        const lost = Array.from({ length: players }, () => 0);
        let applied = 0;
        let reports = 0;
        let revealedAt = -1;
        let step = 0;
        const game = playRandomGame(ispy, players, { special: true, finalReport: true }, seed, {
          onStep: ({ before, after, events, action }) => {
            lostTo(before, after).forEach((n, i) => (lost[i]! += n));
            invariants(after, lost, `${seed}#${step}`);
            const k = (action as { k: string }).k;
            if (k.startsWith('apply:')) applied += 1;
            if (k.startsWith('report:')) reports += 1;
            // No Alignment is named in public before the reveal.
            if (!after.over) expect(ispy.view(after, 'spectator').spies.every((p) => p.alignment === null)).toBe(true);
            if (events.some((e) => en(e.text).includes('worked for'))) revealedAt = step;
            if (!after.over) secretsKept(before, after, events, `${seed}#${step}`);
            step += 1;
          },
        });
        const s = game.final;
        expect(game.outcome.over).toBe(true);
        expect(s.round).toBe(14);
        expect(s.phase).toBe(5);
        expect(revealedAt).toBe(step - 1);
        // Final Report: each spy gave one card per opponent; Apply Assets: every Asset flipped once.
        expect(reports).toBe(players * (players - 1));
        expect(applied).toBe(s.spies.reduce((n, p) => n + p.assets.length, 0));
        for (const p of s.spies) for (const a of p.assets) expect(a.applied).toBe(true);
        // The reveal names every spy's Alignment, and the view shows them now.
        for (const [seat, p] of s.spies.entries()) {
          expect(en(s.result!.lines.join('\n'))).toContain(`{seat:${seat}} worked for ${NATION_NAMES[p.alignment]}`);
          expect(ispy.view(s, 'spectator').spies[seat]!.alignment).toBe(p.alignment);
        }
        expect(game.outcome.winners!.length).toBeGreaterThan(0);
      }
    }, 120_000);
  }

  it('Apply Assets goes one Asset per spy at a time, clockwise from the Initiative, +1 Power each; then the reveal', () => {
    let s = atTurn(3, 0, ['frankfurt', 'prague', 'vienna'], 'apply');
    own(s, 0, 'labor', 'double');
    own(s, 2, 'forger');
    s.round = 14;
    s.initiative = 1;
    s.turn = null;
    s.queue = [{ k: 'applyAssets', data: {} }, { k: 'revealAlignments' }];
    ispyFlow.record(s, (ctx) => ispyFlow.settle(s, ctx));
    const order: number[] = [];
    const power = { ...s.power };
    while (!s.over) {
      const [seat] = ispy.awaiting(s);
      order.push(seat!);
      expect(ispy.view(s, 'spectator').spies.every((p) => p.alignment === null)).toBe(true);
      s = go(s, 'apply:italy').s;
    }
    // Seat 1 holds none: seat 2, then 0, then 0 again (clockwise from the Initiative holder).
    expect(order).toEqual([2, 0, 0]);
    expect(s.power.italy).toBe(power.italy + 3);
    for (const p of s.spies) for (const a of p.assets) expect(a.applied).toBe(true);
    expect(ispy.outcome(s).over).toBe(true);
    expect(s.result!.lines.filter((l) => en(l).includes('worked for'))).toHaveLength(3);
  });
});
