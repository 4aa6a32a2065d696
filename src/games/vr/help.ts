/**
 * /game help topics for Virtual Revolution: the rules in short (turn, Actions, Influence, Recycle,
 * end of Round, scoring, Corruption...), how to read the board image and the /vr command, and
 * one topic per card (Agent, Verse, Title, Necro card, Objective, Boost card) with its text from
 * the data, and every ruling the rulebook leaves open (docs/games/virtual-revolution.md's [D] rules,
 * topic `rulings`). The help autocomplete filters by what the player types, so many topics are fine.
 */
import { type Ruling, rulingsTopics, slug } from '../../engine/helpTopics.ts';
import { listToken, type MessageValues } from '../../engine/messages.ts';
import type { HelpTopic } from '../../engine/types.ts';
import { agentPrinted } from './agents/agentTexts.messages.ts';
import { boostWords } from './boosts.messages.ts';
import {
  ACTION_NAMES,
  AGENT_LIST,
  AGENT_TYPE_NAMES,
  type Agent,
  BOOST_CARD_LIST,
  BOROUGHS,
  CORRUPTION_LIST,
  COSTS,
  DISTRICT_LIST,
  DISTRICT_NAMES,
  NECRO_DECK,
  NECRO_IGNORE_GLOBAL,
  NECRO_IGNORE_GLOBAL_MAX,
  NECRO_LIST,
  OBJECTIVE_LIST,
  OBJECTIVE_VP_CAP,
  RAID_THRESHOLD,
  SERVER_VP,
  TITLE_LIST,
  VERSE_LIST,
  VERSE_TYPE_NAMES,
  VERSE_VP_CAP,
  type Verse,
  WORK_GAIN,
} from './data/index.ts';
import { type HelpRule, h } from './help.messages.ts';
import { necroPart } from './necroCards.messages.ts';
import { objectiveText } from './objectives.messages.ts';
import { versePrinted } from './verses/verses.messages.ts';
import { forPlayers } from './wording.ts';

/** The two "choose a type" Objectives are printed twice: one topic per distinct text (the first card with it). */
const DISTINCT_OBJECTIVES = OBJECTIVE_LIST.filter((o, i) => OBJECTIVE_LIST.findIndex((x) => x.text === o.text) === i);

const STAR = h('vr.help.star');

/** "A or B or C": names joined as the reader's language says it. */
const or = (names: readonly string[]): string => names.reduce((a, b) => h('vr.help.or', { a, b }));

/** "9th · Opéra" / "9e · Opéra": a Borough by ordinal and name. */
const boroughShown = (b: number): string =>
  BOROUGHS[b] ? h('vr.help.borough', { b, name: BOROUGHS[b].name.replace(/^\d+\w*\s*·\s*/, '') }) : String(b);

const lines = (...ls: readonly string[]): string => ls.join('\n');

const RULES: HelpTopic[] = [
  { name: 'turn', text: h('vr.help.turn') },
  {
    name: 'actions',
    text: h('vr.help.actions', {
      work: WORK_GAIN,
      recruit: COSTS.recruit,
      server: COSTS.server,
      verse: COSTS.verse,
      refresh: COSTS.verseRefresh,
      one: COSTS.donationOne,
      two: COSTS.donationTwo,
      immunity: COSTS.donationImmunity,
    }),
  },
  { name: 'influence', text: h('vr.help.influence') },
  { name: 'recycle', text: h('vr.help.recycle') },
  {
    name: 'end-of-round',
    text: h('vr.help.endOfRound', { raid: RAID_THRESHOLD, global: NECRO_IGNORE_GLOBAL, max: NECRO_IGNORE_GLOBAL_MAX }),
  },
  {
    name: 'scoring',
    text: h('vr.help.scoring', {
      servers: SERVER_VP.slice(1)
        .map((v, i) => `${i + 1}→${v}`)
        .join(', '),
      verseCap: VERSE_VP_CAP,
      objectiveCap: OBJECTIVE_VP_CAP,
    }),
  },
  {
    name: 'corruption',
    text: lines(
      h('vr.help.corruption', { raid: RAID_THRESHOLD }),
      ...[
        ...new Map(
          CORRUPTION_LIST.map((c) => [c.effect, forPlayers(c.text).replace(/:.*$/, '.').replace(/\.\.$/, '.')]),
        ).values(),
      ].map((t) => `• ${t}`),
      h('vr.help.corruptionEnd'),
    ),
  },
  {
    name: 'necro',
    text: h('vr.help.necro', {
      global: NECRO_IGNORE_GLOBAL,
      max: NECRO_IGNORE_GLOBAL_MAX,
      cards: NECRO_LIST.map((n) => `\`necro-${n.id}\``).join(', '),
    }),
  },
  { name: 'agents', text: h('vr.help.agents') },
  { name: 'verses', text: h('vr.help.verses') },
  {
    name: 'titles',
    text: lines(
      h('vr.help.titles'),
      ...TITLE_LIST.map((t) => h('vr.help.item', { name: t.name, text: forPlayers(t.text) })),
    ),
  },
  {
    name: 'boosts',
    text: lines(h('vr.help.boosts'), ...BOOST_CARD_LIST.map((b) => `• ${boostWords(forPlayers(b.effect.text))}`)),
  },
  {
    name: 'map',
    text: lines(
      h('vr.help.map'),
      ...DISTRICT_LIST.map((d) => h('vr.help.item', { name: d.name, text: d.boroughs.map(boroughShown).join(', ') })),
      h('vr.help.mapEnd'),
    ),
  },
  { name: 'board', text: h('vr.help.board') },
  { name: 'commands', text: h('vr.help.commands') },
  {
    name: 'objectives',
    text: lines(
      h('vr.help.objectives', { cap: OBJECTIVE_VP_CAP }),
      ...DISTINCT_OBJECTIVES.map((o) => `• \`objective-${slug(o.id)}\``),
    ),
  },
];

