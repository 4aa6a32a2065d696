import { defineMessages } from '../../../engine/messages.ts';
import { ANOMALY_LIST, SOLO_SPARES, STRANGE_PHENOMENON } from './anomalies.ts';
import { CHARACTER_CARD_LIST, PROGRAMS, SOLO_ZERO } from './characters.ts';

/**
 * The French names of every card, program and Solo card (all designed names: no French edition's
 * list to follow), keyed by id. Each id of the data lists needs its French name here: a missing
 * one stops the bot at start (and test/games/hacktivity/data.test.ts), an extra one is an error too.
 */
const FR = {
  // CyberLink
  cl01: 'Ping fantôme',
  cl02: 'Guirlande',
  cl03: 'Tissemaille',
  cl04: 'Hameçon',
  cl05: 'Fuite de signal',
  cl06: 'Fil piège',
  cl07: 'Piratage dorsal',
  cl08: 'Treillis',
  cl09: 'Épissure froide',
  cl10: 'Relais brûlé',
  cl11: 'Collet à nœuds',
  cl12: 'Saut zéro',
  cl13: 'Cascade',
  // DrPower
  dp01: 'Condensateur',
  dp02: 'Surcadençage',
  dp03: 'Lance à arc',
  dp04: 'Bobine sifflante',
  dp05: 'Prise de surtension',
  dp06: 'Mèche plasma',
  dp07: 'Éclosion statique',
  dp08: 'Drain de flux',
  dp09: 'Sangsue réseau',
  dp10: 'Éclateur',
  dp11: 'Tempête ionique',
  dp12: 'Baisse de tension',
  dp13: 'Zone rouge',
  // BLAAST!!
  bl01: 'Éclat de miroir',
  bl02: 'Boucle d’écho',
  bl03: 'Imitateur',
  bl04: 'Thermite',
  bl05: 'Onde de choc',
  bl06: 'Charge de brèche',
  bl07: 'Tir dispersé',
  bl08: 'Réinitialisation',
  bl09: 'Surrégime',
  bl10: 'Coupe-circuit',
  bl11: 'Shrapnel',
  bl12: 'Coupe-feu',
  bl13: 'Détonateur',
  // ArTeMiS
  ar01: 'Chasseresse',
  ar02: 'Pas feutré',
  ar03: 'Filet de soie',
  ar04: 'Crocs jumeaux',
  ar05: 'Voile de lune',
  ar06: 'Pluie de flèches',
  ar07: 'Maille d’ombre',
  ar08: 'Silence',
  ar09: 'Flèche de verre',
  ar10: 'Chœur nocturne',
  ar11: 'Réticule',
  ar12: 'Pénombre',
  ar13: 'Filet murmurant',
  ar14: 'Pluie d’étoiles',
  // Programs (DrPower's Experimental card)
  p1: 'Surcharge',
  p2: 'Fourche de Tesla',
  p3: 'Impulsion Égide',
  p4: 'Décharge goutte',
  // Solo Zero
  zero1: 'Lien mort',
  zero2: 'Batterie à plat',
  zero3: 'Balle à blanc',
  zero4: 'Flèche vierge',
  // Anomalies A1+
  a1: 'Ver de rouille',
  a2: 'Acarien bogue',
  a3: 'Sangsue à paquets',
  a4: 'Spore nulle',
  a5: 'Bot bègue',
  a6: 'Tique écho',
  a7: 'Pourriture d’octets',
  a8: 'Rampant statique',
  a9: 'Pou de larsen',
  a10: 'Fracture',
  a11: 'Spectre de latence',
  a12: 'Démon de boue',
  // A2+
  a13: 'Essaim hexa',
  a14: 'Glace noire',
  a15: 'Virus de cendre',
  a16: 'Trismus',
  a17: 'Fleur de fange',
  a18: 'Cellule fantôme',
  a19: 'Faucheur de bits',
  a20: 'Écharde',
  a21: 'Reine rouge',
  a22: 'Code emmêlé',
  a23: 'Filet spectral',
  // A3+
  a24: 'Boucle gorgone',
  a25: 'Hurleur',
  a26: 'Noyau nécrosé',
  a27: 'Guêpe d’éclats',
  a28: 'Vrille du vide',
  a29: 'Charogne',
  a30: 'Moteur balafré',
  a31: 'Pluie d’aiguilles',
  a32: 'Chœur de moisissure',
  a33: 'Hydre de cobalt',
  // A4
  a34: 'Léviathan',
  a35: 'Pile de goules',
  a36: 'Cavalier pâle',
  a37: 'Mine dérivante',
  a38: 'Ver de sable noir',
  a39: 'Goulet',
  a40: 'Fosse de goudron',
  a41: 'Relais sinistre',
  a42: 'Vortex',
  a43: 'Présage',
  // Alert cards
  'x2-1': 'Œil sentinelle',
  'x2-2': 'Protocole limier',
  'x2-3': 'Chien de garde',
  'x3-1': 'Gardien de fer',
  'x3-2': 'Projecteur',
  'x3-3': 'Essaim traceur',
  'x3-4': 'Confinement',
  'x4-1': 'Scan kraken',
  'x4-2': 'Limier',
  'x4-3': 'Panoptique',
  'x4-4': 'Soleil noir',
  'x4-5': 'Intercepteur',
  // Alpha Anomalies
  alpha1: 'Graine Alpha',
  alpha2: 'Cosse Alpha',
  alpha3: 'Gueule Alpha',
  alpha4: 'Couronne Alpha',
  // Solo Virus
  virus1: 'Zero-Day',
  virus2: 'Baiser de Troie',
  virus3: 'Éclosion dérobée',
  // Solo cards sealed for later scenarios
  spare1: 'Solo scellée : Porte-miroir',
  spare2: 'Solo scellée : Boîte morte',
  spare3: 'Solo scellée : Dernière lueur',
} as const;

