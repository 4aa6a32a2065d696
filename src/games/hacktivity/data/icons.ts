import type { Icon } from './types.ts';

/** Short builders for the printed icons, so the designed card lists read like the cards. */
export const I = {
  /** Destroy X (one Anomaly or the purple cube). */
  D: (n: number): Icon => ({ k: 'destroy', n, anomalyOnly: false }),
  /** Destroy X : [Anomaly] (never the Critical interface). */
  DA: (n: number): Icon => ({ k: 'destroy', n, anomalyOnly: true }),
  /** Destroy X + Destroy Y on two Anomalies (one may be the purple cube). */
  D2: (n: number, m: number): Icon => ({ k: 'destroy2', n, m }),
  /** Destroy, distributed X. */
  Dist: (n: number): Icon => ({ k: 'distributed', n }),
  /** Destroy X on one Anomaly + Reduce infection Y. */
  DR: (n: number, m: number): Icon => ({ k: 'destroyReduce', n, m }),
  /** Destroy or reduce infection X. */
  DoR: (n: number): Icon => ({ k: 'destroyOrReduce', n }),
  Spread: (n: number): Icon => ({ k: 'spread', n }),
  Reduce: (n: number): Icon => ({ k: 'reduce', n }),
  Charge: (n: number): Icon => ({ k: 'charge', n }),
  Discharge: (n: number): Icon => ({ k: 'discharge', n }),
  Damage: (n: number): Icon => ({ k: 'damage', n }),
  DamageShared: (n: number): Icon => ({ k: 'damageShared', n }),
  Fortify: (n: number): Icon => ({ k: 'fortify', n }),
  FortifyShared: (n: number): Icon => ({ k: 'fortifyShared', n }),
  Up: (n: number): Icon => ({ k: 'alertUp', n }),
  Down: (n: number): Icon => ({ k: 'alertDown', n }),
  Discard: (n: number): Icon => ({ k: 'discard', n }),
  AddNode: (n: number): Icon => ({ k: 'addNode', n }),
  Chain: { k: 'chain' } as Icon,
  Duplicate: { k: 'duplicate' } as Icon,
  PutBack: { k: 'putBack' } as Icon,
  Tension: (n: number): Icon => ({ k: 'tension', n }),
};
