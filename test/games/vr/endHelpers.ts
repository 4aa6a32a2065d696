import { BOOST_CARD_LIST } from '../../../src/games/vr/data/index.ts';
import type { ActionId } from '../../../src/games/vr/data/types.ts';
import type { VrState } from '../../../src/games/vr/state.ts';
import { en } from '../../support/words.ts';
import { choose, emptied, keys, server, tokens } from './helpers.ts';

/** Situations at the end of a Round: an empty Neo Paris, and the last turn of the Round about to end. */

/**
 * An empty Neo Paris (no tokens, Servers or Titles), empty hands, no Immunity, 10 Eurocredits and
 * Income 5 each, turn order 0, 1, 2...; no Necro card left unless a test puts one on the deck.
 */
export function blank(players = 3, seed = 'end-round'): VrState {
  const s = emptied(players, seed, {
    serverSupply: 7,
    money: 10,
    income: 5,
    onDuty: [],
    retired: [],
    boosts: [],
    verses: [],
    modifiers: [],
    peek: null,
  });
  s.titlesTurned = [];
  s.recycle = s.recycle.map(() => 0);
  s.necroDeck = [];
  return s;
}

/** A blank table of one seat per value, each seat's `field` set to its value (Incomes, Influence on the Player Board...). */
export function blankWith(field: 'income' | 'reserve' | 'money' | 'immunity', values: number[]): VrState {
  const s = blank(values.length);
  values.forEach((v, seat) => {
    s.p[seat]![field] = v;
  });
  return s;
}

export { server, tokens };

export const duty = (s: VrState, seat: number, ...ids: string[]) => {
  s.p[seat]!.onDuty.push(...ids.map((id) => ({ id, turned: false })));
};
export const verse = (s: VrState, seat: number, id: string, online = false) => {
  s.p[seat]!.verses.push({ id, online });
};
export const cardBoost = (s: VrState, seat: number, id: string) => {
  s.boostCards = s.boostCards.filter((c) => c !== id);
  s.p[seat]!.boosts.push({ source: 'card', id, action: BOOST_CARD_LIST.find((b) => b.id === id)!.effect.action });
};
export const agentBoost = (s: VrState, seat: number, id: string, action: ActionId) => {
  s.p[seat]!.boosts.push({ source: 'agent', id, action });
};

/** Gives `seat` these Corruption cards (taken out of the deck). */
export function hand(s: VrState, seat: number, ...cards: string[]): void {
  s.corruptionDeck = s.corruptionDeck.filter((c) => !cards.includes(c));
  s.p[seat]!.corruption.push(...cards);
}

/** Gives `seat` the Quartier Latin Title (controlling Boroughs 5, 6 and 7). */
export function quartierLatin(s: VrState, seat: number): void {
  for (const b of [5, 6, 7]) tokens(s, seat, b);
  s.titles.QL = seat;
}

/** Puts the Necro card on top of the deck (the Round's attack). */
export const necro = (s: VrState, card: string) => {
  s.necroDeck = [card];
};

/** Plays the Round's last turn to its end: the end of the Round (or of the game in Round 5) runs until a decision. */
export function endRound(s: VrState) {
  const last = s.order[s.players - 1]!;
  s.turnsPlayed = 3 * s.players - 1;
  s.turn = {
    seat: last,
    stage: 'end',
    borough: 1,
    extra: [],
    recruited: [],
    performed: [],
    bonus: { range: 0, serverAnywhere: false, workMoney: 0, onAction: [] },
  };
  return choose(s, last, 'end');
}

/** The public events' texts, in English. */
export const publicTexts = (events: readonly { text: string; to: unknown }[]) =>
  events.filter((e) => e.to === 'public').map((e) => en(e.text));

/** Answers the turn order decisions by taking the first free position each time. */
export function settleTurnOrder(s: VrState): VrState {
  for (let i = 0; i < 4; i++) {
    const seat = s.stack.at(-1)?.kind === 'turnOrder' ? s.stack.at(-1)!.seats[0]! : null;
    if (seat === null) break;
    s = choose(s, seat, keys(s, seat)[0]!).state;
  }
  return s;
}

/** Three players with Incomes 3, 5 and 8 (MINIMUM, -, MAXIMUM) and `card` next on the Necro deck. */
export function three(card: string): VrState {
  const s = blank(3);
  s.p[0]!.income = 3;
  s.p[1]!.income = 5;
  s.p[2]!.income = 8;
  necro(s, card);
  return s;
}

/** Round 5 ends: the End of Game Necro attack takes the last card of the deck. */
export function endGame(card: string): VrState {
  const s = three(card);
  s.round = 5;
  s.necroDeck = ['blackmail', card];
  return s;
}
