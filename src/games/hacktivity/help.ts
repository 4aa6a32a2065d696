/**
 * /game help topics for Hacktivity: the rules in short (overview, set-up, a wave, Draw, Play,
 * Character and Anomaly cards, deactivation, Alpha Anomalies and Additional node, the Alert and
 * Critical interfaces, every icon, each character's power, the communication rules, the Golden
 * Rule, end and victory, solo mode, the Emergency Protocols and F's play tips, the commands), then
 * one topic per card, generated from the data lists so a changed or added card shows here at once.
 * Help is the printed catalogue: it shows cards with their numbers, never anyone's hand.
 */
import { HELP_MAX, indexTopics, type Ruling, rulingsTopics, slug, uniqueTopics } from '../../engine/helpTopics.ts';
import type { HelpTopic } from '../../engine/types.ts';
import {
  ADD_NODE_LIMIT,
  ALERT_DECK,
  ALERT_SETUP,
  ALPHA_DIFFICULT_NODES,
  ALPHA_NODES,
  ANOMALY_LIST,
  ANOMALY_SETS,
  type AnomalyCard,
  type AnomalySet,
  CHARACTER_CARD_LIST,
  CHARACTER_NAMES,
  CHARACTERS,
  type Character,
  type CharacterCard,
  CYBERLINK_CUBES,
  FIREWALL_MAX,
  FIREWALL_SOLO,
  FIREWALL_START,
  GREY_START,
  ICON_NAMES,
  type Icon,
  type IconKind,
  LOAD_MAX,
  PROGRAMS,
  type Program,
  PURPLE_START,
  SOLO_ZERO,
  STRANGE_PHENOMENON,
  TENSION_TRACK,
} from './data/index.ts';
import { PROTOCOLS } from './protocols.ts';

export { ICON_NAMES } from './data/index.ts';

/** What each icon does (X and Y: the numbers printed next to it). */
const ICON_TEXT: Readonly<Record<IconKind, string>> = {
  destroy:
    'Destroy X: X nodes of **one** Anomaly, or the purple cube down X on the Critical interface; never split. With the Anomaly mark (Destroy X : Anomaly) it targets an Anomaly only, never the Critical interface.',
  destroy2:
    'Destroy X and Destroy Y: two different Anomalies; one of the two may go to the purple cube instead. With a single target, the second Destroy is lost.',
  destroyReduce: 'Destroy X on one Anomaly, and Reduce infection Y (the purple cube down Y).',
  distributed: 'Destroy X split as you wish over one or more Anomalies and/or the purple cube.',
  destroyOrReduce: 'Destroy X on one Anomaly, or the purple cube down X; never split.',
  spread: 'The purple cube goes up X on the Critical interface. Reaching the grey cube loses the game.',
  reduce: 'The purple cube goes down X (not below 0; the excess is lost).',
  charge: `DrPower's blue cube goes up X on the load scale (1-${LOAD_MAX}; the excess is lost).`,
  discharge: "DrPower's blue cube goes down X.",
  damage:
    'The green cube of **your** Firewall (the player who played the card) goes down X. A Firewall at 0 loses the game.',
  damageShared:
    "X Damage split as the group wishes between the players' Firewalls (the card's player makes the split in the bot).",
  fortify: `Your Firewall goes up X, never above ${FIREWALL_MAX}. At ${FIREWALL_MAX} it cannot be activated (Golden Rule).`,
  fortifyShared: `X Fortify split between the players' Firewalls, each capped at ${FIREWALL_MAX}.`,
  alertUp:
    'The orange cube of the leftmost column still holding one goes up X. Past row 7 the cube is removed, the top Alert card goes to about the middle of the Anomaly deck, and the rest of the rise moves to the next column.',
  alertDown:
    'The leftmost orange cube goes down X; it stops at row 1 and the excess is lost. A removed cube never comes back.',
  discard:
    'Discard X Character cards, each from your hand or the top of your Character deck (your choice). With none left in either, it is not activated.',
  addNode: `Add X nodes to another Anomaly on the Antivirus interface (one already there with fewer than ${ADD_NODE_LIMIT} nodes). With no such Anomaly it is cancelled.`,
  chain:
    'CyberLink: put one of your grey cubes on an Anomaly of the Antivirus interface. When that Anomaly is deactivated, Destroy 1 goes to each adjacent block and the cubes return to your reserve.',
  duplicate:
    "BLAAST!!: resolve again the option of any visible top card of a top or bottom Discard pile (yours or another player's), as if you played it. Duplicate itself cannot be copied.",
  putBack: 'BLAAST!!: this card goes back into your Character deck, which is shuffled.',
  tension:
    'The red cube moves X boxes on the Tension track: from the next wave every player draws its new value (designed).',
};

