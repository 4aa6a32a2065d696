import type { IspyKind } from '../src/games/ispy/kinds.ts';
import { type GameCommands, type SubcommandRow, subcommandOf } from './types.ts';

/**
 * /spy: one subcommand per kind of choice, so every choice stays reachable by typing when the
 * buttons under a message cannot show them all. Subcommands with a choice autocomplete the
 * caller's legal actions of that kind, each with its effect and the Influence it owes.
 * One row per kind (subcommand name, legal-action kind, description, choice option or none); the
 * kind is typed by the game's own list (src/games/ispy/kinds.ts), so a kind renamed in the rules
 * is a type error here. At most 25 rows.
 */
const ROWS: readonly SubcommandRow<IspyKind>[] = [
  // The turn.
  ['deploy', 'deploy', 'First turn: deploy your spy on a vacant Start Region', ['region', 'The Start Region']],
  ['flee', 'flee', 'Start of turn in a Capital: flee to one of its Outlets', ['outlet', 'The Outlet']],
  [
    'play',
    'play',
    'Card Action: play an Action Card from your hand',
    ['card', 'The card (its effect and Influence shown)'],
  ],
  ['move', 'move', 'Spend a Ticket to move along one route', ['region', 'The adjacent vacant Region']],
  ['enter', 'enter', 'Enter the Capital from its Outlet (no Ticket)', ['where', 'The vacant Capital Region']],
  ['exit', 'exit', 'Leave the Capital to a vacant connected Outlet', ['outlet', 'The Outlet']],
  ['contact', 'contact', 'Contact Action: contact the agent of the Capital you are in'],
  [
    'retrieve',
    'retrieve',
    'Retrieval Action: rotate a card of your Records (back to hand at the end)',
    ['card', 'The card, or none'],
  ],
  ['privatetag', 'privateTag', 'Private Line: receive a Tag to gain 2 more Tickets (once this turn)'],
  ['extra', 'extra', 'Extra Card Action granted by an Asset (after the normal two)', ['card', 'The card']],
  ['end', 'end', 'End your turn (update your Records)'],
  // Inside effects (kinds as the cards, turn and scoring modules name them).
  ['region', 'region', 'Choose a Region (relocate a bumped spy, fly by Airship)', ['region', 'The Region']],
  ['reward', 'reward', 'Choose the reward of your Contact Action', ['reward', 'The reward']],
  [
    'recruit',
    'asset',
    'Recruit: choose an Asset of the stack where you stand',
    ['asset', 'The Asset (cost and effect shown)'],
  ],
  [
    'politician',
    'space',
    'Control, Empower or Scandalize: choose a Politician space',
    ['space', 'The Politician space'],
  ],
  ['target', 'target', 'Choose the spy your card targets', ['spy', 'The spy (and what happens)']],
  ['initiative', 'seat', 'In The Wind: choose who takes the Initiative Card', ['player', 'The player']],
  ['option', 'option', "Choose one of a card's options", ['option', 'The option']],
  ['icon', 'icon', 'Choose an icon to resolve (Blackmail, Seduce)', ['icon', 'The icon']],
  ['card', 'card', 'Coerce: the drawn card to play; Final Report: the card you give', ['card', 'The card']],
  ['who', 'player', 'Coerce: choose who plays the card, you or them', ['who', 'You or the Coerced spy']],
  ['decide', 'politician', 'Answer a revealed Politician (e.g. Joffre: lose 2 Tags)', ['answer', 'Your answer']],
  ['nation', 'nation', 'Apply Assets: the Nation that gains 1 Power', ['nation', 'The Nation']],
  ['shadow', 'shadow', 'Game start: mark an "In the shadows" Politician', ['politician', 'The shadow Politician']],
  ['crypto', 'crypto', 'Cryptologist: resolve a card of your Records again', ['card', 'The card']],
];

export const ispyCommands: GameCommands = {
  name: 'spy',
  description: 'I, Spy: play your turn as a spy in Europe before the Great War',
  subcommands: ROWS.map((row) => subcommandOf(row)),
};
