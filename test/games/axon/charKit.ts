import { activationChoices, hackWith, startActivation } from '../../../src/games/axon/activation.ts';
import { axon, axonFlow } from '../../../src/games/axon/game.ts';
import { charAt } from '../../../src/games/axon/resources.ts';
import type { AxonState, CharState, CharTokens } from '../../../src/games/axon/state.ts';
import { choicesFor } from '../../support/choices.ts';
import { en } from '../../support/words.ts';

/**
 * Helpers for the Character tests (skills, routine, activation, areas): a table in the Turn
 * Phase with seat 0 active and no Character in the city, Characters placed by hand, and an
 * activation started directly (the 'turn' decision belongs to the turn module).
 */
export const { keys, choose, play } = choicesFor(axon);

export function table(players = 3): AxonState {
  const s = axon.setup(players, { beginner: false, window: 60 }, 'axon-characters');
  s.stack = [];
  s.queue = [];
  s.chars = [];
  for (const p of s.p) p.hand = [];
  s.phase = 'turns';
  s.round = 1;
  s.first = 0;
  s.turn = { seat: 0, acted: false, special: false, reverse: false, acting: null };
  return s;
}

/** Places Character `id` at `area` with tokens (moving the counters as if they came into play). */
export function put(
  s: AxonState,
  id: string,
  area: number,
  tokens: Partial<CharTokens> = {},
  more: Partial<CharState> = {},
): CharState {
  const t: CharTokens = { augments: 0, drugs: 0, products: 0, scandal: 0, violence: 0, ...tokens };
  for (const r of Object.keys(t) as (keyof CharTokens)[]) s.counter[r] += t[r];
  const c: CharState = {
    id,
    area,
    section: area === 1 ? 0 : null,
    tokens: t,
    activated: false,
    guarding: false,
    ...more,
  };
  s.chars.push(c);
  return c;
}

export const ch = (s: AxonState, id: string): CharState | undefined => charAt(s, id);
export const pending = (s: AxonState): string | undefined => s.stack[s.stack.length - 1]?.kind;

/** Starts an activation by seat 0 (or `seat`) and settles the flow; returns its public event texts. */
export function activate(s: AxonState, id: string, mode: 'routine' | 'hack' = 'routine', seat = 0): string[] {
  const [, events] = axonFlow.record(s, (ctx) => {
    startActivation(s, ctx, seat, id, mode);
    axonFlow.settle(s, ctx);
  });
  return events.map((e) => en(e.text));
}

type Placed = [id: string, area: number, tokens?: Partial<CharTokens>];

/** A table with these Characters placed (id, Area, tokens). */
export function placed(...chars: Placed[]): AxonState {
  const s = table();
  for (const [id, area, tokens] of chars) put(s, id, area, tokens);
  return s;
}

/** `placed`, then the first Character activated by seat 0 (`mode`), settled. */
export function scene(mode: 'routine' | 'hack', ...chars: Placed[]): AxonState {
  const s = placed(...chars);
  activate(s, chars[0]![0], mode);
  return s;
}

/** A hack that does not activate (the HACK Skill, a Corporation ability), settled. */
export function hack(s: AxonState, id: string, skills?: string[], seat = 0): void {
  axonFlow.record(s, (ctx) => {
    hackWith(s, ctx, seat, id, skills);
    axonFlow.settle(s, ctx);
  });
}

/** Chooses `key` for `seat` (0) and returns the new state with its event texts. */
export function pick(s: AxonState, key: string, seat = 0): { s: AxonState; events: string[] } {
  const r = choose(s, seat, key);
  return { s: r.state, events: r.events.map((e) => en(e.text)) };
}

export const offered = (s: AxonState, seat = 0) => activationChoices(s, seat);

/** The Skill-use keys offered now (the 'choose' decision), without 'skill:nothing'. */
export const skillKeys = (s: AxonState, seat = 0): string[] =>
  keys(s, seat).filter((k) => k.startsWith('skill:') && k !== 'skill:nothing');
