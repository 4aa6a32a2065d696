/**
 * The French of New Angeles' printed names and texts (cards, assets, events, demands, investments,
 * setup cards, contracts, resources, deck types), keyed by id next to the English of the data
 * files: one catalogue, namespace `na.data`. A missing French row is an error at load (`french`).
 * Corporation and district names are proper names kept as they are (the French edition keeps the
 * corporations' names); The Root is "la Racine".
 */
import { defineMessages, token } from '../../../engine/messages.ts';
import { ACTION_CARDS } from './actions.ts';
import { ASSETS } from './assets.ts';
import { CORPS } from './corps.ts';
import { DEMANDS } from './demands.ts';
import { EMERGENCIES } from './emergencies.ts';
import { EVENT_CARDS } from './events.ts';
import { INVESTMENTS } from './investments.ts';
import { SETUP_CARDS } from './setupCards.ts';
import { ACTION_TYPES, type ActionType, RESOURCES, type Resource } from './types.ts';

/** An action card design's key: its id without the copy ("L03-02" is design "L03"). */
export const designOf = (id: string): string => id.slice(0, 3);

// biome-ignore format: one row per card
const ACTIONS_FR: Readonly<Record<string, string>> = {
  L01: 'Main-d’œuvre bioroïde', L02: 'Déploiement rapide', L03: 'Heures sup imposées',
  L04: 'Contrat d’atelier clandestin', L05: 'Équipe réduite', L06: 'Programme de reconversion',
  B01: 'Clinique de thérapie génique', B02: 'Clinique de clones', B03: 'Essai sur le terrain',
  B04: 'Épidémie provoquée', B05: 'Campagne de vaccination', B06: 'Calmants pharmaceutiques',
  M01: 'Offensive médiatique', M02: 'Émission réconfortante', M03: 'Diffusion dans toute la ville',
  M04: 'Révélations incendiaires', M05: 'Indignation virale', M06: 'Couverture du sommet de paix',
  M07: 'Soutien d’une star du sensie',
  C01: 'Projet d’arcologie', C02: 'Réparateurs du réseau', C03: 'Construction bâclée',
  C04: 'Coupure contrôlée', C05: 'Refonte des infrastructures', C06: 'Reconstruction civique',
  S01: 'Déploiement de Prisec', S02: 'Raid anti-émeute', S03: 'Opération d’infiltration',
  S04: 'Disperser la foule', S05: 'Tirer d’abord', S06: 'Surveillance de quartier', S07: 'Ratissage de confinement',
};

// biome-ignore format: one row per card
const EMERGENCIES_FR: Readonly<Record<string, string>> = {
  'E-haas': 'Afflux de bioroïdes', 'E-jinteki': 'Remède génétique', 'E-nbn': 'Allocution en prime time',
  'E-weyland': 'Mégaprojet Gagarine', 'E-globalsec': 'Loi martiale', 'E-melange': 'Extraction profonde',
};

