/**
 * A game's slash command, as data: each subcommand maps to one kind of legal action.
 * With `choice`, the player picks among the legal actions of that kind through an
 * autocompleted option; without, the subcommand stands for the only action of its kind
 * (or shows that kind's choices as buttons when there are several).
 */
export interface GameSubcommand {
  readonly name: string;
  readonly description: string;
  /** The legal-action kind this subcommand performs. */
  readonly kind: string;
  readonly choice?: { readonly name: string; readonly description: string };
  /**
   * For kinds whose choices take a number the player types (`LegalAction.amount`): a required
   * integer option, autocompleted with the caller's legal range. `min`/`max` bound what Discord
   * lets anyone type (the widest range the game can offer); the legal range is checked on use.
   */
  readonly amount?: { readonly name: string; readonly description: string; readonly min?: number; readonly max?: number };
}

export interface GameCommands {
  /** Slash command name, e.g. "vr". */
  readonly name: string;
  readonly description: string;
  readonly subcommands: readonly GameSubcommand[];
}
