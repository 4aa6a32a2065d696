import { defineMessages } from '../../engine/messages.ts';

/**
 * Axon Protocol's /game help pages in English and French (help.ts): the rules in short, the
 * rulings, and the words of the pages generated from the data (names and printed texts are
 * tokens of data/messages.ts). French terms follow src/games/axon/messages.ts and docs/i18n.md.
 */
export const h = defineMessages(
  'axon.help',
  {
    // overview
    'axon.help.overview.1':
      "**Axon Protocol**: 2-6 Corporations fight over Nexus City. Nobody owns a Character: on your turn you **activate** one of the city's Characters (its Routine, or a hack with a Software card) so that it generates the Resources your Corporation profits from, and destroys your rivals'.",
    'axon.help.overview.2':
      'Six Resources: Augments, Data, Drugs, Products, Scandal, Violence. Your Corporation scores 2 of them: +1 VP per token of them **in play** (anywhere in the city), -1 VP per Data token on your own Corporate Area.',
    'axon.help.overview.3':
      'Every token brought into play raises the **Stress** token; when it meets the **Breaking Point** token, or a Resource runs out, the end is triggered; the others take one last turn, then the most VP wins.',
    'axon.help.overview.4':
      "Software cards are your money (every action but a Routine costs one) and your weapons (Attacks, Counters, Utilities), played in your turn or anyone's.",
    'axon.help.overview.5':
      'Topics: `setup`, `turn`, `actions`, `routines`, `hacking`, `skills`, `resources`, `areas`, `prison`, `software`, `counters`, `scoreboard`, `end-of-round`, `end`, `two-player`, `rulings`, `commands`, `city`, `characters`, `corporations`, `software-cards`; each component also has its own topic (`character-cop`, `corp-ares`, `card-firewall`, `area-10`).',
    // setup
    'axon.help.setup.1': '**Setup** (the bot does it):',
    'axon.help.setup.2':
      '• The Scoreboard: on each Resource track a Resource token on spaces {token}, a Card token on {card}, a Permanent VP on {vp}; counters at 0. Stress at the start of the Breaking Point track; the Breaking Point token on the space of the player count (designed: {starts}).',
    'axon.help.setup.3':
      '• The Software deck ({software} cards) and the Character stack ({characters} cards) shuffled. Option `beginner=yes` leaves the advanced Characters in the box.',
    'axon.help.setup.4':
      '• The first player ("who last installed software": chosen by the seed) takes the First Player Token.',
    'axon.help.setup.5':
      '• From the first player clockwise, each chooses a Corporation (`/axon corporation`); advice: share exactly 1 scoring Resource with one already chosen.',
    'axon.help.setup.6':
      '• Setup step 6 (cited, not printed; designed): Characters drawn onto their Starting Locations until the Display holds {display}; each player draws {hand} Software cards.',
    'axon.help.setup.7':
      'Options on `/game new`: `beginner=yes`, `window=N` (see `counters`). Two players: see `two-player`.',
    'axon.help.start': '{n} players {at}',
    'axon.help.display': '{counts} Characters for 3/4/5/6 players',
    // turn
    'axon.help.turn.1': '**A Round** = a Turn Phase, then the End of Round Phase (`end-of-round`).',
    'axon.help.turn.2':
      '**Turn Phase**: from the first player, clockwise (counterclockwise once reversed), each takes a turn. On your turn take **exactly 1 action**: Activate Character, Phishing, Take First Player Token or Reverse the Turn Order (`actions`).',
    'axon.help.turn.3':
      "Before **or** after it you may take **one Special Action**: your Corporation's ability (once per round) or Create Monopoly (once per game).",
    'axon.help.turn.4':
      "Any player may play Software cards for their text during their own or another's turn, before or after an action, never in the middle of one (`software`).",
    'axon.help.turn.5':
      '**End turn** once your action is done. The Turn Phase ends when every Character in the Display holds an Activation Token.',
    'axon.help.turn.6':
      'In Discord: press **Your move** (or use `/axon ...`); each offer shows its full effect and cost; choices you cannot take now are listed with why.',
    // actions
    'axon.help.actions.1': '**Actions and costs** (a card discarded as a cost has its text ignored):',
    'axon.help.actions.2':
      '• **Activate Character** (`/axon activate`): an unactivated Character of the Display performs its Routine; free. Or **hack** it (`/axon hack`): discard {n} card, it uses one of its Skills or nothing. Then optionally its Area Action. Then an Activation Token on it.',
    'axon.help.actions.3':
      '• **Phishing** (`/axon phishing`): discard {n} card; an Activation Token on a free Phishing box of an Exit Area; look at the top {draw} Character cards, keep 1 in the Display (at its Starting Location, not activated), shuffle the rest back. Impossible when every Phishing box is used.',
    'axon.help.actions.4':
      '• **Take First Player Token** (`/axon first`): discard {n} card; not if another player took it this way this round (its holder may take it: it keeps it).',
    'axon.help.actions.5':
      '• **Reverse the Turn Order** (`/axon reverse`): discard {n} card; takes effect right after your turn. Not with 2 players.',
    'axon.help.actions.6':
      '• Special: **Corporation ability** (`/axon corp`): discard {n} card, an Activation Token on your Corporation card; once per round.',
    'axon.help.actions.7':
      '• Special: **Create Monopoly** (`/axon monopoly`): discard {n} cards; choose 1 of your Resources: from now on you score only it, at 2 VP per token. Each Monopoly exists once; once per game.',
    'axon.help.actions.8': 'Costs are paid card by card (`/axon pay`): you choose which cards go.',
    // routines
    'axon.help.routines.1':
      '**Characters and Routines.** A Character card has a Routine, Skill icons, a Starting Location (or Random Area: a Random Number picks it), a Type, an Initiative number and perhaps green permanent abilities (always on, Routine or hack).',
    'axon.help.routines.2':
      '**Routine**: step by step from the top until **one** action is performed; an impossible step is skipped; if none is possible the Character does nothing. Routines are compulsory.',
    'axon.help.routines.3':
      'Where a step leaves a choice (two Skills, two equally close targets, where to go) **the acting player chooses** (`/axon skill`). "Closest" is the shortest path in streets and freeways (never through the Prison).',
    'axon.help.routines.4':
      'Example, the Street Samurai: "ARREST or EXECUTE" a Criminal in her Area (you choose which); else "DRIVE to closest Criminal" (no choice, except between equally close ones); else "DRIVE" anywhere she can. In the Prison she cannot drive: she does nothing.',
    'axon.help.routines.5':
      'Several Characters acting at once act by Initiative, highest first (no effect here makes two act at once: ruling 31a).',
    'axon.help.routines.6':
      'Activating shows the Routine step that will fire and the choices it leaves. After the Routine or hack: the optional Area Action (`areas`), then an Activation Token on the card (standee laid down).',
    // hacking
    'axon.help.hacking.1':
      '**Hacking a Character** (an Activate Character action): discard 1 Software card, then choose **one** of its Skills with a legal target, or let it do **nothing**. It is then activated as usual and may take its Area Action (even after doing nothing).',
    'axon.help.hacking.2':
      'The offer lists each Skill with its legal targets and destinations; a Character performs exactly 1 action, however many Skills it has.',
    'axon.help.hacking.3':
      '**The HACK Skill** (designed ruling, rule 51): hacks a Character in the same Area, even one already activated this round; it needs no discard and does not activate its target; the target performs one Skill or nothing and takes no Area Action.',
    'axon.help.hacking.4': 'Corporation abilities may also hack without a discard (ARES).',
    // skills
    'axon.help.skills.1': "**Skills** (each counts as the Character's one action):",
    'axon.help.skills.2':
      '• **AUGMENT / BUY / DRUGS**: at a Shop, or with a Merchant (Dealer for DRUGS) in the Area: +1 Augment / Products / Drugs on this Character.',
    'axon.help.skills.3':
      '• **CRIME**: 1 Violence on a free Action Box of the Area and 1 on the Character (+2 Violence). Impossible when every box of the Area holds Violence, or under GUARD.',
    'axon.help.skills.4':
      '• **MURDER**: kill a Character in the Area; +1 Violence on the murderer (none if the victim is a Criminal).',
    'axon.help.skills.5': '• **DATA**: at a Corporate Area: +1 Data on it.',
    'axon.help.skills.6': '• **SCANDAL**: +1 Scandal on another Character in the Area; +2 if the actor has Scandal.',
    'axon.help.skills.7':
      '• **MOVE**: one street. **DRIVE**: up to two streets or one freeway. **FLY**: any Area but a Prison. Each Drugs token adds a street to MOVE and DRIVE (1 Drug: 3 streets, or a freeway and a street; never 2 freeways).',
    'axon.help.skills.8':
      '• **ARREST**: a Criminal in the Area goes to the top section of Fort Plissken (Area 1); its Violence and Drugs go back to the pool.',
    'axon.help.skills.9': '• **EXECUTE**: kill a Criminal in the Area; no Violence, not a crime.',
    'axon.help.skills.10': '• **INVESTIGATE**: at a Crimescene, remove a Violence token from its box (counter -1).',
    'axon.help.skills.11':
      '• **GUARD**: until the End of Round, no CRIME and no killing of others in its Area (some guard permanently).',
    'axon.help.skills.12': '• **HACK**: see `hacking`.',
    'axon.help.skills.13':
      "Killing: an Augment absorbs the kill (1 Augment lost) except an overdose; the victim's Products go to its killer; its card to the discard pile; its other tokens to the pool.",
    // resources
    'axon.help.resources.1':
      '**Resources** ({n} cubes each: a designed split of the printed 60). A token brought into play moves its counter +1 **and the Stress token +1**; a destroyed one goes back to the pool (counter -1). Stress never goes down.',
    'axon.help.resources.2': '• **Augments** (on Characters): each absorbs one kill; not an overdose.',
    'axon.help.resources.3':
      '• **Data** (only on Corporate Areas): -1 VP for that Corporation; never blocks an Action Box.',
    'axon.help.resources.4':
      '• **Drugs** (on Characters): +1 street each for MOVE/DRIVE; {n} or more when activated: the Character dies (overdose), its Products to the pool.',
    'axon.help.resources.5':
      '• **Products** (on Characters): go to the killer when killed by a Character; to the pool on an overdose, Software, or leaving the city.',
    'axon.help.resources.6': '• **Scandal** (on Characters): no limit; the doubling rule (`skills`).',
    'axon.help.resources.7':
      '• **Violence**: Crime makes 2 (box and Character), Murder 1, killing a Criminal none. A Character with Violence is a Criminal; an Area with Violence on its box is a Crimescene (the box is blocked). At most 1 Violence per box.',
    'axon.help.resources.8': 'Android, Bioroid and AI tokens ({n} each) only mark those Types: they are not Resources.',
    // areas
    'axon.help.areas.1':
      '**City Areas**: Private, Public, Corporate (one per Corporation: its Data counts against it), Exit and Prison; Shops let AUGMENT, BUY and DRUGS work. See `city` for Nexus City.',
    'axon.help.areas.2':
      "**Area Action**: after its Routine or hack, the Character may take the Action of its Area's box, if the box holds no Activation and no Violence token; the box then gets an Activation Token until the End of Round (`/axon area`: take or skip).",
    'axon.help.areas.3':
      '• Free Action: any Character. • Skill Action: needs one of the printed Skill icons (Microbionics Inc: AUGMENT or HACK).',
    'axon.help.areas.4':
      '• Phishing Action: any Character, or a player directly by discarding a card (`/axon phishing`). • Leave Action: the Character leaves the city; its card is shuffled back into the stack, all its tokens go to the pool.',
    'axon.help.areas.5':
      'Exit Areas have two boxes (Phishing and Leave), each can hold its own Violence. An Area with a permanent effect has no box: the effect always applies there.',
    // prison
    'axon.help.prison.1':
      '**Fort Plissken** (Area {n}) is the Prison, in 2 sections. An arrested Character goes to the top section.',
    'axon.help.prison.2':
      "When an inmate is activated it moves down one section besides its action; one already in the lowest section is placed in a City Area of the acting player's choice **after** acting (`/axon release`; designed ruling: any Area but the Prison).",
    'axon.help.prison.3':
      'No DRIVE, MOVE or FLY in the Prison; FLY never goes there, but MOVE and DRIVE may end there (placed in the top section). Inmates are targets only for each other and for Software cards; a Routine never heads for an inmate. Otherwise the Prison is "in the city".',
    // software
    'axon.help.software.1':
      "**Software cards**: discarded as costs (text ignored), or played for their text (`/axon play`): free, in the Turn Phase only (never in the End of Round), in your turn or another's, before or after an action, never in the middle of one, unless the card says otherwise. The card resolves at once and goes face up to the discard pile.",
    'axon.help.software.2':
      '• **Attacks** target what their text names. Attacks do not stack: an Attack answered with an Attack resolves after the first.',
    'axon.help.software.3': '• **Counters** interrupt an Attack (see `counters`).',
    'axon.help.software.4': '• **Utilities** buff; they are never countered.',
    'axon.help.software.5':
      '• **Desktop cards** go to your Desktop Area and work while they stay; each says how it leaves.',
    'axon.help.software.6':
      '• **Random Number** (top right): draw the top card, read it, discard it. An empty deck: the discard pile is shuffled into a new one.',
    'axon.help.software.7':
      'Your hand is private (`/hand` and DMs); everyone sees how many cards you hold. See `software-cards` for all 50.',
    // counters
    'axon.help.counters.1':
      '**The Counter window.** When an Attack is played the bot asks **every other player** privately whether to play a Counter, without telling anyone who holds one; everyone may pass (`/axon counter`, or the buttons in your DM or `/hand`). "Pass" is always offered, so passing says nothing about your hand.',
    'axon.help.counters.2':
      'Once a Counter is played the window opens again for every player but its owner (the attacker included): Counters stack, and "some Counters can be used to interrupt **enemy** Counter Cards" (Backtrace), so nobody answers their own card. When all pass, the stack resolves from the last card played.',
    'axon.help.counters.3':
      '**Option `window=N`** (`/game new game:axon options:window=30`): in asynchronous play, the minutes the window stays open for a player who has not answered (default 60); then they pass. `window=0`: it stays open until everyone answers.',
    'axon.help.counters.4':
      "Before or after the active player's action, any player may play a Utility or an Attack with `/axon play`.",
    // scoreboard
    'axon.help.scoreboard.1':
      '**The Scoreboard**: one track 0-10 per Resource (its counter = its tokens in play), the Breaking Point track around them, the VP track.',
    'axon.help.scoreboard.2':
      "Each track holds one-time rewards (designed spaces): a Resource token on {token}, a Card token on {card}, a Permanent VP on {vp}. The player who causes a counter's **first** arrival on a space claims it:",
    'axon.help.scoreboard.3':
      '• a Resource token: placed on a Character of their choice (Data: on a Corporate Area of their choice) (`/axon reward`); it moves the counter and Stress again and can chain further rewards;',
    'axon.help.scoreboard.4':
      '• a Permanent VP: +1 VP for good, in their Desktop Area; • a Card token: draw 1 Software card.',
    'axon.help.scoreboard.5':
      '**Red Zone**: spaces {from}-{max}, the upper half. In the End of Round, if any counter is in it, the Breaking Point token moves down one step (once, however many counters).',
    'axon.help.scoreboard.6': 'Each reward is claimed once, however often a counter passes it.',
    // end-of-round
    'axon.help.endround.1': '**End of Round**, in order. Steps 1-3 per player in turn order from the first player:',
    'axon.help.endround.2': '1. Discard any Software cards (`/axon discard`); one Phishing per card, if possible.',
    'axon.help.endround.3': '2. Draw {n} Software cards.',
    'axon.help.endround.4': '3. Discard down to your hand limit ({n}; a Desktop card may raise it).',
    'axon.help.endround.5': 'Then together:',
    'axon.help.endround.6':
      '4. Remove every Activation Token (Action Boxes, Characters, Corporation cards); standees up.',
    'axon.help.endround.7':
      '5. If a counter is in the Red Zone, the Breaking Point token moves down 1 step; meeting Stress ends the game **at once**, with no last turns.',
    'axon.help.endround.8':
      '6. The lowest VP takes the First Player Token (tie: the first in turn order among them); skipped if someone took it by action this round.',
    'axon.help.endround.9':
      '7. The lowest VP gets a free Phishing that does not use a Phishing box; on a tie the top Character of the stack enters at its Starting Location.',
    'axon.help.endround.10': 'No Software cards in the End of Round.',
    // end
    'axon.help.end.1':
      '**The end is triggered** when (1) Stress reaches the Breaking Point token, or (2) a Resource is generated while all its tokens are in play.',
    'axon.help.end.2':
      'Then every other player takes **one last turn** in turn order; if that is impossible (no unactivated Character left) the Turn Phase ends normally. The Red Zone step ends at once (`end-of-round`).',
    'axon.help.end.3':
      '**Scoring**: +1 VP per token in play of each of your Resources (a Monopoly: +2 per token of its one Resource); +1 per Permanent VP; -1 per Data token on your Corporate Area.',
    'axon.help.end.4':
      '**Ties**: the most Software cards in hand wins; then the most Permanent VP; still tied: a shared win (designed).',
    // two-player
    'axon.help.two.1': '**Two Player Mode**, three exceptions:',
    'axon.help.two.2':
      '1. Choose Corporations that share no Resource; then, from the first player, each picks one of the remaining Resources as a third scoring Resource (`/axon extra`). Setup step 6: each draws 5 Character cards and keeps 2 (`/axon draft`): 4 Characters in all (the rest are shuffled back).',
    'axon.help.two.3': '2. No Reverse the Turn Order.',
    'axon.help.two.4': '3. A Monopoly forfeits 2 of your 3 Resources: you keep one, at 2 VP per token.',
    'axon.help.two.5': 'Starting hands: {n} Software cards each (designed).',
    // commands
    'axon.help.commands.1':
      'Most choices come as buttons under **Your move** (and in DMs for Counter windows); `/axon` reaches each by typing, with autocomplete of your legal choices only:',
    'axon.help.commands.2':
      '`/axon activate`, `hack`, `phishing`, `first`, `reverse`, `corp`, `monopoly`, `play`, `end`: the turn.',
    'axon.help.commands.3':
      '`/axon pay`, `skill`, `area`, `release`, `reward`, `box`, `phish`, `target`: inside an action.',
    'axon.help.commands.4':
      '`/axon counter` (a Counter window), `/axon discard` (End of Round), `/axon corporation`, `extra`, `draft` (setup).',
    'axon.help.commands.5': '`/hand`: your Software cards with their text, only to you. `/game status`: the board.',
  } as const,
  {
    'axon.help.overview.1':
      '**Axon Protocol** : 2 à 6 Corporations se disputent Nexus City. Personne ne possède de Personnage : à votre tour, vous **activez** l’un des Personnages de la ville (sa Routine, ou un piratage avec une carte Logiciel) pour qu’il génère les Ressources dont profite votre Corporation, et détruise celles de vos rivaux.',
    'axon.help.overview.2':
      'Six Ressources : Augmentations, Données, Drogues, Produits, Scandale, Violence. Votre Corporation en marque 2 : +1 PV par jeton de celles-ci **en jeu** (n’importe où en ville), -1 PV par jeton Données sur votre propre Zone corporatiste.',
    'axon.help.overview.3':
      'Chaque jeton mis en jeu fait monter le jeton **Stress** ; quand il rejoint le jeton **Point de rupture**, ou qu’une Ressource est épuisée, la fin est déclenchée ; les autres jouent un dernier tour, puis celui qui a le plus de PV l’emporte.',
    'axon.help.overview.4':
      'Les cartes Logiciel sont votre argent (chaque action sauf une Routine en coûte une) et vos armes (Attaques, Contres, Utilitaires), jouées à votre tour ou à celui de n’importe qui.',
    'axon.help.overview.5':
      'Sujets : `setup`, `turn`, `actions`, `routines`, `hacking`, `skills`, `resources`, `areas`, `prison`, `software`, `counters`, `scoreboard`, `end-of-round`, `end`, `two-player`, `rulings`, `commands`, `city`, `characters`, `corporations`, `software-cards` ; chaque élément a aussi son propre sujet (`character-cop`, `corp-ares`, `card-firewall`, `area-10`).',
    'axon.help.setup.1': '**Mise en place** (le bot s’en charge) :',
    'axon.help.setup.2':
      '• Le Tableau des scores : sur chaque piste de Ressource, un jeton Ressource en case {token}, un jeton Carte en case {card}, un PV permanent en case {vp} ; compteurs à 0. Le Stress au début de la piste du Point de rupture ; le jeton Point de rupture sur la case du nombre de joueurs (conçu pour le bot : {starts}).',
    'axon.help.setup.3':
      '• La pioche Logiciel ({software} cartes) et la pile de Personnages ({characters} cartes) mélangées. L’option `beginner=yes` laisse les Personnages avancés dans la boîte.',
    'axon.help.setup.4':
      '• Le premier joueur (« celui qui a installé un logiciel en dernier » : tiré au sort d’après la graine de la partie) prend le jeton Premier joueur.',
    'axon.help.setup.5':
      '• À partir du premier joueur, en sens horaire, chacun choisit une Corporation (`/axon corporation`) ; conseil : partagez exactement 1 Ressource marquée avec une Corporation déjà choisie.',
    'axon.help.setup.6':
      '• Étape 6 de la mise en place (citée, non imprimée ; conçue pour le bot) : des Personnages sont piochés sur leur Lieu de départ jusqu’à ce que la ville compte {display} ; chaque joueur pioche {hand} cartes Logiciel.',
    'axon.help.setup.7':
      'Options de `/partie nouvelle` : `beginner=yes`, `window=N` (voir `counters`). À deux joueurs : voir `two-player`.',
    'axon.help.start': 'case {at} à {n} joueurs',
    'axon.help.display': '{counts} Personnages à 3/4/5/6 joueurs',
    'axon.help.turn.1': '**Une manche** = une Phase de tour, puis la Phase de Fin de manche (`end-of-round`).',
    'axon.help.turn.2':
      '**Phase de tour** : à partir du premier joueur, en sens horaire (antihoraire une fois inversé), chacun joue un tour. À votre tour, faites **exactement 1 action** : Activer un Personnage, Phishing, Prendre le jeton Premier joueur ou Inverser le sens du tour (`actions`).',
    'axon.help.turn.3':
      'Avant **ou** après, vous pouvez faire **une Action spéciale** : la Capacité de votre Corporation (une fois par manche) ou Créer un Monopole (une fois par partie).',
    'axon.help.turn.4':
      'Tout joueur peut jouer des cartes Logiciel pour leur texte pendant son tour ou celui d’un autre, avant ou après une action, jamais au milieu (`software`).',
    'axon.help.turn.5':
      '**Finir le tour** une fois votre action faite. La Phase de tour s’achève quand chaque Personnage en ville porte un jeton Activation.',
    'axon.help.turn.6':
      'Sur Discord : appuyez sur **À vous** (ou utilisez `/axon ...`) ; chaque proposition montre tout son effet et son coût ; les choix impossibles pour l’instant sont listés avec leur raison.',
    'axon.help.actions.1': '**Actions et coûts** (le texte d’une carte défaussée pour payer est ignoré) :',
    'axon.help.actions.2':
      '• **Activer un Personnage** (`/axon activer`) : un Personnage non activé de la ville exécute sa Routine ; gratuit. Ou **piratez-le** (`/axon pirater`) : défaussez {n, plural, one {# carte} other {# cartes}}, il utilise l’une de ses Compétences ou rien. Puis, au choix, son Action de zone. Puis un jeton Activation sur lui.',
    'axon.help.actions.3':
      '• **Phishing** (`/axon phishing`) : défaussez {n, plural, one {# carte} other {# cartes}} ; un jeton Activation sur une case Phishing libre d’une Zone de sortie ; regardez les {draw} premières cartes Personnage, gardez-en 1 en ville (sur son Lieu de départ, non activé), remélangez les autres. Impossible quand toutes les cases Phishing sont prises.',
    'axon.help.actions.4':
      '• **Prendre le jeton Premier joueur** (`/axon premier`) : défaussez {n, plural, one {# carte} other {# cartes}} ; pas si un autre joueur l’a pris ainsi cette manche (son détenteur peut le prendre : il le garde).',
    'axon.help.actions.5':
      '• **Inverser le sens du tour** (`/axon inverser`) : défaussez {n, plural, one {# carte} other {# cartes}} ; prend effet juste après votre tour. Pas à 2 joueurs.',
    'axon.help.actions.6':
      '• Spéciale : **Capacité de Corporation** (`/axon corpo`) : défaussez {n, plural, one {# carte} other {# cartes}}, un jeton Activation sur votre carte Corporation ; une fois par manche.',
    'axon.help.actions.7':
      '• Spéciale : **Créer un Monopole** (`/axon monopole`) : défaussez {n, plural, one {# carte} other {# cartes}} ; choisissez 1 de vos Ressources : désormais vous ne marquez qu’elle, à 2 PV par jeton. Chaque Monopole n’existe qu’une fois ; une fois par partie.',
    'axon.help.actions.8': 'Les coûts se paient carte par carte (`/axon payer`) : vous choisissez lesquelles partent.',
    'axon.help.routines.1':
      '**Personnages et Routines.** Une carte Personnage porte une Routine, des icônes de Compétence, un Lieu de départ (ou Zone aléatoire : un Nombre aléatoire la désigne), un Type, un nombre d’Initiative et parfois des capacités permanentes vertes (toujours actives, Routine ou piratage).',
    'axon.help.routines.2':
      '**Routine** : étape par étape depuis le haut jusqu’à ce qu’**une** action soit faite ; une étape impossible est sautée ; si aucune n’est possible, le Personnage ne fait rien. Les Routines sont obligatoires.',
    'axon.help.routines.3':
      'Quand une étape laisse un choix (deux Compétences, deux cibles aussi proches, où aller), **le joueur actif choisit** (`/axon competence`). « Le plus proche » est le plus court chemin par rues et voies rapides (jamais à travers la Prison).',
    'axon.help.routines.4':
      'Exemple, la Samouraï des rues : « ARRÊTER ou EXÉCUTER » un Criminel de sa Zone (vous choisissez lequel) ; sinon « CONDUIRE vers le Criminel le plus proche » (sans choix, sauf entre des Criminels aussi proches) ; sinon « CONDUIRE » où elle peut. En Prison, elle ne peut pas conduire : elle ne fait rien.',
    'axon.help.routines.5':
      'Plusieurs Personnages qui agissent en même temps agissent par Initiative, la plus haute d’abord (aucun effet ici n’en fait agir deux à la fois : arbitrage 31a).',
    'axon.help.routines.6':
      'L’activation montre l’étape de Routine qui se déclenchera et les choix qu’elle laisse. Après la Routine ou le piratage : l’Action de zone facultative (`areas`), puis un jeton Activation sur la carte (figurine couchée).',
    'axon.help.hacking.1':
      '**Pirater un Personnage** (une action Activer un Personnage) : défaussez 1 carte Logiciel, puis choisissez **une** de ses Compétences avec une cible permise, ou laissez-le ne **rien** faire. Il est ensuite activé comme d’habitude et peut faire son Action de zone (même après n’avoir rien fait).',
    'axon.help.hacking.2':
      'La proposition liste chaque Compétence avec ses cibles et destinations permises ; un Personnage fait exactement 1 action, quel que soit son nombre de Compétences.',
    'axon.help.hacking.3':
      '**La Compétence PIRATER** (arbitrage conçu pour le bot, règle 51) : pirate un Personnage de la même Zone, même déjà activé cette manche ; elle ne demande aucune défausse et n’active pas sa cible ; la cible utilise une Compétence ou rien et ne fait pas d’Action de zone.',
    'axon.help.hacking.4': 'Des Capacités de Corporation peuvent aussi pirater sans défausse (ARES).',
    'axon.help.skills.1': '**Compétences** (chacune compte comme l’unique action du Personnage) :',
    'axon.help.skills.2':
      '• **AUGMENTER / ACHETER / DROGUE** : dans une Boutique, ou avec un Marchand (un Dealer pour DROGUE) dans la Zone : +1 Augmentation / Produits / Drogue sur ce Personnage.',
    'axon.help.skills.3':
      '• **CRIME** : 1 Violence sur une case Action libre de la Zone et 1 sur le Personnage (+2 Violence). Impossible quand chaque case de la Zone porte de la Violence, ou sous GARDER.',
    'axon.help.skills.4':
      '• **MEURTRE** : tuez un Personnage de la Zone ; +1 Violence sur le meurtrier (aucune si la victime est Criminelle).',
    'axon.help.skills.5': '• **DONNÉES** : dans une Zone corporatiste : +1 Données sur celle-ci.',
    'axon.help.skills.6':
      '• **SCANDALE** : +1 Scandale sur un autre Personnage de la Zone ; +2 si l’acteur a du Scandale.',
    'axon.help.skills.7':
      '• **MARCHER** : une rue. **CONDUIRE** : jusqu’à deux rues ou une voie rapide. **VOLER** : toute Zone sauf une Prison. Chaque jeton Drogue ajoute une rue à MARCHER et CONDUIRE (1 Drogue : 3 rues, ou une voie rapide et une rue ; jamais 2 voies rapides).',
    'axon.help.skills.8':
      '• **ARRÊTER** : un Criminel de la Zone va dans la section haute de Fort Plissken (Zone 1) ; sa Violence et sa Drogue retournent à la réserve.',
    'axon.help.skills.9': '• **EXÉCUTER** : tuez un Criminel de la Zone ; pas de Violence, ce n’est pas un crime.',
    'axon.help.skills.10':
      '• **ENQUÊTER** : sur une Scène de crime, retirez un jeton Violence de sa case (compteur -1).',
    'axon.help.skills.11':
      '• **GARDER** : jusqu’à la Fin de manche, ni CRIME ni meurtre d’autrui dans sa Zone (certains gardent en permanence).',
    'axon.help.skills.12': '• **PIRATER** : voir `hacking`.',
    'axon.help.skills.13':
      'Tuer : une Augmentation absorbe le coup (1 Augmentation perdue), sauf une overdose ; les Produits de la victime vont à son meurtrier ; sa carte à la défausse ; ses autres jetons à la réserve.',
    'axon.help.resources.1':
      '**Ressources** ({n} cubes chacune : une répartition conçue pour le bot des 60 imprimés). Un jeton mis en jeu fait avancer son compteur de +1 **et le jeton Stress de +1** ; un jeton détruit retourne à la réserve (compteur -1). Le Stress ne baisse jamais.',
    'axon.help.resources.2': '• **Augmentations** (sur les Personnages) : chacune absorbe une mort ; pas une overdose.',
    'axon.help.resources.3':
      '• **Données** (seulement sur les Zones corporatistes) : -1 PV pour cette Corporation ; ne bloquent jamais une case Action.',
    'axon.help.resources.4':
      '• **Drogues** (sur les Personnages) : +1 rue chacune pour MARCHER/CONDUIRE ; {n} ou plus à l’activation : le Personnage meurt (overdose), ses Produits à la réserve.',
    'axon.help.resources.5':
      '• **Produits** (sur les Personnages) : vont au meurtrier quand un Personnage tue leur porteur ; à la réserve sur une overdose, un Logiciel, ou un départ de la ville.',
    'axon.help.resources.6': '• **Scandale** (sur les Personnages) : sans limite ; la règle du doublement (`skills`).',
    'axon.help.resources.7':
      '• **Violence** : un Crime en crée 2 (case et Personnage), un Meurtre 1, tuer un Criminel aucune. Un Personnage avec de la Violence est Criminel ; une Zone dont la case porte de la Violence est une Scène de crime (la case est bloquée). Au plus 1 Violence par case.',
    'axon.help.resources.8':
      'Les jetons Androïde, Bioroïde et IA ({n} de chaque) marquent seulement ces Types : ce ne sont pas des Ressources.',
    'axon.help.areas.1':
      '**Zones de la ville** : privées, publiques, corporatistes (une par Corporation : ses Données comptent contre elle), de sortie et Prison ; les Boutiques permettent AUGMENTER, ACHETER et DROGUE. Voir `city` pour Nexus City.',
    'axon.help.areas.2':
      '**Action de zone** : après sa Routine ou son piratage, le Personnage peut faire l’Action de la case de sa Zone, si la case ne porte ni jeton Activation ni jeton Violence ; la case reçoit alors un jeton Activation jusqu’à la Fin de manche (`/axon zone` : la faire ou non).',
    'axon.help.areas.3':
      '• Action libre : tout Personnage. • Action de Compétence : demande l’une des icônes de Compétence imprimées (Microbionics Inc : AUGMENTER ou PIRATER).',
    'axon.help.areas.4':
      '• Action Phishing : tout Personnage, ou un joueur directement en défaussant une carte (`/axon phishing`). • Action Départ : le Personnage quitte la ville ; sa carte est remélangée dans la pile, tous ses jetons vont à la réserve.',
    'axon.help.areas.5':
      'Les Zones de sortie ont deux cases (Phishing et Départ), chacune peut porter sa propre Violence. Une Zone à effet permanent n’a pas de case : l’effet s’y applique toujours.',
    'axon.help.prison.1':
      '**Fort Plissken** (Zone {n}) est la Prison, en 2 sections. Un Personnage arrêté va dans la section haute.',
    'axon.help.prison.2':
      'Quand un détenu est activé, il descend d’une section en plus de son action ; s’il est déjà dans la section basse, il est placé dans une Zone de la ville au choix du joueur actif **après** avoir agi (`/axon liberer` ; arbitrage conçu pour le bot : toute Zone sauf la Prison).',
    'axon.help.prison.3':
      'Ni CONDUIRE, ni MARCHER, ni VOLER en Prison ; VOLER n’y va jamais, mais MARCHER et CONDUIRE peuvent y finir (placé dans la section haute). Les détenus ne sont des cibles que les uns pour les autres et pour les cartes Logiciel ; une Routine ne se dirige jamais vers un détenu. Sinon la Prison est « en ville ».',
    'axon.help.software.1':
      '**Cartes Logiciel** : défaussées pour payer (texte ignoré), ou jouées pour leur texte (`/axon jouer`) : gratuitement, seulement en Phase de tour (jamais en Fin de manche), à votre tour ou à celui d’un autre, avant ou après une action, jamais au milieu, sauf si la carte dit autre chose. La carte se résout aussitôt et va face visible à la défausse.',
    'axon.help.software.2':
      '• Les **Attaques** visent ce que leur texte nomme. Les Attaques ne s’empilent pas : une Attaque répondant à une Attaque se résout après la première.',
    'axon.help.software.3': '• Les **Contres** interrompent une Attaque (voir `counters`).',
    'axon.help.software.4': '• Les **Utilitaires** renforcent ; ils ne sont jamais contrés.',
    'axon.help.software.5':
      '• Les **cartes Bureau** vont dans votre Bureau et agissent tant qu’elles y restent ; chacune dit comment elle part.',
    'axon.help.software.6':
      '• **Nombre aléatoire** (en haut à droite) : piochez la carte du dessus, lisez-la, défaussez-la. Pioche vide : la défausse est mélangée pour en former une nouvelle.',
    'axon.help.software.7':
      'Votre main est privée (`/main` et messages privés) ; tous voient combien de cartes vous avez. Voir `software-cards` pour les 50.',
    'axon.help.counters.1':
      '**La fenêtre de Contre.** Quand une Attaque est jouée, le bot demande en privé à **chaque autre joueur** s’il joue un Contre, sans dire à personne qui en a un ; chacun peut passer (`/axon contre`, ou les boutons de votre message privé ou de `/main`). « Passer » est toujours proposé : passer ne dit rien de votre main.',
    'axon.help.counters.2':
      'Une fois un Contre joué, la fenêtre se rouvre pour chaque joueur sauf son propriétaire (l’attaquant compris) : les Contres s’empilent, et « certains Contres peuvent interrompre les cartes Contre **ennemies** » (Traçage), donc personne ne répond à sa propre carte. Quand tous passent, la pile se résout depuis la dernière carte jouée.',
    'axon.help.counters.3':
      '**Option `window=N`** (`/partie nouvelle jeu:axon options:window=30`) : en jeu asynchrone, les minutes pendant lesquelles la fenêtre attend un joueur qui n’a pas répondu (60 par défaut) ; ensuite il passe. `window=0` : elle reste ouverte jusqu’à ce que tous répondent.',
    'axon.help.counters.4':
      'Avant ou après l’action du joueur actif, tout joueur peut jouer un Utilitaire ou une Attaque avec `/axon jouer`.',
    'axon.help.scoreboard.1':
      '**Le Tableau des scores** : une piste de 0 à 10 par Ressource (son compteur = ses jetons en jeu), la piste du Point de rupture autour, la piste des PV.',
    'axon.help.scoreboard.2':
      'Chaque piste porte des récompenses uniques (cases conçues pour le bot) : un jeton Ressource en case {token}, un jeton Carte en case {card}, un PV permanent en case {vp}. Le joueur qui fait arriver un compteur **pour la première fois** sur une case la remporte :',
    'axon.help.scoreboard.3':
      '• un jeton Ressource : placé sur un Personnage de son choix (Données : sur une Zone corporatiste de son choix) (`/axon recompense`) ; il fait avancer à nouveau le compteur et le Stress et peut enchaîner d’autres récompenses ;',
    'axon.help.scoreboard.4':
      '• un PV permanent : +1 PV définitif, dans son Bureau ; • un jeton Carte : piochez 1 carte Logiciel.',
    'axon.help.scoreboard.5':
      '**Zone rouge** : cases {from} à {max}, la moitié haute. En Fin de manche, si un compteur s’y trouve, le jeton Point de rupture descend d’un cran (une fois, quel que soit le nombre de compteurs).',
    'axon.help.scoreboard.6': 'Chaque récompense n’est remportée qu’une fois, quel que soit le nombre de passages.',
    'axon.help.endround.1':
      '**Fin de manche**, dans l’ordre. Étapes 1 à 3 joueur par joueur, dans l’ordre du tour depuis le premier joueur :',
    'axon.help.endround.2':
      '1. Défaussez des cartes Logiciel à volonté (`/axon defausser`) ; un Phishing par carte, si possible.',
    'axon.help.endround.3': '2. Piochez {n} cartes Logiciel.',
    'axon.help.endround.4': '3. Défaussez jusqu’à votre limite de main ({n} ; une carte Bureau peut l’augmenter).',
    'axon.help.endround.5': 'Puis tous ensemble :',
    'axon.help.endround.6':
      '4. Retirez tous les jetons Activation (cases Action, Personnages, cartes Corporation) ; figurines relevées.',
    'axon.help.endround.7':
      '5. Si un compteur est en Zone rouge, le jeton Point de rupture descend d’1 cran ; s’il rejoint le Stress, la partie s’achève **aussitôt**, sans derniers tours.',
    'axon.help.endround.8':
      '6. Le joueur qui a le moins de PV prend le jeton Premier joueur (égalité : le premier d’entre eux dans l’ordre du tour) ; étape sautée si quelqu’un l’a pris par une action cette manche.',
    'axon.help.endround.9':
      '7. Le joueur qui a le moins de PV fait un Phishing gratuit qui n’occupe pas de case Phishing ; en cas d’égalité, le Personnage du dessus de la pile entre sur son Lieu de départ.',
    'axon.help.endround.10': 'Pas de cartes Logiciel pendant la Fin de manche.',
    'axon.help.end.1':
      '**La fin est déclenchée** quand (1) le Stress atteint le jeton Point de rupture, ou (2) une Ressource est générée alors que tous ses jetons sont en jeu.',
    'axon.help.end.2':
      'Chaque autre joueur joue alors **un dernier tour** dans l’ordre du tour ; si c’est impossible (plus aucun Personnage non activé), la Phase de tour s’achève normalement. L’étape de la Zone rouge finit la partie aussitôt (`end-of-round`).',
    'axon.help.end.3':
      '**Décompte** : +1 PV par jeton en jeu de chacune de vos Ressources (un Monopole : +2 par jeton de son unique Ressource) ; +1 par PV permanent ; -1 par jeton Données sur votre Zone corporatiste.',
    'axon.help.end.4':
      '**Égalités** : le plus de cartes Logiciel en main l’emporte ; puis le plus de PV permanents ; toujours à égalité : victoire partagée (conçu pour le bot).',
    'axon.help.two.1': '**Mode deux joueurs**, trois exceptions :',
    'axon.help.two.2':
      '1. Choisissez des Corporations sans Ressource commune ; puis, à partir du premier joueur, chacun choisit l’une des Ressources restantes comme troisième Ressource marquée (`/axon extra`). Étape 6 de la mise en place : chacun pioche 5 cartes Personnage et en garde 2 (`/axon selection`) : 4 Personnages en tout (les autres sont remélangés).',
    'axon.help.two.3': '2. Pas d’action Inverser le sens du tour.',
    'axon.help.two.4':
      '3. Un Monopole fait renoncer à 2 de vos 3 Ressources : vous n’en gardez qu’une, à 2 PV par jeton.',
    'axon.help.two.5': 'Mains de départ : {n} cartes Logiciel chacun (conçu pour le bot).',
    'axon.help.commands.1':
      'La plupart des choix arrivent en boutons sous **À vous** (et en messages privés pour les fenêtres de Contre) ; `/axon` atteint chacun en tapant, l’autocomplétion ne proposant que vos choix permis :',
    'axon.help.commands.2':
      '`/axon activer`, `hack`, `phishing`, `first`, `reverse`, `corp`, `monopoly`, `play`, `end` : le tour.',
    'axon.help.commands.3':
      '`/axon payer`, `skill`, `area`, `release`, `reward`, `box`, `phish`, `target` : au cours d’une action.',
    'axon.help.commands.4':
      '`/axon contre` (une fenêtre de Contre), `/axon defausser` (Fin de manche), `/axon corporation`, `extra`, `draft` (mise en place).',
    'axon.help.commands.5':
      '`/main` : vos cartes Logiciel avec leur texte, pour vous seul. `/partie état` : le plateau.',
  },
);

