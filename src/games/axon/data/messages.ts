import { defineMessages, token } from '../../../engine/messages.ts';

/**
 * Axon Protocol's components in English and French: the names of Characters, Areas, Software
 * cards and Corporations (by id), the printed texts (Action Boxes, permanent effects, abilities,
 * card texts), the Skills, Resources, Types and Routine step words. The data files hold tokens of
 * these (`dataWord`), so every name and text reaches a player in the reader's language.
 */

/** English and French of one entry. */
type Pair = readonly [en: string, fr: string];

const CHARS: Readonly<Record<string, Pair>> = {
  'street-samurai': ['Street Samurai', 'Samouraï des rues'],
  cop: ['Cop', 'Flic'],
  reporter: ['Reporter', 'Journaliste'],
  rockstar: ['Rockstar', 'Rock star'],
  yakuza: ['Yakuza', 'Yakuza'],
  'serial-killer': ['Serial Killer', 'Tueur en série'],
  'corporate-assassin': ['Corporate Assassin', 'Tueuse corporatiste'],
  'rich-kid': ['Rich Kid', 'Fils à papa'],
  'private-investigator': ['Private Investigator', 'Détective privée'],
  'taxi-driver': ['Taxi Driver', 'Chauffeur de taxi'],
  fixer: ['Fixer', 'Intermédiaire'],
  ripperdoc: ['Ripperdoc', 'Charcudoc'],
  pusher: ['Pusher', 'Revendeur'],
  chemist: ['Chemist', 'Chimiste'],
  netrunner: ['Netrunner', 'Netrunner'],
  'security-droid': ['Security Droid', 'Droïde de sécurité'],
  'pleasure-droid': ['Pleasure Droid', 'Droïde de plaisir'],
  'courier-drone': ['Courier Drone', 'Drone coursier'],
  'clone-soldier': ['Clone Soldier', 'Soldat clone'],
  'vat-worker': ['Vat Worker', 'Ouvrière de cuve'],
  'gene-diva': ['Gene Diva', 'Diva génétique'],
  'rogue-ai': ['Rogue AI', 'IA renégate'],
  'city-ai': ['City AI', 'IA municipale'],
  'market-ai': ['Market AI', 'IA boursière'],
  'gang-boss': ['Gang Boss', 'Chef de gang'],
  hitman: ['Hitman', 'Tueuse à gages'],
  politician: ['Politician', 'Politicien'],
  tourist: ['Tourist', 'Touriste'],
  junkie: ['Junkie', 'Toxico'],
  paparazzo: ['Paparazzo', 'Paparazzo'],
};

const AREAS: Readonly<Record<string, Pair>> = {
  '1': ['Fort Plissken', 'Fort Plissken'],
  '2': ['Ares Arcology', 'Arcologie Ares'],
  '3': ['Media Net Tower', 'Tour Media Net'],
  '4': ['Helix Pharma Labs', 'Laboratoires Helix Pharma'],
  '5': ['Omnicorp Plaza', 'Esplanade Omnicorp'],
  '6': ['Syndicate Exchange', 'Bourse du Syndicat'],
  '7': ['Datastream Core', 'Noyau Datastream'],
  '8': ['North Gate', 'Porte Nord'],
  '9': ['Spaceport', 'Astroport'],
  '10': ['Microbionics Inc', 'Microbionics SA'],
  '11': ['Neon Bazaar', 'Bazar Néon'],
  '12': ['Underground Market', 'Marché souterrain'],
  '13': ['Precinct 13', 'Commissariat 13'],
  '14': ['The Sprawl', 'La Conurb'],
  '15': ['Glass Heights', 'Hauts de Verre'],
  '16': ['Rust Docks', 'Docks rouillés'],
};

