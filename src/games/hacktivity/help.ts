/**
 * /game help topics for Hacktivity: the rules in short (overview, set-up, a wave, Draw, Play,
 * Character and Anomaly cards, deactivation, Alpha Anomalies and Additional node, the Alert and
 * Critical interfaces, every icon, each character's power, the communication rules, the Golden
 * Rule, end and victory, solo mode, the Emergency Protocols and F's play tips, the commands), then
 * one topic per card, generated from the data lists so a changed or added card shows here at once.
 * Help is the printed catalogue: it shows cards with their numbers, never anyone's hand.
 */
import { indexTopics, type Ruling, rulingsTopics, slug, uniqueTopics } from '../../engine/helpTopics.ts';
import type { MessageValues } from '../../engine/messages.ts';
import type { HelpTopic } from '../../engine/types.ts';
import {
  ADD_NODE_LIMIT,
  ALERT_DECK,
  ALERT_SETUP,
  ALPHA_DIFFICULT_NODES,
  ALPHA_NODES,
  ANOMALY_LIST,
  ANOMALY_SETS,
  type AnomalyCard,
  type AnomalySet,
  CHARACTER_CARD_LIST,
  CHARACTER_NAMES,
  CHARACTERS,
  type Character,
  type CharacterCard,
  COUNTED_ICON_KINDS,
  CYBERLINK_CUBES,
  FIREWALL_MAX,
  FIREWALL_SOLO,
  FIREWALL_START,
  GREY_START,
  ICON_NAMES,
  type Icon,
  type IconKind,
  LOAD_MAX,
  PROGRAMS,
  type Program,
  PURPLE_START,
  SOLO_ZERO,
  TENSION_TRACK,
} from './data/index.ts';
import { cardWord, STRANGE_NAME, STRANGE_TEXT } from './data/names.messages.ts';
import { englishOf, h, isHelpKey, RULING_NUMBERS } from './help.messages.ts';
import { PROTOCOLS } from './protocols.ts';

export { ICON_NAMES } from './data/index.ts';

/** A help message (help.messages.ts) by a key the data picks (an icon's kind, a ruling's number). */
const hk = (key: string, values?: MessageValues): string => {
  if (!isHelpKey(key)) throw new Error(`Hacktivity's help has no message ${key}`);
  return h(key, values);
};
const iconName = (k: IconKind): string => hk(`hack.help.iconName.${k}`);
/** What each icon does (X and Y: the numbers printed next to it). */
const iconText = (k: IconKind): string =>
  hk(`hack.help.icon.${k}`, { max: k === 'charge' ? LOAD_MAX : FIREWALL_MAX, limit: ADD_NODE_LIMIT });

/** An icon in words, with or without its numbers (the communication rules allow only the icons); a message token. */
export function iconWords(i: Icon, withNumbers = true): string {
  const name = iconName(i.k);
  if (!withNumbers) return i.k === 'destroy' && i.anomalyOnly ? h('hack.help.w.destroyAnomaly') : name;
  switch (i.k) {
    case 'destroy':
      return h(i.anomalyOnly ? 'hack.help.w.destroyOnly' : 'hack.help.w.destroy', { n: i.n });
    case 'destroy2':
      return h('hack.help.w.destroy2', { n: i.n, m: i.m });
    case 'destroyReduce':
      return h('hack.help.w.destroyReduce', { n: i.n, m: i.m });
    case 'chain':
    case 'duplicate':
    case 'putBack':
      return name;
    default:
      return `${name} ${i.n}`;
  }
}

export const iconsWords = (icons: readonly Icon[], withNumbers = true): string =>
  icons.length ? icons.map((i) => iconWords(i, withNumbers)).join(h('hack.help.then')) : h('hack.help.noEffect');

const NAMES = (cs: readonly Character[]): string => cs.map((c) => CHARACTER_NAMES[c]).join(', ');
const ORDER = CHARACTERS.map((c, i) => `${CHARACTER_NAMES[c]} 0${i + 1}`).join(', ');
const setName = (set: AnomalySet): string =>
  set === 'alpha'
    ? h('hack.help.set.alpha')
    : set === 'soloVirus'
      ? h('hack.help.set.soloVirus')
      : set.startsWith('X')
        ? h('hack.help.set.alert', { x: set })
        : set;
const byCount = <T>(r: Readonly<Record<1 | 2 | 3 | 4, T>>, f: (t: T) => string): string =>
  h('hack.help.byCount', { two: f(r[2]), three: f(r[3]), four: f(r[4]) });
