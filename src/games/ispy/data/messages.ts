/**
 * The words of I, Spy's components in English and French: Nations, Capitals, Regions, Action
 * Cards, Assets, Contacts and Politicians. The English is the data files' own (their names and
 * texts, as the rulebook prints them); the French is in the tables below, keyed by id so a
 * component without its French is a compile error. The rules and the renderers name a component
 * by its token (`cardName`, `regionName`...), formatted in the reader's language when shown.
 */
import { defineMessages, type Messages, token } from '../../../engine/messages.ts';
import { ASSET_LIST, type AssetId } from './assets.ts';
import { ACTION_CARD_LIST, type CardId } from './cards.ts';
import { CONTACT_LIST, type ContactId } from './contacts.ts';
import { CAPITAL_INFO, MAP, type RegionId } from './map.ts';
import { POLITICIAN_LIST, type PoliticianId } from './politicians.ts';
import { type CapitalId, NATION_NAMES, type Nation } from './types.ts';

const NATIONS_FR: Readonly<Record<Nation, string>> = {
  austria: 'Autriche-Hongrie',
  germany: 'Allemagne',
  italy: 'Italie',
  france: 'France',
  russia: 'Russie',
  britain: 'Grande-Bretagne',
};

const CAPITALS_FR: Readonly<Record<CapitalId, string>> = {
  london: 'Londres',
  paris: 'Paris',
  berlin: 'Berlin',
  rome: 'Rome',
  budapest: 'Budapest',
  petersburg: 'Saint-Pétersbourg',
};

const REGIONS_FR: Readonly<Record<RegionId, string>> = {
  edinburgh: 'Édimbourg',
  manchester: 'Manchester',
  bristol: 'Bristol',
  harwich: 'Harwich',
  dover: 'Douvres',
  calais: 'Calais',
  brest: 'Brest',
  rouen: 'Rouen',
  reims: 'Reims',
  orleans: 'Orléans',
  nancy: 'Nancy',
  bordeaux: 'Bordeaux',
  lyon: 'Lyon',
  marseille: 'Marseille',
  brussels: 'Bruxelles',
  amsterdam: 'Amsterdam',
  geneva: 'Genève',
  zurich: 'Zurich',
  belgrade: 'Belgrade',
  bucharest: 'Bucarest',
  hamburg: 'Hambourg',
  posen: 'Posen',
  leipzig: 'Leipzig',
  cologne: 'Cologne',
  frankfurt: 'Francfort',
  nuremberg: 'Nuremberg',
  munich: 'Munich',
  breslau: 'Breslau',
  konigsberg: 'Königsberg',
  turin: 'Turin',
  milan: 'Milan',
  venice: 'Venise',
  florence: 'Florence',
  naples: 'Naples',
  prague: 'Prague',
  vienna: 'Vienne',
  innsbruck: 'Innsbruck',
  trieste: 'Trieste',
  zagreb: 'Zagreb',
  sarajevo: 'Sarajevo',
  krakow: 'Cracovie',
  lemberg: 'Lemberg',
  pressburg: 'Presbourg',
  szeged: 'Szeged',
  debrecen: 'Debrecen',
  warsaw: 'Varsovie',
  vilna: 'Vilna',
  riga: 'Riga',
  pskov: 'Pskov',
  novgorod: 'Novgorod',
  minsk: 'Minsk',
  moscow: 'Moscou',
  kiev: 'Kiev',
  odessa: 'Odessa',
};

