/**
 * /game help topics for Virtual Revolution: the rules in short (turn, Actions, Influence, Recycle,
 * end of Round, scoring, Corruption...), how to read the board image and the /vr command, and
 * one topic per card (Agent, Verse, Title, Necro card, Objective, Boost card) with its text from
 * the data, and every ruling the rulebook leaves open (docs/games/virtual-revolution.md's [D] rules,
 * topic `rulings`). The help autocomplete filters by what the player types, so many topics are fine.
 */
import { type Ruling, rulingsTopics, slug } from '../../engine/helpTopics.ts';
import type { HelpTopic } from '../../engine/types.ts';
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
import { forPlayers } from './wording.ts';

/** The two "choose a type" Objectives are printed twice: one topic per distinct text (the first card with it). */
const DISTINCT_OBJECTIVES = OBJECTIVE_LIST.filter((o, i) => OBJECTIVE_LIST.findIndex((x) => x.text === o.text) === i);

const STAR = '*Marked \\*: after adding or removing Influence or a Server, check who gains or loses a District Title.*';

const RULES: HelpTopic[] = [
  {
    name: 'turn',
    text: [
      'The game lasts **5 Rounds**. In each Round every player plays **3 turns** (one per Director), following the turn order.',
      'A turn has 3 phases, always in this order:',
      '**1. Place a Director** in any Borough (`/vr place`). No constraint.',
      "**2. Influence** (optional) in that Borough: add 1 of your tokens (draw 1 Corruption card), remove 1 token (anyone's; it goes to the Recycle Area; draw 1 Corruption card), or move 1 of your tokens from any Borough to this one. See `influence`.",
      '**3. One Action** out of 5: Work, Recruit an Agent, Build a Server, Create a Verse, Make a Donation (`/vr action`). See `actions`.',
      'At any point of your turn you may also activate a Title you hold (`/vr title`), collect your tokens from the Recycle Area (`/vr recycle`), put a Verse Online when its condition is met (`/vr online`) or trade a Verse for 1 Immunity token (`/vr trade`); once your Director is placed, you may also use an Agent on Duty (`/vr use`) or promote one (`/vr promote`).',
      'An Agent acts in the Borough where you placed your Director this turn: "the Borough" on a card means that one.',
      "End your turn with `/vr end`. After everyone's 3 turns, the Round ends: see `end-of-round`.",
      'What the rulebook leaves open, and how the bot decides it: `rulings`.',
    ].join('\n'),
  },
  {
    name: 'actions',
    text: [
      `**Work**: gain ${WORK_GAIN} Eurocredits.`,
      `**Recruit an Agent** (${COSTS.recruit} €): take an Agent whose Localization token is in your Director's Borough or within your Range (1 by default: an adjacent Borough; Boosts add to it). At most 3 Agents on Duty.`,
      `**Build a Server** (${COSTS.server} €): in your Director's Borough, if it holds at least 1 of your Influence tokens, no other player's Server, and you have no Server in that District yet. Income +2, gain a +2 VP token, draw 1 Corruption card. A Server controls its Borough even without tokens; two players may control the same Borough. (Delta's Promotion waives the token condition; the Nation Title only in a Borough without any Influence token.)`,
      `**Create a Verse** (${COSTS.verse} €): you may first pay ${COSTS.verseRefresh} € (as often as you like) to refresh the 5 Verses on offer. Income +1, draw 1 Corruption card, take 1 of the 5 Verses (it arrives Loading).`,
      `**Make a Donation**: pay ${COSTS.donationOne} € to discard 1 Corruption card of your choice, or ${COSTS.donationTwo} € to discard 2; in addition you may pay ${COSTS.donationImmunity} € to gain 1 Immunity token.`,
      'Boosts (Boost cards, Level 1 Agents turned into Boosts) improve an Action each time you perform it; Titles and some Promotions improve one Action only. Their Eurocredits come as the Action starts, so they help pay for it. A bonus never improves the Action that brought it into play.',
      'Necro markers can change these costs for one Round: see `necro`.',
    ].join('\n'),
  },
  {
    name: 'influence',
    text: [
      'A player **controls** a Borough when they have at least 1 Influence token or a Server there.',
      "**A Borough never holds Influence tokens of two players.** To take an opponent's Borough, first remove their tokens. You may stack several of your own tokens in one Borough.",
      "The Influence phase (optional, after placing your Director) allows exactly one manoeuvre in the Director's Borough:",
      '• add 1 token from your reserve, and draw 1 Corruption card;',
      '• remove 1 token (yours or not) to the Recycle Area, and draw 1 Corruption card;',
      '• move 1 of your tokens from any Borough to this one (no card).',
      'Removed tokens always go to the **Recycle Area** (see `recycle`).',
      '**Titles**: control every Borough of a District to take its Title card; you lose it when you have lost control of two of its Boroughs. Titles are checked after every change. See `titles` and `map`.',
    ].join('\n'),
  },
  {
    name: 'recycle',
    text: [
      'Any Influence token removed from Neo Paris, for any reason, goes to the Recycle Area.',
      'At any point of your turn you may collect some or all of your tokens there back to your reserve, and gain benefits by the number collected (several, even the same one twice):',
      '• 1 token: +1 Eurocredit',
      '• 2 tokens: discard 1 Corruption card at random, or secretly look at the top Necro card',
      '• 3 tokens: gain 1 Immunity token',
      'Example: collecting 4 tokens can give +4 €, or 2 random discards, or 1 Immunity and +1 €...',
      'Use `/vr recycle`, then `/vr done` when finished.',
    ].join('\n'),
  },
  {
    name: 'end-of-round',
    text: [
      'After Rounds 1 to 4, in order:',
      `**1. Interpol Raid**: each player holding ${RAID_THRESHOLD}+ Corruption cards reveals them and suffers them in the order they choose (1 Immunity ignores one card), then discards them all. See \`corruption\`.`,
      `**2. Necro attack**: the top Necro card is revealed. Lowest Income: MINIMUM effect; everyone: GLOBAL; highest Income: MAXIMUM (all three if everyone is tied). ${NECRO_IGNORE_GLOBAL} Immunity ignore the GLOBAL effect, ${NECRO_IGNORE_GLOBAL_MAX} ignore GLOBAL and MAXIMUM. See \`necro\`.`,
      '**3. Turn order**: the player with the most Influence tokens in their reserve chooses their place first, then the next... (ties: lowest Income, then fewest Eurocredits).',
      '**4. Income**: everyone gains Eurocredits equal to their Income.',
      "**5. Maintenance**: the rightmost Verse is discarded, the others slide right, a new one fills the left; unrecruited Agents are discarded and 5 new ones are placed (4 after Round 4); Directors come back; Agents and Titles turn upright; last Round's Necro markers go.",
      'After Round 5: everyone is raided (whatever their count), the End of Game Necro attack, then `scoring`.',
    ].join('\n'),
  },
  {
    name: 'scoring',
    text: [
      'End of the game, each player scores:',
      '• 2 VP per +2 VP token',
      '• 1 VP per 5 Eurocredits',
      '• 1 VP per Income level',
      '• 2 VP per Borough controlled',
      '• 10 VP per Title',
      '• 1 VP per Agent owned (on Duty, retired or turned into a Boost) + 5 VP per trio of Agents of 3 different types',
      `• Servers built: ${SERVER_VP.slice(1)
        .map((v, i) => `${i + 1}→${v}`)
        .join(', ')} VP`,
      `• each Verse Online scores as its card says, at most ${VERSE_VP_CAP} VP`,
      `• 1 of your 2 Objectives (you choose), at most ${OBJECTIVE_VP_CAP} VP`,
      'Most VP wins; ties go to the most Eurocredits, then the victory is shared.',
      'End of Game Necro cards can change some of these: see `necro-computer-virus`, `necro-sabotage`, `necro-shootout`.',
    ].join('\n'),
  },
  {
    name: 'corruption',
    text: [
      'Many things make you draw Corruption cards (Influence, Servers, Verses, Promotions...). Keep them secret: only your `/hand` shows them.',
      `At the end of Rounds 1-4, holding **${RAID_THRESHOLD} or more** triggers an **Interpol Raid**: reveal them all, suffer each one in the order you choose, then discard them all. Spend 1 Immunity token to ignore one card (repeatable). If a card's options include one that affects you, you must choose it. At the end of the game everyone is raided.`,
      'Get rid of them with a Donation, the Recycle Area (2 tokens: 1 at random), some Agents and the Marais Title.',
      'The card effects:',
      ...[
        ...new Map(
          CORRUPTION_LIST.map((c) => [c.effect, forPlayers(c.text).replace(/:.*$/, '.').replace(/\.\.$/, '.')]),
        ).values(),
      ].map((t) => `• ${t}`),
      '"Indicated" Districts, Actions, types differ from card to card.',
    ].join('\n'),
  },
  {
    name: 'necro',
    text: [
      'At the end of every Round the top Necro card attacks: the **MINIMUM** effect hits the player(s) with the lowest Income, the **GLOBAL** effect everyone, the **MAXIMUM** effect the player(s) with the highest Income; if all are tied, everyone suffers all three.',
      `Spend ${NECRO_IGNORE_GLOBAL} Immunity tokens to ignore the GLOBAL effect, or ${NECRO_IGNORE_GLOBAL_MAX} to ignore GLOBAL and MAXIMUM (\`/vr immunity\`).`,
      "Some cards change an Action's cost for the next Round: a Necro marker shows it (the board image lists them as red chips).",
      'The deck holds 4 Standard cards and 1 End of Game card, the last one. You can secretly look at the top card (Néo District Title, Recycle Area).',
      `Cards: ${NECRO_LIST.map((n) => `\`necro-${n.id}\``).join(', ')}`,
    ].join('\n'),
  },
  {
    name: 'agents',
    text: [
      "Agents are recruited with the Recruit an Agent Action; at most **3 on Duty**. The board shows the 5 Agent spaces with each Agent's type, level and the Borough of its Localization token (the numbered white discs on the map).",
      "**Use** an Agent on Duty once per Round (`/vr use`): it is turned until the next Round; apply its ability in your Director's Borough. Fighter: remove 1 Influence token there (no Corruption card). Tech: gain 3 €. Diplomat: gain 1 Immunity token. Level 2 Agents do more.",
      '**Promote** an Agent on Duty, turned or not (`/vr promote`): you may use its Promotion ability (Level 1: always draw 1 Corruption card for it), then **retire** it (it leaves play, still scores, and is never discarded) or, Level 1 only, **turn it into a Boost** under the Action its card shows. Either way it frees a slot.',
      'Every Agent you own scores 1 VP, plus 5 VP per trio of 3 different types.',
      'Cards: `agent-<name>`, e.g. `agent-miss-yoshida`.',
    ].join('\n'),
  },
  {
    name: 'verses',
    text: [
      'Create a Verse to take one of the 5 Verses on offer. It arrives **Loading**: no effect. When you meet its condition, during your turn, you may put it **Online** (`/vr online`): gain its bonus at once; at the end it scores as its card says (at most 10 VP). You may wait.',
      'Some Verses have no condition and go Online at once.',
      'At any time during your turn you may trade a Verse, Online or not, for 1 Immunity token (`/vr trade`); it scores nothing then.',
      'Loading Verses score nothing themselves, but count for Objectives and some Verses.',
      'Cards: `verse-<name>`, e.g. `verse-the-codex`.',
    ].join('\n'),
  },
  {
    name: 'titles',
    text: [
      'Control all the Boroughs of a District to take its Title; lose two of them and the Title goes back. Each Title scores 10 VP at the end.',
      'Once per Round, during your turn, activate a Title (`/vr title`): it is turned until the next Round. Quartier Latin is the exception: it works during Raids and Necro attacks.',
      ...TITLE_LIST.map((t) => `• **${t.name}**: ${forPlayers(t.text)}`),
    ].join('\n'),
  },
  {
    name: 'boosts',
    text: [
      'A Boost sits under one Action and improves it every time you perform that Action. Boosts come from some Verse bonuses (take one of the Boost cards still available) and from Level 1 Agents turned into Boosts. A discarded Boost card goes back to the available ones.',
      'The 7 Boost cards:',
      ...BOOST_CARD_LIST.map((b) => `• ${forPlayers(b.effect.text)}`),
    ].join('\n'),
  },
  {
    name: 'map',
    text: [
      'Neo Paris: 7 Districts of 3 or 4 Boroughs. Two Boroughs are adjacent when they share a border, not only a corner.',
      ...DISTRICT_LIST.map(
        (d) => `• **${d.name}**: ${d.boroughs.map((b) => BOROUGHS[b]?.name ?? String(b)).join(', ')}`,
      ),
      'The board image draws the centre of the city enlarged so that its Boroughs have room for their tokens.',
    ].join('\n'),
  },
  {
    name: 'board',
    text: [
      'How to read the board image:',
      "• **Map**: each Borough shows its number; tinted by District, with the District names (QL, ND... when space is short) and the Title holder's token next to the name (faded: used this Round; dashed ring: nobody).",
      '• Player tokens have a colour, a shape and a letter (A-D); "×3" counts stacked tokens.',
      "• A **rack** with a letter is a Server; a **pin** is a Director placed this Round; a **white numbered disc** is an Agent's Localization token (the number of its Agent space).",
      "• The Borough outlined in white holds this turn's Director.",
      '• Right: turn order with Income and the Directors left; the Agents in Neo Paris (F/T/D = Fighter/Tech/Diplomat, 1/2 = level, B12 = Borough 12); the Verses on offer.',
      '• Under the map: the Necro deck, revealed Necro cards and the Boost cards still available.',
      '• One strip per player: Eurocredits, Immunity, Income, Corruption cards (red at 5+), +2 VP tokens, reserve, Servers, tokens in the Recycle Area, Agents on Duty (USED = turned), Boosts per Action, Verses (filled dot = Online), Titles (★) and Necro markers.',
      'Your secrets (Corruption cards, Objectives, a Necro card you peeked) are only in `/hand`.',
    ].join('\n'),
  },
  {
    name: 'commands',
    text: [
      '`/vr place` Director · `/vr influence` · `/vr move` · `/vr action` · `/vr extra` (extra Action) · `/vr end`',
      '`/vr recruit` · `/vr verse` (take a Verse, or pick one when asked) · `/vr refresh` · `/vr donate` · `/vr discard` (a Corruption card) · `/vr done`',
      "`/vr use` (an Agent's ability) · `/vr promote` · `/vr title` · `/vr recycle` · `/vr online` (a Verse) · `/vr trade` (a Verse for Immunity)",
      '`/vr borough` · `/vr agent` · `/vr boost` · `/vr immunity` · `/vr suffer` · `/vr ignore` (Interpol Raid) · `/vr objective`',
      "Each autocompletes your current choices; the buttons under the game's messages offer the same choices.",
    ].join('\n'),
  },
  {
    name: 'objectives',
    text: [
      `Each player gets 2 Objective cards and scores one of them at the end (their choice, at most ${OBJECTIVE_VP_CAP} VP). Yours are in \`/hand\`.`,
      ...DISTINCT_OBJECTIVES.map((o) => `• \`objective-${slug(o.id)}\``),
    ].join('\n'),
  },
];

