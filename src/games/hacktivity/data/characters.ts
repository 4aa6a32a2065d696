import type { z } from 'zod';
import { I } from './icons.ts';
import {
  type Character,
  type CharacterCard,
  character,
  characterCardSchema,
  type Icon,
  type Program,
  programSchema,
  soloZeroSchema,
} from './types.ts';

/**
 * The four Character decks (designed: the rulebook prints only the counts, the icons and one
 * example card). 53 cards: CyberLink 13, DrPower 13, BLAAST!! 13, ArTeMiS 14 (each 12-14).
 *
 * Design rules, for every deck:
 * - top and bottom are two different tools on one card, never both: typically one is the
 *   strong / special option and the other a plain, quiet one, so the choice of pile matters;
 * - powerful options (Destroy 4+, distributed 5+) cause interference: they carry Alert up
 *   (about 1 Alert up per 3 Destroy above 3), which is the price of brute force;
 * - a deck's best option averages about 3 nodes of Destroy per card (CyberLink a little less,
 *   paid back by its chains; DrPower less, paid back by its programs), i.e. about 39 per deck,
 *   which is what the Anomaly sets need (see anomalies.ts, "Balance").
 * Icons in order, resolved top to bottom as listed.
 */
const {
  D,
  DA,
  D2,
  Dist,
  DR,
  DoR,
  Reduce,
  Charge,
  Discharge,
  Damage,
  Fortify,
  FortifyShared,
  Up,
  Down,
  Discard,
  Chain,
  Duplicate,
  PutBack,
} = I;

type Row = readonly [id: string, name: string, top: Icon[], bottom: Icon[], note?: string];

const NOTES: Readonly<Record<Character, string>> = {
  cyberlink:
    'designed: CyberLink (01), chains on half the deck ([Chain, place cube] with 4 grey cubes); lighter Destroy, paid back by the chains',
  drpower:
    'designed: DrPower (02), [Charge] on most cards to fuel the Experimental card; [Discharge] is the price of the strongest Destroy',
  blaast:
    'designed: BLAAST!! (03), brute force: the biggest Destroy in the game with the most interference (Alert up); three [Duplicate] cards',
  artemis:
    'designed: ArTeMiS (04), no special icons: two-target and distributed Destroy, and the most Alert down of any deck',
};

const DECKS: Readonly<Record<Character, readonly Row[]>> = {
  cyberlink: [
    [
      'cl01',
      'Ghost Ping',
      [D(2)],
      [Down(1), D(3)],
      "printed: the rulebook's Character card example, bottom option [Alert down] 1 then [Destroy] 3 (its top is designed)",
    ],
    ['cl02', 'Daisy Chain', [Chain, D(2)], [D(3)]],
    ['cl03', 'Meshweave', [Chain, Chain], [DR(2, 1)]],
    ['cl04', 'Hook Line', [Chain, D(1)], [Dist(3)]],
    ['cl05', 'Signal Bleed', [D(4), Up(1)], [Chain, D(2)]],
    ['cl06', 'Tripwire', [D2(2, 1)], [Chain, Reduce(1)]],
    ['cl07', 'Backbone Tap', [Dist(5), Up(2)], [D(3)]],
    ['cl08', 'Lattice', [Chain, Dist(2)], [Fortify(1), D(1)]],
    ['cl09', 'Cold Splice', [DA(3), Chain], [DoR(3)]],
    ['cl10', 'Relay Burn', [D(5), Up(2)], [Chain, D(1), Down(1)]],
    ['cl11', 'Node Snare', [D(2)], [Chain, Down(1)]],
    ['cl12', 'Zero Hop', [DoR(2)], [Reduce(2)]],
    ['cl13', 'Cascade', [Chain, Chain, D(1)], [D(4), Up(1)]],
  ],
  drpower: [
    ['dp01', 'Capacitor', [Charge(2), D(1)], [D(3)]],
    ['dp02', 'Overclock', [Charge(3)], [D(2), Charge(1)]],
    ['dp03', 'Arc Lance', [D(4), Discharge(2)], [Charge(2), D(1)]],
    ['dp04', 'Coil Whine', [Charge(2), Reduce(1)], [DoR(3)]],
    ['dp05', 'Surge Tap', [Charge(1), D(2)], [Charge(3), Up(1)]],
    ['dp06', 'Plasma Wick', [Dist(4), Up(1)], [Charge(2)]],
    ['dp07', 'Static Bloom', [Charge(2), Down(1)], [D(2)]],
    ['dp08', 'Flux Drain', [D(5), Discharge(3)], [Charge(1), Reduce(1)]],
    ['dp09', 'Grid Leech', [Charge(4), Up(1)], [D(2)]],
    ['dp10', 'Spark Gap', [D(3)], [Charge(1), Fortify(1)]],
    ['dp11', 'Ion Storm', [D2(2, 2), Up(1)], [Charge(2)]],
    ['dp12', 'Brownout', [Reduce(2)], [Charge(2), D(1)]],
    ['dp13', 'Redline', [Charge(3), D(1)], [D(4), Up(1), Discharge(1)]],
  ],
  blaast: [
    [
      'bl01',
      'Mirror Shard',
      [Duplicate],
      [PutBack],
      'designed: the BLAAST!! card with [Duplicate] on top and [Put back] on its bottom (the card returns to the deck, shuffled)',
    ],
    ['bl02', 'Echo Loop', [Duplicate, Up(1)], [D(2), PutBack]],
    ['bl03', 'Copycat', [Duplicate], [Dist(3), Up(1)]],
    ['bl04', 'Thermite', [D(5), Up(2)], [D(3)]],
    ['bl05', 'Shockwave', [Dist(5), Up(1)], [D(2), Fortify(1)]],
    ['bl06', 'Breach Charge', [D(4), Up(1)], [DoR(2)]],
    ['bl07', 'Scatter Shot', [D2(3, 2), Up(1)], [D(2)]],
    ['bl08', 'Hard Reset', [D(3)], [Reduce(2)]],
    ['bl09', 'Overdrive', [D(6), Up(2), Damage(1)], [D(3), Up(1)]],
    ['bl10', 'Kill Switch', [DA(4)], [Fortify(1), Down(1)]],
    ['bl11', 'Shrapnel', [Dist(4), Up(1)], [DR(2, 1)]],
    ['bl12', 'Firebreak', [D(2), Fortify(1)], [D(3), Up(1)]],
    ['bl13', 'Detonator', [Dist(6), Up(3)], [D(2), Discard(1)]],
  ],
  artemis: [
    ['ar01', 'Huntress', [D2(2, 2)], [Down(1), D(2)]],
    ['ar02', 'Quiet Step', [Down(2), D(1)], [Dist(3)]],
    ['ar03', 'Silk Net', [Dist(4)], [Down(2)]],
    ['ar04', 'Twin Fang', [D2(3, 1)], [Down(1), Reduce(1)]],
    ['ar05', 'Moon Veil', [Down(3)], [D(3)]],
    ['ar06', 'Arrow Storm', [Dist(5), Up(1)], [Down(1), D(2)]],
    ['ar07', 'Shadow Mesh', [D2(2, 1), Down(1)], [FortifyShared(2)]],
    ['ar08', 'Hush', [Down(2), Reduce(1)], [D2(2, 2)]],
    ['ar09', 'Glass Arrow', [DA(3), Down(1)], [DoR(3)]],
    ['ar10', 'Night Choir', [Dist(3), Down(1)], [FortifyShared(2)]],
    ['ar11', 'Crosshair', [D2(4, 2), Up(1)], [Down(2)]],
    ['ar12', 'Lowlight', [DR(2, 2)], [Down(1), Dist(2)]],
    ['ar13', 'Whisper Net', [Dist(3)], [Down(2), D(1)]],
    ['ar14', 'Starfall', [Dist(6), Up(2)], [D2(2, 2)]],
  ],
};

