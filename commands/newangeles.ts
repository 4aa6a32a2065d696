import { token } from '../src/engine/messages.ts';
import type { ChoiceKind } from '../src/games/newangeles/kinds.ts';
import './newangeles.messages.ts';
import { type GameCommands, type SubcommandRow, subcommandOf } from './types.ts';

/** A subcommand's or option's description by its path (newangeles.messages.ts). */
const d = (path: string): string => token(`cmd.na.${path}.description`);

/**
 * /na: one subcommand per kind of choice (the kinds are fixed in the New Angeles brief), so every
 * choice stays reachable by typing when the buttons under a message cannot show them all (a hand
 * of 9 cards to offer, 12 districts to target). Subcommands with a choice autocomplete the
 * caller's legal actions of that kind, each with its full effect and cost (a hand card's text only
 * to its owner). Small decisions (pass, the support vote, end the turn) come as buttons first;
 * their rows here keep them reachable. One row per kind (subcommand name, legal-action kind,
 * description, choice option, amount option). A row's kind is one of the game's choice kinds
 * (src/games/newangeles/kinds.ts): a kind renamed there is a type error here. `capital` is the one
 * extra row: the trade draft's capital amounts with the number
 * typed (the `terms` row has no number, so that Send and Cancel need none). At most 25 rows.
 * Names are the English ones Discord routes by; their French and every description are in
 * newangeles.messages.ts.
 */
export const NA_ROWS: readonly SubcommandRow<ChoiceKind>[] = [
  ['invest', 'invest', d('invest'), ['investment', d('invest.investment')]],
  ['general', 'general', d('general'), ['deck', d('general.deck')]],
  ['discard', 'discard', d('discard'), ['card', d('discard.card')]],
  ['offer', 'offer', d('offer'), ['card', d('offer.card')]],
  ['target', 'target', d('target'), ['district', d('target.district')]],
  ['counter', 'counter', d('counter'), ['card', d('counter.card')]],
  ['support', 'support', d('support'), ['offer', d('support.offer')]],
  ['asset', 'asset', d('asset'), ['asset', d('asset.asset')]],
  ['atarget', 'assetTarget', d('atarget'), ['district', d('atarget.district')]],
  ['end', 'end', d('end')],
  ['trade', 'trade', d('trade')],
  ['terms', 'terms', d('terms'), ['term', d('terms.term')]],
  ['capital', 'terms', d('capital'), ['term', d('capital.term')], ['amount', d('capital.amount')]],
  ['answer', 'answer', d('answer'), ['answer', d('answer.answer')]],
];

/** What Discord lets anyone type as capital; the legal range is checked on use. */
const AMOUNT = { min: 0, max: 999 };

export const naCommands: GameCommands = {
  name: 'na',
  description: token('cmd.na.description'),
  subcommands: NA_ROWS.map((row) => subcommandOf(row, AMOUNT)),
};