/** Each asset's French: its name (a person keeps their name, the title is translated) and its text. */
// biome-ignore format: one row per asset
const ASSETS_FR: Readonly<Record<string, readonly [string, string]>> = {
  A01: ['Mirela Okafor, héritière d’arcologie', 'Fin de tour : gagnez 1 capital.'],
  A02: ['Amaru, prêcheur de rue', 'Fin de tour : l’agitation baisse d’un cran dans un district en manifestation.'],
  A03: ['Ines Vey, dénicheuse de talents', 'Fin de tour : piochez 1 carte Action de la plus grande pioche.'],
  A04: ['Tomas Achi, contremaître androïde', 'Fin de tour : piochez 1 carte Travail.'],
  A05: ['Kaito Mendez, courtier en hélium-3', 'Fin de tour : ajoutez 1 Énergie à l’approvisionnement.'],
  A06: ['Lucho Paz, baron des cuves', 'Fin de tour : ajoutez 1 Nourriture à l’approvisionnement.'],
  A07: ['Cuervo, receleur pistolero', 'Fin de tour : ajoutez 1 Biens à l’approvisionnement.'],
  A08: ['Adaeze Lin, rectrice de Levy U', 'Fin de tour : ajoutez 1 Tech à l’approvisionnement.'],
  A09: ['Rosa Ibarra, conseillère municipale', 'Fin de tour : la Menace baisse de 1.'],
  A10: ['Marcus Dane, agent de liaison fédéral', 'Fin de tour : la Menace monte de 1.'],
  A11: ['Chela Ruiz, cheffe de quartier', 'Épuiser : lors d’un vote, votre voix compte 1 de plus.'],
  A12: ['Hugo Taipe, délégué syndical', 'Épuiser : lors d’un vote, votre voix compte 1 de plus.'],
  A13: ['Wen Zhao, parrain de la Tri-Maf', 'Épuiser : lors d’un vote, votre voix compte 2 de plus.'],
  A14: ['Noor Haddad, intermédiaire', 'Épuiser : faites une contre-offre sans payer de capital.'],
  A15: ['Pierce Hale, lobbyiste', 'Épuiser : faites une contre-offre sans payer de capital.'],
  A16: ['Sasha Volk, ingénieure réseau', 'Épuiser (fin de votre tour) : retirez une panne d’un district.'],
  A17: ['Dario Nunes, capitaine Prisec', 'Épuiser (fin de votre tour) : faites sortir un Human First de son district.'],
  A18: ['Yuki Sato, courtière en données', 'Épuiser (fin de votre tour) : piochez 1 carte Action de la plus grande pioche.'],
  A19: ['Compte offshore', 'Défausser (fin de votre tour) : gagnez 3 capital.'],
  A20: ['Lyle Brandt, parachute doré', 'Défausser (fin de votre tour) : gagnez 5 capital.'],
  A21: ['Ama Boateng, négociatrice de crise', 'Défausser (fin de votre tour) : retournez votre action d’urgence face visible.'],
  A22: ['Helena Voss, présidente du conseil', 'Défausser (fin de votre tour) : retournez votre action d’urgence face visible.'],
  A23: ['Teo Ramos, assistant du maire', 'Défausser (fin de votre tour) : la Menace baisse de 2.'],
  A24: ['Wraith, saboteur', 'Défausser (fin de votre tour) : la Menace monte de 2.'],
  A25: ['Ivo Marsh, chef démolisseur', 'Défausser (fin de votre tour) : placez un développement là où il n’y en a pas.'],
  A26: ['Isabela Roa, reine des contrebandiers', 'Défausser (fin de votre tour) : ajoutez 2 Énergie à l’approvisionnement.'],
  A27: ['Rafael Ionescu, avocat-conseil', 'Vos contre-offres vous coûtent 1 capital de moins.'],
  A28: ['Priya Anand, négociatrice', 'Vos contre-offres vous coûtent 2 capital de moins.'],
  A29: ['Odile Marchetti, juriste d’affaires', 'Le contrat de votre corporation rapporte 1 capital de plus.'],
  A30: ['Benjamin Osei, chef des achats', 'Le contrat de votre corporation rapporte 1 capital de plus.'],
  A31: ['Drake, bioroïde personnel', 'Votre limite de main est de 2 de plus.'],
  A32: ['Mei Tanaka, archiviste', 'Votre limite de main est de 1 de plus.'],
  A33: ['Rosa Kim, facilitatrice', 'Les cartes Action que vous résolvez vous rapportent 1 capital de plus.'],
  A34: ['Celeste Arvo, magnat des médias', 'Les cartes Action que vous résolvez vous rapportent 1 capital de plus.'],
};

// biome-ignore format: one row per card
const EVENTS_FR: Readonly<Record<string, string>> = {
  V01: 'Rassemblement anti-androïdes', V02: 'Expansion de la Tri-Maf', V03: 'Saison de la grippe',
  V04: 'Baisse de tension', V05: 'Peste synthétique', V06: 'Guerre de territoire des Pistoleros',
  V07: 'Sabotage du réseau', V08: 'Maintenance du Haricot', V09: 'Vague de grèves', V10: 'Enquête fédérale',
  V11: 'Marche pour les droits des clones', V12: 'Eau contaminée', V13: 'Trêve de la Tri-Maf',
  V14: 'Panne générale à la Racine', V15: 'Campagne de recrutement des gangs', V16: 'Krach boursier',
};

