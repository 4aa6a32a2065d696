/** Virtual Revolution games at telling moments, for the renderer tests and the layout checks. */
import type { RenderContext } from '../../renderers/types.ts';
import { playRandomGame } from '../../src/engine/randomPlay.ts';
import { virtualRevolution as vr } from '../../src/games/vr/game.ts';
import type { VrState } from '../../src/games/vr/state.ts';

export const NAMES = ['Nyx', 'Zero Cool', 'Łucja "Glitch" Wiśniewska-Kowalczyk', 'acid_burn_the_unstoppable_2099'];

export function context(s: VrState): RenderContext {
  return { seats: NAMES.slice(0, s.players).map((name) => ({ name })), awaiting: [...vr.awaiting(s)] };
}

/** The busiest moment of a random game (Agents, Verses, Servers and Boosts in play) during someone's turn. */
export function midGame(players: number, seed: string): VrState {
  let best: { score: number; s: VrState } | null = null;
  playRandomGame(vr, players, {}, seed, {
    maxSteps: 5000,
    onStep: ({ after }) => {
      const s = after as VrState;
      if (!s.turn || s.over || s.stack.length > 0) return;
      const score =
        s.p.reduce((n, p) => n + p.onDuty.length + p.verses.length + p.boosts.length, 0) +
        s.boroughs.reduce((n, b) => n + b.servers.length, 0);
      if (!best || score > best.score) best = { score, s: structuredClone(s) };
    },
  });
  if (!best) throw new Error(`no turn in ${seed}`);
  return (best as { s: VrState }).s;
}

/** A late game built by hand with every slot full: 3 Agents on Duty each, many Verses and Boosts, Titles, Servers, markers, a peek. */
export function crowded(players: number): VrState {
  const s = vr.setup(players, {}, `crowded-${players}`);
  s.round = 4;
  const agents = [
    'professor-shane',
    'mme-tropovicz',
    'droid-ft2-465',
    'don-armondo',
    'the-weasel',
    'viscount',
    'stilson',
    'doc-slice',
    'sx-1248',
    'baron-dimka',
    'clarisse',
    'lance',
  ];
  const verses = [
    'castle-in-the-air',
    'from-ashes-to-ashes',
    'the-archipelago',
    'olmeta-worlds',
    'steampunk-worlds',
    'elven-lands',
    'london-1884',
  ];
  const boosts: VrState['p'][number]['boosts'] = [
    { source: 'card', id: 'work-money', action: 'work' },
    { source: 'agent', id: 'lance', action: 'recruit' },
    { source: 'card', id: 'server-income', action: 'server' },
    { source: 'card', id: 'verse-refresh', action: 'verse' },
    { source: 'agent', id: 'princess', action: 'donation' },
    { source: 'agent', id: 'leslie', action: 'work' },
  ];
  s.p.forEach((p, seat) => {
    p.onDuty = agents.slice(seat * 3, seat * 3 + 3).map((id, i) => ({ id, turned: i === 1 }));
    p.verses = verses.slice(0, 7 - seat * 2).map((id, i) => ({ id, online: i % 2 === 0 }));
    p.boosts = boosts.slice(0, 6 - seat);
    p.retired = seat === 0 ? ['corto', 'hassan'] : [];
    p.money = 123 - seat * 40;
    p.immunity = 7 - seat;
    p.income = 23 - seat * 3;
    p.vpTokens = 6 - seat;
    p.corruption = s.corruptionDeck.splice(0, 3 + seat * 2);
    p.modifiers = (
      [
        { kind: 'server20', round: 4 },
        { kind: 'donationUp', round: 4 },
        { kind: 'work3', round: 4 },
      ] as const
    )
      .slice(0, 3 - seat)
      .map((m) => ({ ...m }));
    p.peek = seat === 0 ? s.necroDeck[0]! : null;
    p.directorsLeft = seat % 3;
  });
  s.recycle = s.recycle.map((_x, i) => 9 - i * 3);
  const own = (b: number, seat: number, count: number): void => {
    s.boroughs[b - 1] = { owner: seat, count, servers: [] };
  };
  for (const b of [2, 3, 4]) own(b, 0, 3);
  for (const b of [9, 10, 17, 18]) own(b, 0, 2);
  for (const b of [21, 22, 23]) own(b, 1, 4);
  s.titles.MA = 0;
  s.titles.PI = 0;
  s.titles.ND = 1;
  s.titlesTurned = ['ND', 'MA'];
  s.boroughs[1]!.servers = [0, 1];
  s.boroughs[21]!.servers = [1, 0];
  s.p[0]!.serverSupply = 5;
  s.p[1]!.serverSupply = 5;
  s.directors = [
    { seat: 0, borough: 2 },
    { seat: 1, borough: 2 },
    { seat: 1, borough: 1 },
    { seat: players - 1, borough: 4 },
    { seat: 0, borough: 12 },
  ];
  s.turn = { ...s.turn!, seat: 0, stage: 'action', borough: 2 };
  s.agentSpaces[0] = { agent: 'ivan', borough: 2 };
  s.agentSpaces[1] = { agent: 'slade', borough: 2 };
  s.agentSpaces[2] = { agent: null, borough: null };
  s.necroRevealed = ['disruption', 'shootout', 'embezzlement'];
  s.boostCards = ['donation-discard', 'server-money'];
  return s;
}

export function finished(players: number, seed: string): VrState {
  const g = playRandomGame(vr, players, {}, seed, { maxSteps: 5000 });
  if (!g.final.scores) throw new Error(`${seed} did not finish`);
  return g.final;
}

export interface VrScene {
  readonly name: string;
  readonly state: VrState;
}

/** Every stage worth looking at: fresh games, busy games, crowded late games, finished games, for 2-4 players. */
export function vrScenes(): VrScene[] {
  return [
    ...[2, 3, 4].map((n) => ({ name: `${n}p-setup`, state: vr.setup(n, {}, `render-setup-${n}`) })),
    ...[2, 3, 4].map((n) => ({ name: `${n}p-mid`, state: midGame(n, `render-mid-${n}`) })),
    ...[2, 3, 4].map((n) => ({ name: `${n}p-crowded`, state: crowded(n) })),
    ...[2, 3, 4].map((n) => ({ name: `${n}p-final`, state: finished(n, `render-end-${n}`) })),
  ];
}