/** An icon in words, with or without its numbers (the communication rules allow only the icons). */
export function iconWords(i: Icon, withNumbers = true): string {
  const name = ICON_NAMES[i.k];
  if (!withNumbers) return i.k === 'destroy' && i.anomalyOnly ? 'Destroy (Anomaly only)' : name;
  switch (i.k) {
    case 'destroy':
      return `Destroy ${i.n}${i.anomalyOnly ? ' (Anomaly only)' : ''}`;
    case 'destroy2':
      return `Destroy ${i.n} + Destroy ${i.m}`;
    case 'destroyReduce':
      return `Destroy ${i.n} + Reduce infection ${i.m}`;
    case 'chain':
    case 'duplicate':
    case 'putBack':
      return name;
    default:
      return `${name} ${i.n}`;
  }
}

export const iconsWords = (icons: readonly Icon[], withNumbers = true): string =>
  icons.length ? icons.map((i) => iconWords(i, withNumbers)).join(', then ') : 'no effect';

const NAMES = (cs: readonly Character[]): string => cs.map((c) => CHARACTER_NAMES[c]).join(', ');
const ORDER = CHARACTERS.map((c, i) => `${CHARACTER_NAMES[c]} 0${i + 1}`).join(', ');
const SET_NAMES: Readonly<Record<AnomalySet, string>> = {
  'A1+': 'A1+',
  'A2+': 'A2+',
  'A3+': 'A3+',
  A4: 'A4',
  alpha: 'Alpha Anomaly',
  X2: 'Alert card X2',
  X3: 'Alert card X3',
  X4: 'Alert card X4',
  soloVirus: 'Solo Virus',
};
const byCount = <T>(r: Readonly<Record<1 | 2 | 3 | 4, T>>, f: (t: T) => string): string =>
  `1-2 players ${f(r[2])}; 3 players ${f(r[3])}; 4 players ${f(r[4])}`;
const designedNote = (x: { designed?: boolean; note?: string | undefined }): string =>
  x.designed ? `*Designed${x.note ? `: ${x.note}` : ''}.*` : '';

