import { describe, expect, it } from 'vitest';
import * as board from '../../../src/games/vr/board.ts';
import { distinctCards } from '../../../src/games/vr/corruptionCards.ts';
import { CORRUPTION, DISTRICTS, NECRO } from '../../../src/games/vr/data/index.ts';
import type { DistrictId } from '../../../src/games/vr/data/types.ts';
import type { VrState } from '../../../src/games/vr/state.ts';
import { choose, emptied, expectPublicClean, inMove, keys, moves, server, tokens, turnAt, vr } from './helpers.ts';

const { controls } = board;
const addInfluence = inMove(board.addInfluence);
const checkTitles = inMove(board.checkTitles);
const moveInfluence = inMove(board.moveInfluence);
const placeServer = inMove(board.placeServer);
const removeInfluence = inMove(board.removeInfluence);
const removeServer = inMove(board.removeServer);

// ---- Building situations --------------------------------------------------------------------

/** An empty Neo Paris (no tokens, Servers or Titles), `seat` to play its turn at `stage`. */
function blank(
  players = 2,
  seat = 0,
  stage: 'director' | 'influence' | 'action' | 'end' = 'action',
  borough: number | null = 1,
): VrState {
  const s = emptied(players, 'titles', { serverSupply: 7, money: 30 });
  turnAt(s, seat, stage, borough);
  return s;
}

/** `seat` holds `d`'s Title and controls all its Boroughs with one token each. */
function holdTitle(s: VrState, seat: number, d: DistrictId): void {
  for (const b of DISTRICTS[d].boroughs) tokens(s, seat, b);
  s.titles[d] = seat;
}

const PI = DISTRICTS.PI.boroughs; // [9, 10, 17, 18]
const NA = DISTRICTS.NA.boroughs; // [11, 12, 19, 20]

// ---- Gaining and losing Titles --------------------------------------------------------------

