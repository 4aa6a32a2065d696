import { describe, expect, it, vi } from 'vitest';
import type { FlowContext } from '../../../src/engine/events.ts';
import { en } from '../../support/words.ts';

// The turn is tested on its own: cards and icons are stood in for (their own tests cover them).
const ctl = vi.hoisted(() => ({
  blocked: new Set<string>(),
  impossible: new Set<string>(),
  extra: 0,
  afterContact: 0,
  turnStart: [] as number[],
}));
vi.mock('../../../src/games/ispy/cards.ts', async (orig) => {
  const { gainTickets } = await import('../../../src/games/ispy/movement.ts');
  return {
    ...(await orig<object>()),
    playableCards: (_s: unknown, _w: unknown, hand: readonly string[]) =>
      hand.filter((c) => !ctl.blocked.has(c)).map((card) => ({ card, detail: `${card} effect` })),
    playCard: (
      s: { turn: { privateTag: string | null; courier: boolean } },
      ctx: FlowContext,
      who: { actor: number; chooser: number; assets: boolean; forced?: boolean },
      card: string,
    ) => {
      if (card === 'overnight') gainTickets(s as never, ctx, who, 4);
      if (card === 'private') {
        gainTickets(s as never, ctx, who, 3);
        if (!who.forced) s.turn.privateTag = 'open';
      }
      if (card === 'courier') s.turn.courier = true;
    },
  };
});
vi.mock('../../../src/games/ispy/icons.ts', async (orig) => ({
  ...(await orig<object>()),
  canResolveIcon: (_s: unknown, _w: unknown, icon: string) => !ctl.impossible.has(icon),
  resolveIcon: (s: { spies: { supply: number }[] }, _ctx: unknown, who: { actor: number }, icon: string) => {
    if (icon === 'resupply') s.spies[who.actor]!.supply += 1;
  },
}));
vi.mock('../../../src/games/ispy/assetHooks.ts', async (orig) => ({
  ...(await orig<object>()),
  extraCardActions: () => ctl.extra,
  afterContact: () => void (ctl.afterContact += 1),
  atTurnStart: (_s: unknown, _ctx: unknown, seat: number) => void ctl.turnStart.push(seat),
}));

const { atTurn, choose, fresh, keys, markShadows, moves, play, takes, texts } = await import('./turnKit.ts');
const { ispy } = await import('../../../src/games/ispy/game.ts');
const { SHADOW_SPACES } = await import('../../../src/games/ispy/data/index.ts');
const { START_REGIONS } = await import('../../../src/games/ispy/graph.ts');

function reset() {
  ctl.blocked.clear();
  ctl.impossible.clear();
  ctl.extra = 0;
  ctl.afterContact = 0;
  ctl.turnStart = [];
}

describe('game start', () => {
  it('each spy marks a different "In the shadows" Politician in turn order, from the Initiative holder', () => {
    reset();
    let s = fresh(3, 'shadows');
    const order = [0, 1, 2].map((i) => (s.initiative + i) % 3);
    expect(s.spies[s.initiative]!.number).toBe(1);
    const marked: number[] = [];
    for (const seat of order) {
      expect(ispy.awaiting(s)).toEqual([seat]);
      const ks = keys(s, seat);
      expect(ks).toHaveLength(6 - marked.length);
      for (const m of marked) expect(ks).not.toContain(`shadow:${m}`);
      const r = choose(s, seat, ks[ks.length - 1]!);
      s = r.state;
      const i = Number(ks[ks.length - 1]!.split(':')[1]);
      marked.push(i);
      expect(SHADOW_SPACES).toContain(i);
      expect(s.spaces[i]!.tokens).toEqual([seat]);
      expect(s.spies[seat]!.tokens).toBe(20);
      // The tile is named only to its marker.
      const tile = s.spaces[i]!.tile!;
      for (const e of r.events)
        if (e.text.includes(tile) || en(e.text).startsWith('Your shadow')) expect(e.to).toEqual([seat]);
      // ...as "Your shadow Politician: Name: text." (one full stop, the tile text's own).
      const own = en(r.events.find((e) => en(e.text).startsWith('Your shadow'))!.text);
      expect(own).toMatch(/^Your shadow Politician: [^:]+: .*\.$/);
      expect(own).not.toMatch(/\.\)\.$|\.\.$/);
    }
    // Then the first turn: the Initiative holder deploys on a vacant Start Region.
    expect(ispy.awaiting(s)).toEqual([s.initiative]);
    expect(keys(s, s.initiative).sort()).toEqual(START_REGIONS.map((r) => `deploy:${r}`).sort());
  });

  it('an undeployed spy deploys at the start of its first turn, only on a vacant Start Region', () => {
    reset();
    let s = markShadows(fresh(3, 'deploy'));
    const first = s.initiative;
    expect(ctl.turnStart).toEqual([]);
    s = choose(s, first, 'deploy:nuremberg').state;
    expect(s.spies[first]!.region).toBe('nuremberg');
    // Turn-start Assets apply once the figure is on the board.
    expect(ctl.turnStart).toEqual([first]);
    s = play(s, [
      [first, 'play:evade'],
      [first, 'play:courier'],
      [first, 'retrieve:none'],
      [first, 'end'],
    ]).state;
    const second = (first + 1) % 3;
    expect(keys(s, second)).not.toContain('deploy:nuremberg');
    expect(keys(s, second)).toContain('deploy:frankfurt');
    expect(keys(s, second).every((k) => k.startsWith('deploy:'))).toBe(true);
  });
});

