import { localize } from '../../../engine/messages.ts';
import { AGENT_TYPE_NAMES, DISTRICT_NAMES, VERSE_TYPE_NAMES, VERSES, type Verse } from '../data/index.ts';
import {
  cardWords,
  clip,
  DETAIL_MAX,
  forPlayers,
  LABEL_MAX,
  perLocale,
  remembered,
  type Wording,
  withArticle,
  worded,
} from '../wording.ts';

/**
 * Verse card texts for button details (at most 100 characters): a summary per family that names
 * the indicated Agent types, Verse type and Districts, instead of the printed text cut short.
 */

const agentTypes = (v: Verse, join: string): string => v.agentTypes.map((t) => AGENT_TYPE_NAMES[t]).join(join);
const districts = (v: Verse, join: string): string => v.districts.map((d) => DISTRICT_NAMES[d]).join(join);

const CONDITION: Record<string, Wording<Verse>> = {
  twoAgents: (v) => `Have 2 ${agentTypes(v, '')} Agents on Duty.`,
  agentPair: (v) =>
    `Have ${v.agentTypes.map((t) => withArticle(AGENT_TYPE_NAMES[t])).join(' and ')} Agent on Duty at the same time.`,
  serverDistricts: (v) => `Have a Server in ${districts(v, ' or ')}.`,
  darkKingdom: 'Have a Fighter, a Tech and a Diplomat on Duty at the same time.',
  mythologia: 'Undergo an Interpol Raid with 7 Corruption cards or more.',
  paris1920: 'Have a Server in Néo District.',
  howling: 'Have your 3 Directors in the same District in one Round.',
  curse: 'Undergo an Interpol Raid without spending any Immunity token.',
  archipelago: 'Have 3 Influence tokens in the same Borough.',
  london: 'Have 3 Influence tokens or more in the Recycle Area.',
  ashes: 'Have no Agent on Duty.',
  outpost: 'Have 2 of your Servers in adjacent Districts.',
  jurassic: 'Have 5 Immunity tokens or more.',
  castle: 'Have 4 Boosts or more.',
};
/** Verses without a condition: Online as soon as acquired. */
const NO_CONDITION = new Set(['codex', 'steampunk', 'multiverse', 'cyclades']);

const BONUS: Record<string, Wording<Verse>> = {
  twoAgents: 'Gain 1 of the available Boost cards.',
  ashes: 'Gain 1 of the available Boost cards.',
  castle: 'Gain 1 of the available Boost cards.',
  agentPair: 'Gain 1 +2 VPs token.',
  serverDistricts: (v) => `Add 1 Influence token in ${districts(v, ' or ')}.`,
  darkKingdom: 'Each opponent discards 1 Agent on Duty, 1 Boost or 1 Immunity token (their choice).',
};

const SCORING: Record<string, Wording<Verse>> = {
  twoAgents: (v) => `3 VPs per ${agentTypes(v, '')} Agent you own.`,
  agentPair: (v) => `3 VPs per ${VERSE_TYPE_NAMES[v.verseType!]} Verse you own.`,
  serverDistricts: (v) => `2 VPs per Borough you control in ${districts(v, ' and ')}.`,
  darkKingdom: '5 VPs per trio of Agents of 3 different types.',
  mythologia: '3 VPs per Horror Verse you own.',
  codex: '7 VPs if you have the fewest Eurocredits.',
  paris1920: '3 VPs per Borough you control in Néo District.',
  howling: '2 VPs per District where you have no Influence token.',
  curse: '2 VPs per Corruption card held in the End of Game Raid.',
  archipelago: '3 VPs per Borough where you have 2 Influence tokens or more.',
  london: '3 VPs per Influence token of yours in the Recycle Area.',
  steampunk: '7 VPs if you have the most Influence tokens in Neo Paris.',
  ashes: '2 VPs per Boost.',
  multiverse: '7 VPs if you have the most Eurocredits.',
  outpost: '2 VPs per Server.',
  jurassic: '2 VPs per Immunity token.',
  cyclades: '7 VPs if you have the fewest Influence tokens in Neo Paris.',
  castle: '3 VPs per Action with a Boost under it.',
};

/** What puts the Verse Online. */
export function verseCondition(id: string, max: number = DETAIL_MAX): string {
  const v = VERSES[id]!;
  if (NO_CONDITION.has(v.family)) return clip('No condition: Online at once.', max);
  return clip(worded(CONDITION, v.family, v) ?? forPlayers(v.condition), max);
}

/** Its condition as a reason in a sentence: lower-case first, no full stop, in each language. */
export const verseConditionReason = (id: string): string =>
  remembered(`cond\u0000${id}`, () =>
    perLocale((l) => {
      const t = localize(verseCondition(id), l).replace(/\.$/, '');
      return `${t.charAt(0).toLowerCase()}${t.slice(1)}`;
    }),
  );

