/**
 * `npm run register [-- --global | --guild]`: registers the slash commands, reading `.env` as
 * `npm start` does. To GUILD_ID when it is set (instant, that server only), globally otherwise;
 * `--global` registers globally even with GUILD_ID set (commands registered to one server do not
 * appear in DMs, so /games and /away from DMs need it), `--guild` insists on GUILD_ID.
 */
import { GAMES } from '../games/index.ts';
import { Registry } from '../registry.ts';
import { argsOrExit, configOrExit } from '../startup.ts';
import { discordWithin, exitOnStartupFailure } from '../startupErrors.ts';
import { applicationIdOf, registerCommands } from './bot.ts';

const USAGE = 'usage: npm run register [-- --global | --guild]';

function scope(): { global: boolean; guild: boolean } {
  const values = argsOrExit({ global: { type: 'boolean' }, guild: { type: 'boolean' } }, USAGE);
  // `npm run register --global` (without the `--`) is npm's own flag: npm keeps it and says so in
  // the script's environment. Taken as meant rather than silently registering to GUILD_ID.
  const global = values.global === true || process.env.npm_config_global === 'true';
  const guild = values.guild === true;
  if (global && guild) {
    console.error(`--global and --guild: choose one\n${USAGE}`);
    process.exit(1);
  }
  return { global, guild };
}

const { global, guild } = scope();
const config = configOrExit();
const { DISCORD_TOKEN: token, DISCORD_API_URL: apiUrl } = config;
if (!token) {
  console.error(
    'config: DISCORD_TOKEN: required to register commands; put the bot\'s token in .env (see README, "Create and invite the Discord application")',
  );
  process.exit(1);
}
if (guild && !config.GUILD_ID) {
  console.error("config: GUILD_ID: required with --guild; put your server's id in .env (see README)");
  process.exit(1);
}
const guildId = global ? undefined : config.GUILD_ID;
try {
  const applicationId = config.APPLICATION_ID ?? (await discordWithin(applicationIdOf(token, apiUrl)));
  const n = await discordWithin(
    registerCommands({
      token,
      applicationId,
      ...(guildId ? { guildId } : {}),
      registry: new Registry(GAMES),
      ...(apiUrl ? { apiUrl } : {}),
    }),
  );
  console.log(
    guildId
      ? `Registered ${n} commands to server ${guildId}: they appear there at once, not in DMs (npm run register -- --global for /games and /away in DMs).`
      : `Registered ${n} commands globally: in every server the bot is in and in DMs; Discord may take up to an hour to show them.`,
  );
} catch (err) {
  await exitOnStartupFailure(err, { apiUrl, guildId });
}
