import { CHARACTER_CARDS, PROGRAMS, SOLO_ZERO } from './characters.ts';
import { I } from './icons.ts';
import { type AnomalyCard, type AnomalySet, anomalyCardSchema, type Icon } from './types.ts';

/**
 * The Anomaly deck's cards (designed: the rulebook prints the counts, the icons and one Anomaly,
 * the 4-node card with [Destroy] 1 on top and [Damage] 2, [Spread] 2 on its bottom).
 * - Scenario 1's sets: A1+ 12, A2+ 11, A3+ 10, A4 10 = 43 (1-2 players A1+ A2+; 3 add A3+; 4 add A4).
 * - 4 Alpha Anomalies (placed at set-up, never drawn), 12 Alert cards (X2 3, X3 4, X4 5), 3 Solo Virus.
 *
 * Design rules:
 * - nodes 1-6 (a designed cap of 6; 5 or more exist in every set and cannot take [Additional node]);
 * - the top option (deactivation: into a data block) is mild: nothing, one nuisance (Alert up 1,
 *   Spread 1, Damage 1, Additional node) or, on a few, a helpful [Destroy] 1;
 * - the bottom option (self-destruct) hurts about 2 to 3 points of Damage / Spread / Alert up, and
 *   the more nodes a card has, the more its bottom hurts, so neither option is free;
 * - [Chain, automatic] on about one card in four;
 * - later sets are heavier (A1+ averages 2.8 nodes, A4 3.9).
 *
 * Balance (Scenario 1, 1-2 players: A1+ A2+ = 23 cards, 70 nodes, 8 Additional nodes on tops;
 * a deck's better option per card sums to 39-55 Destroy (CyberLink 42 + 12 chains, DrPower 39 +
 * 31 Charge for its programs, BLAAST!! 50 with 15 Alert up, ArTeMiS 55 with 20 Alert down), so two
 * decks hold ~90 at their best, ~55 if options are picked at random):
 * - Firewalls: the 23 bottoms carry 16 Damage and 3 shared against 2 x 3 Firewalls (loss at
 *   one 0): a careless group that self-destructs half the deck takes ~9 Damage and loses; a
 *   careful one self-destructs only the Damage-free or Damage-1 cards, spreads them over the
 *   players and fortifies;
 * - the purple scale: bottoms carry 23 Spread and tops 5 against 2 -> 10 (8 boxes; 12 / 16 with
 *   3 / 4 players, where A3+ and A4 add 18 and 18), with Reduce and Destroy on the Critical
 *   interface as the remedy: half the bottoms (~13 with the tops) already reach the grey cube;
 * - the Alert interface: 20 Alert up remove the last cube with 1-2 players (30 with 3, 41 with
 *   4); the bottoms carry 16 and the tops 5, the strong Character options ~15 per two decks,
 *   against ~12 Alert down (ArTeMiS most): each lost cube brings a harsher Alert card and
 *   raises the Tension;
 * - the blocks: 3 free blocks with 1-2 players; a careful group tops ~15 cards (those with
 *   painful bottoms): ~45 nodes + Additional nodes, minus the ~10 left on the board at the end,
 *   ~40 Destroy, well inside what two decks hold, IF it keeps a block free by finishing what it
 *   placed and interleaves Character and Anomaly draws; a careless one clogs the blocks, then
 *   every Anomaly it draws must self-destruct.
 * Tuned (hinteg, measured with test/games/hacktivity/balance.ts over 300 seeds per player count):
 * Damage 2 became Damage 1 (the difference moved to Spread or Alert up) on a12, a14, a16, a24,
 * a35, a40 and the Alert cards Tracer Swarm and Black Sun; shared Damage 3 → 2 on a26 and
 * 4 → 3 on Bloodhound; no Anomaly top deals Damage any more (a14, a27: Alert up; a37: Spread).
 * Tension (designed): every Alert card carries [Tension] 1 as the first icon of BOTH options,
 * so each Alert card played moves the red cube one box on TENSION_TRACK [3, 3, 4, 4, 5] (the
 * first Alert card keeps the draw at 3, the second makes it 4, the fourth 5; beyond the last box
 * it is lost). Nothing else moves it: a careful group stays at 3 cards a wave.
 */
