import { describe, expect, it } from 'vitest';
import { controls, removeInfluence } from '../../../src/games/vr/board.ts';
import { DISTRICTS } from '../../../src/games/vr/data/index.ts';
import type { DistrictId } from '../../../src/games/vr/data/types.ts';
import type { VrState } from '../../../src/games/vr/state.ts';
import { startTurn } from '../../../src/games/vr/turn.ts';
import { blank, duty, endGame, endRound, hand, server, three, tokens, verse } from './endHelpers.ts';
import { awaited, choose, inMove, keys, moves } from './helpers.ts';

/**
 * Titles gained and lost by every kind of cause that changes Influence or Servers, each driven
 * through the real flow: choices applied by key in a turn, or the end of a Round run to its
 * decisions. The rule checked each time: controlling every Borough of a District takes its Title
 * at once; losing ONE Borough keeps it; losing a second loses it at once, and a Title lost goes
 * back beside the board upright (out of `titlesTurned`), whoever had turned it.
 *
 * Already covered elsewhere, not repeated here (titles.test.ts): the Influence manoeuvre "add"
 * completing a District, "move" completing one District and costing another Title, "remove"
 * taking a second Borough; a Level 1 Fighter's activation; a Server built by the Action (Delta's
 * Promotion) completing a District; Champs-Élysées removing the Server that holds its own Title;
 * and every District by every board primitive.
 *
 * Some causes can only go one way, by the rules: Ivan moves a Server only where its owner already
 * has a token, the Viscount builds only where its owner has a token, and The Archipelago adds
 * only to Boroughs already controlled, so none of them can complete a District.
 */

// ---- Building situations --------------------------------------------------------------------

/** `seat`'s turn, its Director still to place, in an empty Neo Paris (30 Eurocredits each). */
function turnOf(players = 2, seat = 0): VrState {
  const s = blank(players, 'title-causes');
  s.order = Array.from({ length: players }, (_x, i) => (seat + i) % players);
  s.turnsPlayed = 0;
  for (const p of s.p) p.money = 30;
  startTurn(s); // `seat` is first in the order
  return s;
}

/** `seat` holds `d`'s Title: one token in each Borough, or a Server alone in those listed in `serverOnly`. */
function holds(s: VrState, seat: number, d: DistrictId, serverOnly: readonly number[] = []): void {
  for (const b of DISTRICTS[d].boroughs) {
    if (serverOnly.includes(b)) server(s, seat, b);
    else tokens(s, seat, b);
  }
  s.titles[d] = seat;
}

/** The same, the Title turned sideways this Round. */
function holdsTurned(s: VrState, seat: number, d: DistrictId, serverOnly: readonly number[] = []): void {
  holds(s, seat, d, serverOnly);
  s.titlesTurned.push(d);
}

/** `seat` controls every Borough of `d` but `missing` (one token each), and so holds no Title there. */
function allBut(s: VrState, seat: number, d: DistrictId, missing: number): void {
  for (const b of DISTRICTS[d].boroughs) if (b !== missing) tokens(s, seat, b);
  expect(s.titles[d]).toBeNull();
}

const kept = (s: VrState, d: DistrictId, holder: number) => {
  expect(s.titles[d]).toBe(holder);
  expect(s.titlesTurned).toContain(d);
};

const lost = (s: VrState, d: DistrictId) => {
  expect(s.titles[d]).toBeNull();
  expect(s.titlesTurned).not.toContain(d);
};

/**
 * A cause that takes Borough `b` of District `d` from its holder: from the whole District the
 * Title stays, still turned; once Borough `first` was lost before (its token gone to the Recycle
 * Area), the same cause loses the Title, upright again.
 */
