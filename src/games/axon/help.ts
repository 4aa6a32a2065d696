/**
 * /game help topics for Axon Protocol: the rules in short (overview, setup, the turn, actions and
 * costs, Characters and Routines, hacking, Skills, Resources, Areas and the Prison, Software and
 * the Counter window, the Scoreboard, End of Round, the end and scoring, Two Player Mode), every
 * ruling the rulebook leaves open with its decision (docs/games/axon.md's [D] rules), the
 * commands, then the designed components generated from the data (Nexus City as text, the 30
 * Characters, the 6 Corporations, the 17 Software cards with their copies and Random Numbers),
 * so a changed card shows here at once. Help is the printed catalogue: never anyone's hand.
 */
import { indexTopics, type Ruling, rulingsTopics, slug, uniqueTopics } from '../../engine/helpTopics.ts';
import { listToken, localize } from '../../engine/messages.ts';
import type { HelpTopic } from '../../engine/types.ts';
import {
  type Area,
  CHARACTER_LIST,
  type Character,
  CORPORATION_LIST,
  COST,
  END_ROUND_DRAW,
  HAND_LIMIT,
  NEXUS_CITY,
  OVERDOSE_AT,
  PHISHING_DRAW,
  PRISON_AREA,
  RESOURCE_NAMES,
  RESOURCES,
  SCOREBOARD,
  SETUP,
  SOFTWARE_LIST,
  type Software,
  TOKENS_PER_RESOURCE,
  TYPE_TOKENS,
} from './data/index.ts';
import { dataWord } from './data/messages.ts';
import { h, hd, hr } from './help.messages.ts';

/**
 * A topic's lines, one under the other. Lines are message tokens, never cut here (a cut token is
 * garbage): test/games/axon/help.test.ts checks every topic fits HELP_MAX in each language.
 */
const lines = (...xs: (string | false | undefined)[]): string => xs.filter((x): x is string => !!x).join('\n');
const rules = (name: string, ...xs: string[]): HelpTopic => ({ name, text: lines(...xs) });

const track = SCOREBOARD.tracks[0]!;
const rewardAt = (kind: 'token' | 'card' | 'vp') =>
  listToken(track.rewards.filter((r) => r.kind === kind).map((r) => String(r.space)));
const starts = Object.entries(SCOREBOARD.breakingStart)
  .map(([n, at]) => h('axon.help.start', { n, at }))
  .join(', ');
const display = h('axon.help.display', {
  counts: ([3, 4, 5, 6] as const).map((n) => SETUP[n].characters).join('/'),
});