type CardId = keyof typeof FR;

const named: readonly { readonly id: string; readonly name: string }[] = [
  ...CHARACTER_CARD_LIST,
  ...PROGRAMS,
  ...SOLO_ZERO,
  ...ANOMALY_LIST,
  ...SOLO_SPARES,
];
const ids = new Set(named.map((c) => c.id));
const missing = [...ids].filter((id) => !(id in FR));
const extra = Object.keys(FR).filter((id) => !ids.has(id));
if (missing.length || extra.length)
  throw new Error(`Hacktivity's French card names: missing ${missing.join(', ')}; unknown ${extra.join(', ')}`);

const key = (id: string) => `hack.card.${id}`;
const EN: Readonly<Record<string, string>> = {
  ...Object.fromEntries(named.map((c) => [key(c.id), c.name])),
  'hack.card.strange': STRANGE_PHENOMENON.name,
  'hack.card.strange.text': STRANGE_PHENOMENON.text,
};
const FRENCH: Readonly<Record<string, string>> = {
  ...Object.fromEntries((Object.keys(FR) as CardId[]).map((id) => [key(id), FR[id]])),
  'hack.card.strange': 'Phénomène étrange',
  'hack.card.strange.text':
    'Un signal pulse depuis le secteur 16. La Propagation fait monter le cube violet ; Réduire l’infection et Détruire visant ici le font descendre (jamais sous 0). S’il atteint le cube gris, le signal s’échappe : le groupe perd.',
};

const word = defineMessages('hack.card', EN, FRENCH);

/** A card's (or program's) name as a message token, read in the reader's language; an id not in the lists gives `fallback`. */
export function cardWord(id: string, fallback = id): string {
  return ids.has(id) ? word(key(id)) : fallback;
}
/** The Strange Phenomenon's name and text, as tokens. */
export const STRANGE_NAME = word('hack.card.strange');
export const STRANGE_TEXT = word('hack.card.strange.text');
