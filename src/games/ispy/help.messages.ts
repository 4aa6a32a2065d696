import { defineMessages } from '../../engine/messages.ts';

/**
 * I, Spy's /game help topics (help.ts), in English and French (docs/i18n.md; the glossary's I, Spy
 * table gives the French terms). A topic is one message, its lines joined; what comes from the data
 * (names, numbers, the components' texts of data/messages.ts) are values. Topic names (slugs) stay
 * English: in French the indexes show each component's slug beside its French name.
 */
const L = (...lines: readonly string[]): string => lines.join('\n');

const EN = {
  'spy.help.nobody': "with {p} spies {n} Nations are nobody's",
  'spy.help.type.travel': 'Travel',
  'spy.help.type.counter': 'Counter',
  'spy.help.type.espionage': 'Espionage',
  'spy.help.adj.austria': 'Austro-Hungarian',
  'spy.help.adj.germany': 'German',
  'spy.help.adj.italy': 'Italian',
  'spy.help.adj.france': 'French',
  'spy.help.adj.russia': 'Russian',
  'spy.help.adj.britain': 'British',
  'spy.help.iconText.inTheWind': 'choose a player: they take the Initiative Card',
  'spy.help.iconText.recruit':
    'in a Capital with Assets, choose 1, pay its cost in Supply and put it face up in front of you',
  'spy.help.iconText.empower': 'exchange the positions of any two Politicians on the board',
  'spy.help.iconText.resupply': 'gain 1 Supply Token',
  'spy.help.iconText.control': 'mark any one Politician with one of your Control Tokens (at most 3 on a tile)',
  'spy.help.iconText.scandalize':
    'discard a Politician with your Control Token face down and replace it from the stack',
  'spy.help.capital': '{capital} ({nation})',
  'spy.help.phase': 'phase {i}: +{list}',
  'spy.help.advantage': '{i}: +{list}',
  'spy.help.sep': '; ',

  'spy.help.overview': L(
    'Europe, 1910-1914. Each of you is a spy secretly working for one of six Nations: {nations}. Your **Alignment** is dealt in secret (see it in /hand), one of the {count} tokens per spy, never shared: {nobody}.',
    'Over **{rounds} rounds** each spy takes one turn per round: travel, sabotage, contact foreign agents, recruit Assets and sway Politicians. Every action gives (or takes) **Influence** to some Nation.',
    'In the **Scoring Phases** (after rounds {scoring}) the Nations with the most Influence gain **Power**.',
    "**Winning**: at the end every Alignment is revealed; the spy whose Nation has the most Power wins. Tied in Power: the one with less Influence wins; still tied: those Nations' Power falls to 0 and the comparison repeats among Nations held as Alignments; a lasting tie lets every tied spy win.",
    'Help your own Nation without showing it, and deny your rivals once you guess theirs. See `turn`, `movement`, `influence-power`, `scoring`, and `rulings` for what the rulebook leaves open.',
  ),
  'spy.help.setup': L(
    '• 1 Supply Token on each of the 5 Supply Caches ({caches}); {supply} Supply to each spy.',
    '• Asset stacks face down: 6 at Berlin, 3 at Budapest, 1 at London (the 6 starred Assets only with the `special` option).',
    '• 20 Politicians face down: 14 scheduled for the five Scoring Phases and 6 "In the shadows".',
    "• {influence} Influence in each Nation's pool; every Power marker at 0.",
    '• Each spy gets a number 1-4 at random (its colour), 12 Action Cards and 21 Control Tokens; the lowest number holds the Initiative.',
    '• Secret Alignments are dealt. Then each spy marks a different "In the shadows" Politician with a Control Token (`/spy shadow`) and may inspect it.',
    '• At your first turn you deploy on a vacant Start Region ({starts}): `/spy deploy`. Before that your spy is not on the board and cannot be targeted.',
  ),
  'spy.help.turn': L(
    'The Initiative holder plays first each round, then clockwise. A turn:',
    '**1. Flee**: if you start in a Capital Region, move for free to one of its Outlets (`/spy flee`). If every Outlet is occupied you go anyway: the spy there gets a Tag and is relocated.',
    '**2. Actions**, in any order, each a separate event:',
    '• **2 Card Actions**: play a card from your hand into your Agenda and resolve it (`/spy play`). Only cards whose prerequisites hold can be played.',
    '• **One Capital visit**: enter once from an Outlet (`/spy enter`), leave later to a vacant Outlet (`/spy exit`).',
    '• **Contact** (in a Capital, `/spy contact`) **or Retrieval** (`/spy retrieve`): rotate a card of your Records (not one played this turn); it returns to your hand at the end of the turn. Allowed with empty Records.',
    '• Spend Tickets route by route at any time (`/spy move`). Unspent Tickets are lost at the end.',
    '**3. Update Records**: your Agenda goes to your Records; a Retrieved card returns to your hand. End with `/spy end`.',
    'Extra Card Actions from Assets come only after the normal two (`/spy extra`). See `running-out` when no card can be played.',
  ),
  'spy.help.movement': L(
    '**Tickets**: each Ticket moves you along one Normal Route to an adjacent Region. One spy per Region: you may not move into or through an occupied Region. Routes over water and the tunnel and archway (they cross without meeting) are ordinary routes.',
    '**Airship Route** ({airship}): Airship Line flies you at once from one of its Regions to any of the 4 others, even an occupied one. Regions are not adjacent through it.',
    '**Occupied Regions** may be entered only: by Airship; when forced out of a Capital with every Outlet occupied; when relocated with nowhere vacant. The spy there receives a Tag and is relocated by the mover to an adjacent Region (vacant if any), chaining if needed.',
    '**Capitals**: {capitals}. From an Outlet, enter into a vacant Capital Region without a Ticket; leave to a vacant connected Outlet. Once per turn. Spies in the same Capital are adjacent; Outlets are not adjacent to Capital Regions. Start a turn inside and you must flee.',
    '**Supply Caches**: the first spy to enter the Region takes its Supply Token (a relocated spy too).',
  ),
  'spy.help.influencePower': L(
    '**Influence** (0-{max} per Nation) is what your actions leak. Flag: gained at once (Contacts). Hand: owed, scored at the next Scoring Phase (Action Cards in Records). Burst: lost at once (Sabotage).',
    'Each Nation has 3 actions: its two Action Cards and the Contact of its agent in a foreign Capital. Using them helps that Nation, and may betray your Alignment to a watchful rival.',
    "**Power** (0-{max}) is what wins. Nations gain it from the 5 Advantages of each Scoring Phase (by Influence rank), from Politicians, and at the end each Asset gives +1 Power to a Nation of its owner's choice.",
    'Advantages per phase, 1st to 5th (the sixth gets none): {advantages}.',
    'Tracks, Records, Tags and Supply are public on the board; only Alignments, Politicians you Control and the Assets of the stack you stand at are private.',
  ),
  'spy.help.icons':
    'Icons on cards and Contacts resolve exactly as these rules. If one cannot be completed, the card or reward cannot be chosen.',
  'spy.help.icons.line': '• **{name}**: {text}.',
  'spy.help.icons.protection':
    '**Protection**: you may not Empower or Scandalize a Politician on which an opponent has more Control Tokens than you (for Empower, neither of the two tiles). Control Tokens stay until the tile is revealed, move with it when Empowered, and may stack.',
  'spy.help.tagsCounters': L(
    "A **Tag** is information on your identity. It does nothing itself, but makes you vulnerable: **Blackmail**, **Extort** and **Misdirect** need an adjacent Tagged spy, and **Trace**'s second option needs an adjacent spy with 5 or more Tags.",
    'You receive Tags from Trace and other Counters, when bumped by an Airship or a forced flight, when you play Sabotage outside a Capital, or by choice with Private Line. Evade and some Politicians remove Tags.',
    '**Counter** cards: {counters}. Cards of two types are affected by anything affecting either type.',
    'Adjacent means one Normal Route apart, or in the same Capital.',
    'Supply and Tags are unlimited and never traded or forfeited (Extort aside).',
  ),
  'spy.help.coerce': L(
    "**Misdirect** Coerces an adjacent Tagged spy: draw 2 cards at random from their hand (never a Special Action Card), choose one, choose who plays it (you or them), resolve it with you making every choice; it goes to its owner's Records and the other returns to their hand. Only you see the drawn cards; you may reveal them.",
    '**You play it**: as if it were yours; your Assets that trigger on that card or type apply; through their Misdirect you may Coerce again (the unselected card goes back first); their Courier Line does not compound with yours.',
    "**They play it**: Tickets must be spent at once (as on their turn); they may not enter or exit a Capital; no Assets apply; Blackmail's Control uses their tokens and you may Empower as them; they may not Coerce through Misdirect; Sabotage outside a Capital Tags them.",
    '**Designed cases**: with 1 card in hand, that card is drawn alone; with none, Coerce does nothing. If neither drawn card can be played, both return and nothing is played.',
  ),
  'spy.help.scoring': L(
    'After rounds {scoring}:',
    "**1. Score Records**: the cards in every spy's Records owe their Influence, Nation by Nation in the order {nations}.",
    "**2. Politicians**: the tiles scheduled for this phase are revealed left to right and resolved, then discarded. Ties in a Politician's condition apply it to every tied Nation; spies asked to act do so in turn order.",
    '**3. Award Power**: Nations by Influence, the 5 Advantages (see `influence-power`). Tied Nations all take the higher Advantage and skip one place per extra Nation: three tied first take the 1st, the next takes the 4th.',
    '**Clean-up** (not after round 14): Records back to hands; 1 new Asset on each stack; Simplify: remove from every Nation the largest multiple of 5 not above the smallest pool.',
    '**The end** (after round 14): Final Report if chosen; Apply Assets (in turn order, one Asset per spy at a time, +1 Power to a Nation of your choice); reveal Alignments. See `overview` for ties.',
  ),
  'spy.help.options': L(
    '**special** (Special Action Cards): the 6 starred Assets join the deck. Recruiting one adds its Special Action Card to your hand; it is played and scored like any card, gives Influence to several Nations, cannot be drawn by Coerce, and stays if the Asset is lost. Inspect them any time with `/game help spy`: {cards}.',
    "**finalReport** (Final Report): just before Apply Assets every spy takes back their Records, then secretly gives each opponent one Action Card from hand, guessing that opponent's Alignment. Revealed together; each spy gains Power for their own Nation: +1 per card given to them that does not match their Alignment, +1 more if none match, +1 if their own guesses gave no opponent Power.",
    'A card **matches** an Alignment when that Nation is among the Nations its Influence goes to (any of them, for a Special Action Card).',
  ),
  'spy.help.runningOut': L(
    'You must play 2 Card Actions if you legally can: play as many as the rules allow, even cards you would rather not play.',
    'If at the end of your actions you could not complete 2, your hand is revealed to the table to show that none of its cards can be played where you stand.',
    'A card you cannot play right now shows in the prompt with the reason (no adjacent Tagged spy, not in a Capital...).',
    'A Retrieval Action is allowed (and sometimes required) with empty Records: it then does nothing.',
  ),
  'spy.help.commands': L(
    'Most choices come as buttons under the turn message; `/spy` reaches every one of them by typing, with autocomplete:',
    "`/spy deploy`, `flee`, `play`, `move`, `enter`, `exit`, `contact`, `retrieve`, `privatetag` (Private Line's Tag for 2 Tickets), `extra`, `end`.",
    'Inside effects: `region` (relocate a spy, fly), `reward`, `recruit`, `politician` (Control, Empower, Scandalize), `target`, `initiative` (In The Wind), `option`, `icon`, `card` (Coerce, Final Report), `who` (Coerce), `decide` (a Politician asks), `nation` (Apply Assets), `shadow`, `crypto` (Cryptologist).',
    '`/hand` shows your Alignment, hand, the Politicians you Control and the Assets of the stack where you stand.',
  ),

  'spy.help.example': L(
    "**Example of a Scoring Phase** (the rulebook's, end of round 6), from its printed numbers.",
    'Pools in the scoring order {order}. The book labels its lists "Power Track" and names them Italy, Austria-Hungary, Germany...; but the Records are added to them and the text scores Austria-Hungary (+5) then Germany (+8) first, so they are Influence in this order.',
    '**Printed start**: {start}.',
    '**1. Records** owe {records}: **{afterRecords}** (printed {printedRecords}: the same).',
    '**2. Politicians**: Fritz Haber, Germany and France -3, and +5 Power to the Nation with the least Power (the book: Britain; it prints no Power track); Leopold Berchtold, Austria-Hungary +3, Britain +2, Russia +1. The rules give **{afterPoliticians}**.',
    '**3. Advantages** by the rules (phase 2: +{advantages}): {ranks}.',
    '**Clean-up**: the smallest pool is {min}, so every Nation loses {cut}: **{final}**.',
    "**Where the book's arithmetic disagrees**: after the Politicians it prints {printedPoliticians}, Germany 23 where 20 - 3 is 17. From its 23 it gives Germany the 1st Advantage (+5) and Britain the 2nd (+4), and ends at {printedFinal}; the rules, from its own start and Records, give Britain the 1st and Germany the 2nd and end with Germany at 7. The game follows the rules.",
  ),
  'spy.help.example.rank': '{nation} {n}: {adv, plural, =0 {none} other {+#}}',
  'spy.help.finalReport': L(
    '**Final Report** (option, just before Apply Assets)',
    'Every spy takes back their Records, then gives each opponent one Action Card from their hand, face down, all at the same time (the game keeps each choice secret until everyone has chosen); then the cards are revealed.',
    'A card **matches** an Alignment when that Nation is among the Nations the card gives Influence to: a base card has one Nation; a Special Action Card matches any of its Nations.',
    "Each spy's Alignment earns +1 Power per card in front of them that does not match it, +1 more if none matches, and +1 if every card that spy gave matched its receiver (their guesses earned no opponent anything).",
  ),

  // One component
  'spy.help.card.title': '**{name}**{special, select, yes { (Special Action Card)} other {}}: {types}.',
  'spy.help.card.influence': 'Influence owed (scored at the next Scoring Phase): {influence}.',
  'spy.help.card.icons': 'Icons: {icons}.',
  'spy.help.designed': '*Designed: {note}*',
  'spy.help.note': '*{note}*',
  'spy.help.contact.title': '**{name}**, {adjective} agent in {capital}. {bio}',
  'spy.help.contact.action':
    'Contact Action there: {nation} gains {n} Influence at once; choose a reward: **{a}** or **{b}**. Prerequisites apply to rewards; with Courier Line choose twice.',
  'spy.help.asset.title':
    '**{name}**{starred, select, yes { (starred: only with the `special` option)} other {}}: costs {cost} Supply.',
  'spy.help.asset.special': 'Gives the Special Action Card **{name}** (see `{topic}`).',
  'spy.help.asset.end':
    "Assets apply from the turn they are recruited; at the end each gives +1 Power to a Nation of its owner's choice.",
  'spy.help.politician.title': '**{name}**, {office}.',
  'spy.help.politician.text': 'When revealed: {text}',

  // The indexes
  'spy.help.cards': "**Action Cards** (each spy holds the 12 base cards; see `card-'<'name>`):",
  'spy.help.cards.line':
    '• **{name}**{slug, select, other {}} ({types}; {influence}){special, select, yes { special} other {}}: {text}',
  'spy.help.contacts': "**Contacts**, one per Capital (see `contact-'<'name>`):",
  'spy.help.contacts.line': '• {capital}: **{name}**{slug, select, other {}} ({nation} +{n}): {a} or {b}',
  'spy.help.assets': "**Assets** (see `asset-'<'name>`; recruited in Berlin, Budapest and London):",
  'spy.help.assets.line': '• **{name}**{slug, select, other {}} ({cost}{starred, select, yes {, starred} other {}})',
  'spy.help.politicians': "**Politicians** (see `politician-'<'name>`):",
  'spy.help.politicians.line': '• **{name}**{slug, select, other {}}: {text}',

  // The designed components' notes (data: note), by what they say
  'spy.help.n.evade': 'Effect and Influence designed; the rulebook says Evade answers Trace.',
  'spy.help.n.courier': "Ticket and Influence designed; the Contact rule is the rulebook's clarification.",
  'spy.help.n.extort':
    'Amount and Influence designed; the rulebook says Extort steals supplies from a nearby Tagged spy.',
  'spy.help.n.sabotage':
    "Nation, type, Influence and the other Capitals' losses designed; Berlin and St. Petersburg lose 6 as printed.",
  'spy.help.n.private': 'Influence designed (1, as the Scoring Phase example allows).',
  'spy.help.n.blackmail':
    'Nation, Influence and the icon menu designed; two icon choices including Control and Empower as the rulebook says.',
  'spy.help.n.airship': 'The Ticket and the second type designed.',
  'spy.help.n.misdirect': 'Nation, Influence and types designed; In The Wind and Coerce as the rulebook says.',
  'spy.help.n.trace': 'Influence and the second option designed.',
  'spy.help.n.incite': 'Nation, Influence and effect designed.',
  'spy.help.n.nord': 'Designed; the Nord Express ran Paris-Berlin-St. Petersburg.',
  'spy.help.n.seduce': 'Designed after Blackmail, as the rulebook pairs them.',
  'spy.help.n.designed': 'Designed.',
  'spy.help.n.steinhauer': "Designed: Germany's contact in London.",
  'spy.help.n.manuilov': "Designed: Russia's contact in Rome.",
  'spy.help.n.lalatta': "Designed: Italy's contact in Budapest.",
  'spy.help.n.labor': 'Name and cost printed; the improvement to Smuggle designed.',
  'spy.help.n.asset': 'Designed: name, cost and effect.',
  'spy.help.n.cryptologist': 'Name and the never-another-Asset rule printed; the effect designed.',
  'spy.help.n.starred': 'Name printed (starred); cost and its Special Action Card designed.',
  'spy.help.n.printed': 'Effects printed.',
  'spy.help.n.tile': "Designed: the tile's effects.",
  'spy.help.n.tirpitz': 'The Power loss printed; the Influence designed.',
  'spy.help.n.george': 'A large British gain as printed; the amount designed.',

  // The rulings
  'spy.help.rulings': '**Rulings** the rulebook leaves open, as decided here (rule numbers of docs/games/ispy.md):',
  'spy.help.ruling.5': 'The 14 scheduled Politician spaces split {split} over the five phases.',
  'spy.help.ruling.9': 'One Alignment Token per spy: {nobody}.',
  'spy.help.ruling.11':
    'The starting "In the shadows" marks are made one at a time in turn order, each on a tile still unmarked; the token counts against the 21.',
  'spy.help.ruling.13': 'Before deploying a spy is on no Region: nobody is adjacent to it and no card can target it.',
  'spy.help.ruling.14': "The map is designed (the book prints none); its distances keep the book's examples true.",
  'spy.help.ruling.15': 'Each Capital has 3 Capital Regions (at most three spies inside) and 2 or 3 Outlets.',
  'spy.help.ruling.18':
    'The Airship Route: {airship}. Florence, a Rome Outlet, is on it so that Rome -> Berlin takes one Airship Line card (leave for Florence, fly to Munich, 1 Ticket to Leipzig, enter Berlin).',
  'spy.help.ruling.21':
    'In The Wind moves the Initiative at once; the new holder starts the next round, the round under way keeps its order.',
  'spy.help.ruling.26':
    '"End turn" is offered once the Contact or Retrieval is done and 2 cards were played, or no card in hand can be played here (the hand is then shown).',
  'spy.help.ruling.28':
    'A card is offered only when every prerequisite holds; one that cannot be played is listed with its reason.',
  'spy.help.ruling.30':
    'A Contact reward whose icon cannot be completed is not offered; a Contact with no possible reward is not offered.',
  'spy.help.ruling.32':
    'Courier Line gives two rewards however many Courier Lines apply; each reward prompt says first or second of two, and the second names the first.',
  'spy.help.ruling.34':
    'A card played this turn is in the Agenda, not the Records: it cannot be Retrieved the same turn.',
  'spy.help.ruling.39':
    'Airship Line: gain 1 Ticket; on an Airship Region you may fly at once (offered first, may be declined).',
  'spy.help.ruling.41':
    'A relocated spy goes to an adjacent vacant Region if any, else to an occupied one whose spy is Tagged and relocated in turn; the mover chooses.',
  'spy.help.ruling.43':
    'Entering a Capital puts the figure in its first vacant Capital Region: the three play alike, so one "Enter \'<\'Capital>" choice is offered.',
  'spy.help.ruling.45': 'A spy relocated into a Supply Cache takes its token too.',
  'spy.help.ruling.47': 'Sabotage losses: {losses} (the book prints 6 for Berlin and St. Petersburg).',
  'spy.help.ruling.49':
    "Card texts, Influence values and types beyond the printed ones are designed; each card's help topic says what.",
  'spy.help.ruling.50':
    'The other Contacts, the Assets and the Politicians are designed after 1910-1914; each topic says what was designed.',
  'spy.help.ruling.54':
    "Trace's second option: an adjacent spy with 5+ Tags loses them all and an Asset of the tracer's choice.",
  'spy.help.ruling.58': "Empower's protection applies to both tiles; Control Tokens move with their tile.",
  'spy.help.ruling.59':
    "A Scandalized tile's Control Tokens leave the game with it; with the stack empty the space stays empty.",
  'spy.help.ruling.64':
    "Revealed Politicians stay named on the public board, in their phase's row, and in its alt text.",
  'spy.help.ruling.67': "Advantages per phase: {advantages} (printed: phases 1-2 and the last phase's +10).",
  'spy.help.ruling.69': 'Simplify removes from every Nation the largest multiple of 5 not above the smallest pool.',
  'spy.help.ruling.70': 'An empty Asset deck adds nothing to the stacks it cannot reach.',
  'spy.help.ruling.71':
    'The round-6 example is read in the scoring order; from its printed start and Records the rules give Germany 17, not the printed 23 (see `scoring-example`).',
  'spy.help.ruling.75':
    'Coerce: 1 card in hand is drawn alone; none: nothing happens; neither drawn card playable: both go back.',
  'spy.help.ruling.76': 'Tickets an opponent must spend at once are spent route by route by the coercer, who may stop.',
  'spy.help.ruling.80': 'A tie that repeats after Power falls to 0 compares only Nations held as Alignments.',
  'spy.help.ruling.82':
    'Final Report: a card matches an Alignment when that Nation is among those its Influence goes to; cards are chosen secretly, revealed together.',
  'spy.help.ruling.84': 'The Cryptologist re-resolves a card once per turn and triggers no other Asset.',
} as const;

