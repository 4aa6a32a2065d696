/**
 * /game help topics for New Angeles (docs/games/new-angeles.md in short): overview, setup, the
 * round, the deal and support, the city (districts, unrest, units, movement and The Root,
 * illness), corporations, contracts and emergency actions, assets, Demand rounds and investments,
 * threat and the end, trading, the commands, then every designed ruling ([D] rules, by number)
 * and the components generated from the data (the map, the corp sheets, the 100 action cards,
 * the assets, events, demands, investments and setup cards), so a retuned card shows here at
 * once. Help is the printed catalogue: never anyone's hand, rival or investment.
 */
import { indexTopics, type Ruling, rulingsTopics, slug, uniqueTopics } from '../../engine/helpTopics.ts';
import type { HelpTopic } from '../../engine/types.ts';
import { districtOf, emergencyOf, TYPE_NAMES } from './cards.ts';
import {
  ACTION_CARDS,
  ACTION_TYPES,
  type ActionCard,
  type ActionType,
  ASSETS,
  type Asset,
  CORPS,
  type Component,
  type Corp,
  corpOf,
  DEMANDS,
  DISTRICTS,
  type District,
  EMERGENCIES,
  EVENT_CARDS,
  type EventStep,
  INVESTMENTS,
  PRINTED,
  RESOURCE_NAMES,
  RESOURCES,
  type Resource,
  RULES,
  SETUP_CARDS,
  TOTALS,
} from './data/index.ts';
import { cardText } from './describe.ts';
import { h } from './help.messages.ts';
import { m } from './messages.ts';

/** A topic's lines: message tokens (help.messages.ts), formatted in the reader's language when shown. */
const lines = (...xs: (string | false | undefined)[]): string => xs.filter((x): x is string => !!x).join('\n');
const semi = (xs: readonly string[]): string => xs.join(m('na.semi'));

/** A district's name: The Root in the reader's words, the others as printed. */
const nameOf = (d: District): string => (d.exit === null ? m('na.root') : d.name);
/** "3 Quinde", "0 The Root". */
const numbered = (n: number): string => `${n} ${nameOf(districtOf(n))}`;
const DRAW_NAMES: Readonly<Record<ActionType | 'general', string>> = { ...TYPE_NAMES, general: h('na.help.general') };

const byCount = (t: Readonly<Record<4 | 5 | 6, number>>): string => h('na.help.byCount', { a: t[4], b: t[5], c: t[6] });
/** Rule 37: one number, or one per player count. */
const startThreat =
  RULES.startThreat[4] === RULES.startThreat[5] && RULES.startThreat[5] === RULES.startThreat[6]
    ? RULES.startThreat[4]
    : byCount(RULES.startThreat);
/** "A, B and C" ("A, B et C"). */
const list = (xs: readonly string[]): string =>
  xs.length <= 1 ? xs.join('') : m('na.and', { a: xs.slice(0, -1).join(', '), b: xs.at(-1)! });
const inPlay = (n: number): string => list(CORPS.filter((c) => c.from <= n).map((c) => c.name));
const added = (n: number): string => list(CORPS.filter((c) => c.from === n).map((c) => c.name));
const joining = { four: inPlay(4), five: added(5), six: added(6) };
const demandRounds = list(RULES.demandAfter.map(String));
const costs = RULES.counterCost.map((c, i) => h('na.help.cost', { i: i + 1, c })).join(', ');
const drawOf = (c: Corp): string => c.draw.map((d) => DRAW_NAMES[d]).join(' + ');
const ROOT = DISTRICTS.find((d) => d.exit === null)!;
const single = list(DISTRICTS.filter((d) => d.others.length === 0 && d.exit !== null).map((d) => d.name));
const ownRival = { four: RULES.ownRivalBeats[4], six: RULES.ownRivalBeats[6] };
const federalist = { end: RULES.threatEnd, fed: RULES.federalistCapital };
const timed = (t: Asset['timing']): number => ASSETS.filter((a) => a.timing === t).length;

