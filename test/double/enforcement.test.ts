/** What the double enforces like Discord: channel permissions (50001, 50013), the message rate limit (429), 10 attachments and their alt text's length. */
import { AttachmentBuilder, ChannelType, DiscordAPIError, Events, PermissionFlagsBits } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { type DoubleChannel, type DoubleUser, Permission } from '../../src/double/index.ts';
import { type Harness, harnessPerTest, takeViolations } from './harness.ts';

let alice: DoubleUser;
let table: DoubleChannel;

const { start, current, textChannel } = harnessPerTest((d) => {
  alice = d.addUser({ username: 'alice' });
  table = d.addChannel({ name: 'table' });
});

const file = () => new AttachmentBuilder(Buffer.from('png'), { name: 'board.png' });

async function apiError(p: Promise<unknown>): Promise<DiscordAPIError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DiscordAPIError);
  return err as DiscordAPIError;
}

/** Resolves once discord.js has applied the next CHANNEL_UPDATE to its cache. */
const channelUpdated = (hh: Harness) =>
  new Promise<void>((resolve) => hh.client.once(Events.ChannelUpdate, () => resolve()));

describe('channel permissions', () => {
  it('answers 50013 for a missing Send Messages or Attach Files and 50001 without View Channel; discord.js sees the overwrite', async () => {
    const { double, client } = await start();
    const ch = textChannel(table.id);
    expect(ch.permissionsFor(client.user!)?.has(PermissionFlagsBits.AttachFiles)).toBe(true);

    let updated = channelUpdated(current());
    double.setBotPermissions(table.id, { deny: Permission.AttachFiles });
    await updated;
    expect(ch.permissionsFor(client.user!)?.has(PermissionFlagsBits.AttachFiles)).toBe(false);
    expect(ch.permissionsFor(client.user!)?.has(PermissionFlagsBits.SendMessages)).toBe(true);
    const noFiles = await apiError(ch.send({ content: 'board', files: [file()] }));
    expect([noFiles.status, noFiles.code]).toEqual([403, 50013]);
    await ch.send('text still goes');

    updated = channelUpdated(current());
    double.setBotPermissions(table.id, { deny: Permission.SendMessages });
    await updated;
    expect((await apiError(ch.send('hello'))).code).toBe(50013);

    updated = channelUpdated(current());
    double.setBotPermissions(table.id, { deny: Permission.ViewChannel });
    await updated;
    expect((await apiError(ch.send('hello'))).code).toBe(50001);
    expect(double.botPermissionsIn(table.id)).toBe(0n);

    updated = channelUpdated(current());
    double.clearBotPermissions(table.id);
    await updated;
    await ch.send({ content: 'back', files: [file()] });
    expect(double.messages(table.id).map((m) => m.content)).toEqual(['text still goes', 'back']);
    expect(double.permissionRefusals.map((r) => r.code)).toEqual([50013, 50013, 50001]);
    expect(double.permissionRefusals[0]!.message).toContain('Attach Files');
    // A server's setup is not the bot's fault: no violation.
    expect(double.violations).toEqual([]);
  });

  it('threads follow their parent: Send Messages in Threads to post, Create Public Threads to open one', async () => {
    const { double } = await start();
    const ch = textChannel(table.id);
    const thread = await ch.threads.create({ name: 'game', type: ChannelType.PublicThread });
    await thread.send('first');
    double.setBotPermissions(table.id, { deny: Permission.SendMessagesInThreads | Permission.CreatePublicThreads });
    expect((await apiError(thread.send('second'))).code).toBe(50013);
    expect((await apiError(ch.threads.create({ name: 'another', type: ChannelType.PublicThread }))).code).toBe(50013);
    // Send Messages in the parent is not what a thread needs.
    await ch.send('parent is fine');
    expect(double.violations).toEqual([]);
  });

  it('sends app_permissions computed from the overwrites with every interaction', async () => {
    const { double, handleNext } = await start();
    double.setBotPermissions(table.id, { deny: Permission.EmbedLinks });
    const seen = handleNext(async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      await i.reply({ content: 'ok' });
      return i.appPermissions;
    });
    double.slash(alice.id, table.id, 'x');
    const perms = await seen;
    expect(perms.has(PermissionFlagsBits.SendMessages)).toBe(true);
    expect(perms.has(PermissionFlagsBits.EmbedLinks)).toBe(false);
  });
});

describe('message rate limit', () => {
  it('discord.js follows the X-RateLimit headers: six quick posts all arrive, none answered 429', async () => {
    const { double } = await start({ messageRateLimit: { limit: 5, windowMs: 300 } });
    const ch = textChannel(table.id);
    await Promise.all(Array.from({ length: 6 }, (_, n) => ch.send(`post ${n}`)));
    expect(double.messages(table.id)).toHaveLength(6);
    expect(double.rateLimits).toEqual([]);
  });

  it('answers 429 with retry_after when the window is used up elsewhere; discord.js waits and the post arrives', async () => {
    const { double } = await start({ messageRateLimit: { limit: 5, windowMs: 300 } });
    double.fillMessageRateLimit(table.id);
    await textChannel(table.id).send('after the wait');
    expect(double.messages(table.id).map((m) => m.content)).toEqual(['after the wait']);
    expect(double.rateLimits).toHaveLength(1);
    expect(double.rateLimits[0]!.channelId).toBe(table.id);
    expect(double.violations).toEqual([]);
  });

  it("a request before retry_after has passed is a violation; the 429 has Discord's body and headers", async () => {
    const { double } = await start({ messageRateLimit: { limit: 1, windowMs: 2000 } });
    const post = () =>
      fetch(`${double.apiUrl}/v10/channels/${table.id}/messages`, {
        method: 'POST',
        headers: { authorization: `Bot ${double.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'x' }),
      });
    const first = await post();
    expect(first.status).toBe(200);
    expect(first.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(first.headers.get('x-ratelimit-limit')).toBe('1');
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(limited.headers.get('x-ratelimit-scope')).toBe('user');
    const body = (await limited.json()) as { message: string; global: boolean; retry_after: number };
    expect(body).toMatchObject({ message: 'You are being rate limited.', global: false });
    expect(body.retry_after).toBeGreaterThan(0);
    expect(double.violations).toEqual([]);
    expect((await post()).status).toBe(429);
    expect(takeViolations(double).map((v) => v.message)).toEqual([expect.stringContaining('retry_after')]);
  });
});

describe('attachments', () => {
  it('refuses an 11th attachment with 50035', async () => {
    const { double } = await start();
    const ch = textChannel(table.id);
    const err = await apiError(ch.send({ files: Array.from({ length: 11 }, () => file()) }));
    expect(err.code).toBe(50035);
    expect(takeViolations(double)[0]!.message).toContain('10 or fewer');
    await ch.send({ files: Array.from({ length: 10 }, () => file()) });
    expect(double.messages(table.id)[0]!.attachments).toHaveLength(10);
  });

  it("keeps an attachment's description (alt text) and refuses one over 1,024 characters with 50035", async () => {
    const { double } = await start();
    const ch = textChannel(table.id);
    const described = (text: string) =>
      new AttachmentBuilder(Buffer.from('png'), { name: 'board.png', description: text });
    const err = await apiError(ch.send({ files: [described('x'.repeat(1025))] }));
    expect(err.code).toBe(50035);
    expect(takeViolations(double)[0]!.message).toContain('description');
    await ch.send({ files: [described('y'.repeat(1024))] });
    expect(double.messages(table.id)[0]!.attachments[0]!.description).toBe('y'.repeat(1024));
  });
});
