import { defineMessages } from '../../engine/messages.ts';
import { ICON_NAMES } from './data/index.ts';

/**
 * Hacktivity's /game help topics (help.ts), in English and French (docs/i18n.md; the glossary's
 * Hacktivity table gives the French terms). A topic is one message, its lines joined; the numbers
 * that come from the data are values. Topic names (slugs) stay English: in French the indexes show
 * each card's slug beside its French name (the English leaves `{slug}` unshown).
 */
const L = (...lines: readonly string[]): string => lines.join('\n');

const EN = {
  // Words used in several topics
  'hack.help.byCount': '1-2 players {two}; 3 players {three}; 4 players {four}',
  'hack.help.alertCards': 'the {cards} cards',
  'hack.help.then': ', then ',
  'hack.help.noEffect': 'no effect',
  'hack.help.designed': '*Designed.*',
  'hack.help.designedNote': '*Designed: {note}.*',

  // Icon names (as printed) and icons in words
  'hack.help.iconName.destroy': ICON_NAMES.destroy,
  'hack.help.iconName.destroy2': ICON_NAMES.destroy2,
  'hack.help.iconName.distributed': ICON_NAMES.distributed,
  'hack.help.iconName.destroyReduce': ICON_NAMES.destroyReduce,
  'hack.help.iconName.destroyOrReduce': ICON_NAMES.destroyOrReduce,
  'hack.help.iconName.spread': ICON_NAMES.spread,
  'hack.help.iconName.reduce': ICON_NAMES.reduce,
  'hack.help.iconName.charge': ICON_NAMES.charge,
  'hack.help.iconName.discharge': ICON_NAMES.discharge,
  'hack.help.iconName.damage': ICON_NAMES.damage,
  'hack.help.iconName.damageShared': ICON_NAMES.damageShared,
  'hack.help.iconName.fortify': ICON_NAMES.fortify,
  'hack.help.iconName.fortifyShared': ICON_NAMES.fortifyShared,
  'hack.help.iconName.alertUp': ICON_NAMES.alertUp,
  'hack.help.iconName.alertDown': ICON_NAMES.alertDown,
  'hack.help.iconName.discard': ICON_NAMES.discard,
  'hack.help.iconName.addNode': ICON_NAMES.addNode,
  'hack.help.iconName.chain': ICON_NAMES.chain,
  'hack.help.iconName.duplicate': ICON_NAMES.duplicate,
  'hack.help.iconName.putBack': ICON_NAMES.putBack,
  'hack.help.iconName.tension': ICON_NAMES.tension,
  'hack.help.w.destroyAnomaly': 'Destroy (Anomaly only)',
  'hack.help.w.destroy': 'Destroy {n}',
  'hack.help.w.destroyOnly': 'Destroy {n} (Anomaly only)',
  'hack.help.w.destroy2': 'Destroy {n} + Destroy {m}',
  'hack.help.w.destroyReduce': 'Destroy {n} + Reduce infection {m}',

  // What each icon does
  'hack.help.icon.destroy':
    'Destroy X: X nodes of **one** Anomaly, or the purple cube down X on the Critical interface; never split. With the Anomaly mark (Destroy X : Anomaly) it targets an Anomaly only, never the Critical interface.',
  'hack.help.icon.destroy2':
    'Destroy X and Destroy Y: two different Anomalies; one of the two may go to the purple cube instead. With a single target, the second Destroy is lost.',
  'hack.help.icon.destroyReduce': 'Destroy X on one Anomaly, and Reduce infection Y (the purple cube down Y).',
  'hack.help.icon.distributed': 'Destroy X split as you wish over one or more Anomalies and/or the purple cube.',
  'hack.help.icon.destroyOrReduce': 'Destroy X on one Anomaly, or the purple cube down X; never split.',
  'hack.help.icon.spread':
    'The purple cube goes up X on the Critical interface. Reaching the grey cube loses the game.',
  'hack.help.icon.reduce': 'The purple cube goes down X (not below 0; the excess is lost).',
  'hack.help.icon.charge': "DrPower's blue cube goes up X on the load scale (1-{max}; the excess is lost).",
  'hack.help.icon.discharge': "DrPower's blue cube goes down X.",
  'hack.help.icon.damage':
    'The green cube of **your** Firewall (the player who played the card) goes down X. A Firewall at 0 loses the game.',
  'hack.help.icon.damageShared':
    "X Damage split as the group wishes between the players' Firewalls (the card's player makes the split in the bot).",
  'hack.help.icon.fortify':
    'Your Firewall goes up X, never above {max}. At {max} it cannot be activated (Golden Rule).',
  'hack.help.icon.fortifyShared': "X Fortify split between the players' Firewalls, each capped at {max}.",
  'hack.help.icon.alertUp':
    'The orange cube of the leftmost column still holding one goes up X. Past row 7 the cube is removed, the top Alert card goes to about the middle of the Anomaly deck, and the rest of the rise moves to the next column.',
  'hack.help.icon.alertDown':
    'The leftmost orange cube goes down X; it stops at row 1 and the excess is lost. A removed cube never comes back.',
  'hack.help.icon.discard':
    'Discard X Character cards, each from your hand or the top of your Character deck (your choice). With none left in either, it is not activated.',
  'hack.help.icon.addNode':
    'Add X nodes to another Anomaly on the Antivirus interface (one already there with fewer than {limit} nodes). With no such Anomaly it is cancelled.',
  'hack.help.icon.chain':
    'CyberLink: put one of your grey cubes on an Anomaly of the Antivirus interface. When that Anomaly is deactivated, Destroy 1 goes to each adjacent block and the cubes return to your reserve.',
  'hack.help.icon.duplicate':
    "BLAAST!!: resolve again the option of any visible top card of a top or bottom Discard pile (yours or another player's), as if you played it. Duplicate itself cannot be copied.",
  'hack.help.icon.putBack': 'BLAAST!!: this card goes back into your Character deck, which is shuffled.',
  'hack.help.icon.tension':
    'The red cube moves X boxes on the Tension track: from the next wave every player draws its new value (designed).',
  'hack.help.icons': "**Icons** (X and Y are the numbers printed next to an icon; see `icon-'<'name>`):",
  'hack.help.icons.line': '• **{name}**{slug, select, other {}}: {text}',

  // The sets' names
  'hack.help.set.alpha': 'Alpha Anomaly',
  'hack.help.set.alert': 'Alert card {x}',
  'hack.help.set.soloVirus': 'Solo Virus',

  // The rules
  'hack.help.overview': L(
    '**Hacktivity** is cooperative: 1 to 4 hackers (solo too) win or lose together against the Anomalies of a virus in cyberspace (Scenario 1, sector 16).',
    'Each of you plays a Character deck of 12-14 one-use cards ({order}: the order you play in). Anomaly cards are harmful: you draw them too and must play them, either paralysing them on the **Antivirus interface** to deactivate them, or letting them self-destruct and suffering their effects.',
    '**You lose** when a Firewall reaches 0, when no orange cube is left on the **Alert interface**, or when the purple cube (the infection) reaches the grey cube on the **Critical interface**.',
    '**You win** when the Anomaly deck is played out and every hand is empty with none of those having happened. Anomalies left on the board need not be deactivated.',
    'Talk! You may say which icons you hold, never their numbers (see `communication`). Topics: `setup`, `wave`, `draw`, `play`, `character-cards`, `anomaly-cards`, `deactivate`, `alert`, `critical`, `icons`, `golden-rule`, `end`, `solo`, `protocols`, `tips`, `rulings`, `commands`, `characters`, `cards`, `anomalies`.',
  ),
  'hack.help.setup': L(
    '**Scenario 1 set-up** (the bot does it):',
    '• Alert interface: orange cubes at {alert}. The Alert deck: {alertDeck} (always one card fewer than the orange cubes).',
    '• Antivirus interface: 4 data blocks; 1 Alpha Anomaly with {alpha} node (the `difficult` option adds 2 more Alphas of {alphaDifficult} nodes). With 1-2 players the Forbidden card fills the first block: 3 blocks only.',
    '• Critical interface: the Strange Phenomenon; the red cube on the first {tension} of the Tension track; purple cube {purple}; grey cube {grey}.',
    '• The Anomaly deck, shuffled: {sets}. Beside it the Enemy Discard.',
    '• Each player picks a different Character (`/hack character`) and shuffles its deck; Firewall {firewall} ({solo} solo); two Discard piles, top and bottom. DrPower: the Experimental card with the blue cube; CyberLink: {cubes} grey cubes.',
    'Options on `/game new`: `difficult=yes`, `protocol=A..E` (see `protocols`).',
  ),
  'hack.help.wave': L(
    'The game is a series of **waves**, each of 3 phases, always in character order ({order}, skipping characters not in play):',
    '**1. Draw**: each player draws as many cards as the Tension level (see `draw`).',
    '**2. Play**: in turn each player plays 1 or 2 cards from hand; turns go round until every hand is empty; a player with an empty hand is skipped (see `play`).',
    '**3. Finish**: if the Anomaly deck is empty, the game ends (see `end`); otherwise a new wave begins.',
    'Tension track (designed): {track} cards per box; the red cube starts on the first box and moves on with the Tension icon of some Alert cards.',
  ),
  'hack.help.draw': L(
    '**Draw phase**: in character order, each player says **publicly** how many of the Tension-level cards come from their own Character deck and how many from the Anomaly deck (`/hack draw`).',
    'The cards stay face down until everyone has drawn; then all players see their new cards at once (in /hand).',
    'Character decks are never reshuffled: every Character card is used once per game. With no Character card left you draw only Anomalies, so plan your splits.',
    "**Last turn**: when the Anomaly deck cannot fill everyone's count, the group decides who draws the remaining Anomaly cards, one at a time: any player who could take one may answer, for themself or another (`/hack last`); then each draws the rest from their Character deck.",
    'Example (3 players, Tension 3): CyberLink takes 1 Character card and 2 Anomalies, DrPower 3 Character cards, ArTeMiS 3 Anomalies.',
  ),
  'hack.help.play': L(
    '**Play phase**: in character order each player plays **1 or 2 cards** (`/hack play`, then `/hack end` after the first card, or play a second). The phase goes round until every hand is empty; a player with no card is skipped.',
    'Every card in hand must be played, even when all its icons would fail: the Golden Rule cancels icons, never the card.',
    'A card, once placed, is final. Resolve its icons in order; the bot asks for targets (`target`, `distribute`, `block`, `share`, `discard`, `duplicate`).',
    "DrPower's programs are free actions during its turn (`/hack program`), one per turn, not cards played; DrPower's turn waits after the cards while a program could run (then End turn), and comes round with an empty hand while one could run. You may also share a card's icons, without numbers (`/hack share`).",
    'Example: CyberLink plays 2, DrPower 1, ArTeMiS 1; then CyberLink 1, DrPower 1, ArTeMiS 1; then CyberLink (empty) is skipped, DrPower 1, ArTeMiS 1.',
  ),
  'hack.help.characterCards': L(
    'A **Character card** has a top option and a bottom option; you activate one, never both.',
    'Place it on your **top** Discard pile to activate its top option, on your **bottom** pile for its bottom option; the choice is final. Then resolve its icons in order.',
    'Printed example: a card whose bottom option is Alert down 1 then Destroy 3: put it on the bottom pile, lower the leftmost orange cube 1, then Destroy 3.',
    'The top card of each Discard pile is public (BLAAST!! may Duplicate it). Character decks hold 12 to 14 cards; see `characters` and `cards`.',
  ),
  'hack.help.anomalyCards': L(
    'An **Anomaly card** (purple back) also has two options; you activate one, never both.',
    '**Top: deactivation.** Place it in a **free data block** of the Antivirus interface, set its blue hexagon to its nodes, then resolve its top icons. Only possible while a block is free (the Forbidden card and paralysed Anomalies fill blocks).',
    '**Bottom: self-destruct.** Resolve its bottom icons (you suffer them) and put it in the Enemy Discard.',
    'Printed examples: a 4-node Anomaly placed in a free block (hexagon to 4) then Destroy 1; a bottom option of Damage 2 (Firewall 3 to 1); a bottom Spread 2 (purple 2 to 4).',
    '**Alert cards** join the Anomaly deck when an orange cube leaves the Alert interface: extra Anomalies to play. See `deactivate`, `alpha`, `anomalies`.',
  ),
  'hack.help.deactivate': L(
    'Each Destroy point on an Anomaly lowers its blue hexagon (nodes) by 1. At 0 the Anomaly is **deactivated**: it goes to the Enemy Discard and its block is free again. Excess Destroy is lost.',
    '• Destroy 2: 2 nodes of a single Anomaly.',
    '• Destroy, distributed 3: 3 nodes over one or more Anomalies of your choice.',
    '• Destroy 3 + Destroy 1: 3 nodes of one Anomaly and 1 of another; with a single Anomaly active the Destroy 1 is lost.',
    "Chains: an Anomaly with CyberLink's grey cubes, or with the Chain automatic icon, gives Destroy 1 to each adjacent block when deactivated (lost where no Anomaly is adjacent). See `cyberlink`.",
    'You need not deactivate every Anomaly: what counts is that every card is played.',
  ),
  'hack.help.alpha': L(
    '**Alpha Anomalies** start on the Antivirus interface (Scenario 1: one of {alpha} node; the difficult game adds two of {alphaDifficult}). They are deactivated like any other Anomaly.',
    '**Additional node**: adds a node to another Anomaly already on the Antivirus interface, your choice among those with fewer than {limit} nodes. With none, the icon is cancelled (Golden Rule).',
  ),
  'hack.help.alert': L(
    '**Alert interface**: 6 columns (a-f) of 7 rows, at most one orange cube per column. It measures your stealth: powerful cards cause interference (Alert up).',
    '**Alert up X** raises the cube of the leftmost column still holding one. A cube on row 7 that must rise is **removed**: take the top Alert card and put it about the middle of the Anomaly deck (an extra Anomaly). The rest of the rise goes on with the next column.',
    "Example (2 players): column e's cube is on row 7; Alert up 1 removes it and an Alert card goes into the Anomaly deck. With Alert up 2, the second point raises the next column's cube.",
    '**Alert down X** lowers the leftmost cube, stopping at row 1; the excess is lost. A removed cube never comes back.',
    'No orange cube left: the group is ejected from the network and loses.',
  ),
  'hack.help.critical': L(
    '**Critical interface** (Scenario 1): the **{name}**. {text}',
    '• The purple cube is the infection: **Spread** raises it, **Reduce infection** lowers it, and a Destroy may target the Critical interface instead of an Anomaly (not the Destroy : Anomaly icon).',
    '• The grey cube is the breaking point: the purple cube reaching it loses the game. Example: 2 players, purple at 2, Spread 8 takes it to 10, the grey cube: lost.',
    '• The Tension track: the red cube shows how many cards each player draws ({track}).',
  ),
  'hack.help.communication': L(
    '**Communication rules** (the bot enforces them):',
    '1. Never reveal your cards to another player until they are on the table. Your hand is only in /hand and your DMs; the table sees how many Character and Anomaly backs you hold.',
    '2. To play a card, put it in a Discard pile or on the board. Once placed, you cannot take it back.',
    "3. You may tell your teammates the icons on your cards, never the numbers next to them. `/hack share` posts a card's icons without numbers in the channel.",
    'Example: with Destroy 1 in hand you may say "I can target an Anomaly weakly".',
  ),
  'hack.help.goldenRule': L(
    '**The Golden Rule**: you cannot activate an icon whose effect cannot apply. It is skipped (the bot says so) and the rest of the card resolves.',
    '• No Additional node without an Anomaly on the Antivirus interface, nor onto an Anomaly of 5 nodes or more.',
    '• No Discard Character card with no Character card in your hand and deck.',
    '• No Fortify Firewall when your Firewall is at {max}.',
    "But **Spread, Reduce infection, Charge and Destroy** apply up to the target's limit: Destroy 5 on an Anomaly of 3 nodes deactivates it and the other 2 are lost.",
    'The card itself is always played: the Golden Rule cancels icons, never cards.',
  ),
  'hack.help.end': L(
    '**The game ends** when:',
    "• a Character's Firewall is at 0 (lost);",
    '• no orange cube is left on the Alert interface (lost);',
    '• the purple cube reaches the grey cube (lost);',
    '• the Anomaly deck has been played out and no one holds a card.',
    '**Scenario 1 victory**: the Anomaly deck emptied and the round completed, the purple cube short of the grey one, an orange cube still on the Alert interface, and no Firewall at 0. Anomalies left on the Antivirus interface do not matter.',
    'Lost? Read `tips` (Emergency Protocol F) and try an Emergency Protocol (`protocols`).',
  ),
  'hack.help.solo': L(
    '**Solo mode**: you play two Character decks shuffled together with the **4 Solo Zero cards** as one Character deck; Firewall {solo}.',
    '**Solo Zero**: when you hold one in the Play phase it goes at once to the Enemy Discard. No effect; it is not a Character card.',
    '**Solo Virus** (3, shuffled into the Anomaly deck): when you hold one in the Play phase you must play it first: it goes to the Enemy Discard and the top Anomaly card of the deck resolves at once.',
    "Cards that must go first are yours to order. Both characters' powers are yours (DrPower's programs, CyberLink's cubes...).",
    'Solo Zero cards: {names}.',
  ),
  'hack.help.protocols':
    '**Emergency Protocols**: after a lost mission, play it again with one easier set-up, chosen on `/game new` with `protocol=A`..`E` (one at a time):',
  'hack.help.protocol': '• **{k}**: {text}',
  'hack.help.protocolF': '• **F**: no set-up change: play tips, see `tips`.',
  'hack.help.protocolsNote':
    '*The printed Protocols B, C and E do not name their targets, and A does not say how it meets the Firewall cap of 4: the readings above are ours (see `rulings`).*',
  'hack.help.tips': L(
    '**Emergency Protocol F**: play the mission again following these instructions:',
    '• Try not to lose Destroy points when playing a card: aim each Destroy at an Anomaly with about as many nodes, or at the purple cube.',
    '• Mind the Additional node: play Anomalies with it when no other Anomaly is on the Antivirus interface, so the Golden Rule cancels it.',
    'More: agree the draw splits so that no one runs out of Character cards while the Anomaly deck lasts; keep a free data block for weak Anomalies; watch the leftmost orange cube before any Alert up; share icons early (`/hack share`).',
    'Reread `golden-rule` and `end`.',
  ),
  'hack.help.commands': L(
    'Most choices come as buttons under the turn message; `/hack` reaches each one by typing, with autocomplete:',
    "`/hack character` (set-up), `draw` (your split), `last` (last turn: who draws a remaining Anomaly card), `play` (a card and its option), `end` (after one card), `program` (DrPower), `share` (a card's icons, no numbers).",
    'Inside a card: `target`, `distribute`, `block`, `discard`, `duplicate`, `option`; `share` also splits a shared Damage or Fortify.',
    '`/hand` shows your cards with both options and their numbers, only to you.',
  ),

  // The characters
  'hack.help.power.cyberlink':
    '**CyberLink** (01) creates cyberchains. With **Chain, place cube** put one of your {cubes} grey cubes on an Anomaly (several cubes may share one). When that Anomaly is deactivated, Destroy 1 to each adjacent block, then the cubes return to your reserve. No adjacent Anomaly on a side: that Destroy 1 is lost. Some Anomalies have **Chain, automatic**: the same without a cube. Most effective with 3 or 4 players.',
  'hack.help.power.drpower':
    '**DrPower** (02) has an implant to load. **Charge** moves the blue cube up the load scale (1-{max}), **Discharge** moves it down. During your Play turn, spend load on one program (`/hack program`), even after your cards (then End turn); a program is not a card played. The first three programs once per game, the last as often as you like but weaker. Example: load 6, the first program: load back 5 to 1, then its icons.',
  'hack.help.power.blaast':
    "**BLAAST!!** (03) duplicates programs. **Duplicate** resolves again the option of any visible top card of a top or bottom Discard pile, yours or another player's (hidden cards are not available). **Put back**: the card goes back into your Character deck, which is shuffled.",
  'hack.help.power.artemis':
    '**ArTeMiS** (04) has no special icon but is the most versatile: its cards hit several Anomalies at once (Destroy + Destroy, distributed) and carry more Alert down than the others.',
  'hack.help.characters': '**Characters**, in play order: {names}. See {topics}.',
  'hack.help.deck': "Deck: {n} cards{n, plural, =0 {} other {: {list}}} (see `card-'<'name>`).",
  'hack.help.program':
    'Program {i} **{name}**: load {cost}, {icons}{once, select, yes { (once per game)} other { (repeatable)}}.',

  // One card
  'hack.help.card.title': '**{name}**: {character} Character card.',
  'hack.help.card.top': 'Top option (top Discard pile): {icons}.',
  'hack.help.card.bottom': 'Bottom option (bottom Discard pile): {icons}.',
  'hack.help.anomaly.title': '**{name}**: {kind}.',
  'hack.help.anomaly.soloVirus': 'Solo Virus card (solo mode)',
  'hack.help.anomaly.alert': '{set} (joins the Anomaly deck when an orange cube is removed)',
  'hack.help.anomaly.set': 'Anomaly, set {set}',
  'hack.help.anomaly.virusText':
    'Must be played first: it goes to the Enemy Discard and the top Anomaly card of the deck resolves at once.',
  'hack.help.anomaly.nodes':
    '{alpha, select, yes {Nodes: set by the scenario} other {Nodes: {n}}}{chain, select, yes {; Chain, automatic (Destroy 1 to the adjacent blocks when deactivated)} other {}}.',
  'hack.help.anomaly.top': 'Top option (into a free data block, hexagon to its nodes): {icons}.',
  'hack.help.anomaly.bottom': 'Bottom option (self-destruct, then the Enemy Discard): {icons}.',

  // The indexes
  'hack.help.cards': "**Character cards** (see `card-'<'name>`):",
  'hack.help.cards.line': '• {character} **{name}**{slug, select, other {}}: top {top}; bottom {bottom}',
  'hack.help.anomalies': "**Anomaly, Alpha, Alert and Solo Virus cards** (see `anomaly-'<'name>`):",
  'hack.help.anomalies.line': '• {set} **{name}**{nodes}{slug, select, other {}}: top {top}; bottom {bottom}',

  // The designed cards' notes (data: note), by what they say
  'hack.help.note.example':
    "printed: the rulebook's Character card example, bottom option [Alert down] 1 then [Destroy] 3 (its top is designed)",
  'hack.help.note.cyberlink':
    'designed: CyberLink (01), chains on half the deck ([Chain, place cube] with 4 grey cubes); lighter Destroy, paid back by the chains',
  'hack.help.note.drpower':
    'designed: DrPower (02), [Charge] on most cards to fuel the Experimental card; [Discharge] is the price of the strongest Destroy',
  'hack.help.note.putBack':
    'designed: the BLAAST!! card with [Duplicate] on top and [Put back] on its bottom (the card returns to the deck, shuffled)',
  'hack.help.note.blaast':
    'designed: BLAAST!! (03), brute force: the biggest Destroy in the game with the most interference (Alert up); three [Duplicate] cards',
  'hack.help.note.artemis':
    'designed: ArTeMiS (04), no special icons: two-target and distributed Destroy, and the most Alert down of any deck',
  'hack.help.note.anomalyExample':
    "printed: the rulebook's Anomaly examples: 4 nodes, top [Destroy] 1, bottom [Damage] 2 and [Spread] 2 (its name is designed)",
  'hack.help.note.A1': 'designed: Scenario 1 set A1+ (1+ players), the lightest',
  'hack.help.note.A2': 'designed: Scenario 1 set A2+ (1+ players)',
  'hack.help.note.A3': 'designed: Scenario 1 set A3+ (3+ players)',
  'hack.help.note.A4': 'designed: Scenario 1 set A4 (4 players), the heaviest',
  'hack.help.note.X2': 'designed: Alert card X2 (1-2 players); [Tension] 1 first on both options',
  'hack.help.note.X3': 'designed: Alert card X3 (3 players); [Tension] 1 first on both options',
  'hack.help.note.X4': 'designed: Alert card X4 (4 players); [Tension] 1 first on both options',
  'hack.help.note.alpha':
    'designed: Alpha Anomaly (nodes set by the scenario: Scenario 1 places one at 1 node, the difficult game two more at 3); placed at set-up, no options',
  'hack.help.note.soloVirus':
    'designed name: Solo Virus (printed effect: played first, to the Enemy Discard, then the top Anomaly of the deck resolves at once)',

  // The rulings
  'hack.help.rulings':
    '**Rulings** the rulebook leaves open, as decided here (rule numbers of docs/games/hacktivity.md):',
  'hack.help.ruling.2':
    'The Character decks, the Anomaly sets, the Alert, Solo and program cards are designed; the rulebook prints only counts, icons and a few example cards (those are used as printed).',
  'hack.help.ruling.8':
    "The Tension track is designed: {track} cards per box (the book prints its first box, {first}); the Alert cards' Tension icon moves the red cube on.",
  'hack.help.ruling.11': 'The Alpha Anomalies go into the leftmost free data blocks.',
  'hack.help.ruling.13': "DrPower's blue cube starts below the load scale (load 0) until the first Charge.",
  'hack.help.ruling.17': 'Each Draw split is public (how many from each deck), never the faces.',
  'hack.help.ruling.19a':
    'Last turn ("discuss with your group and decide who will draw the remaining Anomaly card"): when the Anomaly deck cannot fill what the Character decks leave short, the group hands the remaining Anomaly cards out one at a time. Every player who could still take one is asked at once and the first answer counts, for themself or another (`/hack last`). A card only one player can take, or cards that exactly fill the room left, go without asking (solo never asks). Then each draws the rest from their Character deck.',
  'hack.help.ruling.19b':
    'Each hand-out is public, the faces hidden; a button from an earlier card is stale. The computer gives the card to whoever would be shortest of a full draw.',
  'hack.help.ruling.21':
    'After one card you may end your turn; with 2 played or an empty hand it passes by itself (except DrPower, 51a).',
  'hack.help.ruling.24':
    'The printed example says "top Discard pile" for a bottom option: the bottom option goes onto the bottom pile, as the rule before it says.',
  'hack.help.ruling.26':
    'Every card in hand must be played, even when all its icons fail (the Golden Rule cancels icons, never cards).',
  'hack.help.ruling.31': "An Anomaly's top option with several free blocks: its player picks the block.",
  'hack.help.ruling.35':
    'Additional node X places its nodes one at a time, each where its player chooses, never on the Anomaly the card itself has just placed.',
  'hack.help.ruling.38': '"Approximately the centre" of the Anomaly deck: position floor(n/2) of the n cards left.',
  'hack.help.ruling.42':
    'Spread stops at the grey cube (the loss); Reduce infection and a Destroy on the purple cube stop at 0.',
  'hack.help.ruling.43a':
    "Duplicate copies the visible card's option of that pile without its Duplicate and Put back icons; a Duplicate is never copied.",
  'hack.help.ruling.43b':
    "Duplicate offers only options with an effect for its player now: another Character's Chain, Charge or Discharge copies nothing (Golden Rule); an offer that partly copies nothing says which icons.",
  'hack.help.ruling.45a':
    'Each grey cube (and an automatic chain) gives its own Destroy 1 to each neighbour: two cubes, Destroy 2; chains may cascade.',
  'hack.help.ruling.45b':
    'Chains reach the Critical interface only "in some scenarios": not in Scenario 1, so a chain from block D loses its Destroy on the right.',
  'hack.help.ruling.49a': 'Programs 2-4 are designed: see `drpower`.',
  'hack.help.ruling.51a':
    "DrPower's turn waits after the second (or last) card while a program could run: run one, or End turn. Load charged by the last card can be spent.",
  'hack.help.ruling.51b':
    'One program per turn ("activate one of the 4 programs"); the repeatable one may run again on a later turn.',
  'hack.help.ruling.51c':
    'DrPower with an empty hand still takes a turn, for a program only, while a program could run and another player holds cards; once every hand is empty the Play phase ends.',
  'hack.help.ruling.51d': 'A program none of whose icons could apply now is not offered (Golden Rule).',
  'hack.help.ruling.53a': "Share (`/hack share`): post a card's icons without numbers or name, during your turn.",
  'hack.help.ruling.54a':
    'An icon that cannot apply is skipped with a public note; a choice with one option is taken at once.',
  'hack.help.ruling.55a': 'Destroy X : Anomaly, and the Destroy of Destroy + Reduce infection, target Anomalies only.',
  'hack.help.ruling.57a': "The card's player splits a shared Damage or Fortify, point by point.",
  'hack.help.ruling.58a': 'A Character card discarded by Discard Character card goes to the Enemy Discard.',
  'hack.help.ruling.60a': 'A loss ends the game at once, even mid-card; the win is checked at Finish.',
  'hack.help.ruling.62a': 'Solo Zero cards leave the hand as the Play phase starts.',
  'hack.help.ruling.63a':
    "A Solo Virus counts as the card played, the Anomaly it brings out does not; its player picks that Anomaly's option; a Solo Virus on top of the deck goes to the Enemy Discard and the next card resolves instead.",
  'hack.help.ruling.65a': 'Protocol A never lifts a Firewall above {max}: in solo (Firewall {solo}) it adds nothing.',
  'hack.help.ruling.66':
    'Protocol B\'s "Basic Anomaly cards" are the Alpha Anomalies at set-up: one point at a time on the one with the most nodes (leftmost on a tie); the excess is lost.',
  'hack.help.ruling.67':
    "Protocol C's green cubes raise the breaking point: the grey cube starts 1 box higher per player.",
  'hack.help.ruling.69': 'Protocol E: as B with 2 per player; what no Anomaly can take lowers the purple cube.',
} as const;