/** "Leslie Quartier Latin, ..." for the Agents of one ability family (their indicated Districts, from the data). */
const indicated = (ability: string): string =>
  AGENT_LIST.filter((a) => a.ability === ability)
    .map((a) => `${a.name} ${a.districts.map((d) => DISTRICT_NAMES[d]).join(' or ')}`)
    .join(', ');
const indicatedVerses = (family: string): string =>
  VERSE_LIST.filter((v) => v.family === family)
    .map(
      (v) =>
        `${v.name} ${[
          ...v.agentTypes.map((t) => AGENT_TYPE_NAMES[t]),
          ...v.districts.map((d) => DISTRICT_NAMES[d]),
        ].join(
          v.family === 'agentPair' ? '+' : ' or ',
        )}${v.verseType ? ` (scores ${VERSE_TYPE_NAMES[v.verseType]})` : ''}`,
    )
    .join(', ');
/** The Corruption effects in a few words, for the count of copies of each (ruling 86). */
const EFFECT_WORDS: Readonly<Record<string, string>> = {
  loseImmunity: 'Lose 1 Immunity',
  removeInfluence: 'Remove Influence',
  discardBoost: 'Discard a Boost',
  loseMoney: 'Lose 2 €',
  removeServer: 'Remove a Server',
  discardVerse: 'Discard a Verse',
  loseIncome: 'Income -1',
  discardAgent: 'Discard an Agent',
};
const corruptionCounts = [...new Set(CORRUPTION_LIST.map((c) => c.effect))]
  .map((e) => `${EFFECT_WORDS[e] ?? e} ×${CORRUPTION_LIST.filter((c) => c.effect === e).length}`)
  .join(', ');

