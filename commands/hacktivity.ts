import type { HackChoiceKind } from '../src/games/hacktivity/kinds.ts';
import { type GameCommands, type SubcommandRow, subcommandOf } from './types.ts';

/**
 * /hack: one subcommand per kind of choice, so every choice stays reachable by typing when the
 * buttons under a message cannot show them all. Subcommands with a choice autocomplete the
 * caller's legal actions of that kind, each with its full effect (a card's option with its
 * numbers, shown only to its owner). One row per kind (subcommand name, legal-action kind,
 * description, choice option or none), typed by the game's kinds (src/games/hacktivity/kinds.ts):
 * a renamed kind, or a kind without its row, is a type error here. At most 25 rows.
 */
const ROWS = [
  // Set-up and the wave.
  ['character', 'character', 'Set-up: choose your Character (solo: two)', ['character', 'The Character and its power']],
  [
    'draw',
    'draw',
    'Draw phase: how many cards from your Character deck, the rest from the Anomaly deck (public)',
    ['split', 'The split'],
  ],
  [
    'last',
    'lastdraw',
    'Last turn: who draws the next of the remaining Anomaly cards (any player may choose)',
    ['player', 'Who draws it'],
  ],
  [
    'play',
    'play',
    'Play a card from your hand: its top or bottom option',
    ['card', 'The card and option (with its icons)'],
  ],
  ['end', 'end', 'End your turn after one card (or play a second)'],
  [
    'program',
    'program',
    'DrPower: run a program of the Experimental card (not a card played)',
    ['program', 'The program, its load and icons'],
  ],
  [
    'share',
    'share',
    "Tell the table a card's icons (no numbers); or split a shared Damage or Fortify",
    ['what', 'The card, or the split'],
  ],
  // Inside a card.
  [
    'target',
    'target',
    'Choose the target of an icon (an Anomaly, the Critical interface, a chain)',
    ['target', 'The target'],
  ],
  // A target that takes several points asks how many: typed here as `points` (the button opens a box).
  [
    'distribute',
    'distribute',
    'Destroy, distributed: where the next points go',
    ['target', 'The target'],
    ['points', 'How many points go there'],
  ],
  ['block', 'block', 'Anomaly top option: the free data block it goes into', ['block', 'The data block']],
  [
    'discard',
    'discard',
    'Discard Character card: from your hand or the top of your deck',
    ['card', 'Hand card or deck top'],
  ],
  ['duplicate', 'duplicate', 'BLAAST!! Duplicate: the visible Discard top to copy', ['card', 'The card and option']],
  ['option', 'option', 'Choose an option (a Solo Virus, a card first, a yes or no)', ['option', 'The option']],
] as const satisfies readonly SubcommandRow<HackChoiceKind>[];

/** Every kind of choice has its row: a kind left out names itself in the type error. */
const everyKind: [Exclude<HackChoiceKind, (typeof ROWS)[number][1]>] extends [never]
  ? true
  : Exclude<HackChoiceKind, (typeof ROWS)[number][1]> = true;
void everyKind;

// Destroy distributed X: X is at most a program's 6 or a card's printed number.
const AMOUNT = { min: 1, max: 9 };

export const hackCommands: GameCommands = {
  name: 'hack',
  description: 'Hacktivity: play your cards against the Anomalies, together',
  subcommands: ROWS.map((row) => subcommandOf(row, AMOUNT)),
};