const RULES: HelpTopic[] = [
  {
    name: 'overview',
    text: [
      '**Hacktivity** is cooperative: 1 to 4 hackers (solo too) win or lose together against the Anomalies of a virus in cyberspace (Scenario 1, sector 16).',
      `Each of you plays a Character deck of 12-14 one-use cards (${ORDER}: the order you play in). Anomaly cards are harmful: you draw them too and must play them, either paralysing them on the **Antivirus interface** to deactivate them, or letting them self-destruct and suffering their effects.`,
      '**You lose** when a Firewall reaches 0, when no orange cube is left on the **Alert interface**, or when the purple cube (the infection) reaches the grey cube on the **Critical interface**.',
      '**You win** when the Anomaly deck is played out and every hand is empty with none of those having happened. Anomalies left on the board need not be deactivated.',
      'Talk! You may say which icons you hold, never their numbers (see `communication`). Topics: `setup`, `wave`, `draw`, `play`, `character-cards`, `anomaly-cards`, `deactivate`, `alert`, `critical`, `icons`, `golden-rule`, `end`, `solo`, `protocols`, `tips`, `rulings`, `commands`, `characters`, `cards`, `anomalies`.',
    ].join('\n'),
  },
  {
    name: 'setup',
    text: [
      '**Scenario 1 set-up** (the bot does it):',
      `• Alert interface: orange cubes at ${byCount(ALERT_SETUP, (x) => x.join(' '))}. The Alert deck: ${byCount(ALERT_DECK, (x) => `the ${x} cards`)} (always one card fewer than the orange cubes).`,
      `• Antivirus interface: 4 data blocks; 1 Alpha Anomaly with ${ALPHA_NODES} node (the \`difficult\` option adds 2 more Alphas of ${ALPHA_DIFFICULT_NODES} nodes). With 1-2 players the Forbidden card fills the first block: 3 blocks only.`,
      `• Critical interface: the Strange Phenomenon; the red cube on the first ${TENSION_TRACK[0]} of the Tension track; purple cube ${byCount(PURPLE_START, String)}; grey cube ${byCount(GREY_START, String)}.`,
      `• The Anomaly deck, shuffled: ${byCount(ANOMALY_SETS, (x) => x.join(', '))}. Beside it the Enemy Discard.`,
      `• Each player picks a different Character (\`/hack character\`) and shuffles its deck; Firewall ${FIREWALL_START} (${FIREWALL_SOLO} solo); two Discard piles, top and bottom. DrPower: the Experimental card with the blue cube; CyberLink: ${CYBERLINK_CUBES} grey cubes.`,
      'Options on `/game new`: `difficult=yes`, `protocol=A..E` (see `protocols`).',
    ].join('\n'),
  },
  {
    name: 'wave',
    text: [
      `The game is a series of **waves**, each of 3 phases, always in character order (${ORDER}, skipping characters not in play):`,
      '**1. Draw**: each player draws as many cards as the Tension level (see `draw`).',
      '**2. Play**: in turn each player plays 1 or 2 cards from hand; turns go round until every hand is empty; a player with an empty hand is skipped (see `play`).',
      '**3. Finish**: if the Anomaly deck is empty, the game ends (see `end`); otherwise a new wave begins.',
      `Tension track (designed): ${TENSION_TRACK.join(', ')} cards per box; the red cube starts on the first box and moves on with the Tension icon of some Alert cards.`,
    ].join('\n'),
  },
  {
    name: 'draw',
    text: [
      '**Draw phase**: in character order, each player says **publicly** how many of the Tension-level cards come from their own Character deck and how many from the Anomaly deck (`/hack draw`).',
      'The cards stay face down until everyone has drawn; then all players see their new cards at once (in /hand).',
      'Character decks are never reshuffled: every Character card is used once per game. With no Character card left you draw only Anomalies, so plan your splits.',
      "**Last turn**: when the Anomaly deck cannot fill everyone's count, the group decides who draws the remaining Anomaly cards, one at a time: any player who could take one may answer, for themself or another (`/hack last`); then each draws the rest from their Character deck.",
      'Example (3 players, Tension 3): CyberLink takes 1 Character card and 2 Anomalies, DrPower 3 Character cards, ArTeMiS 3 Anomalies.',
    ].join('\n'),
  },
  {
    name: 'play',
    text: [
      '**Play phase**: in character order each player plays **1 or 2 cards** (`/hack play`, then `/hack end` after the first card, or play a second). The phase goes round until every hand is empty; a player with no card is skipped.',
      'Every card in hand must be played, even when all its icons would fail: the Golden Rule cancels icons, never the card.',
      'A card, once placed, is final. Resolve its icons in order; the bot asks for targets (`target`, `distribute`, `block`, `share`, `discard`, `duplicate`).',
      "DrPower's programs are free actions during its turn (`/hack program`), one per turn, not cards played; DrPower's turn waits after the cards while a program could run (then End turn), and comes round with an empty hand while one could run. You may also share a card's icons, without numbers (`/hack share`).",
      'Example: CyberLink plays 2, DrPower 1, ArTeMiS 1; then CyberLink 1, DrPower 1, ArTeMiS 1; then CyberLink (empty) is skipped, DrPower 1, ArTeMiS 1.',
    ].join('\n'),
  },
  {
    name: 'character-cards',
    text: [
      'A **Character card** has a top option and a bottom option; you activate one, never both.',
      'Place it on your **top** Discard pile to activate its top option, on your **bottom** pile for its bottom option; the choice is final. Then resolve its icons in order.',
      'Printed example: a card whose bottom option is Alert down 1 then Destroy 3: put it on the bottom pile, lower the leftmost orange cube 1, then Destroy 3.',
      'The top card of each Discard pile is public (BLAAST!! may Duplicate it). Character decks hold 12 to 14 cards; see `characters` and `cards`.',
    ].join('\n'),
  },
  {
    name: 'anomaly-cards',
    text: [
      'An **Anomaly card** (purple back) also has two options; you activate one, never both.',
      '**Top: deactivation.** Place it in a **free data block** of the Antivirus interface, set its blue hexagon to its nodes, then resolve its top icons. Only possible while a block is free (the Forbidden card and paralysed Anomalies fill blocks).',
      '**Bottom: self-destruct.** Resolve its bottom icons (you suffer them) and put it in the Enemy Discard.',
      'Printed examples: a 4-node Anomaly placed in a free block (hexagon to 4) then Destroy 1; a bottom option of Damage 2 (Firewall 3 to 1); a bottom Spread 2 (purple 2 to 4).',
      '**Alert cards** join the Anomaly deck when an orange cube leaves the Alert interface: extra Anomalies to play. See `deactivate`, `alpha`, `anomalies`.',
    ].join('\n'),
  },
  {
    name: 'deactivate',
    text: [
      'Each Destroy point on an Anomaly lowers its blue hexagon (nodes) by 1. At 0 the Anomaly is **deactivated**: it goes to the Enemy Discard and its block is free again. Excess Destroy is lost.',
      '• Destroy 2: 2 nodes of a single Anomaly.',
      '• Destroy, distributed 3: 3 nodes over one or more Anomalies of your choice.',
      '• Destroy 3 + Destroy 1: 3 nodes of one Anomaly and 1 of another; with a single Anomaly active the Destroy 1 is lost.',
      "Chains: an Anomaly with CyberLink's grey cubes, or with the Chain automatic icon, gives Destroy 1 to each adjacent block when deactivated (lost where no Anomaly is adjacent). See `cyberlink`.",
      'You need not deactivate every Anomaly: what counts is that every card is played.',
    ].join('\n'),
  },
  {
    name: 'alpha',
    text: [
      `**Alpha Anomalies** start on the Antivirus interface (Scenario 1: one of ${ALPHA_NODES} node; the difficult game adds two of ${ALPHA_DIFFICULT_NODES}). They are deactivated like any other Anomaly.`,
      `**Additional node**: adds a node to another Anomaly already on the Antivirus interface, your choice among those with fewer than ${ADD_NODE_LIMIT} nodes. With none, the icon is cancelled (Golden Rule).`,
    ].join('\n'),
  },
  {
    name: 'alert',
    text: [
      '**Alert interface**: 6 columns (a-f) of 7 rows, at most one orange cube per column. It measures your stealth: powerful cards cause interference (Alert up).',
      '**Alert up X** raises the cube of the leftmost column still holding one. A cube on row 7 that must rise is **removed**: take the top Alert card and put it about the middle of the Anomaly deck (an extra Anomaly). The rest of the rise goes on with the next column.',
      "Example (2 players): column e's cube is on row 7; Alert up 1 removes it and an Alert card goes into the Anomaly deck. With Alert up 2, the second point raises the next column's cube.",
      '**Alert down X** lowers the leftmost cube, stopping at row 1; the excess is lost. A removed cube never comes back.',
      'No orange cube left: the group is ejected from the network and loses.',
    ].join('\n'),
  },
  {
    name: 'critical',
    text: [
      `**Critical interface** (Scenario 1): the **${STRANGE_PHENOMENON.name}**. ${STRANGE_PHENOMENON.text}`,
      '• The purple cube is the infection: **Spread** raises it, **Reduce infection** lowers it, and a Destroy may target the Critical interface instead of an Anomaly (not the Destroy : Anomaly icon).',
      '• The grey cube is the breaking point: the purple cube reaching it loses the game. Example: 2 players, purple at 2, Spread 8 takes it to 10, the grey cube: lost.',
      `• The Tension track: the red cube shows how many cards each player draws (${TENSION_TRACK.join(', ')}).`,
    ].join('\n'),
  },
  {
    name: 'communication',
    text: [
      '**Communication rules** (the bot enforces them):',
      '1. Never reveal your cards to another player until they are on the table. Your hand is only in /hand and your DMs; the table sees how many Character and Anomaly backs you hold.',
      '2. To play a card, put it in a Discard pile or on the board. Once placed, you cannot take it back.',
      "3. You may tell your teammates the icons on your cards, never the numbers next to them. `/hack share` posts a card's icons without numbers in the channel.",
      'Example: with Destroy 1 in hand you may say "I can target an Anomaly weakly".',
    ].join('\n'),
  },
  {
    name: 'golden-rule',
    text: [
      '**The Golden Rule**: you cannot activate an icon whose effect cannot apply. It is skipped (the bot says so) and the rest of the card resolves.',
      '• No Additional node without an Anomaly on the Antivirus interface, nor onto an Anomaly of 5 nodes or more.',
      '• No Discard Character card with no Character card in your hand and deck.',
      `• No Fortify Firewall when your Firewall is at ${FIREWALL_MAX}.`,
      "But **Spread, Reduce infection, Charge and Destroy** apply up to the target's limit: Destroy 5 on an Anomaly of 3 nodes deactivates it and the other 2 are lost.",
      'The card itself is always played: the Golden Rule cancels icons, never cards.',
    ].join('\n'),
  },
  {
    name: 'end',
    text: [
      '**The game ends** when:',
      "• a Character's Firewall is at 0 (lost);",
      '• no orange cube is left on the Alert interface (lost);',
      '• the purple cube reaches the grey cube (lost);',
      '• the Anomaly deck has been played out and no one holds a card.',
      '**Scenario 1 victory**: the Anomaly deck emptied and the round completed, the purple cube short of the grey one, an orange cube still on the Alert interface, and no Firewall at 0. Anomalies left on the Antivirus interface do not matter.',
      'Lost? Read `tips` (Emergency Protocol F) and try an Emergency Protocol (`protocols`).',
    ].join('\n'),
  },
  {
    name: 'solo',
    text: [
      `**Solo mode**: you play two Character decks shuffled together with the **4 Solo Zero cards** as one Character deck; Firewall ${FIREWALL_SOLO}.`,
      '**Solo Zero**: when you hold one in the Play phase it goes at once to the Enemy Discard. No effect; it is not a Character card.',
      '**Solo Virus** (3, shuffled into the Anomaly deck): when you hold one in the Play phase you must play it first: it goes to the Enemy Discard and the top Anomaly card of the deck resolves at once.',
      "Cards that must go first are yours to order. Both characters' powers are yours (DrPower's programs, CyberLink's cubes...).",
      `Solo Zero cards: ${SOLO_ZERO.map((z) => z.name).join(', ')}.`,
    ].join('\n'),
  },
  {
    name: 'protocols',
    text: [
      '**Emergency Protocols**: after a lost mission, play it again with one easier set-up, chosen on `/game new` with `protocol=A`..`E` (one at a time):',
      ...(Object.entries(PROTOCOLS) as [string, string][]).map(([k, v]) => `• **${k}**: ${v}`),
      '• **F**: no set-up change: play tips, see `tips`.',
      '*The printed Protocols B, C and E do not name their targets, and A does not say how it meets the Firewall cap of 4: the readings above are ours (see `rulings`).*',
    ].join('\n'),
  },
  {
    name: 'tips',
    text: [
      '**Emergency Protocol F**: play the mission again following these instructions:',
      '• Try not to lose Destroy points when playing a card: aim each Destroy at an Anomaly with about as many nodes, or at the purple cube.',
      '• Mind the Additional node: play Anomalies with it when no other Anomaly is on the Antivirus interface, so the Golden Rule cancels it.',
      'More: agree the draw splits so that no one runs out of Character cards while the Anomaly deck lasts; keep a free data block for weak Anomalies; watch the leftmost orange cube before any Alert up; share icons early (`/hack share`).',
      'Reread `golden-rule` and `end`.',
    ].join('\n'),
  },
  {
    name: 'commands',
    text: [
      'Most choices come as buttons under the turn message; `/hack` reaches each one by typing, with autocomplete:',
      "`/hack character` (set-up), `draw` (your split), `last` (last turn: who draws a remaining Anomaly card), `play` (a card and its option), `end` (after one card), `program` (DrPower), `share` (a card's icons, no numbers).",
      'Inside a card: `target`, `distribute`, `block`, `discard`, `duplicate`, `option`; `share` also splits a shared Damage or Fortify.',
      '`/hand` shows your cards with both options and their numbers, only to you.',
    ].join('\n'),
  },
];

