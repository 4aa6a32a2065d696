/**
 * Every kind of choice Virtual Revolution offers (`Choice.kind`, a legal action's kind): every
 * choice the rules build is an `Opt` (flow.ts) of one of these kinds, and the /vr command
 * (commands/vr.ts) types its subcommands' kinds by `VrChoiceKind`, so a kind renamed in the rules
 * is a type error in the command until its row follows. Kinds met only inside small decisions
 * (a Quartier Latin yes/no, an Agent's fate...) have no subcommand: buttons carry them.
 */
export const VR_CHOICE_KINDS = [
  // The turn: Director, Influence, Action, end.
  'director',
  'influence',
  'add',
  'remove',
  'move',
  'action',
  'extra',
  'end',
  // Inside the Actions.
  'recruit',
  'server',
  'verse',
  'refresh',
  'donate',
  'card',
  'done',
  // Free actions during one's turn.
  'agentUse',
  'agentPromote',
  'promotion',
  'title',
  'recycle',
  'verseOnline',
  'verseTrade',
  // Decisions: a Borough, an Agent, a player or target, a Boost, Immunity, a Raid, an Agent's fate,
  // Quartier Latin, the turn order, Tropovicz, the final Objective, or skipping an optional step.
  'borough',
  'agent',
  'player',
  'target',
  'boost',
  'immunity',
  'suffer',
  'ignore',
  'fate',
  'ql',
  'order',
  'tropovicz',
  'objective',
  'skip',
] as const;
export type VrChoiceKind = (typeof VR_CHOICE_KINDS)[number];
