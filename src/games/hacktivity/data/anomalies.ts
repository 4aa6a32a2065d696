import { anomalyCardSchema, type AnomalyCard } from './types.ts';

/** Placeholder until the data work lands: the 43 Anomalies, 4 Alphas, 12 Alert cards, 3 Solo Virus cards. */
const LIST = [
  { id: 'a1', set: 'A1+', name: 'Worm', nodes: 4, top: [{ k: 'destroy', n: 1 }], bottom: [{ k: 'damage', n: 2 }, { k: 'spread', n: 2 }], designed: true, note: 'placeholder' },
] as const;

export const ANOMALY_LIST: readonly AnomalyCard[] = LIST.map((c) => anomalyCardSchema.parse(c));
export const ANOMALIES: Readonly<Record<string, AnomalyCard>> = Object.fromEntries(ANOMALY_LIST.map((c) => [c.id, c]));
/** The Strange Phenomenon on the Critical interface (its text). */
export const STRANGE_PHENOMENON = { name: 'Strange Phenomenon', text: 'placeholder' };