/** Action Boxes' and permanent effects' texts, by a name the city data uses. */
const TEXTS: Readonly<Record<string, Pair>> = {
  phishing: [
    'Phishing: bring a new Character into the city.',
    'Phishing : faites entrer un nouveau Personnage en ville.',
  ],
  leave: ['Leave: this Character leaves the city.', 'Départ : ce Personnage quitte la ville.'],
  prison: [
    'Prison (2 sections): no DRIVE, MOVE or FLY here; an activated inmate moves down a section, and leaves from the lowest after acting.',
    'Prison (2 sections) : ni CONDUIRE, ni MARCHER, ni VOLER ici ; un détenu activé descend d’une section, et sort de la plus basse après avoir agi.',
  ],
  ares: ['MURDER or AUGMENT: draw 1 Software card.', 'MEURTRE ou AUGMENTER : piochez 1 carte Logiciel.'],
  medianet: ['SCANDAL or CRIME: draw 1 Software card.', 'SCANDALE ou CRIME : piochez 1 carte Logiciel.'],
  helix: [
    'DRUGS or DATA: put 1 Drugs token on this Character.',
    'DROGUE ou DONNÉES : 1 jeton Drogue sur ce Personnage.',
  ],
  omnicorp: [
    'BUY or DATA: put 1 Products token on this Character.',
    'ACHETER ou DONNÉES : 1 jeton Produits sur ce Personnage.',
  ],
  syndicate: ['CRIME or DRUGS: draw 1 Software card.', 'CRIME ou DROGUE : piochez 1 carte Logiciel.'],
  datastream: [
    'DATA or HACK: move 1 Data token from this Corporate Area to another Corporate Area.',
    'DONNÉES ou PIRATER : déplacez 1 jeton Données de cette Zone corporatiste vers une autre.',
  ],
  microbionics: [
    'AUGMENT or HACK: put 1 Augment token on this Character.',
    'AUGMENTER ou PIRATER : 1 jeton Augmentation sur ce Personnage.',
  ],
  bazaar: ['Draw 1 Software card.', 'Piochez 1 carte Logiciel.'],
  'no-guard': ['Permanent: GUARD has no effect here.', 'Permanent : GARDER est sans effet ici.'],
  precinct: [
    'ARREST or INVESTIGATE: remove 1 Violence token from a Character here.',
    'ARRÊTER ou ENQUÊTER : retirez 1 jeton Violence d’un Personnage ici.',
  ],
  sprawl: ['Your hand limit is 5 at this End of Round.', 'Votre limite de main est de 5 à cette Fin de manche.'],
  heights: [
    'Take the First Player Token (counts as taking it this round).',
    'Prenez le jeton Premier joueur (compte comme l’avoir pris cette manche).',
  ],
  'no-fly': ['Permanent: FLY cannot end here.', 'Permanent : VOLER ne peut pas finir ici.'],
  // Characters' permanent abilities.
  'kills-androids': [
    'She can kill Characters of the type Android.',
    'Elle peut tuer les Personnages de type Androïde.',
  ],
  carries: [
    'When he DRIVEs, 1 Character in his Area may come along.',
    'Quand il utilise CONDUIRE, 1 Personnage de sa Zone peut l’accompagner.',
  ],
  'guard-permanent': ['Guards its Area permanently.', 'Garde sa Zone en permanence.'],
  incorporeal: [
    'Cannot be killed or arrested; it never moves.',
    'Ne peut être ni tué ni arrêté ; ne se déplace jamais.',
  ],
  // Corporations' Special Abilities.
  'ares-murder': [
    'Hack 1 Character without discarding another card: it may only use MURDER or AUGMENT.',
    'Piratez 1 Personnage sans autre défausse : il n’utilise que MEURTRE ou AUGMENTER.',
  ],
  'media-scandal': [
    'Put 1 Scandal token on a Character that has a Violence token.',
    'Placez 1 jeton Scandale sur un Personnage qui a un jeton Violence.',
  ],
  'helix-move': [
    'Move 1 Character with a Drugs token along 1 street (not out of a Prison).',
    'Déplacez d’1 rue 1 Personnage qui a un jeton Drogue (pas hors d’une Prison).',
  ],
  'omni-shift': [
    'Move 1 Data token from your Corporate Area to another Corporate Area.',
    'Déplacez 1 jeton Données de votre Zone corporatiste vers une autre Zone corporatiste.',
  ],
  'syndicate-release': [
    'Place 1 Character from the Prison in an Area adjacent to it.',
    'Placez 1 Personnage de la Prison dans une Zone adjacente.',
  ],
  'datastream-draw': ['Draw 2 Software cards, then discard 1.', 'Piochez 2 cartes Logiciel, puis défaussez-en 1.'],
};