function keptThenLost(
  d: DistrictId,
  holder: number,
  b: number,
  first: number,
  build: () => VrState,
  cause: (s: VrState) => VrState,
): void {
  const whole = build();
  kept(whole, d, holder);
  const afterOne = cause(whole);
  expect(controls(afterOne, holder, b)).toBe(false);
  kept(afterOne, d, holder);

  const short = build();
  inMove(removeInfluence)(short, first);
  expect(controls(short, holder, first)).toBe(false);
  kept(short, d, holder);
  const afterTwo = cause(short);
  expect(controls(afterTwo, holder, b)).toBe(false);
  lost(afterTwo, d);
}

/** A build for keptThenLost: `holder` holds `d` (its Title turned, `serverOnly` held by a Server alone), seat 0 has `id` on Duty. */
const withAgent =
  (holder: number, d: DistrictId, id: string, serverOnly: readonly number[] = []) =>
  (): VrState => {
    const s = turnOf();
    holdsTurned(s, holder, d, serverOnly);
    duty(s, 0, id);
    return s;
  };

const pendingKind = (s: VrState) => s.stack.at(-1)?.kind;

// ---- The Influence manoeuvre ----------------------------------------------------------------

describe('the Influence manoeuvre (others in titles.test.ts)', () => {
  it('"remove" over two turns: the Title survives the first Borough, is turned by its holder, and goes upright with the second', () => {
    let s = turnOf(2, 0);
    holds(s, 1, 'DR');
    s = moves(s, 0, 'dir:13', 'inf:remove', 'end');
    expect(s.titles.DR).toBe(1);
    // Seat 1's turn: it uses its Title (turned for the Round).
    s = moves(s, 1, 'title:DR', 'dir:1', 'inf:skip', 'end');
    kept(s, 'DR', 1);
    s = moves(s, 0, 'dir:14', 'inf:remove');
    lost(s, 'DR');
    expect(s.recycle[1]).toBe(2);
  });
});

// ---- Agents ---------------------------------------------------------------------------------