/**
 * Every ruling [D] of docs/games/virtual-revolution.md, keyed by its rule number there (the help
 * test checks that every [D] rule of the doc is here, and that the `rulings` topics list them).
 */
export const RULINGS: readonly Ruling[] = [
  [
    '1a',
    "Only a player's Influence tokens and Servers are a limit; Eurocredits, Immunity, +2 VPs tokens and Necro markers never run out.",
  ],
  ['5a', 'The player dealt the 1st Player Localization card places one token fewer (it names no Borough).'],
  [
    '7a',
    'An intercepted Agent, like every Agent left at Maintenance, goes to the Agent discard pile (Morel can recruit from it).',
  ],
  [
    '8a',
    `The Necro deck: ${NECRO_DECK.standard} Standard cards at random over ${NECRO_DECK.endOfGame} End of Game card at random; the rest stay out unseen.`,
  ],
  [
    '11a',
    'Agents are used and promoted once the Director is placed; Titles, the Recycle Area and Verses from the start of the turn; none while another choice is being answered.',
  ],
  [
    '13a',
    'The turn ends when its player ends it (free steps may follow the Action); "End turn without an Action" is offered before it.',
  ],
  [
    '13b',
    'Choices that would change nothing are not offered (an Agent ability, Title, Promotion, Recycle benefit or Donation doing nothing, a refresh from an empty deck); they are listed with the reason.',
  ],
  [
    '18a',
    'Two players controlling a whole District at once (shared Servers): the current player takes the Title if one of them, else the first in turn order; a holder missing one Borough keeps it.',
  ],
  ['18b', 'A Title lost while turned comes back upright to its next holder.'],
  ['20a', 'With the Corruption deck and discard both empty, a draw draws nothing (and the public event says so).'],
  ['20b', 'How many Corruption cards each player holds is public; which ones, only their holder knows until a Raid.'],
  [
    '25a',
    'A Verse refresh is offered only while the Verse can still be paid after it, and not from an empty Verse deck.',
  ],
  [
    '26a',
    'Make a Donation is offered only when it can pay for something; its payments come one at a time, "Finish the Donation" ends it.',
  ],
  ['27a', "An Action's Eurocredit bonuses come as it starts, so they help pay for it; Income bonuses come after it."],
  [
    '27b',
    "A one-time bonus (Don Armondo's Range, Delta's and Nation's Server waivers) serves the first such Action of the turn only.",
  ],
  [
    '27c',
    '"If you perform X this turn" pays at once if X was performed, else when it is; offered only while X can still come this turn.',
  ],
  [
    '27d',
    'An extra Action is taken from the turn menu after the Influence phase, before or after the main Action; it lapses at the end of the turn and counts as performing that Action.',
  ],
  [
    '33a',
    'A promoted Agent leaves Duty first; its Promotion ability is used, then its fate (retired or a Boost) is chosen.',
  ],
  ['34', `Indicated Districts: ${indicated('fighterL1')}; ${indicated('fighterL2donation')}.`],
  ['35', "Each token move of an Agent is one choice among the Boroughs it names; a Fighter removes anyone's token."],
  [
    '36',
    'Viscount: a Server removed takes one of the Verses shown; a Verse discarded builds a Server here by the placing rules only (no payment, Income, +2 VPs token or Corruption card).',
  ],
  ['37', "Ivan moves a Server of this Borough (anyone's) to an adjacent Borough where its owner could build it."],
  ['38', 'Morel steals from a player with a Director placed this Round in the Borough or next to it.'],
  [
    '39',
    "Stilson: the Agent given up takes the new Agent's space and Localization token; the new one comes on Duty upright.",
  ],
  [
    '40',
    "Pixel uses the Promotion of any Agent on Duty (anyone's, which stays on Duty); a Level 1 Promotion used so draws its Corruption card too.",
  ],
  [
    '41',
    "Clarisse sees the cards alone and may give back the card she took; Clarisse's and Dina's cards are told only to the two players.",
  ],
  [
    '42',
    "Delta's Promotion waives only the token condition (where you have no token), offered only where that is what blocks the Server.",
  ],
  ['43', "Don Armondo's Promotion is offered only when +2 Range reaches an Agent not reached yet."],
  [
    '44',
    "Mme Tropovicz's type is declared after the End of Game Necro attack, before the scoring; that attack counts her as the type making the most trios.",
  ],
  [
    '45',
    'A discarded Agent turned into a Boost goes to the Agent discard pile; a Boost card back among the available ones.',
  ],
  [
    '50',
    `Indicated: ${indicatedVerses('twoAgents')}; ${indicatedVerses('agentPair')}; ${indicatedVerses('serverDistricts')}.`,
  ],
  [
    '51',
    'Dark Kingdom is a Horror Verse (its text says Fantasy, which would make 7 Fantasy and 5 Horror against the 6 of each listed).',
  ],
  ['52', "Mythologia's and The Curse's conditions, once met by a Raid, stay met for the rest of the game."],
  ['53', 'The Howling: the Directors placed this Round, all 3 in one District.'],
  ['54', "London 1884's 3 tokens come from your reserve (as many as are left)."],
  ['55', "The Archipelago's 3 tokens go one at a time, each to a Borough you control without an opponent's token."],
  [
    '56',
    'Dark Kingdom: every opponent with something to discard chooses at once; Quartier Latin cannot keep it (not a Raid or Necro attack).',
  ],
  ['57', "The Boost card refreshes exactly 2 Verses (or none); Professor Shane's Boost up to 2, one at a time."],
  ['58', "Hassan's activation offers only Online Verses whose bonus would do something now."],
  [
    '59a',
    'Recycle: lots of one benefit each until "Stop collecting"; a useless discard or an already known Necro card is not offered.',
  ],
  ['59b', 'A Necro card looked at is told to that player alone, until it is revealed.'],
  [
    '63a',
    'Raids run in turn order; cards that can take nothing are resolved at once; with no Immunity and identical cards, only targets are asked.',
  ],
  [
    '65a',
    'Necro attack: the groups are fixed first, Immunity chosen by all at once, then the effects; choices inside them asked of all at once; a loss with no choice is made at once.',
  ],
  [
    '65b',
    'Immunity is offered against a Necro part only when ignoring it changes your result (a MINIMUM gain included).',
  ],
  [
    '66',
    `Insurrections: next Round every Donation payment costs 1 more (${COSTS.donationOne}→${COSTS.donationOne + 1}, ${COSTS.donationTwo}→${COSTS.donationTwo + 1}, Immunity ${COSTS.donationImmunity + 1}); the Boost's 1 € discard is unchanged.`,
  ],
  ['68', 'Uprising draws before its MINIMUM discard, so a card just drawn may be discarded.'],
  [
    '69',
    'Turn order still tied after Influence, Income and Eurocredits: the current turn order; the last chooser takes the place left.',
  ],
  [
    '71a',
    'The Quartier Latin holder (Title upright) is asked each time a Raid or Necro attack would discard their Agent on Duty or Boost.',
  ],
  ['72a', 'The End of Game Necro attack takes the last card of the Necro deck, its End of Game card.'],
  ['73a', '"Servers built" counts your Servers in Neo Paris at the end (a removed one is not counted).'],
  [
    '76',
    "Final choices, all at once: Mme Tropovicz's type, then the Objective (and its type), each showing its VPs; the public learns its VPs, never which card.",
  ],
  ['77', 'The standings during the game count the VPs as the scoring would today, without the secret Objective.'],
  [
    '78',
    'Computer Virus MAXIMUM: a Server of your choice, or 5 VPs without one; Shootout MAXIMUM: 2 Boroughs of your choice emptied, the tokens to the Recycle Area.',
  ],
  ['79', 'The Codex, Multiverse, Steampunk Worlds and The Cyclades still score 7 when tied for fewest or most.'],
  ['80', 'Castle in the Air: 3 VPs per Action with at least one Boost under it.'],
  ['81', 'Champs-Élysées Title: remove a Server OR discard a Verse; either gives 10 Eurocredits.'],
  ['82', "Nation Title: the Server may go in a Borough with no Influence token at all (not beside an opponent's)."],
  [
    '83',
    'Marais only with a Corruption card in hand; Néo District not when the top Necro card is known; Pigalle only with a turned Agent.',
  ],
  [
    '84',
    'The 12 Objectives: the 10 printed texts, the two "choose a type" ones twice; two copies held are one choice.',
  ],
  ['85', 'The Agent-type Objective adds its two lines: 7 VPs per Level 1, 10 per Level 2 Agent of the type.'],
  [
    '86',
    `The ${CORRUPTION_LIST.length} Corruption cards: ${corruptionCounts}; each District, Action and type indicated equally (see \`corruption\`).`,
  ],
  [
    '88',
    `The map: Paris's arrondissements 1-20 with their real borders; ${DISTRICT_LIST.map((d) => `${d.name} ${d.boroughs.join(', ')}`).join('; ')} (21-23 beyond the périphérique).`,
  ],
  ['89', 'Corner-only meetings are not adjacent: 8/18, 9/17, 10/20, 11/19, 1/5, 4/6, 4/13, 5/12.'],
  ['90', 'The board image draws the centre of the city enlarged, so its Boroughs have room for their tokens.'],
  [
    '91',
    "Secret: your Corruption cards, Objectives and a Necro card looked at; public: every count on the board and a Raid's revealed cards.",
  ],
  [
    '92',
    "Every decision outside the current player's own turn (Raids, Necro, Dark Kingdom, Quartier Latin, turn order, final choices) comes by a private prompt.",
  ],
];

