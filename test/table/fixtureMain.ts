/**
 * `npm start` without a token, but offering the fixture game: the same configuration reading and
 * the same runOfflineTable as src/main.ts, for the restart test while src/games has no game yet.
 */
import { readConfig } from '../../src/config.ts';
import { Registry } from '../../src/registry.ts';
import { runOfflineTable } from '../../src/table/run.ts';
import { heistEntry } from '../fixture/registry.ts';

const cfg = readConfig();
if (!cfg.ok) {
  for (const p of cfg.problems) console.error(`config: ${p}`);
  process.exit(1);
}
await runOfflineTable(cfg.config, new Registry([heistEntry]));