const RULES: HelpTopic[] = [
  rules(
    'overview',
    h('axon.help.overview.1'),
    h('axon.help.overview.2'),
    h('axon.help.overview.3'),
    h('axon.help.overview.4'),
    h('axon.help.overview.5'),
  ),
  rules(
    'setup',
    h('axon.help.setup.1'),
    h('axon.help.setup.2', { token: rewardAt('token'), card: rewardAt('card'), vp: rewardAt('vp'), starts }),
    h('axon.help.setup.3', { software: SOFTWARE_LIST.length, characters: CHARACTER_LIST.length }),
    h('axon.help.setup.4'),
    h('axon.help.setup.5'),
    h('axon.help.setup.6', { display, hand: SETUP[3].hand }),
    h('axon.help.setup.7'),
  ),
  rules(
    'turn',
    h('axon.help.turn.1'),
    h('axon.help.turn.2'),
    h('axon.help.turn.3'),
    h('axon.help.turn.4'),
    h('axon.help.turn.5'),
    h('axon.help.turn.6'),
  ),
  rules(
    'actions',
    h('axon.help.actions.1'),
    h('axon.help.actions.2', { n: COST.hack }),
    h('axon.help.actions.3', { n: COST.phishing, draw: PHISHING_DRAW }),
    h('axon.help.actions.4', { n: COST.takeFirstPlayer }),
    h('axon.help.actions.5', { n: COST.reverse }),
    h('axon.help.actions.6', { n: COST.corporation }),
    h('axon.help.actions.7', { n: COST.monopoly }),
    h('axon.help.actions.8'),
  ),
  rules(
    'routines',
    h('axon.help.routines.1'),
    h('axon.help.routines.2'),
    h('axon.help.routines.3'),
    h('axon.help.routines.4'),
    h('axon.help.routines.5'),
    h('axon.help.routines.6'),
  ),
  rules(
    'hacking',
    h('axon.help.hacking.1'),
    h('axon.help.hacking.2'),
    h('axon.help.hacking.3'),
    h('axon.help.hacking.4'),
  ),
  rules(
    'skills',
    h('axon.help.skills.1'),
    h('axon.help.skills.2'),
    h('axon.help.skills.3'),
    h('axon.help.skills.4'),
    h('axon.help.skills.5'),
    h('axon.help.skills.6'),
    h('axon.help.skills.7'),
    h('axon.help.skills.8'),
    h('axon.help.skills.9'),
    h('axon.help.skills.10'),
    h('axon.help.skills.11'),
    h('axon.help.skills.12'),
    h('axon.help.skills.13'),
  ),
  rules(
    'resources',
    h('axon.help.resources.1', { n: TOKENS_PER_RESOURCE }),
    h('axon.help.resources.2'),
    h('axon.help.resources.3'),
    h('axon.help.resources.4', { n: OVERDOSE_AT }),
    h('axon.help.resources.5'),
    h('axon.help.resources.6'),
    h('axon.help.resources.7'),
    h('axon.help.resources.8', { n: TYPE_TOKENS.android }),
  ),
  rules(
    'areas',
    h('axon.help.areas.1'),
    h('axon.help.areas.2'),
    h('axon.help.areas.3'),
    h('axon.help.areas.4'),
    h('axon.help.areas.5'),
  ),
  rules('prison', h('axon.help.prison.1', { n: PRISON_AREA }), h('axon.help.prison.2'), h('axon.help.prison.3')),
  rules(
    'software',
    h('axon.help.software.1'),
    h('axon.help.software.2'),
    h('axon.help.software.3'),
    h('axon.help.software.4'),
    h('axon.help.software.5'),
    h('axon.help.software.6'),
    h('axon.help.software.7'),
  ),
  rules(
    'counters',
    h('axon.help.counters.1'),
    h('axon.help.counters.2'),
    h('axon.help.counters.3'),
    h('axon.help.counters.4'),
  ),
  rules(
    'scoreboard',
    h('axon.help.scoreboard.1'),
    h('axon.help.scoreboard.2', { token: rewardAt('token'), card: rewardAt('card'), vp: rewardAt('vp') }),
    h('axon.help.scoreboard.3'),
    h('axon.help.scoreboard.4'),
    h('axon.help.scoreboard.5', { from: track.redFrom, max: SCOREBOARD.max }),
    h('axon.help.scoreboard.6'),
  ),
  rules(
    'end-of-round',
    h('axon.help.endround.1'),
    h('axon.help.endround.2'),
    h('axon.help.endround.3', { n: END_ROUND_DRAW }),
    h('axon.help.endround.4', { n: HAND_LIMIT }),
    h('axon.help.endround.5'),
    h('axon.help.endround.6'),
    h('axon.help.endround.7'),
    h('axon.help.endround.8'),
    h('axon.help.endround.9'),
    h('axon.help.endround.10'),
  ),
  rules('end', h('axon.help.end.1'), h('axon.help.end.2'), h('axon.help.end.3'), h('axon.help.end.4')),
  rules(
    'two-player',
    h('axon.help.two.1'),
    h('axon.help.two.2'),
    h('axon.help.two.3'),
    h('axon.help.two.4'),
    h('axon.help.two.5', { n: SETUP[2].hand }),
  ),
  rules(
    'commands',
    h('axon.help.commands.1'),
    h('axon.help.commands.2'),
    h('axon.help.commands.3'),
    h('axon.help.commands.4'),
    h('axon.help.commands.5'),
  ),
];

/**
 * The rulings the rulebook leaves open, by the number docs/games/axon.md gives them ([D] rules,
 * "29a" for one added under rule 29), with the decision. test/games/axon/help.test.ts checks that
 * every [D] rule of the doc is here.
 */
