import type { BotContext } from './context.ts';
import type { TimerJob } from './timers/types.ts';

/** A computer seat's move, when its timer is due. (Issue 9, computer players: being written.) */
export async function computerTurn(_ctx: BotContext, _job: TimerJob): Promise<void> {}
