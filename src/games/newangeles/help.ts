/**
 * /game help topics for New Angeles (docs/games/new-angeles.md in short): overview, setup, the
 * round, the deal and support, the city (districts, unrest, units, movement and The Root,
 * illness), corporations, contracts and emergency actions, assets, Demand rounds and investments,
 * threat and the end, trading, the commands, then every designed ruling ([D] rules, by number)
 * and the components generated from the data (the map, the corp sheets, the 100 action cards,
 * the assets, events, demands, investments and setup cards), so a retuned card shows here at
 * once. Help is the printed catalogue: never anyone's hand, rival or investment.
 */
import { HELP_MAX, indexTopics, type Ruling, rulingsTopics, slug, uniqueTopics } from '../../engine/helpTopics.ts';
import { localize } from '../../engine/messages.ts';
import { clip } from '../../engine/text.ts';
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

/** indexTopics over English text (the names in it are message tokens). */
const englishIndex = (name: string, title: string, items: readonly string[]): HelpTopic[] =>
  indexTopics(
    name,
    localize(title, 'en'),
    items.map((x) => localize(x, 'en')),
  );

/** A topic's lines, in English (the help is English; the names in it are message tokens), fitted to HELP_MAX. */
const lines = (...xs: (string | false | undefined)[]): string =>
  clip(localize(xs.filter((x): x is string => !!x).join('\n'), 'en'), HELP_MAX);

const COMPONENT_NAMES: Readonly<Record<Component, string>> = {
  android: 'android',
  development: 'development',
  outage: 'outage',
  illness: 'illness',
  humanFirst: 'Human First',
  orgcrime: 'Orgcrime',
  prisec: 'Prisec',
};
const DRAW_NAMES: Readonly<Record<ActionType | 'general', string>> = { ...TYPE_NAMES, general: 'General' };

const byCount = (t: Readonly<Record<4 | 5 | 6, number>>): string => `${t[4]}/${t[5]}/${t[6]} at 4/5/6 players`;
/** Rule 37: one number, or one per player count. */
const startThreat =
  RULES.startThreat[4] === RULES.startThreat[5] && RULES.startThreat[5] === RULES.startThreat[6]
    ? `${RULES.startThreat[4]}`
    : byCount(RULES.startThreat);
const list = (xs: readonly string[]): string =>
  xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;
const inPlay = (n: number): string => list(CORPS.filter((c) => c.from <= n).map((c) => c.name));
const added = (n: number): string => list(CORPS.filter((c) => c.from === n).map((c) => c.name));
const demandRounds = list(RULES.demandAfter.map(String));
const costs = RULES.counterCost
  .map(
    (c, i) => `${i + 1}${i === 0 ? 'st' : i === 1 ? 'nd' : i === 2 ? 'rd' : 'th'} ${c === 0 ? 'free' : `${c} capital`}`,
  )
  .join(', ');
const drawOf = (c: Corp): string => c.draw.map((d) => DRAW_NAMES[d]).join(' + ');
const ROOT = DISTRICTS.find((d) => d.exit === null)!;
const single = DISTRICTS.filter((d) => d.others.length === 0 && d.exit !== null).map((d) => d.name);
const designed = (note: string): string => `*Designed: ${note.replace(/^Designed \(rule \d+\): /, '')}*`;

const TOPIC_LIST =
  '`setup`, `round`, `deal`, `support`, `city`, `units`, `movement`, `illness`, `map`, `corporations`, `contracts`, `emergency`, `assets`, `demand`, `threat`, `end`, `trading`, `commands`, `rulings`; the components: `corp-<name>`, `cards-labor` (and the other four types), `asset-list`, `events`, `demands`, `investments`, `setup-cards`';

