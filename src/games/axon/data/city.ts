import { dataMessage, dataWord } from './messages.ts';
import { type Area, type City, citySchema, type Link } from './types.ts';

/**
 * Nexus City (designed: the rulebook names the board "Nexus City", city area 1 "Fort Plissken"
 * (a Prison) and "Microbionics Inc" (a Skill Action for AUGMENT or HACK) but does not print it).
 * 16 numbered Areas of the five types: 1 Prison, 6 Corporate (one per Corporation), 2 Exit (a
 * Phishing and a Leave box each), Public Areas (three of them Shops) and Private Areas; streets
 * and freeways between them. Random Numbers (1-16) pick an Area.
 */
const D = { designed: true, note: 'designed: Nexus City is not printed' } as const;

/** An Exit Area: its Phishing and Leave boxes, nothing else. */
const exit = (id: number, x: number, y: number): Area => ({
  id,
  name: dataWord('area', id),
  type: 'exit',
  shop: false,
  boxes: [
    { kind: 'phishing', skills: [], text: dataWord('text', 'phishing') },
    { kind: 'leave', skills: [], text: dataWord('text', 'leave') },
  ],
  x,
  y,
  ...D,
});
const AREAS: Area[] = [
  {
    id: 1,
    name: dataWord('area', 1),
    type: 'prison',
    shop: false,
    sections: 2,
    boxes: [],
    permanent: {
      effect: 'prison',
      text: dataWord('text', 'prison'),
    },
    x: 800,
    y: 90,
    designed: false,
    note: 'printed: city area Nr. 1, the Prison; its layout is designed',
  },
  {
    id: 2,
    name: dataWord('area', 2),
    type: 'corporate',
    corporation: 'ares',
    shop: false,
    boxes: [
      {
        kind: 'skill',
        skills: ['murder', 'augment'],
        effect: 'draw-card',
        text: dataWord('text', 'ares'),
      },
    ],
    x: 250,
    y: 150,
    ...D,
  },
  {
    id: 3,
    name: dataWord('area', 3),
    type: 'corporate',
    corporation: 'media-net',
    shop: false,
    boxes: [
      {
        kind: 'skill',
        skills: ['scandal', 'crime'],
        effect: 'draw-card',
        text: dataWord('text', 'medianet'),
      },
    ],
    x: 1350,
    y: 150,
    ...D,
  },
  {
    id: 4,
    name: dataWord('area', 4),
    type: 'corporate',
    corporation: 'helix',
    shop: false,
    boxes: [
      {
        kind: 'skill',
        skills: ['drugs', 'data'],
        effect: 'gain-drugs',
        text: dataWord('text', 'helix'),
      },
    ],
    x: 150,
    y: 500,
    ...D,
  },
  {
    id: 5,
    name: dataWord('area', 5),
    type: 'corporate',
    corporation: 'omnicorp',
    shop: false,
    boxes: [
      {
        kind: 'skill',
        skills: ['buy', 'data'],
        effect: 'gain-products',
        text: dataWord('text', 'omnicorp'),
      },
    ],
    x: 1450,
    y: 500,
    ...D,
  },
  {
    id: 6,
    name: dataWord('area', 6),
    type: 'corporate',
    corporation: 'syndicate',
    shop: false,
    boxes: [{ kind: 'skill', skills: ['crime', 'drugs'], effect: 'draw-card', text: dataWord('text', 'syndicate') }],
    x: 300,
    y: 850,
    ...D,
  },
  {
    id: 7,
    name: dataWord('area', 7),
    type: 'corporate',
    corporation: 'datastream',
    shop: false,
    boxes: [
      {
        kind: 'skill',
        skills: ['data', 'hack'],
        effect: 'move-data',
        text: dataWord('text', 'datastream'),
      },
    ],
    x: 1300,
    y: 850,
    ...D,
  },
  exit(8, 550, 60),
  exit(9, 1050, 940),
  {
    id: 10,
    name: dataWord('area', 10),
    type: 'public',
    shop: true,
    boxes: [
      {
        kind: 'skill',
        skills: ['augment', 'hack'],
        effect: 'gain-augment',
        text: dataWord('text', 'microbionics'),
      },
    ],
    x: 550,
    y: 330,
    designed: true,
    note: 'printed: name and a Skill Action needing AUGMENT or HACK; type, Shop and effect designed',
  },
  {
    id: 11,
    name: dataWord('area', 11),
    type: 'public',
    shop: true,
    boxes: [{ kind: 'free', skills: [], effect: 'draw-card', text: dataWord('text', 'bazaar') }],
    x: 1050,
    y: 330,
    ...D,
  },
  {
    id: 12,
    name: dataWord('area', 12),
    type: 'public',
    shop: true,
    boxes: [],
    permanent: { effect: 'no-guard', text: dataWord('text', 'no-guard') },
    x: 800,
    y: 720,
    ...D,
  },
  {
    id: 13,
    name: dataWord('area', 13),
    type: 'public',
    shop: false,
    boxes: [
      {
        kind: 'skill',
        skills: ['arrest', 'investigate'],
        effect: 'clear-violence',
        text: dataWord('text', 'precinct'),
      },
    ],
    x: 800,
    y: 330,
    ...D,
  },
  {
    id: 14,
    name: dataWord('area', 14),
    type: 'private',
    shop: false,
    boxes: [{ kind: 'free', skills: [], effect: 'hand-limit', text: dataWord('text', 'sprawl') }],
    x: 500,
    y: 600,
    ...D,
  },
  {
    id: 15,
    name: dataWord('area', 15),
    type: 'private',
    shop: false,
    boxes: [
      {
        kind: 'free',
        skills: [],
        effect: 'take-first-player',
        text: dataWord('text', 'heights'),
      },
    ],
    x: 1100,
    y: 600,
    ...D,
  },
  {
    id: 16,
    name: dataWord('area', 16),
    type: 'private',
    shop: false,
    boxes: [],
    permanent: { effect: 'no-fly', text: dataWord('text', 'no-fly') },
    x: 800,
    y: 500,
    ...D,
  },
];

const S = (a: number, b: number): Link => ({ a, b, kind: 'street' });
const F = (a: number, b: number): Link => ({ a, b, kind: 'freeway' });
const LINKS: Link[] = [
  S(1, 13),
  S(1, 8),
  S(8, 2),
  S(8, 10),
  S(2, 10),
  S(2, 4),
  S(10, 13),
  S(13, 11),
  S(11, 3),
  S(3, 5),
  S(11, 15),
  S(4, 14),
  S(10, 14),
  S(14, 16),
  S(16, 13),
  S(16, 15),
  S(15, 5),
  S(14, 6),
  S(6, 12),
  S(12, 9),
  S(9, 7),
  S(7, 15),
  S(12, 16),
  F(4, 5),
  F(2, 3),
  F(6, 7),
  F(8, 9),
  F(3, 7),
];

export const NEXUS_CITY: City = citySchema.parse({
  name: dataMessage('city'),
  areas: AREAS,
  links: LINKS,
  designed: true,
  note: 'designed: areas 2-16, links, boxes',
});
export const PRISON_AREA = 1;
export const MICROBIONICS = 10;
