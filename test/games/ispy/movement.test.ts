import { describe, expect, it } from 'vitest';

const { atTurn, choose, keys, legal, texts } = await import('./turnKit.ts');
const { adjacentSpies, neighbours } = await import('../../../src/games/ispy/graph.ts');

const moves = (s: ReturnType<typeof atTurn>, seat: number) =>
  keys(s, seat)
    .filter((k) => k.startsWith('move:'))
    .sort();

describe('Tickets and Normal Routes', () => {
  it('no Ticket, no move; each Ticket moves one route to a vacant adjacent Region', () => {
    let s = atTurn(2, 0, ['nuremberg', 'riga']);
    expect(moves(s, 0)).toEqual([]);
    s.turn!.tickets = 2;
    expect(moves(s, 0)).toEqual(
      neighbours('nuremberg')
        .map((r) => `move:${r}`)
        .sort(),
    );
    s = choose(s, 0, 'move:munich').state;
    expect(s.spies[0]!.region).toBe('munich');
    expect(s.turn!.tickets).toBe(1);
    s = choose(s, 0, 'move:innsbruck').state;
    expect(s.turn!.tickets).toBe(0);
    expect(moves(s, 0)).toEqual([]);
  });

  it('an occupied Region cannot be entered, nor passed through', () => {
    // Leipzig's only ways south to Munich: directly, or through Nuremberg; Nuremberg occupied.
    const s = atTurn(3, 0, ['frankfurt', 'nuremberg', 'riga']);
    s.turn!.tickets = 4;
    expect(moves(s, 0)).not.toContain('move:nuremberg');
    expect(moves(s, 0)).toEqual(expect.arrayContaining(['move:leipzig', 'move:cologne', 'move:zurich', 'move:nancy']));
  });

  it('there are no routes from a Capital Region', () => {
    const s = atTurn(2, 0, ['berlin-1', 'riga']);
    s.turn!.tickets = 3;
    s.turn!.visit = 'in';
    expect(moves(s, 0)).toEqual([]);
  });

  it('unspent Tickets are lost at the end of the turn', () => {
    let s = atTurn(2, 0, ['nuremberg', 'riga']);
    s.turn!.tickets = 3;
    s.turn!.played = 2;
    s = choose(s, 0, 'retrieve:none').state;
    const r = choose(s, 0, 'end');
    expect(texts(r.events)).toContain('{seat:0} loses 3 unspent Tickets.');
    expect(r.state.turn!.seat).toBe(1);
    expect(r.state.turn!.tickets).toBe(0);
  });
});

