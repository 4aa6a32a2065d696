import { describe, expect, it } from 'vitest';

/**
 * The rulebook's turn examples, exact, with the real cards (cards.ts, icons.ts): the card and
 * icon decisions are answered by what their choices name (a seat as {seat:N}, a Region's name),
 * since their keys belong to the cards work.
 */
const { atTurn, choose, legal } = await import('./turnKit.ts');
const { neighbours } = await import('../../../src/games/ispy/graph.ts');
type S = import('../../../src/games/ispy/state.ts').IspyState;

/** Chooses, for `seat`, the one offer whose key or label contains every needle (case-insensitive). */
function pick(s: S, seat: number, ...needles: string[]): S {
  const all = legal(s, seat);
  const hit = all.filter((a) => needles.every((n) => `${a.key} ${a.label}`.toLowerCase().includes(n.toLowerCase())));
  if (hit.length === 0)
    throw new Error(
      `seat ${seat}: nothing matches ${needles.join(' + ')}; offered: ${all.map((a) => `${a.key} (${a.label})`).join('; ')}`,
    );
  return choose(s, seat, hit[0]!.key).state;
}

/** Answers pending card decisions for `seat` by needles, in order, while one is pending. */
function answer(s: S, seat: number, ...steps: string[][]): S {
  for (const needles of steps) if (s.stack.length > 0) s = pick(s, seat, ...needles);
  return s;
}

describe("Adam's turn (Player Turn)", () => {
  it('enters Berlin, Sabotage (Germany -6), Marthe Richard (France +3, 2 Tickets), exits south, 2 routes, Trace gives Emily 2 Tags', () => {
    let s = atTurn(3, 0, ['leipzig', 'cologne', 'riga']);
    s.influence.germany = 10;
    s = choose(s, 0, 'enter:berlin-1').state;
    s = choose(s, 0, 'play:sabotage').state;
    expect(s.influence.germany).toBe(4);
    s = choose(s, 0, 'contact').state;
    expect(s.influence.france).toBe(7);
    s = pick(s, 0, 'reward', 'Tickets');
    expect(s.turn!.tickets).toBe(2);
    s = choose(s, 0, 'exit:leipzig').state;
    s = choose(s, 0, 'move:nuremberg').state;
    s = choose(s, 0, 'move:frankfurt').state;
    s = choose(s, 0, 'play:trace').state;
    s = answer(s, 0, ['{seat:1}'], ['2 Tags']);
    expect(s.spies[1]!.tags).toBe(2);
    expect(s.spies[0]!.tags).toBe(0);
    s = choose(s, 0, 'end').state;
    expect(s.spies[0]!.records.map((r) => r.card)).toEqual(['sabotage', 'trace']);
    expect(s.spies[0]!.region).toBe('frankfurt');
    expect(s.turn!.seat).toBe(1);
  });
});