/** The rulings, by their rule number in docs/games/axon.md. */
export const hr = defineMessages(
  'axon.help.rule',
  {
    'axon.help.rule.title':
      "**Rulings** the rulebook leaves open, as decided here (rule numbers of the bot's rule list):",
    'axon.help.rule.closest': '• **Closest** counts links, streets and freeways alike.',
    'axon.help.rule.3': 'Breaking Point token start spaces on a {length}-space track: {starts}.',
    'axon.help.rule.7': 'The first player ("who last installed software") is chosen at random from the game\'s seed.',
    'axon.help.rule.9':
      'Setup step 6 (cited, not printed): Characters drawn onto their Starting Locations until the Display holds {display}; each player draws {hand} Software cards.',
    'axon.help.rule.11': 'Two Player Mode: the 3 Character cards not kept go back and the stack is shuffled.',
    'axon.help.rule.11a':
      'The draft: the first player draws 5 (seen by them alone) and keeps 2 one at a time, each entering the city at once; then the second player. The last free Resource goes to the second player without asking.',
    'axon.help.rule.14': 'Two Player Mode: starting hands of {hand} Software cards, as for 3-6.',
    'axon.help.rule.17a': 'End turn is offered once the action is taken, or when no action is possible at all.',
    'axon.help.rule.21a':
      "Costs are paid one card at a time (text ignored), with a Cancel before the first card; a hack's card is paid before the Character acts.",
    'axon.help.rule.23a':
      'Take First Player Token: the only limit is the printed one ("cannot be used if another player has already taken the First Player Token using this action this round"): its holder may take it (and keeps it: step 6 is skipped). Taking it does not change this round\'s turn order.',
    'axon.help.rule.25a':
      "A Corporation ability is offered only when it would do something; only The Syndicate's reaches Prison inmates; Helix never moves into the Prison; Omnicorp's Data move leaves the counters alone.",
    'axon.help.rule.26a':
      'Monopoly: the 4 cards are paid first, then the Resource is chosen among those nobody holds a Monopoly of (2 players: any of the 3).',
    'axon.help.rule.29a': '"To closest X" with an X in the actor\'s own Area is not possible: the next step fires.',
    'axon.help.rule.29b':
      'A move to the closest X ends as close as it can to a closest X (ties: the acting player chooses); a move that gets no closer is not possible.',
    'axon.help.rule.29c': '"The richest": the Character(s) with the most Products (at least 1) the actor may target.',
    'axon.help.rule.29d':
      'A target on an action step ("MURDER a Merchant") restricts its victims; Characters outside the Prison never target or head for inmates.',
    'axon.help.rule.31a':
      'Initiative ("several Characters would act simultaneously") never decides here: every act is one Character\'s (an activation, a HACK or the ARES ability after it, each card, Area Action and ability on one Character; the Taxi Driver\'s rider does not act).',
    'axon.help.rule.35':
      'Android, Bioroid and AI tokens (10 each, not Resources) mark a standee of that Type when it enters.',
    'axon.help.rule.36a':
      'The Merchant or Dealer must be another Character in the Area: it does not serve itself outside a Shop.',
    'axon.help.rule.49a': 'GUARD is not possible when the Character already guards (this round or permanently).',
    'axon.help.rule.49b':
      "A guard's own GUARD stops neither its own CRIME nor its own kills; another guard in the Area still does.",
    'axon.help.rule.51':
      'The HACK Skill needs no discard and does not activate its target; the target performs one Skill or nothing and takes no Area Action.',
    'axon.help.rule.52':
      "ARREST and EXECUTE never target their own Character; an Android is a target only when Criminal (or for the Street Samurai's ability, when she is hacked).",
    'axon.help.rule.52a':
      'EXECUTE targets Criminals only; the Street Samurai may also EXECUTE an Android when hacked, not in her Routine, whose first step targets Criminals as the printed example reads it ("if there is no Criminal Character in the same area, neither ARREST nor EXECUTE are possible"). MURDER may kill anyone, Androids included.',
    'axon.help.rule.52b': 'ARREST never targets an inmate: an inmate cannot ARREST.',
    'axon.help.rule.52c': 'HACK never targets itself, and only a Character with a Skill it can use there.',
    'axon.help.rule.52d': 'A Character hacked by HACK or an ability may not HACK in turn: no hack chains.',
    'axon.help.rule.52e':
      'The Taxi Driver: after he DRIVEs, one Character from the Area he left may ride along (the acting player chooses it or nobody); the Rogue AI never rides.',
    'axon.help.rule.52f': 'The Rogue AI may still take a Leave Action: leaving is not movement.',
    'axon.help.rule.52g':
      "CRIME places the box's Violence first, then the Character's; each moves the counter and Stress and may claim rewards.",
    'axon.help.rule.55':
      'A kill absorbed by an Augment still gives the murderer its Violence token if the victim was not a Criminal.',
    'axon.help.rule.59':
      'An overdose uses the activation: no Routine, no hack, no Area Action; the Character does not act.',
    'axon.help.rule.59a':
      'Hacking a Character with 3+ Drugs is not offered; activating it is offered as "dies of an overdose".',
    'axon.help.rule.63':
      'After ARREST a Character stays a Criminal only if its card prints the Type (its Violence tokens are gone).',
    'axon.help.rule.65': '{n} cubes per Resource (the printed 60 split evenly).',
    'axon.help.rule.67a':
      'A Routine with no possible step, like a hack that does nothing, may still take the Area Action.',
    'axon.help.rule.67b':
      'An Area Action that would do nothing is not offered (Phishing with an empty stack, Datastream Core with no Data...).',
    'axon.help.rule.67c':
      'An Area Action benefits the acting player; moving a Data token keeps it in play (no counter or Stress move).',
    'axon.help.rule.71a':
      'An inmate moves down a section after its action; from the lowest it is released after acting.',
    'axon.help.rule.71b':
      'MOVE and DRIVE may end in the Prison (only FLY is printed as barred from it): "a Character who gets into a Prison is placed in the topmost section"; no move goes on through it, and "closest" never counts a path through it. Getting in during its activation does not move it down a section that time.',
    'axon.help.rule.72': 'A released prisoner may go to any Area but the Prison, chosen by the acting player.',
    'axon.help.rule.80a':
      'Brain Burn never targets an inmate, a guarded Character or one that cannot be killed; an Augment absorbs it, a Bodyguard Protocol saves it; its Products go to the pool.',
    'axon.help.rule.80b':
      'The Counter window: every other player is asked privately and answers (Pass always offered; a player with no card passes at once); a Counter answers the top of the chain; the window reopens for all but its owner (Backtrace interrupts "enemy Counter Cards", and a Counter answers only the top card, its owner\'s own); the chain resolves from the top; `window` minutes pass an unanswered seat.',
    'axon.help.rule.80c':
      'Mirror answers only an Attack on you (Ransomware, Logic Bomb on your Desktop, Data Leak on your Area); standing, its owner draws 1.',
    'axon.help.rule.80d': 'An Attack whose target no longer stands does nothing.',
    'axon.help.rule.80e': 'Bribe from the lowest section releases the Character into any non-Prison Area.',
    'axon.help.rule.80f': 'Overclock: one street, never into or out of the Prison.',
    'axon.help.rule.80g': 'Scout: the top 3 Character cards, seen by that player alone, put back one by one.',
    'axon.help.rule.80h':
      "One Cloud Storage and one Proxy Server per Desktop; how each Desktop card leaves; Logic Bomb targets another player's Desktop card.",
    'axon.help.rule.80i':
      'A card is offered only when it would do something; Counters only in a Counter window; no Attack during one.',
    'axon.help.rule.80j':
      "Resources a card brings into play move counters and Stress; rewards go to its player; Ransomware's card is told only to the two players.",
    'axon.help.rule.84':
      'Red Zone spaces {from}-{max}; rewards: Resource tokens on {token}, Card token on {card}, Permanent VP on {vp}.',
    'axon.help.rule.85':
      'A counter jumping 2 steps (Crime, Scandal doubling) passes each space in turn: every unclaimed reward passed is claimed.',
    'axon.help.rule.86': 'Stress jumping past the Breaking Point token counts as reaching it (end trigger 1).',
    'axon.help.rule.87':
      'A reward Resource token with no Character in the city to take it (non-Data) stays on the Scoreboard, unclaimed.',
    'axon.help.rule.88a':
      'Each player takes End of Round steps 1-3 in full before the next; a step-1 discard only for a possible Phishing (or to drop a Desktop card that may leave).',
    'axon.help.rule.92a': "Step 7's free Phishing costs no card and needs no free Phishing box.",
    'axon.help.rule.93': 'An empty Character stack: Phishing and End of Round step 7 do nothing.',
    'axon.help.rule.93a':
      'No Character in the city and none in the stack at the start of a round: the game ends and is scored.',
    'axon.help.rule.96':
      "The player who triggered the end is the one whose turn it is, even if another player's card caused it; no End of Round follows the last turns (also when a last turn is impossible).",
    'axon.help.rule.98': 'Still tied after Software in hand and Permanent VP: the tied players share the win.',
  } as const,
  {
    'axon.help.rule.title':
      '**Arbitrages** : ce que la règle laisse ouvert, tel que tranché ici (numéros de la liste de règles du bot) :',
    'axon.help.rule.closest': '• **Le plus proche** compte tous les liens de la même façon, rues comme voies rapides.',
    'axon.help.rule.3': 'Cases de départ du jeton Point de rupture sur une piste de {length} cases : {starts}.',
    'axon.help.rule.7':
      'Le premier joueur (« celui qui a installé un logiciel en dernier ») est tiré au sort à partir de la graine de la partie.',
    'axon.help.rule.9':
      'Étape 6 de la mise en place (citée, non imprimée) : des Personnages sont piochés sur leur Lieu de départ jusqu’à ce que la ville compte {display} ; chaque joueur pioche {hand} cartes Logiciel.',
    'axon.help.rule.11':
      'Mode deux joueurs : les 3 cartes Personnage non gardées retournent dans la pile, qui est mélangée.',
    'axon.help.rule.11a':
      'La sélection : le premier joueur en pioche 5 (vues de lui seul) et en garde 2 une à une, chacune entrant aussitôt en ville ; puis le second joueur. La dernière Ressource libre revient au second joueur sans qu’on lui demande.',
    'axon.help.rule.14': 'Mode deux joueurs : mains de départ de {hand} cartes Logiciel, comme de 3 à 6.',
    'axon.help.rule.17a': 'Finir le tour est proposé une fois l’action faite, ou quand aucune action n’est possible.',
    'axon.help.rule.21a':
      'Les coûts se paient carte par carte (texte ignoré), avec un Annuler avant la première carte ; la carte d’un piratage se paie avant que le Personnage agisse.',
    'axon.help.rule.23a':
      'Prendre le jeton Premier joueur : la seule limite est celle imprimée (« ne peut pas être utilisée si un autre joueur a déjà pris le jeton Premier joueur par cette action cette manche ») : son détenteur peut le prendre (et le garde : l’étape 6 est sautée). Le prendre ne change pas l’ordre du tour de cette manche.',
    'axon.help.rule.25a':
      'Une Capacité de Corporation n’est proposée que si elle ferait quelque chose ; seule celle du Syndicat atteint les détenus ; Helix ne déplace jamais vers la Prison ; le déplacement de Données d’Omnicorp laisse les compteurs tels quels.',
    'axon.help.rule.26a':
      'Monopole : les 4 cartes se paient d’abord, puis la Ressource est choisie parmi celles dont personne n’a le Monopole (à 2 joueurs : n’importe laquelle des 3).',
    'axon.help.rule.29a':
      '« Vers le X le plus proche » avec un X dans la Zone même de l’acteur n’est pas possible : l’étape suivante se déclenche.',
    'axon.help.rule.29b':
      'Un déplacement vers le X le plus proche finit aussi près que possible d’un X le plus proche (égalité : le joueur actif choisit) ; un déplacement qui ne rapproche pas n’est pas possible.',
    'axon.help.rule.29c':
      '« Le plus riche » : le ou les Personnages ayant le plus de Produits (au moins 1) que l’acteur peut cibler.',
    'axon.help.rule.29d':
      'Une cible sur une étape d’action (« MEURTRE d’un Marchand ») restreint ses victimes ; les Personnages hors de la Prison ne ciblent jamais les détenus et ne se dirigent jamais vers eux.',
    'axon.help.rule.31a':
      'L’Initiative (« plusieurs Personnages agiraient simultanément ») ne départage jamais rien ici : chaque acte est celui d’un seul Personnage (une activation, un PIRATER ou la Capacité d’ARES qui la suit, chaque carte, Action de zone et capacité sur un seul Personnage ; le passager du Chauffeur de taxi n’agit pas).',
    'axon.help.rule.35':
      'Les jetons Androïde, Bioroïde et IA (10 de chaque, pas des Ressources) marquent une figurine de ce Type à son entrée.',
    'axon.help.rule.36a':
      'Le Marchand ou le Dealer doit être un autre Personnage de la Zone : il ne se sert pas lui-même hors d’une Boutique.',
    'axon.help.rule.49a': 'GARDER n’est pas possible quand le Personnage garde déjà (cette manche ou en permanence).',
    'axon.help.rule.49b':
      'Le GARDER d’un garde n’arrête ni son propre CRIME ni ses propres meurtres ; un autre garde de la Zone, si.',
    'axon.help.rule.51':
      'La Compétence PIRATER ne demande aucune défausse et n’active pas sa cible ; la cible utilise une Compétence ou rien et ne fait pas d’Action de zone.',
    'axon.help.rule.52':
      'ARRÊTER et EXÉCUTER ne ciblent jamais leur propre Personnage ; un Androïde n’est une cible que s’il est Criminel (ou pour la capacité de la Samouraï des rues, quand elle est piratée).',
    'axon.help.rule.52a':
      'EXÉCUTER ne cible que des Criminels ; la Samouraï des rues peut aussi EXÉCUTER un Androïde quand elle est piratée, pas dans sa Routine, dont la première étape cible des Criminels comme le lit l’exemple imprimé (« s’il n’y a pas de Personnage Criminel dans la même zone, ni ARRÊTER ni EXÉCUTER ne sont possibles »). MEURTRE peut tuer n’importe qui, Androïdes compris.',
    'axon.help.rule.52b': 'ARRÊTER ne cible jamais un détenu : un détenu ne peut pas ARRÊTER.',
    'axon.help.rule.52c':
      'PIRATER ne se cible jamais lui-même, et ne cible qu’un Personnage ayant une Compétence utilisable là.',
    'axon.help.rule.52d':
      'Un Personnage piraté par PIRATER ou par une capacité ne peut pas PIRATER à son tour : pas de piratage en chaîne.',
    'axon.help.rule.52e':
      'Le Chauffeur de taxi : après avoir utilisé CONDUIRE, un Personnage de la Zone qu’il a quittée peut l’accompagner (le joueur actif le choisit, ou personne) ; l’IA renégate ne monte jamais.',
    'axon.help.rule.52f': 'L’IA renégate peut quand même faire une Action Départ : partir n’est pas se déplacer.',
    'axon.help.rule.52g':
      'CRIME place d’abord la Violence de la case, puis celle du Personnage ; chacune fait avancer le compteur et le Stress et peut remporter des récompenses.',
    'axon.help.rule.55':
      'Un meurtre absorbé par une Augmentation donne quand même au meurtrier son jeton Violence si la victime n’était pas Criminelle.',
    'axon.help.rule.59':
      'Une overdose consomme l’activation : ni Routine, ni piratage, ni Action de zone ; le Personnage n’agit pas.',
    'axon.help.rule.59a':
      'Pirater un Personnage qui a 3 Drogues ou plus n’est pas proposé ; l’activer est proposé comme « meurt d’une overdose ».',
    'axon.help.rule.63':
      'Après ARRÊTER, un Personnage ne reste Criminel que si sa carte imprime ce Type (ses jetons Violence sont partis).',
    'axon.help.rule.65': '{n} cubes par Ressource (les 60 imprimés répartis également).',
    'axon.help.rule.67a':
      'Une Routine sans étape possible, comme un piratage qui ne fait rien, peut quand même faire l’Action de zone.',
    'axon.help.rule.67b':
      'Une Action de zone qui ne ferait rien n’est pas proposée (Phishing avec une pile vide, Noyau Datastream sans Données…).',
    'axon.help.rule.67c':
      'Une Action de zone profite au joueur actif ; déplacer un jeton Données le garde en jeu (ni compteur ni Stress ne bougent).',
    'axon.help.rule.71a':
      'Un détenu descend d’une section après son action ; depuis la plus basse, il est libéré après avoir agi.',
    'axon.help.rule.71b':
      'MARCHER et CONDUIRE peuvent finir en Prison (seul VOLER y est interdit d’après la règle) : « un Personnage qui entre dans une Prison est placé dans la section la plus haute » ; aucun déplacement ne la traverse, et « le plus proche » ne compte jamais un chemin qui la traverse. Y entrer pendant son activation ne le fait pas descendre d’une section cette fois-là.',
    'axon.help.rule.72': 'Un prisonnier libéré peut aller dans toute Zone sauf la Prison, au choix du joueur actif.',
    'axon.help.rule.80a':
      'Grillage cérébral ne cible jamais un détenu, un Personnage gardé ni un Personnage qui ne peut pas être tué ; une Augmentation l’absorbe, un Protocole garde du corps le sauve ; ses Produits vont à la réserve.',
    'axon.help.rule.80b':
      'La fenêtre de Contre : chaque autre joueur est sollicité en privé et répond (Passer toujours proposé ; un joueur sans carte passe aussitôt) ; un Contre répond au sommet de la chaîne ; la fenêtre se rouvre pour tous sauf son propriétaire (Traçage interrompt « les cartes Contre ennemies », et un Contre ne répond qu’à la carte du sommet, celle de son propriétaire comprise) ; la chaîne se résout depuis le sommet ; après `window` minutes, une place sans réponse passe.',
    'axon.help.rule.80c':
      'Miroir ne répond qu’à une Attaque contre vous (Rançongiciel, Bombe logique sur votre Bureau, Fuite de données sur votre Zone) ; s’il tient, son propriétaire pioche 1 carte.',
    'axon.help.rule.80d': 'Une Attaque dont la cible n’existe plus ne fait rien.',
    'axon.help.rule.80e': 'Pot-de-vin depuis la section basse libère le Personnage dans toute Zone hors Prison.',
    'axon.help.rule.80f': 'Surcadençage : une rue, jamais vers la Prison ni hors d’elle.',
    'axon.help.rule.80g': 'Éclaireur : les 3 premières cartes Personnage, vues de ce joueur seul, remises une à une.',
    'axon.help.rule.80h':
      'Un seul Stockage cloud et un seul Serveur mandataire par Bureau ; comment part chaque carte Bureau ; Bombe logique cible une carte du Bureau d’un autre joueur.',
    'axon.help.rule.80i':
      'Une carte n’est proposée que si elle ferait quelque chose ; les Contres seulement dans une fenêtre de Contre ; aucune Attaque pendant celle-ci.',
    'axon.help.rule.80j':
      'Les Ressources qu’une carte met en jeu font avancer compteurs et Stress ; les récompenses vont à son joueur ; la carte prise par Rançongiciel n’est dite qu’aux deux joueurs concernés.',
    'axon.help.rule.84':
      'Zone rouge : cases {from} à {max} ; récompenses : jetons Ressource en case {token}, jeton Carte en case {card}, PV permanent en case {vp}.',
    'axon.help.rule.85':
      'Un compteur qui saute 2 crans (Crime, doublement du Scandale) passe chaque case à son tour : chaque récompense non encore remportée sur son passage est remportée.',
    'axon.help.rule.86':
      'Un Stress qui dépasse le jeton Point de rupture compte comme l’ayant atteint (déclencheur de fin 1).',
    'axon.help.rule.87':
      'Un jeton Ressource de récompense sans Personnage en ville pour le recevoir (hors Données) reste sur le Tableau des scores, non remporté.',
    'axon.help.rule.88a':
      'Chaque joueur fait entièrement les étapes 1 à 3 de la Fin de manche avant le suivant ; une défausse à l’étape 1 seulement pour un Phishing possible (ou pour retirer une carte Bureau qui peut partir).',
    'axon.help.rule.92a':
      'Le Phishing gratuit de l’étape 7 ne coûte aucune carte et ne demande aucune case Phishing libre.',
    'axon.help.rule.93': 'Une pile de Personnages vide : le Phishing et l’étape 7 de la Fin de manche ne font rien.',
    'axon.help.rule.93a':
      'Aucun Personnage en ville et aucun dans la pile au début d’une manche : la partie s’achève et est décomptée.',
    'axon.help.rule.96':
      'Le joueur qui a déclenché la fin est celui dont c’est le tour, même si la carte d’un autre joueur l’a causée ; aucune Fin de manche ne suit les derniers tours (y compris quand un dernier tour est impossible).',
    'axon.help.rule.98':
      'Toujours à égalité après les Logiciels en main et les PV permanents : les joueurs à égalité se partagent la victoire.',
  },
);