const RULES_TOPICS: HelpTopic[] = [
  {
    name: 'overview',
    text: lines(
      h('na.help.overview.1', { corps: PRINTED.corps }),
      h('na.help.overview.2', { rounds: demandRounds }),
      h('na.help.overview.3', ownRival),
      h('na.help.overview.4', federalist),
      h('na.help.overview.5'),
      h('na.help.overview.6'),
    ),
  },
  {
    name: 'setup',
    text: lines(
      h('na.help.setup.1'),
      h('na.help.setup.2', joining),
      h('na.help.setup.3'),
      h('na.help.setup.4', { threat: startThreat, capital: RULES.startCapital }),
      h('na.help.setup.5', { n: SETUP_CARDS.length }),
      h('na.help.setup.6'),
      h('na.help.setup.7', { n: RULES.investDeal }),
      h('na.help.setup.8', { slots: byCount(RULES.slots) }),
    ),
  },
  {
    name: 'round',
    text: lines(
      h('na.help.round.1', { rounds: RULES.rounds, demand: demandRounds }),
      h('na.help.round.2'),
      h('na.help.round.3', { limit: RULES.handLimit }),
      h('na.help.round.4'),
      h('na.help.round.5'),
      h('na.help.round.6'),
    ),
  },
  {
    name: 'deal',
    text: lines(
      h('na.help.deal.1'),
      h('na.help.deal.2'),
      h('na.help.deal.3'),
      h('na.help.deal.4'),
      h('na.help.deal.5', { costs }),
      h('na.help.deal.6'),
      h('na.help.deal.7'),
    ),
  },
  {
    name: 'support',
    text: lines(
      h('na.help.support.1'),
      h('na.help.support.2'),
      h('na.help.support.3'),
      h('na.help.support.4'),
      h('na.help.onlyAction'),
    ),
  },
  {
    name: 'city',
    text: lines(
      h('na.help.city.1', { n: DISTRICTS.length - 1 }),
      h('na.help.city.2'),
      h('na.help.city.3'),
      h('na.help.city.4'),
      h('na.help.city.5'),
      h('na.help.city.6', {
        list: Object.entries(TOTALS)
          .map(([k, n]) => h('na.help.inBox', { n, k }))
          .join(', '),
      }),
    ),
  },
  {
    name: 'units',
    text: lines(
      h('na.help.units.1', { hf: PRINTED.humanFirst, oc: PRINTED.orgcrime, ps: PRINTED.prisec }),
      h('na.help.units.2'),
      h('na.help.units.3', { single }),
      h('na.help.units.4'),
      h('na.help.units.5'),
      h('na.help.units.6'),
      h('na.help.units.7'),
    ),
  },
  {
    name: 'movement',
    text: lines(
      h('na.help.movement.1'),
      h('na.help.movement.2', { n: RULES.rootThreat }),
      h('na.help.movement.3', { n: RULES.rootThreat }),
      h('na.help.movement.4'),
      h('na.help.movement.5'),
    ),
  },
  {
    name: 'illness',
    text: lines(
      h('na.help.illness.1', { n: RULES.illnessThreat }),
      h('na.help.illness.2'),
      h('na.help.illness.3'),
      h('na.help.illness.4'),
    ),
  },
  {
    name: 'contracts',
    text: lines(
      h('na.help.contracts.1'),
      h('na.help.contracts.2'),
      ...CORPS.map((c) => h('na.help.bullet', { name: c.name, text: c.contract.text })),
      h('na.help.contracts.3'),
    ),
  },
  {
    name: 'emergency',
    text: lines(
      h('na.help.emergency.1'),
      h('na.help.emergency.2'),
      ...EMERGENCIES.map((e) =>
        h('na.help.emergency.card', {
          name: e.name,
          corp: corpOf(e.corp).name,
          type: TYPE_NAMES[e.type],
          text: cardText(e),
        }),
      ),
    ),
  },
  {
    name: 'assets',
    text: lines(
      h('na.help.assets.1', { n: ASSETS.length }),
      h('na.help.assets.2', { n: timed('endOfTurn') }),
      h('na.help.assets.3', { n: timed('exhaust') }),
      h('na.help.assets.4', { n: timed('discard') }),
      h('na.help.assets.5', { n: timed('passive') }),
      h('na.help.assets.6'),
      h('na.help.assets.7'),
    ),
  },
  {
    name: 'demand',
    text: lines(
      h('na.help.demand.1', { rounds: demandRounds }),
      h('na.help.demand.2'),
      h('na.help.demand.3', {
        min: Math.min(...DEMANDS.map((d) => d.threat)),
        max: Math.max(...DEMANDS.map((d) => d.threat)),
      }),
      h('na.help.demand.4'),
      h('na.help.demand.5', { n: RULES.investDeal }),
      h('na.help.demand.6'),
    ),
  },
  {
    name: 'threat',
    text: lines(
      h('na.help.threat.1', { end: RULES.threatEnd, illness: RULES.illnessThreat, root: RULES.rootThreat }),
      h('na.help.threat.2', federalist),
      h('na.help.threat.3', { end: RULES.threatEnd }),
    ),
  },
  {
    name: 'end',
    text: lines(
      h('na.help.end.1'),
      h('na.help.end.2', ownRival),
      h('na.help.end.3', federalist),
      h('na.help.end.4'),
      h('na.help.end.5'),
    ),
  },
  {
    name: 'trading',
    text: lines(h('na.help.trading.1'), h('na.help.trading.2'), h('na.help.trading.3'), h('na.help.trading.4')),
  },
  {
    name: 'commands',
    text: lines(
      h('na.help.commands.1'),
      h('na.help.commands.2'),
      h('na.help.commands.3'),
      h('na.help.commands.4'),
      h('na.help.commands.5'),
      h('na.help.commands.6'),
    ),
  },
];

