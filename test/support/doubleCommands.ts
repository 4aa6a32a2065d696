import { registerCommands } from '../../src/discord/bot.ts';
import type { DiscordDouble } from '../../src/double/index.ts';
import type { Registry } from '../../src/registry.ts';

/** Registers the registry's slash commands with the double's guild, as a deployment does. */
export async function registerDoubleCommands(double: DiscordDouble, registry: Registry): Promise<void> {
  await registerCommands({
    token: double.token,
    applicationId: double.applicationId,
    guildId: double.guildId,
    registry,
    apiUrl: double.apiUrl,
  });
}