/** Its Immediate Bonus ('' when it has none). */
export function verseBonusText(id: string, max: number = DETAIL_MAX): string {
  const v = VERSES[id]!;
  if (!v.bonus) return '';
  return clip(worded(BONUS, v.family, v) ?? forPlayers(v.bonus), max);
}

/** What it scores at the end of the game, Online. */
export const verseScoring = cardWords(
  VERSES,
  SCORING,
  (v) => v.family,
  (v) => v.scoring,
);

// ---- A Verse on offer: what it scores in the label, its condition and Online bonus in the detail. ----

const ONE_OF = (v: Verse): string => districts(v, ' or ');

/** Scoring for an offer's label, after "Take <name>: " (within 80 characters in all). */
const OFFER_SCORING: Record<string, Wording<Verse>> = {
  twoAgents: (v) => `3 VP per ${agentTypes(v, '')} Agent you own`,
  agentPair: (v) => `3 VP per ${VERSE_TYPE_NAMES[v.verseType!]} Verse you own`,
  serverDistricts: (v) => `2 VP per Borough you control in ${districts(v, ' and ')}`,
  darkKingdom: '5 VP per trio of Agents of 3 types',
  mythologia: '3 VP per Horror Verse you own',
  codex: '7 VP if you have the fewest Eurocredits',
  paris1920: '3 VP per Borough you control in Néo District',
  howling: '2 VP per District where you have no token',
  curse: '2 VP per Corruption card in the final Raid',
  archipelago: '3 VP per Borough where you have 2+ tokens',
  london: '3 VP per token of yours in the Recycle Area',
  steampunk: '7 VP if you have the most tokens in Neo Paris',
  ashes: '2 VP per Boost',
  multiverse: '7 VP if you have the most Eurocredits',
  outpost: '2 VP per Server',
  jurassic: '2 VP per Immunity token',
  cyclades: '7 VP if you have the fewest tokens in Neo Paris',
  castle: '3 VP per Action with a Boost under it',
};

/** Condition for an offer's detail, short. */
const OFFER_CONDITION: Record<string, Wording<Verse>> = {
  twoAgents: (v) => `2 ${agentTypes(v, '')} Agents on Duty`,
  agentPair: (v) => `${v.agentTypes.map((t) => withArticle(AGENT_TYPE_NAMES[t])).join(' and ')} on Duty`,
  serverDistricts: (v) => `a Server in ${ONE_OF(v)}`,
  darkKingdom: 'an Agent of each type on Duty',
  mythologia: 'a Raid on 7+ Corruption cards',
  paris1920: 'a Server in Néo District',
  howling: 'your 3 Directors of a Round in one District',
  curse: 'a Raid without spending Immunity',
  archipelago: '3 of your tokens in one Borough',
  london: '3+ tokens in the Recycle Area',
  ashes: 'no Agent on Duty',
  outpost: 'Servers in 2 adjacent Districts',
  jurassic: '5+ Immunity tokens',
  castle: '4+ Boosts',
};

/** Online bonus for an offer's detail, short. */
const OFFER_BONUS: Record<string, Wording<Verse>> = {
  twoAgents: 'a Boost card',
  ashes: 'a Boost card',
  castle: 'a Boost card',
  agentPair: 'a +2 VPs token',
  howling: 'a +2 VPs token',
  serverDistricts: '1 Influence token in either District',
  darkKingdom: 'opponents each lose an Agent, Boost or Immunity',
  mythologia: 'Income +2',
  paris1920: '1 Influence token anywhere',
  curse: '2 Immunity tokens',
  archipelago: '3 Influence tokens where you control',
  london: '3 reserve tokens to the Recycle Area',
  outpost: '5 Eurocredits',
  jurassic: '1 Immunity token',
};

/**
 * A Verse on offer, everything shown before choosing: the label says what it scores, the detail
 * its price, condition and Online bonus (at most 80 and 100 characters).
 */
export function verseOffer(id: string, cost?: number): { label: string; detail: string } {
  const v = VERSES[id]!;
  const label = clip(`Take ${v.name}: ${worded(OFFER_SCORING, v.family, v) ?? verseScoring(id)}`, LABEL_MAX);
  const pay = cost === undefined ? '' : `Pay ${cost}. `;
  const bonus = worded(OFFER_BONUS, v.family, v);
  const needs = NO_CONDITION.has(v.family)
    ? 'No condition: Online at once.'
    : `Needs ${worded(OFFER_CONDITION, v.family, v) ?? verseCondition(id)}.`;
  if (!bonus) return { label, detail: clip(`${pay}${needs} No bonus.`) };
  const long = `${pay}${needs} Bonus when Online: ${bonus}.`;
  return { label, detail: long.length <= DETAIL_MAX ? long : clip(`${pay}${needs} Bonus: ${bonus}.`) };
}

/** A Verse to take: its condition, and its scoring when both fit. */
export function verseSummary(id: string, max: number = DETAIL_MAX): string {
  const both = `${verseCondition(id)} Scores ${verseScoring(id)}`;
  return both.length <= max ? both : verseCondition(id, max);
}
