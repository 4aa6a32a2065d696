/**
 * /game help topics for I, Spy: the rules in short (overview, setup, a turn, movement and
 * Capitals, Influence and Power, Tags and Counters, Coerce, Scoring Phases, the options, running
 * out of cards), then one topic per Action Card, Contact, Asset and Politician, written from the
 * data so a changed card or a new Asset shows here at once. The autocomplete filters by what the
 * player types, so many small topics are easier to find than a few long ones.
 */
import { indexTopics, type Ruling, rulingsTopics, slug } from '../../engine/helpTopics.ts';
import { listToken, type MessageValues } from '../../engine/messages.ts';
import type { HelpTopic } from '../../engine/types.ts';
import { SABOTAGE_LOSS } from './cards.ts';
import {
  ACTION_CARD_LIST,
  type ActionCard,
  ADVANTAGES,
  ASSET_LIST,
  type Asset,
  CAPITAL_INFO,
  type CapitalId,
  CONTACT_LIST,
  type Contact,
  type Icon,
  MAP,
  NATIONS,
  PHASE_SPACES,
  POLITICIAN_LIST,
  type Politician,
  type Reward,
  ROUNDS,
  SCORING_ROUNDS,
  START_INFLUENCE,
  START_SUPPLY,
  TRACK_MAX,
} from './data/index.ts';
import {
  assetName,
  assetText,
  capitalName,
  cardName,
  cardText,
  contactBio,
  nationName,
  politicianName,
  politicianOffice,
  politicianText,
  regionName,
} from './data/messages.ts';
import { FINAL_REPORT_TOPIC } from './endGame.ts';
import { englishOf, h, isHelpKey, RULING_NUMBERS } from './help.messages.ts';
import { m } from './messages.ts';
import { SCORING_EXAMPLE_TOPIC } from './scoring.ts';

/** The icons' names (message tokens, messages.ts). */
export const ICON_NAMES: Readonly<Record<Icon, string>> = {
  inTheWind: m('spy.icon.inTheWind'),
  recruit: m('spy.icon.recruit'),
  empower: m('spy.icon.empower'),
  resupply: m('spy.icon.resupply'),
  control: m('spy.icon.control'),
  scandalize: m('spy.icon.scandalize'),
};

/** A help message (help.messages.ts) by a key the data picks (a Nation, an icon, a ruling's number). */
const hk = (key: string, values?: MessageValues): string => {
  if (!isHelpKey(key)) throw new Error(`I, Spy's help has no message ${key}`);
  return h(key, values);
};
const ICONS_LISTED = Object.keys(ICON_NAMES) as Icon[];

const influenceWords = (c: ActionCard): string => c.influence.map((i) => `${i.n} ${nationName(i.nation)}`).join(', ');
const rewardWords = (r: Reward): string =>
  'icon' in r ? ICON_NAMES[r.icon] : m('spy.reward.tickets', { n: r.tickets });
const typeWords = (c: ActionCard): string => listToken(c.types.map((t) => hk(`spy.help.type.${t}`)));
const nations = NATIONS.map(nationName).join(', ');

const airship = MAP.airship.map(regionName).join(', ');
const regionsOfKind = (k: string): string =>
  MAP.regions
    .filter((r) => r.kind === k)
    .map((r) => regionName(r.id))
    .join(', ');

/** Nations no spy works for, per player count: the six Alignment tokens, one dealt to each spy. */
export const unalignedNations = (players: number): number => NATIONS.length - players;
const nobodys = [2, 3, 4].map((p) => h('spy.help.nobody', { p, n: unalignedNations(p) })).join(', ');
const advantages = (key: 'spy.help.phase' | 'spy.help.advantage'): string =>
  ADVANTAGES.map((a, i) => h(key, { i: i + 1, list: a.join('/+') })).join(h('spy.help.sep'));

