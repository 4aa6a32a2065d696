import { defineMessages, type Messages } from '../../engine/messages.ts';
import { OBJECTIVE_LIST, OBJECTIVES } from './data/index.ts';

/**
 * The Objective cards' texts in English (as printed) and French, by family: `vr.objText.<family>`.
 * The card data keeps the printed texts.
 */

const EN: Messages = Object.fromEntries(OBJECTIVE_LIST.map((o) => [`vr.objText.${o.family}`, o.text]));

const FR_TEXTS: Readonly<Record<string, string>> = {
  income:
    'Gagnez 3 PV pour chaque tranche de 2 niveaux de Revenu. EXEMPLE : avec un Revenu de 15, vous marquez 3x7 = 21 PV.',
  servers:
    'Gagnez 5 PV par Serveur que vous avez construit (en plus des PV habituels selon le nombre de Serveurs construits).',
  verses: 'Gagnez 5 PV par Verse que vous possédez (en ligne ou non).',
  verseTypes:
    'Gagnez 7 PV par Verse de type différent (Science-fiction, Horreur, Fantasy, Aventure) que vous possédez (en ligne ou non).',
  verseOfType:
    'Choisissez un type de Verse (Science-fiction, Horreur, Fantasy ou Aventure). Gagnez 7 PV par carte Verse de ce type que vous possédez (en ligne ou non).',
  boroughs:
    'Pour chaque arrondissement que vous contrôlez, gagnez : 2 PV à 2 joueurs, 3 PV à 3 joueurs, ou 4 PV à 4 joueurs.',
  emptyDistricts:
    'Pour chaque quartier où vous n’avez aucun jeton d’Influence (quels que soient vos Serveurs), gagnez : 7 PV à 2 joueurs, 6 PV à 3 joueurs, ou 5 PV à 4 joueurs.',
  titles:
    'Pour chaque Titre que vous possédez, gagnez : 8 PV à 2 joueurs, 10 PV à 3 joueurs, ou 12 PV à 4 joueurs (en plus des 10 PV habituels de chaque Titre).',
  agentType:
    'Choisissez un type d’Agent. Ligne 1 : gagnez 5 PV par Agent de niveau 1 et 7 PV par Agent de niveau 2 du type indiqué. Ligne 2 : gagnez 2 PV par Agent de niveau 1 et 3 PV par Agent de niveau 2 du type indiqué. Additionnez ensuite les deux lignes. Tous vos Agents du type indiqué comptent (en service, changés en Boost ou retirés).',
  money: 'Gagnez 1 PV par tranche de 2 Eurocrédits possédés + 1 PV par niveau de Revenu.',
};

const FR: Messages = Object.fromEntries(
  Object.keys(EN).map((key) => {
    const fr = FR_TEXTS[key.slice('vr.objText.'.length)];
    if (!fr) throw new Error(`vr: no French for the Objective text "${key}"`);
    return [key, fr];
  }),
);

const objText = defineMessages('vr.objText', EN, FR);

/** An Objective card's text, in the reader's language. */
export const objectiveText = (id: string): string => objText(`vr.objText.${OBJECTIVES[id]!.family}`);
