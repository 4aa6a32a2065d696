import { Client, type Interaction as DjsInteraction, Events, GatewayIntentBits, type TextChannel } from 'discord.js';
import { afterEach, expect } from 'vitest';
import {
  type DiscordDouble,
  type DiscordDoubleOptions,
  type DoubleChannel,
  type DoubleUser,
  startDiscordDouble,
  type Violation,
} from '../../src/double/index.ts';

/** Violations a test provoked on purpose and checked: taken off the list, so teardown does not fail on them. */
export function takeViolations(double: DiscordDouble): Violation[] {
  return double.violations.splice(0);
}

/** Teardown of every harness that starts the double: any violation nobody took is a failure. */
export function assertNoViolations(double: DiscordDouble): void {
  if (double.violations.length === 0) return;
  throw new Error(
    `the Discord double recorded ${double.violations.length} violation(s):\n${double.violations.map((v) => `${v.route}: ${v.message}`).join('\n')}`,
  );
}

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
      assertNoViolations(double);
    },
  };
}

/** A harness for each test of a file: started by start(), closed (and checked) after the test. */
export interface HarnessPerTest {
  /** Starts this test's double (seeded by the file's seed) and client. */
  start(opts?: DiscordDoubleOptions): Promise<Harness>;
  /** The running harness (after start()). */
  current(): Harness;
  /** A guild text channel as the client has it cached. */
  textChannel(id: string): TextChannel;
}

/**
 * Registers the file's teardown: after each test the harness is closed (failing on any violation
 * nobody took), and discord.js must have called nothing the double lacks and no handler of the
 * double may have crashed.
 */
export function harnessPerTest(seed: (double: DiscordDouble) => void): HarnessPerTest {
  let h: Harness | undefined;
  afterEach(async () => {
    const double = h?.double;
    await h?.close();
    h = undefined;
    if (double) {
      expect(double.unknownRoutes).toEqual([]);
      expect(double.serverErrors).toEqual([]);
    }
  });
  const current = () => {
    if (!h) throw new Error('harnessPerTest: call start() first');
    return h;
  };
  return {
    start: async (opts = {}) => (h = await startHarness(seed, opts)),
    current,
    textChannel: (id) => current().client.channels.cache.get(id) as TextChannel,
  };
}

/** The people of the client tests: alice, bob and a #table channel. */
export interface AliceAndBob {
  alice: DoubleUser;
  bob: DoubleUser;
  table: DoubleChannel;
}

/** A harness per test seeded with alice, bob (with these options: DMs closed, say) and #table, handed to `keep` at each start. */
export function aliceAndBobPerTest(
  keep: (people: AliceAndBob) => void,
  bobOptions: { dmClosed?: boolean } = {},
): HarnessPerTest {
  return harnessPerTest((d) =>
    keep({
      alice: d.addUser({ username: 'alice' }),
      bob: d.addUser({ username: 'bob', ...bobOptions }),
      table: d.addChannel({ name: 'table' }),
    }),
  );
}