/** The words of the pages generated from the data: the city, the Characters, Corporations and Software cards. */
export const hd = defineMessages(
  'axon.help.d',
  {
    'axon.help.d.designed': '*Designed.*',
    'axon.help.d.designed.note': '*Designed: {note}.*',
    'axon.help.d.note': '*{note}.*',
    'axon.help.d.note.city': 'designed: Nexus City is not printed',
    'axon.help.d.note.prison': 'printed: city area Nr. 1, the Prison; its layout is designed',
    'axon.help.d.note.microbionics':
      'printed: name and a Skill Action needing AUGMENT or HACK; type, Shop and effect designed',
    'axon.help.d.note.samurai':
      'printed: Routine, pronoun, AUGMENT icon, ability; start, initiative, other icons designed',
    'axon.help.d.note.public': 'name and Resources from public sources; ability designed',
    'axon.help.d.area.kind':
      '{type, select, private {Private} public {Public} corporate {Corporate} exit {Exit} other {Prison}}{shop, select, yes {, Shop} other {}}',
    'axon.help.d.area.corp': "{kind}, {corp}'s Corporate Area",
    'axon.help.d.area.line': '• **{id} {name}** ({kind}): {boxes} Streets: {streets}{free}.',
    'axon.help.d.area.none': 'none',
    'axon.help.d.area.freeway': '; freeway: {list}',
    'axon.help.d.area.name': 'Area {id}',
    'axon.help.d.city.title':
      "**{city}** (designed), {n} Areas by number (Random Numbers pick them); see `area-'<'n>`:",
    'axon.help.d.city.freeways': 'Freeways: {list}.',
    'axon.help.d.sep': '; ',
    'axon.help.d.random': 'Random Area',
    'axon.help.d.type':
      '{type, select, criminal {Criminal} merchant {Merchant} dealer {Dealer} android {Android} bioroid {Bioroid} ai {AI} cop {Cop} media {Media} corporate {Corporate} other {Civilian}}',
    'axon.help.d.char.line':
      '• **{name}**{advanced, select, yes { (advanced)} other {}}: {types}, Initiative {initiative}, start {start}. Routine: {routine}. Skills: {skills}.{abilities}',
    'axon.help.d.char.1':
      '**{name}** ({pronoun}): {types}{advanced, select, yes {; advanced Character (left out with `beginner=yes`)} other {}}.',
    'axon.help.d.char.2': 'Routine: {steps}',
    'axon.help.d.char.3': 'Skills: {skills}. Initiative {initiative}. Starting Location: {start}.',
    'axon.help.d.char.4': 'Permanent: {abilities}',
    'axon.help.d.char.5': 'Enters with an {token, select, ai {AI} android {Android} other {Bioroid}} token.',
    'axon.help.d.chars.title': "**The {n} Characters** (see `character-'<'name>`):",
    'axon.help.d.corps.title':
      '**The {n} Corporations** (each Resource is scored by exactly two; the ability costs 1 Software card, once per round):',
    'axon.help.d.corps.line': '• **{name}**: {scores}; Corporate Area {area} {areaName}. Ability: {ability}',
    'axon.help.d.corps.sources':
      "Public sources name ARES (murder and augmentation) and MEDIA NET (violence and scandals); the other four and every ability are designed. See `corp-'<'id>`.",
    'axon.help.d.corp.1':
      '**{name}** scores {scores}. Its Corporate Area: {area} {areaName} (Data there: -1 VP each for it).',
    'axon.help.d.corp.2': 'Special Ability (1 Software card, once per round): {ability}',
    'axon.help.d.cards.title': "**The {n} Software cards** (designed; see `card-'<'name>`):",
    'axon.help.d.cards.line':
      '• **{name}** ×{n} ({type, select, attack {Attack} counter {Counter} other {Utility}}{desktop, select, yes {, Desktop} other {}}): {text} Random Numbers {randoms}.',
    'axon.help.d.card.1':
      '**{name}**: {type, select, attack {Attack} counter {Counter} other {Utility}}{desktop, select, yes { (played into your Desktop Area)} other {}}, {n} copies.',
    'axon.help.d.card.response': 'Played only in a Counter window.',
    'axon.help.d.card.own': 'Played in your own turn only.',
    'axon.help.d.card.any': 'Played in any turn, before or after an action.',
    'axon.help.d.card.randoms': 'Random Numbers of its copies: {list}.',
    'axon.help.d.scores.title': '**Who scores what**:',
    'axon.help.d.scores.line': '• **{res}**: {corps}',
  } as const,
  {
    'axon.help.d.designed': '*Conçu pour le bot.*',
    'axon.help.d.designed.note': '*Conçu pour le bot : {note}.*',
    'axon.help.d.note': '*{note}.*',
    'axon.help.d.note.city': 'Nexus City n’est pas imprimée',
    'axon.help.d.note.prison': 'Imprimée : la zone n° 1 de la ville, la Prison ; sa disposition est conçue pour le bot',
    'axon.help.d.note.microbionics':
      'sont imprimés le nom et une Action de Compétence demandant AUGMENTER ou PIRATER ; type, Boutique et effet conçus pour le bot',
    'axon.help.d.note.samurai':
      'sont imprimés la Routine, le pronom, l’icône AUGMENTER et la capacité ; départ, initiative et autres icônes conçus pour le bot',
    'axon.help.d.note.public': 'nom et Ressources de sources publiques ; capacité conçue pour le bot',
    'axon.help.d.area.kind':
      '{type, select, private {Privée} public {Publique} corporate {Corporatiste} exit {Sortie} other {Prison}}{shop, select, yes {, Boutique} other {}}',
    'axon.help.d.area.corp': '{kind}, Zone de la Corporation {corp}',
    'axon.help.d.area.line': '• **{id} {name}** ({kind}) : {boxes} Rues : {streets}{free}.',
    'axon.help.d.area.none': 'aucune',
    'axon.help.d.area.freeway': ' ; voie rapide : {list}',
    'axon.help.d.area.name': 'Zone {id}',
    'axon.help.d.city.title':
      "**{city}** (conçue pour le bot), {n} Zones par numéro (les Nombres aléatoires les désignent) ; voir `area-'<'n>` :",
    'axon.help.d.city.freeways': 'Voies rapides : {list}.',
    'axon.help.d.sep': ' ; ',
    'axon.help.d.random': 'Zone aléatoire',
    'axon.help.d.type':
      '{type, select, criminal {Criminel} merchant {Marchand} dealer {Dealer} android {Androïde} bioroid {Bioroïde} ai {IA} cop {Flic} media {Média} corporate {Corporatiste} other {Civil}}',
    'axon.help.d.char.line':
      '• **{name}**{advanced, select, yes { (avancé)} other {}} : {types}, Initiative {initiative}, départ {start}. Routine : {routine}. Compétences : {skills}.{abilities}',
    'axon.help.d.char.1':
      '**{name}** ({pronoun, select, she {elle} he {il} it {il} other {iel}}) : {types}{advanced, select, yes { ; Personnage avancé (écarté avec `beginner=yes`)} other {}}.',
    'axon.help.d.char.2': 'Routine : {steps}',
    'axon.help.d.char.3': 'Compétences : {skills}. Initiative {initiative}. Lieu de départ : {start}.',
    'axon.help.d.char.4': 'Permanent : {abilities}',
    'axon.help.d.char.5': 'Entre en ville avec un jeton {token, select, ai {IA} android {Androïde} other {Bioroïde}}.',
    'axon.help.d.chars.title': "**Les {n} Personnages** (voir `character-'<'name>`) :",
    'axon.help.d.corps.title':
      '**Les {n} Corporations** (chaque Ressource est marquée par exactement deux ; la Capacité coûte 1 carte Logiciel, une fois par manche) :',
    'axon.help.d.corps.line': '• **{name}** : {scores} ; Zone corporatiste {area} {areaName}. Capacité : {ability}',
    'axon.help.d.corps.sources':
      "Des sources publiques nomment ARES (meurtre et augmentation) et MEDIA NET (violence et scandales) ; les quatre autres et toutes les Capacités sont conçues pour le bot. Voir `corp-'<'id>`.",
    'axon.help.d.corp.1':
      '**{name}** marque {scores}. Sa Zone corporatiste : {area} {areaName} (chaque jeton Données y vaut -1 PV pour elle).',
    'axon.help.d.corp.2': 'Capacité spéciale (1 carte Logiciel, une fois par manche) : {ability}',
    'axon.help.d.cards.title': "**Les {n} cartes Logiciel** (conçues pour le bot ; voir `card-'<'name>`) :",
    'axon.help.d.cards.line':
      '• **{name}** ×{n} ({type, select, attack {Attaque} counter {Contre} other {Utilitaire}}{desktop, select, yes {, Bureau} other {}}) : {text} Nombres aléatoires {randoms}.',
    'axon.help.d.card.1':
      '**{name}** : {type, select, attack {Attaque} counter {Contre} other {Utilitaire}}{desktop, select, yes { (jouée dans votre Bureau)} other {}}, {n, plural, one {# exemplaire} other {# exemplaires}}.',
    'axon.help.d.card.response': 'Jouée seulement dans une fenêtre de Contre.',
    'axon.help.d.card.own': 'Jouée seulement à votre tour.',
    'axon.help.d.card.any': 'Jouée à n’importe quel tour, avant ou après une action.',
    'axon.help.d.card.randoms': 'Nombres aléatoires de ses exemplaires : {list}.',
    'axon.help.d.scores.title': '**Qui marque quoi** :',
    'axon.help.d.scores.line': '• **{res}** : {corps}',
  },
);
