/**
 * /game help topics for Axon Protocol: the rules in short (overview, setup, the turn, actions and
 * costs, Characters and Routines, hacking, Skills, Resources, Areas and the Prison, Software and
 * the Counter window, the Scoreboard, End of Round, the end and scoring, Two Player Mode), every
 * ruling the rulebook leaves open with its decision (docs/games/axon.md's [D] rules), the
 * commands, then the designed components generated from the data (Nexus City as text, the 30
 * Characters, the 6 Corporations, the 17 Software cards with their copies and Random Numbers),
 * so a changed card shows here at once. Help is the printed catalogue: never anyone's hand.
 */
import { HELP_MAX, indexTopics, type Ruling, rulingsTopics, slug, uniqueTopics } from '../../engine/helpTopics.ts';
import { localize } from '../../engine/messages.ts';
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

const clip = (t: string): string => (t.length <= HELP_MAX ? t : `${t.slice(0, HELP_MAX - 1)}…`);
const lines = (...xs: (string | false | undefined)[]): string => clip(xs.filter((x): x is string => !!x).join('\n'));

const TYPE_NAMES: Readonly<Record<Area['type'], string>> = {
  private: 'Private',
  public: 'Public',
  corporate: 'Corporate',
  exit: 'Exit',
  prison: 'Prison',
};
const track = SCOREBOARD.tracks[0]!;
const rewardAt = (kind: 'token' | 'card' | 'vp') =>
  track.rewards
    .filter((r) => r.kind === kind)
    .map((r) => r.space)
    .join(' and ');
const starts = Object.entries(SCOREBOARD.breakingStart)
  .map(([n, at]) => `${n} players ${at}`)
  .join(', ');
const display = `${([3, 4, 5, 6] as const).map((n) => SETUP[n].characters).join('/')} Characters for 3/4/5/6 players`;

