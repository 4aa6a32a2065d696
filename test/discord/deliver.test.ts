import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Client, DiscordAPIError, RESTJSONErrorCodes } from 'discord.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DM_RETRY_MS, sendDm } from '../../src/discord/deliver.ts';
import { createLogger } from '../../src/log.ts';
import { UserActivity } from '../../src/service/activity.ts';
import { type FileTableStore, openFileStore } from '../../src/store/fileStore.ts';

const log = createLogger('silent');
const USER = '42';
let dir: string;
let store: FileTableStore;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'nt-deliver-'));
  store = await openFileStore({ dataDir: dir, keyPrefix: 't:', finishedRetentionMs: 0 });
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const apiError = (code: number) =>
  new DiscordAPIError({ code, message: 'refused' }, code, 403, 'POST', '/channels/1/messages', {
    body: undefined,
    files: undefined,
  });

/** A client whose DMs fail with `fail` (or go through), counting the tries. */
function client(fail?: () => Error): { client: Client; tries: () => number } {
  let tries = 0;
  const user = {
    send: async () => {
      tries++;
      if (fail) throw fail();
    },
  };
  return { client: { users: { fetch: async () => user } } as unknown as Client, tries: () => tries };
}

const payload = { content: 'news' };

describe('sendDm', () => {
  it('records closed DMs (50007) with their time, but not any other failure', async () => {
    const closed = client(() => apiError(RESTJSONErrorCodes.CannotSendMessagesToThisUser));
    expect(await sendDm(closed.client, store, log, USER, payload, undefined, () => 1_000)).toBe('closed');
    expect(await store.getPrefs(USER)).toMatchObject({ dmClosed: true, dmClosedAt: new Date(1_000).toISOString() });

    await store.setPrefs(USER, { dms: true });
    const missingAccess = client(() => apiError(RESTJSONErrorCodes.MissingAccess));
    expect(await sendDm(missingAccess.client, store, log, USER, payload)).toBe('failed');
    const network = client(() => new Error('socket hang up'));
    expect(await sendDm(network.client, store, log, USER, payload)).toBe('failed');
    expect(await store.getPrefs(USER)).toMatchObject({ dmClosed: false, dmClosedAt: null });
  });

  it('tries a closed player again after they use the bot, or a day later; a DM that gets through clears the mark', async () => {
    const activity = new UserActivity();
    const bounce = client(() => apiError(RESTJSONErrorCodes.CannotSendMessagesToThisUser));
    let now = 10_000;
    expect(await sendDm(bounce.client, store, log, USER, payload, activity, () => now)).toBe('closed');
    now += 60_000;
    expect(await sendDm(bounce.client, store, log, USER, payload, activity, () => now)).toBe('closed');
    expect(bounce.tries()).toBe(1);

    activity.note(USER, now);
    const open = client();
    expect(await sendDm(open.client, store, log, USER, payload, activity, () => now)).toBe('sent');
    expect(await store.getPrefs(USER)).toMatchObject({ dmClosed: false, dmClosedAt: null });

    now += 1_000;
    expect(await sendDm(bounce.client, store, log, USER, payload, activity, () => now)).toBe('closed');
    now += DM_RETRY_MS - 1;
    expect(await sendDm(open.client, store, log, USER, payload, activity, () => now)).toBe('closed');
    expect(open.tries()).toBe(1);
    now += 1;
    expect(await sendDm(open.client, store, log, USER, payload, activity, () => now)).toBe('sent');
    expect(open.tries()).toBe(2);
  });

  it('reads prefs stored before the bounce time existed', async () => {
    await store.keyv.prefs.set(USER, { dms: true, dmClosed: true });
    expect(await store.getPrefs(USER)).toEqual({ dms: true, dmClosed: true, dmClosedAt: null, away: null });
    // An old bounce of unknown time is tried again.
    expect(await sendDm(client().client, store, log, USER, payload)).toBe('sent');
  });
});
