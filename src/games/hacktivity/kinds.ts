/**
 * Every kind of choice Hacktivity offers (a choice's `kind`, the legal action's kind): the rules
 * modules build their choices with these (flow.ts `Opt`), and /hack has one subcommand per kind
 * (commands/hacktivity.ts), so renaming a kind, or adding one without its subcommand, is a type error.
 */
export const HACK_CHOICE_KINDS = [
  'character',
  'draw',
  'lastdraw',
  'play',
  'end',
  'program',
  'share',
  'target',
  'distribute',
  'block',
  'discard',
  'duplicate',
  'option',
] as const;
export type HackChoiceKind = (typeof HACK_CHOICE_KINDS)[number];