const RULES: HelpTopic[] = [
  {
    name: 'overview',
    text: lines(
      "**Axon Protocol**: 2-6 Corporations fight over Nexus City. Nobody owns a Character: on your turn you **activate** one of the city's Characters (its Routine, or a hack with a Software card) so that it generates the Resources your Corporation profits from, and destroys your rivals'.",
      'Six Resources: Augments, Data, Drugs, Products, Scandal, Violence. Your Corporation scores 2 of them: +1 VP per token of them **in play** (anywhere in the city), -1 VP per Data token on your own Corporate Area.',
      'Every token brought into play raises the **Stress** token; when it meets the **Breaking Point** token, or a Resource runs out, the end is triggered; the others take one last turn, then the most VP wins.',
      "Software cards are your money (every action but a Routine costs one) and your weapons (Attacks, Counters, Utilities), played in your turn or anyone's.",
      'Topics: `setup`, `turn`, `actions`, `routines`, `hacking`, `skills`, `resources`, `areas`, `prison`, `software`, `counters`, `scoreboard`, `end-of-round`, `end`, `two-player`, `rulings`, `commands`, `city`, `characters`, `corporations`, `software-cards`; each component also has its own topic (`character-cop`, `corp-ares`, `card-firewall`, `area-10`).',
    ),
  },
  {
    name: 'setup',
    text: lines(
      '**Setup** (the bot does it):',
      `• The Scoreboard: on each Resource track a Resource token on spaces ${rewardAt('token')}, a Card token on ${rewardAt('card')}, a Permanent VP on ${rewardAt('vp')}; counters at 0. Stress at the start of the Breaking Point track; the Breaking Point token on the space of the player count (designed: ${starts}).`,
      `• The Software deck (${SOFTWARE_LIST.length} cards) and the Character stack (${CHARACTER_LIST.length} cards) shuffled. Option \`beginner=yes\` leaves the advanced Characters in the box.`,
      '• The first player ("who last installed software": chosen by the seed) takes the First Player Token.',
      '• From the first player clockwise, each chooses a Corporation (`/axon corporation`); advice: share exactly 1 scoring Resource with one already chosen.',
      `• Setup step 6 (cited, not printed; designed): Characters drawn onto their Starting Locations until the Display holds ${display}; each player draws ${SETUP[3].hand} Software cards.`,
      'Options on `/game new`: `beginner=yes`, `window=N` (see `counters`). Two players: see `two-player`.',
    ),
  },
  {
    name: 'turn',
    text: lines(
      '**A Round** = a Turn Phase, then the End of Round Phase (`end-of-round`).',
      '**Turn Phase**: from the first player, clockwise (counterclockwise once reversed), each takes a turn. On your turn take **exactly 1 action**: Activate Character, Phishing, Take First Player Token or Reverse the Turn Order (`actions`).',
      "Before **or** after it you may take **one Special Action**: your Corporation's ability (once per round) or Create Monopoly (once per game).",
      "Any player may play Software cards for their text during their own or another's turn, before or after an action, never in the middle of one (`software`).",
      '**End turn** once your action is done. The Turn Phase ends when every Character in the Display holds an Activation Token.',
      'In Discord: press **Your move** (or use `/axon ...`); each offer shows its full effect and cost; choices you cannot take now are listed with why.',
    ),
  },
  {
    name: 'actions',
    text: lines(
      '**Actions and costs** (a card discarded as a cost has its text ignored):',
      `• **Activate Character** (\`/axon activate\`): an unactivated Character of the Display performs its Routine; free. Or **hack** it (\`/axon hack\`): discard ${COST.hack} card, it uses one of its Skills or nothing. Then optionally its Area Action. Then an Activation Token on it.`,
      `• **Phishing** (\`/axon phishing\`): discard ${COST.phishing} card; an Activation Token on a free Phishing box of an Exit Area; look at the top ${PHISHING_DRAW} Character cards, keep 1 in the Display (at its Starting Location, not activated), shuffle the rest back. Impossible when every Phishing box is used.`,
      `• **Take First Player Token** (\`/axon first\`): discard ${COST.takeFirstPlayer} card; not if another player took it this way this round (its holder may take it: it keeps it).`,
      `• **Reverse the Turn Order** (\`/axon reverse\`): discard ${COST.reverse} card; takes effect right after your turn. Not with 2 players.`,
      `• Special: **Corporation ability** (\`/axon corp\`): discard ${COST.corporation} card, an Activation Token on your Corporation card; once per round.`,
      `• Special: **Create Monopoly** (\`/axon monopoly\`): discard ${COST.monopoly} cards; choose 1 of your Resources: from now on you score only it, at 2 VP per token. Each Monopoly exists once; once per game.`,
      'Costs are paid card by card (`/axon pay`): you choose which cards go.',
    ),
  },
  {
    name: 'routines',
    text: lines(
      '**Characters and Routines.** A Character card has a Routine, Skill icons, a Starting Location (or Random Area: a Random Number picks it), a Type, an Initiative number and perhaps green permanent abilities (always on, Routine or hack).',
      '**Routine**: step by step from the top until **one** action is performed; an impossible step is skipped; if none is possible the Character does nothing. Routines are compulsory.',
      'Where a step leaves a choice (two Skills, two equally close targets, where to go) **the acting player chooses** (`/axon skill`). "Closest" is the shortest path in streets and freeways (never through the Prison).',
      'Example, the Street Samurai: "ARREST or EXECUTE" a Criminal in her Area (you choose which); else "DRIVE to closest Criminal" (no choice, except between equally close ones); else "DRIVE" anywhere she can. In the Prison she cannot drive: she does nothing.',
      'Several Characters acting at once act by Initiative, highest first (no effect here makes two act at once: ruling 31a).',
      'Activating shows the Routine step that will fire and the choices it leaves. After the Routine or hack: the optional Area Action (`areas`), then an Activation Token on the card (standee laid down).',
    ),
  },
  {
    name: 'hacking',
    text: lines(
      '**Hacking a Character** (an Activate Character action): discard 1 Software card, then choose **one** of its Skills with a legal target, or let it do **nothing**. It is then activated as usual and may take its Area Action (even after doing nothing).',
      'The offer lists each Skill with its legal targets and destinations; a Character performs exactly 1 action, however many Skills it has.',
      '**The HACK Skill** (designed ruling, rule 51): hacks a Character in the same Area, even one already activated this round; it needs no discard and does not activate its target; the target performs one Skill or nothing and takes no Area Action.',
      'Corporation abilities may also hack without a discard (ARES).',
    ),
  },
  {
    name: 'skills',
    text: lines(
      "**Skills** (each counts as the Character's one action):",
      '• **AUGMENT / BUY / DRUGS**: at a Shop, or with a Merchant (Dealer for DRUGS) in the Area: +1 Augment / Products / Drugs on this Character.',
      '• **CRIME**: 1 Violence on a free Action Box of the Area and 1 on the Character (+2 Violence). Impossible when every box of the Area holds Violence, or under GUARD.',
      '• **MURDER**: kill a Character in the Area; +1 Violence on the murderer (none if the victim is a Criminal).',
      '• **DATA**: at a Corporate Area: +1 Data on it.',
      '• **SCANDAL**: +1 Scandal on another Character in the Area; +2 if the actor has Scandal.',
      '• **MOVE**: one street. **DRIVE**: up to two streets or one freeway. **FLY**: any Area but a Prison. Each Drugs token adds a street to MOVE and DRIVE (1 Drug: 3 streets, or a freeway and a street; never 2 freeways).',
      '• **ARREST**: a Criminal in the Area goes to the top section of Fort Plissken (Area 1); its Violence and Drugs go back to the pool.',
      '• **EXECUTE**: kill a Criminal in the Area; no Violence, not a crime.',
      '• **INVESTIGATE**: at a Crimescene, remove a Violence token from its box (counter -1).',
      '• **GUARD**: until the End of Round, no CRIME and no killing of others in its Area (some guard permanently).',
      '• **HACK**: see `hacking`.',
      "Killing: an Augment absorbs the kill (1 Augment lost) except an overdose; the victim's Products go to its killer; its card to the discard pile; its other tokens to the pool.",
    ),
  },
  {
    name: 'resources',
    text: lines(
      `**Resources** (${TOKENS_PER_RESOURCE} cubes each: a designed split of the printed 60). A token brought into play moves its counter +1 **and the Stress token +1**; a destroyed one goes back to the pool (counter -1). Stress never goes down.`,
      '• **Augments** (on Characters): each absorbs one kill; not an overdose.',
      '• **Data** (only on Corporate Areas): -1 VP for that Corporation; never blocks an Action Box.',
      `• **Drugs** (on Characters): +1 street each for MOVE/DRIVE; ${OVERDOSE_AT} or more when activated: the Character dies (overdose), its Products to the pool.`,
      '• **Products** (on Characters): go to the killer when killed by a Character; to the pool on an overdose, Software, or leaving the city.',
      '• **Scandal** (on Characters): no limit; the doubling rule (`skills`).',
      '• **Violence**: Crime makes 2 (box and Character), Murder 1, killing a Criminal none. A Character with Violence is a Criminal; an Area with Violence on its box is a Crimescene (the box is blocked). At most 1 Violence per box.',
      `Android, Bioroid and AI tokens (${TYPE_TOKENS.android} each) only mark those Types: they are not Resources.`,
    ),
  },
  {
    name: 'areas',
    text: lines(
      '**City Areas**: Private, Public, Corporate (one per Corporation: its Data counts against it), Exit and Prison; Shops let AUGMENT, BUY and DRUGS work. See `city` for Nexus City.',
      "**Area Action**: after its Routine or hack, the Character may take the Action of its Area's box, if the box holds no Activation and no Violence token; the box then gets an Activation Token until the End of Round (`/axon area`: take or skip).",
      '• Free Action: any Character. • Skill Action: needs one of the printed Skill icons (Microbionics Inc: AUGMENT or HACK).',
      '• Phishing Action: any Character, or a player directly by discarding a card (`/axon phishing`). • Leave Action: the Character leaves the city; its card is shuffled back into the stack, all its tokens go to the pool.',
      'Exit Areas have two boxes (Phishing and Leave), each can hold its own Violence. An Area with a permanent effect has no box: the effect always applies there.',
    ),
  },
  {
    name: 'prison',
    text: lines(
      `**Fort Plissken** (Area ${PRISON_AREA}) is the Prison, in 2 sections. An arrested Character goes to the top section.`,
      "When an inmate is activated it moves down one section besides its action; one already in the lowest section is placed in a City Area of the acting player's choice **after** acting (`/axon release`; designed ruling: any Area but the Prison).",
      'No DRIVE, MOVE or FLY in the Prison; FLY never goes there, but MOVE and DRIVE may end there (placed in the top section). Inmates are targets only for each other and for Software cards; a Routine never heads for an inmate. Otherwise the Prison is "in the city".',
    ),
  },
  {
    name: 'software',
    text: lines(
      "**Software cards**: discarded as costs (text ignored), or played for their text (`/axon play`): free, in the Turn Phase only (never in the End of Round), in your turn or another's, before or after an action, never in the middle of one, unless the card says otherwise. The card resolves at once and goes face up to the discard pile.",
      '• **Attacks** target what their text names. Attacks do not stack: an Attack answered with an Attack resolves after the first.',
      '• **Counters** interrupt an Attack (see `counters`).',
      '• **Utilities** buff; they are never countered.',
      '• **Desktop cards** go to your Desktop Area and work while they stay; each says how it leaves.',
      '• **Random Number** (top right): draw the top card, read it, discard it. An empty deck: the discard pile is shuffled into a new one.',
      'Your hand is private (`/hand` and DMs); everyone sees how many cards you hold. See `software-cards` for all 50.',
    ),
  },
  {
    name: 'counters',
    text: lines(
      '**The Counter window.** When an Attack is played the bot asks **every other player** privately whether to play a Counter, without telling anyone who holds one; everyone may pass (`/axon counter`, or the buttons in your DM or `/hand`). "Pass" is always offered, so passing says nothing about your hand.',
      'Once a Counter is played the window opens again for every player but its owner (the attacker included): Counters stack, and "some Counters can be used to interrupt **enemy** Counter Cards" (Backtrace), so nobody answers their own card. When all pass, the stack resolves from the last card played.',
      '**Option `window=N`** (`/game new game:axon options:window=30`): in asynchronous play, the minutes the window stays open for a player who has not answered (default 60); then they pass. `window=0`: it stays open until everyone answers.',
      "Before or after the active player's action, any player may play a Utility or an Attack with `/axon play`.",
    ),
  },
  {
    name: 'scoreboard',
    text: lines(
      '**The Scoreboard**: one track 0-10 per Resource (its counter = its tokens in play), the Breaking Point track around them, the VP track.',
      `Each track holds one-time rewards (designed spaces): a Resource token on ${rewardAt('token')}, a Card token on ${rewardAt('card')}, a Permanent VP on ${rewardAt('vp')}. The player who causes a counter's **first** arrival on a space claims it:`,
      '• a Resource token: placed on a Character of their choice (Data: on a Corporate Area of their choice) (`/axon reward`); it moves the counter and Stress again and can chain further rewards;',
      '• a Permanent VP: +1 VP for good, in their Desktop Area; • a Card token: draw 1 Software card.',
      `**Red Zone**: spaces ${track.redFrom}-${SCOREBOARD.max}, the upper half. In the End of Round, if any counter is in it, the Breaking Point token moves down one step (once, however many counters).`,
      'Each reward is claimed once, however often a counter passes it.',
    ),
  },
  {
    name: 'end-of-round',
    text: lines(
      '**End of Round**, in order. Steps 1-3 per player in turn order from the first player:',
      '1. Discard any Software cards (`/axon discard`); one Phishing per card, if possible.',
      `2. Draw ${END_ROUND_DRAW} Software cards.`,
      `3. Discard down to your hand limit (${HAND_LIMIT}; a Desktop card may raise it).`,
      'Then together:',
      '4. Remove every Activation Token (Action Boxes, Characters, Corporation cards); standees up.',
      '5. If a counter is in the Red Zone, the Breaking Point token moves down 1 step; meeting Stress ends the game **at once**, with no last turns.',
      '6. The lowest VP takes the First Player Token (tie: the first in turn order among them); skipped if someone took it by action this round.',
      '7. The lowest VP gets a free Phishing that does not use a Phishing box; on a tie the top Character of the stack enters at its Starting Location.',
      'No Software cards in the End of Round.',
    ),
  },
  {
    name: 'end',
    text: lines(
      '**The end is triggered** when (1) Stress reaches the Breaking Point token, or (2) a Resource is generated while all its tokens are in play.',
      'Then every other player takes **one last turn** in turn order; if that is impossible (no unactivated Character left) the Turn Phase ends normally. The Red Zone step ends at once (`end-of-round`).',
      '**Scoring**: +1 VP per token in play of each of your Resources (a Monopoly: +2 per token of its one Resource); +1 per Permanent VP; -1 per Data token on your Corporate Area.',
      '**Ties**: the most Software cards in hand wins; then the most Permanent VP; still tied: a shared win (designed).',
    ),
  },
  {
    name: 'two-player',
    text: lines(
      '**Two Player Mode**, three exceptions:',
      '1. Choose Corporations that share no Resource; then, from the first player, each picks one of the remaining Resources as a third scoring Resource (`/axon extra`). Setup step 6: each draws 5 Character cards and keeps 2 (`/axon draft`): 4 Characters in all (the rest are shuffled back).',
      '2. No Reverse the Turn Order.',
      '3. A Monopoly forfeits 2 of your 3 Resources: you keep one, at 2 VP per token.',
      `Starting hands: ${SETUP[2].hand} Software cards each (designed).`,
    ),
  },
  {
    name: 'commands',
    text: lines(
      'Most choices come as buttons under **Your move** (and in DMs for Counter windows); `/axon` reaches each by typing, with autocomplete of your legal choices only:',
      '`/axon activate`, `hack`, `phishing`, `first`, `reverse`, `corp`, `monopoly`, `play`, `end`: the turn.',
      '`/axon pay`, `skill`, `area`, `release`, `reward`, `box`, `phish`, `target`: inside an action.',
      '`/axon counter` (a Counter window), `/axon discard` (End of Round), `/axon corporation`, `extra`, `draft` (setup).',
      '`/hand`: your Software cards with their text, only to you. `/game status`: the board.',
    ),
  },
];