/** "Leslie Quartier Latin, ..." for the Agents of one ability family (their indicated Districts, from the data). */
const indicated = (ability: string): string =>
  AGENT_LIST.filter((a) => a.ability === ability)
    .map((a) => h('vr.help.r.indicated', { name: a.name, what: or(a.districts.map((d) => DISTRICT_NAMES[d])) }))
    .join(', ');
const indicatedVerses = (family: string): string =>
  VERSE_LIST.filter((v) => v.family === family)
    .map((v) => {
      const named = [...v.agentTypes.map((t) => AGENT_TYPE_NAMES[t]), ...v.districts.map((d) => DISTRICT_NAMES[d])];
      const what = v.family === 'agentPair' ? named.reduce((a, b) => h('vr.help.r.pair', { a, b })) : or(named);
      const shown = h('vr.help.r.indicated', { name: v.name, what });
      return v.verseType ? h('vr.help.r.scores', { what: shown, type: VERSE_TYPE_NAMES[v.verseType] }) : shown;
    })
    .join(', ');
/** The Corruption effects in a few words, for the count of copies of each (ruling 86). */
const EFFECT_WORDS: Readonly<Record<string, string>> = {
  loseImmunity: h('vr.help.fx.loseImmunity'),
  removeInfluence: h('vr.help.fx.removeInfluence'),
  discardBoost: h('vr.help.fx.discardBoost'),
  loseMoney: h('vr.help.fx.loseMoney'),
  removeServer: h('vr.help.fx.removeServer'),
  discardVerse: h('vr.help.fx.discardVerse'),
  loseIncome: h('vr.help.fx.loseIncome'),
  discardAgent: h('vr.help.fx.discardAgent'),
};
const corruptionCounts = [...new Set(CORRUPTION_LIST.map((c) => c.effect))]
  .map((e) =>
    h('vr.help.r.count', { what: EFFECT_WORDS[e] ?? e, n: CORRUPTION_LIST.filter((c) => c.effect === e).length }),
  )
  .join(', ');

/** A ruling by its rule number, its words from the catalogue. */
const rule = (n: HelpRule, values?: MessageValues): Ruling => [n, h(`vr.help.r.${n}`, values)];

/**
 * Every ruling [D] of docs/games/virtual-revolution.md, keyed by its rule number there (the help
 * test checks that every [D] rule of the doc is here, and that the `rulings` topics list them).
 */
export const RULINGS: readonly Ruling[] = [
  rule('1a'),
  rule('5a'),
  rule('7a'),
  rule('8a', { standard: NECRO_DECK.standard, endOfGame: NECRO_DECK.endOfGame }),
  rule('11a'),
  rule('13a'),
  rule('13b'),
  rule('18a'),
  rule('18b'),
  rule('20a'),
  rule('20b'),
  rule('25a'),
  rule('26a'),
  rule('27a'),
  rule('27b'),
  rule('27c'),
  rule('27d'),
  rule('33a'),
  rule('34', { l1: indicated('fighterL1'), l2: indicated('fighterL2donation') }),
  rule('35'),
  rule('36'),
  rule('37'),
  rule('38'),
  rule('39'),
  rule('40'),
  rule('41'),
  rule('42'),
  rule('43'),
  rule('44'),
  rule('45'),
  rule('50', {
    two: indicatedVerses('twoAgents'),
    pair: indicatedVerses('agentPair'),
    server: indicatedVerses('serverDistricts'),
  }),
  rule('51'),
  rule('52'),
  rule('53'),
  rule('54'),
  rule('55'),
  rule('56'),
  rule('57'),
  rule('58'),
  rule('59a'),
  rule('59b'),
  rule('63a'),
  rule('65a'),
  rule('65b'),
  rule('66', {
    one: COSTS.donationOne,
    oneMore: COSTS.donationOne + 1,
    two: COSTS.donationTwo,
    twoMore: COSTS.donationTwo + 1,
    immunity: COSTS.donationImmunity + 1,
  }),
  rule('68'),
  rule('69'),
  rule('71a'),
  rule('72a'),
  rule('73a'),
  rule('76'),
  rule('77'),
  rule('78'),
  rule('79'),
  rule('80'),
  rule('81'),
  rule('82'),
  rule('83'),
  rule('84'),
  rule('85'),
  rule('86', { n: CORRUPTION_LIST.length, counts: corruptionCounts }),
  rule('88', {
    districts: DISTRICT_LIST.map((d) =>
      h('vr.help.r.district', { name: d.name, boroughs: d.boroughs.join(', ') }),
    ).join('; '),
  }),
  rule('89'),
  rule('90'),
  rule('91'),
  rule('92'),
];

