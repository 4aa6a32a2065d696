/**
 * Neo Paris: 7 Districts of 3 or 4 Boroughs (23 Boroughs), and the 24 Localization cards.
 *
 * The rulebook names the Districts and says that two Boroughs are adjacent when they share a
 * border (not only a corner), but prints no map: the map is designed. Boroughs 1-20 are the real
 * Paris arrondissements with their real borders (across the Seine too: its middle is the border),
 * grouped into the six Districts named after real places by geography; Néo District is three new
 * Boroughs (21-23) beyond the périphérique to the south-east, where the Seine enters the city.
 *
 * The drawing is built from shared named vertices, so two Boroughs that border each other share
 * the exact same edge segments and Boroughs that meet at a corner (Place de Clichy: 8/9/17/18;
 * Belleville: 10/11/19/20; Pont Saint-Michel: 1/4/5/6; Pont d'Austerlitz: 4/5/12/13) share only a
 * vertex.
 */
import { z } from 'zod';
import { type Borough, boroughSchema, type District, type DistrictId, districtSchema } from './types.ts';

type Point = readonly [number, number];

/**
 * Named vertices of the 1000x1000 map (north up). Roughly a projection of the real city
 * (x grows eastwards, y southwards), slightly distorted where the centre is too small to draw.
 */
const V = {
  // Périphérique (the city's outer edge), clockwise from Porte Maillot.
  maillot: [195, 276],
  champerret: [245, 214],
  clichyGate: [350, 152],
  saintOuen: [430, 128],
  clignancourt: [510, 104],
  chapelleGate: [580, 118],
  aubervilliers: [635, 111],
  villetteGate: [715, 126],
  pantin: [752, 196],
  lilas: [822, 281],
  bagnolet: [834, 380],
  vincennesGate: [840, 508],
  doree: [818, 598],
  charenton: [786, 634],
  ivryGate: [630, 706],
  italie: [580, 721],
  gentilly: [500, 734],
  orleans: [410, 690],
  vanves: [310, 660],
  versailles: [220, 622],
  auteuil: [75, 500],
  muette: [108, 394],
  dauphine: [158, 318],
  // The Seine, from where it enters the city (south-east) to where it leaves it (south-west).
  seineIn: [735, 675],
  tolbiac: [690, 602],
  austerlitz: [615, 532],
  saintLouis: [565, 490],
  saintMichel: [510, 466],
  carrousel: [440, 416],
  concorde: [385, 384],
  alma: [290, 380],
  birHakeim: [225, 448],
  javel: [180, 512],
  seineOut: [135, 576],
  // Right bank.
  etoile: [260, 303],
  monceau: [335, 257],
  clichy: [420, 236],
  batignolles: [425, 184],
  saintLazare: [418, 288],
  madeleine: [410, 334],
  opera: [445, 330],
  bonneNouvelle: [525, 334],
  strasbourgSaintDenis: [555, 334],
  bourse: [492, 360],
  etienneMarcel: [540, 380],
  rambuteau: [535, 404],
  chatelet: [520, 427],
  barbes: [535, 228],
  poissonniere: [530, 282],
  stalingrad: [615, 228],
  chapelleRail: [625, 172],
  republique: [605, 357],
  belleville: [670, 319],
  buttesChaumont: [745, 302],
  pereLachaise: [705, 397],
  nation: [765, 500],
  bastille: [640, 452],
  francsBourgeois: [625, 422],
  // Left bank.
  odeon: [495, 517],
  sevres: [410, 462],
  vaneau: [378, 507],
  ecoleMilitaire: [310, 482],
  montparnasse: [405, 540],
  portRoyal: [470, 560],
  gobelins: [495, 572],
  saintMarcel: [580, 560],
  montsouris: [505, 652],
  plaisance: [360, 602],
  // Néo District, beyond the périphérique.
  neoEast: [915, 515],
  neoSouthEast: [935, 630],
  neoRiver: [875, 722],
  neoDock: [785, 815],
  neoSouth: [660, 800],
  neoIvry: [600, 862],
  neoBicetre: [490, 818],
} as const satisfies Record<string, Point>;