/**
 * The rulings the rulebook leaves open, by the number docs/games/axon.md gives them ([D] rules,
 * "29a" for one added under rule 29), with the decision. test/games/axon/help.test.ts checks that
 * every [D] rule of the doc is here.
 */
export const RULINGS: readonly Ruling[] = [
  ['3', `Breaking Point token start spaces on a ${SCOREBOARD.breakingLength}-space track: ${starts}.`],
  ['7', 'The first player ("who last installed software") is chosen at random from the game\'s seed.'],
  [
    '9',
    `Setup step 6 (cited, not printed): Characters drawn onto their Starting Locations until the Display holds ${display}; each player draws ${SETUP[3].hand} Software cards.`,
  ],
  ['11', 'Two Player Mode: the 3 Character cards not kept go back and the stack is shuffled.'],
  [
    '11a',
    'The draft: the first player draws 5 (seen by them alone) and keeps 2 one at a time, each entering the city at once; then the second player. The last free Resource goes to the second player without asking.',
  ],
  ['14', `Two Player Mode: starting hands of ${SETUP[2].hand} Software cards, as for 3-6.`],
  ['17a', 'End turn is offered once the action is taken, or when no action is possible at all.'],
  [
    '21a',
    "Costs are paid one card at a time (text ignored), with a Cancel before the first card; a hack's card is paid before the Character acts.",
  ],
  [
    '23a',
    'Take First Player Token: the only limit is the printed one ("cannot be used if another player has already taken the First Player Token using this action this round"): its holder may take it (and keeps it: step 6 is skipped). Taking it does not change this round\'s turn order.',
  ],
  [
    '25a',
    "A Corporation ability is offered only when it would do something; only The Syndicate's reaches Prison inmates; Helix never moves into the Prison; Omnicorp's Data move leaves the counters alone.",
  ],
  [
    '26a',
    'Monopoly: the 4 cards are paid first, then the Resource is chosen among those nobody holds a Monopoly of (2 players: any of the 3).',
  ],
  ['29a', '"To closest X" with an X in the actor\'s own Area is not possible: the next step fires.'],
  [
    '29b',
    'A move to the closest X ends as close as it can to a closest X (ties: the acting player chooses); a move that gets no closer is not possible.',
  ],
  ['29c', '"The richest": the Character(s) with the most Products (at least 1) the actor may target.'],
  [
    '29d',
    'A target on an action step ("MURDER a Merchant") restricts its victims; Characters outside the Prison never target or head for inmates.',
  ],
  [
    '31a',
    'Initiative ("several Characters would act simultaneously") never decides here: every act is one Character\'s (an activation, a HACK or the ARES ability after it, each card, Area Action and ability on one Character; the Taxi Driver\'s rider does not act).',
  ],
  ['35', 'Android, Bioroid and AI tokens (10 each, not Resources) mark a standee of that Type when it enters.'],
  ['36a', 'The Merchant or Dealer must be another Character in the Area: it does not serve itself outside a Shop.'],
  ['49a', 'GUARD is not possible when the Character already guards (this round or permanently).'],
  ['49b', "A guard's own GUARD stops neither its own CRIME nor its own kills; another guard in the Area still does."],
  [
    '51',
    'The HACK Skill needs no discard and does not activate its target; the target performs one Skill or nothing and takes no Area Action.',
  ],
  [
    '52',
    "ARREST and EXECUTE never target their own Character; an Android is a target only when Criminal (or for the Street Samurai's ability, when she is hacked).",
  ],
  [
    '52a',
    'EXECUTE targets Criminals only; the Street Samurai may also EXECUTE an Android when hacked, not in her Routine, whose first step targets Criminals as the printed example reads it ("if there is no Criminal Character in the same area, neither ARREST nor EXECUTE are possible"). MURDER may kill anyone, Androids included.',
  ],
  ['52b', 'ARREST never targets an inmate: an inmate cannot ARREST.'],
  ['52c', 'HACK never targets itself, and only a Character with a Skill it can use there.'],
  ['52d', 'A Character hacked by HACK or an ability may not HACK in turn: no hack chains.'],
  [
    '52e',
    'The Taxi Driver: after he DRIVEs, one Character from the Area he left may ride along (the acting player chooses it or nobody); the Rogue AI never rides.',
  ],
  ['52f', 'The Rogue AI may still take a Leave Action: leaving is not movement.'],
  [
    '52g',
    "CRIME places the box's Violence first, then the Character's; each moves the counter and Stress and may claim rewards.",
  ],
  ['55', 'A kill absorbed by an Augment still gives the murderer its Violence token if the victim was not a Criminal.'],
  ['59', 'An overdose uses the activation: no Routine, no hack, no Area Action; the Character does not act.'],
  ['59a', 'Hacking a Character with 3+ Drugs is not offered; activating it is offered as "dies of an overdose".'],
  ['63', 'After ARREST a Character stays a Criminal only if its card prints the Type (its Violence tokens are gone).'],
  ['65', `${TOKENS_PER_RESOURCE} cubes per Resource (the printed 60 split evenly).`],
  ['67a', 'A Routine with no possible step, like a hack that does nothing, may still take the Area Action.'],
  [
    '67b',
    'An Area Action that would do nothing is not offered (Phishing with an empty stack, Datastream Core with no Data...).',
  ],
  [
    '67c',
    'An Area Action benefits the acting player; moving a Data token keeps it in play (no counter or Stress move).',
  ],
  ['71a', 'An inmate moves down a section after its action; from the lowest it is released after acting.'],
  [
    '71b',
    'MOVE and DRIVE may end in the Prison (only FLY is printed as barred from it): "a Character who gets into a Prison is placed in the topmost section"; no move goes on through it, and "closest" never counts a path through it. Getting in during its activation does not move it down a section that time.',
  ],
  ['72', 'A released prisoner may go to any Area but the Prison, chosen by the acting player.'],
  [
    '80a',
    'Brain Burn never targets an inmate, a guarded Character or one that cannot be killed; an Augment absorbs it, a Bodyguard Protocol saves it; its Products go to the pool.',
  ],
  [
    '80b',
    'The Counter window: every other player is asked privately and answers (Pass always offered; a player with no card passes at once); a Counter answers the top of the chain; the window reopens for all but its owner (Backtrace interrupts "enemy Counter Cards", and a Counter answers only the top card, its owner\'s own); the chain resolves from the top; `window` minutes pass an unanswered seat.',
  ],
  [
    '80c',
    'Mirror answers only an Attack on you (Ransomware, Logic Bomb on your Desktop, Data Leak on your Area); standing, its owner draws 1.',
  ],
  ['80d', 'An Attack whose target no longer stands does nothing.'],
  ['80e', 'Bribe from the lowest section releases the Character into any non-Prison Area.'],
  ['80f', 'Overclock: one street, never into or out of the Prison.'],
  ['80g', 'Scout: the top 3 Character cards, seen by that player alone, put back one by one.'],
  [
    '80h',
    "One Cloud Storage and one Proxy Server per Desktop; how each Desktop card leaves; Logic Bomb targets another player's Desktop card.",
  ],
  [
    '80i',
    'A card is offered only when it would do something; Counters only in a Counter window; no Attack during one.',
  ],
  [
    '80j',
    "Resources a card brings into play move counters and Stress; rewards go to its player; Ransomware's card is told only to the two players.",
  ],
  [
    '84',
    `Red Zone spaces ${track.redFrom}-${SCOREBOARD.max}; rewards: Resource tokens on ${rewardAt('token')}, Card token on ${rewardAt('card')}, Permanent VP on ${rewardAt('vp')}.`,
  ],
  [
    '85',
    'A counter jumping 2 steps (Crime, Scandal doubling) passes each space in turn: every unclaimed reward passed is claimed.',
  ],
  ['86', 'Stress jumping past the Breaking Point token counts as reaching it (end trigger 1).'],
  [
    '87',
    'A reward Resource token with no Character in the city to take it (non-Data) stays on the Scoreboard, unclaimed.',
  ],
  [
    '88a',
    'Each player takes End of Round steps 1-3 in full before the next; a step-1 discard only for a possible Phishing (or to drop a Desktop card that may leave).',
  ],
  ['92a', "Step 7's free Phishing costs no card and needs no free Phishing box."],
  ['93', 'An empty Character stack: Phishing and End of Round step 7 do nothing.'],
  ['93a', 'No Character in the city and none in the stack at the start of a round: the game ends and is scored.'],
  [
    '96',
    "The player who triggered the end is the one whose turn it is, even if another player's card caused it; no End of Round follows the last turns (also when a last turn is impossible).",
  ],
  ['98', 'Still tied after Software in hand and Permanent VP: the tied players share the win.'],
];