describe('Agent abilities and Promotions', () => {
  it('Trunk (activation): its token removed in the Borough costs the Title only on the second Borough', () => {
    keptThenLost('MA', 1, 2, 4, withAgent(1, 'MA', 'trunk'), (s) => moves(s, 0, 'dir:2', 'agent:use:trunk'));
  });

  it('Trunk (activation): its token added anywhere completes a District', () => {
    let s = turnOf();
    allBut(s, 0, 'ND', 23);
    holdsTurned(s, 1, 'MA');
    duty(s, 0, 'trunk');
    s = moves(s, 0, 'dir:2', 'agent:use:trunk');
    // The removal in Borough 2 took one Borough of Marais: kept.
    kept(s, 'MA', 1);
    expect(keys(s, 0)).toContain('tok:add:23');
    s = moves(s, 0, 'tok:add:23');
    expect(s.titles.ND).toBe(0);
    expect(s.titlesTurned).not.toContain('ND');
  });

  it('Tanaka (activation): the token in the Borough keeps the Title, the one in the adjacent Borough loses it', () => {
    let s = turnOf();
    holdsTurned(s, 1, 'PI');
    duty(s, 0, 'tanaka');
    s = moves(s, 0, 'dir:9', 'agent:use:tanaka');
    expect(s.boroughs[8]!.count).toBe(0);
    kept(s, 'PI', 1);
    expect(keys(s, 0).sort()).toEqual(['tok:rm:10', 'tok:rm:18']);
    s = moves(s, 0, 'tok:rm:10');
    lost(s, 'PI');
    expect(s.recycle[1]).toBe(2);
  });

  it('Mme Tropovicz (activation): her token removed in the Borough', () => {
    keptThenLost('NA', 1, 11, 20, withAgent(1, 'NA', 'mme-tropovicz'), (s) =>
      moves(s, 0, 'dir:11', 'agent:use:mme-tropovicz'),
    );
  });

  it('Slade (activation): his token added to an adjacent Borough completes a District', () => {
    let s = turnOf();
    allBut(s, 0, 'QL', 7);
    duty(s, 0, 'slade');
    s = moves(s, 0, 'dir:8', 'agent:use:slade');
    expect(s.titles.QL).toBeNull();
    s = moves(s, 0, 'tok:add:7');
    expect(s.titles.QL).toBe(0);
  });

  it('Miss Yoshida (Promotion): her token added to an adjacent Borough completes a District', () => {
    let s = turnOf();
    allBut(s, 0, 'DR', 15);
    duty(s, 0, 'miss-yoshida');
    s = moves(s, 0, 'dir:16', 'agent:promote:miss-yoshida', 'promo:use');
    expect(s.p[0]!.corruption).toHaveLength(1);
    expect(s.titles.DR).toBeNull();
    s = moves(s, 0, 'tok:add:15');
    expect(s.titles.DR).toBe(0);
    expect(pendingKind(s)).toBe('agentFate');
  });

  // Every Level 1 Fighter's indicated District: all seven Titles are lost this way.
  it.each([
    ['leslie', 'QL', 5, 7],
    ['camille', 'CE', 8, 16],
    ['zero', 'ND', 21, 23],
    ['jade', 'DR', 13, 15],
    ['muriel', 'NA', 11, 20],
    ['droid-ft2-465', 'PI', 9, 18],
    ['droid-ft2-465', 'MA', 2, 4],
  ] as const)('a Level 1 Fighter (%s) promoted removes a token from %s', (id, d, b, first) => {
    const director = DISTRICTS[d].boroughs.includes(1) ? 2 : 1;
    keptThenLost(d, 1, b, first, withAgent(1, d, id), (s) => {
      const after = moves(s, 0, `dir:${director}`, `agent:promote:${id}`, 'promo:use', `tok:rm:${b}`);
      expect(after.p[0]!.corruption).toHaveLength(1);
      expect(pendingKind(after)).toBe('agentFate');
      return after;
    });
  });

  describe.each([
    ['nash', 'NA', 20, 'QL', 5, 7],
    ['benedict', 'DR', 15, 'CE', 8, 16],
    ['doc-slice', 'ND', 23, 'PI', 9, 18],
  ] as const)('%s (Promotion): remove or add 1 token in an indicated District', (id, addD, last, removeD, b, first) => {
    it(`adding completes ${addD}`, () => {
      let s = turnOf();
      allBut(s, 0, addD, last);
      duty(s, 0, id);
      s = moves(s, 0, 'dir:1', `agent:promote:${id}`, 'promo:use', `tok:add:${last}`);
      expect(s.titles[addD]).toBe(0);
      expect(s.p[0]!.retired).toEqual([id]);
    });

    it(`removing costs ${removeD} on the second Borough`, () => {
      keptThenLost(removeD, 1, b, first, withAgent(1, removeD, id), (s) =>
        moves(s, 0, 'dir:1', `agent:promote:${id}`, 'promo:use', `tok:rm:${b}`),
      );
    });
  });

  it('Viscount (activation): removing a Server that holds a Borough, for a Verse', () => {
    // Seat 0 holds Champs-Élysées through its Server alone in Borough 1.
    keptThenLost('CE', 0, 1, 16, withAgent(0, 'CE', 'viscount', [1]), (s) => {
      const after = moves(s, 0, 'dir:5', 'agent:use:viscount', 'visc:server:1');
      expect(after.p[0]!.serverSupply).toBe(7);
      return after;
    });
  });

  it('Viscount (activation): building a Server needs a token there, so it never completes a District', () => {
    let s = turnOf();
    allBut(s, 0, 'PI', 18);
    duty(s, 0, 'viscount');
    verse(s, 0, 'the-codex', true);
    // In the missing Borough, no token: no Server offered (and nothing else to trade: no question).
    const there = moves(s, 0, 'dir:18', 'agent:use:viscount');
    expect(keys(there, 0).filter((k) => k.startsWith('visc:'))).toEqual([]);
    s = moves(s, 0, 'dir:17', 'agent:use:viscount', 'visc:verse:the-codex');
    expect(s.boroughs[16]!.servers).toEqual([0]);
    expect(s.titles.PI).toBeNull();
  });

  it("Ivan (activation): moving an opponent's Server out of a Borough it alone held", () => {
    // Seat 1 holds Néo District through its Server alone in Borough 21; Ivan moves it to 13 (Denfert Rochereau), where seat 1 has a token.
    keptThenLost(
      'ND',
      1,
      21,
      23,
      () => {
        const s = withAgent(1, 'ND', 'ivan', [21])();
        tokens(s, 1, 13);
        return s;
      },
      (s) => {
        const after = moves(s, 0, 'dir:21', 'agent:use:ivan', 'ivan:1:13');
        expect(after.boroughs[12]!.servers).toEqual([1]);
        return after;
      },
    );
  });
});

