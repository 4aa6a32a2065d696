import { defineMessages, type Messages } from '../../engine/messages.ts';
import { NECRO_LIST } from './data/index.ts';
import { forPlayers } from './wording.ts';

/**
 * The three effects of each Necro card as players read them (the printed text made to speak to
 * them, forPlayers), in English and French: `vr.ncard.<id>.minimum|global|maximum`. The card data
 * keeps the printed texts.
 */

type Part = 'minimum' | 'global' | 'maximum';
const PARTS: readonly Part[] = ['minimum', 'global', 'maximum'];

const EN: Messages = Object.fromEntries(
  NECRO_LIST.flatMap((n) => PARTS.map((p) => [`vr.ncard.${n.id}.${p}`, forPlayers(n[p])])),
);

const IMMUNITY = 'Gagnez 1 jeton Immunité.';
const NONE = 'Sans effet.';
const MARKER = '(Un marqueur Necro le rappelle jusqu’à la fin de cette manche.)';

const FR_CARDS: Readonly<Record<string, readonly [minimum: string, global: string, maximum: string]>> = {
  corruption: [
    IMMUNITY,
    'Piochez 1 carte Corruption.',
    `À la manche suivante, l’action Recruter un Agent vous coûtera 8 Eurocrédits (au lieu de 4). ${MARKER}`,
  ],
  insurrections: [
    IMMUNITY,
    'À la manche suivante, Faire un Don vous coûtera entre 2 et 4 Eurocrédits.',
    `À la manche suivante, l’action Construire un Serveur vous coûtera 20 Eurocrédits (au lieu de 10). ${MARKER}`,
  ],
  disruption: [
    IMMUNITY,
    'À la manche suivante, vous ne gagnerez que 3 Eurocrédits (au lieu de 5) avec l’action Travailler.',
    `À la manche suivante, l’action Créer un Verse vous coûtera 14 Eurocrédits (au lieu de 7). ${MARKER}`,
  ],
  embezzlement: [
    'Augmentez votre Revenu de 1.',
    'Vous ne pouvez pas avoir plus de 5 Eurocrédits. Perdez tous vos Eurocrédits au-delà.',
    'Perdez tous vos Eurocrédits.',
  ],
  'tip-off': [
    'Défaussez 1 carte Corruption de votre choix.',
    'Retirez 1 de vos jetons d’Influence de Neo Paris.',
    'Retirez 2 de vos jetons d’Influence de Neo Paris.',
  ],
  revelations: ['Augmentez votre Revenu de 1.', 'Diminuez votre Revenu de 1.', 'Diminuez votre Revenu de 2.'],
  uprising: [
    'Défaussez 1 carte Corruption de votre choix.',
    'Piochez 1 carte Corruption.',
    'Piochez 2 cartes Corruption.',
  ],
  blackmail: ['Gagnez 5 Eurocrédits.', 'Perdez 5 Eurocrédits.', 'Perdez 10 Eurocrédits.'],
  'hostile-ai': [
    IMMUNITY,
    'Défaussez 1 de vos cartes Verse (en ligne ou non).',
    'Défaussez 1 de vos cartes Verse (en ligne ou non).',
  ],
  assassination: [IMMUNITY, 'Défaussez 1 de vos Agents en service.', 'Défaussez 1 de vos Agents en service.'],
  elimination: [
    IMMUNITY,
    'Défaussez un Boost (carte Boost ou Agent changé en Boost).',
    'Défaussez un Boost (carte Boost ou Agent changé en Boost).',
  ],
  'computer-virus': [
    NONE,
    'Au décompte de Fin de partie, les Verses ne peuvent rapporter plus de 8 PV (au lieu de 10).',
    'Retirez 1 de vos Serveurs de Neo Paris (si vous n’avez aucun Serveur dans Neo Paris, perdez 5 PV).',
  ],
  sabotage: [
    NONE,
    'Au décompte de Fin de partie, l’Objectif ne peut rapporter plus de 25 PV (au lieu de 30).',
    'Au décompte de Fin de partie, perdez 2 PV par trio d’Agents de types différents (chaque trio rapporte donc 3 PV au lieu de 5).',
  ],
  shootout: [
    NONE,
    'Au décompte de Fin de partie, perdez 3 PV par Titre possédé (chaque Titre rapporte donc 7 PV au lieu de 10).',
    'Défaussez tous vos jetons d’Influence de 2 arrondissements où vous en avez au moins 1.',
  ],
};

const FR: Messages = Object.fromEntries(
  NECRO_LIST.flatMap((n) => {
    const fr = FR_CARDS[n.id];
    if (!fr) throw new Error(`vr: no French for the Necro card "${n.id}"`);
    return PARTS.map((p, i) => [`vr.ncard.${n.id}.${p}`, fr[i]!]);
  }),
);

const ncard = defineMessages('vr.ncard', EN, FR);

/** One effect of a Necro card, as players read it, in the reader's language. */
export const necroPart = (id: string, part: Part): string => ncard(`vr.ncard.${id}.${part}`);