const RULES: HelpTopic[] = [
  {
    name: 'overview',
    text: h('spy.help.overview', {
      nations,
      count: NATIONS.length,
      nobody: nobodys,
      rounds: ROUNDS,
      scoring: SCORING_ROUNDS.join(', '),
    }),
  },
  {
    name: 'setup',
    text: h('spy.help.setup', {
      caches: regionsOfKind('cache'),
      supply: START_SUPPLY,
      influence: START_INFLUENCE,
      starts: regionsOfKind('start'),
    }),
  },
  { name: 'turn', text: h('spy.help.turn') },
  {
    name: 'movement',
    text: h('spy.help.movement', {
      airship,
      capitals: (Object.keys(CAPITAL_INFO) as CapitalId[])
        .map((c) => h('spy.help.capital', { capital: capitalName(c), nation: nationName(CAPITAL_INFO[c].nation) }))
        .join(', '),
    }),
  },
  {
    name: 'influence-power',
    text: h('spy.help.influencePower', {
      max: TRACK_MAX,
      advantages: advantages('spy.help.phase'),
    }),
  },
  {
    name: 'icons',
    text: [
      h('spy.help.icons'),
      ...ICONS_LISTED.map((k) => h('spy.help.icons.line', { name: ICON_NAMES[k], text: hk(`spy.help.iconText.${k}`) })),
      h('spy.help.icons.protection'),
    ].join('\n'),
  },
  {
    name: 'tags-counters',
    text: h('spy.help.tagsCounters', {
      counters: ACTION_CARD_LIST.filter((c) => c.types.includes('counter') && !c.special)
        .map((c) => cardName(c.id))
        .join(', '),
    }),
  },
  { name: 'coerce', text: h('spy.help.coerce') },
  { name: 'scoring', text: h('spy.help.scoring', { scoring: SCORING_ROUNDS.join(', '), nations }) },
  {
    name: 'options',
    text: h('spy.help.options', {
      cards: ACTION_CARD_LIST.filter((c) => c.special)
        .map((c) => cardName(c.id))
        .join(', '),
    }),
  },
  { name: 'running-out', text: h('spy.help.runningOut') },
  { name: 'commands', text: h('spy.help.commands') },
];

/** The notes of the data (`note`), by their English: a note not in the catalogue shows as the data gives it. */
const NOTES = new Map<string, string>(
  (
    [
      'evade',
      'courier',
      'extort',
      'sabotage',
      'private',
      'blackmail',
      'airship',
      'misdirect',
      'trace',
      'incite',
      'nord',
      'seduce',
      'designed',
      'steinhauer',
      'manuilov',
      'lalatta',
      'labor',
      'asset',
      'cryptologist',
      'starred',
      'printed',
      'tile',
      'tirpitz',
      'george',
    ] as const
  ).map((n) => [englishOf(`spy.help.n.${n}`), h(`spy.help.n.${n}`)]),
);
const noteOf = (
  x: { designed?: boolean | undefined; note?: string | undefined },
  key: 'spy.help.designed' | 'spy.help.note',
) => (x.designed && x.note ? h(key, { note: NOTES.get(x.note) ?? x.note }) : '');
const lines = (...xs: readonly string[]): string => xs.filter(Boolean).join('\n');

function cardTopic(c: ActionCard): HelpTopic {
  return {
    name: `card-${slug(c.name)}`,
    text: lines(
      h('spy.help.card.title', { name: cardName(c.id), special: c.special ? 'yes' : 'no', types: typeWords(c) }),
      h('spy.help.card.influence', { influence: influenceWords(c) }),
      c.icons.length ? h('spy.help.card.icons', { icons: c.icons.map((i) => ICON_NAMES[i]).join(', ') }) : '',
      cardText(c.id) || c.text,
      noteOf(c, 'spy.help.designed'),
    ),
  };
}

function contactTopic(c: Contact): HelpTopic {
  return {
    name: `contact-${slug(c.name)}`,
    text: lines(
      h('spy.help.contact.title', {
        name: c.name,
        adjective: hk(`spy.help.adj.${c.nation}`),
        capital: capitalName(c.capital),
        bio: contactBio(c.id) || c.bio,
      }),
      h('spy.help.contact.action', {
        nation: nationName(c.nation),
        n: c.influence,
        a: rewardWords(c.rewards[0]),
        b: rewardWords(c.rewards[1]),
      }),
      noteOf(c, 'spy.help.note'),
    ),
  };
}

