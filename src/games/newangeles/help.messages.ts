/**
 * New Angeles' /game help topics (namespace `na.help`), in English and French (docs/i18n.md; the
 * glossary's New Angeles section gives the words). help.ts puts the numbers and the printed names
 * in as values. Topic names (`deal`, `rulings`...) and typed choice values stay as they are: they
 * are what `/game help topic:` and the options take. French subcommand names (`/na offrir`...) are
 * the `name_localizations.fr` of the /na command.
 */
import { defineMessages } from '../../engine/messages.ts';

/** The components, by id: bare (a count before it), with an article (an event step), as a list entry (a setup card). */
const BARE_EN =
  '{c, select, android {android} development {development} outage {outage} illness {illness} humanFirst {Human First} orgcrime {Orgcrime} other {Prisec}}';
const A_FR =
  '{c, select, android {un androïde} development {un développement} outage {une panne} illness {une maladie} humanFirst {Human First} orgcrime {Orgcrime} other {Prisec}}';

export const h = defineMessages(
  'na.help',
  {
    'na.help.byCount': '{a}/{b}/{c} at 4/5/6 players',
    'na.help.general': 'General',
    'na.help.cost':
      '{i, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {c, plural, =0 {free} other {# capital}}',
    'na.help.inBox':
      '{n} {k, select, android {android} development {development} outage {outage} illness {illness} humanFirst {Human First} orgcrime {Orgcrime} prisec {Prisec} other {unrest tokens}}',
    'na.help.token':
      '{n} {k, select, android {android} development {development} outage {outage} illness {illness} other {unrest}}',
    'na.help.bullet': '• **{name}**: {text}',
    'na.help.overview.1':
      '**New Angeles**: {corps} megacorporations (4-6 players, each runs one) in the city at the foot of the Beanstalk. Each turn the table **deals** for an asset: the active player offers an action card, the others may counteroffer in turn, everyone supports one of the two offers left, and the winning card resolves in the city: it pays its owner, who claims the asset (`deal`, `support`).',
    'na.help.overview.2':
      'Keep the city supplied: androids and exploited districts fill a public supply; at the **Demand rounds** after rounds {rounds} the supply must meet every target of the demand card, or threat rises (`demand`).',
    'na.help.overview.3':
      "**Winning**: your **rival card** is secret. After the third Demand round you win if you hold strictly more capital than your rival's corporation (your own corporation: beat {four} others at 4-5 players, {six} at 6). Several may win; at least one always loses.",
    'na.help.overview.4':
      'One rival card may be **the Federalist**: they win alone if threat reaches {end} while they hold at least {fed} capital. Threat {end} ends the game at once; without such a Federalist everyone loses (`end`).',
    'na.help.overview.5': 'Your hand, rival card and investment are only in `/hand` and your DMs; counts are public.',
    'na.help.overview.6':
      "Topics: `setup`, `round`, `deal`, `support`, `city`, `units`, `movement`, `illness`, `map`, `corporations`, `contracts`, `emergency`, `assets`, `demand`, `threat`, `end`, `trading`, `commands`, `rulings`; the components: `corp-'<'name>`, `cards-labor` (and the other four types), `asset-list`, `events`, `demands`, `investments`, `setup-cards`.",
    'na.help.setup.1': "**Setup** (the bot does it, from the table's seed):",
    'na.help.setup.2': '• Corporations: 4 players {four}; 5 add {five}; 6 add {six}. Seats get them at random.',
    'na.help.setup.3':
      '• Rival cards: those corporations plus the Federalist, shuffled; one goes under the board unseen (never revealed), one to each player secretly.',
    'na.help.setup.4': '• Threat starts at {threat}; every corporation has {capital} capital.',
    'na.help.setup.5':
      '• A setup card (one of {n}, `setup-cards`) places androids, a development, one Human First, one Orgcrime, one Prisec, an illness and some unrest.',
    'na.help.setup.6':
      '• Each player takes their emergency action face up and a starting hand: their refresh draw twice (a General draw at setup comes from a random deck).',
    'na.help.setup.7':
      '• The first demand card is revealed with the supply at 0; each player is dealt {n} investment cards and keeps 1 secretly (`/na invest`) for rounds 1-2.',
    'na.help.setup.8':
      '• The turn track gets N assets in slots 1..N (N = {slots}); the first active player is chosen at random.',
    'na.help.round.1':
      '**A round** ({rounds} in all): the **Action phase** (turns, clockwise, until no asset is left on the turn track), **Production** (each district with an android is exploited, in district number order), a **Demand round** after rounds {demand}, then the **Event** (the top event card resolves top to bottom, then the turn track is reset with new assets). The game ends right after the third Demand round (round {rounds} has no Event).',
    'na.help.round.2': '**A turn** of the active player:',
    'na.help.round.3':
      '1. **Refresh**: ready your exhausted assets; draw one card from each deck your corp sheet names; a General draw takes a card from any deck not yet drawn from in that step, your choice (`/na general`). Above {limit} cards you discard down to {limit}, face down (`/na discard`; some assets raise the limit).',
    'na.help.round.4': '2. **The deal** for the rightmost asset on the turn track (`deal`).',
    'na.help.round.5':
      "3. **End of turn**: use your assets' End of Turn, Exhaust and Discard abilities (`/na asset`), then **End turn** (`/na end`): the active-player token passes left.",
    'na.help.round.6':
      'An empty deck: the whole face-down discard pile is shuffled back, each card into its own deck; if that deck is still empty nothing is drawn.',
    'na.help.deal.1': '**The deal**, once per turn:',
    'na.help.deal.2':
      '1. **The asset**: the rightmost (highest-numbered) asset of the turn track is revealed; the deal is for it.',
    'na.help.deal.3':
      '2. **Main offer**: the active player offers an action card from hand (`/na offer`) and, if it can act on several districts, its target (`/na target`). The channel shows the card, the district and exactly what it would do.',
    'na.help.deal.4':
      '   A card is offered only where its first effect does something. With no such card you must offer your emergency action; with that face down too, any card, which then resolves with no effect in the city (its capital still pays).',
    'na.help.deal.5':
      '3. **Counteroffers**: clockwise from the active player, each other player gets one chance (`/na counter`): an action card or their face-up emergency action covering the previous offer, or pass. Cost paid to the bank: {costs}. A player who cannot pay may only pass (some assets make it cheaper or free).',
    'na.help.deal.6': '   A covered emergency action goes back to its owner face up at once.',
    'na.help.deal.7': '4. **Support** and **resolution**: see `support`.',
    'na.help.support.1':
      '**Support**: with a counteroffer on the table, every player (the offerers too) backs the main offer or the top counteroffer with one secret vote (`/na support`); the votes are revealed together. Most votes wins; **a tie goes to the main offer**. With no counteroffer the main offer wins without a vote.',
    'na.help.support.2':
      "A vote asset (Exhaust) adds to your vote: `support:main:'<'asset>` exhausts it with your vote.",
    'na.help.support.3':
      "**Resolution**: the winning offer resolves, by its owner: its effects in order at its target, then contracts (`contracts`), then illness (`illness`); its owner gains the card's capital and **claims the asset**.",
    'na.help.support.4':
      'Every proposed action card, covered ones too, is discarded face down; nobody looks at the discard pile. An emergency action that won goes back face down (unusable until a card flips it); one that lost goes back face up.',
    'na.help.onlyAction': "The deal is the turn's only action.",
    'na.help.city.1':
      '**The city**: {n} districts and **The Root** (district 0, no exit), see `map`. Every district has a primary resource, zero to two other resources, a condition box and one exiting path towards The Root.',
    'na.help.city.2':
      '**Production**: a district that produces adds 2 of its primary resource (3 with a development) and 1 of each other resource to the public supply.',
    'na.help.city.3':
      '**Exploiting** a district: it produces, then its unrest rises one stage. In the Production phase every district with an android is exploited.',
    'na.help.city.4':
      '**Unrest** has three stages: stable, protest (a token, protest side up), strike (flipped). Stable and protest districts work normally; a district in **strike** produces nothing. A change goes as far as it can: never past strike nor below stable; with no unrest token left, a stable district cannot rise.',
    'na.help.city.5':
      '**Outage**: a district in outage produces nothing. Placing an outage (or one moving in) returns its unrest token; while it is in outage its unrest cannot rise, and removing the outage leaves it stable.',
    'na.help.city.6':
      'Units and their space: `units`, `movement`. Illness: `illness`. Components: {list}; nothing is placed when the reserve holds none.',
    'na.help.units.1': '**Units and developments** ({hf} Human First, {oc} Orgcrime, {ps} Prisec):',
    'na.help.units.2':
      '• **Human First** (enemy): when its district is exploited, unrest rises **two** stages instead of one; if it cannot rise two (protest, strike, or an outage in the box), an **outage** is placed instead, returning the unrest token (a district already in outage gets a second copy, which moves).',
    'na.help.units.3':
      '• **Orgcrime** (enemy): when its district is exploited it does not produce its primary resource; a single-resource district ({single}) produces nothing.',
    'na.help.units.4':
      '• **Prisec**: an enemy unit sharing a district with Prisec moves on at once; placing Prisec moves every enemy unit there, and an enemy unit placed where Prisec is moves on; an enemy unit moving along a path passes through Prisec districts. Prisec never moves outages or illness and has no cap.',
    'na.help.units.5':
      '• **Androids**: each district with an android is exploited in Production. At most one per district (a second is not placed); they never move.',
    'na.help.units.6': '• **Developments**: +1 to the primary resource produced. At most one per district; never move.',
    'na.help.units.7': 'Movement and The Root: `movement`.',
    'na.help.movement.1':
      '**Space and movement**: at most one outage, one illness and one of each enemy unit per district. A newly placed copy where one already is moves along the exiting path (the arrows), again and again, until it reaches a district without that copy (an enemy unit: nor Prisec), or **The Root**.',
    'na.help.movement.2':
      '**The Root**: an enemy unit, outage or illness that moves into The Root goes back to the reserve and **threat rises by {n}**.',
    'na.help.movement.3':
      'Placed directly in The Root (a card naming district 0): it stays when The Root has none; a second copy (or an enemy unit where Prisec stands in The Root) cannot move on: it goes back to the reserve and threat rises by {n}. The same for anything that must move out of The Root.',
    'na.help.movement.4':
      'Moving a component out of a district is not removing it (contracts). A moving component involves every district it enters or leaves (`illness`).',
    'na.help.movement.5': 'Androids and developments never move; Prisec never moves.',
    'na.help.illness.1':
      '**Illness**: when an action card resolves (emergency actions included; events, production and assets never) and involves one or more districts with an illness token, **threat rises by {n}**, once per card.',
    'na.help.illness.2':
      '**Involved**: a district where a unit or token is placed, removed, or moves into or out of (every district a moving component passes through), and a district whose unrest changes (unrest tokens are placed, flipped or removed). Producing alone does not involve it.',
    'na.help.illness.3':
      "The check is made once the card's effects are done: threat rises if any involved district then holds illness. Placing illness raises it; curing the only sick district involved does not.",
    'na.help.illness.4':
      'Order at resolution: effects, contracts, illness; threat reaching 25 in between ends the game at once (`threat`).',
    'na.help.contracts.1':
      '**Contracts**: each corp sheet prints one. It pays its corporation when its condition is met **while an action card resolves, whoever resolved it**, once per card however often the condition is met. Assets and events never trigger contracts.',
    'na.help.contracts.2':
      'Removing a component from The Root does not satisfy a removal condition. Moving a component out of a district is not removing it. An unrest token returned because of an outage is not a fall in unrest.',
    'na.help.contracts.3': 'Some assets make your contract pay more (`asset-list`).',
    'na.help.emergency.1':
      '**Emergency actions**: one per corporation, kept beside its corp sheet, not part of the hand and never traded. It is proposed as an offer (`offer:E-...`, or as a counteroffer) and is stronger than a deck card.',
    'na.help.emergency.2':
      'A player with no action card that can act must offer it as their main offer. It goes back **face down** when it wins (unusable) and **face up** when it loses or is covered. A face-down emergency action stays so until a card flips it (some assets and cards do).',
    'na.help.emergency.card': '• **{name}** ({corp}, {type}): {text}',
    'na.help.assets.1':
      "**Assets** ({n}; `asset-list`): the turn track holds them; the winner of each deal claims the one dealt for. A claimed asset lies face up beside its owner's corp sheet.",
    'na.help.assets.2': "• **End of Turn** ({n}): usable once at the end of each of its owner's turns.",
    'na.help.assets.3':
      '• **Exhaust** ({n}): used where it says (a vote, a counteroffer, the end of your own turn), then exhausted; an exhausted asset cannot be used again until its owner readies it at the start of their own turn.',
    'na.help.assets.4':
      '• **Discard** ({n}): used once at the end of your own turn, then it goes to the bottom of the asset deck.',
    'na.help.assets.5': '• **Passive** ({n}): always on.',
    'na.help.assets.6':
      'Asset effects are not action cards: they never trigger contracts or illness. Assets may be traded (`trading`).',
    'na.help.assets.7':
      'In Discord: at the end of your turn each usable asset is a button (`/na asset`) saying what it does; used or exhausted ones are listed with why.',
    'na.help.demand.1': '**Demand rounds**, after the Production phase of rounds {rounds}:',
    'na.help.demand.2':
      '1. **Score investments**: each player reveals theirs and gains its capital (scored against the board as the Demand round begins, before paying demand).',
    'na.help.demand.3':
      "2. **Pay demand**: met only if every resource in the supply is at or above its target on the demand card; otherwise threat rises by the card's amount ({min}-{max}).",
    'na.help.demand.4':
      '3. The demand card goes to the bottom of its deck; the supply is reset to 0; the next demand is revealed.',
    'na.help.demand.5':
      '4. Each player is dealt {n} investments and keeps 1 secretly (`/na invest`) for the next two rounds; after the third Demand round none is chosen.',
    'na.help.demand.6':
      'The game ends right after the third Demand round (`end`). The lists: `demands`, `investments`.',
    'na.help.threat.1':
      '**Threat** (0-{end}) rises: +{illness} for an action card involving illness; +{root} for a component moving into The Root; +5 to +7 for an unmet demand; and as cards, assets and events say (some lower it).',
    'na.help.threat.2':
      '**Threat {end} ends the game at once**: only a Federalist holding at least {fed} capital wins; otherwise everyone loses. Threat never goes above {end}.',
    'na.help.threat.3':
      'In the middle of an action card: its effects are applied, then contracts, then illness, each stopping the moment threat reaches {end} (capital gained before that counts for the Federalist).',
    'na.help.end.1': '**The end**: right after the third Demand round, or at once when threat reaches 25 (`threat`).',
    'na.help.end.2':
      '**Rival cards**: at a normal end you win if you hold **strictly more** capital than the corporation your rival card names (a tie does not beat it). Your own corporation as rival: you must beat {four} other corporations at 4-5 players, {six} at 6.',
    'na.help.end.3':
      '**The Federalist** wins only if threat reaches {end} while they hold at least {fed} capital; they lose every normal end, also when the game ends during the third Demand round. With its card under the board there is no Federalist.',
    'na.help.end.4': 'Several players can win; at least one always loses.',
    'na.help.end.5': 'The final board shows every rival card dealt; the one under the board is never revealed.',
    'na.help.trading.1':
      '**Trading**, at any time: players may give or trade capital and assets. Action cards and emergency actions are never traded.',
    'na.help.trading.2':
      '`/na trade` opens a private draft; `/na terms` sets the partner and the assets each way, `/na capital` the capital each way (type the number), then **Send** (or Cancel). The partner accepts or declines with a button (`/na answer`).',
    'na.help.trading.3':
      'A gift (asking nothing back) needs no acceptance: it happens when sent. Accepting completes a trade at once; if either side can no longer pay, it is refused and nothing moves.',
    'na.help.trading.4':
      'Promises about the future are not binding. Each player has at most one open proposal (a new one replaces it); proposals are seen by both sides only; a completed trade is public.',
    'na.help.commands.1':
      'Most choices come as buttons under **Your move** (and in DMs for counteroffer chances, votes and investments); `/na` reaches each by typing, with autocomplete of your legal choices only:',
    'na.help.commands.2': '`/na invest` (setup and Demand rounds), `/na general`, `/na discard` (refresh).',
    'na.help.commands.3': '`/na offer`, `/na target`, `/na counter`, `/na support`: the deal.',
    'na.help.commands.4': '`/na asset`, `/na atarget`, `/na end`: the end of your turn.',
    'na.help.commands.5': '`/na trade`, `/na terms`, `/na capital`, `/na answer`: trading, any time.',
    'na.help.commands.6':
      "`/hand`: your hand with each card's text, your rival card and your investment, only to you. `/game status`: the board.",
    'na.help.rulings':
      '**Rulings** the sources leave open, as decided here (rule numbers of docs/games/new-angeles.md):',
    'na.help.r3': 'Tokens in the box: {list}; board + reserve always add up to these.',
    'na.help.r4': 'Four resources ({list}); the supply is a public count of each.',
    'na.help.r5':
      '{n} districts and The Root (district 0, no exit); each has a primary resource, 0-2 others, a condition box and one exiting path.',
    'na.help.r6':
      "The map: four arms; outer districts exit into their arm's inner district, inner ones into The Root; {single} have a single resource (`map`).",
    'na.help.r7': 'Threat track 0-{end}; capital track 0-{max} (more still counts).',
    'na.help.r8': 'The turn track has 6 slots; a round fills slots 1..N, N = {slots}.',
    'na.help.r10':
      'Unrest goes as far as it can (+2 from protest reaches strike), never above strike nor below stable. Rising from stable takes an unrest token: with none left it cannot rise.',
    'na.help.r11': 'An outage moving into a district also returns its unrest token.',
    'na.help.r12': 'While a district is in outage its unrest cannot rise; removing the outage leaves it stable.',
    'na.help.r14': 'Producing adds 2 of the primary (3 with a development) and 1 of each other resource to the supply.',
    'na.help.r15':
      'Human First: with no unrest token left in the reserve, unrest cannot rise two stages, so the outage is placed instead.',
    'na.help.r16':
      'A Human First district already in outage: the outage Human First places is a second copy, so it moves on.',
    'na.help.r18': 'An enemy unit placed where Prisec is moves on the same way. Prisec never moves outages or illness.',
    'na.help.r19': 'Prisec has no cap: several may share a district.',
    'na.help.r24':
      'A second copy placed directly in The Root (or an enemy unit in a Prisec Root), or anything that must move out of The Root, goes back to the reserve: threat +{n}.',
    'na.help.r25': "Nothing is placed when the reserve holds none of it; the card's other effects still happen.",
    'na.help.r27':
      "Illness is checked once the card's effects are done: threat rises if an involved district then holds illness. Unrest changes involve the district; producing alone does not (the unrest it raises, or Human First's outage, does).",
    'na.help.r28': '"Moves" includes every district a moving component passes through.',
    'na.help.r29': 'Corporations in play: 4 players {four}; 5 add {five}; 6 add {six}; seats at random.',
    'na.help.r30': 'Corp sheets: refresh draws {list}; contracts and emergency actions in `corporations`.',
    'na.help.r32':
      'Moving out is not removing; an unrest token returned by an outage is not a fall in unrest; a contract pays once per action card.',
    'na.help.r33': 'The rival card under the board is never revealed, not even at the end.',
    'na.help.r36':
      'At least one player always loses, with no extra rule: rivals without a Federalist form cycles, and the Federalist loses a normal end.',
    'na.help.r37': 'Threat starts at {threat}; each corporation starts with {capital} capital.',
    'na.help.r38': "Every deck is shuffled with the table's seed.",
    'na.help.r39': 'A setup card (of {n}) gives the starting placements by district number (`setup-cards`).',
    'na.help.r40': 'The first active player is chosen at random.',
    'na.help.r41': 'Starting hand: the refresh draw twice; a General draw at setup comes from a random deck.',
    'na.help.r42':
      'The first demand is revealed with the supply at 0; each player is dealt {n} investments and keeps 1 for rounds 1-2.',
    'na.help.r43': 'The turn track for round 1 is filled at setup.',
    'na.help.r45':
      '{rounds} rounds; Demand rounds after the Production of rounds {list} (before the Event); the game ends after the third.',
    'na.help.r47': "A General draw: a card from any deck not yet drawn from in that step, the drawer's choice.",
    'na.help.r48': 'Hand limit {n}: above it after drawing, discard down, face down.',
    'na.help.r49': 'An empty deck after the reshuffle: nothing is drawn.',
    'na.help.r52':
      'Events place by district number (rules 22-25 apply), may change threat, and reset the turn track (assets left go to the bottom of the deck). Not action cards: no contracts, no illness threat. Threat 25 stops an event at once.',
    'na.help.r54':
      'A main offer names its target when the card can act on several districts; the channel shows the card, target and whole effect.',
    'na.help.r55':
      'A card is offered only where its first effect does something; with none, the emergency action; with it face down too, any card, with no effect in the city (its capital still pays); with no card at all, no deal (the asset to the bottom of its deck).',
    'na.help.r57': 'Counteroffer cost: {costs}; paid to the bank when placed; who cannot pay may only pass.',
    'na.help.r59':
      'Support: every player commits one secret vote, revealed together; most votes wins, a tie goes to the main offer; no counteroffer, no vote.',
    'na.help.r60':
      "The winning offer is resolved by its owner: effects, then contracts, then illness; its owner gains the card's capital.",
    'na.help.r69':
      "End of Turn and Discard abilities at the end of one's own turn; Exhaust where they say; passive always.",
    'na.help.r70': 'The {n} assets are in `asset-list`; their effects never trigger contracts or illness.',
    'na.help.r71':
      '`/na trade` drafts a proposal privately, then sends it; the partner accepts or declines with a button.',
    'na.help.r72':
      'Accepting completes a trade at once; if either side can no longer pay, it is refused and nothing moves.',
    'na.help.r73': 'A gift (asking nothing back) needs no acceptance.',
    'na.help.r75':
      'One open proposal per player (a new one replaces it); seen by both sides only; a completed trade is public; sent only when your side can pay now; an exhausted asset stays exhausted.',
    'na.help.r76': 'A scored investment goes to the bottom of the investment deck.',
    'na.help.r79':
      'Investments: dealt {n}, keep 1; after the third Demand round none, and no next demand is revealed (the game is over).',
    'na.help.r80': 'The {n} investments (`investments`) are scored as the Demand round begins, before paying demand.',
    'na.help.r82': 'Threat never goes above {n}.',
    'na.help.r83':
      'Threat {n} mid-card: effects, contracts, illness, each stopping at once; capital gained before counts for the Federalist.',
    'na.help.r85': 'The final board shows every rival card dealt (not the one under the board).',
    'na.help.r86':
      '{n} action cards, {per} per type; each names where it may target, its effects in order and its pay (`cards-labor` ...). An effect acts at the target, the district it exits to, its path to The Root, or every district meeting the conditions. A General draw by an effect takes from the largest deck. Exploit cards target a district that functions normally: stable or in protest, not in strike or outage (rule 9). A card with no target only pays.',
    'na.help.r87':
      '{n} emergency actions, one per corporation (`emergency`); assets that flip one face up exist (`asset-list`).',
    'na.help.r88':
      'Secret to its owner: rival card, hand, investment (and the ones offered), trade drafts. Secret to all: the card under the board, deck order, the discard pile. Everything else is public.',
    'na.help.map':
      '**The board** (designed): {n} districts and {root}; primary resource (produces 2), others (1 each), where its exiting path leads:',
    'na.help.map.other': ', {r} (1)',
    'na.help.map.line':
      '• **{n} {name}**: {primary} (2){others}; {exit, select, none {no exit} other {exits to {exit}}}.',
    'na.help.corps': "**The {n} corporations** (designed corp sheets; `corp-'<'name>` for each):",
    'na.help.corps.line':
      '• **{name}** (from {from} players): refresh draw {draw}; contract: {contract} Emergency action: {emergency}.',
    'na.help.corp.1': '**{name}**: in play from {from} players.',
    'na.help.corp.2': 'Refresh draw: {draw} (a General draw: any deck not yet drawn from, your choice).',
    'na.help.corp.3': 'Contract: {text}',
    'na.help.corp.4': 'Emergency action: **{name}** ({type}): {text}',
    'na.help.corp.note':
      "*Designed: the printed corp sheets are not in the sources; draw pattern, contract and emergency follow the issue's guidance. Contract capital (tuned): about 10 capital a game each; NBN's condition is met most often, so it pays least.*",
    'na.help.cards': '**{type}** action cards (designed; {n} cards):',
    'na.help.cards.line': '• **{name}** ×{copies}: {text}',
    'na.help.assetList': "**The {n} assets** (designed; timing, then the card's text):",
    'na.help.assetList.line':
      '• **{name}** ({timing, select, endOfTurn {End of Turn} exhaust {Exhaust} discard {Discard} other {Passive}}): {text}',
    'na.help.events': '**The {n} event cards** (designed; top to bottom, then the turn track is reset):',
    'na.help.events.line': '• **{name}**: {steps}.',
    'na.help.step.place': `${BARE_EN} in {d}`,
    'na.help.step.remove': `remove ${BARE_EN} from {d}`,
    'na.help.step.unrest': 'unrest {by} in {d}',
    'na.help.step.threat': 'threat {by}',
    'na.help.demands': '**The {n} demand cards** (designed; targets, threat if unmet):',
    'na.help.demands.line': '• **{name}**: {targets}; +{threat} threat if unmet.',
    'na.help.investments': '**The {n} investment cards** (designed; scored as a Demand round begins):',
    'na.help.setupCards': '**The {n} setup cards** (designed; district numbers, `map`):',
    'na.help.setupCards.placed': `{k, plural, other {${BARE_EN}}} {at}`,
    'na.help.setupCards.unrest': '{strike, select, y {strike} other {protest}} {d}',
    'na.help.setupCards.line': '• **{name}**: {list}.',
  } as const,
  {
    'na.help.byCount': '{a}/{b}/{c} à 4/5/6 joueurs',
    'na.help.general': 'Générale',
    'na.help.cost': '{i, selectordinal, one {#re} other {#e}} {c, plural, =0 {gratuite} other {# capital}}',
    'na.help.inBox':
      '{n} {k, select, android {androïdes} development {développements} outage {pannes} illness {maladies} humanFirst {Human First} orgcrime {Orgcrime} prisec {Prisec} other {jetons d’agitation}}',
    'na.help.token':
      '{n} {k, select, android {androïdes} development {développements} outage {pannes} illness {maladies} other {jetons d’agitation}}',
    'na.help.bullet': '• **{name}** : {text}',
    'na.help.overview.1':
      '**New Angeles** : {corps} mégacorporations (de 4 à 6 joueurs, chacun en dirige une) dans la ville au pied du Haricot. À chaque tour, la table **négocie** un atout : le joueur actif offre une carte Action, les autres peuvent faire chacun à son tour une contre-offre, tous soutiennent l’une des deux offres restantes, et la carte gagnante se résout dans la ville : elle rapporte à son propriétaire, qui remporte l’atout (`deal`, `support`).',
    'na.help.overview.2':
      'Approvisionnez la ville : androïdes et districts exploités remplissent un approvisionnement public ; aux **manches de Demande**, après les manches {rounds}, l’approvisionnement doit atteindre chaque objectif de la carte Demande, sinon la Menace monte (`demand`).',
    'na.help.overview.3':
      '**Gagner** : votre **carte Rival** est secrète. Après la troisième manche de Demande, vous gagnez si vous avez strictement plus de capital que la corporation de votre rival (votre propre corporation : en battre {four} autres à 4-5 joueurs, {six} à 6). Plusieurs peuvent gagner ; au moins un perd toujours.',
    'na.help.overview.4':
      'Une carte Rival peut être **le Fédéraliste** : il gagne seul si la Menace atteint {end} alors qu’il a au moins {fed} capital. Une Menace de {end} arrête aussitôt la partie ; sans un tel Fédéraliste, tout le monde perd (`end`).',
    'na.help.overview.5':
      'Votre main, votre carte Rival et votre investissement ne sont que dans `/main` et vos MP ; les nombres sont publics.',
    'na.help.overview.6':
      "Sujets : `setup`, `round`, `deal`, `support`, `city`, `units`, `movement`, `illness`, `map`, `corporations`, `contracts`, `emergency`, `assets`, `demand`, `threat`, `end`, `trading`, `commands`, `rulings` ; les composants : `corp-'<'nom>`, `cards-labor` (et les quatre autres types), `asset-list`, `events`, `demands`, `investments`, `setup-cards`.",
    'na.help.setup.1': '**Mise en place** (le bot s’en charge, avec la graine de la table) :',
    'na.help.setup.2':
      '• Corporations : à 4 joueurs {four} ; à 5, ajoutez {five} ; à 6, ajoutez {six}. Elles sont attribuées aux places au hasard.',
    'na.help.setup.3':
      '• Cartes Rival : ces corporations plus le Fédéraliste, mélangées ; une va sous le plateau sans être vue (jamais révélée), une à chaque joueur en secret.',
    'na.help.setup.4': '• La Menace commence à {threat} ; chaque corporation a {capital} capital.',
    'na.help.setup.5':
      '• Une carte de mise en place (parmi {n}, `setup-cards`) place des androïdes, un développement, un Human First, un Orgcrime, un Prisec, une maladie et de l’agitation.',
    'na.help.setup.6':
      '• Chaque joueur prend son action d’urgence face visible et une main de départ : sa pioche de renouvellement, deux fois (une pioche générale à la mise en place se fait dans une pioche au hasard).',
    'na.help.setup.7':
      '• La première carte Demande est révélée avec l’approvisionnement à 0 ; chaque joueur reçoit {n} cartes Investissement et en garde 1 en secret (`/na investir`) pour les manches 1-2.',
    'na.help.setup.8':
      '• La piste de tour reçoit N atouts dans les cases 1..N (N = {slots}) ; le premier joueur actif est tiré au sort.',
    'na.help.round.1':
      '**Une manche** ({rounds} en tout) : la **phase d’action** (des tours, dans le sens horaire, jusqu’à ce que la piste de tour n’ait plus d’atout), la **Production** (chaque district avec un androïde est exploité, par ordre de numéro), une **manche de Demande** après les manches {demand}, puis l’**Événement** (la carte Événement du dessus se résout de haut en bas, puis la piste de tour est regarnie de nouveaux atouts). La partie s’arrête juste après la troisième manche de Demande (la manche {rounds} n’a pas d’Événement).',
    'na.help.round.2': '**Un tour** du joueur actif :',
    'na.help.round.3':
      '1. **Renouvellement** : redressez vos atouts épuisés ; piochez une carte dans chaque pioche que nomme votre fiche de corporation ; une pioche générale prend une carte dans une pioche où vous n’avez pas encore pioché à cette étape, à votre choix (`/na generale`). Au-delà de {limit} cartes, vous défaussez jusqu’à {limit}, face cachée (`/na defausser` ; certains atouts relèvent la limite).',
    'na.help.round.4': '2. **La négociation** de l’atout le plus à droite de la piste de tour (`deal`).',
    'na.help.round.5':
      '3. **Fin de tour** : utilisez les capacités Fin de tour, Épuiser et Défausser de vos atouts (`/na atout`), puis **Finir le tour** (`/na finir`) : le jeton Joueur actif passe à gauche.',
    'na.help.round.6':
      'Une pioche vide : toute la défausse face cachée est remélangée, chaque carte dans sa propre pioche ; si cette pioche reste vide, rien n’est pioché.',
    'na.help.deal.1': '**La négociation**, une fois par tour :',
    'na.help.deal.2':
      '1. **L’atout** : l’atout le plus à droite (au plus grand numéro) de la piste de tour est révélé ; la négociation porte sur lui.',
    'na.help.deal.3':
      '2. **Offre principale** : le joueur actif offre une carte Action de sa main (`/na offrir`) et, si elle peut agir sur plusieurs districts, sa cible (`/na cible`). Le salon montre la carte, le district et exactement ce qu’elle ferait.',
    'na.help.deal.4':
      '   Une carte n’est offerte que là où son premier effet fait quelque chose. Sans une telle carte, vous devez offrir votre action d’urgence ; si elle aussi est face cachée, n’importe quelle carte, qui se résout alors sans effet dans la ville (son capital est quand même versé).',
    'na.help.deal.5':
      '3. **Contre-offres** : dans le sens horaire à partir du joueur actif, chaque autre joueur a une chance (`/na contrer`) : une carte Action ou son action d’urgence face visible, qui couvre l’offre précédente, ou passer. Coût payé à la banque : {costs}. Qui ne peut pas payer ne peut que passer (certains atouts la rendent moins chère ou gratuite).',
    'na.help.deal.6': '   Une action d’urgence couverte revient aussitôt face visible à son propriétaire.',
    'na.help.deal.7': '4. **Soutien** et **résolution** : voir `support`.',
    'na.help.support.1':
      '**Soutien** : quand une contre-offre est sur la table, chaque joueur (les offrants aussi) soutient l’offre principale ou la dernière contre-offre par un vote secret (`/na soutenir`) ; les votes sont révélés ensemble. Le plus de voix l’emporte ; **l’égalité profite à l’offre principale**. Sans contre-offre, l’offre principale l’emporte sans vote.',
    'na.help.support.2':
      "Un atout de vote (Épuiser) s’ajoute à votre voix : `support:main:'<'asset>` l’épuise avec votre vote.",
    'na.help.support.3':
      '**Résolution** : l’offre gagnante est résolue par son propriétaire : ses effets dans l’ordre sur sa cible, puis les contrats (`contracts`), puis la maladie (`illness`) ; son propriétaire gagne le capital de la carte et **remporte l’atout**.',
    'na.help.support.4':
      'Chaque carte Action proposée, couverte ou non, est défaussée face cachée ; personne ne regarde la défausse. Une action d’urgence qui a gagné revient face cachée (inutilisable jusqu’à ce qu’une carte la retourne) ; une qui a perdu revient face visible.',
    'na.help.onlyAction': 'La négociation est la seule action du tour.',
    'na.help.city.1':
      '**La ville** : {n} districts et **la Racine** (district 0, sans sortie), voir `map`. Chaque district a une ressource principale, zéro à deux autres ressources, une case de condition et un chemin de sortie vers la Racine.',
    'na.help.city.2':
      '**Production** : un district qui produit ajoute 2 de sa ressource principale (3 avec un développement) et 1 de chacune de ses autres ressources à l’approvisionnement public.',
    'na.help.city.3':
      '**Exploiter** un district : il produit, puis son agitation monte d’un cran. Pendant la Production, chaque district avec un androïde est exploité.',
    'na.help.city.4':
      '**L’agitation** a trois crans : stable, manifestation (un jeton, côté manifestation visible), grève (jeton retourné). Les districts stables et en manifestation fonctionnent normalement ; un district en **grève** ne produit rien. Un changement va aussi loin qu’il peut : jamais au-delà de la grève ni sous stable ; sans jeton d’agitation restant, un district stable ne peut pas monter.',
    'na.help.city.5':
      '**Panne** : un district en panne ne produit rien. Placer une panne (ou une panne qui y entre) rend son jeton d’agitation ; tant qu’il est en panne, son agitation ne peut pas monter, et retirer la panne le laisse stable.',
    'na.help.city.6':
      'Les unités et leur place : `units`, `movement`. La maladie : `illness`. Composants : {list} ; rien n’est placé quand la réserve n’en a plus.',
    'na.help.units.1': '**Unités et développements** ({hf} Human First, {oc} Orgcrime, {ps} Prisec) :',
    'na.help.units.2':
      '• **Human First** (ennemi) : quand son district est exploité, l’agitation monte de **deux** crans au lieu d’un ; si elle ne peut pas monter de deux (manifestation, grève, ou une panne dans la case), une **panne** est placée à la place, et le jeton d’agitation est rendu (un district déjà en panne en reçoit un second exemplaire, qui se déplace).',
    'na.help.units.3':
      '• **Orgcrime** (ennemi) : quand son district est exploité, il ne produit pas sa ressource principale ; un district à une seule ressource ({single}) ne produit rien.',
    'na.help.units.4':
      '• **Prisec** : une unité ennemie dans le même district que Prisec se déplace aussitôt ; placer Prisec déplace toutes les unités ennemies du district, et une unité ennemie placée là où est Prisec se déplace ; une unité ennemie qui suit un chemin traverse les districts de Prisec. Prisec ne déplace jamais les pannes ni la maladie, et n’a pas de limite.',
    'na.help.units.5':
      '• **Androïdes** : chaque district avec un androïde est exploité pendant la Production. Un au plus par district (un second n’est pas placé) ; ils ne se déplacent jamais.',
    'na.help.units.6':
      '• **Développements** : +1 à la ressource principale produite. Un au plus par district ; ne se déplacent jamais.',
    'na.help.units.7': 'Déplacements et Racine : `movement`.',
    'na.help.movement.1':
      '**Place et déplacement** : au plus une panne, une maladie et une unité ennemie de chaque sorte par district. Un nouvel exemplaire placé là où il y en a déjà un suit le chemin de sortie (les flèches), encore et encore, jusqu’à un district sans cet exemplaire (pour une unité ennemie : ni Prisec), ou jusqu’à **la Racine**.',
    'na.help.movement.2':
      '**La Racine** : une unité ennemie, une panne ou une maladie qui entre dans la Racine retourne à la réserve et **la Menace monte de {n}**.',
    'na.help.movement.3':
      'Placé directement dans la Racine (une carte qui nomme le district 0) : il y reste si la Racine n’en a pas ; un second exemplaire (ou une unité ennemie quand Prisec est dans la Racine) ne peut aller plus loin : il retourne à la réserve et la Menace monte de {n}. De même pour tout ce qui doit sortir de la Racine.',
    'na.help.movement.4':
      'Faire sortir un composant d’un district n’est pas le retirer (contrats). Un composant qui se déplace implique chaque district où il entre ou qu’il quitte (`illness`).',
    'na.help.movement.5': 'Les androïdes et les développements ne se déplacent jamais ; Prisec non plus.',
    'na.help.illness.1':
      '**Maladie** : quand une carte Action se résout (actions d’urgence comprises ; jamais les événements, la production ni les atouts) et implique un ou plusieurs districts avec un jeton Maladie, **la Menace monte de {n}**, une fois par carte.',
    'na.help.illness.2':
      '**Impliqué** : un district où une unité ou un jeton est placé, retiré, entre ou sort (chaque district que traverse un composant qui se déplace), et un district dont l’agitation change (jetons d’agitation placés, retournés ou retirés). Produire seul ne l’implique pas.',
    'na.help.illness.3':
      'La vérification se fait une fois les effets de la carte appliqués : la Menace monte si un district impliqué a alors une maladie. Placer une maladie la fait monter ; guérir le seul district malade impliqué, non.',
    'na.help.illness.4':
      'Ordre de résolution : effets, contrats, maladie ; une Menace qui atteint 25 entre-temps arrête aussitôt la partie (`threat`).',
    'na.help.contracts.1':
      '**Contrats** : chaque fiche de corporation en porte un. Il rapporte à sa corporation quand sa condition est remplie **pendant qu’une carte Action se résout, quel que soit son résolveur**, une fois par carte, même si la condition est remplie plusieurs fois. Les atouts et les événements ne déclenchent jamais les contrats.',
    'na.help.contracts.2':
      'Retirer un composant de la Racine ne remplit pas une condition de retrait. Faire sortir un composant d’un district n’est pas le retirer. Un jeton d’agitation rendu à cause d’une panne n’est pas une baisse de l’agitation.',
    'na.help.contracts.3': 'Certains atouts font rapporter davantage votre contrat (`asset-list`).',
    'na.help.emergency.1':
      '**Actions d’urgence** : une par corporation, posée à côté de sa fiche, hors de la main et jamais échangée. Elle se propose comme une offre (`E-...` dans `/na offrir`, ou en contre-offre) et elle est plus forte qu’une carte de pioche.',
    'na.help.emergency.2':
      'Un joueur sans carte Action qui puisse agir doit l’offrir comme offre principale. Elle revient **face cachée** quand elle gagne (inutilisable) et **face visible** quand elle perd ou est couverte. Une action d’urgence face cachée le reste jusqu’à ce qu’une carte la retourne (certains atouts et cartes le font).',
    'na.help.emergency.card': '• **{name}** ({corp}, {type}) : {text}',
    'na.help.assets.1':
      '**Atouts** ({n} ; `asset-list`) : la piste de tour les porte ; le gagnant de chaque négociation remporte l’atout en jeu. Un atout remporté est posé face visible à côté de la fiche de corporation de son propriétaire.',
    'na.help.assets.2': '• **Fin de tour** ({n}) : utilisable une fois à la fin de chaque tour de son propriétaire.',
    'na.help.assets.3':
      '• **Épuiser** ({n}) : utilisé là où il le dit (un vote, une contre-offre, la fin de votre propre tour), puis épuisé ; un atout épuisé ne peut plus servir tant que son propriétaire ne l’a pas redressé au début de son propre tour.',
    'na.help.assets.4':
      '• **Défausser** ({n}) : utilisé une fois à la fin de votre propre tour, puis il va sous la pioche des atouts.',
    'na.help.assets.5': '• **Passif** ({n}) : toujours actif.',
    'na.help.assets.6':
      'Les effets des atouts ne sont pas des cartes Action : ils ne déclenchent jamais les contrats ni la maladie. Les atouts peuvent s’échanger (`trading`).',
    'na.help.assets.7':
      'Dans Discord : à la fin de votre tour, chaque atout utilisable est un bouton (`/na atout`) qui dit ce qu’il fait ; ceux qui sont utilisés ou épuisés sont listés avec la raison.',
    'na.help.demand.1': '**Manches de Demande**, après la Production des manches {rounds} :',
    'na.help.demand.2':
      '1. **Décompte des investissements** : chaque joueur révèle le sien et gagne son capital (compté sur le plateau au début de la manche de Demande, avant de payer la Demande).',
    'na.help.demand.3':
      '2. **Payer la Demande** : elle n’est satisfaite que si chaque ressource de l’approvisionnement atteint au moins son objectif sur la carte Demande ; sinon la Menace monte du montant de la carte ({min}-{max}).',
    'na.help.demand.4':
      '3. La carte Demande va sous sa pioche ; l’approvisionnement est remis à 0 ; la Demande suivante est révélée.',
    'na.help.demand.5':
      '4. Chaque joueur reçoit {n} investissements et en garde 1 en secret (`/na investir`) pour les deux manches suivantes ; après la troisième manche de Demande, aucun n’est choisi.',
    'na.help.demand.6':
      'La partie s’arrête juste après la troisième manche de Demande (`end`). Les listes : `demands`, `investments`.',
    'na.help.threat.1':
      '**La Menace** (0-{end}) monte : +{illness} pour une carte Action qui implique la maladie ; +{root} pour un composant qui entre dans la Racine ; de +5 à +7 pour une Demande non satisfaite ; et selon les cartes, atouts et événements (certains la font baisser).',
    'na.help.threat.2':
      '**Une Menace de {end} arrête aussitôt la partie** : seul un Fédéraliste qui a au moins {fed} capital gagne ; sinon tout le monde perd. La Menace ne dépasse jamais {end}.',
    'na.help.threat.3':
      'Au milieu d’une carte Action : ses effets s’appliquent, puis les contrats, puis la maladie, chacun s’arrêtant dès que la Menace atteint {end} (le capital gagné avant compte pour le Fédéraliste).',
    'na.help.end.1':
      '**La fin** : juste après la troisième manche de Demande, ou aussitôt que la Menace atteint 25 (`threat`).',
    'na.help.end.2':
      '**Cartes Rival** : à une fin normale, vous gagnez si vous avez **strictement plus** de capital que la corporation que nomme votre carte Rival (une égalité ne la bat pas). Votre propre corporation pour rivale : vous devez battre {four} autres corporations à 4-5 joueurs, {six} à 6.',
    'na.help.end.3':
      '**Le Fédéraliste** ne gagne que si la Menace atteint {end} alors qu’il a au moins {fed} capital ; il perd à toute fin normale, y compris quand la partie s’arrête pendant la troisième manche de Demande. Si sa carte est sous le plateau, il n’y a pas de Fédéraliste.',
    'na.help.end.4': 'Plusieurs joueurs peuvent gagner ; au moins un perd toujours.',
    'na.help.end.5':
      'Le plateau final montre toutes les cartes Rival distribuées ; celle qui est sous le plateau n’est jamais révélée.',
    'na.help.trading.1':
      '**Échanges**, à tout moment : les joueurs peuvent donner ou échanger du capital et des atouts. Les cartes Action et les actions d’urgence ne s’échangent jamais.',
    'na.help.trading.2':
      '`/na echanger` ouvre un projet privé ; `/na termes` fixe le partenaire et les atouts dans chaque sens, `/na capital` le capital dans chaque sens (tapez le nombre), puis **Envoyer** (ou Annuler). Le partenaire accepte ou refuse avec un bouton (`/na repondre`).',
    'na.help.trading.3':
      'Un don (sans rien demander en retour) n’a pas besoin d’être accepté : il a lieu dès l’envoi. Accepter conclut aussitôt un échange ; si l’un des côtés ne peut plus payer, il est refusé et rien ne bouge.',
    'na.help.trading.4':
      'Les promesses sur l’avenir n’engagent à rien. Chaque joueur a au plus une proposition en cours (une nouvelle la remplace) ; seuls les deux côtés voient les propositions ; un échange conclu est public.',
    'na.help.commands.1':
      'La plupart des choix arrivent en boutons sous **À vous** (et en MP pour les chances de contre-offre, les votes et les investissements) ; `/na` atteint chacun en tapant, avec l’autocomplétion de vos seuls choix permis :',
    'na.help.commands.2':
      '`/na investir` (mise en place et manches de Demande), `/na generale`, `/na defausser` (renouvellement).',
    'na.help.commands.3': '`/na offrir`, `/na cible`, `/na contrer`, `/na soutenir` : la négociation.',
    'na.help.commands.4': '`/na atout`, `/na acible`, `/na finir` : la fin de votre tour.',
    'na.help.commands.5': '`/na echanger`, `/na termes`, `/na capital`, `/na repondre` : les échanges, à tout moment.',
    'na.help.commands.6':
      '`/main` : votre main avec le texte de chaque carte, votre carte Rival et votre investissement, pour vous seul. `/partie état` : le plateau.',
    'na.help.rulings':
      '**Arbitrages** sur ce que les sources laissent ouvert, tels que décidés ici (numéros de règle de `docs/games/new-angeles.md`) :',
    'na.help.r3': 'Jetons dans la boîte : {list} ; plateau + réserve font toujours ces totaux.',
    'na.help.r4': 'Quatre ressources ({list}) ; l’approvisionnement est un compte public de chacune.',
    'na.help.r5':
      '{n} districts et la Racine (district 0, sans sortie) ; chacun a une ressource principale, 0 à 2 autres, une case de condition et un chemin de sortie.',
    'na.help.r6':
      'La carte : quatre bras ; les districts extérieurs sortent vers le district intérieur de leur bras, les intérieurs vers la Racine ; {single} n’ont qu’une ressource (`map`).',
    'na.help.r7': 'Piste de Menace 0-{end} ; piste de capital 0-{max} (au-delà, le capital compte toujours).',
    'na.help.r8': 'La piste de tour a 6 cases ; une manche remplit les cases 1..N, N = {slots}.',
    'na.help.r10':
      'L’agitation va aussi loin qu’elle peut (+2 depuis la manifestation mène à la grève), jamais au-delà de la grève ni sous stable. Monter depuis stable prend un jeton d’agitation : s’il n’en reste aucun, elle ne monte pas.',
    'na.help.r11': 'Une panne qui entre dans un district rend aussi son jeton d’agitation.',
    'na.help.r12':
      'Tant qu’un district est en panne, son agitation ne peut pas monter ; retirer la panne le laisse stable.',
    'na.help.r14':
      'Produire ajoute 2 de la ressource principale (3 avec un développement) et 1 de chaque autre ressource à l’approvisionnement.',
    'na.help.r15':
      'Human First : sans jeton d’agitation dans la réserve, l’agitation ne peut pas monter de deux crans, donc la panne est placée à la place.',
    'na.help.r16':
      'Un district de Human First déjà en panne : la panne que place Human First est un second exemplaire, donc elle se déplace.',
    'na.help.r18':
      'Une unité ennemie placée là où est Prisec se déplace de la même façon. Prisec ne déplace jamais les pannes ni la maladie.',
    'na.help.r19': 'Prisec n’a pas de limite : plusieurs peuvent partager un district.',
    'na.help.r24':
      'Un second exemplaire placé directement dans la Racine (ou une unité ennemie dans une Racine où est Prisec), ou tout ce qui doit sortir de la Racine, retourne à la réserve : Menace +{n}.',
    'na.help.r25': 'Rien n’est placé quand la réserve n’en a plus ; les autres effets de la carte ont quand même lieu.',
    'na.help.r27':
      'La maladie est vérifiée une fois les effets de la carte appliqués : la Menace monte si un district impliqué a alors une maladie. Un changement d’agitation implique le district ; produire seul, non (l’agitation que cela fait monter, ou la panne de Human First, oui).',
    'na.help.r28': '« Se déplace » inclut chaque district que traverse un composant en mouvement.',
    'na.help.r29':
      'Corporations en jeu : à 4 joueurs {four} ; à 5, ajoutez {five} ; à 6, ajoutez {six} ; places au hasard.',
    'na.help.r30':
      'Fiches de corporation : pioches de renouvellement {list} ; contrats et actions d’urgence dans `corporations`.',
    'na.help.r32':
      'Faire sortir n’est pas retirer ; un jeton d’agitation rendu par une panne n’est pas une baisse de l’agitation ; un contrat rapporte une fois par carte Action.',
    'na.help.r33': 'La carte Rival sous le plateau n’est jamais révélée, même à la fin.',
    'na.help.r36':
      'Au moins un joueur perd toujours, sans règle de plus : les rivaux sans Fédéraliste forment des cycles, et le Fédéraliste perd à une fin normale.',
    'na.help.r37': 'La Menace commence à {threat} ; chaque corporation commence avec {capital} capital.',
    'na.help.r38': 'Chaque pioche est mélangée avec la graine de la table.',
    'na.help.r39':
      'Une carte de mise en place (parmi {n}) donne les placements de départ par numéro de district (`setup-cards`).',
    'na.help.r40': 'Le premier joueur actif est tiré au sort.',
    'na.help.r41':
      'Main de départ : la pioche de renouvellement, deux fois ; une pioche générale à la mise en place se fait dans une pioche au hasard.',
    'na.help.r42':
      'La première Demande est révélée avec l’approvisionnement à 0 ; chaque joueur reçoit {n} investissements et en garde 1 pour les manches 1-2.',
    'na.help.r43': 'La piste de tour de la manche 1 est remplie à la mise en place.',
    'na.help.r45':
      '{rounds} manches ; manches de Demande après la Production des manches {list} (avant l’Événement) ; la partie s’arrête après la troisième.',
    'na.help.r47':
      'Une pioche générale : une carte d’une pioche où l’on n’a pas encore pioché à cette étape, au choix de qui pioche.',
    'na.help.r48': 'Limite de main {n} : au-delà après la pioche, défaussez jusqu’à la limite, face cachée.',
    'na.help.r49': 'Une pioche vide après le remélange : rien n’est pioché.',
    'na.help.r52':
      'Les événements placent par numéro de district (les règles 22-25 s’appliquent), peuvent changer la Menace, et regarnissent la piste de tour (les atouts restants vont sous la pioche). Ce ne sont pas des cartes Action : ni contrats, ni Menace de maladie. Une Menace de 25 arrête aussitôt un événement.',
    'na.help.r54':
      'Une offre principale nomme sa cible quand la carte peut agir sur plusieurs districts ; le salon montre la carte, la cible et tout l’effet.',
    'na.help.r55':
      'Une carte n’est offerte que là où son premier effet fait quelque chose ; sans aucune, l’action d’urgence ; si elle aussi est face cachée, n’importe quelle carte, sans effet dans la ville (son capital est quand même versé) ; sans aucune carte, pas de négociation (l’atout va sous sa pioche).',
    'na.help.r57':
      'Coût d’une contre-offre : {costs} ; payé à la banque en la posant ; qui ne peut pas payer ne peut que passer.',
    'na.help.r59':
      'Soutien : chaque joueur engage un vote secret, tous révélés ensemble ; le plus de voix l’emporte, l’égalité profite à l’offre principale ; sans contre-offre, pas de vote.',
    'na.help.r60':
      'L’offre gagnante est résolue par son propriétaire : effets, puis contrats, puis maladie ; son propriétaire gagne le capital de la carte.',
    'na.help.r69':
      'Capacités Fin de tour et Défausser à la fin de son propre tour ; Épuiser là où elles le disent ; passives toujours.',
    'na.help.r70':
      'Les {n} atouts sont dans `asset-list` ; leurs effets ne déclenchent jamais les contrats ni la maladie.',
    'na.help.r71':
      '`/na echanger` prépare une proposition en privé, puis l’envoie ; le partenaire accepte ou refuse avec un bouton.',
    'na.help.r72':
      'Accepter conclut aussitôt un échange ; si l’un des côtés ne peut plus payer, il est refusé et rien ne bouge.',
    'na.help.r73': 'Un don (sans rien demander en retour) n’a pas besoin d’être accepté.',
    'na.help.r75':
      'Une proposition en cours par joueur (une nouvelle la remplace) ; vue des deux côtés seulement ; un échange conclu est public ; envoyée seulement si votre côté peut payer tout de suite ; un atout épuisé reste épuisé.',
    'na.help.r76': 'Un investissement décompté va sous la pioche des investissements.',
    'na.help.r79':
      'Investissements : {n} reçus, 1 gardé ; après la troisième manche de Demande, aucun, et aucune Demande suivante n’est révélée (la partie est finie).',
    'na.help.r80':
      'Les {n} investissements (`investments`) sont décomptés au début de la manche de Demande, avant de payer la Demande.',
    'na.help.r82': 'La Menace ne dépasse jamais {n}.',
    'na.help.r83':
      'Menace {n} au milieu d’une carte : effets, contrats, maladie, chacun s’arrêtant aussitôt ; le capital gagné avant compte pour le Fédéraliste.',
    'na.help.r85': 'Le plateau final montre toutes les cartes Rival distribuées (pas celle sous le plateau).',
    'na.help.r86':
      '{n} cartes Action, {per} par type ; chacune nomme où elle peut cibler, ses effets dans l’ordre et ce qu’elle rapporte (`cards-labor` ...). Un effet agit sur la cible, sur le district vers lequel elle sort, sur son chemin vers la Racine, ou sur chaque district qui remplit les conditions. Une pioche générale due à un effet se fait dans la plus grande pioche. Les cartes qui exploitent ciblent un district qui fonctionne normalement : stable ou en manifestation, ni en grève ni en panne (règle 9). Une carte sans cible ne fait que rapporter.',
    'na.help.r87':
      '{n} actions d’urgence, une par corporation (`emergency`) ; des atouts en retournent une face visible (`asset-list`).',
    'na.help.r88':
      'Secret pour son propriétaire : carte Rival, main, investissement (et ceux proposés), projets d’échange. Secret pour tous : la carte sous le plateau, l’ordre des pioches, la défausse. Tout le reste est public.',
    'na.help.map':
      '**Le plateau** (de notre conception) : {n} districts et {root} ; ressource principale (produit 2), autres (1 chacune), où mène son chemin de sortie :',
    'na.help.map.other': ', {r} (1)',
    'na.help.map.line':
      '• **{n} {name}** : {primary} (2){others} ; {exit, select, none {sans sortie} other {sort vers {exit}}}.',
    'na.help.corps': "**Les {n} corporations** (fiches de notre conception ; `corp-'<'nom>` pour chacune) :",
    'na.help.corps.line':
      '• **{name}** (dès {from} joueurs) : pioche de renouvellement {draw} ; contrat : {contract} Action d’urgence : {emergency}.',
    'na.help.corp.1': '**{name}** : en jeu dès {from} joueurs.',
    'na.help.corp.2':
      'Pioche de renouvellement : {draw} (une pioche générale : une pioche où vous n’avez pas encore pioché, à votre choix).',
    'na.help.corp.3': 'Contrat : {text}',
    'na.help.corp.4': 'Action d’urgence : **{name}** ({type}) : {text}',
    'na.help.corp.note':
      '*De notre conception : les fiches de corporation imprimées ne sont pas dans les sources ; pioches, contrat et action d’urgence suivent les indications de l’issue. Capital des contrats (ajusté) : environ 10 capital par partie chacun ; la condition de NBN est la plus souvent remplie, son contrat rapporte donc le moins.*',
    'na.help.cards': 'Cartes Action **{type}** (de notre conception ; {n} cartes) :',
    'na.help.cards.line': '• **{name}** ×{copies} : {text}',
    'na.help.assetList': '**Les {n} atouts** (de notre conception ; moment, puis le texte de la carte) :',
    'na.help.assetList.line':
      '• **{name}** ({timing, select, endOfTurn {Fin de tour} exhaust {Épuiser} discard {Défausser} other {Passif}}) : {text}',
    'na.help.events':
      '**Les {n} cartes Événement** (de notre conception ; de haut en bas, puis la piste de tour est regarnie) :',
    'na.help.events.line': '• **{name}** : {steps}.',
    'na.help.step.place': `${A_FR} dans {d}`,
    'na.help.step.remove': `retirer ${A_FR} de {d}`,
    'na.help.step.unrest': 'agitation {by} dans {d}',
    'na.help.step.threat': 'Menace {by}',
    'na.help.demands': '**Les {n} cartes Demande** (de notre conception ; objectifs, Menace si non satisfaite) :',
    'na.help.demands.line': '• **{name}** : {targets} ; Menace +{threat} si non satisfaite.',
    'na.help.investments':
      '**Les {n} cartes Investissement** (de notre conception ; décomptées au début d’une manche de Demande) :',
    'na.help.setupCards': '**Les {n} cartes de mise en place** (de notre conception ; numéros de district, `map`) :',
    'na.help.setupCards.placed':
      '{c, select, android {{k, plural, one {androïde} other {androïdes}}} development {{k, plural, one {développement} other {développements}}} outage {{k, plural, one {panne} other {pannes}}} illness {maladie} humanFirst {Human First} orgcrime {Orgcrime} other {Prisec}} {at}',
    'na.help.setupCards.unrest': '{strike, select, y {grève} other {manifestation}} {d}',
    'na.help.setupCards.line': '• **{name}** : {list}.',
  },
);