// ---- Verses ---------------------------------------------------------------------------------

describe('Verse bonuses', () => {
  it.each([
    ['venizia', 13, 'PI', 18],
    ['olmeta-worlds', 1, 'NA', 20],
    ['the-rift', 5, 'MA', 4],
  ] as const)('%s: the token added in an indicated District completes it', (id, serverAt, d, last) => {
    let s = turnOf();
    server(s, 0, serverAt);
    allBut(s, 0, d, last);
    verse(s, 0, id);
    s = choose(s, 0, `verse:online:${id}`).state;
    expect(keys(s, 0)).toContain(`vinf:${last}`);
    s = choose(s, 0, `vinf:${last}`).state;
    expect(s.titles[d]).toBe(0);
  });

  it('Paris 1920: the token added anywhere completes a District', () => {
    let s = turnOf();
    server(s, 0, 21);
    allBut(s, 0, 'CE', 16);
    verse(s, 0, 'paris-1920');
    s = moves(s, 0, 'verse:online:paris-1920', 'vinf:16');
    expect(s.titles.CE).toBe(0);
  });

  it('Hassan (activation): a Verse bonus gained again completes a District', () => {
    let s = turnOf();
    allBut(s, 0, 'MA', 4);
    verse(s, 0, 'paris-1920', true);
    duty(s, 0, 'hassan');
    s = moves(s, 0, 'dir:5', 'agent:use:hassan', 'hassan:paris-1920', 'vinf:4');
    expect(s.titles.MA).toBe(0);
  });

  it('Hassan (Promotion): a Verse put Online regardless of its condition, its bonus completes a District', () => {
    let s = turnOf();
    allBut(s, 0, 'DR', 15);
    verse(s, 0, 'venizia'); // no Server: its condition is not met
    duty(s, 0, 'hassan');
    s = moves(s, 0, 'dir:5', 'agent:promote:hassan', 'promo:use', 'hassanon:venizia', 'vinf:15');
    expect(s.titles.DR).toBe(0);
  });

  it('The Archipelago: its 3 tokens go only to Boroughs already controlled, so no Title changes', () => {
    let s = turnOf();
    tokens(s, 0, 13, 3);
    tokens(s, 0, 14);
    holdsTurned(s, 0, 'QL');
    verse(s, 0, 'the-archipelago');
    s = choose(s, 0, 'verse:online:the-archipelago').state;
    expect(keys(s, 0).sort()).toEqual(['arch:13', 'arch:14', 'arch:5', 'arch:6', 'arch:7']);
    s = moves(s, 0, 'arch:14', 'arch:14', 'arch:5');
    expect(s.stack).toEqual([]);
    expect(s.titles.DR).toBeNull();
    kept(s, 'QL', 0);
  });
});

// ---- Title abilities ------------------------------------------------------------------------

