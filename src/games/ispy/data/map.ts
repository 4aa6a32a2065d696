import { type CapitalId, mapSchema, type Nation, type Region, type SpyMap } from './types.ts';

/**
 * The map (designed: the rulebook shows a map of Europe before the Great War but does not print
 * it). Regions are coloured by country; each Capital has three Capital Regions and its Outlets;
 * the Start Regions lie in the centre; five Supply Caches; Normal Routes, some over water; the
 * Gotthard tunnel (Zurich-Turin) and the Geneva-Milan archway cross without meeting; one Airship
 * Route of five Regions over the Alps, from Geneva to Florence. Distances keep the rulebook's
 * examples true (data.test.ts): Florence (a Rome Outlet, an Airship Region) is 4 routes from
 * Leipzig (Berlin's southern Outlet), a flight to Munich and 1 route by Airship Line; Harwich (a London Outlet) is 1 route from Hamburg (a Berlin Outlet); Leipzig
 * leads south to Nuremberg, whose western neighbour is Frankfurt; Munich, an Airship Region,
 * has 4 Normal Routes.
 */
type R = readonly [id: string, name: string, country: Nation | 'neutral', kind: Region['kind'], x: number, y: number];

const REGIONS = [
  // Britain
  ['edinburgh', 'Edinburgh', 'britain', 'cache', 165, 40],
  ['manchester', 'Manchester', 'britain', 'normal', 140, 115],
  ['bristol', 'Bristol', 'britain', 'normal', 95, 190],
  ['harwich', 'Harwich', 'britain', 'outlet', 258, 140],
  ['dover', 'Dover', 'britain', 'outlet', 238, 218],
  // France
  ['calais', 'Calais', 'france', 'normal', 295, 250],
  ['brest', 'Brest', 'france', 'normal', 80, 300],
  ['rouen', 'Rouen', 'france', 'outlet', 222, 300],
  ['reims', 'Reims', 'france', 'outlet', 352, 292],
  ['orleans', 'Orléans', 'france', 'outlet', 255, 392],
  ['nancy', 'Nancy', 'france', 'normal', 405, 345],
  ['bordeaux', 'Bordeaux', 'france', 'normal', 160, 470],
  ['lyon', 'Lyon', 'france', 'normal', 320, 455],
  ['marseille', 'Marseille', 'france', 'cache', 345, 555],
  // Neutral: the Low Countries, Switzerland, the Balkans
  ['brussels', 'Brussels', 'neutral', 'normal', 362, 232],
  ['amsterdam', 'Amsterdam', 'neutral', 'normal', 395, 160],
  ['geneva', 'Geneva', 'neutral', 'normal', 385, 428],
  ['zurich', 'Zurich', 'neutral', 'normal', 455, 405],
  ['belgrade', 'Belgrade', 'neutral', 'normal', 770, 490],
  ['bucharest', 'Bucharest', 'neutral', 'normal', 890, 455],
  // Germany
  ['hamburg', 'Hamburg', 'germany', 'outlet', 480, 130],
  ['posen', 'Posen', 'germany', 'outlet', 655, 200],
  ['leipzig', 'Leipzig', 'germany', 'outlet', 555, 255],
  ['cologne', 'Cologne', 'germany', 'normal', 435, 250],
  ['frankfurt', 'Frankfurt', 'germany', 'start', 443, 303],
  // Nuremberg west of the Leipzig-Munich route (not drawn through it), Frankfurt far enough that a
  // spy at Nuremberg leaves its label legible.
  ['nuremberg', 'Nuremberg', 'germany', 'start', 504, 345],
  ['munich', 'Munich', 'germany', 'normal', 515, 395],
  ['breslau', 'Breslau', 'germany', 'normal', 650, 268],
  ['konigsberg', 'Königsberg', 'germany', 'cache', 735, 105],
  // Italy
  ['turin', 'Turin', 'italy', 'normal', 405, 510],
  ['milan', 'Milan', 'italy', 'normal', 475, 488],
  ['venice', 'Venice', 'italy', 'normal', 560, 470],
  ['florence', 'Florence', 'italy', 'outlet', 515, 545],
  ['naples', 'Naples', 'italy', 'outlet', 660, 600],
  // Austria-Hungary
  ['prague', 'Prague', 'austria', 'start', 600, 305],
  ['vienna', 'Vienna', 'austria', 'start', 650, 352],
  ['innsbruck', 'Innsbruck', 'austria', 'normal', 575, 412],
  ['trieste', 'Trieste', 'austria', 'normal', 625, 455],
  ['zagreb', 'Zagreb', 'austria', 'normal', 680, 462],
  ['sarajevo', 'Sarajevo', 'austria', 'cache', 715, 530],
  ['krakow', 'Kraków', 'austria', 'normal', 715, 262],
  ['lemberg', 'Lemberg', 'austria', 'normal', 800, 280],
  ['pressburg', 'Pressburg', 'austria', 'outlet', 700, 340],
  ['szeged', 'Szeged', 'austria', 'outlet', 765, 440],
  ['debrecen', 'Debrecen', 'austria', 'outlet', 830, 375],
  // Russia
  ['warsaw', 'Warsaw', 'russia', 'normal', 735, 200],
  ['vilna', 'Vilna', 'russia', 'normal', 805, 140],
  ['riga', 'Riga', 'russia', 'normal', 800, 65],
  ['pskov', 'Pskov', 'russia', 'outlet', 870, 105],
  ['novgorod', 'Novgorod', 'russia', 'outlet', 955, 115],
  ['minsk', 'Minsk', 'russia', 'normal', 875, 195],
  ['moscow', 'Moscow', 'russia', 'normal', 970, 205],
  ['kiev', 'Kiev', 'russia', 'cache', 905, 290],
  ['odessa', 'Odessa', 'russia', 'normal', 945, 390],
] as const satisfies readonly R[];