export const RULINGS: readonly Ruling[] = [
  ['3', hr('axon.help.rule.3', { length: SCOREBOARD.breakingLength, starts })],
  ['7', hr('axon.help.rule.7')],
  ['9', hr('axon.help.rule.9', { display, hand: SETUP[3].hand })],
  ['11', hr('axon.help.rule.11')],
  ['11a', hr('axon.help.rule.11a')],
  ['14', hr('axon.help.rule.14', { hand: SETUP[2].hand })],
  ['17a', hr('axon.help.rule.17a')],
  ['21a', hr('axon.help.rule.21a')],
  ['23a', hr('axon.help.rule.23a')],
  ['25a', hr('axon.help.rule.25a')],
  ['26a', hr('axon.help.rule.26a')],
  ['29a', hr('axon.help.rule.29a')],
  ['29b', hr('axon.help.rule.29b')],
  ['29c', hr('axon.help.rule.29c')],
  ['29d', hr('axon.help.rule.29d')],
  ['31a', hr('axon.help.rule.31a')],
  ['35', hr('axon.help.rule.35')],
  ['36a', hr('axon.help.rule.36a')],
  ['49a', hr('axon.help.rule.49a')],
  ['49b', hr('axon.help.rule.49b')],
  ['51', hr('axon.help.rule.51')],
  ['52', hr('axon.help.rule.52')],
  ['52a', hr('axon.help.rule.52a')],
  ['52b', hr('axon.help.rule.52b')],
  ['52c', hr('axon.help.rule.52c')],
  ['52d', hr('axon.help.rule.52d')],
  ['52e', hr('axon.help.rule.52e')],
  ['52f', hr('axon.help.rule.52f')],
  ['52g', hr('axon.help.rule.52g')],
  ['55', hr('axon.help.rule.55')],
  ['59', hr('axon.help.rule.59')],
  ['59a', hr('axon.help.rule.59a')],
  ['63', hr('axon.help.rule.63')],
  ['65', hr('axon.help.rule.65', { n: TOKENS_PER_RESOURCE })],
  ['67a', hr('axon.help.rule.67a')],
  ['67b', hr('axon.help.rule.67b')],
  ['67c', hr('axon.help.rule.67c')],
  ['71a', hr('axon.help.rule.71a')],
  ['71b', hr('axon.help.rule.71b')],
  ['72', hr('axon.help.rule.72')],
  ['80a', hr('axon.help.rule.80a')],
  ['80b', hr('axon.help.rule.80b')],
  ['80c', hr('axon.help.rule.80c')],
  ['80d', hr('axon.help.rule.80d')],
  ['80e', hr('axon.help.rule.80e')],
  ['80f', hr('axon.help.rule.80f')],
  ['80g', hr('axon.help.rule.80g')],
  ['80h', hr('axon.help.rule.80h')],
  ['80i', hr('axon.help.rule.80i')],
  ['80j', hr('axon.help.rule.80j')],
  [
    '84',
    hr('axon.help.rule.84', {
      from: track.redFrom,
      max: SCOREBOARD.max,
      token: rewardAt('token'),
      card: rewardAt('card'),
      vp: rewardAt('vp'),
    }),
  ],
  ['85', hr('axon.help.rule.85')],
  ['86', hr('axon.help.rule.86')],
  ['87', hr('axon.help.rule.87')],
  ['88a', hr('axon.help.rule.88a')],
  ['92a', hr('axon.help.rule.92a')],
  ['93', hr('axon.help.rule.93')],
  ['93a', hr('axon.help.rule.93a')],
  ['96', hr('axon.help.rule.96')],
  ['98', hr('axon.help.rule.98')],
];

const rulingTopics = rulingsTopics(hr('axon.help.rule.title'), RULINGS, [hr('axon.help.rule.closest')]);

// ---- The designed components, from the data. ----

const areaName = (id: number): string =>
  NEXUS_CITY.areas.find((a) => a.id === id)?.name ?? hd('axon.help.d.area.name', { id });
const links = (id: number, kind: 'street' | 'freeway'): number[] =>
  NEXUS_CITY.links
    .filter((l) => l.kind === kind && (l.a === id || l.b === id))
    .map((l) => (l.a === id ? l.b : l.a))
    .sort((a, b) => a - b);