const { D, Spread, Reduce, Damage, DamageShared, Up, Discard, AddNode, Tension } = I;

type Row = readonly [
  id: string,
  name: string,
  nodes: number,
  top: Icon[],
  bottom: Icon[],
  chain?: boolean,
  note?: string,
];

const SETS: Readonly<Record<Exclude<AnomalySet, 'alpha' | 'soloVirus'>, readonly Row[]>> = {
  'A1+': [
    [
      'a1',
      'Rust Worm',
      4,
      [D(1)],
      [Damage(2), Spread(2)],
      false,
      "printed: the rulebook's Anomaly examples: 4 nodes, top [Destroy] 1, bottom [Damage] 2 and [Spread] 2 (its name is designed)",
    ],
    ['a2', 'Glitch Mite', 1, [Spread(1)], [Damage(1)]],
    ['a3', 'Packet Leech', 2, [AddNode(1)], [Damage(1), Spread(1)]],
    ['a4', 'Null Spore', 3, [], [Spread(2)]],
    ['a5', 'Stutter Bot', 2, [Up(1)], [Up(2)]],
    ['a6', 'Echo Tick', 3, [Spread(1)], [Damage(1), Up(1)]],
    ['a7', 'Byte Rot', 2, [], [Spread(1), Damage(1)]],
    ['a8', 'Static Crawler', 3, [AddNode(1)], [Up(2), Spread(1)]],
    ['a9', 'Feedback Louse', 1, [], [Damage(1), Discard(1)]],
    ['a10', 'Fracture', 4, [Reduce(1)], [Spread(3)]],
    ['a11', 'Lag Ghost', 3, [Up(1)], [Damage(1), Spread(1)], true],
    ['a12', 'Sludge Daemon', 5, [AddNode(1)], [Damage(1), Up(2)]],
  ],
  'A2+': [
    ['a13', 'Hex Swarm', 3, [AddNode(1)], [Spread(2), Up(1)], true],
    ['a14', 'Black Ice', 4, [Up(1)], [Damage(1), Up(2)]],
    ['a15', 'Cinder Virus', 2, [Spread(1)], [Spread(2), Damage(1)]],
    ['a16', 'Lockjaw', 5, [], [Damage(1), Spread(2)]],
    ['a17', 'Mire Bloom', 3, [AddNode(2)], [Spread(2)]],
    ['a18', 'Phantom Cell', 2, [Up(1)], [Up(2), Damage(1)]],
    ['a19', 'Bit Reaper', 4, [Spread(1)], [DamageShared(3)]],
    ['a20', 'Splinter', 1, [AddNode(1)], [Spread(1), Discard(1)]],
    ['a21', 'Red Queen', 6, [D(1)], [Damage(2), Spread(2), Up(1)]],
    ['a22', 'Tangle Code', 3, [Up(1)], [Spread(1), Damage(1)], true],
    ['a23', 'Wraithnet', 4, [AddNode(1), Spread(1)], [Up(3)]],
  ],
  'A3+': [
    ['a24', 'Gorgon Loop', 5, [AddNode(1)], [Damage(1), Spread(3)]],
    ['a25', 'Howler', 3, [Up(1)], [Up(2), Spread(1)]],
    ['a26', 'Blight Kernel', 4, [Spread(1)], [DamageShared(2), Spread(2)], true],
    ['a27', 'Shard Wasp', 2, [Up(1)], [Damage(2)]],
    ['a28', 'Void Tendril', 4, [AddNode(2)], [Spread(3)]],
    ['a29', 'Carrion', 3, [], [Spread(2), Up(1)]],
    ['a30', 'Scar Engine', 6, [D(1)], [Damage(2), Up(2)]],
    ['a31', 'Needle Rain', 2, [Spread(1)], [Damage(1), Spread(1), Up(1)]],
    ['a32', 'Mold Choir', 3, [AddNode(1)], [Spread(2), Damage(1)], true],
    ['a33', 'Cobalt Hydra', 5, [Up(1)], [Spread(2), Up(2)]],
  ],
  A4: [
    ['a34', 'Leviathan', 6, [AddNode(1)], [Damage(2), Spread(2), Up(1)]],
    ['a35', 'Ghoul Stack', 4, [Spread(1)], [Damage(1), Spread(2)]],
    ['a36', 'Pale Rider', 3, [Up(1)], [Up(3)], true],
    ['a37', 'Drift Mine', 2, [Spread(1)], [DamageShared(3)]],
    ['a38', 'Sable Worm', 4, [AddNode(1)], [Spread(3)]],
    ['a39', 'Choke Point', 3, [], [Spread(2), Damage(1)]],
    ['a40', 'Tar Pit', 5, [AddNode(2)], [Damage(1), Spread(2)]],
    ['a41', 'Grim Relay', 3, [Spread(1)], [Up(2), Damage(1)], true],
    ['a42', 'Vortex', 4, [D(1)], [Spread(2), Up(2)]],
    ['a43', 'Omen', 5, [Up(1)], [Damage(2), Spread(2)]],
  ],
  // Alert cards: extra Anomalies, each raising the Tension by 1 whichever option is played.
  X2: [
    ['x2-1', 'Sentinel Eye', 3, [Tension(1), Up(1)], [Tension(1), Damage(1), Spread(2)]],
    ['x2-2', 'Hound Protocol', 4, [Tension(1), AddNode(1)], [Tension(1), Spread(2), Up(1)]],
    ['x2-3', 'Watchdog', 3, [Tension(1)], [Tension(1), Damage(2)]],
  ],
  X3: [
    ['x3-1', 'Iron Warden', 4, [Tension(1), Up(1)], [Tension(1), DamageShared(3), Spread(1)]],
    ['x3-2', 'Searchlight', 3, [Tension(1), AddNode(1)], [Tension(1), Spread(3)]],
    ['x3-3', 'Tracer Swarm', 5, [Tension(1)], [Tension(1), Damage(1), Up(2)]],
    ['x3-4', 'Lockdown', 4, [Tension(1), Spread(1)], [Tension(1), Up(2), Spread(1)], true],
  ],
  X4: [
    ['x4-1', 'Kraken Scan', 5, [Tension(1), AddNode(1)], [Tension(1), Spread(3), Damage(1)]],
    ['x4-2', 'Bloodhound', 4, [Tension(1), Up(1)], [Tension(1), DamageShared(3)]],
    ['x4-3', 'Panopticon', 6, [Tension(1)], [Tension(1), Spread(2), Up(2)]],
    ['x4-4', 'Black Sun', 4, [Tension(1), Spread(1)], [Tension(1), Damage(1), Spread(2)], true],
    ['x4-5', 'Interdictor', 5, [Tension(1), AddNode(1)], [Tension(1), Up(3)]],
  ],
};

