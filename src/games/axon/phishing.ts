import type { Seat } from '../../engine/types.ts';
import type { AxonState } from './state.ts';

/**
 * FOUNDATION PLACEHOLDER (helper B replaces this file): one Phishing. `seat` looks at the top 5
 * Character cards (privately), keeps 1 in the Display (it enters at its Starting Location, not
 * activated) and shuffles the rest back ('phish' decision). Whoever calls it has already paid and
 * put the Activation Token on the Exit Area's Phishing box where the rules want one (the Area
 * Action and the turn's Phishing action do; End of Round step 7 does not). Nothing happens with
 * an empty Character stack.
 */
export function startPhishing(_s: AxonState, _seat: Seat): void {}
