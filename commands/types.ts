/**
 * A game's slash command, as data: each subcommand maps to one kind of legal action.
 * With `choice`, the player picks among the legal actions of that kind through an
 * autocompleted option; without, the subcommand stands for the only action of its kind
 * (or shows that kind's choices as buttons when there are several).
 */
export interface GameSubcommand<K extends string = string> {
  readonly name: string;
  readonly description: string;
  /** The legal-action kind this subcommand performs (`K`: the game's own union of kinds). */
  readonly kind: K;
  readonly choice?: { readonly name: string; readonly description: string };
  /**
   * For kinds whose choices take a number the player types (`LegalAction.amount`): a required
   * integer option, autocompleted with the caller's legal range. `min`/`max` bound what Discord
   * lets anyone type (the widest range the game can offer); the legal range is checked on use.
   */
  readonly amount?: {
    readonly name: string;
    readonly description: string;
    readonly min?: number;
    readonly max?: number;
  };
}

export interface GameCommands {
  /** Slash command name, e.g. "vr". */
  readonly name: string;
  readonly description: string;
  readonly subcommands: readonly GameSubcommand[];
}

/**
 * A subcommand as one row of a game's table: name, legal-action kind, description, then the
 * choice option and the typed-number option, each as [name, description], when it has them.
 * `K` is the game's own union of choice kinds, so a renamed kind is a type error in its row.
 */
export type SubcommandRow<K extends string = string> = readonly [
  name: string,
  kind: K,
  description: string,
  choice?: readonly [name: string, description: string],
  amount?: readonly [name: string, description: string],
];

/** The subcommand a row stands for; `amountRange` bounds its typed number (the widest the game offers). */
export function subcommandOf(
  [name, kind, description, choice, amount]: SubcommandRow,
  amountRange?: { readonly min: number; readonly max: number },
): GameSubcommand {
  return {
    name,
    kind,
    description,
    ...(choice ? { choice: { name: choice[0], description: choice[1] } } : {}),
    ...(amount ? { amount: { name: amount[0], description: amount[1], ...amountRange } } : {}),
  };
}