/** The data's notes (plain English in the data files), as messages. */
const NOTES: Readonly<Record<string, string>> = {
  'designed: Nexus City is not printed': hd('axon.help.d.note.city'),
  'printed: city area Nr. 1, the Prison; its layout is designed': hd('axon.help.d.note.prison'),
  'printed: name and a Skill Action needing AUGMENT or HACK; type, Shop and effect designed': hd(
    'axon.help.d.note.microbionics',
  ),
  'printed: Routine, pronoun, AUGMENT icon, ability; start, initiative, other icons designed':
    hd('axon.help.d.note.samurai'),
  'name and Resources from public sources; ability designed': hd('axon.help.d.note.public'),
};
// A note not listed above shows as the data writes it (test/games/axon/help.test.ts finds it in French).
const noteText = (note: string): string => NOTES[note] ?? note;
const designedNote = (x: { designed?: boolean; note?: string | undefined }): string =>
  x.designed
    ? x.note && x.note !== 'designed'
      ? hd('axon.help.d.designed.note', { note: noteText(x.note) })
      : hd('axon.help.d.designed')
    : x.note
      ? hd('axon.help.d.note', { note: noteText(x.note) })
      : '';

function areaLine(a: Area): string {
  const base = hd('axon.help.d.area.kind', { type: a.type, shop: a.shop ? 'yes' : 'no' });
  const corp = a.corporation && (CORPORATION_LIST.find((c) => c.id === a.corporation)?.name ?? a.corporation);
  const kind = corp ? hd('axon.help.d.area.corp', { kind: base, corp }) : base;
  const boxes = a.permanent ? a.permanent.text : a.boxes.map((b) => b.text).join(' | ');
  const streets = links(a.id, 'street');
  const free = links(a.id, 'freeway');
  return hd('axon.help.d.area.line', {
    id: a.id,
    name: a.name,
    kind,
    boxes,
    streets: streets.join(', ') || hd('axon.help.d.area.none'),
    free: free.length ? hd('axon.help.d.area.freeway', { list: free.join(', ') }) : '',
  });
}

function areaTopic(a: Area): HelpTopic {
  return { name: `area-${a.id}`, text: lines(areaLine(a), designedNote(a)) };
}

const cityTopics = indexTopics(
  'city',
  hd('axon.help.d.city.title', { city: NEXUS_CITY.name, n: NEXUS_CITY.areas.length }),
  [
    ...NEXUS_CITY.areas.map(areaLine),
    hd('axon.help.d.city.freeways', {
      list: NEXUS_CITY.links
        .filter((l) => l.kind === 'freeway')
        .map((l) => `${l.a} ${areaName(l.a)} – ${l.b} ${areaName(l.b)}`)
        .join(hd('axon.help.d.sep')),
    }),
  ],
);

const start = (c: Character): string =>
  c.start === 'random' ? hd('axon.help.d.random') : `${c.start} ${areaName(c.start)}`;
const typesOf = (c: Character, sep: string): string =>
  c.types.map((type) => hd('axon.help.d.type', { type })).join(sep);
const skillsOf = (c: Character): string => c.skills.map((s) => dataWord('skill', s)).join(', ');
const abilitiesOf = (c: Character): string => c.abilities.map((a) => a.text).join(' ');
const advanced = (c: Character): string => (c.advanced ? 'yes' : 'no');

function characterLine(c: Character): string {
  return hd('axon.help.d.char.line', {
    name: c.name,
    advanced: advanced(c),
    types: typesOf(c, '/'),
    initiative: c.initiative,
    start: start(c),
    routine: c.routine.map((r) => r.text).join(' / '),
    skills: skillsOf(c),
    abilities: c.abilities.length ? ` ${abilitiesOf(c)}` : '',
  });
}