describe('the parts of a turn', () => {
  it('end is offered only after 2 Card Actions and a Contact or Retrieval Action, in any order', () => {
    reset();
    let s = atTurn(3, 0, ['frankfurt', 'vienna', 'riga']);
    expect(keys(s, 0)).not.toContain('end');
    s = takes(s, 0, 'retrieve:none');
    expect(keys(s, 0)).not.toContain('end');
    expect(keys(s, 0).some((k) => k.startsWith('retrieve'))).toBe(false);
    s = choose(s, 0, 'play:evade').state;
    expect(keys(s, 0)).not.toContain('end');
    s = choose(s, 0, 'play:smuggle').state;
    expect(keys(s, 0)).toContain('end');
    // No third card without an Asset granting extra Card Actions.
    expect(keys(s, 0).some((k) => k.startsWith('play:') || k.startsWith('extra:'))).toBe(false);
  });

  it('end of turn: the Agenda goes to the Records, a Retrieved card back to hand, unspent Tickets are lost', () => {
    reset();
    let s = atTurn(3, 0, ['frankfurt', 'vienna', 'riga']);
    s.spies[0]!.hand = s.spies[0]!.hand.filter((c) => c !== 'airship' && c !== 'trace');
    s.spies[0]!.records = [
      { card: 'airship', rotated: false },
      { card: 'trace', rotated: false },
    ];
    expect(keys(s, 0)).toEqual(expect.arrayContaining(['retrieve:airship', 'retrieve:trace']));
    expect(keys(s, 0)).not.toContain('retrieve:none');
    const r = play(s, [
      [0, 'play:overnight'],
      [0, 'retrieve:airship'],
      [0, 'move:nancy'],
      [0, 'play:smuggle'],
      [0, 'end'],
    ]);
    s = r.state;
    const spy = s.spies[0]!;
    expect(spy.hand).toContain('airship');
    expect(spy.hand).not.toContain('overnight');
    expect(spy.records.map((x) => x.card).sort()).toEqual(['overnight', 'smuggle', 'trace']);
    expect(spy.records.every((x) => !x.rotated)).toBe(true);
    expect(spy.agenda).toEqual([]);
    expect(texts(r.events)).toContain('{seat:0} loses 3 unspent Tickets.');
    expect(s.turn!.seat).toBe(1);
    expect(s.turn!.tickets).toBe(0);
  });

  it('cards played this turn are not in the Records, so they cannot be Retrieved', () => {
    reset();
    let s = atTurn(2, 0, ['frankfurt', 'riga']);
    s = choose(s, 0, 'play:evade').state;
    expect(keys(s, 0)).toContain('retrieve:none');
    expect(keys(s, 0)).not.toContain('retrieve:evade');
  });

  it('running out of usable cards: end is allowed and the hand is shown to the table', () => {
    reset();
    let s = atTurn(2, 0, ['frankfurt', 'riga']);
    for (const c of s.spies[0]!.hand) if (c !== 'evade') ctl.blocked.add(c);
    s = moves(s, 0, 'play:evade', 'retrieve:none');
    expect(keys(s, 0)).toContain('end');
    const r = choose(s, 0, 'end');
    const shown = r.events.map((e) => ({ ...e, text: en(e.text) })).find((e) => e.text.includes('shows their hand'))!;
    expect(shown.to).toBe('public');
    expect(shown.text).toContain('Sabotage');
    reset();
  });

  it('a card that cannot be played is not offered', () => {
    reset();
    ctl.blocked.add('extort');
    const s = atTurn(2, 0, ['frankfurt', 'riga']);
    expect(keys(s, 0)).not.toContain('play:extort');
    expect(keys(s, 0)).toContain('play:smuggle');
    reset();
  });

  it('extra Card Actions from Assets come only after the normal two', () => {
    reset();
    ctl.extra = 1;
    let s = atTurn(2, 0, ['frankfurt', 'riga']);
    expect(keys(s, 0).some((k) => k.startsWith('extra:'))).toBe(false);
    s = moves(s, 0, 'play:evade', 'play:smuggle');
    s = takes(s, 0, 'extra:trace');
    expect(s.turn!.extraUsed).toBe(1);
    expect(keys(s, 0).some((k) => k.startsWith('extra:') || k.startsWith('play:'))).toBe(false);
    expect(s.spies[0]!.agenda).toEqual(['evade', 'smuggle', 'trace']);
    reset();
  });

  it("Private Line's Tag option: once, at any point of the turn", () => {
    reset();
    let s = atTurn(2, 0, ['frankfurt', 'riga']);
    expect(keys(s, 0)).not.toContain('privatetag');
    s = choose(s, 0, 'play:private').state;
    expect(s.turn!.tickets).toBe(3);
    s = moves(s, 0, 'move:cologne', 'retrieve:none');
    s = takes(s, 0, 'privatetag');
    expect(s.spies[0]!.tags).toBe(1);
    expect(s.turn!.tickets).toBe(4);
    expect(keys(s, 0)).not.toContain('privatetag');
  });
});

