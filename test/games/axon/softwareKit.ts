import type { GameEvent } from '../../../src/engine/types.ts';
import { axon, axonFlow } from '../../../src/games/axon/game.ts';
import { charAt } from '../../../src/games/axon/resources.ts';
import { playSoftware } from '../../../src/games/axon/software.ts';
import type { AxonState, CharTokens } from '../../../src/games/axon/state.ts';
import { choicesFor } from '../../support/choices.ts';
import { en } from '../../support/words.ts';

/** Software tests' table: a set-up game in the Turn Phase, seat 0 active, no Characters, empty hands. */
export const { keys, choose, play: answer } = choicesFor(axon);

export function table(players = 4, seed = 'software'): AxonState {
  const s = axon.setup(players, { beginner: false, window: 60 }, seed);
  const corps = ['ares', 'media-net', 'helix', 'omnicorp', 'syndicate', 'datastream'];
  s.p.forEach((p, i) => (p.corp = corps[i]!));
  s.phase = 'turns';
  s.round = 1;
  s.turn = { seat: 0, acted: false, special: false, reverse: false, acting: null };
  s.stack = [];
  s.queue = [];
  return s;
}

/** The 'turn' decision stands on top (helper B's, stubbed here): Software may be played. */
export function turnOn(s: AxonState, active = 0): void {
  s.turn = { seat: active, acted: false, special: false, reverse: false, acting: null };
  const may = Array.from({ length: s.players }, (_, i) => i).filter((i) => i !== active);
  s.stack.push({ kind: 'turn', seats: [active], data: {}, may });
}

/** Deals `cards` (by id) from the deck into `seat`'s hand. */
export function give(s: AxonState, seat: number, ...cards: string[]): void {
  for (const c of cards) {
    const at = s.deck.indexOf(c);
    if (at < 0) throw new Error(`${c} is not in the deck`);
    s.deck.splice(at, 1);
    s.p[seat]!.hand.push(c);
  }
}

/** Puts Character `id` into the city at `area` (Prison section given for Area 1) with tokens. */
export function put(
  s: AxonState,
  id: string,
  area: number,
  tokens: Partial<CharTokens> = {},
  section: 0 | 1 = 0,
): void {
  s.charStack = s.charStack.filter((c) => c !== id);
  // Placed directly (no Random Number drawn, so the deck stays as dealt).
  s.chars.push({
    id,
    area,
    section: area === 1 ? section : null,
    tokens: { augments: 0, drugs: 0, products: 0, scandal: 0, violence: 0 },
    activated: false,
    guarding: false,
  });
  const c = charAt(s, id)!;
  for (const [k, n] of Object.entries(tokens)) {
    c.tokens[k as keyof CharTokens] = n;
    s.counter[k as keyof CharTokens] += n;
  }
}

/** `seat` plays `card` (as the turn module would), the flow settled; the events raised. */
export function play(s: AxonState, seat: number, card: string): GameEvent[] {
  const [, events] = axonFlow.record(s, (ctx) => {
    playSoftware(s, ctx, seat, card);
    axonFlow.settle(s, ctx);
  });
  return events;
}

/** `seat` aims its card at `target`; then every other seat, from the next one on, passes the Counter window. */
export function unanswered(s: AxonState, seat: number, target: string): ReturnType<typeof answer> {
  const passes = Array.from({ length: s.players - 1 }, (_, i): [number, string] => [
    (seat + 1 + i) % s.players,
    'counter:pass',
  ]);
  return answer(s, [[seat, target], ...passes]);
}

export const publicTexts = (events: readonly GameEvent[]) =>
  events.filter((e) => e.to === 'public').map((e) => en(e.text));
export const privateTo = (events: readonly GameEvent[], seat: number) =>
  events.filter((e) => e.to !== 'public' && e.to.includes(seat)).map((e) => en(e.text));
export const pendingKind = (s: AxonState) => s.stack[s.stack.length - 1]?.kind;
