import type { Seat } from '../../engine/types.ts';
import type { NaState } from './state.ts';

/**
 * Placeholder signatures (the city work fills them). Resolving offered cards and asset powers.
 */

/** The districts an action card or emergency action (by id) may target now: where its conditions hold and its first effect does something (rule 55). Ascending. */
export function targetsOf(_s: NaState, _card: string): number[] {
  return [];
}

/**
 * Resolves the winning offer (rule 60): the card's effects in order at `target` (null: no effect
 * in the city, rule 55's last case), its pay to the resolver `seat`, then contracts, then illness;
 * stops the moment the game ends (threat 25, rule 83).
 */
export function resolveCard(_s: NaState, _seat: Seat, _card: string, _target: number | null): void {}

/** One line saying exactly what the card would do at `target` now ("Bioroid Workforce → 5 Bellamy: place an android; resolver +2 capital"). */
export function offerLine(_s: NaState, card: string, _target: number | null): string {
  return card;
}

/** The districts an asset's city power may target now (empty for other powers). */
export function assetTargets(_s: NaState, _asset: string): number[] {
  return [];
}

/** Uses an asset's power for `seat` (city effects at `target`); never a contract or illness (rule 70). */
export function useAssetPower(_s: NaState, _seat: Seat, _asset: string, _target: number | null): void {}
