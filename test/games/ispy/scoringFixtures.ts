import type { GameEvent } from '../../../src/engine/types.ts';
import type { Nation } from '../../../src/games/ispy/data/index.ts';
import { ispyFlow } from '../../../src/games/ispy/game.ts';
import { setupIspy } from '../../../src/games/ispy/setup.ts';
import type { IspyState, Step } from '../../../src/games/ispy/state.ts';

/** A set-up game with nothing queued, every spy deployed nowhere: edit it to build a situation. */
export function bare(players = 3, options: Partial<IspyState['options']> = {}, seed = 'scoring'): IspyState {
  const s = setupIspy(players, { special: false, finalReport: false, ...options }, seed);
  s.queue = [];
  s.stack = [];
  return s;
}

export { onTurn } from './turnState.ts';

export function track(values: readonly number[]): Record<Nation, number> {
  const [austria, germany, italy, france, russia, britain] = values as [number, number, number, number, number, number];
  return { austria, germany, italy, france, russia, britain };
}

/** Queues `steps` and runs the flow until a decision waits; returns the events raised. */
export function run(s: IspyState, steps: readonly Step[]): GameEvent[] {
  s.queue.push(...steps);
  return ispyFlow.record(s, (ctx) => ispyFlow.settle(s, ctx))[1];
}

/** Answers the top decision for `seat` with the choice keyed `key`, then settles. */
export function answer(s: IspyState, seat: number, key: string): GameEvent[] {
  const c = ispyFlow.choices(s, seat).find((x) => x.key === key);
  if (!c)
    throw new Error(
      `seat ${seat} has no choice ${key}: ${ispyFlow
        .choices(s, seat)
        .map((x) => x.key)
        .join(', ')}`,
    );
  return ispyFlow.record(s, (ctx) => {
    ispyFlow.answer(s, s.stack[s.stack.length - 1]!, seat, c, undefined, ctx);
    ispyFlow.settle(s, ctx);
  })[1];
}