// One row per card: its French name and text.
// biome-ignore format: one row per card
const CARDS_FR: Readonly<Record<CardId, readonly [name: string, text: string]>> = {
  evade: ['Esquive', 'Perdez jusqu’à 2 Soupçons, puis gagnez 1 Billet.'],
  courier: ['Ligne de courrier', 'Gagnez 1 Billet. Ce tour-ci, lors d’une Action de contact, marquez son Influence une fois et choisissez deux fois une récompense (la même ou l’autre).'],
  overnight: ['Train de nuit', 'Gagnez 4 Billets.'],
  extort: ['Extorsion', 'Prenez 2 jetons Provision à un espion adjacent soupçonné (tous ceux qu’il a, s’il en a moins).'],
  smuggle: ['Contrebande', 'Ravitailler (gagnez 1 jeton Provision).'],
  sabotage: ['Sabotage', 'Dans une Capitale, sa Nation perd de l’Influence : Berlin et Saint-Pétersbourg 6, Londres et Paris 5, Rome et Budapest 4. Jouée hors d’une Capitale : vous recevez un Soupçon.'],
  private: ['Ligne privée', 'Gagnez 3 Billets. Une fois ce tour-ci, à tout moment, vous pouvez recevoir un Soupçon pour gagner 2 Billets de plus.'],
  blackmail: ['Chantage', 'Exige un espion adjacent soupçonné. Choisissez Contrôler, Promouvoir ou Scandaliser et résolvez-le ; puis choisissez encore (le même ou un autre) et résolvez-le.'],
  airship: ['Ligne de dirigeable', 'Gagnez 1 Billet. Si vous êtes sur une Région du dirigeable, vous pouvez voler aussitôt vers l’une des 4 autres ; un espion qui s’y trouve reçoit un Soupçon et est déplacé.'],
  misdirect: ['Diversion', 'Exige un espion adjacent soupçonné. Dans le vent (choisissez un joueur : il prend la carte Initiative), puis contraignez cet espion.'],
  trace: ['Filature', 'Un espion adjacent reçoit 2 Soupçons. Ou, si un espion adjacent a 5 Soupçons ou plus : il les perd tous et défausse un de ses Atouts, à votre choix.'],
  incite: ['Sédition', 'Au choix : Scandaliser ; ou un espion adjacent reçoit 1 Soupçon.'],
  nord: ['Nord-Express', 'Gagnez 5 Billets.'],
  seduce: ['Séduction', 'Exige un espion adjacent (soupçonné ou non). Il reçoit 1 Soupçon. Choisissez Contrôler ou Promouvoir et résolvez-le ; puis choisissez encore et résolvez-le.'],
  zeppelin: ['Raid de zeppelin', 'Volez aussitôt vers n’importe quelle Région du dirigeable ; un espion qui s’y trouve reçoit un Soupçon et est déplacé.'],
  photograph: ['Photographie', 'Un espion à 2 routes de vous ou moins reçoit 2 Soupçons.'],
  holdup: ['Braquage', 'Prenez 2 jetons Provision à un espion adjacent (soupçonné ou non ; tous ceux qu’il a, s’il en a moins).'],
  mercenary: ['Raid de mercenaires', 'Ravitailler. Puis la Nation de la Capitale où vous êtes perd 3 Influence (hors d’une Capitale, rien de plus).'],
};

// One row per Asset: its French name and text (a starred Asset's text is made from its card's name).
// biome-ignore format: one row per Asset
const ASSETS_FR: Readonly<Record<AssetId, readonly [name: string, text?: string]>> = {
  labor: ['Syndicaliste', 'Contrebande vous donne 1 jeton Provision de plus.'],
  stationmaster: ['Chef de gare', 'Train de nuit vous donne 1 Billet de plus.'],
  ferryman: ['Passeur', 'Ligne de courrier vous donne 1 Billet de plus.'],
  balloonist: ['Aérostier', 'Ligne de dirigeable vous donne 1 Billet de plus.'],
  guard: ['Garde-frontière', 'Ligne privée vous donne 1 Billet de plus.'],
  clerk: ['Employé des chemins de fer', 'Chaque carte Voyage qui vous donne des Billets en donne 1 de plus.'],
  chauffeur: ['Chauffeur', 'Au début de chacun de vos tours, gagnez 1 Billet.'],
  pawnbroker: ['Prêteur sur gages', 'Quand la récompense d’une Action de contact vous ravitaille, gagnez 1 jeton Provision de plus.'],
  banker: ['Banquier privé', 'Les Atouts vous coûtent 2 jetons Provision de moins à recruter.'],
  double: ['Agent double', '1 Action de carte en plus à chaque tour, après vos deux habituelles.'],
  anarchist: ['Anarchiste', 'Après avoir joué Sabotage dans une Capitale, sa Nation perd 2 Influence de plus.'],
  informant: ['Indicateur', 'Après avoir joué une carte Contre-espionnage, gagnez 1 jeton Provision.'],
  archivist: ['Archiviste', 'Après avoir joué une carte Espionnage, Contrôler (si possible).'],
  pickpocket: ['Pickpocket', 'Après avoir joué Extorsion, gagnez 1 jeton Provision de la banque.'],
  forger: ['Faussaire', 'Après avoir joué Esquive, perdez 1 Soupçon de plus.'],
  cryptologist: ['Cryptologue', 'Une fois par tour, pendant vos actions, résolvez de nouveau l’effet d’une carte de vos Archives (elle y reste et ne doit rien de plus). Cela ne déclenche jamais un autre Atout.'],
  interpreter: ['Interprète', 'Après une Action de contact, gagnez 1 Billet.'],
  landlady: ['Logeuse', 'Au début de votre tour, si vous avez 3 Soupçons ou plus, perdez 1 Soupçon.'],
  bookkeeper: ['Comptable', 'Au début de votre tour, si vous n’avez aucun jeton Provision, gagnez-en 1.'],
  agitator: ['Agitateur', 'Après avoir joué Sédition, gagnez 1 Billet.'],
  detective: ['Détective privé', 'Après avoir joué Filature, gagnez 1 jeton Provision.'],
  lawyer: ['Avocat', 'Après avoir joué Chantage, perdez 1 Soupçon.'],
  telegraphist: ['Télégraphiste', 'Après une Action de contact, gagnez 1 jeton Provision.'],
  porter: ['Portier d’hôtel', 'Après avoir joué Diversion, gagnez 1 Billet.'],
  diplomat: ['Diplomate', 'Après une Action de contact, Contrôler (si possible).'],
  engineer: ['Ingénieur', 'Après avoir joué Sabotage, gagnez 1 Billet.'],
  quartermaster: ['Intendant', 'Après avoir joué une carte Voyage, gagnez 1 jeton Provision.'],
  safecracker: ['Perceur de coffres', 'Après avoir joué Contrebande, gagnez 1 Billet.'],
  concierge: ['Concierge', 'Après avoir joué Ligne privée, perdez 1 Soupçon.'],
  fortune: ['Soldat de fortune'],
  'zeppelin-pilot': ['Pilote de zeppelin'],
  photographer: ['Photographe'],
  ciwl: ['Agent de la CIWL'],
  femme: ['Femme fatale'],
  robber: ['Pilleur de trains'],
};