const POWERS: Readonly<Record<Character, string>> = {
  cyberlink: `**CyberLink** (01) creates cyberchains. With **Chain, place cube** put one of your ${CYBERLINK_CUBES} grey cubes on an Anomaly (several cubes may share one). When that Anomaly is deactivated, Destroy 1 to each adjacent block, then the cubes return to your reserve. No adjacent Anomaly on a side: that Destroy 1 is lost. Some Anomalies have **Chain, automatic**: the same without a cube. Most effective with 3 or 4 players.`,
  drpower: `**DrPower** (02) has an implant to load. **Charge** moves the blue cube up the load scale (1-${LOAD_MAX}), **Discharge** moves it down. During your Play turn, spend load on one program (\`/hack program\`), even after your cards (then End turn); a program is not a card played. The first three programs once per game, the last as often as you like but weaker. Example: load 6, the first program: load back 5 to 1, then its icons.`,
  blaast:
    "**BLAAST!!** (03) duplicates programs. **Duplicate** resolves again the option of any visible top card of a top or bottom Discard pile, yours or another player's (hidden cards are not available). **Put back**: the card goes back into your Character deck, which is shuffled.",
  artemis:
    '**ArTeMiS** (04) has no special icon but is the most versatile: its cards hit several Anomalies at once (Destroy + Destroy, distributed) and carry more Alert down than the others.',
};

