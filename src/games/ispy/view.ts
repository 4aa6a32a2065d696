import { type PendingView, pendingView } from '../../engine/flow.ts';
import type { Viewer } from '../../engine/types.ts';
import { ASSETS, type Nation, POLITICIANS, type StackId } from './data/index.ts';
import { assetName, assetText, cardName, nationName, politicianName, politicianText } from './data/messages.ts';
import { top } from './flow.ts';
import { capitalOf } from './graph.ts';
import { m } from './messages.ts';
import type { IspyState, Track, Turn } from './state.ts';

/** One spy as anyone may see it: Tags, Supply, Records and Assets are public. */
export interface SpyView {
  number: number;
  region: string | null;
  supply: number;
  tags: number;
  handCount: number;
  agenda: string[];
  records: { card: string; rotated: boolean }[];
  assets: { id: string; name: string; applied: boolean }[];
  tokens: number;
  /** Revealed only at the end of the game. */
  alignment: Nation | null;
}

/** A Politician space: face down with its Control Tokens; `name` only for a viewer with a token on it. */
export interface SpaceView {
  index: number;
  /** 1-5 for a scheduled space, null "In the shadows". */
  phase: number | null;
  occupied: boolean;
  tokens: number[];
  /** Known to this viewer (a Control Token of theirs is on it). */
  known: { id: string; name: string; text: string } | null;
}

/** What the viewer alone knows. */
export interface MeView {
  seat: number;
  /** The secret Alignment, as the sentence its owner reads. */
  alignmentText: string;
  alignment: Nation;
  hand: { id: string; name: string }[];
  /** The Asset stack of the Capital the viewer stands in (inspected only while there). */
  stack: { capital: StackId; assets: { id: string; name: string; cost: number; text: string }[] } | null;
}

export interface IspyView {
  viewer: Viewer;
  players: number;
  options: { special: boolean; finalReport: boolean };
  round: number;
  phase: number;
  initiative: number;
  over: boolean;
  /** Whose turn, and its public state (Tickets, cards played, the visit, the third action). */
  turn: Turn | null;
  spies: SpyView[];
  influence: Track;
  power: Track;
  caches: string[];
  stackCounts: { berlin: number; budapest: number; london: number };
  spaces: SpaceView[];
  politicianDeck: number;
  /** Revealed (and discarded) Politicians, by name, in the order they were revealed, with the Scoring Phase that revealed each (null: not recorded). */
  revealed: { name: string; phase: number | null }[];
  pending: PendingView | null;
  result: { winners: number[]; lines: string[] } | null;
  me: MeView | null;
}

const phaseOf = (i: number): number | null => (i < 3 ? 1 : i < 5 ? 2 : i < 8 ? 3 : i < 11 ? 4 : i < 14 ? 5 : null);

export const alignmentText = (n: Nation): string => m('spy.alignment', { nation: nationName(n) });

export function ispyView(s: IspyState, viewer: Viewer): IspyView {
  const mine = viewer === 'spectator' ? null : viewer;
  const p = top(s);
  const me = mine === null ? null : s.spies[mine]!;
  const here = me?.region ? capitalOf(me.region) : undefined;
  const stackHere = here === 'berlin' || here === 'budapest' || here === 'london' ? here : null;
  return {
    viewer,
    players: s.players,
    options: { special: s.options.special, finalReport: s.options.finalReport },
    round: s.round,
    phase: s.phase,
    initiative: s.initiative,
    over: s.over,
    turn: s.turn ? { ...s.turn } : null,
    spies: s.spies.map((x) => ({
      number: x.number,
      region: x.region,
      supply: x.supply,
      tags: x.tags,
      handCount: x.hand.length,
      agenda: [...x.agenda],
      records: x.records.map((r) => ({ ...r })),
      assets: x.assets.map((a) => ({ id: a.id, name: assetName(a.id), applied: a.applied })),
      tokens: x.tokens,
      alignment: s.over ? x.alignment : null,
    })),
    influence: { ...s.influence },
    power: { ...s.power },
    caches: [...s.caches],
    stackCounts: { berlin: s.stacks.berlin.length, budapest: s.stacks.budapest.length, london: s.stacks.london.length },
    spaces: s.spaces.map((sp, index) => {
      const pol = sp.tile ? POLITICIANS[sp.tile] : undefined;
      const known =
        mine !== null && pol && sp.tokens.includes(mine)
          ? { id: pol.id, name: politicianName(pol.id), text: politicianText(pol.id) }
          : null;
      return { index, phase: phaseOf(index), occupied: sp.tile !== null, tokens: [...sp.tokens], known };
    }),
    politicianDeck: s.politicianDeck.length,
    revealed: s.politicianDiscard
      .filter((d) => d.revealed)
      .map((d) => ({ name: politicianName(d.id), phase: d.phase ?? null })),
    pending: p ? pendingView(p, viewer) : null,
    result: s.result ? { winners: [...s.result.winners], lines: [...s.result.lines] } : null,
    me:
      me && mine !== null
        ? {
            seat: mine,
            alignmentText: alignmentText(me.alignment),
            alignment: me.alignment,
            hand: me.hand.map((id) => ({ id, name: cardName(id) })),
            stack: stackHere
              ? {
                  capital: stackHere,
                  assets: s.stacks[stackHere].map((id) => ({
                    id,
                    name: assetName(id),
                    cost: ASSETS[id]!.cost,
                    text: assetText(id),
                  })),
                }
              : null,
          }
        : null,
  };
}
