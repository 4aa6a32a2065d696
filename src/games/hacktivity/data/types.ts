import { z } from 'zod';
import { namesOf } from '../../shared/names.ts';
import { designed } from '../../shared/schemas.ts';

/**
 * Hacktivity's components as zod schemas. The rulebook prints the rules, the icons, the counts
 * and a few cards (examples); every card list is designed (`designed: true` with a `note`), and
 * every printed name, number and example stays true (test/games/hacktivity/data.test.ts).
 */

/** The four characters, in their printed play order (01-04). */
export const CHARACTERS = ['cyberlink', 'drpower', 'blaast', 'artemis'] as const;
export const character = z.enum(CHARACTERS);
export type Character = z.infer<typeof character>;
export const CHARACTER_NAMES = namesOf(character, ['CyberLink', 'DrPower', 'BLAAST!!', 'ArTeMiS']);

const n = z.number().int().min(1).max(12);

/** The icons that carry one number X and nothing else. */
export const COUNTED_ICON_KINDS = [
  'distributed',
  'destroyOrReduce',
  'spread',
  'reduce',
  'charge',
  'discharge',
  'damage',
  'damageShared',
  'fortify',
  'fortifyShared',
  'alertUp',
  'alertDown',
  'discard',
  'addNode',
  'tension',
] as const;
export type CountedIconKind = (typeof COUNTED_ICON_KINDS)[number];

/**
 * One icon as printed (X and Y are the numbers next to it). "Description of Icons":
 * - destroy: Destroy X on ONE target, an Anomaly or the purple cube (`anomalyOnly`: the
 *   [Destroy] X : [Anomaly] icon, never the Critical interface);
 * - destroy2: Destroy X and Destroy Y on two different Anomalies, one of which may be the purple cube instead;
 * - distributed: Destroy X split as wished over Anomalies and/or the purple cube;
 * - destroyReduce: Destroy X on one Anomaly and Reduce infection Y;
 * - destroyOrReduce: Destroy X on one Anomaly or Reduce infection X;
 * - spread / reduce: the purple cube up / down; charge / discharge: DrPower's load;
 * - damage: the player's own Firewall; damageShared: split as the group wishes;
 * - fortify / fortifyShared: Firewalls up (cap 4);
 * - alertUp / alertDown: the left column's orange cube; discard: Discard Character card X;
 * - addNode: Additional node (X times); chain: CyberLink's grey cube; duplicate / putBack: BLAAST!!;
 * - tension: the Tension level moves X steps on its track (designed, Alert cards).
 */
export const iconSchema = z.discriminatedUnion('k', [
  z.object({ k: z.literal(COUNTED_ICON_KINDS), n }),
  z.object({ k: z.literal('destroy'), n, anomalyOnly: z.boolean().default(false) }),
  z.object({ k: z.literal('destroy2'), n, m: n }),
  z.object({ k: z.literal('destroyReduce'), n, m: n }),
  z.object({ k: z.literal('chain') }),
  z.object({ k: z.literal('duplicate') }),
  z.object({ k: z.literal('putBack') }),
]);
export type Icon = z.infer<typeof iconSchema>;
export type IconKind = Icon['k'];

/** Each icon's printed name. */
export const ICON_NAMES: Readonly<Record<IconKind, string>> = {
  destroy: 'Destroy',
  destroy2: 'Destroy + Destroy',
  distributed: 'Destroy, distributed',
  destroyReduce: 'Destroy + Reduce infection',
  destroyOrReduce: 'Destroy or reduce infection',
  spread: 'Spread',
  reduce: 'Reduce infection',
  charge: 'Charge',
  discharge: 'Discharge',
  damage: 'Damage',
  damageShared: 'Damage, shared',
  fortify: 'Fortify Firewall',
  fortifyShared: 'Fortify Firewall, shared',
  alertUp: 'Alert up',
  alertDown: 'Alert down',
  discard: 'Discard Character card',
  addNode: 'Additional node',
  chain: 'Chain, place cube',
  duplicate: 'Duplicate',
  putBack: 'Put back',
  tension: 'Tension',
};

export const characterCardSchema = z.object({
  id: z.string(),
  character,
  name: z.string(),
  top: z.array(iconSchema),
  bottom: z.array(iconSchema),
  ...designed,
});
export type CharacterCard = z.infer<typeof characterCardSchema>;

/** Anomaly sets of Scenario 1 (by player count), the Alert cards and the Solo Virus cards all go into the Anomaly deck. */
export const anomalySet = z.enum(['A1+', 'A2+', 'A3+', 'A4', 'alpha', 'X2', 'X3', 'X4', 'soloVirus']);
export type AnomalySet = z.infer<typeof anomalySet>;

export const anomalyCardSchema = z.object({
  id: z.string(),
  set: anomalySet,
  name: z.string(),
  /** Nodes when placed (Alpha Anomalies: set by the scenario instead). Solo Virus: 0. */
  nodes: z.number().int().min(0).max(9),
  /** Top option: placed into a free data block (deactivation), then these icons. */
  top: z.array(iconSchema),
  /** Bottom option: self-destruct, these icons, then the Enemy Discard. */
  bottom: z.array(iconSchema),
  /** [Chain, automatic]: when deactivated, Destroy 1 to the adjacent blocks. */
  chain: z.boolean().default(false),
  ...designed,
});
export type AnomalyCard = z.infer<typeof anomalyCardSchema>;

/** Solo Zero: 4 cards with Character backs, no effect (straight to the Enemy Discard). */
export const soloZeroSchema = z.object({ id: z.string(), name: z.string(), ...designed });

/** DrPower's Experimental card: four programs (the first three once per game) and the load scale 1-7. */
export const programSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Load spent (the blue cube steps back this many). */
  cost: z.number().int().min(1).max(7),
  icons: z.array(iconSchema).min(1),
  /** Usable once per game (its blue hexagon removed after use). */
  once: z.boolean(),
  ...designed,
});
export type Program = z.infer<typeof programSchema>;