describe('Titles are gained and lost with District control', () => {
  it('the Influence manoeuvre "add" completes a District: its Title is taken at once', () => {
    let s = blank(2, 0, 'director');
    for (const b of PI.slice(0, 3)) tokens(s, 0, b);
    s = moves(s, 0, `dir:${PI[3]}`, 'inf:add');
    expect(s.titles.PI).toBe(0);
  });

  it('the Influence manoeuvre "move" can both complete one District and cost another Title', () => {
    let s = blank(2, 0, 'director');
    for (const b of PI.slice(0, 3)) tokens(s, 0, b);
    holdTitle(s, 0, 'NA');
    // Lose one NA Borough first (the Title stays), then move the token of a second one away.
    removeInfluence(s, NA[0]!);
    expect(s.titles.NA).toBe(0);
    s = moves(s, 0, `dir:${PI[3]}`, `inf:move:${NA[1]}`);
    expect(s.titles.PI).toBe(0);
    expect(s.titles.NA).toBeNull();
  });

  it('the Influence manoeuvre "remove": an opponent taking a second Borough away takes the Title away', () => {
    let s = blank(2, 0, 'director');
    holdTitle(s, 1, 'PI');
    removeInfluence(s, PI[0]!); // one Borough lost: the Title stays
    expect(s.titles.PI).toBe(1);
    s = moves(s, 0, `dir:${PI[1]}`, 'inf:remove');
    expect(s.titles.PI).toBeNull();
    expect(s.recycle[1]).toBe(2);
  });

  it('losing one Borough keeps the Title; losing a second loses it; it goes back beside the board', () => {
    const s = blank();
    holdTitle(s, 0, 'PI');
    removeInfluence(s, 9);
    expect(s.titles.PI).toBe(0);
    removeInfluence(s, 10);
    expect(s.titles.PI).toBeNull();
    // Winning one back is not enough: the Title needs the whole District again.
    addInfluence(s, 0, 9);
    expect(s.titles.PI).toBeNull();
    addInfluence(s, 0, 10);
    expect(s.titles.PI).toBe(0);
  });

  it('a Fighter removing a token (its ability) can cost a Title', () => {
    let s = blank(2, 0, 'action', PI[1]!);
    holdTitle(s, 1, 'PI');
    removeInfluence(s, PI[0]!);
    s.p[0]!.onDuty = [{ id: 'leslie', turned: false }];
    s = choose(s, 0, 'agent:use:leslie').state;
    expect(s.boroughs[PI[1]! - 1]!.count).toBe(0);
    expect(s.titles.PI).toBeNull();
  });

  it('Servers count for control: building one can complete a District, even where an opponent has tokens', () => {
    let s = blank(2, 0, 'director');
    for (const b of PI.slice(0, 3)) tokens(s, 0, b);
    tokens(s, 1, PI[3]!, 2);
    // Delta's Promotion lets the Server go where seat 0 has no token, beside seat 1's tokens.
    s.p[0]!.onDuty = [{ id: 'delta', turned: false }];
    s = moves(s, 0, `dir:${PI[3]}`, 'inf:skip', 'agent:promote:delta', 'promo:use', 'fate:retire', 'act:server');
    expect(s.boroughs[PI[3]! - 1]).toMatchObject({ owner: 1, count: 2, servers: [0] });
    expect(controls(s, 0, PI[3]!)).toBe(true);
    expect(controls(s, 1, PI[3]!)).toBe(true);
    expect(s.titles.PI).toBe(0);
    // Losing every token there changes nothing for the Server's owner.
    removeInfluence(s, PI[3]!, 2);
    expect(controls(s, 0, PI[3]!)).toBe(true);
    expect(s.titles.PI).toBe(0);
  });

  it('a Server keeps a Borough controlled after its tokens go, so two token losses cost only one Borough', () => {
    const s = blank();
    holdTitle(s, 0, 'PI');
    server(s, 0, 9);
    removeInfluence(s, 9);
    removeInfluence(s, 10);
    expect(s.titles.PI).toBe(0);
    removeServer(s, 0, 9); // a Corruption card or a Necro effect removing the Server
    expect(s.titles.PI).toBeNull();
  });

  it("two players in one Borough: an opponent's Server there does not stop the token owner's control, nor the reverse", () => {
    const s = blank();
    for (const b of PI) tokens(s, 0, b);
    placeServer(s, 1, 9);
    expect(s.titles.PI).toBe(0);
    expect(controls(s, 1, 9)).toBe(true);
    // Seat 1 completes Pigalle only if it controls every Borough: it does not.
    expect(DISTRICTS.PI.boroughs.every((b) => controls(s, 1, b))).toBe(false);
  });

  it("a Server built by a primitive (another module's effect) gains a Title; removing it loses it again only with a second Borough", () => {
    const s = blank();
    for (const b of PI.slice(0, 3)) tokens(s, 0, b);
    placeServer(s, 0, PI[3]!);
    expect(s.titles.PI).toBe(0);
    removeServer(s, 0, PI[3]!);
    expect(s.titles.PI).toBe(0);
    removeInfluence(s, PI[0]!); // e.g. a Corruption card removing a token
    expect(s.titles.PI).toBeNull();
  });

  it('moving tokens by a primitive (e.g. an Agent effect) gains and loses Titles', () => {
    const s = blank();
    for (const b of PI.slice(0, 3)) tokens(s, 0, b);
    tokens(s, 0, 1, 2);
    moveInfluence(s, 0, 1, PI[3]!);
    expect(s.titles.PI).toBe(0);
    moveInfluence(s, 0, PI[0]!, 1);
    expect(s.titles.PI).toBe(0);
    moveInfluence(s, 0, PI[1]!, 1);
    expect(s.titles.PI).toBeNull();
  });

  it('a Title lost to an opponent who completes the District goes to that opponent', () => {
    const s = blank();
    holdTitle(s, 0, 'PI');
    removeInfluence(s, 9);
    removeInfluence(s, 10);
    for (const b of PI) {
      if (s.boroughs[b - 1]!.count) removeInfluence(s, b);
      addInfluence(s, 1, b);
    }
    expect(s.titles.PI).toBe(1);
  });

  it('a turned Title lost is upright again for whoever takes it', () => {
    const s = blank();
    holdTitle(s, 0, 'DR');
    s.titlesTurned = ['DR'];
    removeInfluence(s, 13);
    removeInfluence(s, 14);
    expect(s.titlesTurned).toEqual([]);
  });
});

describe('every Title, by every primitive cause', () => {
  /** A Borough outside District `d`, to move tokens from or to. */
  const outside = (d: DistrictId) => (DISTRICTS[d].boroughs.includes(1) ? 2 : 1);

  for (const d of Object.keys(DISTRICTS) as DistrictId[]) {
    const gains = {
      add: (s: VrState, b: number) => {
        addInfluence(s, 0, b);
      },
      move: (s: VrState, b: number) => {
        tokens(s, 0, outside(d));
        moveInfluence(s, 0, outside(d), b);
      },
      server: (s: VrState, b: number) => {
        placeServer(s, 0, b);
      },
    };
    for (const [how, gain] of Object.entries(gains)) {
      it(`${d}: gained when the last Borough is taken (${how})`, () => {
        const s = blank();
        const [last, ...rest] = DISTRICTS[d].boroughs;
        for (const b of rest) tokens(s, 0, b);
        checkTitles(s);
        expect(s.titles[d]).toBeNull();
        gain(s, last!);
        expect(s.titles[d]).toBe(0);
      });
    }

    // The second Borough lost (`b`) is lost by the cause named; the first by a token removal.
    const losses = {
      remove: (s: VrState, b: number) => {
        removeInfluence(s, b);
      },
      moveAway: (s: VrState, b: number) => {
        moveInfluence(s, 0, b, outside(d));
      },
      server: (s: VrState, b: number) => {
        removeServer(s, 0, b);
      },
    };
    for (const [how, lose] of Object.entries(losses)) {
      it(`${d}: kept after one Borough is lost, lost after a second (${how})`, () => {
        const s = blank();
        const [a, b, ...rest] = DISTRICTS[d].boroughs;
        for (const x of [a!, ...rest]) tokens(s, 0, x);
        if (how === 'server') server(s, 0, b!);
        else tokens(s, 0, b!);
        checkTitles(s);
        expect(s.titles[d]).toBe(0);
        removeInfluence(s, a!);
        expect(s.titles[d]).toBe(0);
        lose(s, b!);
        expect(s.titles[d]).toBeNull();
      });
    }
  }
});