/** Software cards: name and text, by the card's kind (its id without the copy number). */
const CARDS: Readonly<Record<string, readonly [en: string, fr: string, text: string, frText: string]>> = {
  'brain-burn': [
    'Brain Burn',
    'Grillage cérébral',
    'Attack a Character not in a Prison nor guarded: it dies (an Augment absorbs it).',
    'Attaquez un Personnage ni en Prison ni gardé : il meurt (une Augmentation l’absorbe).',
  ],
  'smear-campaign': [
    'Smear Campaign',
    'Campagne de dénigrement',
    'Attack a Character: put 1 Scandal token on it.',
    'Attaquez un Personnage : placez-y 1 jeton Scandale.',
  ],
  'data-leak': [
    'Data Leak',
    'Fuite de données',
    'Attack a Corporate Area: put 1 Data token on it.',
    'Attaquez une Zone corporatiste : placez-y 1 jeton Données.',
  ],
  wipe: [
    'Wipe',
    'Effacement',
    'Attack a Character: return 1 token of your choice on it to the pool.',
    'Attaquez un Personnage : remettez 1 de ses jetons, à votre choix, dans la réserve.',
  ],
  ransomware: [
    'Ransomware',
    'Rançongiciel',
    'Attack a player: take 1 random Software card from their hand.',
    'Attaquez un joueur : prenez 1 carte Logiciel au hasard dans sa main.',
  ],
  'frame-job': [
    'Frame Job',
    'Coup monté',
    'Attack a Character: put 1 Violence token on it (it becomes a Criminal).',
    'Attaquez un Personnage : placez-y 1 jeton Violence (il devient Criminel).',
  ],
  'logic-bomb': [
    'Logic Bomb',
    'Bombe logique',
    "Attack another player's Desktop card: discard it.",
    'Attaquez une carte du Bureau d’un autre joueur : défaussez-la.',
  ],
  firewall: [
    'Firewall',
    'Pare-feu',
    'Counter an Attack: it has no effect.',
    'Contrez une Attaque : elle est sans effet.',
  ],
  backtrace: ['Backtrace', 'Traçage', 'Counter a Counter: it has no effect.', 'Contrez un Contre : il est sans effet.'],
  mirror: [
    'Mirror',
    'Miroir',
    'Counter an Attack on you, your Desktop or Corporate Area: cancel it and draw 1 card.',
    'Contrez une Attaque contre vous, votre Bureau ou Zone corporatiste : annulez-la, piochez 1 carte.',
  ],
  overclock: [
    'Overclock',
    'Surcadençage',
    'A Character of your choice moves along 1 street (not in or out of a Prison).',
    'Un Personnage de votre choix se déplace d’1 rue (ni vers ni hors d’une Prison).',
  ],
  bribe: [
    'Bribe',
    'Pot-de-vin',
    'Move a Character in a Prison down 1 section; from the lowest, put it in any non-Prison Area.',
    'Un Personnage en Prison descend d’1 section ; de la plus basse, il va dans une Zone hors Prison.',
  ],
  patch: [
    'Patch',
    'Correctif',
    "Remove the Activation Token from one Area's Action Box.",
    'Retirez le jeton Activation de la case Action d’une Zone.',
  ],
  scout: [
    'Scout',
    'Éclaireur',
    'Play in your turn only: look at the top 3 Character cards and put them back in any order.',
    'À votre tour seulement : regardez les 3 premières cartes Personnage et remettez-les à votre guise.',
  ],
  'cloud-storage': [
    'Cloud Storage',
    'Stockage cloud',
    'Desktop: your hand limit is 6. It leaves only when an Attack (Logic Bomb) discards it.',
    'Bureau : votre limite de main est de 6. Elle ne part que défaussée par une Attaque (Bombe logique).',
  ],
  'bodyguard-protocol': [
    'Bodyguard Protocol',
    'Protocole garde du corps',
    'Desktop: name a Character; the next time it would die, discard this card instead.',
    'Bureau : nommez un Personnage ; la prochaine fois qu’il devrait mourir, défaussez plutôt celle-ci.',
  ],
  'proxy-server': [
    'Proxy Server',
    'Serveur mandataire',
    'Desktop: your Phishing costs no Software card. Discard this at the next End of Round.',
    'Bureau : votre Phishing ne coûte aucune carte Logiciel. Défaussez-la à la prochaine Fin de manche.',
  ],
};

