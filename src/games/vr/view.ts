import type { Viewer } from '../../engine/types.ts';
import { serversOf } from './board.ts';
import { AGENTS, CORRUPTION, NECRO, VERSES } from './data/index.ts';
import { top } from './flow.ts';
import { objectiveText } from './objectives.messages.ts';
import type { VrState } from './state.ts';
import { forPlayers } from './wording.ts';

/** What one seat (or the public) may know. Corruption hands, Objectives and peeks only in their owner's view. */
export interface VrPlayerView {
  reserve: number;
  money: number;
  immunity: number;
  income: number;
  vpTokens: number;
  serverSupply: number;
  servers: number[];
  corruptionCount: number;
  objectiveCount: number;
  onDuty: { id: string; name: string; type: string; level: number; turned: boolean }[];
  retired: { id: string; name: string; type: string }[];
  boosts: { source: 'card' | 'agent'; id: string; action: string }[];
  verses: { id: string; name: string; type: string; online: boolean }[];
  modifiers: string[];
  directorsLeft: number;
  recycle: number;
  titles: string[];
}

export interface VrView {
  viewer: Viewer;
  players: number;
  round: number;
  over: boolean;
  order: number[];
  turnsPlayed: number;
  current: number | null;
  stage: string | null;
  directorBorough: number | null;
  boroughs: { id: number; owner: number | null; count: number; servers: number[] }[];
  directors: { seat: number; borough: number }[];
  agentSpaces: { agent: { id: string; name: string; type: string; level: number } | null; borough: number | null }[];
  agentDeckCount: number;
  agentDiscardCount: number;
  verseDisplay: ({ id: string; name: string; type: string } | null)[];
  verseDeckCount: number;
  necroDeckCount: number;
  necroRevealed: string[];
  corruptionDeckCount: number;
  boostCards: string[];
  titles: Record<string, number | null>;
  titlesTurned: string[];
  pending: { kind: string; seats: number[] } | null;
  p: VrPlayerView[];
  scores: Record<string, number>[] | null;
  /** Only in a seat's own view. */
  me?: {
    seat: number;
    corruption: { id: string; text: string }[];
    objectives: { id: string; text: string }[];
    peek: string | null;
  };
}

const agentCard = (id: string) => ({ id, name: AGENTS[id]!.name, type: AGENTS[id]!.type, level: AGENTS[id]!.level });

export function vrView(s: VrState, viewer: Viewer): VrView {
  const t = s.turn;
  const pending = top(s);
  const view: VrView = {
    viewer,
    players: s.players,
    round: s.round,
    over: s.over,
    order: [...s.order],
    turnsPlayed: s.turnsPlayed,
    current: t?.seat ?? null,
    stage: t?.stage ?? null,
    directorBorough: t?.borough ?? null,
    boroughs: s.boroughs.map((b, i) => ({ id: i + 1, owner: b.owner, count: b.count, servers: [...b.servers] })),
    directors: s.directors.map((d) => ({ ...d })),
    agentSpaces: s.agentSpaces.map((a) => ({ agent: a.agent ? agentCard(a.agent) : null, borough: a.borough })),
    agentDeckCount: s.agentDeck.length,
    agentDiscardCount: s.agentDiscard.length,
    verseDisplay: s.verseDisplay.map((v) => (v ? { id: v, name: VERSES[v]!.name, type: VERSES[v]!.type } : null)),
    verseDeckCount: s.verseDeck.length,
    necroDeckCount: s.necroDeck.length,
    necroRevealed: s.necroRevealed.map((n) => NECRO[n]!.name),
    corruptionDeckCount: s.corruptionDeck.length,
    boostCards: [...s.boostCards],
    titles: { ...s.titles },
    titlesTurned: [...s.titlesTurned],
    pending: pending ? { kind: pending.kind, seats: [...pending.seats] } : null,
    p: s.p.map((p, seat) => ({
      reserve: p.reserve,
      money: p.money,
      immunity: p.immunity,
      income: p.income,
      vpTokens: p.vpTokens,
      serverSupply: p.serverSupply,
      servers: serversOf(s, seat),
      corruptionCount: p.corruption.length,
      objectiveCount: p.objectives.length,
      onDuty: p.onDuty.map((a) => ({ ...agentCard(a.id), turned: a.turned })),
      retired: p.retired.map((id) => ({ id, name: AGENTS[id]!.name, type: AGENTS[id]!.type })),
      boosts: p.boosts.map((b) => ({ ...b })),
      verses: p.verses.map((v) => ({ id: v.id, name: VERSES[v.id]!.name, type: VERSES[v.id]!.type, online: v.online })),
      modifiers: p.modifiers.filter((m) => m.round === s.round).map((m) => m.kind),
      directorsLeft: p.directorsLeft,
      recycle: s.recycle[seat] ?? 0,
      titles: Object.entries(s.titles)
        .filter(([, h]) => h === seat)
        .map(([d]) => d),
    })),
    scores: s.scores ? s.scores.map((x) => ({ ...x })) : null,
  };
  if (viewer !== 'spectator') {
    const p = s.p[viewer]!;
    view.me = {
      seat: viewer,
      corruption: p.corruption.map((id) => ({ id, text: forPlayers(CORRUPTION[id]!.text) })),
      objectives: p.objectives.map((id) => ({ id, text: objectiveText(id) })),
      peek: p.peek && s.necroDeck[0] === p.peek ? NECRO[p.peek]!.name : null,
    };
  }
  return view;
}
