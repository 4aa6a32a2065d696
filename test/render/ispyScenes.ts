/** I, Spy states for the renderer tests, built from a fresh setup by direct edits. */
import type { RenderContext } from '../../renderers/types.ts';
import { PHASE_SPACES, POLITICIAN_LIST } from '../../src/games/ispy/data/index.ts';
import { ispy } from '../../src/games/ispy/game.ts';
import type { IspyState } from '../../src/games/ispy/state.ts';

export const NAMES = ['Mata Hari', 'Sidney', 'Łucja "Glitch" Wiśniewska-Kowalczyk', 'agent_zero_zero_seven_the_long'];

export function context(s: IspyState, extra: Partial<RenderContext> = {}): RenderContext {
  return {
    seats: NAMES.slice(0, s.players).map((name) => ({ name })),
    awaiting: s.turn ? [s.turn.seat] : [],
    ...extra,
  };
}

/** A fresh game with all 20 Politician spaces filled (whatever the size of the Politician list). */
export function fresh(players: number, seed = 'seed'): IspyState {
  const s = ispy.setup(players, { special: false, finalReport: false }, `${seed}-${players}`);
  const ids = POLITICIAN_LIST.map((p) => p.id);
  s.spaces = Array.from({ length: 20 }, (_v, i) => ({ tile: ids[i % ids.length]!, tokens: [] }));
  // Past the start: no "In the shadows" marks pending.
  s.stack = [];
  s.queue = [];
  return s;
}

const SPOTS = ['munich', 'berlin-2', 'harwich', 'vienna'];

/** Round 5, seat 1 mid-turn in Berlin: Tags, Records, tokens on Politicians, a cache taken. */
export function midGame(players: number): IspyState {
  const s = fresh(players, 'mid');
  s.round = 5;
  s.phase = 1;
  s.initiative = 1 % players;
  s.spies.forEach((p, i) => {
    p.region = SPOTS[i]!;
    p.tags = [0, 2, 5, 1][i]!;
    p.supply = [3, 7, 1, 12][i]!;
    p.records = [
      { card: 'overnight', rotated: false },
      { card: 'trace', rotated: i === 1 },
      ...(i === 0 ? [{ card: 'smuggle', rotated: false }] : []),
    ];
    p.hand = p.hand.filter((c) => !p.records.some((r) => r.card === c));
    p.tokens = 21 - i - 2;
    if (i === 1) p.assets = [{ id: 'labor', applied: false }];
  });
  s.spies[1]!.agenda = ['sabotage'];
  s.spies[1]!.hand = s.spies[1]!.hand.filter((c) => c !== 'sabotage');
  for (const sp of s.spaces.slice(0, 3)) sp.tile = null;
  s.spaces[3]!.tile = 'foch';
  s.spaces[3]!.tokens = [0, 1];
  s.spaces[5]!.tokens = [1, 1, 0];
  s.spaces[9]!.tokens = [players - 1];
  s.spaces[14]!.tokens = [0];
  s.spaces[15]!.tokens = [1];
  s.caches = s.caches.filter((c) => c !== 'kiev');
  s.stacks.berlin = ['labor', 'labor', 'labor', 'labor'];
  s.influence = { austria: 12, germany: 3, italy: 9, france: 17, russia: 6, britain: 22 };
  s.power = { austria: 5, germany: 4, italy: 0, france: 3, russia: 2, britain: 1 };
  s.turn = {
    seat: 1,
    stage: 'main',
    tickets: 2,
    played: 1,
    extraUsed: 0,
    visit: 'in',
    third: null,
    courier: false,
    privateTag: null,
    revealed: false,
  };
  return s;
}

/** After round 14: Alignments shown, a winner. */
export function finished(players: number): IspyState {
  const s = midGame(players);
  s.round = 14;
  s.phase = 5;
  s.turn = null;
  for (const sp of s.spaces.slice(0, 14)) sp.tile = null;
  s.over = true;
  // Every phase revealed its tiles, the board names them (issue 21); one Scandalized, never named.
  const ids = POLITICIAN_LIST.map((p) => p.id);
  s.politicianDiscard = [
    ...PHASE_SPACES.flatMap((spaces, k) =>
      spaces.map((i) => ({ id: ids[(i * 7) % ids.length]!, revealed: true, phase: k + 1 })),
    ),
    { id: ids[1]!, revealed: false },
  ];
  s.result = { winners: [0], lines: ['Britain has the most Power.'] };
  s.power = { austria: 15, germany: 9, italy: 11, france: 20, russia: 6, britain: 24 };
  return s;
}
