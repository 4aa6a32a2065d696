/**
 * A second NeonTable process for the DATA_DIR lock tests: opens the store the way `npm start`
 * does (openConfiguredStore, file store on DATA_DIR), says "ready", and closes it on "close" from
 * stdin. Refused, it prints the refusal on stderr and exits 1, as `npm start` would.
 * Usage: node --import tsx test/store/dataDirHolder.ts <dataDir>
 */
import { createInterface } from 'node:readline';
import { readConfig } from '../../src/config.ts';
import { createLogger } from '../../src/log.ts';
import { openConfiguredStore } from '../../src/store/index.ts';

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: dataDirHolder <dataDir>');
const cfg = readConfig({ DATA_DIR: dataDir, REDIS_URL: '', LOG_LEVEL: 'silent' });
if (!cfg.ok) throw new Error(cfg.problems.join('\n'));

const store = await openConfiguredStore(cfg.config, createLogger('silent'));
const lines = createInterface({ input: process.stdin });
process.stdout.write('ready\n');
await new Promise<void>((resolve) => lines.on('line', (line) => line.trim() === 'close' && resolve()));
lines.close();
await store.close();
process.stdout.write('closed\n');