const CONTACTS_FR: Readonly<Record<ContactId, string>> = {
  richard: 'Agente et aviatrice française, plus tard espionne en Espagne.',
  ronge: 'Chef du contre-espionnage de l’Evidenzbureau austro-hongrois.',
  reilly: 'L’« As des espions », agent britannique né à Odessa.',
  steinhauer: 'Le maître espion du Kaiser en Grande-Bretagne.',
  manuilov: 'Agent de l’Okhrana à Rome, plus tard secrétaire du Premier ministre russe.',
  lalatta: 'Officier du renseignement italien qui dirigea des agents derrière les lignes austro-hongroises.',
};

// One row per tile: its French name, office and text.
// biome-ignore format: one row per tile
const POLITICIANS_FR: Readonly<Record<PoliticianId, readonly [name: string, office: string, text: string]>> = {
  berchtold: ['Leopold Berchtold', 'ministre austro-hongrois des Affaires étrangères', 'Autriche-Hongrie +3, Russie +1, Grande-Bretagne +2 Influence.'],
  franzjoseph: ['François-Joseph Ier', 'empereur d’Autriche, roi de Hongrie', 'Autriche-Hongrie +5 Influence.'],
  conrad: ['Franz Conrad von Hötzendorf', 'chef d’état-major austro-hongrois', 'Autriche-Hongrie +3, Italie -2 Influence.'],
  sturgkh: ['Karl von Stürgkh', 'ministre-président d’Autriche', 'Autriche-Hongrie +2, Allemagne +1 Influence.'],
  ferdinand: ['François-Ferdinand', 'archiduc, héritier du trône austro-hongrois', 'Autriche-Hongrie -2 Influence ; chaque autre Nation +1 Influence.'],
  tisza: ['István Tisza', 'Premier ministre de Hongrie', 'Autriche-Hongrie +4, Russie -2 Influence.'],
  krobatin: ['Alexander von Krobatin', 'ministre austro-hongrois de la Guerre', 'Autriche-Hongrie +2 Influence ; chaque espion gagne 1 jeton Provision.'],
  tirpitz: ['Alfred von Tirpitz', 'secrétaire d’État allemand à la Marine', 'Allemagne +2 Influence ; la Nation la plus Puissante perd 2 Puissance (toutes les Nations à égalité).'],
  haber: ['Fritz Haber', 'directeur de l’Institut Kaiser-Wilhelm de chimie', 'Allemagne -3, France -3 Influence ; la Nation la moins Puissante gagne 5 Puissance (toutes les Nations à égalité).'],
  wilhelm: ['Guillaume II', 'empereur allemand', 'Allemagne +4 Influence et +1 Puissance.'],
  bethmann: ['Theobald von Bethmann Hollweg', 'chancelier d’Allemagne', 'Allemagne +3, Grande-Bretagne -1 Influence.'],
  moltke: ['Helmuth von Moltke', 'chef du Grand État-major allemand', 'Allemagne +1 Influence ; puis la Nation la plus Influente perd 3 Influence (toutes les Nations à égalité).'],
  jagow: ['Gottlieb von Jagow', 'secrétaire d’État allemand aux Affaires étrangères', 'Autriche-Hongrie +1, Allemagne +2, Italie +1 Influence.'],
  victoremmanuel: ['Victor-Emmanuel III', 'roi d’Italie', 'Italie +3 Influence, celle du roi lui-même.'],
  giolitti: ['Giovanni Giolitti', 'président du Conseil italien', 'Autriche-Hongrie -1, Italie +3 Influence.'],
  salandra: ['Antonio Salandra', 'président du Conseil italien dès 1914', 'Italie +2, France +1, Grande-Bretagne +1 Influence.'],
  sangiuliano: ['Antonino di San Giuliano', 'ministre italien des Affaires étrangères', 'Allemagne +1, Italie +2 Influence.'],
  cadorna: ['Luigi Cadorna', 'chef d’état-major de l’armée italienne', 'Autriche-Hongrie -3, Italie +1 Influence.'],
  pollio: ['Alberto Pollio', 'chef d’état-major de l’armée italienne jusqu’en 1914', 'Italie +2 Influence et +1 Puissance.'],
  foch: ['Ferdinand Foch', 'général français, commandant de l’École de guerre', 'France +3, Russie +1, Grande-Bretagne +2 Influence.'],
  joffre: ['Joseph Joffre', 'chef d’état-major général français', 'Allemagne -3, Italie -3 Influence ; chaque espion, dans l’ordre du tour, peut perdre 2 Soupçons.'],
  poincare: ['Raymond Poincaré', 'président de la République française', 'France +2 Influence ; puis la Nation la moins Influente gagne 2 Influence (toutes les Nations à égalité).'],
  clemenceau: ['Georges Clemenceau', 'sénateur français, ancien président du Conseil', 'Allemagne -2, France +3 Influence.'],
  caillaux: ['Joseph Caillaux', 'président du Conseil français', 'Allemagne +1, France +1 Influence ; chaque espion reçoit 1 Soupçon.'],
  delcasse: ['Théophile Delcassé', 'ambassadeur de France à Saint-Pétersbourg', 'France +2, Russie +2 Influence.'],
  briand: ['Aristide Briand', 'président du Conseil français', 'Italie -1, France +4 Influence.'],
  nicholas: ['Nicolas II', 'empereur de Russie', 'Autriche-Hongrie -1, Russie +5 Influence.'],
  sazonov: ['Sergueï Sazonov', 'ministre russe des Affaires étrangères', 'France +1, Russie +3 Influence.'],
  kokovtsov: ['Vladimir Kokovtsov', 'président du Conseil des ministres russe', 'Russie +2 Influence ; chaque espion gagne 1 jeton Provision.'],
  stolypin: ['Piotr Stolypine', 'Premier ministre de Russie jusqu’en 1911', 'Russie +4 Influence ; chaque espion ayant 3 Soupçons ou plus en perd 1.'],
  sukhomlinov: ['Vladimir Soukhomlinov', 'ministre russe de la Guerre', 'Allemagne +1, Russie +3 Influence ; chaque espion reçoit 1 Soupçon.'],
  grandduke: ['Grand-duc Nicolas', 'commandant de la région militaire de Saint-Pétersbourg', 'Autriche-Hongrie -2, Allemagne -2, Russie +2 Influence.'],
  george: ['George V', 'roi du Royaume-Uni', 'Grande-Bretagne +7 Influence.'],
  asquith: ['H. H. Asquith', 'Premier ministre du Royaume-Uni', 'France +1, Grande-Bretagne +3 Influence.'],
  grey: ['Edward Grey', 'ministre britannique des Affaires étrangères', 'Grande-Bretagne +1 Influence ; chaque Nation moins Puissante que la Grande-Bretagne gagne 1 Puissance.'],
  churchill: ['Winston Churchill', 'Premier lord de l’Amirauté', 'Allemagne -1, Grande-Bretagne +2 Influence et +1 Puissance.'],
  lloydgeorge: ['David Lloyd George', 'chancelier de l’Échiquier', 'Allemagne -2, Grande-Bretagne +4 Influence.'],
  kitchener: ['Horatio Kitchener', 'consul général britannique en Égypte', 'Allemagne -1, Italie -1, Grande-Bretagne +3 Influence.'],
  haldane: ['Richard Haldane', 'secrétaire d’État britannique à la Guerre', 'Allemagne +2, Grande-Bretagne +2 Influence.'],
};