const SET_NOTE: Readonly<Record<string, string>> = {
  'A1+': 'designed: Scenario 1 set A1+ (1+ players), the lightest',
  'A2+': 'designed: Scenario 1 set A2+ (1+ players)',
  'A3+': 'designed: Scenario 1 set A3+ (3+ players)',
  A4: 'designed: Scenario 1 set A4 (4 players), the heaviest',
  X2: 'designed: Alert card X2 (1-2 players); [Tension] 1 first on both options',
  X3: 'designed: Alert card X3 (3 players); [Tension] 1 first on both options',
  X4: 'designed: Alert card X4 (4 players); [Tension] 1 first on both options',
};

/** The 4 Alpha Anomalies: placed at set-up with the scenario's nodes (Scenario 1: 1; difficult: two more of 3), never drawn, so no options. */
const ALPHAS = [
  ['alpha1', 'Alpha Seed'],
  ['alpha2', 'Alpha Husk'],
  ['alpha3', 'Alpha Maw'],
  ['alpha4', 'Alpha Crown'],
] as const;

/** The 3 Solo Virus cards: no nodes and no icons of their own (played first: Enemy Discard, then the Anomaly deck's top card resolves at once). */
const VIRUSES = [
  ['virus1', 'Zero-Day'],
  ['virus2', 'Trojan Kiss'],
  ['virus3', 'Backdoor Bloom'],
] as const;