function characterTopic(c: Character): HelpTopic {
  return {
    name: `character-${slug(localize(c.name, 'en'))}`,
    text: lines(
      hd('axon.help.d.char.1', { name: c.name, pronoun: c.pronoun, types: typesOf(c, ', '), advanced: advanced(c) }),
      hd('axon.help.d.char.2', { steps: c.routine.map((r, i) => `${i + 1}. ${r.text}`).join('  ') }),
      hd('axon.help.d.char.3', { skills: skillsOf(c), initiative: c.initiative, start: start(c) }),
      c.abilities.length > 0 && hd('axon.help.d.char.4', { abilities: abilitiesOf(c) }),
      c.token && hd('axon.help.d.char.5', { token: c.token }),
      designedNote(c),
    ),
  };
}

const charactersIndex = indexTopics(
  'characters',
  hd('axon.help.d.chars.title', { n: CHARACTER_LIST.length }),
  CHARACTER_LIST.map(characterLine),
);

const corporationsTopic: HelpTopic = {
  name: 'corporations',
  text: lines(
    hd('axon.help.d.corps.title', { n: CORPORATION_LIST.length }),
    ...CORPORATION_LIST.map((c) =>
      hd('axon.help.d.corps.line', {
        name: c.name,
        scores: c.scores.map((r) => RESOURCE_NAMES[r]).join(' + '),
        area: c.area,
        areaName: areaName(c.area),
        ability: c.ability.text,
      }),
    ),
    hd('axon.help.d.corps.sources'),
  ),
};
const corporationTopics: HelpTopic[] = CORPORATION_LIST.map((c) => ({
  name: `corp-${c.id}`,
  text: lines(
    hd('axon.help.d.corp.1', {
      name: c.name,
      scores: listToken(c.scores.map((r) => RESOURCE_NAMES[r])),
      area: c.area,
      areaName: areaName(c.area),
    }),
    hd('axon.help.d.corp.2', { ability: c.ability.text }),
    designedNote(c),
  ),
}));

/** The Software kinds, each with its copies' Random Numbers. */
const KINDS: { card: Software; randoms: number[] }[] = [];
for (const c of SOFTWARE_LIST) {
  const k = KINDS.find((x) => x.card.name === c.name);
  if (k) k.randoms.push(c.random);
  else KINDS.push({ card: c, randoms: [c.random] });
}
function softwareLine({ card, randoms }: { card: Software; randoms: number[] }): string {
  return hd('axon.help.d.cards.line', {
    name: card.name,
    n: randoms.length,
    type: card.type,
    desktop: card.desktop ? 'yes' : 'no',
    text: card.text,
    randoms: randoms.join(', '),
  });
}
const softwareIndex = indexTopics(
  'software-cards',
  hd('axon.help.d.cards.title', { n: SOFTWARE_LIST.length }),
  KINDS.map(softwareLine),
);
const TIMING: Readonly<Record<Software['timing'], string>> = {
  response: hd('axon.help.d.card.response'),
  'own-turn': hd('axon.help.d.card.own'),
  any: hd('axon.help.d.card.any'),
};
const softwareTopics: HelpTopic[] = KINDS.map(({ card, randoms }) => ({
  name: `card-${slug(localize(card.name, 'en'))}`,
  text: lines(
    hd('axon.help.d.card.1', {
      name: card.name,
      type: card.type,
      desktop: card.desktop ? 'yes' : 'no',
      n: randoms.length,
    }),
    card.text,
    TIMING[card.timing],
    hd('axon.help.d.card.randoms', { list: randoms.join(', ') }),
    designedNote(card),
  ),
}));

const resourceIndex: HelpTopic = {
  name: 'resource-list',
  text: lines(
    hd('axon.help.d.scores.title'),
    ...RESOURCES.map((r) =>
      hd('axon.help.d.scores.line', {
        res: RESOURCE_NAMES[r],
        corps: CORPORATION_LIST.filter((c) => c.scores.includes(r))
          .map((c) => c.name)
          .join(', '),
      }),
    ),
  ),
};

export const HELP: readonly HelpTopic[] = uniqueTopics([
  ...RULES,
  ...rulingTopics,
  ...cityTopics,
  ...NEXUS_CITY.areas.map(areaTopic),
  ...charactersIndex,
  ...CHARACTER_LIST.map(characterTopic),
  corporationsTopic,
  ...corporationTopics,
  resourceIndex,
  ...softwareIndex,
  ...softwareTopics,
]);