const K = 'spy.data';
const en: Record<string, string> = {};
const fr: Record<string, string> = {};
const put = (key: string, english: string, french: string): void => {
  en[`${K}.${key}`] = english;
  fr[`${K}.${key}`] = french;
};

for (const [n, name] of Object.entries(NATION_NAMES) as [Nation, string][]) put(`nation.${n}`, name, NATIONS_FR[n]);
for (const [c, info] of Object.entries(CAPITAL_INFO) as [CapitalId, { name: string }][])
  put(`capital.${c}`, info.name, CAPITALS_FR[c]);
for (const r of MAP.regions) {
  if (r.kind === 'capital') continue;
  put(`region.${r.id}`, r.name, REGIONS_FR[r.id as RegionId]);
}
// A Capital Region: "Paris 2" (its Capital's name and number).
put('capitalRegion', '{capital} {n}', '{capital} {n}');
for (const c of ACTION_CARD_LIST) {
  const [name, text] = CARDS_FR[c.id as CardId];
  put(`card.${c.id}.name`, c.name, name);
  put(`card.${c.id}.text`, c.text, text);
}
put(
  'asset.starredText',
  'Gives the Special Action Card {card} (it joins your hand when recruited).',
  'Donne la carte Action spéciale {card} (elle rejoint votre main au recrutement).',
);
for (const a of ASSET_LIST) {
  const [name, text] = ASSETS_FR[a.id as AssetId];
  put(`asset.${a.id}.name`, a.name, name);
  if (!a.specialCard) put(`asset.${a.id}.text`, a.text, text ?? a.text);
}
for (const c of CONTACT_LIST) put(`contact.${c.id}.bio`, c.bio, CONTACTS_FR[c.id as ContactId]);
for (const p of POLITICIAN_LIST) {
  const [name, office, text] = POLITICIANS_FR[p.id as PoliticianId];
  put(`pol.${p.id}.name`, p.name, name);
  put(`pol.${p.id}.office`, p.office, office);
  put(`pol.${p.id}.text`, p.text, text);
}

