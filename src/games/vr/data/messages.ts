import { defineMessages } from '../../../engine/messages.ts';

/**
 * The names of Virtual Revolution's components in English and French (docs/i18n.md, glossary):
 * Agents, Verses and Necro cards by id, the Actions, and the Agent and Verse types. Districts and
 * Boroughs keep the printed French names of Neo Paris. Data rows carry these tokens as their names.
 */

export const AGENT_NAMES_EN = {
  leslie: 'Leslie',
  camille: 'Camille',
  zero: 'Zero',
  jade: 'Jade',
  muriel: 'Muriel',
  'droid-ft2-465': 'Droid FT2-465',
  nash: 'Nash',
  benedict: 'Benedict',
  'doc-slice': 'Doc Slice',
  tanaka: 'Tanaka',
  trunk: 'Trunk',
  pixel: 'Pixel',
  'professor-shane': 'Professor Shane',
  'sx-1248': 'SX 1248',
  'baron-dimka': 'Baron Dimka',
  megabyte: 'Megabyte',
  delta: 'Delta',
  hassan: 'Hassan',
  viscount: 'Viscount',
  'the-mole': 'The Mole',
  corto: 'Corto',
  ivan: 'Ivan',
  'don-armondo': 'Don Armondo',
  clarisse: 'Clarisse',
  'miss-yoshida': 'Miss Yoshida',
  'the-weasel': 'The Weasel',
  lance: 'Lance',
  princess: 'Princess',
  morel: 'Morel',
  slade: 'Slade',
  dina: 'Dina',
  stilson: 'Stilson',
  'mme-tropovicz': 'Mme Tropovicz',
} as const;
export type AgentId = keyof typeof AGENT_NAMES_EN;

const AGENT_NAMES_FR: Record<AgentId, string> = {
  ...AGENT_NAMES_EN,
  zero: 'Zéro',
  'professor-shane': 'Professeur Shane',
  viscount: 'Vicomte',
  'the-mole': 'La Taupe',
  'the-weasel': 'La Belette',
  princess: 'Princesse',
};

export const VERSE_NAMES_EN = {
  westland: 'Westland',
  exoplanet: 'Exoplanet',
  'elven-lands': 'Elven Lands',
  conquistadores: 'Conquistadores',
  'space-conquest': 'Space Conquest',
  elassar: 'Elassar',
  venizia: 'Venizia',
  'olmeta-worlds': 'Olmeta Worlds',
  'the-rift': 'The Rift',
  'dark-kingdom': 'Dark Kingdom',
  mythologia: 'Mythologia',
  'the-codex': 'The Codex',
  'paris-1920': 'Paris 1920',
  'the-howling': 'The Howling',
  'the-curse': 'The Curse',
  'the-archipelago': 'The Archipelago',
  'london-1884': 'London 1884',
  'steampunk-worlds': 'Steampunk Worlds',
  'from-ashes-to-ashes': 'From Ashes to Ashes',
  multiverse: 'Multiverse',
  'outpost-53': 'Outpost 53',
  'jurassic-land': 'Jurassic Land',
  'the-cyclades': 'The Cyclades',
  'castle-in-the-air': 'Castle in the Air',
} as const;
export type VerseId = keyof typeof VERSE_NAMES_EN;

const VERSE_NAMES_FR: Record<VerseId, string> = {
  westland: 'Westland',
  exoplanet: 'Exoplanète',
  'elven-lands': 'Terres elfiques',
  conquistadores: 'Conquistadores',
  'space-conquest': 'Conquête spatiale',
  elassar: 'Elassar',
  venizia: 'Venizia',
  'olmeta-worlds': 'Mondes d’Olmeta',
  'the-rift': 'La Faille',
  'dark-kingdom': 'Royaume des Ténèbres',
  mythologia: 'Mythologia',
  'the-codex': 'Le Codex',
  'paris-1920': 'Paris 1920',
  'the-howling': 'Le Hurlement',
  'the-curse': 'La Malédiction',
  'the-archipelago': 'L’Archipel',
  'london-1884': 'Londres 1884',
  'steampunk-worlds': 'Mondes steampunk',
  'from-ashes-to-ashes': 'Des cendres aux cendres',
  multiverse: 'Multivers',
  'outpost-53': 'Avant-poste 53',
  'jurassic-land': 'Terre jurassique',
  'the-cyclades': 'Les Cyclades',
  'castle-in-the-air': 'Château dans le ciel',
};

