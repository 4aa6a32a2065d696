import { token } from '../src/engine/messages.ts';
import type { ChoiceKind } from '../src/games/axon/kinds.ts';
import { c } from './axon.messages.ts';
import { type GameCommands, type SubcommandRow, subcommandOf } from './types.ts';

/** A row whose subcommand is named as its kind, its descriptions keyed by its path (axon.messages.ts). */
function row(kind: ChoiceKind, option?: string): SubcommandRow<ChoiceKind> {
  const described = (path: string) => token(`cmd.axon.${path}.description`);
  return option
    ? [kind, kind, described(kind), [option, described(`${kind}.${option}`)]]
    : [kind, kind, described(kind)];
}

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
  row('corporation', 'corporation'),
  row('extra', 'resource'),
  row('draft', 'character'),
  // The turn: exactly one action, a Special Action before or after, Software any time.
  row('activate', 'character'),
  row('hack', 'character'),
  row('phishing', 'how'),
  row('first'),
  row('reverse'),
  row('corp', 'ability'),
  row('monopoly', 'resource'),
  row('play', 'card'),
  row('end'),
  // Inside an action.
  row('pay', 'card'),
  row('skill', 'use'),
  row('area', 'action'),
  row('release', 'area'),
  row('reward', 'where'),
  row('box', 'area'),
  row('phish', 'character'),
  row('target', 'target'),
  row('counter', 'card'),
  row('discard', 'card'),
];

export const axonCommands: GameCommands = {
  name: 'axon',
  description: c('cmd.axon.description'),
  subcommands: AXON_ROWS.map((r) => subcommandOf(r)),
};
