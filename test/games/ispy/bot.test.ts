import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../src/engine/rng.ts';
import type { LegalAction } from '../../../src/engine/types.ts';
import { ispyGreedy } from '../../../src/games/ispy/bot.ts';
import type { Nation } from '../../../src/games/ispy/data/index.ts';
import type { IspyAction } from '../../../src/games/ispy/game.ts';
import { ispy } from '../../../src/games/ispy/game.ts';
import { setupIspy } from '../../../src/games/ispy/setup.ts';
import type { IspyState } from '../../../src/games/ispy/state.ts';
import { ispyView } from '../../../src/games/ispy/view.ts';
import { legalEn } from './helpers.ts';
import { onTurn } from './turnState.ts';

const act = (key: string, kind: string, label: string, detail?: string): LegalAction<IspyAction> => ({
  key,
  kind,
  label,
  action: { k: key },
  ...(detail ? { detail } : {}),
});

/** A 3-seat table where seat 0 works for `me`, standing in `region`, at its turn's main stage. */
function table(me: Nation, region: string, edit?: (s: IspyState) => void): IspyState {
  const s = setupIspy(3, { special: false, finalReport: false }, 'bot');
  s.spies[0]!.alignment = me;
  s.spies[0]!.region = region;
  s.spies[1]!.region = 'prague';
  s.spies[2]!.region = 'vienna';
  onTurn(s, 0);
  edit?.(s);
  return s;
}

const choose = (s: IspyState, legal: LegalAction<IspyAction>[], seed = 'x'): string =>
  ispyGreedy({ seat: 0, view: ispyView(s, 0), legal, rng: seedRng(seed) }).key;

const PLAYS = [
  act('play:overnight', 'play', 'Overnight Line', 'Gain 4 Tickets. Germany +3'),
  act('play:evade', 'play', 'Evade', 'Lose up to 2 Tags, gain 1 Ticket. Britain +2'),
  act('play:smuggle', 'play', 'Smuggle', 'Resupply. France +3'),
  act('play:trace', 'play', 'Trace', 'Russia +2'),
];

describe('I, Spy greedy computer player', () => {
  it('prefers the cards owing Influence to its own Alignment', () => {
    expect(choose(table('germany', 'frankfurt'), PLAYS)).toBe('play:overnight');
    expect(choose(table('france', 'frankfurt'), PLAYS)).toBe('play:smuggle');
    expect(choose(table('britain', 'frankfurt'), PLAYS)).toBe('play:evade');
  });

  it('always returns one of the legal keys, for many kinds and seeds', () => {
    const s = table('italy', 'nuremberg', (x) => (x.spies[0]!.supply = 7));
    const legal = [
      ...PLAYS,
      act('move:munich', 'move', 'Move to Munich'),
      act('move:leipzig', 'move', 'Move to Leipzig'),
      act('retrieve:none', 'retrieve', 'Retrieve nothing'),
      act('end', 'end', 'End your turn'),
      act('reward:0', 'reward', 'Recruit'),
      act('reward:1', 'reward', '2 Tickets'),
      act('pol:3', 'politician', 'Control space 4'),
      act('player:1', 'player', 'Trace {seat:1}'),
      act('nation:italy', 'nation', 'Italy +1 Power'),
      act('odd', 'somethingNew', 'An unknown kind'),
    ];
    for (let i = 0; i < 30; i++) {
      const sub = legal.filter((_a, j) => (i >> (j % 5)) & 1 || j === i % legal.length);
      const key = choose(s, sub, `seed${i}`);
      expect(sub.map((a) => a.key)).toContain(key);
    }
  });

  /** A leading rival's card and its own in seat 0's Records, before a Scoring Phase. */
  const beforeScoring = (x: IspyState) => {
    x.round = 3;
    x.power.germany = 10;
    x.spies[0]!.records = [
      { card: 'overnight', rotated: false },
      { card: 'private', rotated: false },
    ];
  };
  /** One greedy pick a row: why, seat 0's Alignment and Region (and what else is set), the choices as [key, kind, label], the key wanted. */
  type Pick = [string, Nation, string, typeof beforeScoring | null, [string, string, string][], string];
  // biome-ignore format: one row per pick
  const PICKS: Pick[] = [
    ['applies Assets to its own Nation', 'russia', 'frankfurt', null, [['n:austria', 'nation', 'Austria-Hungary +1 Power'], ['n:russia', 'nation', 'Russia +1 Power'], ['n:italy', 'nation', 'Italy +1 Power']], 'n:russia'],
    // Russia's agent sits in Rome: from Nuremberg, Munich is the way south.
    ['heads for a useful Capital', 'russia', 'nuremberg', null, [['move:munich', 'move', 'Munich'], ['move:leipzig', 'move', 'Leipzig']], 'move:munich'],
    ["retrieves a leading rival's card before a Scoring Phase rather than its own", 'austria', 'frankfurt', beforeScoring, [['retrieve:overnight', 'retrieve', 'Overnight Line'], ['retrieve:private', 'retrieve', 'Private Line'], ['retrieve:none', 'retrieve', 'Nothing']], 'retrieve:overnight'],
    ["Controls the next Scoring Phase's Politicians", 'italy', 'frankfurt', null, [['control:12', 'space', 'Control space 13'], ['control:1', 'space', 'Control space 2'], ['control:16', 'space', 'Control shadow 3']], 'control:1'],
    ["Coerces into its own Nation's card", 'italy', 'frankfurt', null, [['coerce:overnight', 'card', 'Play Overnight Line'], ['coerce:airship', 'card', 'Play Airship Line']], 'coerce:airship'],
  ];
  it.each(PICKS)('%s', (_why, me, region, edit, legal, want) => {
    expect(
      choose(
        table(me, region, edit ?? undefined),
        legal.map(([key, kind, label]) => act(key, kind, label)),
      ),
    ).toBe(want);
  });

  it('plays whole games at every seat from real views and legal actions, always a legal key', () => {
    expect(ispy.computer.greedy).toBe(ispyGreedy);
    for (const players of [2, 3, 4]) {
      let s = ispy.setup(players, { special: true, finalReport: players === 3 }, `greedy-${players}`);
      const rng = seedRng(`greedy-${players}`);
      for (let i = 0; i < 5000 && !ispy.outcome(s).over; i++) {
        const seat = ispy.awaiting(s)[0]!;
        const legal = legalEn(s, seat);
        const { key } = ispyGreedy({ seat, view: ispy.view(s, seat), legal, rng });
        const a = legal.find((x) => x.key === key);
        expect(a, key).toBeDefined();
        const r = ispy.apply(s, seat, a!.action, a);
        if (!r.ok) throw new Error(r.error);
        s = r.state;
      }
      expect(ispy.outcome(s).over).toBe(true);
    }
  });
});