describe('Capitals', () => {
  it('enter from an Outlet without a Ticket into a vacant Capital Region; spies in one Capital are adjacent', () => {
    let s = atTurn(3, 0, ['leipzig', 'berlin-2', 'riga']);
    s.spies[1]!.region = 'berlin-2';
    const enters = keys(s, 0).filter((k) => k.startsWith('enter'));
    // One "Enter Berlin" (issue 21: no two buttons reading the same): into the first vacant Capital Region.
    expect(enters).toEqual(['enter:berlin-1']);
    expect(
      legal(s, 0)
        .filter((a) => a.kind === 'enter')
        .map((a) => a.label),
    ).toEqual(['Enter Berlin']);
    s = choose(s, 0, 'enter:berlin-1').state;
    expect(s.spies[0]!.region).toBe('berlin-1');
    expect(s.turn!.tickets).toBe(0);
    expect(adjacentSpies(s, 0)).toEqual([1]);
  });

  it('a full Capital cannot be entered; nor can a Capital be entered from a Region that is not its Outlet', () => {
    const s = atTurn(4, 0, ['leipzig', 'berlin-1', 'berlin-2', 'berlin-3']);
    expect(keys(s, 0).some((k) => k.startsWith('enter'))).toBe(false);
    const t = atTurn(2, 0, ['nuremberg', 'riga']);
    expect(keys(t, 0).some((k) => k.startsWith('enter'))).toBe(false);
  });

  it('exit to a vacant connected Outlet; once left, no second visit this turn', () => {
    let s = atTurn(3, 0, ['leipzig', 'hamburg', 'riga']);
    s = choose(s, 0, 'enter:berlin-1').state;
    expect(
      keys(s, 0)
        .filter((k) => k.startsWith('exit'))
        .sort(),
    ).toEqual(['exit:leipzig', 'exit:posen']);
    s = choose(s, 0, 'exit:leipzig').state;
    expect(s.spies[0]!.region).toBe('leipzig');
    expect(keys(s, 0).some((k) => k.startsWith('enter') || k.startsWith('exit'))).toBe(false);
  });

  it('with every Outlet occupied the spy cannot exit', () => {
    let s = atTurn(4, 0, ['leipzig', 'hamburg', 'posen', 'riga']);
    s = choose(s, 0, 'enter:berlin-1').state;
    s.spies[3]!.region = 'leipzig';
    expect(keys(s, 0).some((k) => k.startsWith('exit'))).toBe(false);
  });

  it('a spy who starts the turn in a Capital must first flee, free, to a vacant connected Outlet', () => {
    let s = atTurn(3, 0, ['london-1', 'harwich', 'riga']);
    s.turn!.stage = 'flee';
    expect(keys(s, 0)).toEqual(['flee:dover']);
    s = choose(s, 0, 'flee:dover').state;
    expect(s.spies[0]!.region).toBe('dover');
    expect(s.turn!.stage).toBe('main');
    // Fleeing is not the Capital visit: London may be entered again this turn.
    expect(keys(s, 0)).toContain('enter:london-1');
  });

  it('every Outlet occupied: the fleeing spy picks one, its occupant is Tagged and relocated by the fleeing spy, chaining', () => {
    // Dover's neighbours: Bristol and Calais; both occupied, so the bumped spy goes to one and bumps again.
    let s = atTurn(4, 0, ['london-1', 'harwich', 'dover', 'bristol']);
    s.spies[3]!.region = 'bristol';
    s.turn!.stage = 'flee';
    expect(keys(s, 0).sort()).toEqual(['flee:dover', 'flee:harwich']);
    s = choose(s, 0, 'flee:dover').state;
    expect(s.spies[2]!.tags).toBe(1);
    expect(s.stack.at(-1)!.kind).toBe('relocate');
    expect(keys(s, 0).sort()).toEqual(['reloc:calais']);
    s = choose(s, 0, 'reloc:calais').state;
    expect(s.spies[2]!.region).toBe('calais');
    expect(s.stack).toHaveLength(0);
  });

  it('a relocation with no vacant Region: the spy goes to an occupied one, whose occupant is Tagged and relocated in turn', () => {
    // Rome's Outlets Florence and Naples occupied; Naples's neighbours Florence and Sarajevo occupied too.
    let s = atTurn(4, 0, ['rome-1', 'florence', 'naples', 'sarajevo']);
    s.turn!.stage = 'flee';
    expect(keys(s, 0).sort()).toEqual(['flee:florence', 'flee:naples']);
    s = choose(s, 0, 'flee:naples').state;
    expect(s.spies[2]!.tags).toBe(1);
    expect(keys(s, 0).sort()).toEqual(['reloc:florence', 'reloc:sarajevo']);
    s = choose(s, 0, 'reloc:sarajevo').state;
    expect(s.spies[3]!.tags).toBe(1);
    expect(s.stack.at(-1)!.data).toEqual({ seat: 3, from: 'sarajevo' });
    expect(keys(s, 0).sort()).toEqual(['reloc:belgrade', 'reloc:zagreb']);
    s = choose(s, 0, 'reloc:zagreb').state;
    expect(s.spies.map((p) => p.region)).toEqual(['naples', 'florence', 'sarajevo', 'zagreb']);
    expect(s.stack).toHaveLength(0);
    expect(s.turn!.stage).toBe('main');
  });
});

describe('Supply Caches', () => {
  it('the first spy to enter a Cache Region takes its token; later spies get nothing', () => {
    let s = atTurn(2, 0, ['manchester', 'riga']);
    s.turn!.tickets = 2;
    const supply = s.spies[0]!.supply;
    s = choose(s, 0, 'move:edinburgh').state;
    expect(s.spies[0]!.supply).toBe(supply + 1);
    expect(s.caches).not.toContain('edinburgh');
    s = choose(s, 0, 'move:manchester').state;
    s.turn!.tickets = 1;
    s = choose(s, 0, 'move:edinburgh').state;
    expect(s.spies[0]!.supply).toBe(supply + 1);
  });

  it('a spy relocated into a Cache Region takes its token (a relocated spy counts as entering)', () => {
    // A bumped spy in Minsk relocated into Kiev (a Cache).
    let s = atTurn(2, 0, ['lemberg', 'minsk']);
    s.stack.push({ kind: 'relocate', seats: [0], data: { seat: 1, from: 'minsk' } });
    const supply = s.spies[1]!.supply;
    expect(keys(s, 0)).toContain('reloc:kiev');
    s = choose(s, 0, 'reloc:kiev').state;
    expect(s.spies[1]!.region).toBe('kiev');
    expect(s.spies[1]!.supply).toBe(supply + 1);
    expect(s.caches).not.toContain('kiev');
  });
});

describe('deployment', () => {
  it('an undeployed spy is not on the board: nobody is adjacent to it', () => {
    const s = atTurn(2, 0, ['nuremberg', null]);
    expect(adjacentSpies(s, 0)).toEqual([]);
    expect(adjacentSpies(s, 1)).toEqual([]);
  });
});
