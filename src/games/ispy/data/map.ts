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
type R = [
  id: string,
  name: string,
  country: Nation | 'neutral',
  kind: Region['kind'],
  x: number,
  y: number,
  capital?: CapitalId,
];

const REGIONS: R[] = [
  // Britain
  ['edinburgh', 'Edinburgh', 'britain', 'cache', 165, 40],
  ['manchester', 'Manchester', 'britain', 'normal', 140, 115],
  ['bristol', 'Bristol', 'britain', 'normal', 95, 190],
  ['harwich', 'Harwich', 'britain', 'outlet', 258, 140, 'london'],
  ['dover', 'Dover', 'britain', 'outlet', 238, 218, 'london'],
  // France
  ['calais', 'Calais', 'france', 'normal', 295, 250],
  ['brest', 'Brest', 'france', 'normal', 80, 300],
  ['rouen', 'Rouen', 'france', 'outlet', 222, 300, 'paris'],
  ['reims', 'Reims', 'france', 'outlet', 352, 292, 'paris'],
  ['orleans', 'Orléans', 'france', 'outlet', 255, 392, 'paris'],
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
  ['hamburg', 'Hamburg', 'germany', 'outlet', 480, 130, 'berlin'],
  ['posen', 'Posen', 'germany', 'outlet', 655, 200, 'berlin'],
  ['leipzig', 'Leipzig', 'germany', 'outlet', 555, 255, 'berlin'],
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
  ['florence', 'Florence', 'italy', 'outlet', 515, 545, 'rome'],
  ['naples', 'Naples', 'italy', 'outlet', 660, 600, 'rome'],
  // Austria-Hungary
  ['prague', 'Prague', 'austria', 'start', 600, 305],
  ['vienna', 'Vienna', 'austria', 'start', 650, 352],
  ['innsbruck', 'Innsbruck', 'austria', 'normal', 575, 412],
  ['trieste', 'Trieste', 'austria', 'normal', 625, 455],
  ['zagreb', 'Zagreb', 'austria', 'normal', 680, 462],
  ['sarajevo', 'Sarajevo', 'austria', 'cache', 715, 530],
  ['krakow', 'Kraków', 'austria', 'normal', 715, 262],
  ['lemberg', 'Lemberg', 'austria', 'normal', 800, 280],
  ['pressburg', 'Pressburg', 'austria', 'outlet', 700, 340, 'budapest'],
  ['szeged', 'Szeged', 'austria', 'outlet', 765, 440, 'budapest'],
  ['debrecen', 'Debrecen', 'austria', 'outlet', 830, 375, 'budapest'],
  // Russia
  ['warsaw', 'Warsaw', 'russia', 'normal', 735, 200],
  ['vilna', 'Vilna', 'russia', 'normal', 805, 140],
  ['riga', 'Riga', 'russia', 'normal', 800, 65],
  ['pskov', 'Pskov', 'russia', 'outlet', 870, 105, 'petersburg'],
  ['novgorod', 'Novgorod', 'russia', 'outlet', 955, 115, 'petersburg'],
  ['minsk', 'Minsk', 'russia', 'normal', 875, 195],
  ['moscow', 'Moscow', 'russia', 'normal', 970, 205],
  ['kiev', 'Kiev', 'russia', 'cache', 905, 290],
  ['odessa', 'Odessa', 'russia', 'normal', 945, 390],
];

/** Each Capital's drawing centre; its three Capital Regions sit around it. */
const CAPITAL_AT: Record<CapitalId, { x: number; y: number; nation: Nation; name: string }> = {
  london: { x: 190, y: 170, nation: 'britain', name: 'London' },
  paris: { x: 295, y: 340, nation: 'france', name: 'Paris' },
  berlin: { x: 580, y: 175, nation: 'germany', name: 'Berlin' },
  rome: { x: 585, y: 580, nation: 'italy', name: 'Rome' },
  budapest: { x: 760, y: 385, nation: 'austria', name: 'Budapest' },
  petersburg: { x: 905, y: 45, nation: 'russia', name: 'St. Petersburg' },
};

/** Capital Regions per Capital (so at most three spies are in one Capital). */
export const CAPITAL_REGIONS_EACH = 3;

