import { expect } from 'vitest';
import type { FlowContext } from '../../../src/engine/events.ts';
import type { GameEvent } from '../../../src/engine/types.ts';
import { type Option, playCard } from '../../../src/games/hacktivity/cards.ts';
import {
  ANOMALIES,
  type AnomalyCard,
  CHARACTER_CARDS,
  type Character,
  type CharacterCard,
  type Icon,
} from '../../../src/games/hacktivity/data/index.ts';
import { hackFlow, hacktivity } from '../../../src/games/hacktivity/game.ts';
import { resolveIcons } from '../../../src/games/hacktivity/icons.ts';
import { runProgram } from '../../../src/games/hacktivity/powers.ts';
import { setupHack } from '../../../src/games/hacktivity/setup.ts';
import type { HackState } from '../../../src/games/hacktivity/state.ts';
import { en } from '../../support/words.ts';

/**
 * Test tables for the icons: a set-up board in the Play phase with the Characters given, Firewalls
 * at 3, nothing pending; test cards are added to the card tables by id (the decks are designed
 * elsewhere), and helpers resolve icons or play cards through the game's flow.
 */
export function table(chars: Character[][] = [['cyberlink'], ['drpower']], seed = 'icons'): HackState {
  const s = setupHack(chars.length, { difficult: false, protocol: 'none' }, seed);
  s.queue = [];
  s.stack = [];
  s.phase = 'play';
  s.wave = 1;
  chars.forEach((c, i) => {
    const p = s.p[i]!;
    p.characters = [...c];
    p.firewall = chars.length === 1 ? 4 : 3;
    if (c.includes('cyberlink')) p.cubes = 4;
    if (c.includes('drpower')) p.load = 1;
  });
  s.order = chars.map((_c, i) => i);
  s.turn = { seat: 0, played: 0 };
  return s;
}

export function addCharacter(card: Omit<CharacterCard, 'designed'> & { designed?: boolean }): string {
  (CHARACTER_CARDS as Record<string, CharacterCard>)[card.id] = { designed: true, ...card };
  return card.id;
}
/** A made-up Character card of `character` with icons on its top half only; its id. */
export const addTopCard = (id: string, character: Character, name: string, ...top: Icon[]): string =>
  addCharacter({ id, character, name, top, bottom: [] });
export function addAnomaly(card: {
  id: string;
  name: string;
  nodes: number;
  top: Icon[];
  bottom: Icon[];
  chain?: boolean;
  set?: AnomalyCard['set'];
}): string {
  (ANOMALIES as Record<string, AnomalyCard>)[card.id] = { set: 'A1+', chain: false, designed: true, ...card };
  return card.id;
}

/** Puts an Anomaly (a test card) in block b with n nodes. */
export function put(s: HackState, b: number, n: number, id = `anom-${b}`, chain = false): string {
  if (!ANOMALIES[id]) addAnomaly({ id, name: `Bug${'ABCD'[b]}`, nodes: n, top: [], bottom: [], chain });
  s.blocks[b] = { ...s.blocks[b]!, card: id, nodes: n, chains: 0 };
  return id;
}

const during = (s: HackState, fn: (ctx: FlowContext) => void): GameEvent[] =>
  hackFlow.record(s, (ctx) => {
    fn(ctx);
    hackFlow.settle(s, ctx);
  })[1];

/** Runs one rule on a hand-built state with a move's context; its result. */
export const rule = <T>(s: HackState, fn: (ctx: FlowContext) => T): T => hackFlow.record(s, fn)[0];

export const resolve = (s: HackState, seat: number, icons: Icon[]): GameEvent[] =>
  during(s, (ctx) => resolveIcons(s, ctx, seat, icons, { name: 'test' }));
/** Resolves `seat`'s icons one at a time, each row's icon followed by the value `read` must find then. */
export function resolveEach<T>(s: HackState, seat: number, read: (s: HackState) => T, rows: [Icon, T][]): void {
  for (const [icon, want] of rows) {
    resolve(s, seat, [icon]);
    expect(read(s), `after ${icon.k}`).toBe(want);
  }
}
export const play = (s: HackState, seat: number, card: string, option: Option): GameEvent[] =>
  during(s, (ctx) => playCard(s, ctx, seat, card, option));
export const program = (s: HackState, seat: number, id: string): GameEvent[] =>
  during(s, (ctx) => runProgram(s, ctx, seat, id));

export const keys = (s: HackState, seat: number): string[] => hacktivity.legalActions(s, seat).map((a) => a.key);
export const labels = (s: HackState, seat: number): string[] =>
  hacktivity.legalActions(s, seat).map((a) => en(a.label));
export function choose(s: HackState, seat: number, key: string, amount?: number): GameEvent[] {
  const r = hacktivity.apply(s, seat, amount === undefined ? { k: key } : { k: key, amount });
  if (!r.ok) throw new Error(`seat ${seat} cannot choose ${key}: ${r.error}; legal: ${keys(s, seat).join(', ')}`);
  return [...r.events];
}
export const pending = (s: HackState): string | undefined => s.stack.at(-1)?.kind;
export const texts = (ev: GameEvent[]): string => ev.map((e) => en(e.text)).join('\n');