defineMessages<Messages>(K, en, fr);

const known = (key: string, fallback: string): string => (en[`${K}.${key}`] ? token(`${K}.${key}`) : fallback);

/** A Nation's name. */
export const nationName = (n: Nation): string => token(`${K}.nation.${n}`);
/** A Capital's name. */
export const capitalName = (c: CapitalId): string => token(`${K}.capital.${c}`);
/** A Region's name ("Paris 2" for a Capital Region). */
export function regionName(id: string): string {
  const r = MAP.regions.find((x) => x.id === id);
  if (r?.kind === 'capital' && r.capital)
    return token(`${K}.capitalRegion`, { capital: capitalName(r.capital), n: Number(id.split('-').at(-1)) });
  return known(`region.${id}`, id);
}
export const cardName = (id: string): string => known(`card.${id}.name`, id);
export const cardText = (id: string): string => known(`card.${id}.text`, '');
export const assetName = (id: string): string => known(`asset.${id}.name`, id);
/** An Asset's text (a starred one's names the Special Action Card it gives). */
export function assetText(id: string): string {
  const a = ASSET_LIST.find((x) => x.id === id);
  if (a?.specialCard) return token(`${K}.asset.starredText`, { card: cardName(a.specialCard) });
  return known(`asset.${id}.text`, '');
}
export const contactBio = (id: string): string => known(`contact.${id}.bio`, '');
export const politicianName = (id: string): string => known(`pol.${id}.name`, id);
export const politicianOffice = (id: string): string => known(`pol.${id}.office`, '');
export const politicianText = (id: string): string => known(`pol.${id}.text`, '');
