import type { Choice } from '../../engine/flow.ts';

/**
 * Every kind of choice I, Spy offers (`Choice.kind`, the legal action's kind), in the order of
 * the /spy command's rows (commands/ispy.ts). The choices the rules modules build are typed by
 * it, and so are the command's rows: a kind renamed or misspelt on either side is a type error.
 * 'reveal' (Coerce's optional reveal) and 'tickets' (stopping a forced Ticket spend) have no
 * subcommand: the buttons always show them.
 */
export const ISPY_KINDS = [
  // The turn.
  'deploy',
  'flee',
  'play',
  'move',
  'enter',
  'exit',
  'contact',
  'retrieve',
  'privateTag',
  'extra',
  'end',
  // Inside effects.
  'region',
  'reward',
  'asset',
  'space',
  'target',
  'seat',
  'option',
  'icon',
  'card',
  'player',
  'politician',
  'nation',
  'shadow',
  'crypto',
  'reveal',
  'tickets',
] as const;
export type IspyKind = (typeof ISPY_KINDS)[number];

/** One choice I, Spy offers: an engine Choice whose kind is one of ISPY_KINDS. */
export type IspyChoice = Choice & { readonly kind: IspyKind };
