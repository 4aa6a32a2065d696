import type { Seat } from '../../engine/types.ts';
import { CORRUPTION, CORRUPTION_LIST, NECRO } from './data/index.ts';
import { objectiveText } from './objectives.messages.ts';
import type { VrState } from './state.ts';
import { forPlayers } from './wording.ts';

/**
 * What only `seat` may know, as strings its own view shows (`me` in view.ts) and no other view,
 * no spectator view and no public event may contain (the contract suite checks it at every step):
 * - each Corruption card in hand: its id (unique per card), and its full text when no other card
 *   has it (the copies' texts, "Lose 2 Eurocredits.", read like any loss and a Raid's public list
 *   of revealed cards, so only the ids tell those apart). A Raid names cards by their short
 *   names (raid.ts), never by id or a card's own long text;
 * - each Objective's text (the ids "income", "money", "titles"... are common words of the game);
 * - the Necro card it peeked, by name, while it is still on top of the deck. The card named
 *   "Corruption" is left out: the public reads about Corruption cards all game, so its name says nothing.
 * Revealed Necro cards, Verses, Agents, Titles and everything counted on the board are public.
 */
/** Corruption texts printed on one card only. */
const ONE_OF_A_KIND = new Set(
  CORRUPTION_LIST.filter((c) => CORRUPTION_LIST.filter((x) => x.text === c.text).length === 1).map((c) => c.text),
);

export function vrSecrets(s: VrState, seat: Seat): string[] {
  const p = s.p[seat];
  if (!p) return [];
  const out: string[] = [];
  for (const id of p.corruption) {
    out.push(id);
    // As the view says it (words for a bot, not for a physical board).
    if (ONE_OF_A_KIND.has(CORRUPTION[id]!.text)) out.push(forPlayers(CORRUPTION[id]!.text));
  }
  // As the view holds it: the token of its text (in the reader's language when shown).
  for (const id of p.objectives) out.push(objectiveText(id));
  if (p.peek && s.necroDeck[0] === p.peek && p.peek !== 'corruption') out.push(NECRO[p.peek]!.name);
  return [...new Set(out)];
}
