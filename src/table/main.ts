/** `npm run table`: the offline table, whether or not a DISCORD_TOKEN is set. */
import { existsSync } from 'node:fs';
import { readConfig } from '../config.ts';
import { GAMES } from '../games/index.ts';
import { Registry } from '../registry.ts';
import { runOfflineTable } from './run.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const cfg = readConfig();
if (!cfg.ok) {
  for (const p of cfg.problems) console.error(`config: ${p}`);
  process.exit(1);
}
await runOfflineTable(cfg.config, new Registry(GAMES));
