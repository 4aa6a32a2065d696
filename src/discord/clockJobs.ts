import type { BotContext } from './context.ts';
import type { TimerJob } from './timers/types.ts';

/** A reminder or a deadline, when its timer is due. (Issue 9, clocks: being written.) */
export async function clockJob(_ctx: BotContext, _job: TimerJob): Promise<void> {}