type Vertex = keyof typeof V;

/** The Seine's course across the map (for drawing): in the city, then on through Néo District. */
export const SEINE: readonly Point[] = [
  [835, 960],
  V.neoDock,
  V.seineIn,
  V.tolbiac,
  V.austerlitz,
  V.saintLouis,
  V.saintMichel,
  V.carrousel,
  V.concorde,
  V.alma,
  V.birHakeim,
  V.javel,
  V.seineOut,
  [60, 640],
];

/** A Borough: its number, its name and where the name is drawn; its outline is in RINGS. */
type BoroughRow = readonly [id: number, name: string, label: Point];

const BOROUGH_ROWS: readonly BoroughRow[] = [
  [1, '1st · Louvre', [462, 380]],
  [2, '2nd · Bourse', [508, 346]],
  [3, '3rd · Temple', [580, 382]],
  [4, '4th · Hôtel-de-Ville', [585, 455]],
  [5, '5th · Panthéon', [540, 524]],
  [6, '6th · Luxembourg', [450, 480]],
  [7, '7th · Palais-Bourbon', [330, 428]],
  [8, '8th · Élysée', [350, 310]],
  [9, '9th · Opéra', [475, 285]],
  [10, '10th · Entrepôt', [590, 290]],
  [11, '11th · Popincourt', [690, 428]],
  [12, '12th · Reuilly', [745, 560]],
  [13, '13th · Gobelins', [590, 640]],
  [14, '14th · Observatoire', [430, 620]],
  [15, '15th · Vaugirard', [275, 545]],
  [16, '16th · Passy', [170, 410]],
  [17, '17th · Batignolles-Monceau', [325, 225]],
  [18, '18th · Butte-Montmartre', [525, 165]],
  [19, '19th · Buttes-Chaumont', [700, 225]],
  [20, '20th · Ménilmontant', [780, 400]],
  [21, '21st · Néo-Ivry', [570, 775]],
  [22, '22nd · Port-Néo', [718, 748]],
  [23, '23rd · Arcologie Vincennes', [860, 640]],
];

/** Each Borough's outline: the named vertices around its polygon, in order. */
const RINGS: Readonly<Record<number, string>> = {
  1: 'opera bourse etienneMarcel rambuteau chatelet saintMichel carrousel concorde madeleine',
  2: 'opera bonneNouvelle strasbourgSaintDenis etienneMarcel bourse',
  3: 'strasbourgSaintDenis republique francsBourgeois rambuteau etienneMarcel',
  4: 'rambuteau francsBourgeois bastille austerlitz saintLouis saintMichel chatelet',
  5: 'saintMichel saintLouis austerlitz saintMarcel gobelins portRoyal odeon',
  6: 'carrousel saintMichel odeon portRoyal montparnasse vaneau sevres',
  7: 'concorde carrousel sevres vaneau ecoleMilitaire birHakeim alma',
  8: 'madeleine concorde alma etoile monceau clichy saintLazare',
  9: 'clichy barbes poissonniere bonneNouvelle opera madeleine saintLazare',
  10: 'barbes stalingrad belleville republique strasbourgSaintDenis bonneNouvelle poissonniere',
  11: 'republique belleville pereLachaise nation bastille francsBourgeois',
  12: 'bastille nation vincennesGate doree charenton seineIn tolbiac austerlitz',
  13: 'austerlitz tolbiac seineIn ivryGate italie gentilly montsouris gobelins saintMarcel',
  14: 'portRoyal gobelins montsouris gentilly orleans vanves plaisance montparnasse',
  15: 'vaneau montparnasse plaisance vanves versailles seineOut javel birHakeim ecoleMilitaire',
  16: 'maillot etoile alma birHakeim javel seineOut auteuil muette dauphine',
  17: 'maillot champerret clichyGate saintOuen batignolles clichy monceau etoile',
  18: 'saintOuen clignancourt chapelleGate aubervilliers chapelleRail stalingrad barbes clichy batignolles',
  19: 'aubervilliers villetteGate pantin lilas buttesChaumont belleville stalingrad chapelleRail',
  20: 'lilas bagnolet vincennesGate nation pereLachaise belleville buttesChaumont',
  21: 'gentilly italie ivryGate neoSouth neoIvry neoBicetre',
  22: 'ivryGate seineIn neoDock neoSouth',
  23: 'vincennesGate neoEast neoSouthEast neoRiver neoDock seineIn charenton doree',
};

