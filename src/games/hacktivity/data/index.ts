/** Hacktivity's components and the rulebook's numbers (Scenario 1). */

export * from './anomalies.ts';
export * from './characters.ts';
export * from './types.ts';

/** Alert interface columns, left to right, and its rows. */
export const COLUMNS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;
export const ROWS = 7;

/** Orange cubes at setup by player count (solo as 1-2). */
export const ALERT_SETUP: Readonly<Record<1 | 2 | 3 | 4, readonly string[]>> = {
  1: ['c4', 'd3', 'e3', 'f2'],
  2: ['c4', 'd3', 'e3', 'f2'],
  3: ['b3', 'c2', 'd2', 'e2', 'f1'],
  4: ['a1', 'b1', 'c2', 'd1', 'e1', 'f1'],
};
/** Alert deck by player count: one card fewer than the orange cubes. */
export const ALERT_DECK: Readonly<Record<1 | 2 | 3 | 4, 'X2' | 'X3' | 'X4'>> = { 1: 'X2', 2: 'X2', 3: 'X3', 4: 'X4' };
/** Anomaly sets by player count. */
export const ANOMALY_SETS: Readonly<Record<1 | 2 | 3 | 4, readonly ('A1+' | 'A2+' | 'A3+' | 'A4')[]>> = {
  1: ['A1+', 'A2+'],
  2: ['A1+', 'A2+'],
  3: ['A1+', 'A2+', 'A3+'],
  4: ['A1+', 'A2+', 'A3+', 'A4'],
};
/** Scenario 1's purple and grey cubes by player count (the reminder overrides the basic setup's purple 0). */
export const PURPLE_START: Readonly<Record<1 | 2 | 3 | 4, number>> = { 1: 2, 2: 2, 3: 3, 4: 4 };
export const GREY_START: Readonly<Record<1 | 2 | 3 | 4, number>> = { 1: 10, 2: 10, 3: 15, 4: 20 };
export const FIREWALL_START = 3;
export const FIREWALL_SOLO = 4;
/** Fortify never takes a Firewall above this. */
export const FIREWALL_MAX = 4;
export const CYBERLINK_CUBES = 4;
/** DrPower's load scale. */
export const LOAD_MAX = 7;
/** Alpha Anomaly nodes in Scenario 1; the difficult game adds two more Alphas of 3 nodes. */
export const ALPHA_NODES = 1;
export const ALPHA_DIFFICULT_NODES = 3;
/** An Anomaly with this many nodes or more cannot receive Additional node. */
export const ADD_NODE_LIMIT = 5;

/**
 * The Tension track (designed: the rulebook prints its first box, 3): each box is the number of
 * cards every player draws. The red cube starts on the first box; Alert cards move it on
 * ('tension' icon).
 */
export const TENSION_TRACK: readonly number[] = [3, 3, 4, 4, 5];