const FR: { readonly [K in keyof typeof EN]: string } = {
  'spy.help.nobody': 'à {p} espions, {n} Nations ne sont à personne',
  'spy.help.type.travel': 'Voyage',
  'spy.help.type.counter': 'Riposte',
  'spy.help.type.espionage': 'Espionnage',
  'spy.help.adj.austria': 'austro-hongrois',
  'spy.help.adj.germany': 'allemand',
  'spy.help.adj.italy': 'italien',
  'spy.help.adj.france': 'français',
  'spy.help.adj.russia': 'russe',
  'spy.help.adj.britain': 'britannique',
  'spy.help.iconText.inTheWind': 'choisissez un joueur : il prend la carte Initiative',
  'spy.help.iconText.recruit':
    'dans une Capitale avec des Atouts, choisissez-en 1, payez son coût en Provisions et posez-le face visible devant vous',
  'spy.help.iconText.empower': 'échangez les places de deux Politiciens quelconques du plateau',
  'spy.help.iconText.resupply': 'gagnez 1 jeton Provision',
  'spy.help.iconText.control': 'marquez un Politicien d’un de vos jetons Contrôle (au plus 3 sur une tuile)',
  'spy.help.iconText.scandalize':
    'défaussez face cachée un Politicien portant votre jeton Contrôle et remplacez-le depuis la pile',
  'spy.help.capital': '{capital} ({nation})',
  'spy.help.phase': 'phase {i} : +{list}',
  'spy.help.advantage': '{i} : +{list}',
  'spy.help.sep': ' ; ',

  'spy.help.overview': L(
    'Europe, 1910-1914. Chacun de vous est un espion qui travaille en secret pour l’une de six Nations : {nations}. Votre **Allégeance** est distribuée en secret (voyez-la dans /main), un des {count} jetons par espion, jamais partagé : {nobody}.',
    'En **{rounds} manches**, chaque espion joue un tour par manche : voyager, saboter, contacter des agents étrangers, recruter des Atouts et influencer des Politiciens. Chaque action donne (ou retire) de l’**Influence** à une Nation.',
    'Lors des **Phases de décompte** (après les manches {scoring}), les Nations qui ont le plus d’Influence gagnent de la **Puissance**.',
    '**Victoire** : à la fin, toutes les Allégeances sont révélées ; l’espion dont la Nation a le plus de Puissance gagne. Égalité de Puissance : celui qui a le moins d’Influence gagne ; encore à égalité : la Puissance de ces Nations tombe à 0 et la comparaison reprend parmi les Nations tenues en Allégeance ; une égalité qui persiste fait gagner chaque espion à égalité.',
    'Aidez votre Nation sans la montrer, et freinez vos rivaux dès que vous devinez la leur. Voir `turn`, `movement`, `influence-power`, `scoring`, et `rulings` pour ce que le livret laisse ouvert.',
  ),
  'spy.help.setup': L(
    '• 1 jeton Provision sur chacune des 5 Caches de provisions ({caches}) ; {supply} Provisions à chaque espion.',
    '• Piles d’Atouts face cachée : 6 à Berlin, 3 à Budapest, 1 à Londres (les 6 Atouts étoilés seulement avec l’option `special`).',
    '• 20 Politiciens face cachée : 14 prévus pour les cinq Phases de décompte et 6 « Dans l’ombre ».',
    '• {influence} Influence dans la réserve de chaque Nation ; chaque marqueur de Puissance à 0.',
    '• Chaque espion reçoit au hasard un numéro de 1 à 4 (sa couleur), 12 cartes Action et 21 jetons Contrôle ; le plus petit numéro détient l’Initiative.',
    '• Les Allégeances secrètes sont distribuées. Puis chaque espion marque d’un jeton Contrôle un Politicien « Dans l’ombre » différent (`/spy ombre`) et peut l’inspecter.',
    '• À votre premier tour, vous vous déployez sur une Région de départ libre ({starts}) : `/spy deployer`. Avant cela, votre espion n’est pas sur le plateau et ne peut pas être ciblé.',
  ),
  'spy.help.turn': L(
    'Le détenteur de l’Initiative joue en premier à chaque manche, puis dans le sens horaire. Un tour :',
    '**1. Fuir** : si vous commencez dans une Région de Capitale, allez gratuitement vers l’un de ses Accès (`/spy fuir`). Si tous les Accès sont occupés, vous y allez quand même : l’espion qui s’y trouve reçoit un Soupçon et est déplacé.',
    '**2. Actions**, dans n’importe quel ordre, chacune un événement à part :',
    '• **2 Actions de carte** : jouez une carte de votre main dans votre Agenda et résolvez-la (`/spy jouer`). Seules les cartes dont les conditions sont remplies peuvent être jouées.',
    '• **Une visite de Capitale** : entrez une fois depuis un Accès (`/spy entrer`), ressortez plus tard vers un Accès libre (`/spy sortir`).',
    '• **Contact** (dans une Capitale, `/spy contacter`) **ou Récupération** (`/spy recuperer`) : faites pivoter une carte de vos Archives (pas une jouée ce tour-ci) ; elle revient dans votre main à la fin du tour. Permis avec des Archives vides.',
    '• Dépensez vos Billets route par route à tout moment (`/spy deplacer`). Les Billets non dépensés sont perdus à la fin.',
    '**3. Mise à jour des Archives** : votre Agenda passe dans vos Archives ; une carte Récupérée revient dans votre main. Terminez avec `/spy fin`.',
    'Les Actions de carte en plus données par les Atouts viennent seulement après les deux normales (`/spy extra`). Voir `running-out` quand aucune carte ne peut être jouée.',
  ),
  'spy.help.movement': L(
    '**Billets** : chaque Billet vous fait suivre une Route normale vers une Région adjacente. Un espion par Région : vous ne pouvez ni entrer dans une Région occupée ni la traverser. Les routes sur l’eau, le tunnel et l’arche (ils se croisent sans se rejoindre) sont des routes ordinaires.',
    '**Route du dirigeable** ({airship}) : Ligne de dirigeable vous fait voler aussitôt de l’une de ses Régions vers n’importe laquelle des 4 autres, même occupée. Les Régions ne sont pas adjacentes par elle.',
    '**Régions occupées** : on n’y entre que par dirigeable ; en étant chassé d’une Capitale dont tous les Accès sont occupés ; en étant déplacé sans aucune place libre. L’espion qui s’y trouve reçoit un Soupçon et est déplacé par celui qui arrive vers une Région adjacente (libre s’il y en a), en chaîne si besoin.',
    '**Capitales** : {capitals}. Depuis un Accès, entrez dans une Région de Capitale libre sans Billet ; ressortez vers un Accès relié libre. Une fois par tour. Les espions d’une même Capitale sont adjacents ; les Accès ne sont pas adjacents aux Régions de Capitale. Commencez un tour à l’intérieur et vous devez fuir.',
    '**Caches de provisions** : le premier espion qui entre dans la Région prend son jeton Provision (un espion déplacé aussi).',
  ),
  'spy.help.influencePower': L(
    '**L’Influence** (0-{max} par Nation) est ce que vos actions laissent fuiter. Drapeau : gagnée aussitôt (Contacts). Main : due, marquée à la prochaine Phase de décompte (cartes Action dans les Archives). Explosion : perdue aussitôt (Sabotage).',
    'Chaque Nation a 3 actions : ses deux cartes Action et le Contact de son agent dans une Capitale étrangère. Les utiliser aide cette Nation, et peut trahir votre Allégeance à un rival attentif.',
    '**La Puissance** (0-{max}) fait gagner. Les Nations en gagnent grâce aux 5 Avantages de chaque Phase de décompte (par rang d’Influence), grâce aux Politiciens, et à la fin chaque Atout donne +1 Puissance à une Nation au choix de son propriétaire.',
    'Avantages par phase, du 1er au 5e (le sixième n’a rien) : {advantages}.',
    'Pistes, Archives, Soupçons et Provisions sont publics sur le plateau ; seuls les Allégeances, les Politiciens que vous Contrôlez et les Atouts de la pile où vous êtes sont privés.',
  ),
  'spy.help.icons':
    'Les icônes des cartes et des Contacts se résolvent exactement selon ces règles. Si l’une ne peut pas être accomplie, la carte ou la récompense ne peut pas être choisie.',
  'spy.help.icons.line': '• **{name}** : {text}.',
  'spy.help.icons.protection':
    '**Protection** : vous ne pouvez pas Promouvoir ni Scandaliser un Politicien sur lequel un adversaire a plus de jetons Contrôle que vous (pour Promouvoir, aucune des deux tuiles). Les jetons Contrôle restent jusqu’à la révélation de la tuile, la suivent quand elle est Promue, et peuvent s’empiler.',
  'spy.help.tagsCounters': L(
    'Un **Soupçon** est une information sur votre identité. Il ne fait rien lui-même, mais vous rend vulnérable : **Chantage**, **Extorsion** et **Diversion** exigent un espion adjacent soupçonné, et la seconde option de **Filature** un espion adjacent avec 5 Soupçons ou plus.',
    'Vous recevez des Soupçons par Filature et d’autres Ripostes, quand un dirigeable ou une fuite forcée vous bouscule, quand vous jouez Sabotage hors d’une Capitale, ou par choix avec Ligne privée. Esquive et certains Politiciens retirent des Soupçons.',
    'Cartes **Riposte** : {counters}. Les cartes à deux types sont touchées par tout ce qui touche l’un ou l’autre type.',
    'Adjacent veut dire à une Route normale, ou dans la même Capitale.',
    'Provisions et Soupçons sont illimités, jamais échangés ni perdus (sauf par Extorsion).',
  ),
  'spy.help.coerce': L(
    '**Diversion** contraint un espion adjacent soupçonné : tirez 2 cartes au hasard de sa main (jamais une carte Action spéciale), choisissez-en une, choisissez qui la joue (vous ou lui), résolvez-la en faisant vous-même chaque choix ; elle va dans les Archives de son propriétaire et l’autre retourne dans sa main. Vous seul voyez les cartes tirées ; vous pouvez les révéler.',
    '**Vous la jouez** : comme si elle était à vous ; vos Atouts qui se déclenchent sur cette carte ou ce type s’appliquent ; par sa Diversion, vous pouvez contraindre à nouveau (la carte non choisie repart d’abord) ; sa Ligne de courrier ne se cumule pas avec la vôtre.',
    '**Il la joue** : les Billets doivent être dépensés aussitôt (comme à son tour) ; il ne peut ni entrer dans une Capitale ni en sortir ; aucun Atout ne s’applique ; le Contrôler de Chantage utilise ses jetons et vous pouvez Promouvoir à sa place ; il ne peut pas contraindre par Diversion ; Sabotage hors d’une Capitale lui donne un Soupçon.',
    '**Cas conçus par nous** : avec 1 carte en main, cette carte est tirée seule ; sans carte, contraindre ne fait rien. Si aucune des deux cartes tirées ne peut être jouée, les deux reviennent et rien n’est joué.',
  ),
  'spy.help.scoring': L(
    'Après les manches {scoring} :',
    '**1. Décompte des Archives** : les cartes des Archives de chaque espion doivent leur Influence, Nation par Nation dans l’ordre {nations}.',
    '**2. Politiciens** : les tuiles prévues pour cette phase sont révélées de gauche à droite et résolues, puis défaussées. Une égalité dans la condition d’un Politicien l’applique à chaque Nation à égalité ; les espions appelés à agir le font dans l’ordre du tour.',
    '**3. Attribution de la Puissance** : les Nations par Influence, les 5 Avantages (voir `influence-power`). Les Nations à égalité prennent toutes l’Avantage le plus haut et sautent une place par Nation en plus : trois premières à égalité prennent le 1er, la suivante prend le 4e.',
    '**Remise en ordre** (pas après la manche 14) : les Archives reviennent en main ; 1 nouvel Atout sur chaque pile ; Simplification : retirez à chaque Nation le plus grand multiple de 5 qui ne dépasse pas la plus petite réserve.',
    '**La fin** (après la manche 14) : Rapport final s’il est choisi ; Appliquer les Atouts (dans l’ordre du tour, un Atout par espion à la fois, +1 Puissance à une Nation de votre choix) ; révélation des Allégeances. Voir `overview` pour les égalités.',
  ),
  'spy.help.options': L(
    '**special** (cartes Action spéciales) : les 6 Atouts étoilés rejoignent la pioche. En recruter un ajoute sa carte Action spéciale à votre main ; elle se joue et se décompte comme toute carte, donne de l’Influence à plusieurs Nations, ne peut pas être tirée par contrainte, et reste si l’Atout est perdu. Consultez-les à tout moment avec `/partie aide jeu:spy` : {cards}.',
    '**finalReport** (Rapport final) : juste avant Appliquer les Atouts, chaque espion reprend ses Archives, puis donne en secret à chaque adversaire une carte Action de sa main, en devinant l’Allégeance de cet adversaire. Révélées ensemble ; chaque espion gagne de la Puissance pour sa propre Nation : +1 par carte reçue qui ne correspond pas à son Allégeance, +1 de plus si aucune ne correspond, +1 si ses propres devinettes n’ont donné de Puissance à aucun adversaire.',
    'Une carte **correspond** à une Allégeance quand cette Nation fait partie des Nations auxquelles va son Influence (n’importe laquelle, pour une carte Action spéciale).',
  ),
  'spy.help.runningOut': L(
    'Vous devez jouer 2 Actions de carte si vous le pouvez légalement : jouez-en autant que les règles le permettent, même des cartes que vous préféreriez garder.',
    'Si à la fin de vos actions vous n’avez pas pu en accomplir 2, votre main est révélée à la table pour montrer qu’aucune de ses cartes ne peut être jouée là où vous êtes.',
    'Une carte que vous ne pouvez pas jouer maintenant apparaît dans l’invite avec la raison (aucun espion adjacent soupçonné, pas dans une Capitale...).',
    'Une Action de récupération est permise (et parfois requise) avec des Archives vides : elle ne fait alors rien.',
  ),
  'spy.help.commands': L(
    'La plupart des choix arrivent en boutons sous le message du tour ; `/spy` atteint chacun en tapant, avec l’autocomplétion :',
    '`/spy deployer`, `fuir`, `jouer`, `deplacer`, `entrer`, `sortir`, `contacter`, `recuperer`, `ligneprivee` (le Soupçon de Ligne privée pour 2 Billets), `extra`, `fin`.',
    'Pendant les effets : `region` (déplacer un espion, voler), `recompense`, `recruter`, `politicien` (Contrôler, Promouvoir, Scandaliser), `cible`, `initiative` (Dans le vent), `option`, `icone`, `carte` (contrainte, Rapport final), `qui` (contrainte), `decider` (un Politicien demande), `nation` (Appliquer les Atouts), `ombre`, `crypto` (Cryptologue).',
    '`/main` montre votre Allégeance, votre main, les Politiciens que vous Contrôlez et les Atouts de la pile où vous êtes.',
  ),

  'spy.help.example': L(
    '**Exemple de Phase de décompte** (celui du livret, fin de la manche 6), d’après ses nombres imprimés.',
    'Réserves dans l’ordre du décompte : {order}. Le livret intitule ses listes « Piste de Puissance » et les nomme Italie, Autriche-Hongrie, Allemagne... ; mais les Archives s’y ajoutent et le texte décompte d’abord l’Autriche-Hongrie (+5) puis l’Allemagne (+8) : ce sont donc les Influences dans cet ordre.',
    '**Départ imprimé** : {start}.',
    '**1. Archives** : elles doivent {records} : **{afterRecords}** (imprimé : {printedRecords}, identique).',
    '**2. Politiciens** : Fritz Haber, Allemagne et France -3, et +5 Puissance à la Nation qui a le moins de Puissance (selon le livret : la Grande-Bretagne ; il n’imprime aucune piste de Puissance) ; Leopold Berchtold, Autriche-Hongrie +3, Grande-Bretagne +2, Russie +1. Les règles donnent **{afterPoliticians}**.',
    '**3. Avantages** selon les règles (phase 2 : +{advantages}) : {ranks}.',
    '**Remise en ordre** : la plus petite réserve est {min}, donc chaque Nation perd {cut} : **{final}**.',
    '**Là où le calcul du livret diverge** : après les Politiciens, il imprime {printedPoliticians}, soit l’Allemagne à 23 là où 20 - 3 font 17. À partir de son 23, il donne le 1er Avantage (+5) à l’Allemagne et le 2e (+4) à la Grande-Bretagne, et finit à {printedFinal} ; les règles, depuis son propre départ et ses Archives, donnent le 1er à la Grande-Bretagne et le 2e à l’Allemagne, et finissent avec l’Allemagne à 7. Le jeu suit les règles.',
  ),
  'spy.help.example.rank': '{nation} {n} : {adv, plural, =0 {aucun} other {+#}}',
  'spy.help.finalReport': L(
    '**Rapport final** (option, juste avant Appliquer les Atouts)',
    'Chaque espion reprend ses Archives, puis donne à chaque adversaire une carte Action de sa main, face cachée, tous en même temps (le jeu garde chaque choix secret jusqu’à ce que tous aient choisi) ; puis les cartes sont révélées.',
    'Une carte **correspond** à une Allégeance quand cette Nation fait partie des Nations auxquelles la carte donne de l’Influence : une carte de base a une seule Nation ; une carte Action spéciale correspond à n’importe laquelle de ses Nations.',
    'L’Allégeance de chaque espion gagne +1 Puissance par carte posée devant lui qui ne lui correspond pas, +1 de plus si aucune ne correspond, et +1 si chaque carte donnée par cet espion correspondait à son destinataire (ses devinettes n’ont rien rapporté à aucun adversaire).',
  ),

  'spy.help.card.title': '**{name}**{special, select, yes { (carte Action spéciale)} other {}} : {types}.',
  'spy.help.card.influence': 'Influence due (marquée à la prochaine Phase de décompte) : {influence}.',
  'spy.help.card.icons': 'Icônes : {icons}.',
  'spy.help.designed': '*{note}*',
  'spy.help.note': '*{note}*',
  'spy.help.contact.title': '**{name}**, agent {adjective} à {capital}. {bio}',
  'spy.help.contact.action':
    'Action de contact sur place : {nation} +{n} Influence aussitôt ; choisissez une récompense : **{a}** ou **{b}**. Les conditions s’appliquent aux récompenses ; avec Ligne de courrier, choisissez deux fois.',
  'spy.help.asset.title':
    '**{name}**{starred, select, yes { (étoilé : seulement avec l’option `special`)} other {}} : coûte {cost} Provisions.',
  'spy.help.asset.special': 'Donne la carte Action spéciale **{name}** (voir `{topic}`).',
  'spy.help.asset.end':
    'Les Atouts s’appliquent dès le tour de leur recrutement ; à la fin, chacun donne +1 Puissance à une Nation au choix de son propriétaire.',
  'spy.help.politician.title': '**{name}**, {office}.',
  'spy.help.politician.text': 'Une fois révélé : {text}',

  'spy.help.cards':
    '**Cartes Action** (chaque espion a les 12 cartes de base ; chacune a son sujet, entre parenthèses) :',
  'spy.help.cards.line':
    '• **{name}** (`{slug}` ; {types} ; {influence}){special, select, yes { spéciale} other {}} : {text}',
  'spy.help.contacts': '**Contacts**, un par Capitale (chacun a son sujet, entre parenthèses) :',
  'spy.help.contacts.line': '• {capital} : **{name}** (`{slug}`) ({nation} +{n}) : {a} ou {b}',
  'spy.help.assets': '**Atouts** (chacun a son sujet, entre parenthèses ; recrutés à Berlin, Budapest et Londres) :',
  'spy.help.assets.line': '• **{name}** (`{slug}`) ({cost}{starred, select, yes {, étoilé} other {}})',
  'spy.help.politicians': '**Politiciens** (chacun a son sujet, entre parenthèses) :',
  'spy.help.politicians.line': '• **{name}** (`{slug}`) : {text}',

  'spy.help.n.evade': 'Effet et Influence conçus par nous ; le livret dit qu’Esquive répond à Filature.',
  'spy.help.n.courier': 'Billet et Influence conçus par nous ; la règle du Contact est la précision du livret.',
  'spy.help.n.extort':
    'Montant et Influence conçus par nous ; le livret dit qu’Extorsion vole des provisions à un espion soupçonné proche.',
  'spy.help.n.sabotage':
    'Nation, type, Influence et pertes des autres Capitales conçus par nous ; Berlin et Saint-Pétersbourg perdent 6 comme imprimé.',
  'spy.help.n.private': 'Influence conçue par nous (1, comme le permet l’exemple de Phase de décompte).',
  'spy.help.n.blackmail':
    'Nation, Influence et menu d’icônes conçus par nous ; deux choix d’icône dont Contrôler et Promouvoir, comme le dit le livret.',
  'spy.help.n.airship': 'Le Billet et le second type conçus par nous.',
  'spy.help.n.misdirect':
    'Nation, Influence et types conçus par nous ; Dans le vent et la contrainte comme le dit le livret.',
  'spy.help.n.trace': 'Influence et seconde option conçues par nous.',
  'spy.help.n.incite': 'Nation, Influence et effet conçus par nous.',
  'spy.help.n.nord': 'Conçue par nous ; le Nord-Express reliait Paris, Berlin et Saint-Pétersbourg.',
  'spy.help.n.seduce': 'Conçue par nous d’après Chantage, que le livret lui associe.',
  'spy.help.n.designed': 'Conçu par nous.',
  'spy.help.n.steinhauer': 'Conçu par nous : le contact de l’Allemagne à Londres.',
  'spy.help.n.manuilov': 'Conçu par nous : le contact de la Russie à Rome.',
  'spy.help.n.lalatta': 'Conçu par nous : le contact de l’Italie à Budapest.',
  'spy.help.n.labor': 'Nom et coût imprimés ; l’amélioration de Contrebande conçue par nous.',
  'spy.help.n.asset': 'Conçu par nous : nom, coût et effet.',
  'spy.help.n.cryptologist': 'Nom et règle « jamais un autre Atout » imprimés ; l’effet conçu par nous.',
  'spy.help.n.starred': 'Nom imprimé (étoilé) ; coût et carte Action spéciale conçus par nous.',
  'spy.help.n.printed': 'Effets imprimés.',
  'spy.help.n.tile': 'Conçu par nous : les effets de la tuile.',
  'spy.help.n.tirpitz': 'La perte de Puissance imprimée ; l’Influence conçue par nous.',
  'spy.help.n.george': 'Un gain britannique important, comme imprimé ; le montant conçu par nous.',

  'spy.help.rulings':
    '**Décisions** sur ce que le livret laisse ouvert, telles que prises ici (numéros des règles de `docs/games/ispy.md`) :',
  'spy.help.ruling.5': 'Les 14 cases de Politiciens prévues se répartissent en {split} sur les cinq phases.',
  'spy.help.ruling.9': 'Un jeton Allégeance par espion : {nobody}.',
  'spy.help.ruling.11':
    'Les marques « Dans l’ombre » de départ se font une à la fois dans l’ordre du tour, chacune sur une tuile encore non marquée ; le jeton compte parmi les 21.',
  'spy.help.ruling.13':
    'Avant de se déployer, un espion n’est sur aucune Région : personne ne lui est adjacent et aucune carte ne peut le cibler.',
  'spy.help.ruling.14':
    'La carte est conçue par nous (le livret n’en imprime aucune) ; ses distances gardent vrais les exemples du livret.',
  'spy.help.ruling.15':
    'Chaque Capitale a 3 Régions de Capitale (au plus trois espions à l’intérieur) et 2 ou 3 Accès.',
  'spy.help.ruling.18':
    'La Route du dirigeable : {airship}. Florence, un Accès de Rome, en fait partie pour que Rome -> Berlin ne prenne qu’une carte Ligne de dirigeable (sortir vers Florence, voler jusqu’à Munich, 1 Billet jusqu’à Leipzig, entrer dans Berlin).',
  'spy.help.ruling.21':
    'Dans le vent transmet l’Initiative aussitôt ; le nouveau détenteur commence la manche suivante, la manche en cours garde son ordre.',
  'spy.help.ruling.26':
    '« Finir le tour » est proposé une fois le Contact ou la Récupération faits et 2 cartes jouées, ou quand aucune carte en main ne peut être jouée ici (la main est alors montrée).',
  'spy.help.ruling.28':
    'Une carte n’est proposée que si toutes ses conditions sont remplies ; une carte injouable est listée avec sa raison.',
  'spy.help.ruling.30':
    'Une récompense de Contact dont l’icône ne peut pas être accomplie n’est pas proposée ; un Contact sans récompense possible n’est pas proposé.',
  'spy.help.ruling.32':
    'Ligne de courrier donne deux récompenses, quel que soit le nombre de Lignes de courrier ; chaque invite de récompense dit première ou seconde sur deux, et la seconde nomme la première.',
  'spy.help.ruling.34':
    'Une carte jouée ce tour-ci est dans l’Agenda, pas dans les Archives : elle ne peut pas être Récupérée le même tour.',
  'spy.help.ruling.39':
    'Ligne de dirigeable : gagnez 1 Billet ; sur une Région du dirigeable, vous pouvez voler aussitôt (proposé d’abord, refus possible).',
  'spy.help.ruling.41':
    'Un espion déplacé va vers une Région adjacente libre s’il y en a, sinon vers une occupée dont l’espion reçoit un Soupçon et est déplacé à son tour ; celui qui déplace choisit.',
  'spy.help.ruling.43':
    'Entrer dans une Capitale place la figurine dans sa première Région de Capitale libre : les trois se jouent pareil, donc un seul choix « Entrer dans la Capitale » est proposé.',
  'spy.help.ruling.45': 'Un espion déplacé dans une Cache de provisions prend aussi son jeton.',
  'spy.help.ruling.47': 'Pertes de Sabotage : {losses} (le livret imprime 6 pour Berlin et Saint-Pétersbourg).',
  'spy.help.ruling.49':
    'Les textes de cartes, valeurs d’Influence et types au-delà de ceux imprimés sont conçus par nous ; le sujet d’aide de chaque carte dit lesquels.',
  'spy.help.ruling.50':
    'Les autres Contacts, les Atouts et les Politiciens sont conçus par nous d’après 1910-1914 ; chaque sujet dit ce qui a été conçu.',
  'spy.help.ruling.54':
    'Seconde option de Filature : un espion adjacent avec 5 Soupçons ou plus les perd tous, ainsi qu’un Atout au choix de celui qui file.',
  'spy.help.ruling.58':
    'La protection de Promouvoir s’applique aux deux tuiles ; les jetons Contrôle suivent leur tuile.',
  'spy.help.ruling.59':
    'Les jetons Contrôle d’une tuile Scandalisée quittent la partie avec elle ; si la pile est vide, la case reste vide.',
  'spy.help.ruling.64':
    'Les Politiciens révélés restent nommés sur le plateau public, dans la rangée de leur phase, et dans son texte alternatif.',
  'spy.help.ruling.67':
    'Avantages par phase : {advantages} (imprimés : les phases 1-2 et le +10 de la dernière phase).',
  'spy.help.ruling.69':
    'La Simplification retire à chaque Nation le plus grand multiple de 5 qui ne dépasse pas la plus petite réserve.',
  'spy.help.ruling.70': 'Une pioche d’Atouts vide n’ajoute rien aux piles qu’elle ne peut pas atteindre.',
  'spy.help.ruling.71':
    'L’exemple de la manche 6 se lit dans l’ordre du décompte ; depuis son départ et ses Archives imprimés, les règles donnent 17 à l’Allemagne, pas les 23 imprimés (voir `scoring-example`).',
  'spy.help.ruling.75':
    'Contrainte : 1 carte en main est tirée seule ; aucune : rien ne se passe ; aucune carte tirée jouable : les deux reviennent.',
  'spy.help.ruling.76':
    'Les Billets qu’un adversaire doit dépenser aussitôt sont dépensés route par route par celui qui contraint, qui peut s’arrêter.',
  'spy.help.ruling.80':
    'Une égalité qui se répète après la chute de la Puissance à 0 ne compare que les Nations tenues en Allégeance.',
  'spy.help.ruling.82':
    'Rapport final : une carte correspond à une Allégeance quand cette Nation est parmi celles auxquelles va son Influence ; les cartes sont choisies en secret et révélées ensemble.',
  'spy.help.ruling.84':
    'Le Cryptologue résout à nouveau une carte une fois par tour et ne déclenche aucun autre Atout.',
};

export const h = defineMessages('spy.help', EN, FR);
export const isHelpKey = (k: string): k is keyof typeof EN => k in EN;
/** The English of a key (help.ts finds a designed component's note by the text the data gives). */
export const englishOf = (k: keyof typeof EN): string => EN[k];
/** The rule numbers of the rulings, in the order of the catalogue (the doc's). */
export const RULING_NUMBERS: readonly string[] = Object.keys(EN)
  .filter((k) => k.startsWith('spy.help.ruling.'))
  .map((k) => k.slice('spy.help.ruling.'.length));
