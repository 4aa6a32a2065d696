import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { flowKinds, type TypedStep } from '../../src/engine/flow.ts';

const DECISIONS = { pick: z.object({ n: z.number() }) };
const STEPS = {
  plain: null,
  withData: z.object({ n: z.number() }),
  maybe: z.object({ n: z.number() }).optional(),
  defaulted: z.object({ n: z.number().optional() }).default({}),
};
const kinds = flowKinds(DECISIONS, STEPS);

describe('flowKinds step data', () => {
  it('stores a step marked optional with or without data, typed as optional', () => {
    expect(kinds.step.parse({ k: 'maybe' })).toEqual({ k: 'maybe' });
    expect(kinds.step.parse({ k: 'maybe', data: { n: 2 } })).toEqual({ k: 'maybe', data: { n: 2 } });
    expect(() => kinds.step.parse({ k: 'maybe', data: { n: 'x' } })).toThrow();
    type Maybe = Extract<TypedStep<typeof STEPS>, { k: 'maybe' }>;
    expectTypeOf<Maybe['data']>().toEqualTypeOf<{ n: number } | undefined>();
    const bare: Maybe = { k: 'maybe' };
    expect(bare.data).toBeUndefined();
  });

  it('keeps .default({}) filling in the data, and a step with data requiring it', () => {
    expect(kinds.step.parse({ k: 'defaulted' })).toEqual({ k: 'defaulted', data: {} });
    expect(() => kinds.step.parse({ k: 'withData' })).toThrow();
    expect(kinds.step.parse({ k: 'plain' })).toEqual({ k: 'plain' });
    expectTypeOf<Extract<TypedStep<typeof STEPS>, { k: 'withData' }>['data']>().toEqualTypeOf<{ n: number }>();
  });
});