const rulingTopics = rulingsTopics(
  "**Rulings** the rulebook leaves open, as decided here (rule numbers of the bot's rule list):",
  RULINGS,
  ['• **Closest** counts links, streets and freeways alike.'],
);

// ---- The designed components, from the data. ----

const areaName = (id: number): string => NEXUS_CITY.areas.find((a) => a.id === id)?.name ?? `Area ${id}`;
const links = (id: number, kind: 'street' | 'freeway'): number[] =>
  NEXUS_CITY.links
    .filter((l) => l.kind === kind && (l.a === id || l.b === id))
    .map((l) => (l.a === id ? l.b : l.a))
    .sort((a, b) => a - b);
const designedNote = (x: { designed?: boolean; note?: string | undefined }): string =>
  x.designed ? `*Designed${x.note && x.note !== 'designed' ? `: ${x.note}` : ''}.*` : x.note ? `*${x.note}.*` : '';

function areaLine(a: Area): string {
  const kind = `${TYPE_NAMES[a.type]}${a.shop ? ', Shop' : ''}${a.corporation ? `, ${CORPORATION_LIST.find((c) => c.id === a.corporation)?.name ?? a.corporation}'s Corporate Area` : ''}`;
  const boxes = a.permanent ? a.permanent.text : a.boxes.map((b) => b.text).join(' | ');
  const streets = links(a.id, 'street');
  const free = links(a.id, 'freeway');
  return `• **${a.id} ${a.name}** (${kind}): ${boxes} Streets: ${streets.join(', ') || 'none'}${free.length ? `; freeway: ${free.join(', ')}` : ''}.`;
}