// biome-ignore format: one row per card
const DEMANDS_FR: Readonly<Record<string, string>> = {
  D1: 'Quota énergétique du Haricot', D2: 'Pénurie alimentaire', D3: 'Boom de la consommation', D4: 'Salon de la Tech',
  D5: 'Croissance équilibrée', D6: 'Budget d’austérité', D7: 'Cargaison lunaire', D8: 'Expansion des arcologies',
  D9: 'Audit fédéral',
};

/** Each investment's French: its name and its text. */
// biome-ignore format: one row per card
const INVESTMENTS_FR: Readonly<Record<string, readonly [string, string]>> = {
  I01: ['Contrats à terme sur l’énergie', '1 capital par Énergie dans l’approvisionnement (max 7).'],
  I02: ['Obligations agricoles', '1 capital par Nourriture dans l’approvisionnement (max 7).'],
  I03: ['Fonds indiciel du commerce', '1 capital par Biens dans l’approvisionnement (max 7).'],
  I04: ['Fonds de capital-risque Tech', '1 capital par Tech dans l’approvisionnement (max 7).'],
  I05: ['Obligations municipales', '7 capital si la Demande est satisfaite.'],
  I06: ['Parier contre la ville', '6 capital si la Demande n’est pas satisfaite.'],
  I07: ['Location d’androïdes', '1 capital par district avec un androïde (max 7).'],
  I08: ['Fonds immobilier', '2 capital par district avec un développement (max 8).'],
  I09: ['Contrats Prisec', '2 capital par district avec Prisec (max 6).'],
  I10: ['Assurance anti-émeute', '2 capital par district en manifestation (max 8).'],
  I11: ['Capitalisme du désastre', '6 capital si la Menace est d’au moins 15.'],
  I12: ['Société holding', '2 capital par atout que vous possédez (max 6).'],
};

// biome-ignore format: one row per card
const SETUPS_FR: Readonly<Record<string, string>> = {
  S1: 'Ville champignon', S2: 'Agitation ouvrière', S3: 'Ville des syndicats du crime', S4: 'Zone de quarantaine',
  S5: 'À l’ombre du Haricot', S6: 'Les docks',
};

// biome-ignore format: one row per corporation
const CONTRACTS_FR: Readonly<Record<string, string>> = {
  haas: 'Un androïde est placé : +2 capital.',
  jinteki: 'Un jeton Maladie est retiré d’un district : +3 capital.',
  nbn: 'L’agitation baisse dans un district : +1 capital.',
  weyland: 'Un développement est placé : +4 capital.',
  globalsec: 'Une unité ennemie est retirée d’un district : +3 capital.',
  melange: 'Un district est exploité : +2 capital.',
};

export const RESOURCES_FR: Readonly<Record<Resource, string>> = {
  energy: 'Énergie',
  food: 'Nourriture',
  goods: 'Biens',
  tech: 'Tech',
};
export const RESOURCES_EN: Readonly<Record<Resource, string>> = {
  energy: 'Energy',
  food: 'Food',
  goods: 'Goods',
  tech: 'Tech',
};
export const TYPES_EN: Readonly<Record<ActionType, string>> = {
  labor: 'Labor',
  biotech: 'Biotech',
  media: 'Media',
  construction: 'Construction',
  security: 'Security',
};
const TYPES_FR: Readonly<Record<ActionType, string>> = {
  labor: 'Travail',
  biotech: 'Biotech',
  media: 'Médias',
  construction: 'Construction',
  security: 'Sécurité',
};

/** A French row for every id, or the load fails: a card added without its French is caught at once. */
function french<T>(
  table: Readonly<Record<string, T>>,
  ids: readonly string[],
  what: string,
): Readonly<Record<string, T>> {
  const missing = ids.filter((id) => table[id] === undefined);
  if (missing.length) throw new Error(`New Angeles: no French for the ${what} ${missing.join(', ')}`);
  return table;
}