const CORPS: Readonly<Record<string, Pair>> = {
  ares: ['ARES', 'ARES'],
  'media-net': ['MEDIA NET', 'MEDIA NET'],
  helix: ['Helix Pharma', 'Helix Pharma'],
  omnicorp: ['Omnicorp', 'Omnicorp'],
  syndicate: ['The Syndicate', 'Le Syndicat'],
  datastream: ['Datastream', 'Datastream'],
};

const SKILLS: Readonly<Record<string, Pair>> = {
  augment: ['AUGMENT', 'AUGMENTER'],
  buy: ['BUY', 'ACHETER'],
  drugs: ['DRUGS', 'DROGUE'],
  crime: ['CRIME', 'CRIME'],
  murder: ['MURDER', 'MEURTRE'],
  data: ['DATA', 'DONNÉES'],
  scandal: ['SCANDAL', 'SCANDALE'],
  move: ['MOVE', 'MARCHER'],
  drive: ['DRIVE', 'CONDUIRE'],
  fly: ['FLY', 'VOLER'],
  arrest: ['ARREST', 'ARRÊTER'],
  execute: ['EXECUTE', 'EXÉCUTER'],
  investigate: ['INVESTIGATE', 'ENQUÊTER'],
  guard: ['GUARD', 'GARDER'],
  hack: ['HACK', 'PIRATER'],
};

/** Resources: the name (plural, on tracks and in sentences) and the token's (singular). */
const RESOURCES: Readonly<Record<string, readonly [en: string, fr: string, token: string, frToken: string]>> = {
  augments: ['Augments', 'Augmentations', 'Augment', 'Augmentation'],
  data: ['Data', 'Données', 'Data', 'Données'],
  drugs: ['Drugs', 'Drogues', 'Drugs', 'Drogue'],
  products: ['Products', 'Produits', 'Products', 'Produits'],
  scandal: ['Scandal', 'Scandale', 'Scandal', 'Scandale'],
  violence: ['Violence', 'Violence', 'Violence', 'Violence'],
};

const TYPES: Readonly<Record<string, Pair>> = {
  criminal: ['criminal', 'criminel'],
  merchant: ['merchant', 'marchand'],
  dealer: ['dealer', 'dealer'],
  android: ['android', 'androïde'],
  bioroid: ['bioroid', 'bioroïde'],
  ai: ['ai', 'IA'],
  cop: ['cop', 'flic'],
  media: ['media', 'média'],
  corporate: ['corporate', 'corporatiste'],
  civilian: ['civilian', 'civil'],
};

/** What a Routine step heads for ("closest X") or targets ("a X"). */
const TARGETS: Readonly<Record<string, readonly [closest: string, frClosest: string, a: string, frA: string]>> = {
  any: ['closest Character', 'le Personnage le plus proche', 'a Character', 'un Personnage'],
  criminal: ['closest Criminal', 'le Criminel le plus proche', 'a Criminal', 'un Criminel'],
  merchant: ['closest Merchant', 'le Marchand le plus proche', 'a Merchant', 'un Marchand'],
  dealer: ['closest Dealer', 'le Dealer le plus proche', 'a Dealer', 'un Dealer'],
  android: ['closest Android', 'l’Androïde le plus proche', 'a Android', 'un Androïde'],
  bioroid: ['closest Bioroid', 'le Bioroïde le plus proche', 'a Bioroid', 'un Bioroïde'],
  ai: ['closest AI', 'l’IA la plus proche', 'a AI', 'une IA'],
  shop: ['closest Shop', 'la Boutique la plus proche', 'a Shop', 'une Boutique'],
  corporate: [
    'closest Corporate Area',
    'la Zone corporatiste la plus proche',
    'a Corporate Area',
    'une Zone corporatiste',
  ],
  exit: ['closest Exit Area', 'la Zone de sortie la plus proche', 'a Exit Area', 'une Zone de sortie'],
  crimescene: ['closest Crimescene', 'la Scène de crime la plus proche', 'a Crimescene', 'une Scène de crime'],
  scandalous: [
    'closest Character with Scandal',
    'le Personnage à Scandale le plus proche',
    'a Character with Scandal',
    'un Personnage à Scandale',
  ],
  augmented: [
    'closest Character with Augments',
    'le Personnage augmenté le plus proche',
    'a Character with Augments',
    'un Personnage augmenté',
  ],
  richest: [
    'closest Character with the most Products',
    'le Personnage aux plus de Produits le plus proche',
    'a Character with the most Products',
    'le Personnage qui a le plus de Produits',
  ],
  public: ['closest Public Area', 'la Zone publique proche', 'a Public Area', 'une Zone publique'],
  private: ['closest Private Area', 'la Zone privée la plus proche', 'a Private Area', 'une Zone privée'],
};

