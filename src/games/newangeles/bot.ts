import type { ComputerChoice, ComputerInput } from '../../engine/types.ts';
import type { NaAction } from './game.ts';
import type { NaView } from './view.ts';

/** The greedy computer player: pursues its own capital, from its view only. (Placeholder: first choice.) */
export function naGreedy(input: ComputerInput<NaView, NaAction>): ComputerChoice {
  return { key: input.legal[0]!.key };
}
