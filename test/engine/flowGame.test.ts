import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Choice, type FlowState, flowKinds } from '../../src/engine/flow.ts';
import { defineFlowGame, type FlowGameSpec } from '../../src/engine/flowGame.ts';
import { type RngState, seedRng } from '../../src/engine/rng.ts';
import type { Seat } from '../../src/engine/types.ts';

const kinds = flowKinds({ pick: z.object({}) }, { tick: null });
interface Mini extends FlowState {
  stack: z.infer<typeof kinds.pending>[];
  queue: z.infer<typeof kinds.step>[];
  listed: number;
  rng: RngState;
}

/** A one-choice game that counts how often its turn's choices are built. */
function mini(blocked: Pick<FlowGameSpec<Mini, unknown, null>, 'unavailable' | 'unavailableGiven'>) {
  return defineFlowGame<Mini, unknown, null>({
    id: 'mini',
    name: 'Mini',
    summary: 'test',
    minSeats: 1,
    maxSeats: 1,
    schemaVersion: 1,
    stateSchema: z.any(),
    optionsSchema: z.any(),
    decisions: kinds.decisions,
    steps: kinds.steps,
    over: () => false,
    register(flow) {
      flow.defineDecision('pick', { options: () => [], resolve: () => undefined });
      flow.defineStep('tick', () => undefined);
      flow.defineTurn({
        seats: () => [0],
        options: (s) => {
          s.listed++;
          return [{ key: 'go', kind: 'go', label: 'Go' }];
        },
        resolve: () => undefined,
      });
    },
    setup: () => ({ stack: [], queue: [], listed: 0, rng: seedRng('mini') }),
    view: () => null,
    outcome: () => ({ kind: 'ongoing' }) as never,
    standings: () => ({}) as never,
    secrets: () => [],
    help: {} as never,
    computer: {} as never,
    ...blocked,
  });
}

describe('defineFlowGame unavailable', () => {
  it('lists the choices only for a game that asks for them (unavailableGiven)', () => {
    const without = mini({ unavailable: (_s: Mini, _seat: Seat) => [] });
    const s1 = without.setup(1, {}, 'x');
    without.unavailable!(s1, 0);
    expect(s1.listed).toBe(0);

    let seen: readonly Choice[] = [];
    const withList = mini({
      unavailableGiven: (_s, _seat, choices) => {
        seen = choices;
        return [];
      },
    });
    const s2 = withList.setup(1, {}, 'x');
    withList.unavailable!(s2, 0);
    expect(s2.listed).toBe(1);
    expect(seen.map((c) => c.key)).toEqual(['go']);
  });
});