const en: Record<string, string> = {};
const fr: Record<string, string> = {};
const add = (key: string, english: string, french: string): void => {
  en[`na.data.${key}`] = english;
  fr[`na.data.${key}`] = french;
};
const designs = [...new Map(ACTION_CARDS.map((c) => [designOf(c.id), c.name])).entries()];
const actionsFr = french(
  ACTIONS_FR,
  designs.map(([d]) => d),
  'action card',
);
for (const [d, name] of designs) add(d, name, actionsFr[d]!);
const emFr = french(
  EMERGENCIES_FR,
  EMERGENCIES.map((e) => e.id),
  'emergency action',
);
for (const e of EMERGENCIES) add(e.id, e.name, emFr[e.id]!);
const assetsFr = french(
  ASSETS_FR,
  ASSETS.map((a) => a.id),
  'asset',
);
for (const a of ASSETS) {
  add(a.id, a.name, assetsFr[a.id]![0]);
  add(`${a.id}.text`, a.text, assetsFr[a.id]![1]);
}
const eventsFr = french(
  EVENTS_FR,
  EVENT_CARDS.map((e) => e.id),
  'event',
);
for (const e of EVENT_CARDS) add(e.id, e.name, eventsFr[e.id]!);
const demandsFr = french(
  DEMANDS_FR,
  DEMANDS.map((d) => d.id),
  'demand',
);
for (const d of DEMANDS) add(d.id, d.name, demandsFr[d.id]!);
const investFr = french(
  INVESTMENTS_FR,
  INVESTMENTS.map((i) => i.id),
  'investment',
);
for (const i of INVESTMENTS) {
  add(i.id, i.name, investFr[i.id]![0]);
  add(`${i.id}.text`, i.text, investFr[i.id]![1]);
  add(`${i.id}.clause`, i.text.replace(/\.$/, ''), investFr[i.id]![1].replace(/\.$/, ''));
}
const setupsFr = french(
  SETUPS_FR,
  SETUP_CARDS.map((s) => s.id),
  'setup card',
);
for (const s of SETUP_CARDS) add(s.id, s.name, setupsFr[s.id]!);
const contractsFr = french(
  CONTRACTS_FR,
  CORPS.map((c) => c.id),
  'contract',
);
for (const c of CORPS) {
  add(`${c.id}.contract`, c.contract.text, contractsFr[c.id]!);
  add(`${c.id}.contractClause`, c.contract.text.replace(/\.$/, ''), contractsFr[c.id]!.replace(/\.$/, ''));
}
for (const r of RESOURCES) add(`res.${r}`, RESOURCES_EN[r], RESOURCES_FR[r]);
for (const t of ACTION_TYPES) add(`type.${t}`, TYPES_EN[t], TYPES_FR[t]);

defineMessages('na.data', en, fr);

/** The token of a printed name or text (`na.data.<key>`). */
const data = (key: string): string => token(`na.data.${key}`);
/** An action card's or emergency action's name, by card id. */
export const cardNameOf = (id: string): string => data(id.startsWith('E-') ? id : designOf(id));
export const assetNameOf = (id: string): string => data(id);
export const assetTextOf = (id: string): string => data(`${id}.text`);
export const eventNameOf = (id: string): string => data(id);
export const demandNameOf = (id: string): string => data(id);
export const investNameOf = (id: string): string => data(id);
export const investTextOf = (id: string): string => data(`${id}.text`);
/** An investment's text without its full stop, for a sentence that goes on. */
export const investClauseOf = (id: string): string => data(`${id}.clause`);
export const setupNameOf = (id: string): string => data(id);
export const contractTextOf = (corp: string): string => data(`${corp}.contract`);
export const contractClauseOf = (corp: string): string => data(`${corp}.contractClause`);
export const resourceName = (r: Resource): string => data(`res.${r}`);
export const typeName = (t: ActionType): string => data(`type.${t}`);