function characterTopic(c: Character): HelpTopic {
  const deck = CHARACTER_CARD_LIST.filter((x) => x.character === c);
  const lines = [
    POWERS[c],
    `Deck: ${deck.length} cards${deck.length ? `: ${deck.map((x) => x.name).join(', ')}` : ''} (see \`card-<name>\`).`,
  ];
  if (c === 'drpower') lines.push(...PROGRAMS.map(programLine));
  return { name: slug(CHARACTER_NAMES[c]), text: clip(lines.join('\n')) };
}

function programLine(p: Program, i: number): string {
  return `Program ${i + 1} **${p.name}**: load ${p.cost}, ${iconsWords(p.icons)}${p.once ? ' (once per game)' : ' (repeatable)'}.`;
}

function characterCardTopic(c: CharacterCard): HelpTopic {
  return {
    name: `card-${slug(c.name)}`,
    text: clip(
      [
        `**${c.name}**: ${CHARACTER_NAMES[c.character]} Character card.`,
        `Top option (top Discard pile): ${iconsWords(c.top)}.`,
        `Bottom option (bottom Discard pile): ${iconsWords(c.bottom)}.`,
        designedNote(c),
      ]
        .filter(Boolean)
        .join('\n'),
    ),
  };
}

function anomalyTopic(a: AnomalyCard): HelpTopic {
  const kind =
    a.set === 'soloVirus'
      ? 'Solo Virus card (solo mode)'
      : a.set === 'alpha'
        ? 'Alpha Anomaly'
        : a.set.startsWith('X')
          ? `${SET_NAMES[a.set]} (joins the Anomaly deck when an orange cube is removed)`
          : `Anomaly, set ${a.set}`;
  const lines = [`**${a.name}**: ${kind}.`];
  if (a.set === 'soloVirus')
    lines.push(
      'Must be played first: it goes to the Enemy Discard and the top Anomaly card of the deck resolves at once.',
    );
  else {
    lines.push(
      `${a.set === 'alpha' ? 'Nodes: set by the scenario' : `Nodes: ${a.nodes}`}${a.chain ? '; Chain, automatic (Destroy 1 to the adjacent blocks when deactivated)' : ''}.`,
    );
    lines.push(`Top option (into a free data block, hexagon to its nodes): ${iconsWords(a.top)}.`);
    lines.push(`Bottom option (self-destruct, then the Enemy Discard): ${iconsWords(a.bottom)}.`);
  }
  lines.push(designedNote(a));
  return { name: `anomaly-${slug(a.name)}`, text: clip(lines.filter(Boolean).join('\n')) };
}

