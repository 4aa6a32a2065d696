/** `npm run register`: registers the slash commands (to GUILD_ID when set, else globally). */
import { readConfig } from '../config.ts';
import { GAMES } from '../games/index.ts';
import { Registry } from '../registry.ts';
import { applicationIdOf, registerCommands } from './bot.ts';

const cfg = readConfig();
if (!cfg.ok) {
  for (const p of cfg.problems) console.error(`config: ${p}`);
  process.exit(1);
}
const { DISCORD_TOKEN: token, GUILD_ID: guildId, DISCORD_API_URL: apiUrl } = cfg.config;
if (!token) {
  console.error('config: DISCORD_TOKEN: required to register commands (see .env.example)');
  process.exit(1);
}
const applicationId = cfg.config.APPLICATION_ID ?? (await applicationIdOf(token, apiUrl));
const n = await registerCommands({ token, applicationId, guildId, registry: new Registry(GAMES), apiUrl });
console.log(`Registered ${n} commands ${guildId ? `to guild ${guildId} (instant)` : 'globally (may take up to an hour to appear)'}.`);