describe('Contact Action', () => {
  it('only in a Capital: scores the flag Influence at once, then a reward', () => {
    reset();
    let s = atTurn(2, 0, ['leipzig', 'riga']);
    expect(keys(s, 0)).not.toContain('contact');
    s = choose(s, 0, 'enter:berlin-1').state;
    const before = s.influence.france;
    s = takes(s, 0, 'contact');
    expect(s.influence.france).toBe(before + 3);
    expect(s.stack.at(-1)!.kind).toBe('reward');
    expect(keys(s, 0).sort()).toEqual(['reward:0', 'reward:1']);
    s = choose(s, 0, 'reward:1').state;
    expect(s.turn!.tickets).toBe(2);
    expect(s.turn!.third).toBe('contact');
    expect(keys(s, 0).some((k) => k === 'contact' || k.startsWith('retrieve'))).toBe(false);
  });

  it('a reward whose icon cannot be completed is not offered; a Contact with no possible reward is not offered', () => {
    reset();
    let s = atTurn(2, 0, ['reims', 'riga']);
    s = choose(s, 0, 'enter:paris-1').state;
    ctl.impossible.add('scandalize');
    s = choose(s, 0, 'contact').state;
    expect(keys(s, 0)).toEqual(['reward:0']);
    reset();
    s = atTurn(2, 0, ['paris-2', 'riga']);
    s.turn!.visit = 'in';
    ctl.impossible.add('scandalize');
    ctl.impossible.add('resupply');
    expect(keys(s, 0)).not.toContain('contact');
    expect(keys(s, 0)).toContain('retrieve:none');
    reset();
  });

  it('Courier Line: the Influence is scored once and a reward chosen twice', () => {
    reset();
    let s = atTurn(2, 0, ['reims', 'riga']);
    s = moves(s, 0, 'play:courier', 'enter:paris-1');
    const before = s.influence.austria;
    const supply = s.spies[0]!.supply;
    s = moves(s, 0, 'contact', 'reward:0');
    expect(s.stack.at(-1)!.kind).toBe('reward');
    s = choose(s, 0, 'reward:0').state;
    expect(s.influence.austria).toBe(before + 2);
    expect(s.spies[0]!.supply).toBe(supply + 2);
    expect(s.stack).toHaveLength(0);
    // The Assets' after-Contact hook runs once, for the whole Contact Action.
    expect(ctl.afterContact).toBe(1);
  });
});

