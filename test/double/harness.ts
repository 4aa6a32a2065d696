import { Client, Events, GatewayIntentBits, type Interaction as DjsInteraction } from 'discord.js';
import { startDiscordDouble, type DiscordDouble, type DiscordDoubleOptions } from '../../src/double/index.ts';

export interface Harness {
  double: DiscordDouble;
  client: Client;
  /** Runs `fn` on the next interaction the client receives; resolves with its result. */
  handleNext<T>(fn: (i: DjsInteraction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Starts a double (with users and channels added by `seed`) and logs a real discord.js Client in. */
export async function startHarness(
  seed: (double: DiscordDouble) => void,
  opts: DiscordDoubleOptions = {},
): Promise<Harness> {
  const double = await startDiscordDouble(opts);
  seed(double);
  const client = new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.DirectMessages],
    rest: { api: double.apiUrl, retries: 0, timeout: 2000 },
  });
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  try {
    await client.login(double.token);
    await ready;
  } catch (e) {
    await client.destroy();
    await double.close();
    throw e;
  }
  return {
    double,
    client,
    handleNext<T>(fn: (i: DjsInteraction) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        client.once(Events.InteractionCreate, (i) => {
          fn(i).then(resolve, reject);
        });
      });
    },
    async close() {
      await client.destroy();
      await double.close();
    },
  };
}