const clip = (t: string): string => (t.length <= HELP_MAX ? t : `${t.slice(0, HELP_MAX - 1)}…`);

/**
 * The rulings the rulebook leaves open, by the number docs/games/hacktivity.md gives them (its [D]
 * rules, "19a" for one added under rule 19), with the decision. test/games/hacktivity/help.test.ts
 * checks that every [D] rule of the doc is here and shown in the `rulings` topic.
 */
export const RULINGS: readonly Ruling[] = [
  [
    '2',
    'The Character decks, the Anomaly sets, the Alert, Solo and program cards are designed; the rulebook prints only counts, icons and a few example cards (those are used as printed).',
  ],
  [
    '8',
    `The Tension track is designed: ${TENSION_TRACK.join(', ')} cards per box (the book prints its first box, ${TENSION_TRACK[0]}); the Alert cards' Tension icon moves the red cube on.`,
  ],
  ['11', 'The Alpha Anomalies go into the leftmost free data blocks.'],
  ['13', "DrPower's blue cube starts below the load scale (load 0) until the first Charge."],
  ['17', 'Each Draw split is public (how many from each deck), never the faces.'],
  [
    '19a',
    'Last turn ("discuss with your group and decide who will draw the remaining Anomaly card"): when the Anomaly deck cannot fill what the Character decks leave short, the group hands the remaining Anomaly cards out one at a time. Every player who could still take one is asked at once and the first answer counts, for themself or another (`/hack last`). A card only one player can take, or cards that exactly fill the room left, go without asking (solo never asks). Then each draws the rest from their Character deck.',
  ],
  [
    '19b',
    'Each hand-out is public, the faces hidden; a button from an earlier card is stale. The computer gives the card to whoever would be shortest of a full draw.',
  ],
  [
    '21',
    'After one card you may end your turn; with 2 played or an empty hand it passes by itself (except DrPower, 51a).',
  ],
  [
    '24',
    'The printed example says "top Discard pile" for a bottom option: the bottom option goes onto the bottom pile, as the rule before it says.',
  ],
  [
    '26',
    'Every card in hand must be played, even when all its icons fail (the Golden Rule cancels icons, never cards).',
  ],
  ['31', "An Anomaly's top option with several free blocks: its player picks the block."],
  [
    '35',
    'Additional node X places its nodes one at a time, each where its player chooses, never on the Anomaly the card itself has just placed.',
  ],
  ['38', '"Approximately the centre" of the Anomaly deck: position floor(n/2) of the n cards left.'],
  ['42', 'Spread stops at the grey cube (the loss); Reduce infection and a Destroy on the purple cube stop at 0.'],
  [
    '43a',
    "Duplicate copies the visible card's option of that pile without its Duplicate and Put back icons; a Duplicate is never copied.",
  ],
  [
    '43b',
    "Duplicate offers only options with an effect for its player now: another Character's Chain, Charge or Discharge copies nothing (Golden Rule); an offer that partly copies nothing says which icons.",
  ],
  [
    '45a',
    'Each grey cube (and an automatic chain) gives its own Destroy 1 to each neighbour: two cubes, Destroy 2; chains may cascade.',
  ],
  [
    '45b',
    'Chains reach the Critical interface only "in some scenarios": not in Scenario 1, so a chain from block D loses its Destroy on the right.',
  ],
  ['49a', 'Programs 2-4 are designed: see `drpower`.'],
  [
    '51a',
    "DrPower's turn waits after the second (or last) card while a program could run: run one, or End turn. Load charged by the last card can be spent.",
  ],
  ['51b', 'One program per turn ("activate one of the 4 programs"); the repeatable one may run again on a later turn.'],
  [
    '51c',
    'DrPower with an empty hand still takes a turn, for a program only, while a program could run and another player holds cards; once every hand is empty the Play phase ends.',
  ],
  ['51d', 'A program none of whose icons could apply now is not offered (Golden Rule).'],
  ['53a', "Share (`/hack share`): post a card's icons without numbers or name, during your turn."],
  ['54a', 'An icon that cannot apply is skipped with a public note; a choice with one option is taken at once.'],
  ['55a', 'Destroy X : Anomaly, and the Destroy of Destroy + Reduce infection, target Anomalies only.'],
  ['57a', "The card's player splits a shared Damage or Fortify, point by point."],
  ['58a', 'A Character card discarded by Discard Character card goes to the Enemy Discard.'],
  ['60a', 'A loss ends the game at once, even mid-card; the win is checked at Finish.'],
  ['62a', 'Solo Zero cards leave the hand as the Play phase starts.'],
  [
    '63a',
    "A Solo Virus counts as the card played, the Anomaly it brings out does not; its player picks that Anomaly's option; a Solo Virus on top of the deck goes to the Enemy Discard and the next card resolves instead.",
  ],
  [
    '65a',
    `Protocol A never lifts a Firewall above ${FIREWALL_MAX}: in solo (Firewall ${FIREWALL_SOLO}) it adds nothing.`,
  ],
  [
    '66',
    'Protocol B\'s "Basic Anomaly cards" are the Alpha Anomalies at set-up: one point at a time on the one with the most nodes (leftmost on a tie); the excess is lost.',
  ],
  ['67', "Protocol C's green cubes raise the breaking point: the grey cube starts 1 box higher per player."],
  ['69', 'Protocol E: as B with 2 per player; what no Anomaly can take lowers the purple cube.'],
];