describe('Title abilities', () => {
  it("Champs-Élysées: removing one's own Server costs another Title only on the second Borough", () => {
    // Seat 0 holds Nation (turned) through its Server alone in Borough 11, and Champs-Élysées.
    keptThenLost(
      'NA',
      0,
      11,
      20,
      () => {
        const s = turnOf();
        holdsTurned(s, 0, 'NA', [11]);
        holds(s, 0, 'CE');
        return s;
      },
      (s) => {
        const after = moves(s, 0, 'title:CE:server:11');
        expect(after.p[0]!.money).toBe(40);
        expect(after.titles.CE).toBe(0);
        expect(after.titlesTurned).toContain('CE');
        return after;
      },
    );
  });

  it('Champs-Élysées lost by its own use goes back upright', () => {
    let s = turnOf();
    holds(s, 0, 'CE', [1]);
    inMove(removeInfluence)(s, 16);
    expect(s.titles.CE).toBe(0);
    s = moves(s, 0, 'title:CE:server:1');
    lost(s, 'CE');
    expect(s.p[0]!.money).toBe(40);
  });

  it("Nation: this turn's Server in an empty Borough completes a District", () => {
    let s = turnOf();
    holds(s, 0, 'NA');
    allBut(s, 0, 'QL', 7);
    s = moves(s, 0, 'dir:7', 'inf:skip', 'title:NA', 'act:server');
    expect(s.boroughs[6]!.servers).toEqual([0]);
    expect(s.titles.QL).toBe(0);
    expect(s.titlesTurned).toEqual(['NA']);
  });
});

// ---- The end of a Round ---------------------------------------------------------------------

/** Corruption cards that do nothing to a player with no Verse (to reach the 5 cards of a Raid). */
const PAD = ['discard-verse-1', 'discard-verse-2', 'discard-verse-3'];

describe('the Interpol Raid', () => {
  it('two "Remove 1 Influence token" cards: the first Borough keeps the Title, the second loses it', () => {
    const s = blank();
    holdsTurned(s, 0, 'PI');
    hand(s, 0, 'remove-influence-1', 'remove-influence-7', ...PAD); // Pigalle or Néo District; Nation or Pigalle
    let st = endRound(s).state;
    st = choose(st, 0, 'raid:suffer:remove-influence-1').state;
    expect(keys(st, 0).sort()).toEqual(['raid:target:10', 'raid:target:17', 'raid:target:18', 'raid:target:9']);
    st = choose(st, 0, 'raid:target:9').state;
    kept(st, 'PI', 0);
    expect(keys(st, 0).sort()).toEqual(['raid:target:10', 'raid:target:17', 'raid:target:18']);
    st = choose(st, 0, 'raid:target:10').state;
    lost(st, 'PI');
    expect(st.recycle[0]).toBe(2);
    expect(pendingKind(st)).toBe('turnOrder');
  });

  it.each([
    [
      'the Server first, then a token',
      ['raid:suffer:remove-server-4'],
      ['raid:suffer:remove-influence-5', 'raid:target:14'],
    ],
    [
      'a token first, then the Server',
      ['raid:suffer:remove-influence-5', 'raid:target:14'],
      ['raid:suffer:remove-server-4'],
    ],
  ] as const)('"Remove a Server" and "Remove 1 Influence token" (%s)', (_order, one, two) => {
    // Seat 0 holds Denfert Rochereau through its Server alone in Borough 13, and tokens in 14 and 15.
    const s = blank();
    holdsTurned(s, 0, 'DR', [13]);
    s.p[0]!.immunity = 1; // so that each card is chosen (suffered or ignored) one at a time
    hand(s, 0, 'remove-server-4', 'remove-influence-5', ...PAD); // Quartier Latin or Denfert Rochereau; Marais or Denfert Rochereau
    let st = endRound(s).state;
    st = moves(st, 0, ...one);
    kept(st, 'DR', 0);
    st = moves(st, 0, ...two);
    lost(st, 'DR');
    expect(st.boroughs[12]!.servers).toEqual([]);
    expect(st.boroughs[13]!.count).toBe(0);
    expect(st.p[0]!.serverSupply).toBe(7);
    expect(pendingKind(st)).toBe('turnOrder');
  });
});

/** Three players: seat 0 has the lowest Income (MINIMUM), seat 2 the highest (MAXIMUM). */