const rulingTopics = rulingsTopics(h('vr.help.rulings'), RULINGS);

const typeName = (t: string): string => AGENT_TYPE_NAMES[t as keyof typeof AGENT_TYPE_NAMES] ?? t;
const verseTypeName = (t: string): string => VERSE_TYPE_NAMES[t as keyof typeof VERSE_TYPE_NAMES] ?? t;
const districts = (ds: readonly string[]): string =>
  or(ds.map((d) => DISTRICT_NAMES[d as keyof typeof DISTRICT_NAMES] ?? d));

function agentTopic(a: Agent): HelpTopic {
  const star = a.star ? ' \\*' : '';
  const ls = [
    h('vr.help.agent.head', { name: a.name, type: typeName(a.type), level: a.level, star }),
    h('vr.help.agent.activation', { text: agentPrinted(a.id, 'activation') }),
    h('vr.help.agent.promotion', { text: agentPrinted(a.id, 'promotion') }),
  ];
  if (a.boost)
    ls.push(h('vr.help.agent.boost', { action: ACTION_NAMES[a.boost.action], text: forPlayers(a.boost.text) }));
  if (a.districts.length)
    ls.push(h('vr.help.agent.districts', { n: a.districts.length, districts: districts(a.districts) }));
  if (a.star) ls.push(STAR);
  return { name: `agent-${slug(a.id)}`, text: lines(...ls) };
}

function verseTopic(v: Verse): HelpTopic {
  const extra: string[] = [];
  if (v.agentTypes.length)
    extra.push(h('vr.help.verse.agentTypes', { n: v.agentTypes.length, types: listToken(v.agentTypes.map(typeName)) }));
  if (v.verseType) extra.push(h('vr.help.verse.verseType', { type: verseTypeName(v.verseType) }));
  if (v.districts.length)
    extra.push(h('vr.help.verse.districts', { n: v.districts.length, districts: districts(v.districts) }));
  const text = lines(
    h('vr.help.verse.head', { name: v.name, type: verseTypeName(v.type), star: v.star ? ' \\*' : '' }),
    h('vr.help.verse.condition', { text: versePrinted(v.family, 'condition') }),
    ...(v.bonus ? [h('vr.help.verse.bonus', { text: versePrinted(v.family, 'bonus') })] : []),
    h('vr.help.verse.scoring', { cap: VERSE_VP_CAP, text: versePrinted(v.family, 'scoring') }),
    ...extra,
    ...(v.star ? [STAR] : []),
  );
  return { name: `verse-${slug(v.id)}`, text };
}

const CARDS: HelpTopic[] = [
  ...AGENT_LIST.map(agentTopic),
  ...VERSE_LIST.map(verseTopic),
  ...TITLE_LIST.map((t) => ({
    name: `title-${slug(t.name)}`,
    text: lines(
      h('vr.help.title.head', {
        name: t.name,
        boroughs:
          DISTRICT_LIST.find((d) => d.id === t.district)
            ?.boroughs.map(boroughShown)
            .join(', ') ?? t.district,
      }),
      forPlayers(t.text),
      h(t.district === 'QL' ? 'vr.help.title.onceQL' : 'vr.help.title.once'),
    ),
  })),
  ...NECRO_LIST.map((n) => ({
    name: `necro-${slug(n.id)}`,
    text: lines(
      h('vr.help.necro.head', { name: n.name, kind: n.endOfGame ? 'end' : 'standard', star: n.star ? ' \\*' : '' }),
      h('vr.help.necro.minimum', { text: necroPart(n.id, 'minimum') }),
      h('vr.help.necro.global', { text: necroPart(n.id, 'global') }),
      h('vr.help.necro.maximum', { text: necroPart(n.id, 'maximum') }),
      h('vr.help.necro.immunity', { global: NECRO_IGNORE_GLOBAL, max: NECRO_IGNORE_GLOBAL_MAX }),
      ...(n.star ? [STAR] : []),
    ),
  })),
  ...DISTINCT_OBJECTIVES.map((o) => ({
    name: `objective-${slug(o.id)}`,
    text: lines(
      h('vr.help.objective.head'),
      objectiveText(o.id),
      h('vr.help.objective.end', { cap: OBJECTIVE_VP_CAP }),
    ),
  })),
];

export const HELP: HelpTopic[] = [...RULES, ...rulingTopics, ...CARDS];