function areaTopic(a: Area): HelpTopic {
  return { name: `area-${a.id}`, text: lines(areaLine(a), designedNote(a)) };
}

const cityTopics = indexTopics(
  'city',
  `**${NEXUS_CITY.name}** (designed), ${NEXUS_CITY.areas.length} Areas by number (Random Numbers pick them); see \`area-<n>\`:`,
  [
    ...NEXUS_CITY.areas.map(areaLine),
    `Freeways: ${NEXUS_CITY.links
      .filter((l) => l.kind === 'freeway')
      .map((l) => `${l.a} ${areaName(l.a)} – ${l.b} ${areaName(l.b)}`)
      .join('; ')}.`,
  ],
);

const start = (c: Character): string => (c.start === 'random' ? 'Random Area' : `${c.start} ${areaName(c.start)}`);
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function characterLine(c: Character): string {
  return `• **${c.name}**${c.advanced ? ' (advanced)' : ''}: ${c.types.map(cap).join('/')}, Initiative ${c.initiative}, start ${start(c)}. Routine: ${c.routine.map((r) => r.text).join(' / ')}. Skills: ${c.skills.map((s) => s.toUpperCase()).join(', ')}.${c.abilities.length ? ` ${c.abilities.map((a) => a.text).join(' ')}` : ''}`;
}