export const NECRO_NAMES_EN = {
  corruption: 'Corruption',
  insurrections: 'Insurrections',
  disruption: 'Disruption of Transports',
  embezzlement: 'Embezzlement',
  'tip-off': 'Anonymous Tip-off',
  revelations: 'Revelations',
  uprising: 'Uprising',
  blackmail: 'Blackmail',
  'hostile-ai': 'Hostile AI',
  assassination: 'Assassination',
  elimination: 'Elimination',
  'computer-virus': 'Computer Virus',
  sabotage: "New Year's Eve Sabotage",
  shootout: 'Shootout',
} as const;
export type NecroId = keyof typeof NECRO_NAMES_EN;

const NECRO_NAMES_FR: Record<NecroId, string> = {
  corruption: 'Corruption',
  insurrections: 'Insurrections',
  disruption: 'Perturbation des transports',
  embezzlement: 'Détournement de fonds',
  'tip-off': 'Dénonciation anonyme',
  revelations: 'Révélations',
  uprising: 'Soulèvement',
  blackmail: 'Chantage',
  'hostile-ai': 'IA hostile',
  assassination: 'Assassinat',
  elimination: 'Élimination',
  'computer-virus': 'Virus informatique',
  sabotage: 'Sabotage du Nouvel An',
  shootout: 'Fusillade',
};

const prefixed = <P extends string, K extends string>(
  prefix: P,
  names: Readonly<Record<K, string>>,
): Record<`${P}${K}`, string> =>
  Object.fromEntries(Object.entries<string>(names).map(([id, n]) => [`${prefix}${id}`, n])) as Record<
    `${P}${K}`,
    string
  >;

const EN = {
  ...prefixed('vr.name.agent.', AGENT_NAMES_EN),
  ...prefixed('vr.name.verse.', VERSE_NAMES_EN),
  ...prefixed('vr.name.necro.', NECRO_NAMES_EN),
  'vr.name.action.work': 'Work',
  'vr.name.action.recruit': 'Recruit an Agent',
  'vr.name.action.server': 'Build a Server',
  'vr.name.action.verse': 'Create a Verse',
  'vr.name.action.donation': 'Make a Donation',
  'vr.name.verseType.scifi': 'Science Fiction',
  'vr.name.verseType.horror': 'Horror',
  'vr.name.verseType.fantasy': 'Fantasy',
  'vr.name.verseType.adventure': 'Adventure',
  'vr.name.agentType.fighter': 'Fighter',
  'vr.name.agentType.tech': 'Tech',
  'vr.name.agentType.diplomat': 'Diplomat',
};
const FR: typeof EN = {
  ...prefixed('vr.name.agent.', AGENT_NAMES_FR),
  ...prefixed('vr.name.verse.', VERSE_NAMES_FR),
  ...prefixed('vr.name.necro.', NECRO_NAMES_FR),
  'vr.name.action.work': 'Travailler',
  'vr.name.action.recruit': 'Recruter un Agent',
  'vr.name.action.server': 'Construire un Serveur',
  'vr.name.action.verse': 'Créer un Verse',
  'vr.name.action.donation': 'Faire un Don',
  'vr.name.verseType.scifi': 'Science-fiction',
  'vr.name.verseType.horror': 'Horreur',
  'vr.name.verseType.fantasy': 'Fantasy',
  'vr.name.verseType.adventure': 'Aventure',
  'vr.name.agentType.fighter': 'Combattant',
  'vr.name.agentType.tech': 'Tech',
  'vr.name.agentType.diplomat': 'Diplomate',
};

/** The token of a component's name (`vr.name.agent.leslie`...). */
export const nameToken = defineMessages('vr.name', EN, FR);
export const agentNameToken = (id: string): string => nameToken(`vr.name.agent.${id as AgentId}`);
export const verseNameToken = (id: string): string => nameToken(`vr.name.verse.${id as VerseId}`);
export const necroNameToken = (id: string): string => nameToken(`vr.name.necro.${id as NecroId}`);

/**
 * Rows whose printed name is replaced by its token, the printed name checked against the English
 * of the catalogue (a row without a name in both languages fails when the module loads).
 */
export function withNameTokens<T extends { id: string; name: string }>(
  rows: readonly T[],
  english: Readonly<Record<string, string>>,
  tokenOf: (id: string) => string,
): T[] {
  return rows.map((r) => {
    if (english[r.id] !== r.name) throw new Error(`vr: no name message for "${r.id}" (${r.name})`);
    return { ...r, name: tokenOf(r.id) };
  });
}
