import { RESOURCES, type Scoreboard, scoreboardSchema } from './types.ts';

/**
 * The Scoreboard (designed: the rulebook prints tracks 0-10, two Resource-token spaces, one
 * Permanent VP and one Card space per track, the Red Zone as the upper half, and a Breaking
 * Point start marked by player count, not the spaces). Reward Resource tokens sit on spaces 2
 * and 4 (low, so with 10 tokens per Resource the pool cannot run dry while tokens remain on the
 * Scoreboard: at most 4 in play when the second is claimed, 10 - 4 >= 1), the Card token on 3,
 * the Permanent VP on 5; the Red Zone is 6-10.
 */
export const SCOREBOARD: Scoreboard = scoreboardSchema.parse({
  max: 10,
  tracks: RESOURCES.map((resource) => ({
    resource,
    rewards: [
      { space: 2, kind: 'token' },
      { space: 3, kind: 'card' },
      { space: 4, kind: 'token' },
      { space: 5, kind: 'vp' },
    ],
    redFrom: 6,
    designed: true,
    note: 'designed reward spaces',
  })),
  breakingLength: 70,
  breakingStart: { '2': 40, '3': 45, '4': 50, '5': 55, '6': 60 },
  designed: true,
  note: 'designed: spaces and Breaking Point starts',
});

/** 60 Resource cubes: 10 per Resource (designed split of the printed 60). */
export const TOKENS_PER_RESOURCE = 10;
export const RESOURCE_CUBES = 60;
