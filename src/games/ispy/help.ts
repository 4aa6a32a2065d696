/**
 * /game help topics for I, Spy: the rules in short (overview, setup, a turn, movement and
 * Capitals, Influence and Power, Tags and Counters, Coerce, Scoring Phases, the options, running
 * out of cards), then one topic per Action Card, Contact, Asset and Politician, written from the
 * data so a changed card or a new Asset shows here at once. The autocomplete filters by what the
 * player types, so many small topics are easier to find than a few long ones.
 */
import { indexTopics, type Ruling, rulingsTopics, slug } from '../../engine/helpTopics.ts';
import type { HelpTopic } from '../../engine/types.ts';
import { SABOTAGE_LOSS } from './cards.ts';
import {
  ACTION_CARD_LIST,
  type ActionCard,
  ADVANTAGES,
  ASSET_LIST,
  type Asset,
  CAPITAL_INFO,
  CONTACT_LIST,
  type Contact,
  type Icon,
  MAP,
  NATION_NAMES,
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
import { FINAL_REPORT_TOPIC } from './endGame.ts';
import { SCORING_EXAMPLE_TOPIC } from './scoring.ts';

export const ICON_NAMES: Readonly<Record<Icon, string>> = {
  inTheWind: 'In The Wind',
  recruit: 'Recruit',
  empower: 'Empower',
  resupply: 'Resupply',
  control: 'Control',
  scandalize: 'Scandalize',
};

const ICON_TEXT: Readonly<Record<Icon, string>> = {
  inTheWind: 'choose a player: they take the Initiative Card',
  recruit: 'in a Capital with Assets, choose 1, pay its cost in Supply and put it face up in front of you',
  empower: 'exchange the positions of any two Politicians on the board',
  resupply: 'gain 1 Supply Token',
  control: 'mark any one Politician with one of your Control Tokens (at most 3 on a tile)',
  scandalize: 'discard a Politician with your Control Token face down and replace it from the stack',
};

const ADJECTIVE: Readonly<Record<Contact['nation'], string>> = {
  austria: 'Austro-Hungarian',
  germany: 'German',
  italy: 'Italian',
  france: 'French',
  russia: 'Russian',
  britain: 'British',
};

const influenceWords = (c: ActionCard): string => c.influence.map((i) => `${i.n} ${NATION_NAMES[i.nation]}`).join(', ');
const rewardWords = (r: Reward): string => ('icon' in r ? ICON_NAMES[r.icon] : `${r.tickets} Tickets`);
const capitalName = (c: Contact['capital']): string => CAPITAL_INFO[c].name;
const typeWords = (c: ActionCard): string => c.types.map((t) => t.charAt(0).toUpperCase() + t.slice(1)).join(' and ');

const airship = MAP.airship.map((id) => MAP.regions.find((r) => r.id === id)?.name ?? id).join(', ');
const regionsOfKind = (k: string): string =>
  MAP.regions
    .filter((r) => r.kind === k)
    .map((r) => r.name)
    .join(', ');

/** Nations no spy works for, per player count: the six Alignment tokens, one dealt to each spy. */
export const unalignedNations = (players: number): number => NATIONS.length - players;
const nobodys = [2, 3, 4].map((p) => `with ${p} spies ${unalignedNations(p)} Nations are nobody's`).join(', ');

const RULES: HelpTopic[] = [
  {
    name: 'overview',
    text: [
      'Europe, 1910-1914. Each of you is a spy secretly working for one of six Nations: ' +
        NATIONS.map((n) => NATION_NAMES[n]).join(', ') +
        `. Your **Alignment** is dealt in secret (see it in /hand), one of the ${NATIONS.length} tokens per spy, never shared: ${nobodys}.`,
      `Over **${ROUNDS} rounds** each spy takes one turn per round: travel, sabotage, contact foreign agents, recruit Assets and sway Politicians. Every action gives (or takes) **Influence** to some Nation.`,
      `In the **Scoring Phases** (after rounds ${SCORING_ROUNDS.join(', ')}) the Nations with the most Influence gain **Power**.`,
      "**Winning**: at the end every Alignment is revealed; the spy whose Nation has the most Power wins. Tied in Power: the one with less Influence wins; still tied: those Nations' Power falls to 0 and the comparison repeats among Nations held as Alignments; a lasting tie lets every tied spy win.",
      'Help your own Nation without showing it, and deny your rivals once you guess theirs. See `turn`, `movement`, `influence-power`, `scoring`, and `rulings` for what the rulebook leaves open.',
    ].join('\n'),
  },
  {
    name: 'setup',
    text: [
      `• 1 Supply Token on each of the 5 Supply Caches (${regionsOfKind('cache')}); ${START_SUPPLY} Supply to each spy.`,
      '• Asset stacks face down: 6 at Berlin, 3 at Budapest, 1 at London (the 6 starred Assets only with the `special` option).',
      '• 20 Politicians face down: 14 scheduled for the five Scoring Phases and 6 "In the shadows".',
      `• ${START_INFLUENCE} Influence in each Nation's pool; every Power marker at 0.`,
      '• Each spy gets a number 1-4 at random (its colour), 12 Action Cards and 21 Control Tokens; the lowest number holds the Initiative.',
      '• Secret Alignments are dealt. Then each spy marks a different "In the shadows" Politician with a Control Token (`/spy shadow`) and may inspect it.',
      `• At your first turn you deploy on a vacant Start Region (${regionsOfKind('start')}): \`/spy deploy\`. Before that your spy is not on the board and cannot be targeted.`,
    ].join('\n'),
  },
  {
    name: 'turn',
    text: [
      'The Initiative holder plays first each round, then clockwise. A turn:',
      '**1. Flee**: if you start in a Capital Region, move for free to one of its Outlets (`/spy flee`). If every Outlet is occupied you go anyway: the spy there gets a Tag and is relocated.',
      '**2. Actions**, in any order, each a separate event:',
      '• **2 Card Actions**: play a card from your hand into your Agenda and resolve it (`/spy play`). Only cards whose prerequisites hold can be played.',
      '• **One Capital visit**: enter once from an Outlet (`/spy enter`), leave later to a vacant Outlet (`/spy exit`).',
      '• **Contact** (in a Capital, `/spy contact`) **or Retrieval** (`/spy retrieve`): rotate a card of your Records (not one played this turn); it returns to your hand at the end of the turn. Allowed with empty Records.',
      '• Spend Tickets route by route at any time (`/spy move`). Unspent Tickets are lost at the end.',
      '**3. Update Records**: your Agenda goes to your Records; a Retrieved card returns to your hand. End with `/spy end`.',
      'Extra Card Actions from Assets come only after the normal two (`/spy extra`). See `running-out` when no card can be played.',
    ].join('\n'),
  },
  {
    name: 'movement',
    text: [
      '**Tickets**: each Ticket moves you along one Normal Route to an adjacent Region. One spy per Region: you may not move into or through an occupied Region. Routes over water and the tunnel and archway (they cross without meeting) are ordinary routes.',
      `**Airship Route** (${airship}): Airship Line flies you at once from one of its Regions to any of the 4 others, even an occupied one. Regions are not adjacent through it.`,
      '**Occupied Regions** may be entered only: by Airship; when forced out of a Capital with every Outlet occupied; when relocated with nowhere vacant. The spy there receives a Tag and is relocated by the mover to an adjacent Region (vacant if any), chaining if needed.',
      '**Capitals**: ' +
        Object.values(CAPITAL_INFO)
          .map((c) => `${c.name} (${NATION_NAMES[c.nation]})`)
          .join(', ') +
        '. From an Outlet, enter into a vacant Capital Region without a Ticket; leave to a vacant connected Outlet. Once per turn. Spies in the same Capital are adjacent; Outlets are not adjacent to Capital Regions. Start a turn inside and you must flee.',
      '**Supply Caches**: the first spy to enter the Region takes its Supply Token (a relocated spy too).',
    ].join('\n'),
  },
  {
    name: 'influence-power',
    text: [
      `**Influence** (0-${TRACK_MAX} per Nation) is what your actions leak. Flag: gained at once (Contacts). Hand: owed, scored at the next Scoring Phase (Action Cards in Records). Burst: lost at once (Sabotage).`,
      'Each Nation has 3 actions: its two Action Cards and the Contact of its agent in a foreign Capital. Using them helps that Nation, and may betray your Alignment to a watchful rival.',
      `**Power** (0-${TRACK_MAX}) is what wins. Nations gain it from the 5 Advantages of each Scoring Phase (by Influence rank), from Politicians, and at the end each Asset gives +1 Power to a Nation of its owner's choice.`,
      'Advantages per phase, 1st to 5th (the sixth gets none): ' +
        ADVANTAGES.map((a, i) => `phase ${i + 1}: +${a.join('/+')}`).join('; ') +
        '.',
      'Tracks, Records, Tags and Supply are public on the board; only Alignments, Politicians you Control and the Assets of the stack you stand at are private.',
    ].join('\n'),
  },
  {
    name: 'icons',
    text: [
      'Icons on cards and Contacts resolve exactly as these rules. If one cannot be completed, the card or reward cannot be chosen.',
      ...Object.entries(ICON_TEXT).map(([k, t]) => `• **${ICON_NAMES[k as Icon]}**: ${t}.`),
      '**Protection**: you may not Empower or Scandalize a Politician on which an opponent has more Control Tokens than you (for Empower, neither of the two tiles). Control Tokens stay until the tile is revealed, move with it when Empowered, and may stack.',
    ].join('\n'),
  },
  {
    name: 'tags-counters',
    text: [
      "A **Tag** is information on your identity. It does nothing itself, but makes you vulnerable: **Blackmail**, **Extort** and **Misdirect** need an adjacent Tagged spy, and **Trace**'s second option needs an adjacent spy with 5 or more Tags.",
      'You receive Tags from Trace and other Counters, when bumped by an Airship or a forced flight, when you play Sabotage outside a Capital, or by choice with Private Line. Evade and some Politicians remove Tags.',
      '**Counter** cards: ' +
        ACTION_CARD_LIST.filter((c) => c.types.includes('counter') && !c.special)
          .map((c) => c.name)
          .join(', ') +
        '. Cards of two types are affected by anything affecting either type.',
      'Adjacent means one Normal Route apart, or in the same Capital.',
      'Supply and Tags are unlimited and never traded or forfeited (Extort aside).',
    ].join('\n'),
  },
  {
    name: 'coerce',
    text: [
      "**Misdirect** Coerces an adjacent Tagged spy: draw 2 cards at random from their hand (never a Special Action Card), choose one, choose who plays it (you or them), resolve it with you making every choice; it goes to its owner's Records and the other returns to their hand. Only you see the drawn cards; you may reveal them.",
      '**You play it**: as if it were yours; your Assets that trigger on that card or type apply; through their Misdirect you may Coerce again (the unselected card goes back first); their Courier Line does not compound with yours.',
      "**They play it**: Tickets must be spent at once (as on their turn); they may not enter or exit a Capital; no Assets apply; Blackmail's Control uses their tokens and you may Empower as them; they may not Coerce through Misdirect; Sabotage outside a Capital Tags them.",
      '**Designed cases**: with 1 card in hand, that card is drawn alone; with none, Coerce does nothing. If neither drawn card can be played, both return and nothing is played.',
    ].join('\n'),
  },
  {
    name: 'scoring',
    text: [
      `After rounds ${SCORING_ROUNDS.join(', ')}:`,
      "**1. Score Records**: the cards in every spy's Records owe their Influence, Nation by Nation in the order " +
        NATIONS.map((n) => NATION_NAMES[n]).join(', ') +
        '.',
      "**2. Politicians**: the tiles scheduled for this phase are revealed left to right and resolved, then discarded. Ties in a Politician's condition apply it to every tied Nation; spies asked to act do so in turn order.",
      '**3. Award Power**: Nations by Influence, the 5 Advantages (see `influence-power`). Tied Nations all take the higher Advantage and skip one place per extra Nation: three tied first take the 1st, the next takes the 4th.',
      '**Clean-up** (not after round 14): Records back to hands; 1 new Asset on each stack; Simplify: remove from every Nation the largest multiple of 5 not above the smallest pool.',
      '**The end** (after round 14): Final Report if chosen; Apply Assets (in turn order, one Asset per spy at a time, +1 Power to a Nation of your choice); reveal Alignments. See `overview` for ties.',
    ].join('\n'),
  },
  {
    name: 'options',
    text: [
      '**special** (Special Action Cards): the 6 starred Assets join the deck. Recruiting one adds its Special Action Card to your hand; it is played and scored like any card, gives Influence to several Nations, cannot be drawn by Coerce, and stays if the Asset is lost. Inspect them any time with `/game help spy`: ' +
        ACTION_CARD_LIST.filter((c) => c.special)
          .map((c) => c.name)
          .join(', ') +
        '.',
      "**finalReport** (Final Report): just before Apply Assets every spy takes back their Records, then secretly gives each opponent one Action Card from hand, guessing that opponent's Alignment. Revealed together; each spy gains Power for their own Nation: +1 per card given to them that does not match their Alignment, +1 more if none match, +1 if their own guesses gave no opponent Power.",
      'A card **matches** an Alignment when that Nation is among the Nations its Influence goes to (any of them, for a Special Action Card).',
    ].join('\n'),
  },
  {
    name: 'running-out',
    text: [
      'You must play 2 Card Actions if you legally can: play as many as the rules allow, even cards you would rather not play.',
      'If at the end of your actions you could not complete 2, your hand is revealed to the table to show that none of its cards can be played where you stand.',
      'A card you cannot play right now shows in the prompt with the reason (no adjacent Tagged spy, not in a Capital...).',
      'A Retrieval Action is allowed (and sometimes required) with empty Records: it then does nothing.',
    ].join('\n'),
  },
  {
    name: 'commands',
    text: [
      'Most choices come as buttons under the turn message; `/spy` reaches every one of them by typing, with autocomplete:',
      "`/spy deploy`, `flee`, `play`, `move`, `enter`, `exit`, `contact`, `retrieve`, `privatetag` (Private Line's Tag for 2 Tickets), `extra`, `end`.",
      'Inside effects: `region` (relocate a spy, fly), `reward`, `recruit`, `politician` (Control, Empower, Scandalize), `target`, `initiative` (In The Wind), `option`, `icon`, `card` (Coerce, Final Report), `who` (Coerce), `decide` (a Politician asks), `nation` (Apply Assets), `shadow`, `crypto` (Cryptologist).',
      '`/hand` shows your Alignment, hand, the Politicians you Control and the Assets of the stack where you stand.',
    ].join('\n'),
  },
];

function cardTopic(c: ActionCard): HelpTopic {
  const lines = [
    `**${c.name}**${c.special ? ' (Special Action Card)' : ''}: ${typeWords(c)}.`,
    `Influence owed (scored at the next Scoring Phase): ${influenceWords(c)}.`,
    c.icons.length ? `Icons: ${c.icons.map((i) => ICON_NAMES[i]).join(', ')}.` : '',
    c.text,
    c.designed && c.note ? `*Designed: ${c.note}*` : '',
  ];
  return { name: `card-${slug(c.name)}`, text: lines.filter(Boolean).join('\n') };
}

function contactTopic(c: Contact): HelpTopic {
  const lines = [
    `**${c.name}**, ${ADJECTIVE[c.nation]} agent in ${capitalName(c.capital)}. ${c.bio}`,
    `Contact Action there: ${NATION_NAMES[c.nation]} gains ${c.influence} Influence at once; choose a reward: **${rewardWords(c.rewards[0])}** or **${rewardWords(c.rewards[1])}**. Prerequisites apply to rewards; with Courier Line choose twice.`,
    c.designed && c.note ? `*${c.note}*` : '',
  ];
  return { name: `contact-${slug(c.name)}`, text: lines.filter(Boolean).join('\n') };
}

function assetTopic(a: Asset): HelpTopic {
  const special = a.specialCard ? ACTION_CARD_LIST.find((c) => c.id === a.specialCard) : undefined;
  const lines = [
    `**${a.name}**${a.starred ? ' (starred: only with the `special` option)' : ''}: costs ${a.cost} Supply.`,
    a.text,
    special ? `Gives the Special Action Card **${special.name}** (see \`card-${slug(special.name)}\`).` : '',
    "Assets apply from the turn they are recruited; at the end each gives +1 Power to a Nation of its owner's choice.",
    a.designed && a.note ? `*Designed: ${a.note}*` : '',
  ];
  return { name: `asset-${slug(a.name)}`, text: lines.filter(Boolean).join('\n') };
}

function politicianTopic(p: Politician): HelpTopic {
  const lines = [
    `**${p.name}**, ${p.office}.`,
    `When revealed: ${p.text}`,
    p.designed && p.note ? `*Designed: ${p.note}*` : '',
  ];
  return { name: `politician-${slug(p.name)}`, text: lines.filter(Boolean).join('\n') };
}

/**
 * The rulings the rulebook leaves open, by the number docs/games/ispy.md gives them ([D] rules),
 * with the decision. test/games/ispy/help.test.ts checks that every [D] rule of the doc is here.
 */
export const RULINGS: readonly Ruling[] = [
  [
    '5',
    `The 14 scheduled Politician spaces split ${PHASE_SPACES.map((p) => p.length).join(', ')} over the five phases.`,
  ],
  ['9', `One Alignment Token per spy: ${nobodys}.`],
  [
    '11',
    'The starting "In the shadows" marks are made one at a time in turn order, each on a tile still unmarked; the token counts against the 21.',
  ],
  ['13', 'Before deploying a spy is on no Region: nobody is adjacent to it and no card can target it.'],
  ['14', "The map is designed (the book prints none); its distances keep the book's examples true."],
  ['15', 'Each Capital has 3 Capital Regions (at most three spies inside) and 2 or 3 Outlets.'],
  [
    '18',
    `The Airship Route: ${airship}. Florence, a Rome Outlet, is on it so that Rome -> Berlin takes one Airship Line card (leave for Florence, fly to Munich, 1 Ticket to Leipzig, enter Berlin).`,
  ],
  [
    '21',
    'In The Wind moves the Initiative at once; the new holder starts the next round, the round under way keeps its order.',
  ],
  [
    '26',
    '"End turn" is offered once the Contact or Retrieval is done and 2 cards were played, or no card in hand can be played here (the hand is then shown).',
  ],
  ['28', 'A card is offered only when every prerequisite holds; one that cannot be played is listed with its reason.'],
  [
    '30',
    'A Contact reward whose icon cannot be completed is not offered; a Contact with no possible reward is not offered.',
  ],
  [
    '32',
    'Courier Line gives two rewards however many Courier Lines apply; each reward prompt says first or second of two, and the second names the first.',
  ],
  ['34', 'A card played this turn is in the Agenda, not the Records: it cannot be Retrieved the same turn.'],
  ['39', 'Airship Line: gain 1 Ticket; on an Airship Region you may fly at once (offered first, may be declined).'],
  [
    '41',
    'A relocated spy goes to an adjacent vacant Region if any, else to an occupied one whose spy is Tagged and relocated in turn; the mover chooses.',
  ],
  [
    '43',
    'Entering a Capital puts the figure in its first vacant Capital Region: the three play alike, so one "Enter <Capital>" choice is offered.',
  ],
  ['45', 'A spy relocated into a Supply Cache takes its token too.'],
  [
    '47',
    `Sabotage losses: ${Object.entries(SABOTAGE_LOSS)
      .map(([c, n]) => `${CAPITAL_INFO[c as keyof typeof CAPITAL_INFO].name} ${n}`)
      .join(', ')} (the book prints 6 for Berlin and St. Petersburg).`,
  ],
  [
    '49',
    "Card texts, Influence values and types beyond the printed ones are designed; each card's help topic says what.",
  ],
  [
    '50',
    'The other Contacts, the Assets and the Politicians are designed after 1910-1914; each topic says what was designed.',
  ],
  ['54', "Trace's second option: an adjacent spy with 5+ Tags loses them all and an Asset of the tracer's choice."],
  ['58', "Empower's protection applies to both tiles; Control Tokens move with their tile."],
  ['59', "A Scandalized tile's Control Tokens leave the game with it; with the stack empty the space stays empty."],
  ['64', "Revealed Politicians stay named on the public board, in their phase's row, and in its alt text."],
  [
    '67',
    `Advantages per phase: ${ADVANTAGES.map((a, i) => `${i + 1}: +${a.join('/+')}`).join('; ')} (printed: phases 1-2 and the last phase's +10).`,
  ],
  ['69', 'Simplify removes from every Nation the largest multiple of 5 not above the smallest pool.'],
  ['70', 'An empty Asset deck adds nothing to the stacks it cannot reach.'],
  [
    '71',
    'The round-6 example is read in the scoring order; from its printed start and Records the rules give Germany 17, not the printed 23 (see `scoring-example`).',
  ],
  ['75', 'Coerce: 1 card in hand is drawn alone; none: nothing happens; neither drawn card playable: both go back.'],
  ['76', 'Tickets an opponent must spend at once are spent route by route by the coercer, who may stop.'],
  ['80', 'A tie that repeats after Power falls to 0 compares only Nations held as Alignments.'],
  [
    '82',
    'Final Report: a card matches an Alignment when that Nation is among those its Influence goes to; cards are chosen secretly, revealed together.',
  ],
  ['84', 'The Cryptologist re-resolves a card once per turn and triggers no other Asset.'],
];

const rulingTopics = rulingsTopics(
  '**Rulings** the rulebook leaves open, as decided here (rule numbers of docs/games/ispy.md):',
  RULINGS,
);

const cardsIndex = indexTopics(
  'cards',
  '**Action Cards** (each spy holds the 12 base cards; see `card-<name>`):',
  ACTION_CARD_LIST.map(
    (c) => `• **${c.name}** (${typeWords(c)}; ${influenceWords(c)})${c.special ? ' special' : ''}: ${c.text}`,
  ),
);
const contactsIndex = indexTopics(
  'contacts',
  '**Contacts**, one per Capital (see `contact-<name>`):',
  CONTACT_LIST.map(
    (c) =>
      `• ${capitalName(c.capital)}: **${c.name}** (${NATION_NAMES[c.nation]} +${c.influence}): ${rewardWords(c.rewards[0])} or ${rewardWords(c.rewards[1])}`,
  ),
);
const assetsIndex = indexTopics(
  'assets',
  '**Assets** (see `asset-<name>`; recruited in Berlin, Budapest and London):',
  ASSET_LIST.map((a) => `• **${a.name}** (${a.cost}${a.starred ? ', starred' : ''})`),
);
const politiciansIndex = indexTopics(
  'politicians',
  '**Politicians** (see `politician-<name>`):',
  POLITICIAN_LIST.map((p) => `• **${p.name}**: ${p.text}`),
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
