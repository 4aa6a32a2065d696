import { boostWords, donationDiscardWords } from '../boosts.messages.ts';
import { AGENT_TYPE_NAMES, AGENTS, type Agent, type BoostEffect, DISTRICT_NAMES } from '../data/index.ts';
import { clip, DETAIL_MAX, forPlayers, type Wording, worded } from '../wording.ts';
import { agentPrinted } from './agentTexts.messages.ts';

/**
 * Agent card texts for button details (at most 100 characters). The printed text is used when it
 * fits; the longer ones have a short summary here that keeps what a player needs to choose, and
 * "the indicated District(s)" is named.
 */

const districts = (a: Agent): string => a.districts.map((d) => DISTRICT_NAMES[d]).join(' or ');

/**
 * Summaries of the longer activations, by ability family, in at most 74 characters so they fit
 * after "Pay 4. Diplomat, Level 2: " when recruiting. "Here" is the Borough of this turn's Director.
 */
const ACTIVATION: Record<string, Wording<Agent>> = {
  fighterL2donation: (a) => `Remove 1 token here; in ${districts(a)}, also Donate.`,
  tanaka: 'Remove 1 Influence token here and 1 in an adjacent Borough.',
  trunk: 'Remove 1 Influence token here; add 1 to a Borough of your choice.',
  hassan: 'Gain 3 Eurocredits and the Bonus of one of your Online Verses again.',
  viscount: 'Gain 3 €; may trade a Server for a Verse, or a Verse for a Server here.',
  corto: 'Gain 3 Eurocredits; you may refresh the 5 available Verses.',
  ivan: "Gain 3 Eurocredits; may move this Borough's Server to an adjacent one.",
  morel: 'Gain 1 Immunity; steal 1 from a player with a Director here or adjacent.',
  slade: 'Gain 1 Immunity token and add 1 Influence token to an adjacent Borough.',
  dina: 'Gain 1 Immunity token; you may give 1 Corruption card to another player.',
  stilson: 'Gain 1 Immunity; swap an Agent on Duty with one available in Neo Paris.',
  tropovicz: 'Gain 1 Immunity token and 3 Eurocredits; remove 1 Influence token here.',
};

/** Summaries of the Promotion abilities too long for a detail (or naming an indicated District). */
const PROMOTION: Record<string, Wording<Agent>> = {
  fighterL1: (a) => `Draw 1 Corruption card to remove 1 Influence token from ${districts(a)}.`,
  fighterL2donation: (a) => `Remove or add 1 Influence token in ${districts(a)}.`,
  pixel: "Draw 1 Corruption card to use the Promotion ability of any Agent on Duty (yours or another's).",
  shane: 'If you Create a Verse this turn, draw 1 Corruption card to refresh the 5 available Verses.',
  sx1248: 'If you Build a Server this turn, you may draw 1 Corruption card to gain 3 Eurocredits.',
  megabyte: 'If you Create a Verse this turn, you may draw 1 Corruption card to gain 3 Eurocredits.',
  delta: 'If you Build a Server this turn, it may go where you have no Influence token.',
  armondo: 'If you Recruit an Agent this turn, you may draw 1 Corruption card to add +2 to its Range.',
  clarisse: "Draw 1 Corruption card: look at a player's Corruption cards, take one, give them one of yours.",
  weasel: 'Draw 1 Corruption card to discard 2 Corruption cards of your choice (the drawn one too).',
  morel: 'In addition to your Action, you may Recruit an Agent from the Agent discard pile.',
  tropovicz: 'At the end of the game, before the scoring, choose her type: Fighter, Tech or Diplomat.',
};

/** An Agent's activation, in at most `max` characters. */
export function activationText(id: string, max: number = DETAIL_MAX): string {
  const a = AGENTS[id]!;
  return clip(worded(ACTIVATION, a.ability, a) ?? agentPrinted(id, 'activation'), max);
}

/** An Agent's Promotion ability, in at most `max` characters. */
export function promotionText(id: string, max: number = DETAIL_MAX): string {
  const a = AGENTS[id]!;
  return clip(worded(PROMOTION, a.ability, a) ?? agentPrinted(id, 'promotion'), max);
}

/** A Boost's effect (Boost card or Agent's Boost line), in at most `max` characters. */
export function boostText(e: BoostEffect, max: number = DETAIL_MAX): string {
  if (e.donationDiscard) return clip(donationDiscardWords(), max);
  return clip(boostWords(forPlayers(e.text)), max);
}

/** An Agent's type and level, in words: "Tech, Level 1". */
export const agentKind = (id: string): string => `${AGENT_TYPE_NAMES[AGENTS[id]!.type]}, Level ${AGENTS[id]!.level}`;
