import type { ChoiceKind } from '../src/games/axon/kinds.ts';
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
 * the commands test checks every kind has its row. At most 25 rows.
 */
export const AXON_ROWS: readonly SubcommandRow<ChoiceKind>[] = [
  // Setup.
  ['corporation', 'corporation', 'Setup: choose your Corporation', ['corporation', 'The Corporation']],
  ['extra', 'extra', '2 players: your third scoring Resource', ['resource', 'The Resource']],
  [
    'draft',
    'draft',
    '2 players: keep one of the drawn Characters',
    ['character', 'The Character (Routine, Skills, start)'],
  ],
  // The turn: exactly one action, a Special Action before or after, Software any time.
  ['activate', 'activate', 'Activate a Character: its Routine', ['character', 'The Character and its Routine step']],
  ['hack', 'hack', 'Hack a Character: 1 card, 1 of its Skills', ['character', 'The Character and its Skills']],
  ['phishing', 'phishing', 'Phishing: a new Character (1 card)', ['how', 'The Phishing action']],
  ['first', 'first', 'Take the First Player Token (1 card)'],
  ['reverse', 'reverse', 'Reverse the Turn Order (1 card)'],
  ['corp', 'corp', "Your Corporation's ability (1 card)", ['ability', 'The ability and its cost']],
  ['monopoly', 'monopoly', 'Create a Monopoly (4 cards)', ['resource', 'The Resource to keep, at 2 VP per token']],
  ['play', 'play', 'Play a Software card for its text', ['card', 'The card and what it does']],
  ['end', 'end', 'End your turn'],
  // Inside an action.
  ['pay', 'pay', 'Pay a cost: the card to discard', ['card', 'The card to discard']],
  ['skill', 'skill', 'A Skill use, target or destination', ['use', 'The Skill use (target, destination)']],
  ['area', 'area', 'Take or skip the Area Action', ['action', 'Take the Area Action, or skip']],
  ['release', 'release', 'Where a released prisoner goes', ['area', 'The City Area']],
  ['reward', 'reward', 'Where a reward token goes', ['where', 'The Character or Corporate Area']],
  ['box', 'box', "Phishing: the Exit Area's box to use", ['area', 'The Exit Area']],
  ['phish', 'phish', 'Phishing: the Character to keep', ['character', 'The Character']],
  ['target', 'target', "A card's or ability's target", ['target', 'The target (and what happens)']],
  ['counter', 'counter', 'Counter window: a Counter, or pass', ['card', 'The Counter card, or pass']],
  ['discard', 'discard', 'End of Round: a card to discard', ['card', 'The card, or done']],
];

export const axonCommands: GameCommands = {
  name: 'axon',
  description: "Axon Protocol: activate and hack Nexus City's Characters for your Corporation",
  subcommands: AXON_ROWS.map((row) => subcommandOf(row)),
};