export const ANOMALY_LIST: readonly AnomalyCard[] = [
  ...Object.entries(SETS).flatMap(([set, rows]) =>
    rows.map(([id, name, nodes, top, bottom, chain, note]) =>
      anomalyCardSchema.parse({
        id,
        set,
        name,
        nodes,
        top,
        bottom,
        chain: chain ?? false,
        designed: true,
        note: note ?? SET_NOTE[set],
      }),
    ),
  ),
  ...ALPHAS.map(([id, name]) =>
    anomalyCardSchema.parse({
      id,
      set: 'alpha',
      name,
      nodes: 1,
      top: [],
      bottom: [],
      designed: true,
      note: 'designed: Alpha Anomaly (nodes set by the scenario: Scenario 1 places one at 1 node, the difficult game two more at 3); placed at set-up, no options',
    }),
  ),
  ...VIRUSES.map(([id, name]) =>
    anomalyCardSchema.parse({
      id,
      set: 'soloVirus',
      name,
      nodes: 0,
      top: [],
      bottom: [],
      designed: true,
      note: 'designed name: Solo Virus (printed effect: played first, to the Enemy Discard, then the top Anomaly of the deck resolves at once)',
    }),
  ),
];
export const ANOMALIES: Readonly<Record<string, AnomalyCard>> = Object.fromEntries(ANOMALY_LIST.map((c) => [c.id, c]));

/**
 * The Strange Phenomenon on the Critical interface (designed text; the purple scale's rules are
 * printed). `chainAdjacent`: designed for Scenario 1: the card lies next to the last data block,
 * so a chain (CyberLink's cube or [Chain, automatic]) on an Anomaly deactivated in the LAST block
 * gives its [Destroy] 1 to the purple cube (the rulebook's case A, "in some scenarios").
 */
export const STRANGE_PHENOMENON = {
  name: 'Strange Phenomenon',
  text: 'A signal pulses from sector 16. Spread pushes the purple cube up; Reduce infection and Destroy aimed here push it down (never below 0). If it reaches the grey cube, the signal escapes: the group loses.',
  chainAdjacent: true,
  designed: true,
  note: 'designed: name printed, text and chainAdjacent designed',
} as const;

/**
 * The rulebook counts 10 Solo cards; the issue names 4 Solo Zero and 3 Solo Virus. Designed: the
 * other 3 are Solo cards sealed for later scenarios (like the S2-S6 decks), not used in Scenario 1:
 * they are in no deck, and listed only so the count holds and their names resolve.
 */
export const SOLO_SPARES = [
  {
    id: 'spare1',
    name: 'Sealed Solo: Mirrorgate',
    designed: true,
    note: 'designed: one of the 3 Solo cards for later scenarios; unused in Scenario 1',
  },
  {
    id: 'spare2',
    name: 'Sealed Solo: Dead Drop',
    designed: true,
    note: 'designed: one of the 3 Solo cards for later scenarios; unused in Scenario 1',
  },
  {
    id: 'spare3',
    name: 'Sealed Solo: Last Light',
    designed: true,
    note: 'designed: one of the 3 Solo cards for later scenarios; unused in Scenario 1',
  },
] as const;
/** The printed 10 Solo cards: 4 Solo Zero + 3 Solo Virus + 3 sealed spares. */
export const SOLO_CARD_COUNT = 10;

const NAMES: ReadonlyMap<string, string> = new Map<string, string>([
  ...Object.values(CHARACTER_CARDS).map((c) => [c.id, c.name] as const),
  ...ANOMALY_LIST.map((c) => [c.id, c.name] as const),
  ...SOLO_ZERO.map((c) => [c.id, c.name] as const),
  ...SOLO_SPARES.map((c) => [c.id, c.name] as const),
  ...PROGRAMS.map((c) => [c.id, c.name] as const),
]);

/** The printed / designed name of any card id (Character, Anomaly, Alpha, Alert, Solo Virus, Solo Zero, spare, program); unknown ids come back unchanged. */
export function cardName(id: string): string {
  return NAMES.get(id) ?? id;
}
/** Every id `cardName` knows. */
export const CARD_IDS: readonly string[] = [...NAMES.keys()];