/** Every Region's id but the Capital Regions (the French table of data/messages.ts is keyed by it). */
export type RegionId = (typeof REGIONS)[number][0];

/** Each Capital's drawing centre (its three Capital Regions sit around it) and its Outlet Regions. */
const CAPITAL_AT: Record<CapitalId, { x: number; y: number; nation: Nation; name: string; outlets: string[] }> = {
  london: { x: 190, y: 170, nation: 'britain', name: 'London', outlets: ['harwich', 'dover'] },
  paris: { x: 295, y: 340, nation: 'france', name: 'Paris', outlets: ['rouen', 'reims', 'orleans'] },
  berlin: { x: 580, y: 175, nation: 'germany', name: 'Berlin', outlets: ['hamburg', 'posen', 'leipzig'] },
  rome: { x: 585, y: 580, nation: 'italy', name: 'Rome', outlets: ['florence', 'naples'] },
  budapest: { x: 760, y: 385, nation: 'austria', name: 'Budapest', outlets: ['pressburg', 'szeged', 'debrecen'] },
  petersburg: { x: 905, y: 45, nation: 'russia', name: 'St. Petersburg', outlets: ['pskov', 'novgorod'] },
};

/** The Capital an Outlet Region belongs to. */
const OUTLET_OF: ReadonlyMap<string, CapitalId> = new Map(
  (Object.entries(CAPITAL_AT) as [CapitalId, (typeof CAPITAL_AT)[CapitalId]][]).flatMap(([id, c]) =>
    c.outlets.map((o) => [o, id] as const),
  ),
);

/** Capital Regions per Capital (so at most three spies are in one Capital). */
export const CAPITAL_REGIONS_EACH = 3;