// ---- Using Titles ---------------------------------------------------------------------------

const titleKeys = (s: VrState, seat: number) => keys(s, seat).filter((k) => k.startsWith('title:'));

describe('Using a Title', () => {
  it('only on your own turn, once per Round; Quartier Latin is never a turn action', () => {
    let s = blank();
    holdTitle(s, 0, 'DR');
    holdTitle(s, 0, 'QL');
    holdTitle(s, 1, 'NA');
    expect(titleKeys(s, 0)).toEqual(['title:DR']);
    expect(titleKeys(s, 1)).toEqual([]);
    s = choose(s, 0, 'title:DR').state;
    expect(s.titlesTurned).toEqual(['DR']);
    expect(titleKeys(s, 0)).toEqual([]);
  });

  it('is available at any point of the turn, before the Director too', () => {
    const s = blank(2, 0, 'director');
    holdTitle(s, 0, 'ND');
    expect(titleKeys(s, 0)).toEqual(['title:ND']);
  });

  it('Néo District: secretly look at the top Necro card', () => {
    let s = blank();
    holdTitle(s, 0, 'ND');
    const top = s.necroDeck[0]!;
    const r = choose(s, 0, 'title:ND');
    s = r.state;
    expect(s.p[0]!.peek).toBe(top);
    expectPublicClean(r.events, [NECRO[top]!.name]);
    expect(r.events.some((e) => Array.isArray(e.to) && e.to.includes(0) && e.text.includes(NECRO[top]!.name))).toBe(
      true,
    );
    expect(vr.view(s, 0).me!.peek).toBe(NECRO[top]!.name);
    expect(vr.view(s, 1).me!.peek).toBeNull();
  });

  it('Marais: draw 2 Corruption cards, then discard 2 of your choice (the drawn ones too)', () => {
    let s = blank();
    holdTitle(s, 0, 'MA');
    const held = s.corruptionDeck.pop()!;
    s.p[0]!.corruption = [held];
    const [a, b] = s.corruptionDeck.slice(0, 2) as [string, string];
    const r1 = choose(s, 0, 'title:MA');
    s = r1.state;
    expect(s.p[0]!.corruption.sort()).toEqual([held, a, b].sort());
    expect(vr.awaiting(s)).toEqual([0]);
    // One choice per distinct card text (two copies of one text are one choice).
    expect(keys(s, 0).sort()).toEqual(
      distinctCards(s.p[0]!.corruption)
        .map((c) => `ma:${c}`)
        .sort(),
    );
    const r2 = choose(s, 0, `ma:${a}`);
    const r3 = choose(r2.state, 0, `ma:${held}`);
    s = r3.state;
    expect(s.p[0]!.corruption).toEqual([b]);
    expect(s.corruptionDiscard.slice(-2)).toEqual([a, held]);
    expect(s.stack).toEqual([]);
    expectPublicClean(
      [...r1.events, ...r2.events, ...r3.events],
      [CORRUPTION[a]!.text, CORRUPTION[b]!.text, CORRUPTION[held]!.text],
    );
  });

  it('Pigalle: turn one of your turned Agents on Duty upright', () => {
    let s = blank();
    holdTitle(s, 0, 'PI');
    s.p[0]!.onDuty = [
      { id: 'pixel', turned: true },
      { id: 'lance', turned: false },
    ];
    expect(titleKeys(s, 0)).toEqual(['title:PI:pixel']);
    s = choose(s, 0, 'title:PI:pixel').state;
    expect(s.p[0]!.onDuty).toEqual([
      { id: 'pixel', turned: false },
      { id: 'lance', turned: false },
    ]);
    expect(keys(s, 0)).toContain('agent:use:pixel');
  });

  // One Denfert Rochereau case a row: seat 0's choices in order, each with its Eurocredits after (null: not checked).
  // biome-ignore format: one row per case
  it.each([
    ['Denfert Rochereau before Work: +5 more when Work is performed', [['title:DR', 30], ['act:work', 30 + 5 + 5]]],
    ['Denfert Rochereau after Work this turn: +5 at once', [['act:work', null], ['title:DR', 30 + 5 + 5]]],
    ['Denfert Rochereau without Work: nothing', [['title:DR', null], ['act:donation', 30]]],
  ] as const)('%s', (_case, steps) => {
    let s = blank();
    holdTitle(s, 0, 'DR');
    for (const [k, money] of steps) {
      s = choose(s, 0, k).state;
      if (money !== null) expect(s.p[0]!.money).toBe(money);
    }
  });

  it("Nation: this turn's Server needs no Influence token in the Borough", () => {
    let s = blank(2, 0, 'action', 5);
    holdTitle(s, 0, 'NA');
    expect(keys(s, 0)).not.toContain('act:server');
    s = choose(s, 0, 'title:NA').state;
    expect(keys(s, 0)).toContain('act:server');
    s = choose(s, 0, 'act:server').state;
    expect(s.boroughs[4]!.servers).toEqual([0]);
  });

  it('Nation: not where an opponent has Influence tokens ("where there is no Influence token")', () => {
    let s = blank(2, 0, 'action', 5);
    holdTitle(s, 0, 'NA');
    tokens(s, 1, 5, 2);
    // It would not let the Server go there: not offered (turning it would only spend it).
    expect(keys(s, 0)).not.toContain('title:NA');
    expect(keys(s, 0)).not.toContain('act:server');
    // Once seat 1's tokens have gone, the Borough holds no Influence token: Nation applies.
    s.boroughs[4] = { owner: null, count: 0, servers: [] };
    s.p[1]!.reserve += 2;
    expect(keys(s, 0)).not.toContain('act:server');
    s = choose(s, 0, 'title:NA').state;
    expect(keys(s, 0)).toContain('act:server');
  });

  it('Nation is a one-time bonus: an extra Build a Server this turn needs the usual Influence token', () => {
    let s = blank(2, 0, 'action', 5);
    holdTitle(s, 0, 'NA');
    s.p[0]!.money = 40;
    s = choose(s, 0, 'title:NA').state;
    s = choose(s, 0, 'act:server').state;
    expect(s.boroughs[4]!.servers).toEqual([0]);
    // Ivan's Promotion grants another Build a Server; the Director moves on to an empty Borough of another District.
    s.turn!.extra.push({ action: 'server', source: 'Ivan' });
    s.turn!.borough = 1;
    expect(keys(s, 0)).not.toContain('extra:server:Ivan');
  });

  it('Denfert Rochereau is a one-time bonus: a second Work this turn (Trunk) gets no +5', () => {
    let s = blank();
    holdTitle(s, 0, 'DR');
    s = choose(s, 0, 'title:DR').state;
    s = choose(s, 0, 'act:work').state;
    expect(s.p[0]!.money).toBe(30 + 5 + 5);
    s.turn!.extra.push({ action: 'work', source: 'Trunk' });
    s = choose(s, 0, 'extra:work:Trunk').state;
    expect(s.p[0]!.money).toBe(30 + 5 + 5 + 5);
  });

  it('Champs-Élysées: remove one of your Servers for 10 Eurocredits', () => {
    let s = blank();
    holdTitle(s, 0, 'CE');
    server(s, 0, 9);
    s.p[0]!.verses = [{ id: 'westland', online: true }];
    expect(titleKeys(s, 0).sort()).toEqual(['title:CE:server:9', 'title:CE:verse:westland']);
    s = choose(s, 0, 'title:CE:server:9').state;
    expect(s.boroughs[8]!.servers).toEqual([]);
    expect(s.p[0]!.serverSupply).toBe(7);
    expect(s.p[0]!.money).toBe(40);
    expect(s.p[0]!.verses).toHaveLength(1);
  });

  it('Champs-Élysées: or discard one of your Verses (Online or not) for 10 Eurocredits', () => {
    let s = blank();
    holdTitle(s, 0, 'CE');
    s.p[0]!.verses = [{ id: 'westland', online: false }];
    s = choose(s, 0, 'title:CE:verse:westland').state;
    expect(s.p[0]!.verses).toEqual([]);
    expect(s.verseDeck.at(-1)).toBe('westland');
    expect(s.p[0]!.money).toBe(40);
  });

  it('Champs-Élysées with the Server that holds the Title: used, and the Title is lost with a second Borough', () => {
    let s = blank();
    holdTitle(s, 0, 'CE');
    removeInfluence(s, 1);
    server(s, 0, 1);
    removeInfluence(s, 8);
    expect(s.titles.CE).toBe(0);
    s = choose(s, 0, 'title:CE:server:1').state;
    expect(s.titles.CE).toBeNull();
    expect(s.p[0]!.money).toBe(40);
  });
});