const rulingTopics = rulingsTopics(
  '**Rulings** the rulebook leaves open, as decided here (the rule numbers of docs/games/virtual-revolution.md):',
  RULINGS,
);

const typeName = (t: string): string => AGENT_TYPE_NAMES[t as keyof typeof AGENT_TYPE_NAMES] ?? t;
const verseTypeName = (t: string): string => VERSE_TYPE_NAMES[t as keyof typeof VERSE_TYPE_NAMES] ?? t;
const districts = (ds: readonly string[]): string =>
  ds.map((d) => DISTRICT_NAMES[d as keyof typeof DISTRICT_NAMES] ?? d).join(' or ');

function agentTopic(a: Agent): HelpTopic {
  const lines = [
    `**${a.name}**: ${typeName(a.type)}, Level ${a.level}${a.star ? ' \\*' : ''}`,
    `**Activation**: ${forPlayers(a.activation)}`,
    `**Promotion**: ${forPlayers(a.promotion)}`,
  ];
  if (a.boost)
    lines.push(`**Boost** (turned into a Boost under ${ACTION_NAMES[a.boost.action]}): ${forPlayers(a.boost.text)}`);
  if (a.districts.length)
    lines.push(`**Indicated District${a.districts.length > 1 ? 's' : ''}**: ${districts(a.districts)}`);
  if (a.star) lines.push(STAR);
  return { name: `agent-${slug(a.id)}`, text: lines.join('\n') };
}