/**
 * The rulings the sources leave open, by the number docs/games/new-angeles.md gives them ([D]
 * rules), with the decision. test/games/newangeles/help.test.ts checks that every [D] rule of the
 * doc is here.
 */
export const RULINGS: readonly Ruling[] = [
  [
    '3',
    h('na.help.r3', {
      list: Object.entries(TOTALS)
        .filter(([k]) => !['humanFirst', 'orgcrime', 'prisec'].includes(k))
        .map(([k, n]) => h('na.help.token', { n, k }))
        .join(', '),
    }),
  ],
  ['4', h('na.help.r4', { list: RESOURCES.map((r) => RESOURCE_NAMES[r]).join(', ') })],
  ['5', h('na.help.r5', { n: DISTRICTS.length - 1 })],
  ['6', h('na.help.r6', { single })],
  ['7', h('na.help.r7', { end: RULES.threatEnd, max: RULES.capitalTrackMax })],
  ['8', h('na.help.r8', { slots: byCount(RULES.slots) })],
  ['10', h('na.help.r10')],
  ['11', h('na.help.r11')],
  ['12', h('na.help.r12')],
  ['14', h('na.help.r14')],
  ['15', h('na.help.r15')],
  ['16', h('na.help.r16')],
  ['18', h('na.help.r18')],
  ['19', h('na.help.r19')],
  ['24', h('na.help.r24', { n: RULES.rootThreat })],
  ['25', h('na.help.r25')],
  ['27', h('na.help.r27')],
  ['28', h('na.help.r28')],
  ['29', h('na.help.r29', joining)],
  ['30', h('na.help.r30', { list: semi(CORPS.map((c) => `${c.short} ${drawOf(c)}`)) })],
  ['32', h('na.help.r32')],
  ['33', h('na.help.r33')],
  ['36', h('na.help.r36')],
  ['37', h('na.help.r37', { threat: startThreat, capital: RULES.startCapital })],
  ['38', h('na.help.r38')],
  ['39', h('na.help.r39', { n: SETUP_CARDS.length })],
  ['40', h('na.help.r40')],
  ['41', h('na.help.r41')],
  ['42', h('na.help.r42', { n: RULES.investDeal })],
  ['43', h('na.help.r43')],
  ['45', h('na.help.r45', { rounds: RULES.rounds, list: demandRounds })],
  ['47', h('na.help.r47')],
  ['48', h('na.help.r48', { n: RULES.handLimit })],
  ['49', h('na.help.r49')],
  ['52', h('na.help.r52')],
  ['54', h('na.help.r54')],
  ['55', h('na.help.r55')],
  ['57', h('na.help.r57', { costs })],
  ['59', h('na.help.r59')],
  ['60', h('na.help.r60')],
  ['64', h('na.help.onlyAction')],
  ['69', h('na.help.r69')],
  ['70', h('na.help.r70', { n: ASSETS.length })],
  ['71', h('na.help.r71')],
  ['72', h('na.help.r72')],
  ['73', h('na.help.r73')],
  ['75', h('na.help.r75')],
  ['76', h('na.help.r76')],
  ['79', h('na.help.r79', { n: RULES.investDeal })],
  ['80', h('na.help.r80', { n: INVESTMENTS.length })],
  ['82', h('na.help.r82', { n: RULES.threatEnd })],
  ['83', h('na.help.r83', { n: RULES.threatEnd })],
  ['85', h('na.help.r85')],
  ['86', h('na.help.r86', { n: ACTION_CARDS.length, per: ACTION_CARDS.length / ACTION_TYPES.length })],
  ['87', h('na.help.r87', { n: EMERGENCIES.length })],
  ['88', h('na.help.r88')],
];

const rulingTopics = rulingsTopics(h('na.help.rulings'), RULINGS);

// ---- The designed components, from the data. ----

function districtLine(d: District): string {
  return h('na.help.map.line', {
    n: d.n,
    name: nameOf(d),
    primary: RESOURCE_NAMES[d.primary],
    others: d.others.map((r) => h('na.help.map.other', { r: RESOURCE_NAMES[r] })).join(''),
    exit: d.exit === null ? 'none' : numbered(d.exit),
  });
}

const mapTopics = indexTopics(
  'map',
  h('na.help.map', { n: DISTRICTS.length - 1, root: nameOf(ROOT) }),
  DISTRICTS.map(districtLine),
);

