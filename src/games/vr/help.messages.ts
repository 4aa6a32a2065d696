import { defineMessages } from '../../engine/messages.ts';

/**
 * The words of Virtual Revolution's /game help topics (src/games/vr/help.ts), in English and French
 * (docs/i18n.md, glossary). Numbers from the data come as values; card texts come from the data.
 * A literal `<` is quoted ('<') since ICU reads it as a tag.
 */

const EN = {
  'vr.help.star':
    '*Marked \\*: after adding or removing Influence or a Server, check who gains or loses a District Title.*',
  'vr.help.turn': `The game lasts **5 Rounds**. In each Round every player plays **3 turns** (one per Director), following the turn order.
A turn has 3 phases, always in this order:
**1. Place a Director** in any Borough (\`/vr place\`). No constraint.
**2. Influence** (optional) in that Borough: add 1 of your tokens (draw 1 Corruption card), remove 1 token (anyone's; it goes to the Recycle Area; draw 1 Corruption card), or move 1 of your tokens from any Borough to this one. See \`influence\`.
**3. One Action** out of 5: Work, Recruit an Agent, Build a Server, Create a Verse, Make a Donation (\`/vr action\`). See \`actions\`.
At any point of your turn you may also activate a Title you hold (\`/vr title\`), collect your tokens from the Recycle Area (\`/vr recycle\`), put a Verse Online when its condition is met (\`/vr online\`) or trade a Verse for 1 Immunity token (\`/vr trade\`); once your Director is placed, you may also use an Agent on Duty (\`/vr use\`) or promote one (\`/vr promote\`).
An Agent acts in the Borough where you placed your Director this turn: "the Borough" on a card means that one.
End your turn with \`/vr end\`. After everyone's 3 turns, the Round ends: see \`end-of-round\`.
What the rulebook leaves open, and how the bot decides it: \`rulings\`.`,
  'vr.help.actions': `**Work**: gain {work} Eurocredits.
**Recruit an Agent** ({recruit} €): take an Agent whose Localization token is in your Director's Borough or within your Range (1 by default: an adjacent Borough; Boosts add to it). At most 3 Agents on Duty.
**Build a Server** ({server} €): in your Director's Borough, if it holds at least 1 of your Influence tokens, no other player's Server, and you have no Server in that District yet. Income +2, gain a +2 VP token, draw 1 Corruption card. A Server controls its Borough even without tokens; two players may control the same Borough. (Delta's Promotion waives the token condition; the Nation Title only in a Borough without any Influence token.)
**Create a Verse** ({verse} €): you may first pay {refresh} € (as often as you like) to refresh the 5 Verses on offer. Income +1, draw 1 Corruption card, take 1 of the 5 Verses (it arrives Loading).
**Make a Donation**: pay {one} € to discard 1 Corruption card of your choice, or {two} € to discard 2; in addition you may pay {immunity} € to gain 1 Immunity token.
Boosts (Boost cards, Level 1 Agents turned into Boosts) improve an Action each time you perform it; Titles and some Promotions improve one Action only. Their Eurocredits come as the Action starts, so they help pay for it. A bonus never improves the Action that brought it into play.
Necro markers can change these costs for one Round: see \`necro\`.`,
  'vr.help.influence': `A player **controls** a Borough when they have at least 1 Influence token or a Server there.
**A Borough never holds Influence tokens of two players.** To take an opponent's Borough, first remove their tokens. You may stack several of your own tokens in one Borough.
The Influence phase (optional, after placing your Director) allows exactly one manoeuvre in the Director's Borough:
• add 1 token from your reserve, and draw 1 Corruption card;
• remove 1 token (yours or not) to the Recycle Area, and draw 1 Corruption card;
• move 1 of your tokens from any Borough to this one (no card).
Removed tokens always go to the **Recycle Area** (see \`recycle\`).
**Titles**: control every Borough of a District to take its Title card; you lose it when you have lost control of two of its Boroughs. Titles are checked after every change. See \`titles\` and \`map\`.`,
  'vr.help.recycle': `Any Influence token removed from Neo Paris, for any reason, goes to the Recycle Area.
At any point of your turn you may collect some or all of your tokens there back to your reserve, and gain benefits by the number collected (several, even the same one twice):
• 1 token: +1 Eurocredit
• 2 tokens: discard 1 Corruption card at random, or secretly look at the top Necro card
• 3 tokens: gain 1 Immunity token
Example: collecting 4 tokens can give +4 €, or 2 random discards, or 1 Immunity and +1 €...
Use \`/vr recycle\`, then \`/vr done\` when finished.`,
  'vr.help.endOfRound': `After Rounds 1 to 4, in order:
**1. Interpol Raid**: each player holding {raid}+ Corruption cards reveals them and suffers them in the order they choose (1 Immunity ignores one card), then discards them all. See \`corruption\`.
**2. Necro attack**: the top Necro card is revealed. Lowest Income: MINIMUM effect; everyone: GLOBAL; highest Income: MAXIMUM (all three if everyone is tied). {global} Immunity ignore the GLOBAL effect, {max} ignore GLOBAL and MAXIMUM. See \`necro\`.
**3. Turn order**: the player with the most Influence tokens in their reserve chooses their place first, then the next... (ties: lowest Income, then fewest Eurocredits).
**4. Income**: everyone gains Eurocredits equal to their Income.
**5. Maintenance**: the rightmost Verse is discarded, the others slide right, a new one fills the left; unrecruited Agents are discarded and 5 new ones are placed (4 after Round 4); Directors come back; Agents and Titles turn upright; last Round's Necro markers go.
After Round 5: everyone is raided (whatever their count), the End of Game Necro attack, then \`scoring\`.`,
  'vr.help.scoring': `End of the game, each player scores:
• 2 VP per +2 VP token
• 1 VP per 5 Eurocredits
• 1 VP per Income level
• 2 VP per Borough controlled
• 10 VP per Title
• 1 VP per Agent owned (on Duty, retired or turned into a Boost) + 5 VP per trio of Agents of 3 different types
• Servers built: {servers} VP
• each Verse Online scores as its card says, at most {verseCap} VP
• 1 of your 2 Objectives (you choose), at most {objectiveCap} VP
Most VP wins; ties go to the most Eurocredits, then the victory is shared.
End of Game Necro cards can change some of these: see \`necro-computer-virus\`, \`necro-sabotage\`, \`necro-shootout\`.`,
  'vr.help.corruption': `Many things make you draw Corruption cards (Influence, Servers, Verses, Promotions...). Keep them secret: only your \`/hand\` shows them.
At the end of Rounds 1-4, holding **{raid} or more** triggers an **Interpol Raid**: reveal them all, suffer each one in the order you choose, then discard them all. Spend 1 Immunity token to ignore one card (repeatable). If a card's options include one that affects you, you must choose it. At the end of the game everyone is raided.
Get rid of them with a Donation, the Recycle Area (2 tokens: 1 at random), some Agents and the Marais Title.
The card effects:`,
  'vr.help.corruptionEnd': '"Indicated" Districts, Actions, types differ from card to card.',
  'vr.help.necro': `At the end of every Round the top Necro card attacks: the **MINIMUM** effect hits the player(s) with the lowest Income, the **GLOBAL** effect everyone, the **MAXIMUM** effect the player(s) with the highest Income; if all are tied, everyone suffers all three.
Spend {global} Immunity tokens to ignore the GLOBAL effect, or {max} to ignore GLOBAL and MAXIMUM (\`/vr immunity\`).
Some cards change an Action's cost for the next Round: a Necro marker shows it (the board image lists them as red chips).
The deck holds 4 Standard cards and 1 End of Game card, the last one. You can secretly look at the top card (Néo District Title, Recycle Area).
Cards: {cards}`,
  'vr.help.agents': `Agents are recruited with the Recruit an Agent Action; at most **3 on Duty**. The board shows the 5 Agent spaces with each Agent's type, level and the Borough of its Localization token (the numbered white discs on the map).
**Use** an Agent on Duty once per Round (\`/vr use\`): it is turned until the next Round; apply its ability in your Director's Borough. Fighter: remove 1 Influence token there (no Corruption card). Tech: gain 3 €. Diplomat: gain 1 Immunity token. Level 2 Agents do more.
**Promote** an Agent on Duty, turned or not (\`/vr promote\`): you may use its Promotion ability (Level 1: always draw 1 Corruption card for it), then **retire** it (it leaves play, still scores, and is never discarded) or, Level 1 only, **turn it into a Boost** under the Action its card shows. Either way it frees a slot.
Every Agent you own scores 1 VP, plus 5 VP per trio of 3 different types.
Cards: \`agent-'<'name>\`, e.g. \`agent-miss-yoshida\`.`,
  'vr.help.verses': `Create a Verse to take one of the 5 Verses on offer. It arrives **Loading**: no effect. When you meet its condition, during your turn, you may put it **Online** (\`/vr online\`): gain its bonus at once; at the end it scores as its card says (at most 10 VP). You may wait.
Some Verses have no condition and go Online at once.
At any time during your turn you may trade a Verse, Online or not, for 1 Immunity token (\`/vr trade\`); it scores nothing then.
Loading Verses score nothing themselves, but count for Objectives and some Verses.
Cards: \`verse-'<'name>\`, e.g. \`verse-the-codex\`.`,
  'vr.help.titles': `Control all the Boroughs of a District to take its Title; lose two of them and the Title goes back. Each Title scores 10 VP at the end.
Once per Round, during your turn, activate a Title (\`/vr title\`): it is turned until the next Round. Quartier Latin is the exception: it works during Raids and Necro attacks.`,
  'vr.help.item': '• **{name}**: {text}',
  'vr.help.boosts': `A Boost sits under one Action and improves it every time you perform that Action. Boosts come from some Verse bonuses (take one of the Boost cards still available) and from Level 1 Agents turned into Boosts. A discarded Boost card goes back to the available ones.
The 7 Boost cards:`,
  'vr.help.map':
    'Neo Paris: 7 Districts of 3 or 4 Boroughs. Two Boroughs are adjacent when they share a border, not only a corner.',
  'vr.help.mapEnd':
    'The board image draws the centre of the city enlarged so that its Boroughs have room for their tokens.',
  'vr.help.borough': '{b, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} · {name}',
  'vr.help.board': `How to read the board image:
• **Map**: each Borough shows its number; tinted by District, with the District names (QL, ND... when space is short) and the Title holder's token next to the name (faded: used this Round; dashed ring: nobody).
• Player tokens have a colour, a shape and a letter (A-D); "×3" counts stacked tokens.
• A **rack** with a letter is a Server; a **pin** is a Director placed this Round; a **white numbered disc** is an Agent's Localization token (the number of its Agent space).
• The Borough outlined in white holds this turn's Director.
• Right: turn order with Income and the Directors left; the Agents in Neo Paris (F/T/D = Fighter/Tech/Diplomat, 1/2 = level, B12 = Borough 12); the Verses on offer.
• Under the map: the Necro deck, revealed Necro cards and the Boost cards still available.
• One strip per player: Eurocredits, Immunity, Income, Corruption cards (red at 5+), +2 VP tokens, reserve, Servers, tokens in the Recycle Area, Agents on Duty (USED = turned), Boosts per Action, Verses (filled dot = Online), Titles (★) and Necro markers.
Your secrets (Corruption cards, Objectives, a Necro card you peeked) are only in \`/hand\`.`,
  'vr.help.commands': `\`/vr place\` Director · \`/vr influence\` · \`/vr move\` · \`/vr action\` · \`/vr extra\` (extra Action) · \`/vr end\`
\`/vr recruit\` · \`/vr verse\` (take a Verse, or pick one when asked) · \`/vr refresh\` · \`/vr donate\` · \`/vr discard\` (a Corruption card) · \`/vr done\`
\`/vr use\` (an Agent's ability) · \`/vr promote\` · \`/vr title\` · \`/vr recycle\` · \`/vr online\` (a Verse) · \`/vr trade\` (a Verse for Immunity)
\`/vr borough\` · \`/vr agent\` · \`/vr boost\` · \`/vr immunity\` · \`/vr suffer\` · \`/vr ignore\` (Interpol Raid) · \`/vr objective\`
Each autocompletes your current choices; the buttons under the game's messages offer the same choices.`,
  'vr.help.objectives':
    'Each player gets 2 Objective cards and scores one of them at the end (their choice, at most {cap} VP). Yours are in `/hand`.',
  'vr.help.rulings':
    '**Rulings** the rulebook leaves open, as decided here (the rule numbers of docs/games/virtual-revolution.md):',
  // Card topics.
  'vr.help.agent.head': '**{name}**: {type}, Level {level}{star}',
  'vr.help.agent.activation': '**Activation**: {text}',
  'vr.help.agent.promotion': '**Promotion**: {text}',
  'vr.help.agent.boost': '**Boost** (turned into a Boost under {action}): {text}',
  'vr.help.agent.districts': '**Indicated {n, plural, one {District} other {Districts}}**: {districts}',
  'vr.help.or': '{a} or {b}',
  'vr.help.verse.agentTypes': 'Indicated Agent {n, plural, one {type} other {types}}: {types}',
  'vr.help.verse.verseType': 'Indicated Verse type: {type}',
  'vr.help.verse.districts': 'Indicated {n, plural, one {District} other {Districts}}: {districts}',
  'vr.help.verse.head': '**{name}**: {type} Verse{star}',
  'vr.help.verse.condition': '**Condition**: {text}',
  'vr.help.verse.bonus': '**Bonus** (when put Online): {text}',
  'vr.help.verse.scoring': '**End of game** (Online, at most {cap} VP): {text}',
  'vr.help.title.head': '**{name} Title** (control all of: {boroughs})',
  'vr.help.title.once': 'Once per Round, during your turn; 10 VP at the end of the game.',
  'vr.help.title.onceQL': 'Once per Round, during a Raid or a Necro attack; 10 VP at the end of the game.',
  'vr.help.necro.head': '**{name}**: {kind, select, end {End of Game} other {Standard}} Necro card{star}',
  'vr.help.necro.minimum': '**MINIMUM** (lowest Income): {text}',
  'vr.help.necro.global': '**GLOBAL** (everyone): {text}',
  'vr.help.necro.maximum': '**MAXIMUM** (highest Income): {text}',
  'vr.help.necro.immunity': '{global} Immunity ignore GLOBAL; {max} ignore GLOBAL and MAXIMUM.',
  'vr.help.objective.head': '**Objective**',
  'vr.help.objective.end': 'You score one of your 2 Objectives, at most {cap} VP.',
  // Rulings, by the rule numbers of docs/games/virtual-revolution.md.
  'vr.help.r.1a':
    "Only a player's Influence tokens and Servers are a limit; Eurocredits, Immunity, +2 VPs tokens and Necro markers never run out.",
  'vr.help.r.5a': 'The player dealt the 1st Player Localization card places one token fewer (it names no Borough).',
  'vr.help.r.7a':
    'An intercepted Agent, like every Agent left at Maintenance, goes to the Agent discard pile (Morel can recruit from it).',
  'vr.help.r.8a':
    'The Necro deck: {standard} Standard cards at random over {endOfGame} End of Game card at random; the rest stay out unseen.',
  'vr.help.r.11a':
    'Agents are used and promoted once the Director is placed; Titles, the Recycle Area and Verses from the start of the turn; none while another choice is being answered.',
  'vr.help.r.13a':
    'The turn ends when its player ends it (free steps may follow the Action); "End turn without an Action" is offered before it.',
  'vr.help.r.13b':
    'Choices that would change nothing are not offered (an Agent ability, Title, Promotion, Recycle benefit or Donation doing nothing, a refresh from an empty deck); they are listed with the reason.',
  'vr.help.r.18a':
    'Two players controlling a whole District at once (shared Servers): the current player takes the Title if one of them, else the first in turn order; a holder missing one Borough keeps it.',
  'vr.help.r.18b': 'A Title lost while turned comes back upright to its next holder.',
  'vr.help.r.20a':
    'With the Corruption deck and discard both empty, a draw draws nothing (and the public event says so).',
  'vr.help.r.20b':
    'How many Corruption cards each player holds is public; which ones, only their holder knows until a Raid.',
  'vr.help.r.25a':
    'A Verse refresh is offered only while the Verse can still be paid after it, and not from an empty Verse deck.',
  'vr.help.r.26a':
    'Make a Donation is offered only when it can pay for something; its payments come one at a time, "Finish the Donation" ends it.',
  'vr.help.r.27a':
    "An Action's Eurocredit bonuses come as it starts, so they help pay for it; Income bonuses come after it.",
  'vr.help.r.27b':
    "A one-time bonus (Don Armondo's Range, Delta's and Nation's Server waivers) serves the first such Action of the turn only.",
  'vr.help.r.27c':
    '"If you perform X this turn" pays at once if X was performed, else when it is; offered only while X can still come this turn.',
  'vr.help.r.27d':
    'An extra Action is taken from the turn menu after the Influence phase, before or after the main Action; it lapses at the end of the turn and counts as performing that Action.',
  'vr.help.r.33a':
    'A promoted Agent leaves Duty first; its Promotion ability is used, then its fate (retired or a Boost) is chosen.',
  'vr.help.r.34': 'Indicated Districts: {l1}; {l2}.',
  'vr.help.r.35':
    "Each token move of an Agent is one choice among the Boroughs it names; a Fighter removes anyone's token.",
  'vr.help.r.36':
    'Viscount: a Server removed takes one of the Verses shown; a Verse discarded builds a Server here by the placing rules only (no payment, Income, +2 VPs token or Corruption card).',
  'vr.help.r.37':
    "Ivan moves a Server of this Borough (anyone's) to an adjacent Borough where its owner could build it.",
  'vr.help.r.38': 'Morel steals from a player with a Director placed this Round in the Borough or next to it.',
  'vr.help.r.39':
    "Stilson: the Agent given up takes the new Agent's space and Localization token; the new one comes on Duty upright.",
  'vr.help.r.40':
    "Pixel uses the Promotion of any Agent on Duty (anyone's, which stays on Duty); a Level 1 Promotion used so draws its Corruption card too.",
  'vr.help.r.41':
    "Clarisse sees the cards alone and may give back the card she took; Clarisse's and Dina's cards are told only to the two players.",
  'vr.help.r.42':
    "Delta's Promotion waives only the token condition (where you have no token), offered only where that is what blocks the Server.",
  'vr.help.r.43': "Don Armondo's Promotion is offered only when +2 Range reaches an Agent not reached yet.",
  'vr.help.r.44':
    "Mme Tropovicz's type is declared after the End of Game Necro attack, before the scoring; that attack counts her as the type making the most trios.",
  'vr.help.r.45':
    'A discarded Agent turned into a Boost goes to the Agent discard pile; a Boost card back among the available ones.',
  'vr.help.r.50': 'Indicated: {two}; {pair}; {server}.',
  'vr.help.r.51':
    'Dark Kingdom is a Horror Verse (its text says Fantasy, which would make 7 Fantasy and 5 Horror against the 6 of each listed).',
  'vr.help.r.52': "Mythologia's and The Curse's conditions, once met by a Raid, stay met for the rest of the game.",
  'vr.help.r.53': 'The Howling: the Directors placed this Round, all 3 in one District.',
  'vr.help.r.54': "London 1884's 3 tokens come from your reserve (as many as are left).",
  'vr.help.r.55':
    "The Archipelago's 3 tokens go one at a time, each to a Borough you control without an opponent's token.",
  'vr.help.r.56':
    'Dark Kingdom: every opponent with something to discard chooses at once; Quartier Latin cannot keep it (not a Raid or Necro attack).',
  'vr.help.r.57':
    "The Boost card refreshes exactly 2 Verses (or none); Professor Shane's Boost up to 2, one at a time.",
  'vr.help.r.58': "Hassan's activation offers only Online Verses whose bonus would do something now.",
  'vr.help.r.59a':
    'Recycle: lots of one benefit each until "Stop collecting"; a useless discard or an already known Necro card is not offered.',
  'vr.help.r.59b': 'A Necro card looked at is told to that player alone, until it is revealed.',
  'vr.help.r.63a':
    'Raids run in turn order; cards that can take nothing are resolved at once; with no Immunity and identical cards, only targets are asked.',
  'vr.help.r.65a':
    'Necro attack: the groups are fixed first, Immunity chosen by all at once, then the effects; choices inside them asked of all at once; a loss with no choice is made at once.',
  'vr.help.r.65b':
    'Immunity is offered against a Necro part only when ignoring it changes your result (a MINIMUM gain included).',
  'vr.help.r.66':
    "Insurrections: next Round every Donation payment costs 1 more ({one}→{oneMore}, {two}→{twoMore}, Immunity {immunity}); the Boost's 1 € discard is unchanged.",
  'vr.help.r.68': 'Uprising draws before its MINIMUM discard, so a card just drawn may be discarded.',
  'vr.help.r.69':
    'Turn order still tied after Influence, Income and Eurocredits: the current turn order; the last chooser takes the place left.',
  'vr.help.r.71a':
    'The Quartier Latin holder (Title upright) is asked each time a Raid or Necro attack would discard their Agent on Duty or Boost.',
  'vr.help.r.72a': 'The End of Game Necro attack takes the last card of the Necro deck, its End of Game card.',
  'vr.help.r.73a': '"Servers built" counts your Servers in Neo Paris at the end (a removed one is not counted).',
  'vr.help.r.76':
    "Final choices, all at once: Mme Tropovicz's type, then the Objective (and its type), each showing its VPs; the public learns its VPs, never which card.",
  'vr.help.r.77':
    'The standings during the game count the VPs as the scoring would today, without the secret Objective.',
  'vr.help.r.78':
    'Computer Virus MAXIMUM: a Server of your choice, or 5 VPs without one; Shootout MAXIMUM: 2 Boroughs of your choice emptied, the tokens to the Recycle Area.',
  'vr.help.r.79':
    'The Codex, Multiverse, Steampunk Worlds and The Cyclades still score 7 when tied for fewest or most.',
  'vr.help.r.80': 'Castle in the Air: 3 VPs per Action with at least one Boost under it.',
  'vr.help.r.81': 'Champs-Élysées Title: remove a Server OR discard a Verse; either gives 10 Eurocredits.',
  'vr.help.r.82':
    "Nation Title: the Server may go in a Borough with no Influence token at all (not beside an opponent's).",
  'vr.help.r.83':
    'Marais only with a Corruption card in hand; Néo District not when the top Necro card is known; Pigalle only with a turned Agent.',
  'vr.help.r.84':
    'The 12 Objectives: the 10 printed texts, the two "choose a type" ones twice; two copies held are one choice.',
  'vr.help.r.85': 'The Agent-type Objective adds its two lines: 7 VPs per Level 1, 10 per Level 2 Agent of the type.',
  'vr.help.r.86':
    'The {n} Corruption cards: {counts}; each District, Action and type indicated equally (see `corruption`).',
  'vr.help.r.88':
    "The map: Paris's arrondissements 1-20 with their real borders; {districts} (21-23 beyond the périphérique).",
  'vr.help.r.89': 'Corner-only meetings are not adjacent: 8/18, 9/17, 10/20, 11/19, 1/5, 4/6, 4/13, 5/12.',
  'vr.help.r.90': 'The board image draws the centre of the city enlarged, so its Boroughs have room for their tokens.',
  'vr.help.r.91':
    "Secret: your Corruption cards, Objectives and a Necro card looked at; public: every count on the board and a Raid's revealed cards.",
  'vr.help.r.92':
    "Every decision outside the current player's own turn (Raids, Necro, Dark Kingdom, Quartier Latin, turn order, final choices) comes by a private prompt.",
  // Pieces of rulings built from the data.
  'vr.help.r.indicated': '{name} {what}',
  'vr.help.r.scores': '{what} (scores {type})',
  'vr.help.r.pair': '{a}+{b}',
  'vr.help.r.count': '{what} ×{n}',
  'vr.help.r.district': '{name} {boroughs}',
  'vr.help.fx.loseImmunity': 'Lose 1 Immunity',
  'vr.help.fx.removeInfluence': 'Remove Influence',
  'vr.help.fx.discardBoost': 'Discard a Boost',
  'vr.help.fx.loseMoney': 'Lose 2 €',
  'vr.help.fx.removeServer': 'Remove a Server',
  'vr.help.fx.discardVerse': 'Discard a Verse',
  'vr.help.fx.loseIncome': 'Income -1',
  'vr.help.fx.discardAgent': 'Discard an Agent',
} as const;

