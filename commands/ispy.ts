import type { IspyKind } from '../src/games/ispy/kinds.ts';
import { c } from './ispy.messages.ts';
import { type GameCommands, type SubcommandRow, subcommandOf } from './types.ts';

/**
 * /spy: one subcommand per kind of choice, so every choice stays reachable by typing when the
 * buttons under a message cannot show them all. Subcommands with a choice autocomplete the
 * caller's legal actions of that kind, each with its effect and the Influence it owes.
 * One row per kind (subcommand name, legal-action kind, description, choice option or none); the
 * kind is typed by the game's own list (src/games/ispy/kinds.ts), so a kind renamed in the rules
 * is a type error here. At most 25 rows. The names are the English ones Discord routes by; their
 * French and every description are in ispy.messages.ts.
 */
const ROWS: readonly SubcommandRow<IspyKind>[] = [
  // The turn.
  ['deploy', 'deploy', c('cmd.spy.deploy.description'), ['region', c('cmd.spy.deploy.region.description')]],
  ['flee', 'flee', c('cmd.spy.flee.description'), ['outlet', c('cmd.spy.flee.outlet.description')]],
  ['play', 'play', c('cmd.spy.play.description'), ['card', c('cmd.spy.play.card.description')]],
  ['move', 'move', c('cmd.spy.move.description'), ['region', c('cmd.spy.move.region.description')]],
  ['enter', 'enter', c('cmd.spy.enter.description'), ['where', c('cmd.spy.enter.where.description')]],
  ['exit', 'exit', c('cmd.spy.exit.description'), ['outlet', c('cmd.spy.exit.outlet.description')]],
  ['contact', 'contact', c('cmd.spy.contact.description')],
  ['retrieve', 'retrieve', c('cmd.spy.retrieve.description'), ['card', c('cmd.spy.retrieve.card.description')]],
  ['privatetag', 'privateTag', c('cmd.spy.privatetag.description')],
  ['extra', 'extra', c('cmd.spy.extra.description'), ['card', c('cmd.spy.extra.card.description')]],
  ['end', 'end', c('cmd.spy.end.description')],
  // Inside effects (kinds as the cards, turn and scoring modules name them).
  ['region', 'region', c('cmd.spy.region.description'), ['region', c('cmd.spy.region.region.description')]],
  ['reward', 'reward', c('cmd.spy.reward.description'), ['reward', c('cmd.spy.reward.reward.description')]],
  ['recruit', 'asset', c('cmd.spy.recruit.description'), ['asset', c('cmd.spy.recruit.asset.description')]],
  ['politician', 'space', c('cmd.spy.politician.description'), ['space', c('cmd.spy.politician.space.description')]],
  ['target', 'target', c('cmd.spy.target.description'), ['spy', c('cmd.spy.target.spy.description')]],
  ['initiative', 'seat', c('cmd.spy.initiative.description'), ['player', c('cmd.spy.initiative.player.description')]],
  ['option', 'option', c('cmd.spy.option.description'), ['option', c('cmd.spy.option.option.description')]],
  ['icon', 'icon', c('cmd.spy.icon.description'), ['icon', c('cmd.spy.icon.icon.description')]],
  ['card', 'card', c('cmd.spy.card.description'), ['card', c('cmd.spy.card.card.description')]],
  ['who', 'player', c('cmd.spy.who.description'), ['who', c('cmd.spy.who.who.description')]],
  ['decide', 'politician', c('cmd.spy.decide.description'), ['answer', c('cmd.spy.decide.answer.description')]],
  ['nation', 'nation', c('cmd.spy.nation.description'), ['nation', c('cmd.spy.nation.nation.description')]],
  ['shadow', 'shadow', c('cmd.spy.shadow.description'), ['politician', c('cmd.spy.shadow.politician.description')]],
  ['crypto', 'crypto', c('cmd.spy.crypto.description'), ['card', c('cmd.spy.crypto.card.description')]],
];

export const ispyCommands: GameCommands = {
  name: 'spy',
  description: c('cmd.spy.description'),
  subcommands: ROWS.map((row) => subcommandOf(row)),
};
