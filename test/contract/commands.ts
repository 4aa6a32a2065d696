import { promptRows } from '../../src/discord/prompt.ts';
import type { LegalAction } from '../../src/engine/types.ts';
import type { GameEntry } from '../../src/registry.ts';
import { fail } from './limits.ts';

/**
 * The private view (/hand) puts a Refresh row under the choices, leaving 4 of Discord's 5 rows:
 * the tightest prompt the platform lays out (src/discord/present.ts).
 */
const PROMPT_ROWS = 4;
const CHANNEL = '100000000000000001';

/**
 * Whether a seat could take every one of its choices: what the buttons and menus of a prompt
 * cannot show must be reachable by the game's slash command, a subcommand for the kind, with a
 * `choice` option when the kind has several actions (without one, the subcommand takes the only
 * action of its kind). Layouts depend only on the kinds in order, so each is computed once.
 */
export class CommandCoverage {
  readonly #hiddenBySignature = new Map<string, readonly string[]>();
  /** Kinds met in play, and those the buttons could not show at least once. */
  readonly kinds = new Set<string>();
  readonly hidden = new Set<string>();

  constructor(private readonly entry: GameEntry) {}

  check(seat: number, legal: readonly LegalAction[], where: string): void {
    if (legal.length === 0) return;
    const signature = legal.map((a) => a.kind).join('\n');
    let hiddenKinds = this.#hiddenBySignature.get(signature);
    if (!hiddenKinds) {
      hiddenKinds = promptRows(CHANNEL, seat, 0, legal, PROMPT_ROWS).hiddenKinds;
      this.#hiddenBySignature.set(signature, hiddenKinds);
      for (const a of legal) this.kinds.add(a.kind);
    }
    for (const kind of hiddenKinds) {
      this.hidden.add(kind);
      const sub = this.entry.commands.subcommands.find((s) => s.kind === kind);
      const count = legal.filter((a) => a.kind === kind).length;
      const seen = `${legal.length} choices (${[...new Set(legal.map((a) => a.kind))].join(', ')})`;
      if (!sub)
        fail(
          where,
          `the buttons cannot show every "${kind}" choice among ${seen}, and /${this.entry.commands.name} has no subcommand for that kind`,
        );
      if (count > 1 && !sub.choice)
        fail(
          where,
          `/${this.entry.commands.name} ${sub.name} has no choice option, but ${count} "${kind}" choices the buttons cannot all show are open among ${seen}`,
        );
    }
  }

  /** Kinds with neither a subcommand nor a place on the buttons every time they were met. */
  unreachable(): string[] {
    return [...this.hidden].filter((k) => !this.entry.commands.subcommands.some((s) => s.kind === k));
  }
}
