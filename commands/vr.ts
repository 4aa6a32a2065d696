import type { VrChoiceKind } from '../src/games/vr/kinds.ts';
import type { GameCommands, GameSubcommand } from './types.ts';

/**
 * /vr: one subcommand per kind of choice, so every choice of a turn stays reachable when the
 * buttons under a message cannot show them all (Discord allows 5 rows). Subcommands with a
 * choice autocomplete the caller's legal actions of that kind, with what each costs and does.
 * Kinds met only inside small decisions (a Quartier Latin yes/no, an Agent's fate, a Promotion
 * used or not...) are left to the buttons: Discord allows 25 subcommands. Each kind is one of the
 * game's (src/games/vr/kinds.ts), so a kind renamed in the rules is a type error here.
 */
const SUBCOMMANDS: readonly GameSubcommand<VrChoiceKind>[] = [
  // The turn: Director, Influence, Action, end.
  {
    name: 'place',
    description: 'Place a Director in a Borough (start of your turn)',
    kind: 'director',
    choice: { name: 'borough', description: 'Borough number or name' },
  },
  {
    name: 'influence',
    description: "Influence: add, remove or no manoeuvre in your Director's Borough",
    kind: 'influence',
    choice: { name: 'what', description: 'The manoeuvre' },
  },
  {
    name: 'move',
    description: "Influence: move one of your tokens to your Director's Borough",
    kind: 'move',
    choice: { name: 'from', description: 'The Borough the token leaves' },
  },
  {
    name: 'action',
    description: 'Perform your Action: Work, Recruit, Server, Verse or Donation',
    kind: 'action',
    choice: { name: 'which', description: 'The Action' },
  },
  {
    name: 'extra',
    description: 'Perform an extra Action granted this turn',
    kind: 'extra',
    choice: { name: 'which', description: 'The extra Action' },
  },
  { name: 'end', description: 'End your turn', kind: 'end' },
  // Inside the Actions.
  {
    name: 'recruit',
    description: 'Recruit an Agent within range (Recruit an Agent)',
    kind: 'recruit',
    choice: { name: 'agent', description: 'The Agent' },
  },
  {
    name: 'verse',
    description: 'Take a Verse (Create a Verse), or pick a Verse when asked',
    kind: 'verse',
    choice: { name: 'card', description: 'The Verse' },
  },
  {
    name: 'refresh',
    description: 'Refresh the 5 available Verse cards',
    kind: 'refresh',
    choice: { name: 'how', description: 'Paid or free refresh' },
  },
  {
    name: 'donate',
    description: 'Make a Donation: discard Corruption cards or gain Immunity',
    kind: 'donate',
    choice: { name: 'what', description: 'What to pay for' },
  },
  {
    name: 'discard',
    description: 'Choose a Corruption card (to discard, give or take) when asked',
    kind: 'card',
    choice: { name: 'card', description: 'The Corruption card' },
  },
  { name: 'done', description: 'Finish the Donation or stop collecting from the Recycle Area', kind: 'done' },
  // Free actions during your turn.
  {
    name: 'use',
    description: 'Use the ability of an Agent on Duty (once per Round)',
    kind: 'agentUse',
    choice: { name: 'agent', description: 'The Agent on Duty' },
  },
  {
    name: 'promote',
    description: 'Promote an Agent on Duty',
    kind: 'agentPromote',
    choice: { name: 'agent', description: 'The Agent on Duty' },
  },
  {
    name: 'title',
    description: 'Activate a Title you hold (once per Round)',
    kind: 'title',
    choice: { name: 'which', description: 'The Title and how to use it' },
  },
  {
    name: 'recycle',
    description: 'Collect your tokens from the Recycle Area and choose the benefits',
    kind: 'recycle',
    choice: { name: 'what', description: 'Collect, or the benefit' },
  },
  {
    name: 'online',
    description: 'Put one of your Verses Online (its condition met)',
    kind: 'verseOnline',
    choice: { name: 'verse', description: 'The Verse' },
  },
  {
    name: 'trade',
    description: 'Trade one of your Verses for 1 Immunity token',
    kind: 'verseTrade',
    choice: { name: 'verse', description: 'The Verse' },
  },
  // Decisions that may list many choices.
  {
    name: 'borough',
    description: 'Pick a Borough when an effect asks for one',
    kind: 'borough',
    choice: { name: 'borough', description: 'The Borough' },
  },
  {
    name: 'agent',
    description: 'Pick an Agent when an effect asks for one',
    kind: 'agent',
    choice: { name: 'agent', description: 'The Agent' },
  },
  {
    name: 'boost',
    description: 'Pick a Boost (take a Boost card, or the one to discard)',
    kind: 'boost',
    choice: { name: 'boost', description: 'The Boost' },
  },
  {
    name: 'immunity',
    description: 'Spend Immunity against a Necro card, or not',
    kind: 'immunity',
    choice: { name: 'how', description: 'How much to spend' },
  },
  {
    name: 'suffer',
    description: 'Interpol Raid: suffer a Corruption card',
    kind: 'suffer',
    choice: { name: 'card', description: 'The Corruption card' },
  },
  {
    name: 'ignore',
    description: 'Interpol Raid: spend 1 Immunity to ignore a Corruption card',
    kind: 'ignore',
    choice: { name: 'card', description: 'The Corruption card' },
  },
  {
    name: 'objective',
    description: 'End of game: choose the Objective you score',
    kind: 'objective',
    choice: { name: 'which', description: 'The Objective (and type)' },
  },
];

export const vrCommands: GameCommands = {
  name: 'vr',
  description: 'Virtual Revolution: play your turn in Neo Paris',
  subcommands: SUBCOMMANDS,
};