type L = [a: string, b: string, extra?: 'water' | 'tunnel' | 'archway'];
const ROUTES: L[] = [
  // Britain and the Channel
  ['edinburgh', 'manchester'],
  ['manchester', 'bristol'],
  ['manchester', 'harwich'],
  ['bristol', 'dover'],
  ['harwich', 'hamburg', 'water'],
  ['harwich', 'amsterdam', 'water'],
  ['dover', 'calais', 'water'],
  ['bristol', 'brest', 'water'],
  // France
  ['calais', 'rouen'],
  ['calais', 'brussels'],
  ['brest', 'rouen'],
  ['brest', 'bordeaux'],
  ['rouen', 'orleans'],
  ['reims', 'brussels'],
  ['reims', 'nancy'],
  ['reims', 'calais'],
  ['orleans', 'bordeaux'],
  ['orleans', 'lyon'],
  ['bordeaux', 'marseille'],
  ['lyon', 'marseille'],
  ['lyon', 'geneva'],
  ['lyon', 'nancy'],
  ['nancy', 'frankfurt'],
  ['nancy', 'zurich'],
  ['marseille', 'turin'],
  // The Low Countries and Switzerland; the Gotthard tunnel and the Geneva-Milan archway cross
  ['brussels', 'amsterdam'],
  ['brussels', 'cologne'],
  ['amsterdam', 'hamburg'],
  ['amsterdam', 'cologne'],
  ['geneva', 'zurich'],
  ['geneva', 'milan', 'archway'],
  ['zurich', 'turin', 'tunnel'],
  ['zurich', 'munich'],
  ['zurich', 'frankfurt'],
  // Germany
  ['hamburg', 'cologne'],
  ['cologne', 'frankfurt'],
  ['frankfurt', 'nuremberg'],
  ['frankfurt', 'leipzig'],
  ['nuremberg', 'leipzig'],
  ['nuremberg', 'munich'],
  ['nuremberg', 'prague'],
  ['leipzig', 'munich'],
  ['leipzig', 'prague'],
  ['posen', 'breslau'],
  ['posen', 'warsaw'],
  ['posen', 'konigsberg'],
  ['breslau', 'prague'],
  ['breslau', 'krakow'],
  ['konigsberg', 'vilna'],
  ['konigsberg', 'warsaw'],
  ['munich', 'innsbruck'],
  ['hamburg', 'konigsberg', 'water'],
  // Italy
  ['turin', 'milan'],
  ['milan', 'venice'],
  ['milan', 'florence'],
  ['venice', 'florence'],
  ['venice', 'trieste'],
  ['venice', 'innsbruck'],
  ['florence', 'naples', 'water'],
  // Austria-Hungary and the Balkans
  ['prague', 'vienna'],
  ['vienna', 'pressburg'],
  ['vienna', 'innsbruck'],
  ['vienna', 'trieste'],
  ['trieste', 'zagreb'],
  ['zagreb', 'szeged'],
  ['zagreb', 'sarajevo'],
  ['sarajevo', 'belgrade'],
  ['belgrade', 'szeged'],
  ['belgrade', 'bucharest'],
  ['krakow', 'lemberg'],
  ['krakow', 'warsaw'],
  ['krakow', 'pressburg'],
  ['lemberg', 'debrecen'],
  ['lemberg', 'kiev'],
  ['debrecen', 'bucharest'],
  ['bucharest', 'odessa'],
  ['naples', 'sarajevo', 'water'],
  // Russia
  ['warsaw', 'vilna'],
  ['warsaw', 'minsk'],
  ['vilna', 'riga'],
  ['vilna', 'minsk'],
  ['riga', 'pskov'],
  ['pskov', 'minsk'],
  ['novgorod', 'moscow'],
  ['minsk', 'moscow'],
  ['minsk', 'kiev'],
  ['kiev', 'odessa'],
  ['kiev', 'moscow'],
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
    ...REGIONS.map(([id, name, country, kind, x, y, capital]) => ({
      id,
      name,
      country,
      kind,
      x,
      y,
      ...(capital ? { capital } : {}),
      designed: true,
      note: NOTE,
    })),
    ...capitalRegions(),
  ],
  routes: ROUTES.map(([a, b, extra]) => ({
    a,
    b,
    water: extra === 'water',
    ...(extra === 'tunnel' || extra === 'archway' ? { crossing: extra } : {}),
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