function characterTopic(c: Character): HelpTopic {
  return {
    name: `character-${slug(localize(c.name, 'en'))}`,
    text: lines(
      `**${c.name}** (${c.pronoun}): ${c.types.map(cap).join(', ')}${c.advanced ? '; advanced Character (left out with `beginner=yes`)' : ''}.`,
      `Routine: ${c.routine.map((r, i) => `${i + 1}. ${r.text}`).join('  ')}`,
      `Skills: ${c.skills.map((s) => s.toUpperCase()).join(', ')}. Initiative ${c.initiative}. Starting Location: ${start(c)}.`,
      c.abilities.length > 0 && `Permanent: ${c.abilities.map((a) => a.text).join(' ')}`,
      c.token && `Enters with an ${c.token === 'ai' ? 'AI' : cap(c.token)} token.`,
      designedNote(c),
    ),
  };
}

const charactersIndex = indexTopics(
  'characters',
  `**The ${CHARACTER_LIST.length} Characters** (see \`character-<name>\`):`,
  CHARACTER_LIST.map(characterLine),
);

const corporationsTopic: HelpTopic = {
  name: 'corporations',
  text: lines(
    `**The ${CORPORATION_LIST.length} Corporations** (each Resource is scored by exactly two; the ability costs 1 Software card, once per round):`,
    ...CORPORATION_LIST.map(
      (c) =>
        `• **${c.name}**: ${c.scores.map((r) => RESOURCE_NAMES[r]).join(' + ')}; Corporate Area ${c.area} ${areaName(c.area)}. Ability: ${c.ability.text}`,
    ),
    'Public sources name ARES (murder and augmentation) and MEDIA NET (violence and scandals); the other four and every ability are designed. See `corp-<id>`.',
  ),
};
const corporationTopics: HelpTopic[] = CORPORATION_LIST.map((c) => ({
  name: `corp-${c.id}`,
  text: lines(
    `**${c.name}** scores ${c.scores.map((r) => RESOURCE_NAMES[r]).join(' and ')}. Its Corporate Area: ${c.area} ${areaName(c.area)} (Data there: -1 VP each for it).`,
    `Special Ability (1 Software card, once per round): ${c.ability.text}`,
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
const TYPE_WORD: Readonly<Record<Software['type'], string>> = {
  attack: 'Attack',
  counter: 'Counter',
  utility: 'Utility',
};
function softwareLine({ card, randoms }: { card: Software; randoms: number[] }): string {
  return `• **${card.name}** ×${randoms.length} (${TYPE_WORD[card.type]}${card.desktop ? ', Desktop' : ''}): ${card.text} Random Numbers ${randoms.join(', ')}.`;
}
const softwareIndex = indexTopics(
  'software-cards',
  `**The ${SOFTWARE_LIST.length} Software cards** (designed; see \`card-<name>\`):`,
  KINDS.map(softwareLine),
);
const softwareTopics: HelpTopic[] = KINDS.map(({ card, randoms }) => ({
  name: `card-${slug(localize(card.name, 'en'))}`,
  text: lines(
    `**${card.name}**: ${TYPE_WORD[card.type]}${card.desktop ? ' (played into your Desktop Area)' : ''}, ${randoms.length} copies.`,
    card.text,
    card.timing === 'response'
      ? 'Played only in a Counter window.'
      : card.timing === 'own-turn'
        ? 'Played in your own turn only.'
        : 'Played in any turn, before or after an action.',
    `Random Numbers of its copies: ${randoms.join(', ')}.`,
    designedNote(card),
  ),
}));

const resourceIndex: HelpTopic = {
  name: 'resource-list',
  text: lines(
    '**Who scores what**:',
    ...RESOURCES.map(
      (r) =>
        `• **${RESOURCE_NAMES[r]}**: ${CORPORATION_LIST.filter((c) => c.scores.includes(r))
          .map((c) => c.name)
          .join(', ')}`,
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
