import { listToken, localize } from '../../../engine/messages.ts';
import { AGENT_TYPE_NAMES, DISTRICT_NAMES, VERSE_LIST, VERSE_TYPE_NAMES, VERSES, type Verse } from '../data/index.ts';
import { orList } from '../messages.ts';
import { clip, DETAIL_MAX, LABEL_MAX, perLocale, remembered } from '../wording.ts';
import { isSummaryKey, versePrinted, vs } from './verses.messages.ts';

/**
 * Verse card texts for button details (at most 100 characters): a summary per family that names
 * the indicated Agent types, Verse type and Districts, instead of the printed text cut short.
 */

const agentTypes = (v: Verse): string => v.agentTypes.map((t) => AGENT_TYPE_NAMES[t]).join('');
const names = (v: Verse): string[] => v.districts.map((d) => DISTRICT_NAMES[d]);
/** "a Fighter and a Diplomat". */
const pair = (v: Verse): string =>
  listToken(v.agentTypes.map((t) => vs('vr.verseSum.aType', { type: AGENT_TYPE_NAMES[t] })));

/** The values the summaries name: the indicated Agent types, Verse type and Districts. */
const values = (v: Verse) => ({
  types: agentTypes(v),
  pair: v.agentTypes.length ? pair(v) : '',
  verseType: v.verseType ? VERSE_TYPE_NAMES[v.verseType] : '',
  orDistricts: v.districts.length ? orList(names(v)) : '',
  andDistricts: listToken(names(v)),
});

type Key = Parameters<typeof vs>[0];

/** A table of summaries by family: the message key, and which District list it names ('or' / 'and'). */
type Table = Readonly<Record<string, Key | readonly [Key, 'or' | 'and']>>;

function summary(table: Table, v: Verse): string | undefined {
  const entry = table[v.family];
  if (!entry) return undefined;
  const [key, join] = typeof entry === 'string' ? [entry, 'or' as const] : entry;
  const x = values(v);
  return vs(key, {
    types: x.types,
    pair: x.pair,
    verseType: x.verseType,
    districts: join === 'or' ? x.orDistricts : x.andDistricts,
  });
}

/** Each family's key of a part: `vr.verseSum.<part>.<family>`. */
function familyKeys(part: string, families: readonly string[]): Record<string, Key> {
  const out: Record<string, Key> = {};
  for (const f of families) {
    const key = `vr.verseSum.${part}.${f}`;
    if (!isSummaryKey(key)) throw new Error(`vr: no summary "${key}"`);
    out[f] = key;
  }
  return out;
}

const CONDITIONED = [
  'twoAgents',
  'agentPair',
  'serverDistricts',
  'darkKingdom',
  'mythologia',
  'paris1920',
  'howling',
  'curse',
  'archipelago',
  'london',
  'ashes',
  'outpost',
  'jurassic',
  'castle',
] as const;
const CONDITION: Table = familyKeys('cond', CONDITIONED);
/** Verses without a condition: Online as soon as acquired. */
const NO_CONDITION = new Set(['codex', 'steampunk', 'multiverse', 'cyclades']);

const BONUS: Table = {
  twoAgents: 'vr.verseSum.bonus.boost',
  ashes: 'vr.verseSum.bonus.boost',
  castle: 'vr.verseSum.bonus.boost',
  agentPair: 'vr.verseSum.bonus.agentPair',
  serverDistricts: 'vr.verseSum.bonus.serverDistricts',
  darkKingdom: 'vr.verseSum.bonus.darkKingdom',
};

/** Every family scores. */
const SCORED = [...new Set(VERSE_LIST.map((v) => v.family))];

const SCORING: Table = {
  ...familyKeys('score', SCORED),
  serverDistricts: ['vr.verseSum.score.serverDistricts', 'and'],
};

/** What puts the Verse Online. */
export function verseCondition(id: string, max: number = DETAIL_MAX): string {
  const v = VERSES[id]!;
  if (NO_CONDITION.has(v.family)) return clip(vs('vr.verseSum.noCondition'), max);
  return clip(summary(CONDITION, v) ?? versePrinted(v.family, 'condition'), max);
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
  return clip(summary(BONUS, v) ?? versePrinted(v.family, 'bonus'), max);
}

/** What it scores at the end of the game, Online. */
export function verseScoring(id: string, max: number = DETAIL_MAX): string {
  const v = VERSES[id]!;
  return clip(summary(SCORING, v) ?? versePrinted(v.family, 'scoring'), max);
}

// ---- A Verse on offer: what it scores in the label, its condition and Online bonus in the detail. ----

/** Scoring for an offer's label, after "Take <name>: " (within 80 characters in all). */
const OFFER_SCORING: Table = {
  ...familyKeys('offerScore', SCORED),
  serverDistricts: ['vr.verseSum.offerScore.serverDistricts', 'and'],
};

/** Condition for an offer's detail, short. */
const OFFER_CONDITION: Table = familyKeys('offerCond', CONDITIONED);

/** Online bonus for an offer's detail, short. */
const OFFER_BONUS: Table = {
  twoAgents: 'vr.verseSum.offerBonus.boost',
  ashes: 'vr.verseSum.offerBonus.boost',
  castle: 'vr.verseSum.offerBonus.boost',
  agentPair: 'vr.verseSum.offerBonus.vpToken',
  howling: 'vr.verseSum.offerBonus.vpToken',
  ...familyKeys('offerBonus', [
    'serverDistricts',
    'darkKingdom',
    'mythologia',
    'paris1920',
    'curse',
    'archipelago',
    'london',
    'outpost',
    'jurassic',
  ]),
};

/**
 * A Verse on offer, everything shown before choosing: the label says what it scores, the detail
 * its price, condition and Online bonus (at most 80 and 100 characters).
 */
export function verseOffer(id: string, cost?: number): { label: string; detail: string } {
  const v = VERSES[id]!;
  const label = clip(
    vs('vr.verseSum.take', { verse: v.name, scoring: summary(OFFER_SCORING, v) ?? verseScoring(id) }),
    LABEL_MAX,
  );
  const pay = cost === undefined ? '' : vs('vr.verseSum.pay', { cost });
  const bonus = summary(OFFER_BONUS, v);
  const needs = NO_CONDITION.has(v.family)
    ? vs('vr.verseSum.noCondition')
    : vs('vr.verseSum.needs', { condition: summary(OFFER_CONDITION, v) ?? verseCondition(id) });
  if (!bonus) return { label, detail: clip(vs('vr.verseSum.noBonus', { pay, needs })) };
  const detail = remembered(`offer\u0000${id}\u0000${cost}`, () =>
    perLocale((l) => {
      const long = localize(vs('vr.verseSum.bonusOnline', { pay, needs, bonus }), l);
      return long.length <= DETAIL_MAX ? long : clip(localize(vs('vr.verseSum.bonusShort', { pay, needs, bonus }), l));
    }),
  );
  return { label, detail };
}

/** A Verse to take: its condition, and its scoring when both fit. */
export function verseSummary(id: string, max: number = DETAIL_MAX): string {
  return remembered(`summary\u0000${id}\u0000${max}`, () =>
    perLocale((l) => {
      const both = localize(vs('vr.verseSum.summary', { condition: verseCondition(id), scoring: verseScoring(id) }), l);
      return both.length <= max ? both : localize(verseCondition(id, max), l);
    }),
  );
}
