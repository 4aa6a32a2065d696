import type { ChoiceKind } from '../src/games/newangeles/kinds.ts';
import { type GameCommands, type SubcommandRow, subcommandOf } from './types.ts';

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
 */
export const NA_ROWS: readonly SubcommandRow<ChoiceKind>[] = [
  // Setup and Demand rounds.
  [
    'invest',
    'invest',
    'Keep one of the two investments dealt to you (secret, scored at the next Demand round)',
    ['investment', 'The investment and how it scores'],
  ],
  // Refresh.
  ['general', 'general', 'Refresh: the deck a General draw takes its card from', ['deck', 'The action deck']],
  ['discard', 'discard', 'Hand limit: an action card to discard face down', ['card', 'The card (its text)']],
  // The deal.
  [
    'offer',
    'offer',
    'The deal: your main offer, an action card (or your emergency action)',
    ['card', 'The card and what it does'],
  ],
  [
    'target',
    'target',
    'The district your offer (or counteroffer) targets',
    ['district', 'The district and exactly what happens there'],
  ],
  [
    'counter',
    'counter',
    'Your counteroffer chance: a card covering the last offer (with its cost), or pass',
    ['card', 'The card and its cost, or pass'],
  ],
  [
    'support',
    'support',
    'Support the main offer or the counteroffer (one secret vote; an asset may add to it)',
    ['offer', 'The offer (and a vote asset to exhaust)'],
  ],
  // End of turn.
  [
    'asset',
    'asset',
    'End of turn: use an asset (End of Turn, Exhaust or Discard ability)',
    ['asset', 'The asset and what it does'],
  ],
  [
    'atarget',
    'assetTarget',
    "The district an asset's ability acts on",
    ['district', 'The district and what happens there'],
  ],
  ['end', 'end', 'End your turn: the active-player token passes left'],
  // Trading, at any time.
  ['trade', 'trade', 'Draft a trade of capital and assets with another player (private until sent)'],
  ['terms', 'terms', 'Trade draft: the partner, the assets each way, send or cancel', ['term', 'The term to set']],
  [
    'capital',
    'terms',
    'Trade draft: capital to give or to ask, with the number typed',
    ['term', 'Give or ask capital'],
    ['amount', 'How much capital'],
  ],
  ['answer', 'answer', 'Accept or decline a trade proposed to you', ['answer', 'The proposal and yes or no']],
];

/** What Discord lets anyone type as capital; the legal range is checked on use. */
const AMOUNT = { min: 0, max: 999 };

export const naCommands: GameCommands = {
  name: 'na',
  description: 'New Angeles: deal for assets, keep the city supplied, out-earn your secret rival',
  subcommands: NA_ROWS.map((row) => subcommandOf(row, AMOUNT)),
};
