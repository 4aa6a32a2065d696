/** Which start-up failures get one explaining line, and what it says (the processes: startup.test.ts). */
import { Client, DiscordAPIError, HTTPError } from 'discord.js';
import { describe, expect, it } from 'vitest';
import {
  DiscordNoAnswer,
  discordWithin,
  explainStartupFailure,
  networkFailure,
  TOKEN_REFUSED,
} from '../src/startupErrors.ts';
import { RedisUnreachable } from '../src/store/errors.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('explainStartupFailure', () => {
  it('a token Discord refuses: discord.js TokenInvalid, a REST 401, the gateway closing with 4004', async () => {
    const tokenInvalid = await new Client({ intents: [] }).login('').catch((err: unknown) => err);
    const api401 = new DiscordAPIError(
      { message: '401: Unauthorized', code: 0 },
      0,
      401,
      'GET',
      '/applications/@me',
      {},
    );
    const http401 = new HTTPError(401, 'Unauthorized', 'GET', '/gateway/bot', {});
    for (const err of [tokenInvalid, api401, http401, new Error('Authentication failed')])
      expect(explainStartupFailure(err)).toBe(TOKEN_REFUSED);
  });

  it('Discord out of reach names the address asked and the fix', () => {
    const refused = new TypeError('fetch failed', {
      cause: withCode('connect ECONNREFUSED 127.0.0.1:9', 'ECONNREFUSED'),
    });
    expect(explainStartupFailure(refused, { apiUrl: 'http://127.0.0.1:9/api' })).toBe(
      'Cannot reach Discord at http://127.0.0.1:9/api (connection refused): check DISCORD_API_URL in .env (empty for Discord itself), then try again',
    );
    expect(explainStartupFailure(withCode('getaddrinfo ENOTFOUND discord.com', 'ENOTFOUND'))).toBe(
      "Cannot reach Discord (host not found): check this machine's internet connection, then try again",
    );
    expect(explainStartupFailure(new DiscordNoAnswer(15_000))).toMatch(
      /^Cannot reach Discord \(no answer within 15 s\)/,
    );
  });

  it('Redis out of reach names host and port, never a password in REDIS_URL', () => {
    const line = explainStartupFailure(
      new RedisUnreachable('redis://:s3cret@cache.example:6380', withCode('connect ECONNREFUSED', 'ECONNREFUSED')),
    );
    expect(line).toBe(
      'Cannot reach Redis at cache.example:6380 (connection refused): start Redis, or fix REDIS_URL in .env (empty keeps games in files under DATA_DIR)',
    );
    expect(
      explainStartupFailure(new RedisUnreachable('redis://h:1', new Error('WRONGPASS invalid username-password pair'))),
    ).toMatch(/^Cannot reach Redis at h:1 \(WRONGPASS/);
  });

  it('registering to a server the bot is not in (403 Missing Access) names GUILD_ID', () => {
    const missing = new DiscordAPIError(
      { message: 'Missing Access', code: 50001 },
      50001,
      403,
      'PUT',
      '/applications/1/guilds/2/commands',
      {},
    );
    expect(explainStartupFailure(missing, { guildId: '123456' })).toMatch(
      /^Discord refused the commands for server 123456 \(Missing Access\): invite the bot there/,
    );
  });

  it('anything else is not explained (a bug keeps its stack)', () => {
    expect(explainStartupFailure(new Error('boom'))).toBeUndefined();
    expect(
      explainStartupFailure(
        new DiscordAPIError({ message: 'Invalid Form Body', code: 50035 }, 50035, 400, 'PUT', '/x', {}),
      ),
    ).toBeUndefined();
    expect(networkFailure('ECONNREFUSED')).toBeUndefined();
  });
});

describe('discordWithin', () => {
  it('passes the outcome through, or gives up with DiscordNoAnswer', async () => {
    await expect(discordWithin(Promise.resolve(7), 1000)).resolves.toBe(7);
    await expect(discordWithin(Promise.reject(new Error('no')), 1000)).rejects.toThrow('no');
    await expect(discordWithin(new Promise(() => {}), 20)).rejects.toBeInstanceOf(DiscordNoAnswer);
  });
});