describe('Example of a Game Round', () => {
  it('Adam (Overnight Line, Ronge, Smuggle), Emily (Private Line, Richard, Sabotage), Zachary (flees London, Private Line, Trace, Retrieval of Airship Line)', () => {
    // Adam 4 routes from Paris's Orléans Outlet; Emily 1 route from Posen; Zachary in London.
    let s = atTurn(3, 0, ['nuremberg', 'breslau', 'london-1']);
    s.influence.germany = 10;
    s.spies[1]!.supply = 10;
    const z = s.spies[2]!;
    z.hand = z.hand.filter((c) => c !== 'airship');
    z.records = [{ card: 'airship', rotated: false }];

    // Adam.
    s = choose(s, 0, 'play:overnight').state;
    expect(s.turn!.tickets).toBe(4);
    for (const r of ['frankfurt', 'nancy', 'lyon', 'orleans']) s = choose(s, 0, `move:${r}`).state;
    s = choose(s, 0, 'enter:paris-1').state;
    s = choose(s, 0, 'contact').state;
    s = pick(s, 0, 'reward', 'resupply');
    s = choose(s, 0, 'play:smuggle').state;
    s = choose(s, 0, 'end').state;
    expect(s.influence.austria).toBe(6);
    expect(s.spies[0]!.supply).toBe(5);
    expect(s.spies[0]!.region).toBe('paris-1');
    expect(s.spies[0]!.records.map((r) => r.card)).toEqual(['overnight', 'smuggle']);

    // Emily.
    expect(s.turn!.seat).toBe(1);
    expect(s.turn!.stage).toBe('main');
    s = choose(s, 1, 'play:private').state;
    expect(s.turn!.tickets).toBe(3);
    s = choose(s, 1, 'move:posen').state;
    s = choose(s, 1, 'enter:berlin-1').state;
    s = choose(s, 1, 'contact').state;
    expect(s.influence.france).toBe(7);
    s = pick(s, 1, 'reward', 'recruit');
    s = answer(s, 1, ['']);
    expect(s.spies[1]!.assets).toHaveLength(1);
    s = choose(s, 1, 'play:sabotage').state;
    expect(s.influence.germany).toBe(4);
    s = choose(s, 1, 'exit:leipzig').state;
    s = choose(s, 1, 'move:nuremberg').state;
    s = choose(s, 1, 'move:munich').state;
    s = choose(s, 1, 'end').state;
    expect(s.spies[1]!.records.map((r) => r.card)).toEqual(['private', 'sabotage']);

    // Zachary: forced to flee London first.
    expect(s.turn!.seat).toBe(2);
    expect(s.turn!.stage).toBe('flee');
    s = choose(s, 2, 'flee:harwich').state;
    s = choose(s, 2, 'play:private').state;
    s = choose(s, 2, 'move:hamburg').state;
    s = choose(s, 2, 'enter:berlin-1').state;
    const france = s.influence.france;
    s = choose(s, 2, 'exit:leipzig').state;
    s = choose(s, 2, 'move:nuremberg').state;
    s = choose(s, 2, 'play:trace').state;
    s = answer(s, 2, ['{seat:1}'], ['2 Tags']);
    expect(s.spies[1]!.tags).toBe(2);
    s = choose(s, 2, 'move:frankfurt').state;
    s = choose(s, 2, 'retrieve:airship').state;
    s = choose(s, 2, 'end').state;
    expect(s.influence.france).toBe(france);
    const zach = s.spies[2]!;
    expect(zach.hand).toContain('airship');
    expect(zach.records.map((r) => r.card)).toEqual(['private', 'trace']);
    expect(zach.region).toBe('frankfurt');
  });
});

describe('Choosing which Actions to take: from Rome to Berlin the best way is by Airship Line', () => {
  it('a spy starting in Rome reaches Berlin with one Airship Line card: flee to Florence, fly to Munich, 1 Ticket to Leipzig, enter', () => {
    let s = atTurn(2, 0, ['rome-1', null]);
    s.turn!.stage = 'flee';
    s = choose(s, 0, 'flee:florence').state;
    s = choose(s, 0, 'play:airship').state;
    s = choose(s, 0, 'fly:munich').state;
    expect(s.turn!.tickets).toBe(1);
    s = choose(s, 0, 'move:leipzig').state;
    s = choose(s, 0, 'enter:berlin-1').state;
    expect(s.spies[0]!.region).toBe('berlin-1');
    expect(s.turn!.played).toBe(1);
    expect(s.spies[0]!.agenda).toEqual(['airship']);
  });
});

describe('Moving by Airship (Using Action Cards)', () => {
  it("Emily flies to Zachary's Airship Region: Zachary receives a Tag and is relocated to an adjacent vacant Region of her choice", () => {
    let s = atTurn(3, 1, ['nancy', 'zurich', 'munich']);
    s = choose(s, 1, 'play:airship').state;
    s = answer(s, 1, ['Munich']);
    expect(s.spies[1]!.region).toBe('munich');
    expect(s.spies[2]!.tags).toBe(1);
    expect(s.stack.at(-1)?.kind).toBe('relocate');
    // Every Region next to Munich is vacant (Zurich too, now that Emily has left it).
    expect(
      legal(s, 1)
        .map((a) => a.key)
        .sort(),
    ).toEqual(
      neighbours('munich')
        .map((r) => `reloc:${r}`)
        .sort(),
    );
    s = choose(s, 1, 'reloc:innsbruck').state;
    expect(s.spies[2]!.region).toBe('innsbruck');
    expect(s.stack).toHaveLength(0);
  });
});
