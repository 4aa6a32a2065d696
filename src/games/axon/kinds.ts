/**
 * Every kind of choice Axon Protocol offers (`Choice.kind`, a legal action's kind): the /axon
 * command (commands/axon.ts) has one subcommand per kind and types its rows by `ChoiceKind`, and
 * every choice the rules build is an `Opt` (flow.ts) of one of these kinds, so a kind renamed in
 * the rules is a type error in the command until its row follows.
 */
export const CHOICE_KINDS = [
  // Setup: the Corporation, Two Player Mode's third Resource and its draft.
  'corporation',
  'extra',
  'draft',
  // The turn: exactly one action, a Special Action before or after, Software any time.
  'activate',
  'hack',
  'phishing',
  'first',
  'reverse',
  'corp',
  'monopoly',
  'play',
  'end',
  // Inside an action: paying, a Skill use, the Area Action, a released prisoner, a reward token,
  // Phishing's box and Character, a card's or ability's target, the Counter window, End of Round discards.
  'pay',
  'skill',
  'area',
  'release',
  'reward',
  'box',
  'phish',
  'target',
  'counter',
  'discard',
] as const;
export type ChoiceKind = (typeof CHOICE_KINDS)[number];
