import type { ChoiceKind } from '../src/games/axon/kinds.ts';
import { c } from './axon.messages.ts';
import { type GameCommands, type SubcommandRow, subcommandOf } from './types.ts';

/**
 * /axon: one subcommand per kind of choice (the kinds are fixed in the Axon brief), so every
 * choice stays reachable by typing when the buttons under a message cannot show them all (a
 * Display of 8 Characters to activate or hack, a hand of Software to play, 16 Areas to move to).
 * Subcommands with a choice autocomplete the caller's legal actions of that kind, each with its
 * full effect and cost (a Software card's text only to its owner). Small decisions (take or skip
 * an Area Action, pass in a Counter window, end the turn) come as buttons first; their rows here
 * only keep them reachable. One row per kind (subcommand name, legal-action kind, description,
 * choice option or none, for kinds that only ever offer one action). A row's kind is one of the
 * game's choice kinds (src/games/axon/kinds.ts): a kind renamed there is a type error here, and
 * the commands test checks every kind has its row. At most 25 rows. Names are the English ones
 * Discord routes by; their French and every description are in axon.messages.ts.
 */
export const AXON_ROWS: readonly SubcommandRow<ChoiceKind>[] = [
  // Setup.
  [
    'corporation',
    'corporation',
    c('cmd.axon.corporation.description'),
    ['corporation', c('cmd.axon.corporation.corporation.description')],
  ],
  ['extra', 'extra', c('cmd.axon.extra.description'), ['resource', c('cmd.axon.extra.resource.description')]],
  ['draft', 'draft', c('cmd.axon.draft.description'), ['character', c('cmd.axon.draft.character.description')]],
  // The turn: exactly one action, a Special Action before or after, Software any time.
  [
    'activate',
    'activate',
    c('cmd.axon.activate.description'),
    ['character', c('cmd.axon.activate.character.description')],
  ],
  ['hack', 'hack', c('cmd.axon.hack.description'), ['character', c('cmd.axon.hack.character.description')]],
  ['phishing', 'phishing', c('cmd.axon.phishing.description'), ['how', c('cmd.axon.phishing.how.description')]],
  ['first', 'first', c('cmd.axon.first.description')],
  ['reverse', 'reverse', c('cmd.axon.reverse.description')],
  ['corp', 'corp', c('cmd.axon.corp.description'), ['ability', c('cmd.axon.corp.ability.description')]],
  [
    'monopoly',
    'monopoly',
    c('cmd.axon.monopoly.description'),
    ['resource', c('cmd.axon.monopoly.resource.description')],
  ],
  ['play', 'play', c('cmd.axon.play.description'), ['card', c('cmd.axon.play.card.description')]],
  ['end', 'end', c('cmd.axon.end.description')],
  // Inside an action.
  ['pay', 'pay', c('cmd.axon.pay.description'), ['card', c('cmd.axon.pay.card.description')]],
  ['skill', 'skill', c('cmd.axon.skill.description'), ['use', c('cmd.axon.skill.use.description')]],
  ['area', 'area', c('cmd.axon.area.description'), ['action', c('cmd.axon.area.action.description')]],
  ['release', 'release', c('cmd.axon.release.description'), ['area', c('cmd.axon.release.area.description')]],
  ['reward', 'reward', c('cmd.axon.reward.description'), ['where', c('cmd.axon.reward.where.description')]],
  ['box', 'box', c('cmd.axon.box.description'), ['area', c('cmd.axon.box.area.description')]],
  ['phish', 'phish', c('cmd.axon.phish.description'), ['character', c('cmd.axon.phish.character.description')]],
  ['target', 'target', c('cmd.axon.target.description'), ['target', c('cmd.axon.target.target.description')]],
  ['counter', 'counter', c('cmd.axon.counter.description'), ['card', c('cmd.axon.counter.card.description')]],
  ['discard', 'discard', c('cmd.axon.discard.description'), ['card', c('cmd.axon.discard.card.description')]],
];

export const axonCommands: GameCommands = {
  name: 'axon',
  description: c('cmd.axon.description'),
  subcommands: AXON_ROWS.map((row) => subcommandOf(row)),
};