const FR: { readonly [K in keyof typeof EN]: string } = {
  'hack.help.byCount': '{two} (1-2 joueurs) ; {three} (3 joueurs) ; {four} (4 joueurs)',
  'hack.help.alertCards': 'les cartes {cards}',
  'hack.help.then': ', puis ',
  'hack.help.noEffect': 'aucun effet',
  'hack.help.designed': '*Conçu par nous.*',
  'hack.help.designedNote': '*{note}.*',

  'hack.help.iconName.destroy': 'Détruire',
  'hack.help.iconName.destroy2': 'Détruire + Détruire',
  'hack.help.iconName.distributed': 'Détruire réparti',
  'hack.help.iconName.destroyReduce': 'Détruire + Réduire l’infection',
  'hack.help.iconName.destroyOrReduce': 'Détruire ou réduire l’infection',
  'hack.help.iconName.spread': 'Propagation',
  'hack.help.iconName.reduce': 'Réduire l’infection',
  'hack.help.iconName.charge': 'Charge',
  'hack.help.iconName.discharge': 'Décharge',
  'hack.help.iconName.damage': 'Dégâts',
  'hack.help.iconName.damageShared': 'Dégâts partagés',
  'hack.help.iconName.fortify': 'Renfort du Pare-feu',
  'hack.help.iconName.fortifyShared': 'Renfort du Pare-feu partagé',
  'hack.help.iconName.alertUp': 'Hausse d’Alerte',
  'hack.help.iconName.alertDown': 'Baisse d’Alerte',
  'hack.help.iconName.discard': 'Défausse de carte Personnage',
  'hack.help.iconName.addNode': 'Nœud supplémentaire',
  'hack.help.iconName.chain': 'Chaîne, placer un cube',
  'hack.help.iconName.duplicate': 'Dupliquer',
  'hack.help.iconName.putBack': 'Remettre',
  'hack.help.iconName.tension': 'Tension',
  'hack.help.w.destroyAnomaly': 'Détruire (Anomalie seulement)',
  'hack.help.w.destroy': 'Détruire {n}',
  'hack.help.w.destroyOnly': 'Détruire {n} (Anomalie seulement)',
  'hack.help.w.destroy2': 'Détruire {n} + Détruire {m}',
  'hack.help.w.destroyReduce': 'Détruire {n} + Réduire l’infection {m}',

  'hack.help.icon.destroy':
    'Détruire X : X nœuds d’**une seule** Anomalie, ou le cube violet descend de X sur l’interface Critique ; jamais réparti. Avec la marque Anomalie (Détruire X : Anomalie), il ne vise qu’une Anomalie, jamais l’interface Critique.',
  'hack.help.icon.destroy2':
    'Détruire X et Détruire Y : deux Anomalies différentes ; l’un des deux peut aller au cube violet à la place. Avec une seule cible, le second Détruire est perdu.',
  'hack.help.icon.destroyReduce':
    'Détruire X sur une Anomalie, et Réduire l’infection Y (le cube violet descend de Y).',
  'hack.help.icon.distributed':
    'Détruire X réparti comme vous voulez sur une ou plusieurs Anomalies et/ou le cube violet.',
  'hack.help.icon.destroyOrReduce': 'Détruire X sur une Anomalie, ou le cube violet descend de X ; jamais réparti.',
  'hack.help.icon.spread':
    'Le cube violet monte de X sur l’interface Critique. S’il atteint le cube gris, la partie est perdue.',
  'hack.help.icon.reduce': 'Le cube violet descend de X (pas sous 0 ; l’excédent est perdu).',
  'hack.help.icon.charge':
    'Le cube bleu de DrPower monte de X sur l’échelle d’énergie (1-{max} ; l’excédent est perdu).',
  'hack.help.icon.discharge': 'Le cube bleu de DrPower descend de X.',
  'hack.help.icon.damage':
    'Le cube vert de **votre** Pare-feu (le joueur qui a joué la carte) descend de X. Un Pare-feu à 0 fait perdre la partie.',
  'hack.help.icon.damageShared':
    'X Dégâts répartis comme le groupe le veut entre les Pare-feu des joueurs (le joueur de la carte fait la répartition dans le bot).',
  'hack.help.icon.fortify':
    'Votre Pare-feu monte de X, jamais au-dessus de {max}. À {max}, l’icône ne peut pas être activée (Règle d’or).',
  'hack.help.icon.fortifyShared': 'X Renforts répartis entre les Pare-feu des joueurs, chacun plafonné à {max}.',
  'hack.help.icon.alertUp':
    'Le cube orange de la colonne la plus à gauche qui en a encore un monte de X. Au-delà de la ligne 7, le cube est retiré, la carte Alerte du dessus va vers le milieu de la pioche Anomalie, et le reste de la hausse passe à la colonne suivante.',
  'hack.help.icon.alertDown':
    'Le cube orange le plus à gauche descend de X ; il s’arrête à la ligne 1 et l’excédent est perdu. Un cube retiré ne revient jamais.',
  'hack.help.icon.discard':
    'Défaussez X cartes Personnage, chacune de votre main ou du dessus de votre deck Personnage (au choix). S’il n’en reste ni dans l’une ni dans l’autre, l’icône n’est pas activée.',
  'hack.help.icon.addNode':
    'Ajoutez X nœuds à une autre Anomalie de l’interface Antivirus (une déjà en place, de moins de {limit} nœuds). Sans une telle Anomalie, l’icône est annulée.',
  'hack.help.icon.chain':
    'CyberLink : posez un de vos cubes gris sur une Anomalie de l’interface Antivirus. Quand cette Anomalie est désactivée, Détruire 1 va à chaque bloc adjacent et les cubes reviennent dans votre réserve.',
  'hack.help.icon.duplicate':
    'BLAAST!! : résolvez à nouveau l’option de n’importe quelle carte visible au sommet d’une pile du haut ou du bas (la vôtre ou celle d’un autre joueur), comme si vous la jouiez. Dupliquer lui-même ne peut pas être copié.',
  'hack.help.icon.putBack': 'BLAAST!! : cette carte retourne dans votre deck Personnage, qui est mélangé.',
  'hack.help.icon.tension':
    'Le cube rouge avance de X cases sur la piste de Tension : dès la vague suivante, chaque joueur pioche sa nouvelle valeur (conçu par nous).',
  'hack.help.icons':
    '**Icônes** (X et Y sont les nombres imprimés à côté d’une icône ; chacune a son sujet, entre parenthèses) :',
  'hack.help.icons.line': '• **{name}** (`{slug}`) : {text}',

  'hack.help.set.alpha': 'Anomalie Alpha',
  'hack.help.set.alert': 'carte Alerte {x}',
  'hack.help.set.soloVirus': 'Virus Solo',

  'hack.help.overview': L(
    '**Hacktivity** est coopératif : de 1 à 4 hackers (solo aussi) gagnent ou perdent ensemble contre les Anomalies d’un virus du cyberespace (Scénario 1, secteur 16).',
    'Chacun joue un deck Personnage de 12 à 14 cartes à usage unique ({order} : c’est l’ordre de jeu). Les cartes Anomalie sont nuisibles : vous les piochez aussi et devez les jouer, soit en les paralysant sur l’**interface Antivirus** pour les désactiver, soit en les laissant s’autodétruire et en subissant leurs effets.',
    '**Vous perdez** quand un Pare-feu tombe à 0, quand il ne reste aucun cube orange sur l’**interface d’Alerte**, ou quand le cube violet (l’infection) atteint le cube gris sur l’**interface Critique**.',
    '**Vous gagnez** quand la pioche Anomalie est épuisée et que toutes les mains sont vides sans que rien de cela ne soit arrivé. Les Anomalies restées en jeu n’ont pas à être désactivées.',
    'Parlez ! Vous pouvez dire quelles icônes vous avez, jamais leurs nombres (voir `communication`). Sujets : `setup`, `wave`, `draw`, `play`, `character-cards`, `anomaly-cards`, `deactivate`, `alert`, `critical`, `icons`, `golden-rule`, `end`, `solo`, `protocols`, `tips`, `rulings`, `commands`, `characters`, `cards`, `anomalies`.',
  ),
  'hack.help.setup': L(
    '**Mise en place du Scénario 1** (le bot s’en charge) :',
    '• Interface d’Alerte : cubes orange en {alert}. La pioche Alerte : {alertDeck} (toujours une carte de moins que de cubes orange).',
    '• Interface Antivirus : 4 blocs de données ; 1 Anomalie Alpha de {alpha} nœud (l’option `difficult` ajoute 2 Alphas de {alphaDifficult} nœuds). À 1-2 joueurs, la carte Interdite occupe le premier bloc : 3 blocs seulement.',
    '• Interface Critique : le Phénomène étrange ; le cube rouge sur la première case ({tension}) de la piste de Tension ; cube violet : {purple} ; cube gris : {grey}.',
    '• La pioche Anomalie, mélangée : {sets}. À côté, la Défausse ennemie.',
    '• Chaque joueur choisit un Personnage différent (`/hack personnage`) et mélange son deck ; Pare-feu {firewall} ({solo} en solo) ; deux piles de défausse, du haut et du bas. DrPower : la carte Expérimentale avec le cube bleu ; CyberLink : {cubes} cubes gris.',
    'Options de `/partie nouvelle` : `difficult=yes`, `protocol=A..E` (voir `protocols`).',
  ),
  'hack.help.wave': L(
    'La partie est une suite de **vagues**, chacune en 3 phases, toujours dans l’ordre des personnages ({order}, en sautant ceux qui ne jouent pas) :',
    '**1. Pioche** : chaque joueur pioche autant de cartes que le niveau de Tension (voir `draw`).',
    '**2. Jeu** : à tour de rôle, chaque joueur joue 1 ou 2 cartes de sa main ; les tours s’enchaînent jusqu’à ce que toutes les mains soient vides ; un joueur à la main vide est sauté (voir `play`).',
    '**3. Fin** : si la pioche Anomalie est vide, la partie se termine (voir `end`) ; sinon une nouvelle vague commence.',
    'Piste de Tension (conçue par nous) : {track} cartes par case ; le cube rouge part de la première case et avance avec l’icône Tension de certaines cartes Alerte.',
  ),
  'hack.help.draw': L(
    '**Phase de Pioche** : dans l’ordre des personnages, chaque joueur annonce **publiquement** combien des cartes du niveau de Tension viennent de son deck Personnage et combien de la pioche Anomalie (`/hack piocher`).',
    'Les cartes restent face cachée jusqu’à ce que tout le monde ait pioché ; puis chacun voit ses nouvelles cartes en même temps (dans /main).',
    'Les decks Personnage ne sont jamais remélangés : chaque carte Personnage sert une fois par partie. Sans carte Personnage restante, vous ne piochez que des Anomalies : prévoyez vos répartitions.',
    '**Dernier tour** : quand la pioche Anomalie ne peut pas couvrir le compte de chacun, le groupe décide qui pioche les cartes Anomalie restantes, une à la fois : tout joueur qui pourrait en prendre une peut répondre, pour lui-même ou pour un autre (`/hack dernier`) ; puis chacun pioche le reste dans son deck Personnage.',
    'Exemple (3 joueurs, Tension 3) : CyberLink prend 1 carte Personnage et 2 Anomalies, DrPower 3 cartes Personnage, ArTeMiS 3 Anomalies.',
  ),
  'hack.help.play': L(
    '**Phase de Jeu** : dans l’ordre des personnages, chaque joueur joue **1 ou 2 cartes** (`/hack jouer`, puis `/hack finir` après la première carte, ou jouez-en une seconde). La phase tourne jusqu’à ce que toutes les mains soient vides ; un joueur sans carte est sauté.',
    'Toute carte en main doit être jouée, même si toutes ses icônes échouent : la Règle d’or annule des icônes, jamais la carte.',
    'Une carte posée est définitive. Résolvez ses icônes dans l’ordre ; le bot demande les cibles (`cible`, `repartir`, `bloc`, `partager`, `defausser`, `dupliquer`).',
    'Les programmes de DrPower sont des actions gratuites pendant son tour (`/hack programme`), un par tour, pas des cartes jouées ; le tour de DrPower attend après ses cartes tant qu’un programme peut s’exécuter (puis Finir le tour), et revient avec une main vide tant qu’un programme peut s’exécuter. Vous pouvez aussi partager les icônes d’une carte, sans les nombres (`/hack partager`).',
    'Exemple : CyberLink joue 2, DrPower 1, ArTeMiS 1 ; puis CyberLink 1, DrPower 1, ArTeMiS 1 ; puis CyberLink (main vide) est sauté, DrPower 1, ArTeMiS 1.',
  ),
  'hack.help.characterCards': L(
    'Une **carte Personnage** a une option du haut et une option du bas ; vous en activez une, jamais les deux.',
    'Posez-la sur votre pile de défausse **du haut** pour activer son option du haut, sur votre pile **du bas** pour son option du bas ; le choix est définitif. Puis résolvez ses icônes dans l’ordre.',
    'Exemple imprimé : une carte dont l’option du bas est Baisse d’Alerte 1 puis Détruire 3 : posez-la sur la pile du bas, abaissez de 1 le cube orange le plus à gauche, puis Détruire 3.',
    'La carte du dessus de chaque pile de défausse est publique (BLAAST!! peut la Dupliquer). Les decks Personnage comptent de 12 à 14 cartes ; voir `characters` et `cards`.',
  ),
  'hack.help.anomalyCards': L(
    'Une **carte Anomalie** (dos violet) a aussi deux options ; vous en activez une, jamais les deux.',
    '**Haut : désactivation.** Posez-la dans un **bloc de données libre** de l’interface Antivirus, réglez son hexagone bleu sur ses nœuds, puis résolvez ses icônes du haut. Possible seulement s’il reste un bloc libre (la carte Interdite et les Anomalies paralysées occupent des blocs).',
    '**Bas : autodestruction.** Résolvez ses icônes du bas (vous les subissez) et mettez-la dans la Défausse ennemie.',
    'Exemples imprimés : une Anomalie de 4 nœuds posée dans un bloc libre (hexagone à 4) puis Détruire 1 ; une option du bas Dégâts 2 (Pare-feu de 3 à 1) ; une Propagation 2 en bas (violet de 2 à 4).',
    '**Les cartes Alerte** rejoignent la pioche Anomalie quand un cube orange quitte l’interface d’Alerte : des Anomalies en plus à jouer. Voir `deactivate`, `alpha`, `anomalies`.',
  ),
  'hack.help.deactivate': L(
    'Chaque point de Détruire sur une Anomalie abaisse de 1 son hexagone bleu (ses nœuds). À 0, l’Anomalie est **désactivée** : elle va dans la Défausse ennemie et son bloc est de nouveau libre. L’excédent de Détruire est perdu.',
    '• Détruire 2 : 2 nœuds d’une seule Anomalie.',
    '• Détruire réparti 3 : 3 nœuds sur une ou plusieurs Anomalies de votre choix.',
    '• Détruire 3 + Détruire 1 : 3 nœuds d’une Anomalie et 1 d’une autre ; avec une seule Anomalie active, le Détruire 1 est perdu.',
    'Chaînes : une Anomalie portant des cubes gris de CyberLink, ou l’icône Chaîne automatique, donne Détruire 1 à chaque bloc adjacent quand elle est désactivée (perdu là où aucune Anomalie n’est adjacente). Voir `cyberlink`.',
    'Inutile de désactiver toutes les Anomalies : ce qui compte, c’est que chaque carte soit jouée.',
  ),
  'hack.help.alpha': L(
    '**Les Anomalies Alpha** démarrent sur l’interface Antivirus (Scénario 1 : une de {alpha} nœud ; la partie difficile en ajoute deux de {alphaDifficult}). Elles se désactivent comme toute autre Anomalie.',
    '**Nœud supplémentaire** : ajoute un nœud à une autre Anomalie déjà sur l’interface Antivirus, au choix parmi celles de moins de {limit} nœuds. S’il n’y en a aucune, l’icône est annulée (Règle d’or).',
  ),
  'hack.help.alert': L(
    '**Interface d’Alerte** : 6 colonnes (a-f) de 7 lignes, au plus un cube orange par colonne. Elle mesure votre discrétion : les cartes puissantes causent des interférences (Hausse d’Alerte).',
    '**Hausse d’Alerte X** fait monter le cube de la colonne la plus à gauche qui en a encore un. Un cube en ligne 7 qui doit monter est **retiré** : prenez la carte Alerte du dessus et glissez-la vers le milieu de la pioche Anomalie (une Anomalie de plus). Le reste de la hausse continue sur la colonne suivante.',
    'Exemple (2 joueurs) : le cube de la colonne e est en ligne 7 ; Hausse d’Alerte 1 le retire et une carte Alerte va dans la pioche Anomalie. Avec Hausse d’Alerte 2, le second point fait monter le cube de la colonne suivante.',
    '**Baisse d’Alerte X** fait descendre le cube le plus à gauche, jusqu’à la ligne 1 ; l’excédent est perdu. Un cube retiré ne revient jamais.',
    'Plus aucun cube orange : le groupe est éjecté du réseau et perd.',
  ),
  'hack.help.critical': L(
    '**Interface Critique** (Scénario 1) : le **{name}**. {text}',
    '• Le cube violet est l’infection : la **Propagation** le fait monter, **Réduire l’infection** le fait descendre, et un Détruire peut viser l’interface Critique au lieu d’une Anomalie (pas l’icône Détruire : Anomalie).',
    '• Le cube gris est le point de rupture : si le cube violet l’atteint, la partie est perdue. Exemple : 2 joueurs, violet à 2, Propagation 8 le porte à 10, le cube gris : perdu.',
    '• La piste de Tension : le cube rouge indique combien de cartes chaque joueur pioche ({track}).',
  ),
  'hack.help.communication': L(
    '**Règles de communication** (le bot les fait respecter) :',
    '1. Ne révélez jamais vos cartes à un autre joueur avant qu’elles soient sur la table. Votre main n’est que dans /main et vos MP ; la table voit combien de dos Personnage et Anomalie vous avez.',
    '2. Pour jouer une carte, posez-la sur une pile de défausse ou sur le plateau. Une fois posée, vous ne pouvez pas la reprendre.',
    '3. Vous pouvez dire à vos équipiers les icônes de vos cartes, jamais les nombres à côté. `/hack partager` publie dans le salon les icônes d’une carte sans les nombres.',
    'Exemple : avec Détruire 1 en main, vous pouvez dire « je peux viser faiblement une Anomalie ».',
  ),
  'hack.help.goldenRule': L(
    '**La Règle d’or** : vous ne pouvez pas activer une icône dont l’effet ne peut pas s’appliquer. Elle est sautée (le bot le dit) et le reste de la carte se résout.',
    '• Pas de Nœud supplémentaire sans Anomalie sur l’interface Antivirus, ni sur une Anomalie de 5 nœuds ou plus.',
    '• Pas de Défausse de carte Personnage sans carte Personnage dans votre main ni votre deck.',
    '• Pas de Renfort du Pare-feu quand votre Pare-feu est à {max}.',
    'Mais **Propagation, Réduire l’infection, Charge et Détruire** s’appliquent jusqu’à la limite de la cible : Détruire 5 sur une Anomalie de 3 nœuds la désactive et les 2 autres sont perdus.',
    'La carte elle-même est toujours jouée : la Règle d’or annule des icônes, jamais des cartes.',
  ),
  'hack.help.end': L(
    '**La partie se termine** quand :',
    '• le Pare-feu d’un Personnage est à 0 (perdu) ;',
    '• il ne reste aucun cube orange sur l’interface d’Alerte (perdu) ;',
    '• le cube violet atteint le cube gris (perdu) ;',
    '• la pioche Anomalie est épuisée et personne n’a plus de carte.',
    '**Victoire du Scénario 1** : la pioche Anomalie vidée et le tour terminé, le cube violet sous le gris, un cube orange encore sur l’interface d’Alerte, et aucun Pare-feu à 0. Les Anomalies restées sur l’interface Antivirus ne comptent pas.',
    'Perdu ? Lisez `tips` (Protocole d’urgence F) et essayez un Protocole d’urgence (`protocols`).',
  ),
  'hack.help.solo': L(
    '**Mode solo** : vous jouez deux decks Personnage mélangés avec les **4 cartes Solo Zéro** comme un seul deck Personnage ; Pare-feu {solo}.',
    '**Solo Zéro** : quand vous en avez une en phase de Jeu, elle va aussitôt dans la Défausse ennemie. Aucun effet ; ce n’est pas une carte Personnage.',
    '**Virus Solo** (3, mélangés dans la pioche Anomalie) : quand vous en avez un en phase de Jeu, vous devez le jouer d’abord : il va dans la Défausse ennemie et la carte Anomalie du dessus de la pioche se résout aussitôt.',
    'L’ordre des cartes à jouer d’abord est le vôtre. Les pouvoirs des deux personnages sont à vous (programmes de DrPower, cubes de CyberLink...).',
    'Cartes Solo Zéro : {names}.',
  ),
  'hack.help.protocols':
    '**Protocoles d’urgence** : après une mission perdue, rejouez-la avec une mise en place plus facile, choisie à `/partie nouvelle` avec `protocol=A`..`E` (un à la fois) :',
  'hack.help.protocol': '• **{k}** : {text}',
  'hack.help.protocolF': '• **F** : aucun changement de mise en place : des conseils de jeu, voir `tips`.',
  'hack.help.protocolsNote':
    '*Les Protocoles B, C et E imprimés ne nomment pas leurs cibles, et A ne dit pas comment il respecte le plafond de 4 du Pare-feu : les lectures ci-dessus sont les nôtres (voir `rulings`).*',
  'hack.help.tips': L(
    '**Protocole d’urgence F** : rejouez la mission en suivant ces consignes :',
    '• Évitez de perdre des points de Détruire en jouant une carte : visez avec chaque Détruire une Anomalie d’à peu près autant de nœuds, ou le cube violet.',
    '• Attention au Nœud supplémentaire : jouez les Anomalies qui en ont quand aucune autre Anomalie n’est sur l’interface Antivirus, pour que la Règle d’or l’annule.',
    'Aussi : accordez-vous sur les répartitions de pioche pour que personne ne manque de cartes Personnage tant que dure la pioche Anomalie ; gardez un bloc de données libre pour les Anomalies faibles ; surveillez le cube orange le plus à gauche avant toute Hausse d’Alerte ; partagez vos icônes tôt (`/hack partager`).',
    'Relisez `golden-rule` et `end`.',
  ),
  'hack.help.commands': L(
    'La plupart des choix arrivent en boutons sous le message du tour ; `/hack` atteint chacun en tapant, avec l’autocomplétion :',
    '`/hack personnage` (mise en place), `piocher` (votre répartition), `dernier` (dernier tour : qui pioche une carte Anomalie restante), `jouer` (une carte et son option), `finir` (après une carte), `programme` (DrPower), `partager` (les icônes d’une carte, sans les nombres).',
    'Pendant une carte : `cible`, `repartir`, `bloc`, `defausser`, `dupliquer`, `option` ; `partager` répartit aussi des Dégâts ou un Renfort partagés.',
    '`/main` montre vos cartes avec leurs deux options et leurs nombres, à vous seul.',
  ),

  'hack.help.power.cyberlink':
    '**CyberLink** (01) crée des cyberchaînes. Avec **Chaîne, placer un cube**, posez un de vos {cubes} cubes gris sur une Anomalie (plusieurs cubes peuvent partager la même). Quand cette Anomalie est désactivée, Détruire 1 à chaque bloc adjacent, puis les cubes reviennent dans votre réserve. Pas d’Anomalie adjacente d’un côté : ce Détruire 1 est perdu. Certaines Anomalies ont **Chaîne, automatique** : la même chose sans cube. Plus efficace à 3 ou 4 joueurs.',
  'hack.help.power.drpower':
    '**DrPower** (02) a un implant à charger. **Charge** fait monter le cube bleu sur l’échelle d’énergie (1-{max}), **Décharge** le fait descendre. Pendant votre tour de Jeu, dépensez de l’énergie pour un programme (`/hack programme`), même après vos cartes (puis Finir le tour) ; un programme n’est pas une carte jouée. Les trois premiers programmes une fois par partie, le dernier aussi souvent que vous voulez mais plus faible. Exemple : énergie 6, le premier programme : l’énergie redescend de 5, à 1, puis ses icônes.',
  'hack.help.power.blaast':
    '**BLAAST!!** (03) duplique des programmes. **Dupliquer** résout à nouveau l’option de n’importe quelle carte visible au sommet d’une pile du haut ou du bas, la vôtre ou celle d’un autre joueur (les cartes cachées ne sont pas disponibles). **Remettre** : la carte retourne dans votre deck Personnage, qui est mélangé.',
  'hack.help.power.artemis':
    '**ArTeMiS** (04) n’a pas d’icône spéciale mais est la plus polyvalente : ses cartes frappent plusieurs Anomalies à la fois (Détruire + Détruire, Détruire réparti) et portent plus de Baisse d’Alerte que les autres.',
  'hack.help.characters': '**Personnages**, dans l’ordre de jeu : {names}. Voir {topics}.',
  'hack.help.deck':
    'Deck : {n, plural, one {# carte} other {# cartes}}{n, plural, =0 {} other { : {list}}} (voir les sujets `card-…` : `cards` les donne).',
  'hack.help.program':
    'Programme {i} **{name}** : énergie {cost}, {icons}{once, select, yes { (une fois par partie)} other { (répétable)}}.',

  'hack.help.card.title': '**{name}** : carte Personnage, {character}.',
  'hack.help.card.top': 'Option du haut (pile du haut) : {icons}.',
  'hack.help.card.bottom': 'Option du bas (pile du bas) : {icons}.',
  'hack.help.anomaly.title': '**{name}** : {kind}.',
  'hack.help.anomaly.soloVirus': 'carte Virus Solo (mode solo)',
  'hack.help.anomaly.alert': '{set} (rejoint la pioche Anomalie quand un cube orange est retiré)',
  'hack.help.anomaly.set': 'Anomalie, série {set}',
  'hack.help.anomaly.virusText':
    'Doit être jouée d’abord : elle va dans la Défausse ennemie et la carte Anomalie du dessus de la pioche se résout aussitôt.',
  'hack.help.anomaly.nodes':
    '{alpha, select, yes {Nœuds : fixés par le scénario} other {Nœuds : {n}}}{chain, select, yes { ; Chaîne, automatique (Détruire 1 aux blocs adjacents quand elle est désactivée)} other {}}.',
  'hack.help.anomaly.top': 'Option du haut (dans un bloc de données libre, hexagone sur ses nœuds) : {icons}.',
  'hack.help.anomaly.bottom': 'Option du bas (autodestruction, puis la Défausse ennemie) : {icons}.',

  'hack.help.cards': '**Cartes Personnage** (chacune a son sujet, entre parenthèses) :',
  'hack.help.cards.line': '• {character} **{name}** (`{slug}`) : haut {top} ; bas {bottom}',
  'hack.help.anomalies': '**Cartes Anomalie, Alpha, Alerte et Virus Solo** (chacune a son sujet, entre parenthèses) :',
  'hack.help.anomalies.line': '• {set} **{name}**{nodes} (`{slug}`) : haut {top} ; bas {bottom}',

  'hack.help.note.example':
    'Imprimé : l’exemple de carte Personnage du livret, option du bas [Baisse d’Alerte] 1 puis [Détruire] 3 (son haut est conçu par nous)',
  'hack.help.note.cyberlink':
    'Conçu par nous : CyberLink (01), des chaînes sur la moitié du deck ([Chaîne, placer un cube] avec 4 cubes gris) ; un Détruire plus léger, compensé par les chaînes',
  'hack.help.note.drpower':
    'Conçu par nous : DrPower (02), [Charge] sur la plupart des cartes pour alimenter la carte Expérimentale ; [Décharge] est le prix des Détruire les plus forts',
  'hack.help.note.putBack':
    'Conçu par nous : la carte de BLAAST!! avec [Dupliquer] en haut et [Remettre] en bas (la carte retourne dans le deck, mélangé)',
  'hack.help.note.blaast':
    'Conçu par nous : BLAAST!! (03), la force brute : les plus gros Détruire du jeu, avec le plus d’interférences (Hausse d’Alerte) ; trois cartes [Dupliquer]',
  'hack.help.note.artemis':
    'Conçu par nous : ArTeMiS (04), aucune icône spéciale : des Détruire à deux cibles et répartis, et le plus de Baisse d’Alerte de tous les decks',
  'hack.help.note.anomalyExample':
    'Imprimé : les exemples d’Anomalie du livret : 4 nœuds, haut [Détruire] 1, bas [Dégâts] 2 et [Propagation] 2 (son nom est conçu par nous)',
  'hack.help.note.A1': 'Conçu par nous : série A1+ du Scénario 1 (1 joueur et plus), la plus légère',
  'hack.help.note.A2': 'Conçu par nous : série A2+ du Scénario 1 (1 joueur et plus)',
  'hack.help.note.A3': 'Conçu par nous : série A3+ du Scénario 1 (3 joueurs et plus)',
  'hack.help.note.A4': 'Conçu par nous : série A4 du Scénario 1 (4 joueurs), la plus lourde',
  'hack.help.note.X2': 'Conçu par nous : carte Alerte X2 (1-2 joueurs) ; [Tension] 1 en premier sur les deux options',
  'hack.help.note.X3': 'Conçu par nous : carte Alerte X3 (3 joueurs) ; [Tension] 1 en premier sur les deux options',
  'hack.help.note.X4': 'Conçu par nous : carte Alerte X4 (4 joueurs) ; [Tension] 1 en premier sur les deux options',
  'hack.help.note.alpha':
    'Conçu par nous : Anomalie Alpha (nœuds fixés par le scénario : le Scénario 1 en pose une à 1 nœud, la partie difficile deux de plus à 3) ; posée à la mise en place, sans options',
  'hack.help.note.soloVirus':
    'Nom conçu par nous : Virus Solo (effet imprimé : jouée d’abord, vers la Défausse ennemie, puis l’Anomalie du dessus de la pioche se résout aussitôt)',

  'hack.help.rulings':
    '**Décisions** sur ce que le livret laisse ouvert, telles que prises ici (numéros des règles de `docs/games/hacktivity.md`) :',
  'hack.help.ruling.2':
    'Les decks Personnage, les séries d’Anomalies, les cartes Alerte, Solo et programmes sont conçus par nous ; le livret n’imprime que des nombres, des icônes et quelques cartes d’exemple (utilisées telles quelles).',
  'hack.help.ruling.8':
    'La piste de Tension est conçue par nous : {track} cartes par case (le livret imprime sa première case, {first}) ; l’icône Tension des cartes Alerte fait avancer le cube rouge.',
  'hack.help.ruling.11': 'Les Anomalies Alpha vont dans les blocs de données libres les plus à gauche.',
  'hack.help.ruling.13':
    'Le cube bleu de DrPower démarre sous l’échelle d’énergie (énergie 0) jusqu’à la première Charge.',
  'hack.help.ruling.17': 'Chaque répartition de Pioche est publique (combien de chaque pioche), jamais les faces.',
  'hack.help.ruling.19a':
    'Dernier tour (« discutez avec votre groupe et décidez qui piochera la carte Anomalie restante ») : quand la pioche Anomalie ne peut pas combler ce que les decks Personnage laissent manquer, le groupe distribue les cartes Anomalie restantes une à la fois. Chaque joueur qui pourrait encore en prendre une est interrogé en même temps et la première réponse compte, pour lui-même ou un autre (`/hack dernier`). Une carte qu’un seul joueur peut prendre, ou des cartes qui comblent exactement la place restante, partent sans demande (le solo ne demande jamais). Puis chacun pioche le reste dans son deck Personnage.',
  'hack.help.ruling.19b':
    'Chaque distribution est publique, faces cachées ; un bouton d’une carte précédente est périmé. L’ordinateur donne la carte à celui à qui il manquerait le plus pour une pioche complète.',
  'hack.help.ruling.21':
    'Après une carte, vous pouvez finir votre tour ; avec 2 cartes jouées ou une main vide, il passe tout seul (sauf DrPower, 51a).',
  'hack.help.ruling.24':
    'L’exemple imprimé dit « pile de défausse du haut » pour une option du bas : l’option du bas va sur la pile du bas, comme le dit la règle qui précède.',
  'hack.help.ruling.26':
    'Toute carte en main doit être jouée, même si toutes ses icônes échouent (la Règle d’or annule des icônes, jamais des cartes).',
  'hack.help.ruling.31': 'Option du haut d’une Anomalie avec plusieurs blocs libres : son joueur choisit le bloc.',
  'hack.help.ruling.35':
    'Nœud supplémentaire X place ses nœuds un par un, chacun où son joueur le choisit, jamais sur l’Anomalie que la carte vient elle-même de poser.',
  'hack.help.ruling.38':
    '« À peu près au centre » de la pioche Anomalie : la position floor(n/2) des n cartes restantes.',
  'hack.help.ruling.42':
    'La Propagation s’arrête au cube gris (la défaite) ; Réduire l’infection et un Détruire sur le cube violet s’arrêtent à 0.',
  'hack.help.ruling.43a':
    'Dupliquer copie l’option de la carte visible de cette pile sans ses icônes Dupliquer et Remettre ; un Dupliquer n’est jamais copié.',
  'hack.help.ruling.43b':
    'Dupliquer ne propose que des options qui ont un effet pour son joueur maintenant : la Chaîne, la Charge ou la Décharge d’un autre Personnage ne copient rien (Règle d’or) ; une offre qui ne copie qu’en partie dit quelles icônes ne copient rien.',
  'hack.help.ruling.45a':
    'Chaque cube gris (et une chaîne automatique) donne son propre Détruire 1 à chaque voisin : deux cubes, Détruire 2 ; les chaînes peuvent s’enchaîner.',
  'hack.help.ruling.45b':
    'Les chaînes n’atteignent l’interface Critique que « dans certains scénarios » : pas dans le Scénario 1, donc une chaîne depuis le bloc D perd son Détruire à droite.',
  'hack.help.ruling.49a': 'Les programmes 2 à 4 sont conçus par nous : voir `drpower`.',
  'hack.help.ruling.51a':
    'Le tour de DrPower attend après la seconde (ou dernière) carte tant qu’un programme peut s’exécuter : lancez-en un, ou Finir le tour. L’énergie chargée par la dernière carte peut être dépensée.',
  'hack.help.ruling.51b':
    'Un programme par tour (« activez l’un des 4 programmes ») ; le répétable peut être relancé à un tour suivant.',
  'hack.help.ruling.51c':
    'DrPower à la main vide joue encore un tour, pour un programme seulement, tant qu’un programme peut s’exécuter et qu’un autre joueur a des cartes ; une fois toutes les mains vides, la phase de Jeu se termine.',
  'hack.help.ruling.51d':
    'Un programme dont aucune icône ne pourrait s’appliquer maintenant n’est pas proposé (Règle d’or).',
  'hack.help.ruling.53a':
    'Partager (`/hack partager`) : publier les icônes d’une carte sans nombres ni nom, pendant votre tour.',
  'hack.help.ruling.54a':
    'Une icône qui ne peut pas s’appliquer est sautée avec une note publique ; un choix à une seule option est pris aussitôt.',
  'hack.help.ruling.55a':
    'Détruire X : Anomalie, et le Détruire de Détruire + Réduire l’infection, ne visent que des Anomalies.',
  'hack.help.ruling.57a': 'Le joueur de la carte répartit des Dégâts ou un Renfort partagés, point par point.',
  'hack.help.ruling.58a':
    'Une carte Personnage défaussée par Défausse de carte Personnage va dans la Défausse ennemie.',
  'hack.help.ruling.60a':
    'Une défaite termine la partie aussitôt, même au milieu d’une carte ; la victoire se vérifie à la Fin.',
  'hack.help.ruling.62a': 'Les cartes Solo Zéro quittent la main au début de la phase de Jeu.',
  'hack.help.ruling.63a':
    'Un Virus Solo compte comme la carte jouée, l’Anomalie qu’il fait sortir non ; son joueur choisit l’option de cette Anomalie ; un Virus Solo au sommet de la pioche va dans la Défausse ennemie et la carte suivante se résout à sa place.',
  'hack.help.ruling.65a':
    'Le Protocole A ne fait jamais monter un Pare-feu au-dessus de {max} : en solo (Pare-feu {solo}), il n’ajoute rien.',
  'hack.help.ruling.66':
    'Les « cartes Anomalie de base » du Protocole B sont les Anomalies Alpha de la mise en place : un point à la fois sur celle qui a le plus de nœuds (la plus à gauche en cas d’égalité) ; l’excédent est perdu.',
  'hack.help.ruling.67':
    'Les cubes verts du Protocole C élèvent le point de rupture : le cube gris démarre 1 case plus haut par joueur.',
  'hack.help.ruling.69':
    'Protocole E : comme B avec 2 par joueur ; ce qu’aucune Anomalie ne peut prendre abaisse le cube violet.',
};

export const h = defineMessages('hack.help', EN, FR);
/** A key of this catalogue (help.ts picks keys by the data: an icon's kind, a ruling's number, a note). */
export type HelpKey = keyof typeof EN;
export const isHelpKey = (k: string): k is HelpKey => k in EN;
/** The English of a key (help.ts finds a designed card's note by the text the data gives). */
export const englishOf = (k: HelpKey): string => EN[k];
/** The rule numbers of the rulings, in the order of the catalogue (the doc's). */
export const RULING_NUMBERS: readonly string[] = Object.keys(EN)
  .filter((k) => k.startsWith('hack.help.ruling.'))
  .map((k) => k.slice('hack.help.ruling.'.length));