const FR: { readonly [K in keyof typeof EN]: string } = {
  'vr.help.star':
    '*Marqué \\* : après avoir ajouté ou retiré de l’Influence ou un Serveur, vérifiez qui gagne ou perd un Titre de quartier.*',
  'vr.help.turn': `La partie dure **5 manches**. À chaque manche, chaque joueur joue **3 tours** (un par Directeur), dans l’ordre du tour.
Un tour a 3 phases, toujours dans cet ordre :
**1. Placer un Directeur** dans n’importe quel arrondissement (\`/vr placer\`). Sans contrainte.
**2. Influence** (facultative) dans cet arrondissement : ajoutez 1 de vos jetons (piochez 1 carte Corruption), retirez 1 jeton (de n’importe qui ; il va dans la Zone de recyclage ; piochez 1 carte Corruption), ou déplacez 1 de vos jetons de n’importe quel arrondissement vers celui-ci. Voir \`influence\`.
**3. Une Action** parmi 5 : Travailler, Recruter un Agent, Construire un Serveur, Créer un Verse, Faire un Don (\`/vr action\`). Voir \`actions\`.
À tout moment de votre tour, vous pouvez aussi activer un Titre que vous détenez (\`/vr titre\`), récupérer vos jetons de la Zone de recyclage (\`/vr recycler\`), mettre un Verse en ligne quand sa condition est remplie (\`/vr en-ligne\`) ou échanger un Verse contre 1 jeton Immunité (\`/vr échanger\`) ; une fois votre Directeur placé, vous pouvez aussi utiliser un Agent en service (\`/vr utiliser\`) ou le promouvoir (\`/vr promouvoir\`).
Un Agent agit dans l’arrondissement où vous avez placé votre Directeur ce tour-ci : « l’arrondissement » sur une carte désigne celui-là.
Finissez votre tour avec \`/vr fin\`. Après les 3 tours de chacun, la manche se termine : voir \`end-of-round\`.
Ce que la règle laisse ouvert, et comment le bot le tranche : \`rulings\`.`,
  'vr.help.actions': `**Travailler** : gagnez {work} Eurocrédits.
**Recruter un Agent** ({recruit} €) : prenez un Agent dont le jeton Localisation est dans l’arrondissement de votre Directeur ou à votre portée (1 par défaut : un arrondissement adjacent ; les Boosts l’augmentent). Au plus 3 Agents en service.
**Construire un Serveur** ({server} €) : dans l’arrondissement de votre Directeur, s’il contient au moins 1 de vos jetons d’Influence, aucun Serveur d’un autre joueur, et si vous n’avez pas encore de Serveur dans ce quartier. Revenu +2, gagnez un jeton +2 PV, piochez 1 carte Corruption. Un Serveur contrôle son arrondissement même sans jeton ; deux joueurs peuvent contrôler le même arrondissement. (La Promotion de Delta lève la condition de jeton ; le Titre Nation seulement dans un arrondissement sans aucun jeton d’Influence.)
**Créer un Verse** ({verse} €) : vous pouvez d’abord payer {refresh} € (autant de fois que vous voulez) pour renouveler les 5 Verses disponibles. Revenu +1, piochez 1 carte Corruption, prenez 1 des 5 Verses (il arrive en chargement).
**Faire un Don** : payez {one} € pour défausser 1 carte Corruption de votre choix, ou {two} € pour en défausser 2 ; en plus, vous pouvez payer {immunity} € pour gagner 1 jeton Immunité.
Les Boosts (cartes Boost, Agents de niveau 1 changés en Boosts) améliorent une Action chaque fois que vous la faites ; les Titres et certaines Promotions n’améliorent qu’une Action. Leurs Eurocrédits arrivent au début de l’Action et aident donc à la payer. Un bonus n’améliore jamais l’Action qui l’a mis en jeu.
Les marqueurs Necro peuvent changer ces coûts pour une manche : voir \`necro\`.`,
  'vr.help.influence': `Un joueur **contrôle** un arrondissement quand il y a au moins 1 jeton d’Influence ou un Serveur.
**Un arrondissement ne porte jamais les jetons d’Influence de deux joueurs.** Pour prendre l’arrondissement d’un adversaire, retirez d’abord ses jetons. Vous pouvez empiler plusieurs de vos jetons dans un arrondissement.
La phase d’Influence (facultative, après avoir placé votre Directeur) permet exactement une manœuvre dans l’arrondissement du Directeur :
• ajouter 1 jeton de votre réserve, et piocher 1 carte Corruption ;
• retirer 1 jeton (le vôtre ou non) vers la Zone de recyclage, et piocher 1 carte Corruption ;
• déplacer 1 de vos jetons de n’importe quel arrondissement vers celui-ci (sans carte).
Les jetons retirés vont toujours dans la **Zone de recyclage** (voir \`recycle\`).
**Titres** : contrôlez tous les arrondissements d’un quartier pour prendre sa carte Titre ; vous la perdez quand vous avez perdu le contrôle de deux de ses arrondissements. Les Titres sont vérifiés après chaque changement. Voir \`titles\` et \`map\`.`,
  'vr.help.recycle': `Tout jeton d’Influence retiré de Neo Paris, pour quelque raison que ce soit, va dans la Zone de recyclage.
À tout moment de votre tour, vous pouvez y récupérer tout ou partie de vos jetons dans votre réserve, et gagner des avantages selon le nombre récupéré (plusieurs, même deux fois le même) :
• 1 jeton : +1 Eurocrédit
• 2 jetons : défausser 1 carte Corruption au hasard, ou regarder en secret la première carte Necro
• 3 jetons : gagner 1 jeton Immunité
Exemple : récupérer 4 jetons peut donner +4 €, ou 2 défausses au hasard, ou 1 Immunité et +1 €...
Utilisez \`/vr recycler\`, puis \`/vr terminé\` une fois fini.`,
  'vr.help.endOfRound': `Après les manches 1 à 4, dans l’ordre :
**1. Descente d’Interpol** : chaque joueur qui a {raid} cartes Corruption ou plus les révèle et les subit dans l’ordre de son choix (1 Immunité ignore une carte), puis les défausse toutes. Voir \`corruption\`.
**2. Attaque Necro** : la première carte Necro est révélée. Revenu le plus bas : effet MINIMUM ; tout le monde : GLOBAL ; Revenu le plus haut : MAXIMUM (les trois si tout le monde est à égalité). {global} Immunités ignorent l’effet GLOBAL, {max} ignorent GLOBAL et MAXIMUM. Voir \`necro\`.
**3. Ordre du tour** : le joueur qui a le plus de jetons d’Influence dans sa réserve choisit sa place le premier, puis le suivant... (égalité : Revenu le plus bas, puis le moins d’Eurocrédits).
**4. Revenu** : chacun gagne autant d’Eurocrédits que son Revenu.
**5. Entretien** : le Verse le plus à droite est défaussé, les autres glissent à droite, un nouveau comble la gauche ; les Agents non recrutés sont défaussés et 5 nouveaux sont placés (4 après la manche 4) ; les Directeurs reviennent ; Agents et Titres sont redressés ; les marqueurs Necro de la manche précédente partent.
Après la manche 5 : tout le monde subit une Descente (quel que soit son nombre de cartes), l’attaque Necro de Fin de partie, puis \`scoring\`.`,
  'vr.help.scoring': `Fin de partie, chaque joueur marque :
• 2 PV par jeton +2 PV
• 1 PV par 5 Eurocrédits
• 1 PV par niveau de Revenu
• 2 PV par arrondissement contrôlé
• 10 PV par Titre
• 1 PV par Agent possédé (en service, retiré ou changé en Boost) + 5 PV par trio d’Agents de 3 types différents
• Serveurs construits : {servers} PV
• chaque Verse en ligne marque ce que dit sa carte, au plus {verseCap} PV
• 1 de vos 2 Objectifs (à votre choix), au plus {objectiveCap} PV
Le plus de PV gagne ; à égalité, le plus d’Eurocrédits, puis la victoire est partagée.
Les cartes Necro de Fin de partie peuvent en changer certains : voir \`necro-computer-virus\`, \`necro-sabotage\`, \`necro-shootout\`.`,
  'vr.help.corruption': `Beaucoup de choses vous font piocher des cartes Corruption (Influence, Serveurs, Verses, Promotions...). Gardez-les secrètes : seule votre \`/hand\` les montre.
À la fin des manches 1 à 4, en avoir **{raid} ou plus** déclenche une **Descente d’Interpol** : révélez-les toutes, subissez-les une par une dans l’ordre de votre choix, puis défaussez-les toutes. Dépensez 1 jeton Immunité pour ignorer une carte (autant de fois que voulu). Si les options d’une carte en comptent une qui vous touche, vous devez la choisir. En fin de partie, tout le monde subit une Descente.
Débarrassez-vous-en avec un Don, la Zone de recyclage (2 jetons : 1 au hasard), certains Agents et le Titre Marais.
Les effets des cartes :`,
  'vr.help.corruptionEnd': 'Les quartiers, Actions et types « indiqués » changent d’une carte à l’autre.',
  'vr.help.necro': `À la fin de chaque manche, la première carte Necro attaque : l’effet **MINIMUM** frappe le ou les joueurs au Revenu le plus bas, l’effet **GLOBAL** tout le monde, l’effet **MAXIMUM** le ou les joueurs au Revenu le plus haut ; si tous sont à égalité, chacun subit les trois.
Dépensez {global} jetons Immunité pour ignorer l’effet GLOBAL, ou {max} pour ignorer GLOBAL et MAXIMUM (\`/vr immunité\`).
Certaines cartes changent le coût d’une Action pour la manche suivante : un marqueur Necro le montre (l’image du plateau les liste en pastilles rouges).
La pioche contient 4 cartes Standard et 1 carte de Fin de partie, la dernière. Vous pouvez regarder en secret la première carte (Titre Néo District, Zone de recyclage).
Cartes : {cards}`,
  'vr.help.agents': `Les Agents se recrutent avec l’Action Recruter un Agent ; au plus **3 en service**. Le plateau montre les 5 cases d’Agent avec le type et le niveau de chaque Agent et l’arrondissement de son jeton Localisation (les disques blancs numérotés sur la carte).
**Utilisez** un Agent en service une fois par manche (\`/vr utiliser\`) : il est incliné jusqu’à la manche suivante ; appliquez sa capacité dans l’arrondissement de votre Directeur. Combattant : y retirer 1 jeton d’Influence (sans carte Corruption). Tech : gagner 3 €. Diplomate : gagner 1 jeton Immunité. Les Agents de niveau 2 font plus.
**Promouvez** un Agent en service, incliné ou non (\`/vr promouvoir\`) : vous pouvez utiliser sa capacité de Promotion (niveau 1 : piochez toujours 1 carte Corruption pour cela), puis **retirez-le** (il quitte le jeu, marque toujours et n’est jamais défaussé) ou, niveau 1 seulement, **changez-le en Boost** sous l’Action que montre sa carte. Dans les deux cas, il libère une case.
Chaque Agent possédé marque 1 PV, plus 5 PV par trio de 3 types différents.
Cartes : \`agent-'<'nom>\`, par ex. \`agent-miss-yoshida\`.`,
  'vr.help.verses': `Créez un Verse pour prendre l’un des 5 Verses disponibles. Il arrive **en chargement** : sans effet. Quand vous remplissez sa condition, pendant votre tour, vous pouvez le mettre **en ligne** (\`/vr en-ligne\`) : gagnez aussitôt son bonus ; à la fin, il marque ce que dit sa carte (au plus 10 PV). Vous pouvez attendre.
Certains Verses n’ont pas de condition et passent en ligne aussitôt.
À tout moment de votre tour, vous pouvez échanger un Verse, en ligne ou non, contre 1 jeton Immunité (\`/vr échanger\`) ; il ne marque alors rien.
Les Verses en chargement ne marquent rien eux-mêmes, mais comptent pour les Objectifs et certains Verses.
Cartes : \`verse-'<'nom>\`, par ex. \`verse-the-codex\`.`,
  'vr.help.titles': `Contrôlez tous les arrondissements d’un quartier pour prendre son Titre ; perdez-en deux et le Titre s’en va. Chaque Titre marque 10 PV à la fin.
Une fois par manche, pendant votre tour, activez un Titre (\`/vr titre\`) : il est incliné jusqu’à la manche suivante. Quartier Latin fait exception : il agit pendant les Descentes et les attaques Necro.`,
  'vr.help.item': '• **{name}** : {text}',
  'vr.help.boosts': `Un Boost se place sous une Action et l’améliore chaque fois que vous faites cette Action. Les Boosts viennent de certains bonus de Verse (prenez l’une des cartes Boost encore disponibles) et des Agents de niveau 1 changés en Boosts. Une carte Boost défaussée redevient disponible.
Les 7 cartes Boost :`,
  'vr.help.map':
    'Neo Paris : 7 quartiers de 3 ou 4 arrondissements. Deux arrondissements sont adjacents quand ils partagent une frontière, pas seulement un coin.',
  'vr.help.mapEnd':
    'L’image du plateau agrandit le centre de la ville pour que ses arrondissements aient la place de leurs jetons.',
  'vr.help.borough': '{b, selectordinal, one {#er} other {#e}} · {name}',
  'vr.help.board': `Comment lire l’image du plateau :
• **Carte** : chaque arrondissement montre son numéro ; teinté par quartier, avec les noms des quartiers (QL, ND... quand la place manque) et le jeton du détenteur du Titre près du nom (pâli : utilisé cette manche ; anneau pointillé : personne).
• Les jetons des joueurs ont une couleur, une forme et une lettre (A-D) ; « ×3 » compte les jetons empilés.
• Une **baie** avec une lettre est un Serveur ; une **épingle** est un Directeur placé cette manche ; un **disque blanc numéroté** est le jeton Localisation d’un Agent (le numéro de sa case d’Agent).
• L’arrondissement cerclé de blanc porte le Directeur de ce tour.
• À droite : l’ordre du tour avec le Revenu et les Directeurs restants ; les Agents de Neo Paris (C/T/D = Combattant/Tech/Diplomate, 1/2 = niveau, A12 = arrondissement 12) ; les Verses disponibles.
• Sous la carte : la pioche Necro, les cartes Necro révélées et les cartes Boost encore disponibles.
• Une bande par joueur : Eurocrédits, Immunité, Revenu, cartes Corruption (en rouge à partir de 5), jetons +2 PV, réserve, Serveurs, jetons en Zone de recyclage, Agents en service (UTILISÉ = incliné), Boosts par Action, Verses (point plein = en ligne), Titres (★) et marqueurs Necro.
Vos secrets (cartes Corruption, Objectifs, une carte Necro regardée) ne sont que dans \`/hand\`.`,
  'vr.help.commands': `\`/vr placer\` Directeur · \`/vr influence\` · \`/vr déplacer\` · \`/vr action\` · \`/vr supplémentaire\` (Action en plus) · \`/vr fin\`
\`/vr recruter\` · \`/vr verse\` (prendre un Verse, ou en choisir un quand demandé) · \`/vr renouveler\` · \`/vr don\` · \`/vr défausser\` (une carte Corruption) · \`/vr terminé\`
\`/vr utiliser\` (la capacité d’un Agent) · \`/vr promouvoir\` · \`/vr titre\` · \`/vr recycler\` · \`/vr en-ligne\` (un Verse) · \`/vr échanger\` (un Verse contre une Immunité)
\`/vr arrondissement\` · \`/vr agent\` · \`/vr boost\` · \`/vr immunité\` · \`/vr subir\` · \`/vr ignorer\` (Descente d’Interpol) · \`/vr objectif\`
Chacune complète vos choix du moment ; les boutons sous les messages de la partie offrent les mêmes choix.`,
  'vr.help.objectives':
    'Chaque joueur reçoit 2 cartes Objectif et en marque une à la fin (à son choix, au plus {cap} PV). Les vôtres sont dans `/hand`.',
  'vr.help.rulings':
    '**Arbitrages** de ce que la règle laisse ouvert, tels que décidés ici (numéros de règle du fichier virtual-revolution.md de la documentation) :',
  'vr.help.agent.head': '**{name}** : {type}, niveau {level}{star}',
  'vr.help.agent.activation': '**Activation** : {text}',
  'vr.help.agent.promotion': '**Promotion** : {text}',
  'vr.help.agent.boost': '**Boost** (changé en Boost sous {action}) : {text}',
  'vr.help.agent.districts': '**{n, plural, one {Quartier indiqué} other {Quartiers indiqués}}** : {districts}',
  'vr.help.or': '{a} ou {b}',
  'vr.help.verse.agentTypes': '{n, plural, one {Type d’Agent indiqué} other {Types d’Agent indiqués}} : {types}',
  'vr.help.verse.verseType': 'Type de Verse indiqué : {type}',
  'vr.help.verse.districts': '{n, plural, one {Quartier indiqué} other {Quartiers indiqués}} : {districts}',
  'vr.help.verse.head': '**{name}** : Verse {type}{star}',
  'vr.help.verse.condition': '**Condition** : {text}',
  'vr.help.verse.bonus': '**Bonus** (à la mise en ligne) : {text}',
  'vr.help.verse.scoring': '**Fin de partie** (en ligne, au plus {cap} PV) : {text}',
  'vr.help.title.head': '**Titre {name}** (contrôler tout : {boroughs})',
  'vr.help.title.once': 'Une fois par manche, pendant votre tour ; 10 PV en fin de partie.',
  'vr.help.title.onceQL': 'Une fois par manche, pendant une Descente ou une attaque Necro ; 10 PV en fin de partie.',
  'vr.help.necro.head': '**{name}** : carte Necro {kind, select, end {de Fin de partie} other {Standard}}{star}',
  'vr.help.necro.minimum': '**MINIMUM** (Revenu le plus bas) : {text}',
  'vr.help.necro.global': '**GLOBAL** (tout le monde) : {text}',
  'vr.help.necro.maximum': '**MAXIMUM** (Revenu le plus haut) : {text}',
  'vr.help.necro.immunity': '{global} Immunités ignorent GLOBAL ; {max} ignorent GLOBAL et MAXIMUM.',
  'vr.help.objective.head': '**Objectif**',
  'vr.help.objective.end': 'Vous marquez l’un de vos 2 Objectifs, au plus {cap} PV.',
  'vr.help.r.1a':
    'Seuls les jetons d’Influence et les Serveurs d’un joueur sont limités ; Eurocrédits, Immunité, jetons +2 PV et marqueurs Necro ne manquent jamais.',
  'vr.help.r.5a':
    'Le joueur qui reçoit la carte Localisation du 1er joueur place un jeton de moins (elle ne nomme aucun arrondissement).',
  'vr.help.r.7a':
    'Un Agent intercepté, comme tout Agent restant à l’Entretien, va dans la défausse des Agents (Morel peut y recruter).',
  'vr.help.r.8a':
    'La pioche Necro : {standard} cartes Standard au hasard sur {endOfGame} carte de Fin de partie au hasard ; les autres restent hors jeu, cachées.',
  'vr.help.r.11a':
    'Les Agents s’utilisent et se promeuvent une fois le Directeur placé ; Titres, Zone de recyclage et Verses dès le début du tour ; rien pendant qu’un autre choix attend sa réponse.',
  'vr.help.r.13a':
    'Le tour finit quand son joueur le finit (des étapes gratuites peuvent suivre l’Action) ; « Finir le tour sans Action » est proposé avant.',
  'vr.help.r.13b':
    'Les choix qui ne changeraient rien ne sont pas proposés (capacité d’Agent, Titre, Promotion, avantage de recyclage ou Don sans effet, renouvellement d’une pioche vide) ; ils sont listés avec la raison.',
  'vr.help.r.18a':
    'Deux joueurs contrôlant un quartier entier à la fois (Serveurs partagés) : le joueur actif prend le Titre s’il est l’un d’eux, sinon le premier dans l’ordre du tour ; un détenteur à qui manque un arrondissement le garde.',
  'vr.help.r.18b': 'Un Titre perdu alors qu’il est incliné revient redressé à son nouveau détenteur.',
  'vr.help.r.20a':
    'Pioche et défausse Corruption toutes deux vides : une pioche ne pioche rien (et l’événement public le dit).',
  'vr.help.r.20b':
    'Le nombre de cartes Corruption de chaque joueur est public ; lesquelles, seul leur détenteur le sait jusqu’à une Descente.',
  'vr.help.r.25a':
    'Un renouvellement des Verses n’est proposé que si le Verse reste payable ensuite, et pas depuis une pioche Verse vide.',
  'vr.help.r.26a':
    'Faire un Don n’est proposé que s’il peut payer quelque chose ; ses paiements se font un à un, « Finir le Don » le termine.',
  'vr.help.r.27a':
    'Les bonus d’Eurocrédits d’une Action arrivent à son début et aident donc à la payer ; les bonus de Revenu arrivent après.',
  'vr.help.r.27b':
    'Un bonus unique (portée de Don Armondo, dispenses de Serveur de Delta et de Nation) ne sert qu’à la première Action de ce genre du tour.',
  'vr.help.r.27c':
    '« Si vous faites X ce tour-ci » paie aussitôt si X est fait, sinon quand il l’est ; proposé seulement tant que X peut encore venir ce tour.',
  'vr.help.r.27d':
    'Une Action en plus se prend dans le menu du tour après la phase d’Influence, avant ou après l’Action principale ; elle se perd en fin de tour et compte comme faire cette Action.',
  'vr.help.r.33a':
    'Un Agent promu quitte d’abord le service ; sa capacité de Promotion est utilisée, puis son sort (retiré ou Boost) est choisi.',
  'vr.help.r.34': 'Quartiers indiqués : {l1} ; {l2}.',
  'vr.help.r.35':
    'Chaque déplacement de jeton d’un Agent est un choix parmi les arrondissements qu’il nomme ; un Combattant retire le jeton de n’importe qui.',
  'vr.help.r.36':
    'Vicomte : un Serveur retiré prend l’un des Verses disponibles ; un Verse défaussé construit ici un Serveur selon les seules règles de placement (sans paiement, Revenu, jeton +2 PV ni carte Corruption).',
  'vr.help.r.37':
    'Ivan déplace un Serveur de cet arrondissement (de n’importe qui) vers un arrondissement adjacent où son propriétaire pourrait le construire.',
  'vr.help.r.38': 'Morel vole un joueur qui a placé un Directeur cette manche dans l’arrondissement ou à côté.',
  'vr.help.r.39':
    'Stilson : l’Agent cédé prend la case et le jeton Localisation du nouvel Agent ; le nouveau entre en service redressé.',
  'vr.help.r.40':
    'Pixel utilise la Promotion de n’importe quel Agent en service (de n’importe qui, qui reste en service) ; une Promotion de niveau 1 ainsi utilisée pioche aussi sa carte Corruption.',
  'vr.help.r.41':
    'Clarisse voit les cartes seule et peut rendre la carte prise ; les cartes de Clarisse et de Dina ne sont dites qu’aux deux joueurs.',
  'vr.help.r.42':
    'La Promotion de Delta lève seulement la condition de jeton (là où vous n’en avez pas), proposée seulement là où c’est ce qui bloque le Serveur.',
  'vr.help.r.43': 'La Promotion de Don Armondo n’est proposée que si +2 de portée atteint un Agent pas encore atteint.',
  'vr.help.r.44':
    'Le type de Mme Tropovicz se déclare après l’attaque Necro de Fin de partie, avant le décompte ; cette attaque la compte du type qui fait le plus de trios.',
  'vr.help.r.45':
    'Un Agent changé en Boost et défaussé va dans la défausse des Agents ; une carte Boost redevient disponible.',
  'vr.help.r.50': 'Indiqués : {two} ; {pair} ; {server}.',
  'vr.help.r.51':
    'Royaume des Ténèbres est un Verse Horreur (son texte dit Fantasy, ce qui ferait 7 Fantasy et 5 Horreur contre les 6 de chaque listés).',
  'vr.help.r.52':
    'Les conditions de Mythologia et de La Malédiction, une fois remplies par une Descente, le restent jusqu’à la fin de la partie.',
  'vr.help.r.53': 'Le Hurlement : les Directeurs placés cette manche, tous les 3 dans un même quartier.',
  'vr.help.r.54': 'Les 3 jetons de Londres 1884 viennent de votre réserve (autant qu’il en reste).',
  'vr.help.r.55':
    'Les 3 jetons de L’Archipel se posent un à un, chacun dans un arrondissement que vous contrôlez sans jeton adverse.',
  'vr.help.r.56':
    'Royaume des Ténèbres : chaque adversaire qui a de quoi défausser choisit en même temps ; Quartier Latin ne peut pas l’éviter (ni Descente ni attaque Necro).',
  'vr.help.r.57':
    'La carte Boost renouvelle exactement 2 Verses (ou aucun) ; le Boost de Professeur Shane jusqu’à 2, un à un.',
  'vr.help.r.58':
    'L’activation de Hassan ne propose que les Verses en ligne dont le bonus ferait quelque chose maintenant.',
  'vr.help.r.59a':
    'Recyclage : des lots d’un avantage chacun jusqu’à « Arrêter de récupérer » ; une défausse inutile ou une carte Necro déjà connue n’est pas proposée.',
  'vr.help.r.59b': 'Une carte Necro regardée n’est dite qu’à ce joueur, jusqu’à sa révélation.',
  'vr.help.r.63a':
    'Les Descentes suivent l’ordre du tour ; les cartes qui ne peuvent rien prendre sont résolues aussitôt ; sans Immunité et avec des cartes identiques, seules les cibles sont demandées.',
  'vr.help.r.65a':
    'Attaque Necro : les groupes sont fixés d’abord, l’Immunité choisie par tous à la fois, puis les effets ; leurs choix sont demandés à tous à la fois ; une perte sans choix se fait aussitôt.',
  'vr.help.r.65b':
    'L’Immunité n’est proposée contre une partie Necro que si l’ignorer change votre résultat (un gain MINIMUM compris).',
  'vr.help.r.66':
    'Insurrections : à la manche suivante, chaque paiement de Don coûte 1 de plus ({one}→{oneMore}, {two}→{twoMore}, Immunité {immunity}) ; la défausse à 1 € du Boost ne change pas.',
  'vr.help.r.68': 'Soulèvement pioche avant sa défausse MINIMUM : une carte tout juste piochée peut être défaussée.',
  'vr.help.r.69':
    'Ordre du tour encore à égalité après Influence, Revenu et Eurocrédits : l’ordre du tour actuel ; le dernier à choisir prend la place restante.',
  'vr.help.r.71a':
    'Le détenteur de Quartier Latin (Titre redressé) est consulté chaque fois qu’une Descente ou une attaque Necro défausserait son Agent en service ou son Boost.',
  'vr.help.r.72a':
    'L’attaque Necro de Fin de partie prend la dernière carte de la pioche Necro, sa carte de Fin de partie.',
  'vr.help.r.73a':
    '« Serveurs construits » compte vos Serveurs dans Neo Paris à la fin (un Serveur retiré ne compte pas).',
  'vr.help.r.76':
    'Choix finaux, tous à la fois : le type de Mme Tropovicz, puis l’Objectif (et son type), chacun avec ses PV ; le public apprend ses PV, jamais la carte.',
  'vr.help.r.77':
    'Le classement en cours de partie compte les PV comme le décompte le ferait aujourd’hui, sans l’Objectif secret.',
  'vr.help.r.78':
    'Virus informatique MAXIMUM : un Serveur de votre choix, ou 5 PV sans Serveur ; Fusillade MAXIMUM : 2 arrondissements de votre choix vidés, les jetons en Zone de recyclage.',
  'vr.help.r.79':
    'Le Codex, Multivers, Mondes steampunk et Les Cyclades marquent encore 7 à égalité pour le moins ou le plus.',
  'vr.help.r.80': 'Château dans le ciel : 3 PV par Action qui a au moins un Boost dessous.',
  'vr.help.r.81':
    'Titre Champs-Élysées : retirer un Serveur OU défausser un Verse ; l’un ou l’autre donne 10 Eurocrédits.',
  'vr.help.r.82':
    'Titre Nation : le Serveur peut aller dans un arrondissement sans aucun jeton d’Influence (pas à côté des jetons d’un adversaire).',
  'vr.help.r.83':
    'Marais seulement avec une carte Corruption en main ; Néo District pas quand la première carte Necro est connue ; Pigalle seulement avec un Agent incliné.',
  'vr.help.r.84':
    'Les 12 Objectifs : les 10 textes imprimés, les deux « choisissez un type » en double ; deux exemplaires détenus font un seul choix.',
  'vr.help.r.85':
    'L’Objectif de type d’Agent cumule ses deux lignes : 7 PV par Agent de niveau 1, 10 par Agent de niveau 2 du type.',
  'vr.help.r.86':
    'Les {n} cartes Corruption : {counts} ; chaque quartier, Action et type indiqué autant de fois (voir `corruption`).',
  'vr.help.r.88':
    'La carte : les arrondissements 1 à 20 de Paris avec leurs vraies frontières ; {districts} (21-23 au-delà du périphérique).',
  'vr.help.r.89':
    'Des arrondissements qui ne se touchent que par un coin ne sont pas adjacents : 8/18, 9/17, 10/20, 11/19, 1/5, 4/6, 4/13, 5/12.',
  'vr.help.r.90':
    'L’image du plateau agrandit le centre de la ville, pour que ses arrondissements aient la place de leurs jetons.',
  'vr.help.r.91':
    'Secret : vos cartes Corruption, Objectifs et une carte Necro regardée ; public : tout compte du plateau et les cartes révélées d’une Descente.',
  'vr.help.r.92':
    'Toute décision hors du propre tour du joueur actif (Descentes, Necro, Royaume des Ténèbres, Quartier Latin, ordre du tour, choix finaux) passe par une demande privée.',
  'vr.help.r.indicated': '{name} {what}',
  'vr.help.r.scores': '{what} (marque {type})',
  'vr.help.r.pair': '{a}+{b}',
  'vr.help.r.count': '{what} ×{n}',
  'vr.help.r.district': '{name} {boroughs}',
  'vr.help.fx.loseImmunity': 'Perdre 1 Immunité',
  'vr.help.fx.removeInfluence': 'Retirer de l’Influence',
  'vr.help.fx.discardBoost': 'Défausser un Boost',
  'vr.help.fx.loseMoney': 'Perdre 2 €',
  'vr.help.fx.removeServer': 'Retirer un Serveur',
  'vr.help.fx.discardVerse': 'Défausser un Verse',
  'vr.help.fx.loseIncome': 'Revenu -1',
  'vr.help.fx.discardAgent': 'Défausser un Agent',
};

export const h = defineMessages('vr.help', EN, FR);

/** The rule numbers of the rulings (`vr.help.r.<number>`). */
export type HelpRule = keyof typeof EN extends infer K ? (K extends `vr.help.r.${infer N}` ? N : never) : never;
