import {
  ACTION_NAMES,
  AGENT_TYPE_NAMES,
  CORRUPTION,
  type Corruption,
  DISTRICT_NAMES,
  VERSE_TYPE_NAMES,
} from './data/index.ts';
import type { Opt } from './flow.ts';
import { clip, clipLabel, forPlayers, withArticle } from './wording.ts';

/**
 * Corruption cards as choices. A card's label is its effect in a few words with what it
 * indicates (Districts, Actions, types), so different cards never look alike; its detail is the
 * card text. Copies with the same text are the same choice.
 */

/** A Corruption card in a few words, naming what it indicates. */
export function corruptionShort(c: Corruption): string {
  const [d1, d2] = c.districts;
  switch (c.effect) {
    case 'loseImmunity':
      return 'Lose 1 Immunity token';
    case 'removeInfluence':
      return `Remove 1 Influence token (${DISTRICT_NAMES[d1!]} or ${DISTRICT_NAMES[d2!]})`;
    case 'discardBoost':
      return `Discard a Boost under ${ACTION_NAMES[c.actions[0]!]} or ${ACTION_NAMES[c.actions[1]!]}`;
    case 'loseMoney':
      return 'Lose 2 Eurocredits';
    case 'removeServer':
      return `Remove a Server (${DISTRICT_NAMES[d1!]} or ${DISTRICT_NAMES[d2!]})`;
    case 'discardVerse':
      return `Discard ${withArticle(VERSE_TYPE_NAMES[c.verseTypes[0]!])} or ${VERSE_TYPE_NAMES[c.verseTypes[1]!]} Verse`;
    case 'loseIncome':
      return 'Decrease your Income by 1';
    case 'discardAgent':
      return `Discard ${withArticle(AGENT_TYPE_NAMES[c.agentType!])} Agent on Duty`;
  }
}

/** The card text for a detail: as printed when it fits in 100 characters, else the same said shorter. */
export function corruptionDetail(c: Corruption): string {
  const text = forPlayers(c.text);
  if (text.length <= 100) return text;
  const or = (names: readonly string[]) => names.join(' or ');
  switch (c.effect) {
    case 'loseImmunity':
      return clip('Lose 1 Immunity token. Resolved first, before you can spend Immunity on other Corruption cards.');
    case 'removeInfluence':
      return clip(`Remove 1 of your Influence tokens in ${or(c.districts.map((d) => DISTRICT_NAMES[d]))}.`);
    case 'discardBoost':
      return clip(`Discard one of your Boosts (card or Agent) under ${or(c.actions.map((a) => ACTION_NAMES[a]))}.`);
    case 'removeServer':
      return clip(
        `Remove one of your Servers in ${or(c.districts.map((d) => DISTRICT_NAMES[d]))}. It returns to your supply.`,
      );
    case 'discardVerse':
      return clip(
        `Discard one of your Verse cards, Online or not, of type ${or(c.verseTypes.map((t) => VERSE_TYPE_NAMES[t]))}.`,
      );
    default:
      return clip(text);
  }
}

/** The cards of `hand` with distinct texts: the first copy of each. */
export function distinctCards(hand: readonly string[]): string[] {
  const seen = new Set<string>();
  return hand.filter((c) => {
    const text = CORRUPTION[c]?.text ?? c;
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

/** One choice per distinct card of `hand`: "`verb`: <the card in a few words>", the card text as detail. */
export const corruptionOptions = (hand: readonly string[], verb: string, prefix: string): Opt[] =>
  distinctCards(hand).map((c) => {
    const card = CORRUPTION[c]!;
    return {
      key: `${prefix}:${c}`,
      kind: 'card',
      label: clipLabel(`${verb}: ${corruptionShort(card)}`),
      detail: corruptionDetail(card),
      value: c,
    };
  });