/** The notes of the data (`note`), by their English: a note not in the catalogue shows as the data gives it. */
const NOTES = new Map<string, string>(
  (
    [
      'example',
      'cyberlink',
      'drpower',
      'putBack',
      'blaast',
      'artemis',
      'anomalyExample',
      'A1',
      'A2',
      'A3',
      'A4',
      'X2',
      'X3',
      'X4',
      'alpha',
      'soloVirus',
    ] as const
  ).map((n) => [englishOf(`hack.help.note.${n}`), h(`hack.help.note.${n}`)]),
);
const designedNote = (x: { designed?: boolean; note?: string | undefined }): string =>
  x.designed
    ? x.note
      ? h('hack.help.designedNote', { note: NOTES.get(x.note) ?? x.note })
      : h('hack.help.designed')
    : '';
const lines = (...xs: readonly string[]): string => xs.filter(Boolean).join('\n');

const RULES: HelpTopic[] = [
  { name: 'overview', text: h('hack.help.overview', { order: ORDER }) },
  {
    name: 'setup',
    text: h('hack.help.setup', {
      alert: byCount(ALERT_SETUP, (x) => x.join(' ')),
      alertDeck: byCount(ALERT_DECK, (x) => h('hack.help.alertCards', { cards: x })),
      alpha: ALPHA_NODES,
      alphaDifficult: ALPHA_DIFFICULT_NODES,
      tension: TENSION_TRACK[0]!,
      purple: byCount(PURPLE_START, String),
      grey: byCount(GREY_START, String),
      sets: byCount(ANOMALY_SETS, (x) => x.join(', ')),
      firewall: FIREWALL_START,
      solo: FIREWALL_SOLO,
      cubes: CYBERLINK_CUBES,
    }),
  },
  { name: 'wave', text: h('hack.help.wave', { order: ORDER, track: TENSION_TRACK.join(', ') }) },
  { name: 'draw', text: h('hack.help.draw') },
  { name: 'play', text: h('hack.help.play') },
  { name: 'character-cards', text: h('hack.help.characterCards') },
  { name: 'anomaly-cards', text: h('hack.help.anomalyCards') },
  { name: 'deactivate', text: h('hack.help.deactivate') },
  {
    name: 'alpha',
    text: h('hack.help.alpha', { alpha: ALPHA_NODES, alphaDifficult: ALPHA_DIFFICULT_NODES, limit: ADD_NODE_LIMIT }),
  },
  { name: 'alert', text: h('hack.help.alert') },
  {
    name: 'critical',
    text: h('hack.help.critical', { name: STRANGE_NAME, text: STRANGE_TEXT, track: TENSION_TRACK.join(', ') }),
  },
  { name: 'communication', text: h('hack.help.communication') },
  { name: 'golden-rule', text: h('hack.help.goldenRule', { max: FIREWALL_MAX }) },
  { name: 'end', text: h('hack.help.end') },
  {
    name: 'solo',
    text: h('hack.help.solo', { solo: FIREWALL_SOLO, names: SOLO_ZERO.map((z) => cardWord(z.id, z.name)).join(', ') }),
  },
  {
    name: 'protocols',
    text: lines(
      h('hack.help.protocols'),
      ...(Object.entries(PROTOCOLS) as [string, string][]).map(([k, v]) => h('hack.help.protocol', { k, text: v })),
      h('hack.help.protocolF'),
      h('hack.help.protocolsNote'),
    ),
  },
  { name: 'tips', text: h('hack.help.tips') },
  { name: 'commands', text: h('hack.help.commands') },
];

const POWERS: Readonly<Record<Character, string>> = {
  cyberlink: h('hack.help.power.cyberlink', { cubes: CYBERLINK_CUBES }),
  drpower: h('hack.help.power.drpower', { max: LOAD_MAX }),
  blaast: h('hack.help.power.blaast'),
  artemis: h('hack.help.power.artemis'),
};

function characterTopic(c: Character): HelpTopic {
  const deck = CHARACTER_CARD_LIST.filter((x) => x.character === c);
  const text = lines(
    POWERS[c],
    h('hack.help.deck', { n: deck.length, list: deck.map((x) => cardWord(x.id, x.name)).join(', ') }),
    ...(c === 'drpower' ? PROGRAMS.map(programLine) : []),
  );
  return { name: slug(CHARACTER_NAMES[c]), text };
}

function programLine(p: Program, i: number): string {
  return h('hack.help.program', {
    i: i + 1,
    name: cardWord(p.id, p.name),
    cost: p.cost,
    icons: iconsWords(p.icons),
    once: p.once ? 'yes' : 'no',
  });
}

function characterCardTopic(c: CharacterCard): HelpTopic {
  return {
    name: `card-${slug(c.name)}`,
    text: lines(
      h('hack.help.card.title', { name: cardWord(c.id, c.name), character: CHARACTER_NAMES[c.character] }),
      h('hack.help.card.top', { icons: iconsWords(c.top) }),
      h('hack.help.card.bottom', { icons: iconsWords(c.bottom) }),
      designedNote(c),
    ),
  };
}