const vertexSchema = z.enum(Object.keys(V) as [Vertex, ...Vertex[]]);
/** A Borough's outline, its vertices checked against V. */
const ringOf = (id: number): Vertex[] => z.array(vertexSchema).min(3).parse(RINGS[id]?.split(' '));

/**
 * Boroughs sharing a border (declared; the test checks the drawing agrees). Real arrondissement
 * borders, the Seine's middle included: 1/6, 1/7, 4/5, 7/8, 7/16, 12/13 and 15/16 face each other
 * across the river. Corner-only meetings are not adjacent: 8/18 and 9/17 (Place de Clichy), 10/20
 * and 11/19 (Belleville), 1/5 and 4/6 (Pont Saint-Michel), 4/13 and 5/12 (Pont d'Austerlitz).
 */
const ADJACENCY: Record<number, number[]> = {
  1: [2, 3, 4, 6, 7, 8, 9],
  2: [1, 3, 9, 10],
  3: [1, 2, 4, 10, 11],
  4: [1, 3, 5, 11, 12],
  5: [4, 6, 13, 14],
  6: [1, 5, 7, 14, 15],
  7: [1, 6, 8, 15, 16],
  8: [1, 7, 9, 16, 17],
  9: [1, 2, 8, 10, 18],
  10: [2, 3, 9, 11, 18, 19],
  11: [3, 4, 10, 12, 20],
  12: [4, 11, 13, 20, 23],
  13: [5, 12, 14, 21, 22],
  14: [5, 6, 13, 15],
  15: [6, 7, 14, 16],
  16: [7, 8, 15, 17],
  17: [8, 16, 18],
  18: [9, 10, 17, 19],
  19: [10, 18, 20],
  20: [11, 12, 19],
  21: [13, 22],
  22: [13, 21, 23],
  23: [12, 22],
};

const GROUPING_NOTE =
  'District names are printed; which Boroughs form each District is designed (real arrondissements grouped by geography).';

/** A District: its id, its printed name, its Boroughs; why they are grouped so is in DISTRICT_NOTES. */
type DistrictRow = readonly [id: DistrictId, name: string, boroughs: readonly number[]];

const DISTRICT_ROWS: readonly DistrictRow[] = [
  ['PI', 'Pigalle', [9, 10, 17, 18]],
  ['ND', 'Néo District', [21, 22, 23]],
  ['QL', 'Quartier Latin', [5, 6, 7]],
  ['CE', 'Champs-Élysées', [1, 8, 16]],
  ['MA', 'Marais', [2, 3, 4]],
  // The rulebook prints "Denfert Rochereau" (no hyphen) in the pictogram list and on the Title card.
  ['DR', 'Denfert Rochereau', [13, 14, 15]],
  ['NA', 'Nation', [11, 12, 19, 20]],
];

const DISTRICT_NOTES: Readonly<Record<DistrictId, string>> = {
  PI: `${GROUPING_NOTE} Pigalle sits on the 9th/18th border; with Batignolles (17th) and the 10th.`,
  ND: 'Three new Boroughs (21-23) beyond the périphérique to the south-east, where the Seine enters the city: 21 and 22 on the left bank beyond the 13th, 23 on the right bank beyond the 12th.',
  QL: `${GROUPING_NOTE} The Latin Quarter (5th), Saint-Germain (6th) and the 7th: the left bank.`,
  CE: `${GROUPING_NOTE} The historic axis: Louvre (1st), Champs-Élysées (8th), Passy (16th).`,
  MA: `${GROUPING_NOTE} The Marais spans the 3rd and 4th; with the 2nd.`,
  DR: `${GROUPING_NOTE} Denfert-Rochereau (14th) with its southern neighbours, the 13th and 15th.`,
  NA: `${GROUPING_NOTE} Place de la Nation joins the 11th, 12th and 20th; with the 19th.`,
};

