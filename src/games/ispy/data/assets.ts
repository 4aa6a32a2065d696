import { assetSchema, type Asset } from './types.ts';

/** The 35 Assets (29 basic, 6 starred). Filled by the Assets work: this is the foundation's placeholder. */
const LIST = [
  { id: 'labor', name: 'Labor Organizer', cost: 5, text: 'Smuggle gives 1 more Supply Token.', designed: true, note: 'Effect designed; name and cost printed.' },
] as const;

export const ASSET_LIST: readonly Asset[] = LIST.map((a) => assetSchema.parse(a));
export const ASSETS: Readonly<Record<string, Asset>> = Object.fromEntries(ASSET_LIST.map((a) => [a.id, a]));
