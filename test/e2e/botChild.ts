/**
 * A bot in its own process, for the SIGKILL test (outbox-kill.test.ts): argv apiUrl, token, Redis
 * URL, key prefix, seed. Prints "ready" once started (after delivering what a killed one left owed).
 * Its images are blank: the test compares texts, and each of its many starts would load the renderer.
 */

import { registerFonts } from '../../renderers/kit/index.ts';
import { createBot } from '../../src/discord/bot.ts';
import { createLogger } from '../../src/log.ts';
import { Registry } from '../../src/registry.ts';
import { openStore } from '../../src/store/index.ts';
import { heistEntry } from '../fixture/registry.ts';
import { withBlankImages } from '../support/blankImages.ts';

const [apiUrl, token, redisUrl, keyPrefix, seed] = process.argv.slice(2);
if (!apiUrl || !token || !redisUrl || !keyPrefix || !seed)
  throw new Error('usage: botChild.ts apiUrl token redisUrl keyPrefix seed');
registerFonts();
const store = await openStore({ redisUrl, dataDir: '', keyPrefix, finishedRetentionMs: 3_600_000 });
const bot = createBot({
  token,
  registry: new Registry([withBlankImages(heistEntry)]),
  store,
  log: createLogger('silent'),
  apiUrl,
  newSeed: () => seed,
});
await bot.start();
process.stdout.write('ready\n');
