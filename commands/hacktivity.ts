import type { HackChoiceKind } from '../src/games/hacktivity/kinds.ts';
import { c } from './hacktivity.messages.ts';
import { type GameCommands, type SubcommandRow, subcommandOf } from './types.ts';

/**
 * /hack: one subcommand per kind of choice, so every choice stays reachable by typing when the
 * buttons under a message cannot show them all. Subcommands with a choice autocomplete the
 * caller's legal actions of that kind, each with its full effect (a card's option with its
 * numbers, shown only to its owner). One row per kind (subcommand name, legal-action kind,
 * description, choice option or none), typed by the game's kinds (src/games/hacktivity/kinds.ts):
 * a renamed kind, or a kind without its row, is a type error here. At most 25 rows. The names are
 * the English ones Discord routes by; their French and every description are in hacktivity.messages.ts.
 */
const ROWS = [
  [
    'character',
    'character',
    c('cmd.hack.character.description'),
    ['character', c('cmd.hack.character.character.description')],
  ],
  ['draw', 'draw', c('cmd.hack.draw.description'), ['split', c('cmd.hack.draw.split.description')]],
  ['last', 'lastdraw', c('cmd.hack.last.description'), ['player', c('cmd.hack.last.player.description')]],
  ['play', 'play', c('cmd.hack.play.description'), ['card', c('cmd.hack.play.card.description')]],
  ['end', 'end', c('cmd.hack.end.description')],
  ['program', 'program', c('cmd.hack.program.description'), ['program', c('cmd.hack.program.program.description')]],
  ['share', 'share', c('cmd.hack.share.description'), ['what', c('cmd.hack.share.what.description')]],
  ['target', 'target', c('cmd.hack.target.description'), ['target', c('cmd.hack.target.target.description')]],
  // A target that takes several points asks how many: typed here as `points` (the button opens a box).
  [
    'distribute',
    'distribute',
    c('cmd.hack.distribute.description'),
    ['target', c('cmd.hack.distribute.target.description')],
    ['points', c('cmd.hack.distribute.points.description')],
  ],
  ['block', 'block', c('cmd.hack.block.description'), ['block', c('cmd.hack.block.block.description')]],
  ['discard', 'discard', c('cmd.hack.discard.description'), ['card', c('cmd.hack.discard.card.description')]],
  ['duplicate', 'duplicate', c('cmd.hack.duplicate.description'), ['card', c('cmd.hack.duplicate.card.description')]],
  ['option', 'option', c('cmd.hack.option.description'), ['option', c('cmd.hack.option.option.description')]],
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
  description: c('cmd.hack.description'),
  subcommands: ROWS.map((row) => subcommandOf(row, AMOUNT)),
};
