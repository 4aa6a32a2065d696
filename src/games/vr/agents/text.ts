import { boostWords, donationDiscardWords } from '../boosts.messages.ts';
import { AGENT_TYPE_NAMES, AGENTS, type Agent, type BoostEffect, DISTRICT_NAMES } from '../data/index.ts';
import { orList } from '../messages.ts';
import { clip, DETAIL_MAX, forPlayers, type Wording, worded } from '../wording.ts';
import { am, isAgentsKey } from './agents.messages.ts';
import { agentPrinted } from './agentTexts.messages.ts';

/**
 * Agent card texts for button details (at most 100 characters). The printed text is used when it
 * fits; the longer ones have a short summary here that keeps what a player needs to choose, and
 * "the indicated District(s)" is named.
 */

const districts = (a: Agent): string => orList(a.districts.map((d) => DISTRICT_NAMES[d]));

/** The summaries of these abilities: `vr.agents.<part>.sum.<ability>`. */
function summaries(part: 'act' | 'promo', abilities: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const ability of abilities) {
    const key = `vr.agents.${part}.sum.${ability}`;
    if (!isAgentsKey(key)) throw new Error(`vr: no summary "${key}"`);
    out[ability] = am(key);
  }
  return out;
}

/**
 * Summaries of the longer activations, by ability family, in at most 74 characters so they fit
 * after "Pay 4. Diplomat, Level 2: " when recruiting. "Here" is the Borough of this turn's Director.
 */
const ACTIVATION: Record<string, Wording<Agent>> = {
  fighterL2donation: (a) => am('vr.agents.act.sum.fighterL2donation', { districts: districts(a) }),
  ...summaries('act', [
    'tanaka',
    'trunk',
    'hassan',
    'viscount',
    'corto',
    'ivan',
    'morel',
    'slade',
    'dina',
    'stilson',
    'tropovicz',
  ]),
};

/** Summaries of the Promotion abilities too long for a detail (or naming an indicated District). */
const PROMOTION: Record<string, Wording<Agent>> = {
  fighterL1: (a) => am('vr.agents.promo.sum.fighterL1', { districts: districts(a) }),
  fighterL2donation: (a) => am('vr.agents.promo.sum.fighterL2donation', { districts: districts(a) }),
  ...summaries('promo', [
    'pixel',
    'shane',
    'sx1248',
    'megabyte',
    'delta',
    'armondo',
    'clarisse',
    'weasel',
    'morel',
    'tropovicz',
  ]),
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
export const agentKind = (id: string): string =>
  am('vr.agents.kind', { type: AGENT_TYPE_NAMES[AGENTS[id]!.type], level: AGENTS[id]!.level });