const en: Record<string, string> = {
  'axon.data.or': '{a} or {b}',
  'axon.data.step.to': '{skills} to {target}',
  'axon.data.step.on': '{skills} {target}',
  'axon.data.step.else': 'Else: {step}',
  'axon.data.city': 'Nexus City',
};
const fr: Record<string, string> = {
  'axon.data.or': '{a} ou {b}',
  'axon.data.step.to': '{skills} vers {target}',
  'axon.data.step.on': '{skills} sur {target}',
  'axon.data.step.else': 'Sinon : {step}',
  'axon.data.city': 'Nexus City',
};
const add = (key: string, e: string, f: string) => {
  en[key] = e;
  fr[key] = f;
};
for (const [id, [e, f]] of Object.entries(CHARS)) add(`axon.data.char.${id}`, e, f);
for (const [id, [e, f]] of Object.entries(AREAS)) add(`axon.data.area.${id}`, e, f);
for (const [id, [e, f]] of Object.entries(TEXTS)) add(`axon.data.text.${id}`, e, f);
for (const [id, [e, f, t, ft]] of Object.entries(CARDS)) {
  add(`axon.data.card.${id}`, e, f);
  add(`axon.data.card.${id}.text`, t, ft);
}
for (const [id, [e, f]] of Object.entries(CORPS)) add(`axon.data.corp.${id}`, e, f);
for (const [id, [e, f]] of Object.entries(SKILLS)) add(`axon.data.skill.${id}`, e, f);
for (const [id, [e, f, t, ft]] of Object.entries(RESOURCES)) {
  add(`axon.data.res.${id}`, e, f);
  add(`axon.data.low.${id}`, id, f.toLowerCase());
  add(`axon.data.token.${id}`, t, ft);
}
for (const [id, [e, f]] of Object.entries(TYPES)) add(`axon.data.type.${id}`, e, f);
for (const [id, [c, fc, a, fa]] of Object.entries(TARGETS)) {
  add(`axon.data.closest.${id}`, c, fc);
  add(`axon.data.a.${id}`, a, fa);
}

defineMessages('axon.data', en, fr);

/** The token of one data word: `dataWord('char', 'cop')` is the Cop's name. */
export type DataKind =
  | 'char'
  | 'area'
  | 'text'
  | 'card'
  | 'corp'
  | 'skill'
  | 'res'
  | 'low'
  | 'token'
  | 'type'
  | 'closest'
  | 'a';
export function dataWord(kind: DataKind, id: string | number, values?: Record<string, string | number>): string {
  return token(`axon.data.${kind}.${id}`, values);
}
/** The token of a data message by its key (the step and list words). */
export const dataMessage = (
  key: 'or' | 'step.to' | 'step.on' | 'step.else' | 'city',
  values?: Record<string, string | number>,
) => token(`axon.data.${key}`, values);
/** Texts joined with "or" ("MURDER or AUGMENT"). */
export const orList = (items: readonly string[]): string =>
  items.reduce((a, b) => (a === '' ? b : dataMessage('or', { a, b })), '');