function anomalyTopic(a: AnomalyCard): HelpTopic {
  const kind =
    a.set === 'soloVirus'
      ? h('hack.help.anomaly.soloVirus')
      : a.set === 'alpha'
        ? setName(a.set)
        : a.set.startsWith('X')
          ? h('hack.help.anomaly.alert', { set: setName(a.set) })
          : h('hack.help.anomaly.set', { set: a.set });
  const body =
    a.set === 'soloVirus'
      ? [h('hack.help.anomaly.virusText')]
      : [
          h('hack.help.anomaly.nodes', {
            alpha: a.set === 'alpha' ? 'yes' : 'no',
            n: a.nodes,
            chain: a.chain ? 'yes' : 'no',
          }),
          h('hack.help.anomaly.top', { icons: iconsWords(a.top) }),
          h('hack.help.anomaly.bottom', { icons: iconsWords(a.bottom) }),
        ];
  return {
    name: `anomaly-${slug(a.name)}`,
    text: lines(h('hack.help.anomaly.title', { name: cardWord(a.id, a.name), kind }), ...body, designedNote(a)),
  };
}

/** The values some rulings show (the rest say only their words). */
const RULING_VALUES: Readonly<Record<string, MessageValues>> = {
  '8': { track: TENSION_TRACK.join(', '), first: TENSION_TRACK[0]! },
  '65a': { max: FIREWALL_MAX, solo: FIREWALL_SOLO },
};

/**
 * The rulings the rulebook leaves open, by the number docs/games/hacktivity.md gives them (its [D]
 * rules, "19a" for one added under rule 19), with the decision (help.messages.ts, `hack.help.ruling.<n>`).
 * test/games/hacktivity/help.test.ts checks that every [D] rule of the doc is here and shown in the
 * `rulings` topic.
 */
export const RULINGS: readonly Ruling[] = RULING_NUMBERS.map(
  (n) => [n, hk(`hack.help.ruling.${n}`, RULING_VALUES[n])] as const,
);

const rulingTopics = rulingsTopics(h('hack.help.rulings'), RULINGS);

/** The icons in the order the help lists them. */
const ICON_KINDS: readonly IconKind[] = [
  'destroy',
  'destroy2',
  'destroyReduce',
  ...COUNTED_ICON_KINDS.filter((k) => k !== 'tension'),
  'chain',
  'duplicate',
  'putBack',
  'tension',
];
const iconTopics: HelpTopic[] = [
  ...indexTopics(
    'icons',
    h('hack.help.icons'),
    ICON_KINDS.map((k) =>
      h('hack.help.icons.line', { name: iconName(k), slug: `icon-${slug(ICON_NAMES[k])}`, text: iconText(k) }),
    ),
  ),
  ...ICON_KINDS.map((k) => ({ name: `icon-${slug(ICON_NAMES[k])}`, text: `**${iconName(k)}**\n${iconText(k)}` })),
];

const cardsIndex = indexTopics(
  'cards',
  h('hack.help.cards'),
  CHARACTERS.flatMap((ch) =>
    CHARACTER_CARD_LIST.filter((c) => c.character === ch).map((c) =>
      h('hack.help.cards.line', {
        character: CHARACTER_NAMES[ch],
        name: cardWord(c.id, c.name),
        slug: `card-${slug(c.name)}`,
        top: iconsWords(c.top),
        bottom: iconsWords(c.bottom),
      }),
    ),
  ),
);
const anomaliesIndex = indexTopics(
  'anomalies',
  h('hack.help.anomalies'),
  ANOMALY_LIST.map((a) =>
    h('hack.help.anomalies.line', {
      set: setName(a.set),
      name: cardWord(a.id, a.name),
      nodes: a.set === 'alpha' || a.set === 'soloVirus' ? '' : ` (${a.nodes})`,
      slug: `anomaly-${slug(a.name)}`,
      top: iconsWords(a.top),
      bottom: iconsWords(a.bottom),
    }),
  ),
);

export const HELP: readonly HelpTopic[] = uniqueTopics([
  ...RULES,
  ...rulingTopics,
  ...iconTopics,
  {
    name: 'characters',
    text: lines(
      h('hack.help.characters', {
        names: NAMES(CHARACTERS),
        topics: CHARACTERS.map((c) => `\`${slug(CHARACTER_NAMES[c])}\``).join(', '),
      }),
      ...CHARACTERS.map((c) => POWERS[c]),
    ),
  },
  ...CHARACTERS.map(characterTopic),
  ...cardsIndex,
  ...CHARACTER_CARD_LIST.map(characterCardTopic),
  ...anomaliesIndex,
  ...ANOMALY_LIST.map(anomalyTopic),
]);
