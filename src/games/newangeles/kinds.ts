/**
 * Every kind of choice New Angeles offers (`Choice.kind`, a legal action's kind): the /na command
 * (commands/newangeles.ts) has a subcommand per kind and types its rows by `ChoiceKind`, and every
 * choice the rules build is an `Opt` (flow.ts) of one of these kinds, so a kind renamed in the
 * rules is a type error in the command until its row follows.
 */
export const CHOICE_KINDS = [
  // Setup and Demand rounds: keep one of the investments dealt.
  'invest',
  // Refresh: a General draw's deck; discarding down to the hand limit.
  'general',
  'discard',
  // The deal: the main offer, an offer's target district, a counteroffer chance, the support vote.
  'offer',
  'target',
  'counter',
  'support',
  // End of turn: an asset's ability, its target district, ending the turn.
  'asset',
  'assetTarget',
  'end',
  // Trading at any time: start a draft, its terms, the answer to a proposal.
  'trade',
  'terms',
  'answer',
] as const;
export type ChoiceKind = (typeof CHOICE_KINDS)[number];
