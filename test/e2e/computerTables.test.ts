/** A table of computers only plays every registered game to its end: the file store, in-process timers (see computerTables.ts). */
import { describe } from 'vitest';
import { LocalTimers } from '../../src/service/timers/local.ts';
import { computerTablesSuite } from './computerTables.ts';

computerTablesSuite(describe, 'tables of computers only, in-process timers on the file store', (now) => ({
  options: { timers: () => new LocalTimers(() => now().getTime()) },
}));
