import type { VrChoiceKind } from '../src/games/vr/kinds.ts';
import type { GameCommands, GameSubcommand } from './types.ts';
import { c } from './vr.messages.ts';

/**
 * /vr: one subcommand per kind of choice, so every choice of a turn stays reachable when the
 * buttons under a message cannot show them all (Discord allows 5 rows). Subcommands with a
 * choice autocomplete the caller's legal actions of that kind, with what each costs and does.
 * Kinds met only inside small decisions (a Quartier Latin yes/no, an Agent's fate, a Promotion
 * used or not...) are left to the buttons: Discord allows 25 subcommands. Each kind is one of the
 * game's (src/games/vr/kinds.ts), so a kind renamed in the rules is a type error here. The
 * descriptions and the French names are in vr.messages.ts, keyed by each name's path.
 */
const SUBCOMMANDS: readonly GameSubcommand<VrChoiceKind>[] = [
  // The turn: Director, Influence, Action, end.
  {
    name: 'place',
    description: c('cmd.vr.place.description'),
    kind: 'director',
    choice: { name: 'borough', description: c('cmd.vr.place.borough.description') },
  },
  {
    name: 'influence',
    description: c('cmd.vr.influence.description'),
    kind: 'influence',
    choice: { name: 'what', description: c('cmd.vr.influence.what.description') },
  },
  {
    name: 'move',
    description: c('cmd.vr.move.description'),
    kind: 'move',
    choice: { name: 'from', description: c('cmd.vr.move.from.description') },
  },
  {
    name: 'action',
    description: c('cmd.vr.action.description'),
    kind: 'action',
    choice: { name: 'which', description: c('cmd.vr.action.which.description') },
  },
  {
    name: 'extra',
    description: c('cmd.vr.extra.description'),
    kind: 'extra',
    choice: { name: 'which', description: c('cmd.vr.extra.which.description') },
  },
  { name: 'end', description: c('cmd.vr.end.description'), kind: 'end' },
  // Inside the Actions.
  {
    name: 'recruit',
    description: c('cmd.vr.recruit.description'),
    kind: 'recruit',
    choice: { name: 'agent', description: c('cmd.vr.recruit.agent.description') },
  },
  {
    name: 'verse',
    description: c('cmd.vr.verse.description'),
    kind: 'verse',
    choice: { name: 'card', description: c('cmd.vr.verse.card.description') },
  },
  {
    name: 'refresh',
    description: c('cmd.vr.refresh.description'),
    kind: 'refresh',
    choice: { name: 'how', description: c('cmd.vr.refresh.how.description') },
  },
  {
    name: 'donate',
    description: c('cmd.vr.donate.description'),
    kind: 'donate',
    choice: { name: 'what', description: c('cmd.vr.donate.what.description') },
  },
  {
    name: 'discard',
    description: c('cmd.vr.discard.description'),
    kind: 'card',
    choice: { name: 'card', description: c('cmd.vr.discard.card.description') },
  },
  { name: 'done', description: c('cmd.vr.done.description'), kind: 'done' },
  // Free actions during your turn.
  {
    name: 'use',
    description: c('cmd.vr.use.description'),
    kind: 'agentUse',
    choice: { name: 'agent', description: c('cmd.vr.use.agent.description') },
  },
  {
    name: 'promote',
    description: c('cmd.vr.promote.description'),
    kind: 'agentPromote',
    choice: { name: 'agent', description: c('cmd.vr.promote.agent.description') },
  },
  {
    name: 'title',
    description: c('cmd.vr.title.description'),
    kind: 'title',
    choice: { name: 'which', description: c('cmd.vr.title.which.description') },
  },
  {
    name: 'recycle',
    description: c('cmd.vr.recycle.description'),
    kind: 'recycle',
    choice: { name: 'what', description: c('cmd.vr.recycle.what.description') },
  },
  {
    name: 'online',
    description: c('cmd.vr.online.description'),
    kind: 'verseOnline',
    choice: { name: 'verse', description: c('cmd.vr.online.verse.description') },
  },
  {
    name: 'trade',
    description: c('cmd.vr.trade.description'),
    kind: 'verseTrade',
    choice: { name: 'verse', description: c('cmd.vr.trade.verse.description') },
  },
  // Decisions that may list many choices.
  {
    name: 'borough',
    description: c('cmd.vr.borough.description'),
    kind: 'borough',
    choice: { name: 'borough', description: c('cmd.vr.borough.borough.description') },
  },
  {
    name: 'agent',
    description: c('cmd.vr.agent.description'),
    kind: 'agent',
    choice: { name: 'agent', description: c('cmd.vr.agent.agent.description') },
  },
  {
    name: 'boost',
    description: c('cmd.vr.boost.description'),
    kind: 'boost',
    choice: { name: 'boost', description: c('cmd.vr.boost.boost.description') },
  },
  {
    name: 'immunity',
    description: c('cmd.vr.immunity.description'),
    kind: 'immunity',
    choice: { name: 'how', description: c('cmd.vr.immunity.how.description') },
  },
  {
    name: 'suffer',
    description: c('cmd.vr.suffer.description'),
    kind: 'suffer',
    choice: { name: 'card', description: c('cmd.vr.suffer.card.description') },
  },
  {
    name: 'ignore',
    description: c('cmd.vr.ignore.description'),
    kind: 'ignore',
    choice: { name: 'card', description: c('cmd.vr.ignore.card.description') },
  },
  {
    name: 'objective',
    description: c('cmd.vr.objective.description'),
    kind: 'objective',
    choice: { name: 'which', description: c('cmd.vr.objective.which.description') },
  },
];

export const vrCommands: GameCommands = {
  name: 'vr',
  description: c('cmd.vr.description'),
  subcommands: SUBCOMMANDS,
};