export const DISTRICT_LIST: readonly District[] = z.array(districtSchema).parse(
  DISTRICT_ROWS.map(([id, name, boroughs]) => ({
    id,
    name,
    boroughs: [...boroughs],
    designed: true,
    note: DISTRICT_NOTES[id],
  })),
);

function districtFor(id: number): DistrictId {
  const d = DISTRICT_LIST.find((x) => x.boroughs.includes(id));
  if (!d) throw new Error(`Borough ${id} is in no District`);
  return d.id;
}

export const BOROUGH_LIST: readonly Borough[] = z.array(boroughSchema).parse(
  BOROUGH_ROWS.map(([id, name, label]) => ({
    id,
    name,
    district: districtFor(id),
    adjacent: ADJACENCY[id],
    shape: ringOf(id).map((v) => [V[v][0], V[v][1]]),
    label: [label[0], label[1]],
    designed: true,
    note:
      id <= 20
        ? 'Designed map: the real arrondissement, its real neighbours, a simplified outline.'
        : 'Designed Borough of Néo District, beyond the périphérique; name and outline designed.',
  })),
);

export const BOROUGHS: Readonly<Record<number, Borough>> = Object.fromEntries(BOROUGH_LIST.map((b) => [b.id, b]));
export const DISTRICTS: Readonly<Record<DistrictId, District>> = Object.fromEntries(
  DISTRICT_LIST.map((d) => [d.id, d]),
) as Record<DistrictId, District>;

function borough(id: number): Borough {
  const b = BOROUGHS[id];
  if (!b) throw new RangeError(`no Borough ${id}`);
  return b;
}

/** The District a Borough belongs to. */
export function districtOf(b: number): DistrictId {
  return borough(b).district;
}

/** True if the two Boroughs share a border (not only a corner). A Borough is not adjacent to itself. */
export function areAdjacent(a: number, b: number): boolean {
  return borough(a).adjacent.includes(b);
}

/**
 * Boroughs within `range` steps of `from` through adjacent Boroughs, sorted: range 0 is `from`
 * alone, range 1 adds its neighbours, and so on (the Recruit an Agent Range).
 */
export function boroughsWithin(from: number, range: number): number[] {
  borough(from);
  const dist = new Map<number, number>([[from, 0]]);
  const queue = [from];
  while (queue.length > 0) {
    const cur = queue.shift()!;
    const d = dist.get(cur)!;
    if (d >= range) continue;
    for (const n of borough(cur).adjacent) {
      if (!dist.has(n)) {
        dist.set(n, d + 1);
        queue.push(n);
      }
    }
  }
  return [...dist.keys()].sort((a, b) => a - b);
}

/** True if some Borough of one District borders some Borough of the other. A District is not adjacent to itself. */
export function districtsAdjacent(d1: DistrictId, d2: DistrictId): boolean {
  if (d1 === d2) return false;
  return DISTRICTS[d1].boroughs.some((a) => borough(a).adjacent.some((b) => districtOf(b) === d2));
}

/** A Localization card: a Borough number, or the 1st Player / Intercepted Agent card. */
export type LocalizationCard = number | 'first';

/** The 24 Localization cards: one per Borough (1-23) and the 1st Player / Intercepted Agent card. */
export const LOCALIZATION_CARDS: readonly LocalizationCard[] = z
  .array(z.union([z.number().int().min(1).max(23), z.literal('first')]))
  .length(24)
  .parse([...BOROUGH_LIST.map((b) => b.id), 'first']);