const corporationsTopic: HelpTopic = {
  name: 'corporations',
  text: lines(
    h('na.help.corps', { n: CORPS.length }),
    ...CORPS.map((c) =>
      h('na.help.corps.line', {
        name: c.name,
        from: c.from,
        draw: drawOf(c),
        contract: c.contract.text,
        emergency: emergencyOf(c.emergency).name,
      }),
    ),
  ),
};

const corpTopics: HelpTopic[] = CORPS.map((c) => {
  const e = emergencyOf(c.emergency);
  return {
    name: `corp-${slug(c.name)}`,
    text: lines(
      h('na.help.corp.1', { name: c.name, from: c.from }),
      h('na.help.corp.2', { draw: drawOf(c) }),
      h('na.help.corp.3', { text: c.contract.text }),
      h('na.help.corp.4', { name: e.name, type: TYPE_NAMES[e.type], text: cardText(e) }),
      h('na.help.corp.note'),
    ),
  };
});

/** Action-card designs: copies share everything but the id. */
const DESIGNS: { card: ActionCard; copies: number }[] = [];
for (const c of ACTION_CARDS) {
  const d = DESIGNS.find((x) => x.card.type === c.type && x.card.name === c.name);
  if (d) d.copies++;
  else DESIGNS.push({ card: c, copies: 1 });
}

const cardTopics: HelpTopic[] = ACTION_TYPES.flatMap((t) =>
  indexTopics(
    `cards-${t}`,
    h('na.help.cards', { type: TYPE_NAMES[t], n: ACTION_CARDS.filter((c) => c.type === t).length }),
    DESIGNS.filter((d) => d.card.type === t).map(({ card, copies }) =>
      h('na.help.cards.line', { name: card.name, copies, text: cardText(card) }),
    ),
  ),
);

const assetTopics = indexTopics(
  'asset-list',
  h('na.help.assetList', { n: ASSETS.length }),
  ASSETS.map((a) => h('na.help.assetList.line', { name: a.name, timing: a.timing, text: a.text })),
);

const signed = (n: number): string => `${n > 0 ? '+' : ''}${n}`;
function eventStep(st: EventStep): string {
  if ('place' in st) return h('na.help.step.place', { c: st.place, d: numbered(st.district) });
  if ('remove' in st) return h('na.help.step.remove', { c: st.remove, d: numbered(st.district) });
  if ('unrest' in st) return h('na.help.step.unrest', { by: signed(st.unrest), d: numbered(st.district) });
  return h('na.help.step.threat', { by: signed(st.threat) });
}
const eventTopics = indexTopics(
  'events',
  h('na.help.events', { n: EVENT_CARDS.length }),
  EVENT_CARDS.map((e) => h('na.help.events.line', { name: e.name, steps: semi(e.steps.map(eventStep)) })),
);

const targets = (t: Readonly<Record<Resource, number>>): string =>
  RESOURCES.map((r) => `${RESOURCE_NAMES[r]} ${t[r]}`).join(', ');
const demandsTopic: HelpTopic = {
  name: 'demands',
  text: lines(
    h('na.help.demands', { n: DEMANDS.length }),
    ...DEMANDS.map((d) => h('na.help.demands.line', { name: d.name, targets: targets(d.targets), threat: d.threat })),
  ),
};
const investmentsTopic: HelpTopic = {
  name: 'investments',
  text: lines(
    h('na.help.investments', { n: INVESTMENTS.length }),
    ...INVESTMENTS.map((c) => h('na.help.bullet', { name: c.name, text: c.text })),
  ),
};

const setupLine = (c: (typeof SETUP_CARDS)[number]): string => {
  const at = (what: Component) => c.place.filter((p) => p.what === what).map((p) => p.district);
  const placed = (['android', 'development', 'humanFirst', 'orgcrime', 'prisec', 'illness'] as const)
    .filter((w) => at(w).length)
    .map((w) => h('na.help.setupCards.placed', { c: w, k: at(w).length, at: at(w).join(', ') }));
  const unrest = c.unrest.map((u) =>
    h('na.help.setupCards.unrest', { strike: u.stage === 2 ? 'y' : 'n', d: u.district }),
  );
  return h('na.help.setupCards.line', { name: c.name, list: semi([...placed, ...unrest]) });
};
const setupTopics = indexTopics(
  'setup-cards',
  h('na.help.setupCards', { n: SETUP_CARDS.length }),
  SETUP_CARDS.map(setupLine),
);

export const HELP: readonly HelpTopic[] = uniqueTopics([
  ...RULES_TOPICS,
  ...rulingTopics,
  ...mapTopics,
  corporationsTopic,
  ...corpTopics,
  ...cardTopics,
  ...assetTopics,
  ...eventTopics,
  demandsTopic,
  investmentsTopic,
  ...setupTopics,
]);
