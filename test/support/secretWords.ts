import { LOCALES, localize } from '../../src/engine/messages.ts';
import type { GameDefinition, Seat } from '../../src/engine/types.ts';

/**
 * A seat's secrets as a reader could meet them: as the game states them (message tokens among
 * them) and in every language, so a scan of what reached Discord finds a secret in any words.
 */
export function secretWords(def: GameDefinition, state: unknown, seat: Seat): string[] {
  return [...new Set(def.secrets(state, seat).flatMap((s) => [s, ...LOCALES.map((l) => localize(s, l))]))];
}