function assetTopic(a: Asset): HelpTopic {
  const special = a.specialCard ? ACTION_CARD_LIST.find((c) => c.id === a.specialCard) : undefined;
  return {
    name: `asset-${slug(a.name)}`,
    text: lines(
      h('spy.help.asset.title', { name: assetName(a.id), starred: a.starred ? 'yes' : 'no', cost: a.cost }),
      assetText(a.id) || a.text,
      special ? h('spy.help.asset.special', { name: cardName(special.id), topic: `card-${slug(special.name)}` }) : '',
      h('spy.help.asset.end'),
      noteOf(a, 'spy.help.designed'),
    ),
  };
}

function politicianTopic(p: Politician): HelpTopic {
  return {
    name: `politician-${slug(p.name)}`,
    text: lines(
      h('spy.help.politician.title', { name: politicianName(p.id), office: politicianOffice(p.id) || p.office }),
      h('spy.help.politician.text', { text: politicianText(p.id) || p.text }),
      noteOf(p, 'spy.help.designed'),
    ),
  };
}

/** The values some rulings show (the rest say only their words). */
const RULING_VALUES: Readonly<Record<string, MessageValues>> = {
  '5': { split: PHASE_SPACES.map((p) => p.length).join(', ') },
  '9': { nobody: nobodys },
  '18': { airship },
  '47': {
    losses: Object.entries(SABOTAGE_LOSS)
      .map(([c, n]) => `${capitalName(c as CapitalId)} ${n}`)
      .join(', '),
  },
  '67': { advantages: advantages('spy.help.advantage') },
};

/**
 * The rulings the rulebook leaves open, by the number docs/games/ispy.md gives them ([D] rules),
 * with the decision (help.messages.ts, `spy.help.ruling.<n>`). test/games/ispy/help.test.ts checks
 * that every [D] rule of the doc is here.
 */
export const RULINGS: readonly Ruling[] = RULING_NUMBERS.map(
  (n) => [n, hk(`spy.help.ruling.${n}`, RULING_VALUES[n])] as const,
);

const rulingTopics = rulingsTopics(h('spy.help.rulings'), RULINGS);

const cardsIndex = indexTopics(
  'cards',
  h('spy.help.cards'),
  ACTION_CARD_LIST.map((c) =>
    h('spy.help.cards.line', {
      name: cardName(c.id),
      slug: `card-${slug(c.name)}`,
      types: typeWords(c),
      influence: influenceWords(c),
      special: c.special ? 'yes' : 'no',
      text: cardText(c.id) || c.text,
    }),
  ),
);
const contactsIndex = indexTopics(
  'contacts',
  h('spy.help.contacts'),
  CONTACT_LIST.map((c) =>
    h('spy.help.contacts.line', {
      capital: capitalName(c.capital),
      name: c.name,
      slug: `contact-${slug(c.name)}`,
      nation: nationName(c.nation),
      n: c.influence,
      a: rewardWords(c.rewards[0]),
      b: rewardWords(c.rewards[1]),
    }),
  ),
);
const assetsIndex = indexTopics(
  'assets',
  h('spy.help.assets'),
  ASSET_LIST.map((a) =>
    h('spy.help.assets.line', {
      name: assetName(a.id),
      slug: `asset-${slug(a.name)}`,
      cost: a.cost,
      starred: a.starred ? 'yes' : 'no',
    }),
  ),
);
const politiciansIndex = indexTopics(
  'politicians',
  h('spy.help.politicians'),
  POLITICIAN_LIST.map((p) =>
    h('spy.help.politicians.line', {
      name: politicianName(p.id),
      slug: `politician-${slug(p.name)}`,
      text: politicianText(p.id) || p.text,
    }),
  ),
);

export const HELP: readonly HelpTopic[] = [
  ...RULES,
  SCORING_EXAMPLE_TOPIC,
  FINAL_REPORT_TOPIC,
  ...rulingTopics,
  ...cardsIndex,
  ...ACTION_CARD_LIST.map(cardTopic),
  ...contactsIndex,
  ...CONTACT_LIST.map(contactTopic),
  ...assetsIndex,
  ...ASSET_LIST.map(assetTopic),
  ...politiciansIndex,
  ...POLITICIAN_LIST.map(politicianTopic),
];
