/** A process with the bot's process guards that then rejects a promise and throws outside any handler. */
import { pino } from 'pino';
import { installProcessGuards } from '../../src/processGuards.ts';

installProcessGuards(pino({ base: null }));
void Promise.reject(new Error('a handler rejection nobody awaited'));
setTimeout(() => {
  throw new Error('thrown outside any handler');
}, 10);
setTimeout(() => {
  console.log('still alive');
  process.exit(0);
}, 200);