const RULES_TOPICS: HelpTopic[] = [
  {
    name: 'overview',
    text: lines(
      `**New Angeles**: ${PRINTED.corps} megacorporations (4-6 players, each runs one) in the city at the foot of the Beanstalk. Each turn the table **deals** for an asset: the active player offers an action card, the others may counteroffer in turn, everyone supports one of the two offers left, and the winning card resolves in the city: it pays its owner, who claims the asset (\`deal\`, \`support\`).`,
      `Keep the city supplied: androids and exploited districts fill a public supply; at the **Demand rounds** after rounds ${demandRounds} the supply must meet every target of the demand card, or threat rises (\`demand\`).`,
      `**Winning**: your **rival card** is secret. After the third Demand round you win if you hold strictly more capital than your rival's corporation (your own corporation: beat ${RULES.ownRivalBeats[4]} others at 4-5 players, ${RULES.ownRivalBeats[6]} at 6). Several may win; at least one always loses.`,
      `One rival card may be **the Federalist**: they win alone if threat reaches ${RULES.threatEnd} while they hold at least ${RULES.federalistCapital} capital. Threat ${RULES.threatEnd} ends the game at once; without such a Federalist everyone loses (\`end\`).`,
      'Your hand, rival card and investment are only in `/hand` and your DMs; counts are public.',
      `Topics: ${TOPIC_LIST}.`,
    ),
  },
  {
    name: 'setup',
    text: lines(
      "**Setup** (the bot does it, from the table's seed):",
      `• Corporations: 4 players ${inPlay(4)}; 5 add ${added(5)}; 6 add ${added(6)}. Seats get them at random.`,
      `• Rival cards: those corporations plus the Federalist, shuffled; one goes under the board unseen (never revealed), one to each player secretly.`,
      `• Threat starts at ${startThreat}; every corporation has ${RULES.startCapital} capital.`,
      `• A setup card (one of ${SETUP_CARDS.length}, \`setup-cards\`) places androids, a development, one Human First, one Orgcrime, one Prisec, an illness and some unrest.`,
      '• Each player takes their emergency action face up and a starting hand: their refresh draw twice (a General draw at setup comes from a random deck).',
      `• The first demand card is revealed with the supply at 0; each player is dealt ${RULES.investDeal} investment cards and keeps 1 secretly (\`/na invest\`) for rounds 1-2.`,
      `• The turn track gets N assets in slots 1..N (N = ${byCount(RULES.slots)}); the first active player is chosen at random.`,
    ),
  },
  {
    name: 'round',
    text: lines(
      `**A round** (${RULES.rounds} in all): the **Action phase** (turns, clockwise, until no asset is left on the turn track), **Production** (each district with an android is exploited, in district number order), a **Demand round** after rounds ${demandRounds}, then the **Event** (the top event card resolves top to bottom, then the turn track is reset with new assets). The game ends right after the third Demand round (round ${RULES.rounds} has no Event).`,
      '**A turn** of the active player:',
      `1. **Refresh**: ready your exhausted assets; draw one card from each deck your corp sheet names; a General draw takes a card from any deck not yet drawn from in that step, your choice (\`/na general\`). Above ${RULES.handLimit} cards you discard down to ${RULES.handLimit}, face down (\`/na discard\`; some assets raise the limit).`,
      '2. **The deal** for the rightmost asset on the turn track (`deal`).',
      "3. **End of turn**: use your assets' End of Turn, Exhaust and Discard abilities (`/na asset`), then **End turn** (`/na end`): the active-player token passes left.",
      'An empty deck: the whole face-down discard pile is shuffled back, each card into its own deck; if that deck is still empty nothing is drawn.',
    ),
  },
  {
    name: 'deal',
    text: lines(
      '**The deal**, once per turn:',
      '1. **The asset**: the rightmost (highest-numbered) asset of the turn track is revealed; the deal is for it.',
      '2. **Main offer**: the active player offers an action card from hand (`/na offer`) and, if it can act on several districts, its target (`/na target`). The channel shows the card, the district and exactly what it would do.',
      '   A card is offered only where its first effect does something. With no such card you must offer your emergency action; with that face down too, any card, which then resolves with no effect in the city (its capital still pays).',
      `3. **Counteroffers**: clockwise from the active player, each other player gets one chance (\`/na counter\`): an action card or their face-up emergency action covering the previous offer, or pass. Cost paid to the bank: ${costs}. A player who cannot pay may only pass (some assets make it cheaper or free).`,
      '   A covered emergency action goes back to its owner face up at once.',
      '4. **Support** and **resolution**: see `support`.',
    ),
  },
  {
    name: 'support',
    text: lines(
      '**Support**: with a counteroffer on the table, every player (the offerers too) backs the main offer or the top counteroffer with one secret vote (`/na support`); the votes are revealed together. Most votes wins; **a tie goes to the main offer**. With no counteroffer the main offer wins without a vote.',
      'A vote asset (Exhaust) adds to your vote: `support:main:<asset>` exhausts it with your vote.',
      "**Resolution**: the winning offer resolves, by its owner: its effects in order at its target, then contracts (`contracts`), then illness (`illness`); its owner gains the card's capital and **claims the asset**.",
      'Every proposed action card, covered ones too, is discarded face down; nobody looks at the discard pile. An emergency action that won goes back face down (unusable until a card flips it); one that lost goes back face up.',
      "The deal is the turn's only action.",
    ),
  },
  {
    name: 'city',
    text: lines(
      `**The city**: ${DISTRICTS.length - 1} districts and **The Root** (district 0, no exit), see \`map\`. Every district has a primary resource, zero to two other resources, a condition box and one exiting path towards The Root.`,
      '**Production**: a district that produces adds 2 of its primary resource (3 with a development) and 1 of each other resource to the public supply.',
      '**Exploiting** a district: it produces, then its unrest rises one stage. In the Production phase every district with an android is exploited.',
      '**Unrest** has three stages: stable, protest (a token, protest side up), strike (flipped). Stable and protest districts work normally; a district in **strike** produces nothing. A change goes as far as it can: never past strike nor below stable; with no unrest token left, a stable district cannot rise.',
      '**Outage**: a district in outage produces nothing. Placing an outage (or one moving in) returns its unrest token; while it is in outage its unrest cannot rise, and removing the outage leaves it stable.',
      `Units and their space: \`units\`, \`movement\`. Illness: \`illness\`. Components: ${Object.entries(TOTALS)
        .map(([k, n]) => `${n} ${k === 'unrest' ? 'unrest tokens' : COMPONENT_NAMES[k as Component]}`)
        .join(', ')}; nothing is placed when the reserve holds none.`,
    ),
  },
  {
    name: 'units',
    text: lines(
      `**Units and developments** (${PRINTED.humanFirst} Human First, ${PRINTED.orgcrime} Orgcrime, ${PRINTED.prisec} Prisec):`,
      '• **Human First** (enemy): when its district is exploited, unrest rises **two** stages instead of one; if it cannot rise two (protest, strike, or an outage in the box), an **outage** is placed instead, returning the unrest token (a district already in outage gets a second copy, which moves).',
      `• **Orgcrime** (enemy): when its district is exploited it does not produce its primary resource; a single-resource district (${list(single)}) produces nothing.`,
      '• **Prisec**: an enemy unit sharing a district with Prisec moves on at once; placing Prisec moves every enemy unit there, and an enemy unit placed where Prisec is moves on; an enemy unit moving along a path passes through Prisec districts. Prisec never moves outages or illness and has no cap.',
      '• **Androids**: each district with an android is exploited in Production. At most one per district (a second is not placed); they never move.',
      '• **Developments**: +1 to the primary resource produced. At most one per district; never move.',
      'Movement and The Root: `movement`.',
    ),
  },
  {
    name: 'movement',
    text: lines(
      '**Space and movement**: at most one outage, one illness and one of each enemy unit per district. A newly placed copy where one already is moves along the exiting path (the arrows), again and again, until it reaches a district without that copy (an enemy unit: nor Prisec), or **The Root**.',
      `**The Root**: an enemy unit, outage or illness that moves into The Root goes back to the reserve and **threat rises by ${RULES.rootThreat}**.`,
      `Placed directly in The Root (a card naming district 0): it stays when The Root has none; a second copy (or an enemy unit where Prisec stands in The Root) cannot move on: it goes back to the reserve and threat rises by ${RULES.rootThreat}. The same for anything that must move out of The Root.`,
      'Moving a component out of a district is not removing it (contracts). A moving component involves every district it enters or leaves (`illness`).',
      'Androids and developments never move; Prisec never moves.',
    ),
  },
  {
    name: 'illness',
    text: lines(
      `**Illness**: when an action card resolves (emergency actions included; events, production and assets never) and involves one or more districts with an illness token, **threat rises by ${RULES.illnessThreat}**, once per card.`,
      '**Involved**: a district where a unit or token is placed, removed, or moves into or out of (every district a moving component passes through), and a district whose unrest changes (unrest tokens are placed, flipped or removed). Producing alone does not involve it.',
      "The check is made once the card's effects are done: threat rises if any involved district then holds illness. Placing illness raises it; curing the only sick district involved does not.",
      'Order at resolution: effects, contracts, illness; threat reaching 25 in between ends the game at once (`threat`).',
    ),
  },
  {
    name: 'contracts',
    text: lines(
      '**Contracts**: each corp sheet prints one. It pays its corporation when its condition is met **while an action card resolves, whoever resolved it**, once per card however often the condition is met. Assets and events never trigger contracts.',
      'Removing a component from The Root does not satisfy a removal condition. Moving a component out of a district is not removing it. An unrest token returned because of an outage is not a fall in unrest.',
      ...CORPS.map((c) => `• **${c.name}**: ${c.contract.text}`),
      'Some assets make your contract pay more (`asset-list`).',
    ),
  },
  {
    name: 'emergency',
    text: lines(
      '**Emergency actions**: one per corporation, kept beside its corp sheet, not part of the hand and never traded. It is proposed as an offer (`offer:E-...`, or as a counteroffer) and is stronger than a deck card.',
      'A player with no action card that can act must offer it as their main offer. It goes back **face down** when it wins (unusable) and **face up** when it loses or is covered. A face-down emergency action stays so until a card flips it (some assets and cards do).',
      ...EMERGENCIES.map((e) => `• **${e.name}** (${corpOf(e.corp).name}, ${TYPE_NAMES[e.type]}): ${cardText(e)}`),
    ),
  },
  {
    name: 'assets',
    text: lines(
      `**Assets** (${ASSETS.length}; \`asset-list\`): the turn track holds them; the winner of each deal claims the one dealt for. A claimed asset lies face up beside its owner's corp sheet.`,
      `• **End of Turn** (${ASSETS.filter((a) => a.timing === 'endOfTurn').length}): usable once at the end of each of its owner's turns.`,
      `• **Exhaust** (${ASSETS.filter((a) => a.timing === 'exhaust').length}): used where it says (a vote, a counteroffer, the end of your own turn), then exhausted; an exhausted asset cannot be used again until its owner readies it at the start of their own turn.`,
      `• **Discard** (${ASSETS.filter((a) => a.timing === 'discard').length}): used once at the end of your own turn, then it goes to the bottom of the asset deck.`,
      `• **Passive** (${ASSETS.filter((a) => a.timing === 'passive').length}): always on.`,
      'Asset effects are not action cards: they never trigger contracts or illness. Assets may be traded (`trading`).',
      'In Discord: at the end of your turn each usable asset is a button (`/na asset`) saying what it does; used or exhausted ones are listed with why.',
    ),
  },
  {
    name: 'demand',
    text: lines(
      `**Demand rounds**, after the Production phase of rounds ${demandRounds}:`,
      '1. **Score investments**: each player reveals theirs and gains its capital (scored against the board as the Demand round begins, before paying demand).',
      `2. **Pay demand**: met only if every resource in the supply is at or above its target on the demand card; otherwise threat rises by the card's amount (${Math.min(...DEMANDS.map((d) => d.threat))}-${Math.max(...DEMANDS.map((d) => d.threat))}).`,
      '3. The demand card goes to the bottom of its deck; the supply is reset to 0; the next demand is revealed.',
      `4. Each player is dealt ${RULES.investDeal} investments and keeps 1 secretly (\`/na invest\`) for the next two rounds; after the third Demand round none is chosen.`,
      'The game ends right after the third Demand round (`end`). The lists: `demands`, `investments`.',
    ),
  },
  {
    name: 'threat',
    text: lines(
      `**Threat** (0-${RULES.threatEnd}) rises: +${RULES.illnessThreat} for an action card involving illness; +${RULES.rootThreat} for a component moving into The Root; +5 to +7 for an unmet demand; and as cards, assets and events say (some lower it).`,
      `**Threat ${RULES.threatEnd} ends the game at once**: only a Federalist holding at least ${RULES.federalistCapital} capital wins; otherwise everyone loses. Threat never goes above ${RULES.threatEnd}.`,
      `In the middle of an action card: its effects are applied, then contracts, then illness, each stopping the moment threat reaches ${RULES.threatEnd} (capital gained before that counts for the Federalist).`,
    ),
  },
  {
    name: 'end',
    text: lines(
      '**The end**: right after the third Demand round, or at once when threat reaches 25 (`threat`).',
      '**Rival cards**: at a normal end you win if you hold **strictly more** capital than the corporation your rival card names (a tie does not beat it). Your own corporation as rival: you must beat ' +
        `${RULES.ownRivalBeats[4]} other corporations at 4-5 players, ${RULES.ownRivalBeats[6]} at 6.`,
      `**The Federalist** wins only if threat reaches ${RULES.threatEnd} while they hold at least ${RULES.federalistCapital} capital; they lose every normal end, also when the game ends during the third Demand round. With its card under the board there is no Federalist.`,
      'Several players can win; at least one always loses.',
      'The final board shows every rival card dealt; the one under the board is never revealed.',
    ),
  },
  {
    name: 'trading',
    text: lines(
      '**Trading**, at any time: players may give or trade capital and assets. Action cards and emergency actions are never traded.',
      '`/na trade` opens a private draft; `/na terms` sets the partner and the assets each way, `/na capital` the capital each way (type the number), then **Send** (or Cancel). The partner accepts or declines with a button (`/na answer`).',
      'A gift (asking nothing back) needs no acceptance: it happens when sent. Accepting completes a trade at once; if either side can no longer pay, it is refused and nothing moves.',
      'Promises about the future are not binding. Each player has at most one open proposal (a new one replaces it); proposals are seen by both sides only; a completed trade is public.',
    ),
  },
  {
    name: 'commands',
    text: lines(
      'Most choices come as buttons under **Your move** (and in DMs for counteroffer chances, votes and investments); `/na` reaches each by typing, with autocomplete of your legal choices only:',
      '`/na invest` (setup and Demand rounds), `/na general`, `/na discard` (refresh).',
      '`/na offer`, `/na target`, `/na counter`, `/na support`: the deal.',
      '`/na asset`, `/na atarget`, `/na end`: the end of your turn.',
      '`/na trade`, `/na terms`, `/na capital`, `/na answer`: trading, any time.',
      "`/hand`: your hand with each card's text, your rival card and your investment, only to you. `/game status`: the board.",
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
    `Tokens in the box: ${Object.entries(TOTALS)
      .filter(([k]) => !['humanFirst', 'orgcrime', 'prisec'].includes(k))
      .map(([k, n]) => `${n} ${k}`)
      .join(', ')}; board + reserve always add up to these.`,
  ],
  [
    '4',
    `Four resources (${RESOURCES.map((r) => RESOURCE_NAMES[r]).join(', ')}); the supply is a public count of each.`,
  ],
  [
    '5',
    `${DISTRICTS.length - 1} districts and The Root (district 0, no exit); each has a primary resource, 0-2 others, a condition box and one exiting path.`,
  ],
  [
    '6',
    `The map: four arms; outer districts exit into their arm's inner district, inner ones into The Root; ${list(single)} have a single resource (\`map\`).`,
  ],
  ['7', `Threat track 0-${RULES.threatEnd}; capital track 0-${RULES.capitalTrackMax} (more still counts).`],
  ['8', `The turn track has 6 slots; a round fills slots 1..N, N = ${byCount(RULES.slots)}.`],
  [
    '10',
    'Unrest goes as far as it can (+2 from protest reaches strike), never above strike nor below stable. Rising from stable takes an unrest token: with none left it cannot rise.',
  ],
  ['11', 'An outage moving into a district also returns its unrest token.'],
  ['12', 'While a district is in outage its unrest cannot rise; removing the outage leaves it stable.'],
  ['14', 'Producing adds 2 of the primary (3 with a development) and 1 of each other resource to the supply.'],
  [
    '15',
    'Human First: with no unrest token left in the reserve, unrest cannot rise two stages, so the outage is placed instead.',
  ],
  ['16', 'A Human First district already in outage: the outage Human First places is a second copy, so it moves on.'],
  ['18', 'An enemy unit placed where Prisec is moves on the same way. Prisec never moves outages or illness.'],
  ['19', 'Prisec has no cap: several may share a district.'],
  [
    '24',
    `A second copy placed directly in The Root (or an enemy unit in a Prisec Root), or anything that must move out of The Root, goes back to the reserve: threat +${RULES.rootThreat}.`,
  ],
  ['25', "Nothing is placed when the reserve holds none of it; the card's other effects still happen."],
  [
    '27',
    "Illness is checked once the card's effects are done: threat rises if an involved district then holds illness. Unrest changes involve the district; producing alone does not (the unrest it raises, or Human First's outage, does).",
  ],
  ['28', '"Moves" includes every district a moving component passes through.'],
  ['29', `Corporations in play: 4 players ${inPlay(4)}; 5 add ${added(5)}; 6 add ${added(6)}; seats at random.`],
  [
    '30',
    `Corp sheets: refresh draws ${CORPS.map((c) => `${c.short} ${drawOf(c)}`).join('; ')}; contracts and emergency actions in \`corporations\`.`,
  ],
  [
    '32',
    'Moving out is not removing; an unrest token returned by an outage is not a fall in unrest; a contract pays once per action card.',
  ],
  ['33', 'The rival card under the board is never revealed, not even at the end.'],
  [
    '36',
    'At least one player always loses, with no extra rule: rivals without a Federalist form cycles, and the Federalist loses a normal end.',
  ],
  ['37', `Threat starts at ${startThreat}; each corporation starts with ${RULES.startCapital} capital.`],
  ['38', "Every deck is shuffled with the table's seed."],
  ['39', `A setup card (of ${SETUP_CARDS.length}) gives the starting placements by district number (\`setup-cards\`).`],
  ['40', 'The first active player is chosen at random.'],
  ['41', 'Starting hand: the refresh draw twice; a General draw at setup comes from a random deck.'],
  [
    '42',
    `The first demand is revealed with the supply at 0; each player is dealt ${RULES.investDeal} investments and keeps 1 for rounds 1-2.`,
  ],
  ['43', 'The turn track for round 1 is filled at setup.'],
  [
    '45',
    `${RULES.rounds} rounds; Demand rounds after the Production of rounds ${demandRounds} (before the Event); the game ends after the third.`,
  ],
  ['47', "A General draw: a card from any deck not yet drawn from in that step, the drawer's choice."],
  ['48', `Hand limit ${RULES.handLimit}: above it after drawing, discard down, face down.`],
  ['49', 'An empty deck after the reshuffle: nothing is drawn.'],
  [
    '52',
    'Events place by district number (rules 22-25 apply), may change threat, and reset the turn track (assets left go to the bottom of the deck). Not action cards: no contracts, no illness threat. Threat 25 stops an event at once.',
  ],
  [
    '54',
    'A main offer names its target when the card can act on several districts; the channel shows the card, target and whole effect.',
  ],
  [
    '55',
    'A card is offered only where its first effect does something; with none, the emergency action; with it face down too, any card, with no effect in the city (its capital still pays); with no card at all, no deal (the asset to the bottom of its deck).',
  ],
  ['57', `Counteroffer cost: ${costs}; paid to the bank when placed; who cannot pay may only pass.`],
  [
    '59',
    'Support: every player commits one secret vote, revealed together; most votes wins, a tie goes to the main offer; no counteroffer, no vote.',
  ],
  [
    '60',
    "The winning offer is resolved by its owner: effects, then contracts, then illness; its owner gains the card's capital.",
  ],
  ['64', "The deal is the turn's only action."],
  ['69', "End of Turn and Discard abilities at the end of one's own turn; Exhaust where they say; passive always."],
  ['70', `The ${ASSETS.length} assets are in \`asset-list\`; their effects never trigger contracts or illness.`],
  ['71', '`/na trade` drafts a proposal privately, then sends it; the partner accepts or declines with a button.'],
  ['72', 'Accepting completes a trade at once; if either side can no longer pay, it is refused and nothing moves.'],
  ['73', 'A gift (asking nothing back) needs no acceptance.'],
  [
    '75',
    'One open proposal per player (a new one replaces it); seen by both sides only; a completed trade is public; sent only when your side can pay now; an exhausted asset stays exhausted.',
  ],
  ['76', 'A scored investment goes to the bottom of the investment deck.'],
  [
    '79',
    `Investments: dealt ${RULES.investDeal}, keep 1; after the third Demand round none, and no next demand is revealed (the game is over).`,
  ],
  [
    '80',
    `The ${INVESTMENTS.length} investments (\`investments\`) are scored as the Demand round begins, before paying demand.`,
  ],
  ['82', `Threat never goes above ${RULES.threatEnd}.`],
  [
    '83',
    `Threat ${RULES.threatEnd} mid-card: effects, contracts, illness, each stopping at once; capital gained before counts for the Federalist.`,
  ],
  ['85', 'The final board shows every rival card dealt (not the one under the board).'],
  [
    '86',
    `${ACTION_CARDS.length} action cards, ${ACTION_CARDS.length / ACTION_TYPES.length} per type; each names where it may target, its effects in order and its pay (\`cards-labor\` ...). An effect acts at the target, the district it exits to, its path to The Root, or every district meeting the conditions. A General draw by an effect takes from the largest deck. Exploit cards target a district that functions normally: stable or in protest, not in strike or outage (rule 9). A card with no target only pays.`,
  ],
  [
    '87',
    `${EMERGENCIES.length} emergency actions, one per corporation (\`emergency\`); assets that flip one face up exist (\`asset-list\`).`,
  ],
  [
    '88',
    'Secret to its owner: rival card, hand, investment (and the ones offered), trade drafts. Secret to all: the card under the board, deck order, the discard pile. Everything else is public.',
  ],
];

const rulingTopics = rulingsTopics(
  '**Rulings** the sources leave open, as decided here (rule numbers of docs/games/new-angeles.md):',
  RULINGS,
);

// ---- The designed components, from the data. ----

function districtLine(d: District): string {
  const others = d.others.map((r) => `, ${RESOURCE_NAMES[r]} (1)`).join('');
  return `• **${d.n} ${d.name}**: ${RESOURCE_NAMES[d.primary]} (2)${others}; ${d.exit === null ? 'no exit' : `exits to ${d.exit} ${districtOf(d.exit).name}`}.`;
}

const mapTopics = englishIndex(
  'map',
  `**The board** (designed): ${DISTRICTS.length - 1} districts and ${ROOT.name}; primary resource (produces 2), others (1 each), where its exiting path leads:`,
  DISTRICTS.map(districtLine),
);

const corporationsTopic: HelpTopic = {
  name: 'corporations',
  text: lines(
    `**The ${CORPS.length} corporations** (designed corp sheets; \`corp-<name>\` for each):`,
    ...CORPS.map(
      (c) =>
        `• **${c.name}** (from ${c.from} players): refresh draw ${drawOf(c)}; contract: ${c.contract.text} Emergency action: ${emergencyOf(c.emergency).name}.`,
    ),
  ),
};

const corpTopics: HelpTopic[] = CORPS.map((c) => {
  const e = emergencyOf(c.emergency);
  return {
    name: `corp-${slug(c.name)}`,
    text: lines(
      `**${c.name}**: in play from ${c.from} players.`,
      `Refresh draw: ${drawOf(c)} (a General draw: any deck not yet drawn from, your choice).`,
      `Contract: ${c.contract.text}`,
      `Emergency action: **${e.name}** (${TYPE_NAMES[e.type]}): ${cardText(e)}`,
      designed(c.note),
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
  englishIndex(
    `cards-${t}`,
    `**${TYPE_NAMES[t]}** action cards (designed; ${ACTION_CARDS.filter((c) => c.type === t).length} cards):`,
    DESIGNS.filter((d) => d.card.type === t).map(
      ({ card, copies }) => `• **${card.name}** ×${copies}: ${cardText(card)}`,
    ),
  ),
);

const TIMING: Readonly<Record<Asset['timing'], string>> = {
  endOfTurn: 'End of Turn',
  exhaust: 'Exhaust',
  discard: 'Discard',
  passive: 'Passive',
};
const assetTopics = englishIndex(
  'asset-list',
  `**The ${ASSETS.length} assets** (designed; timing, then the card's text):`,
  ASSETS.map((a) => `• **${a.name}** (${TIMING[a.timing]}): ${a.text}`),
);

function eventStep(st: EventStep): string {
  if ('place' in st) return `${COMPONENT_NAMES[st.place]} in ${st.district} ${districtOf(st.district).name}`;
  if ('remove' in st) return `remove ${COMPONENT_NAMES[st.remove]} from ${st.district} ${districtOf(st.district).name}`;
  if ('unrest' in st)
    return `unrest ${st.unrest > 0 ? '+' : ''}${st.unrest} in ${st.district} ${districtOf(st.district).name}`;
  return `threat ${st.threat > 0 ? '+' : ''}${st.threat}`;
}
const eventTopics = englishIndex(
  'events',
  `**The ${EVENT_CARDS.length} event cards** (designed; top to bottom, then the turn track is reset):`,
  EVENT_CARDS.map((e) => `• **${e.name}**: ${e.steps.map(eventStep).join('; ')}.`),
);

const targets = (t: Readonly<Record<Resource, number>>): string =>
  RESOURCES.map((r) => `${RESOURCE_NAMES[r]} ${t[r]}`).join(', ');
const demandsTopic: HelpTopic = {
  name: 'demands',
  text: lines(
    `**The ${DEMANDS.length} demand cards** (designed; targets, threat if unmet):`,
    ...DEMANDS.map((d) => `• **${d.name}**: ${targets(d.targets)}; +${d.threat} threat if unmet.`),
  ),
};
const investmentsTopic: HelpTopic = {
  name: 'investments',
  text: lines(
    `**The ${INVESTMENTS.length} investment cards** (designed; scored as a Demand round begins):`,
    ...INVESTMENTS.map((c) => `• **${c.name}**: ${c.text}`),
  ),
};

const setupLine = (c: (typeof SETUP_CARDS)[number]): string => {
  const at = (what: Component) =>
    c.place
      .filter((p) => p.what === what)
      .map((p) => p.district)
      .join(', ');
  const placed = (['android', 'development', 'humanFirst', 'orgcrime', 'prisec', 'illness'] as const)
    .filter((w) => at(w))
    .map((w) => `${COMPONENT_NAMES[w]} ${at(w)}`);
  const unrest = c.unrest.map((u) => `${u.stage === 2 ? 'strike' : 'protest'} ${u.district}`);
  return `• **${c.name}**: ${[...placed, ...unrest].join('; ')}.`;
};
const setupTopics = englishIndex(
  'setup-cards',
  `**The ${SETUP_CARDS.length} setup cards** (designed; district numbers, \`map\`):`,
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