describe('rounds', () => {
  function endTurnQuick(s: ReturnType<typeof atTurn>, seat: number) {
    return play(s, [
      [seat, 'play:evade'],
      [seat, 'play:smuggle'],
      [seat, 'retrieve:none'],
      [seat, 'end'],
    ]).state;
  }
  function fillHands(s: ReturnType<typeof atTurn>) {
    for (const p of s.spies) p.hand = ['evade', 'smuggle', 'trace'];
  }

  it('the Initiative holder starts, then clockwise; In The Wind moves the Initiative but every spy still has its turn', () => {
    reset();
    let s = markShadows(fresh(3, 'rounds'));
    const first = s.initiative;
    s.spies.forEach((p, i) => (p.region = ['frankfurt', 'vienna', 'riga'][i]!));
    s.turn!.stage = 'main';
    fillHands(s);
    const seen: number[] = [s.turn!.seat];
    expect(s.turn!.seat).toBe(first);
    // The first spy gives the Initiative to the last one mid-round.
    const last = (first + 2) % 3;
    s.initiative = last;
    s = endTurnQuick(s, first);
    seen.push(s.turn!.seat);
    s = endTurnQuick(s, s.turn!.seat);
    seen.push(s.turn!.seat);
    expect(seen).toEqual([first, (first + 1) % 3, (first + 2) % 3]);
    s = endTurnQuick(s, s.turn!.seat);
    expect(s.round).toBe(2);
    expect(s.turn!.seat).toBe(last);
    expect(s.roundStart).toBe(last);
  });

  it('Scoring Phases after rounds 3, 6, 9, 12 hand over to the scoring steps, then Clean-up and the next round', () => {
    reset();
    const s = atTurn(2, 0, ['frankfurt', 'riga']);
    for (const [round, spaces] of [
      [3, [0, 1, 2]],
      [6, [3, 4]],
      [9, [5, 6, 7]],
      [12, [8, 9, 10]],
    ] as const) {
      s.round = round;
      s.queue = [];
      s.turnsPlayed = 2;
      ispyStep(s, 'endRound');
      expect(s.queue).toEqual([
        { k: 'scoreRecords' },
        ...spaces.map((space) => ({ k: 'revealPolitician', data: { space } })),
        { k: 'awardPower' },
        { k: 'cleanUp' },
        { k: 'startRound', data: { round: round + 1 } },
      ]);
    }
    s.round = 4;
    s.queue = [];
    ispyStep(s, 'endRound');
    expect(s.queue).toEqual([{ k: 'startRound', data: { round: 5 } }]);
  });

  it('after round 14: the last Scoring Phase, no Clean-up, then Final Report (option), Apply Assets, Reveal Alignments', () => {
    reset();
    const s = atTurn(2, 0, ['frankfurt', 'riga']);
    s.round = 14;
    s.queue = [];
    ispyStep(s, 'endRound');
    const tail = [
      { k: 'scoreRecords' },
      ...[11, 12, 13].map((space) => ({ k: 'revealPolitician', data: { space } })),
      { k: 'awardPower' },
    ];
    expect(s.queue).toEqual([...tail, { k: 'applyAssets', data: {} }, { k: 'revealAlignments' }]);
    s.options.finalReport = true;
    s.queue = [];
    ispyStep(s, 'endRound');
    expect(s.queue).toEqual([...tail, { k: 'finalReport' }, { k: 'applyAssets', data: {} }, { k: 'revealAlignments' }]);
  });
});

describe('Tickets under Coerce', () => {
  it('the coercer spends them at once, route by route, or stops and loses the rest', () => {
    reset();
    let s = atTurn(2, 0, ['frankfurt', 'nuremberg']);
    s.stack.push({ kind: 'tickets', seats: [0], data: { seat: 1, left: 2 } });
    const ks = keys(s, 0);
    expect(ks).toContain('move:prague');
    expect(ks).not.toContain('move:frankfurt');
    expect(ks).toContain('tickets:stop');
    s = choose(s, 0, 'move:prague').state;
    expect(s.spies[1]!.region).toBe('prague');
    expect(s.stack.at(-1)).toMatchObject({ kind: 'tickets', data: { left: 1 } });
    const r = choose(s, 0, 'tickets:stop');
    expect(r.state.stack).toHaveLength(0);
    expect(texts(r.events)).toContain('{seat:1} loses 1 unspent Ticket.');
  });
});

function ispyStep(s: ReturnType<typeof atTurn>, _k: 'endRound') {
  s.turn = null;
  endRound(s);
}

const { endRound } = await import('../../../src/games/ispy/turn.ts');