/** A Route's two ends and what it runs over (the tunnel and the archway cross without meeting). */
type L = [a: string, b: string, over: 'land' | 'water' | 'tunnel' | 'archway'];
const ROUTES: L[] = [
  // Britain and the Channel
  ['edinburgh', 'manchester', 'land'],
  ['manchester', 'bristol', 'land'],
  ['manchester', 'harwich', 'land'],
  ['bristol', 'dover', 'land'],
  ['harwich', 'hamburg', 'water'],
  ['harwich', 'amsterdam', 'water'],
  ['dover', 'calais', 'water'],
  ['bristol', 'brest', 'water'],
  // France
  ['calais', 'rouen', 'land'],
  ['calais', 'brussels', 'land'],
  ['brest', 'rouen', 'land'],
  ['brest', 'bordeaux', 'land'],
  ['rouen', 'orleans', 'land'],
  ['reims', 'brussels', 'land'],
  ['reims', 'nancy', 'land'],
  ['reims', 'calais', 'land'],
  ['orleans', 'bordeaux', 'land'],
  ['orleans', 'lyon', 'land'],
  ['bordeaux', 'marseille', 'land'],
  ['lyon', 'marseille', 'land'],
  ['lyon', 'geneva', 'land'],
  ['lyon', 'nancy', 'land'],
  ['nancy', 'frankfurt', 'land'],
  ['nancy', 'zurich', 'land'],
  ['marseille', 'turin', 'land'],
  // The Low Countries and Switzerland; the Gotthard tunnel and the Geneva-Milan archway cross
  ['brussels', 'amsterdam', 'land'],
  ['brussels', 'cologne', 'land'],
  ['amsterdam', 'hamburg', 'land'],
  ['amsterdam', 'cologne', 'land'],
  ['geneva', 'zurich', 'land'],
  ['geneva', 'milan', 'archway'],
  ['zurich', 'turin', 'tunnel'],
  ['zurich', 'munich', 'land'],
  ['zurich', 'frankfurt', 'land'],
  // Germany
  ['hamburg', 'cologne', 'land'],
  ['cologne', 'frankfurt', 'land'],
  ['frankfurt', 'nuremberg', 'land'],
  ['frankfurt', 'leipzig', 'land'],
  ['nuremberg', 'leipzig', 'land'],
  ['nuremberg', 'munich', 'land'],
  ['nuremberg', 'prague', 'land'],
  ['leipzig', 'munich', 'land'],
  ['leipzig', 'prague', 'land'],
  ['posen', 'breslau', 'land'],
  ['posen', 'warsaw', 'land'],
  ['posen', 'konigsberg', 'land'],
  ['breslau', 'prague', 'land'],
  ['breslau', 'krakow', 'land'],
  ['konigsberg', 'vilna', 'land'],
  ['konigsberg', 'warsaw', 'land'],
  ['munich', 'innsbruck', 'land'],
  ['hamburg', 'konigsberg', 'water'],
  // Italy
  ['turin', 'milan', 'land'],
  ['milan', 'venice', 'land'],
  ['milan', 'florence', 'land'],
  ['venice', 'florence', 'land'],
  ['venice', 'trieste', 'land'],
  ['venice', 'innsbruck', 'land'],
  ['florence', 'naples', 'water'],
  // Austria-Hungary and the Balkans
  ['prague', 'vienna', 'land'],
  ['vienna', 'pressburg', 'land'],
  ['vienna', 'innsbruck', 'land'],
  ['vienna', 'trieste', 'land'],
  ['trieste', 'zagreb', 'land'],
  ['zagreb', 'szeged', 'land'],
  ['zagreb', 'sarajevo', 'land'],
  ['sarajevo', 'belgrade', 'land'],
  ['belgrade', 'szeged', 'land'],
  ['belgrade', 'bucharest', 'land'],
  ['krakow', 'lemberg', 'land'],
  ['krakow', 'warsaw', 'land'],
  ['krakow', 'pressburg', 'land'],
  ['lemberg', 'debrecen', 'land'],
  ['lemberg', 'kiev', 'land'],
  ['debrecen', 'bucharest', 'land'],
  ['bucharest', 'odessa', 'land'],
  ['naples', 'sarajevo', 'water'],
  // Russia
  ['warsaw', 'vilna', 'land'],
  ['warsaw', 'minsk', 'land'],
  ['vilna', 'riga', 'land'],
  ['vilna', 'minsk', 'land'],
  ['riga', 'pskov', 'land'],
  ['pskov', 'minsk', 'land'],
  ['novgorod', 'moscow', 'land'],
  ['minsk', 'moscow', 'land'],
  ['minsk', 'kiev', 'land'],
  ['kiev', 'odessa', 'land'],
  ['kiev', 'moscow', 'land'],
];

const NOTE = 'Designed: the rulebook shows the map but does not print it.';

function capitalRegions(): Region[] {
  const out: Region[] = [];
  for (const [id, c] of Object.entries(CAPITAL_AT) as [CapitalId, (typeof CAPITAL_AT)[CapitalId]][]) {
    for (let i = 1; i <= CAPITAL_REGIONS_EACH; i++) {
      const angle = (Math.PI * 2 * (i - 1)) / CAPITAL_REGIONS_EACH - Math.PI / 2;
      out.push({
        id: `${id}-${i}`,
        name: `${c.name} ${i}`,
        country: c.nation,
        kind: 'capital',
        capital: id,
        x: c.x + Math.cos(angle) * 16,
        y: c.y + Math.sin(angle) * 16,
        designed: true,
        note: NOTE,
      });
    }
  }
  return out;
}

export const MAP: SpyMap = mapSchema.parse({
  regions: [
    ...REGIONS.map(([id, name, country, kind, x, y]) => ({
      id,
      name,
      country,
      kind,
      x,
      y,
      ...(OUTLET_OF.has(id) ? { capital: OUTLET_OF.get(id) } : {}),
      designed: true,
      note: NOTE,
    })),
    ...capitalRegions(),
  ],
  routes: ROUTES.map(([a, b, over]) => ({
    a,
    b,
    water: over === 'water',
    ...(over === 'tunnel' || over === 'archway' ? { crossing: over } : {}),
  })),
  // Florence, a Rome Outlet, is the Route's southern end (designed so that the rulebook's "from Rome
  // to Berlin the best way is by Airship Line" holds with one card: flee or leave Rome to Florence,
  // fly to Munich, 1 Ticket to Leipzig, enter Berlin).
  airship: ['geneva', 'zurich', 'munich', 'innsbruck', 'florence'],
  capitals: Object.fromEntries(Object.entries(CAPITAL_AT).map(([k, v]) => [k, { x: v.x, y: v.y }])),
  designed: true,
  note: NOTE,
});

/** Each Capital's Nation and name. */
export const CAPITAL_INFO: Readonly<Record<CapitalId, { nation: Nation; name: string }>> = Object.fromEntries(
  Object.entries(CAPITAL_AT).map(([k, v]) => [k, { nation: v.nation, name: v.name }]),
) as Record<CapitalId, { nation: Nation; name: string }>;
