import { standingsProblem } from '../../src/engine/standings.ts';
import type { GameDefinition } from '../../src/engine/types.ts';
import { fail } from './limits.ts';
import { checkPublicTexts, declaredSecrets } from './secrets.ts';

/**
 * The game's standings (what the strike vote ends it with) at this step: one well-formed standing
 * per seat, and public: their lines name no seat's secret.
 */
export function checkStandings(def: GameDefinition, state: unknown, seats: number, where: string): void {
  const st = def.standings(state);
  const problem = standingsProblem(st, seats);
  if (problem) fail(where, `the standings are not well formed: ${problem}`);
  checkPublicTexts(
    [],
    { over: true, summary: st.summary },
    declaredSecrets(def, state, seats, where),
    `${where}, standings`,
  );
}