const rulingTopics = rulingsTopics(
  '**Rulings** the rulebook leaves open, as decided here (rule numbers of docs/games/hacktivity.md):',
  RULINGS,
);

const ICON_KINDS = Object.keys(ICON_TEXT) as IconKind[];
const iconTopics: HelpTopic[] = [
  ...indexTopics(
    'icons',
    '**Icons** (X and Y are the numbers printed next to an icon; see `icon-<name>`):',
    ICON_KINDS.map((k) => `• **${ICON_NAMES[k]}**: ${ICON_TEXT[k]}`),
  ),
  ...ICON_KINDS.map((k) => ({ name: `icon-${slug(ICON_NAMES[k])}`, text: `**${ICON_NAMES[k]}**\n${ICON_TEXT[k]}` })),
];

const cardsIndex = indexTopics(
  'cards',
  '**Character cards** (see `card-<name>`):',
  CHARACTERS.flatMap((ch) =>
    CHARACTER_CARD_LIST.filter((c) => c.character === ch).map(
      (c) => `• ${CHARACTER_NAMES[ch]} **${c.name}**: top ${iconsWords(c.top)}; bottom ${iconsWords(c.bottom)}`,
    ),
  ),
);
const anomaliesIndex = indexTopics(
  'anomalies',
  '**Anomaly, Alpha, Alert and Solo Virus cards** (see `anomaly-<name>`):',
  ANOMALY_LIST.map(
    (a) =>
      `• ${SET_NAMES[a.set]} **${a.name}**${a.set === 'alpha' || a.set === 'soloVirus' ? '' : ` (${a.nodes})`}: top ${iconsWords(a.top)}; bottom ${iconsWords(a.bottom)}`,
  ),
);

export const HELP: readonly HelpTopic[] = uniqueTopics([
  ...RULES,
  ...rulingTopics,
  ...iconTopics,
  {
    name: 'characters',
    text: clip(
      `**Characters**, in play order: ${NAMES(CHARACTERS)}. See ${CHARACTERS.map((c) => `\`${slug(CHARACTER_NAMES[c])}\``).join(', ')}.\n${CHARACTERS.map((c) => POWERS[c]).join('\n')}`,
    ),
  },
  ...CHARACTERS.map(characterTopic),
  ...cardsIndex,
  ...CHARACTER_CARD_LIST.map(characterCardTopic),
  ...anomaliesIndex,
  ...ANOMALY_LIST.map(anomalyTopic),
]);