describe('Necro attacks', () => {
  it('Anonymous Tip-off: GLOBAL (1 token) keeps a Title; GLOBAL + MAXIMUM (3 tokens) lose one on the second Borough', () => {
    const s = three('tip-off');
    holdsTurned(s, 1, 'ND');
    holdsTurned(s, 2, 'PI');
    tokens(s, 2, 1, 2);
    let st = endRound(s).state;
    expect(awaited(st)).toEqual([1, 2]);
    st = choose(st, 1, 'nl:token:21').state;
    kept(st, 'ND', 1);
    st = choose(st, 2, 'nl:token:9').state;
    kept(st, 'PI', 2);
    st = choose(st, 2, 'nl:token:10').state;
    lost(st, 'PI');
    st = choose(st, 2, 'nl:token:1').state;
    kept(st, 'ND', 1);
    expect(st.boroughs[0]!.count).toBe(1);
    expect(pendingKind(st)).toBe('turnOrder');
  });

  it('Anonymous Tip-off: all the tokens going at once (no more than required) lose a Title held with a Server', () => {
    const s = three('tip-off');
    holdsTurned(s, 2, 'DR', [13]);
    const st = endRound(s).state;
    expect(st.boroughs[13]!.count + st.boroughs[14]!.count).toBe(0);
    lost(st, 'DR');
    expect(pendingKind(st)).toBe('turnOrder');
  });

  it('Computer Virus (End of Game), MAXIMUM: the Server removed', () => {
    // Seat 2 (the highest Income) holds Champs-Élysées through its Server alone in Borough 1.
    keptThenLost(
      'CE',
      2,
      1,
      16,
      () => {
        const s = endGame('computer-virus');
        holdsTurned(s, 2, 'CE', [1]);
        return s;
      },
      (s) => {
        const after = endRound(s).state;
        expect(after.necroRevealed).toEqual(['computer-virus']);
        expect(after.p[2]!.serverSupply).toBe(7);
        expect(pendingKind(after)).toBe('finalChoice');
        return after;
      },
    );
  });

  it('Shootout (End of Game), MAXIMUM: all the tokens of the first Borough keep the Title, those of the second lose it', () => {
    const s = endGame('shootout');
    holdsTurned(s, 2, 'PI');
    tokens(s, 2, 9); // two tokens in Borough 9
    tokens(s, 2, 1);
    let st = endRound(s).state;
    expect(keys(st, 2)).toEqual(['nl:borough:1', 'nl:borough:9', 'nl:borough:10', 'nl:borough:17', 'nl:borough:18']);
    st = choose(st, 2, 'nl:borough:9').state;
    expect(st.boroughs[8]!.count).toBe(0);
    kept(st, 'PI', 2);
    st = choose(st, 2, 'nl:borough:17').state;
    lost(st, 'PI');
    expect(st.recycle[2]).toBe(3);
    expect(pendingKind(st)).toBe('finalChoice');
  });
});

// ---- No change on the map -------------------------------------------------------------------

describe('tokens moved off the map only (no Borough changes hands): Titles unaffected', () => {
  const situation = () => {
    const s = turnOf();
    holdsTurned(s, 0, 'PI');
    holdsTurned(s, 1, 'MA');
    s.recycle[0] = 3;
    s.p[0]!.reserve -= 3;
    return s;
  };

  it('collecting tokens from the Recycle Area', () => {
    const s = situation();
    const st = moves(s, 0, 'recycle:collect', 'rc:immunity');
    expect(st.recycle[0]).toBe(0);
    expect(st.p[0]!.immunity).toBe(1);
    expect(st.boroughs).toEqual(s.boroughs);
    kept(st, 'PI', 0);
    kept(st, 'MA', 1);
  });

  it('London 1884: 3 tokens from the reserve to the Recycle Area', () => {
    const s = situation();
    verse(s, 0, 'london-1884');
    const st = moves(s, 0, 'verse:online:london-1884');
    expect(st.recycle[0]).toBe(6);
    expect(st.p[0]!.reserve).toBe(s.p[0]!.reserve - 3);
    expect(st.boroughs).toEqual(s.boroughs);
    kept(st, 'PI', 0);
    kept(st, 'MA', 1);
  });
});
