import type { CountedIconKind, Icon } from './types.ts';

/** The builder of a one-number icon of kind `k`. */
const counted =
  (k: CountedIconKind) =>
  (n: number): Icon => ({ k, n });

/** Short builders for the printed icons, so the designed card lists read like the cards. */
export const I = {
  /** Destroy X (one Anomaly or the purple cube). */
  D: (n: number): Icon => ({ k: 'destroy', n, anomalyOnly: false }),
  /** Destroy X : [Anomaly] (never the Critical interface). */
  DA: (n: number): Icon => ({ k: 'destroy', n, anomalyOnly: true }),
  /** Destroy X + Destroy Y on two Anomalies (one may be the purple cube). */
  D2: (n: number, m: number): Icon => ({ k: 'destroy2', n, m }),
  /** Destroy, distributed X. */
  Dist: counted('distributed'),
  /** Destroy X on one Anomaly + Reduce infection Y. */
  DR: (n: number, m: number): Icon => ({ k: 'destroyReduce', n, m }),
  /** Destroy or reduce infection X. */
  DoR: counted('destroyOrReduce'),
  Spread: counted('spread'),
  Reduce: counted('reduce'),
  Charge: counted('charge'),
  Discharge: counted('discharge'),
  Damage: counted('damage'),
  DamageShared: counted('damageShared'),
  Fortify: counted('fortify'),
  FortifyShared: counted('fortifyShared'),
  Up: counted('alertUp'),
  Down: counted('alertDown'),
  Discard: counted('discard'),
  AddNode: counted('addNode'),
  Chain: { k: 'chain' } as Icon,
  Duplicate: { k: 'duplicate' } as Icon,
  PutBack: { k: 'putBack' } as Icon,
  Tension: counted('tension'),
};