export const CHARACTER_CARD_LIST: readonly CharacterCard[] = (Object.keys(DECKS) as Character[]).flatMap((ch) =>
  DECKS[ch].map(([id, name, top, bottom, note]) =>
    characterCardSchema.parse({ id, character: ch, name, top, bottom, designed: true, note: note ?? NOTES[ch] }),
  ),
);
export const CHARACTER_CARDS: Readonly<Record<string, CharacterCard>> = Object.fromEntries(
  CHARACTER_CARD_LIST.map((c) => [c.id, c]),
);
/** Each character's deck, card ids in list order (shuffled at set-up). */
export const CHARACTER_DECKS: Readonly<Record<Character, readonly string[]>> = Object.fromEntries(
  (Object.keys(DECKS) as Character[]).map((ch) => [ch, DECKS[ch].map((r) => r[0])]),
) as unknown as Record<Character, readonly string[]>;

/**
 * DrPower's Experimental card (designed; the load scale 1-7 is printed): program 1 is the
 * printed example (load 5 for [Destroy, distributed] 6 and [Alert down] 2); programs 1-3 are
 * once per game; program 4 is repeatable and weaker (1 node per load point against program
 * 1's 1.2 plus the Alert down). A program is not a card played.
 */
export const PROGRAMS: readonly Program[] = [
  {
    id: 'p1',
    name: 'Overload',
    cost: 5,
    icons: [Dist(6), Down(2)],
    once: true,
    note: "printed: the rulebook's DrPower example (load 6, program 1, load 1 after)",
  },
  {
    id: 'p2',
    name: 'Tesla Fork',
    cost: 4,
    icons: [D2(3, 2)],
    once: true,
    note: 'designed: two targets, no interference',
  },
  {
    id: 'p3',
    name: 'Aegis Pulse',
    cost: 3,
    icons: [FortifyShared(2), Reduce(2)],
    once: true,
    note: 'designed: the defensive program',
  },
  {
    id: 'p4',
    name: 'Trickle Zap',
    cost: 2,
    icons: [D(2)],
    once: false,
    note: 'designed: the repeatable program, weaker than the others',
  },
].map((p) => programSchema.parse({ ...p, designed: true }));

/** A Solo Zero card: no effect, and the Character back it wears (recorded; hidden in the deck anyway). */
export const soloZeroCardSchema = soloZeroSchema.extend({ back: character });
export type SoloZero = z.infer<typeof soloZeroCardSchema>;

/**
 * The 4 Solo Zero cards (designed names; printed: no effect, not Character cards, straight to
 * the Enemy Discard when drawn). "The 4 Solo Zero cards with the same Character back": each
 * wears a Character back, one per character (01-04), so all four hide among any two chosen
 * decks' cards: digitally the deck is hidden, so the back only names the card's art.
 */
export const SOLO_ZERO: readonly SoloZero[] = (
  [
    ['zero1', 'Dead Link', 'cyberlink'],
    ['zero2', 'Flat Battery', 'drpower'],
    ['zero3', 'Dud Round', 'blaast'],
    ['zero4', 'Blank Arrow', 'artemis'],
  ] as const
).map(([id, name, back]) =>
  soloZeroCardSchema.parse({
    id,
    name,
    back,
    designed: true,
    note: `designed: Solo Zero, no effect; wears the ${back} Character back`,
  }),
);
