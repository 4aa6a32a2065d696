import { politicianSchema, type Politician } from './types.ts';

/** The 39 Politicians. Filled by the Politicians work: this is the foundation's placeholder. */
const LIST = [
  { id: 'foch', name: 'Ferdinand Foch', office: 'French general', influence: { france: 3, britain: 2, russia: 1 }, text: '+3 France, +2 Britain, +1 Russia.' },
] as const;

export const POLITICIAN_LIST: readonly Politician[] = LIST.map((p) => politicianSchema.parse(p));
export const POLITICIANS: Readonly<Record<string, Politician>> = Object.fromEntries(POLITICIAN_LIST.map((p) => [p.id, p]));