function verseTopic(v: Verse): HelpTopic {
  const extra: string[] = [];
  if (v.agentTypes.length)
    extra.push(
      `Indicated Agent type${v.agentTypes.length > 1 ? 's' : ''}: ${v.agentTypes.map(typeName).join(' and ')}`,
    );
  if (v.verseType) extra.push(`Indicated Verse type: ${verseTypeName(v.verseType)}`);
  if (v.districts.length)
    extra.push(`Indicated District${v.districts.length > 1 ? 's' : ''}: ${districts(v.districts)}`);
  const lines = [
    `**${v.name}**: ${verseTypeName(v.type)} Verse${v.star ? ' \\*' : ''}`,
    `**Condition**: ${forPlayers(v.condition)}`,
    ...(v.bonus ? [`**Bonus** (when put Online): ${forPlayers(v.bonus)}`] : []),
    `**End of game** (Online, at most ${VERSE_VP_CAP} VP): ${forPlayers(v.scoring)}`,
    ...extra,
    ...(v.star ? [STAR] : []),
  ];
  return { name: `verse-${slug(v.id)}`, text: lines.join('\n') };
}

const CARDS: HelpTopic[] = [
  ...AGENT_LIST.map(agentTopic),
  ...VERSE_LIST.map(verseTopic),
  ...TITLE_LIST.map((t) => ({
    name: `title-${slug(t.name)}`,
    text: `**${t.name} Title** (control all of: ${
      DISTRICT_LIST.find((d) => d.id === t.district)
        ?.boroughs.map((b) => BOROUGHS[b]?.name ?? String(b))
        .join(', ') ?? t.district
    })\n${forPlayers(t.text)}\nOnce per Round${t.district === 'QL' ? ', during a Raid or a Necro attack' : ', during your turn'}; 10 VP at the end of the game.`,
  })),
  ...NECRO_LIST.map((n) => ({
    name: `necro-${slug(n.id)}`,
    text: [
      `**${n.name}**: ${n.endOfGame ? 'End of Game' : 'Standard'} Necro card${n.star ? ' \\*' : ''}`,
      `**MINIMUM** (lowest Income): ${forPlayers(n.minimum)}`,
      `**GLOBAL** (everyone): ${forPlayers(n.global)}`,
      `**MAXIMUM** (highest Income): ${forPlayers(n.maximum)}`,
      `${NECRO_IGNORE_GLOBAL} Immunity ignore GLOBAL; ${NECRO_IGNORE_GLOBAL_MAX} ignore GLOBAL and MAXIMUM.`,
      ...(n.star ? [STAR] : []),
    ].join('\n'),
  })),
  ...DISTINCT_OBJECTIVES.map((o) => ({
    name: `objective-${slug(o.id)}`,
    text: `**Objective**\n${o.text}\nYou score one of your 2 Objectives, at most ${OBJECTIVE_VP_CAP} VP.`,
  })),
];

export const HELP: HelpTopic[] = [...RULES, ...rulingTopics, ...CARDS];
