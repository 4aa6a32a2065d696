import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DiscordDouble, startDiscordDouble } from '../../src/double/index.ts';

let double: DiscordDouble;
let channelId: string;

beforeEach(async () => {
  // These tests fire many refused bodies at one channel; the rate limit has its own tests.
  double = await startDiscordDouble({ messageRateLimit: { limit: 1000, windowMs: 5000 } });
  channelId = double.addChannel({ name: 'table' }).id;
});

afterEach(async () => {
  expect(double.serverErrors).toEqual([]);
  await double.close();
});

async function api(method: string, path: string, body?: unknown, { auth = true } = {}) {
  const headers: Record<string, string> = {};
  if (auth) headers.authorization = `Bot ${double.token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${double.apiUrl}/v10${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

const post = (body: unknown) => api('POST', `/channels/${channelId}/messages`, body);
const button = (id: string, label = 'Go') => ({ type: 2, style: 1, custom_id: id, label });
const row = (...components: unknown[]) => ({ type: 1, components });
const select = (id: string, n: number) => ({
  type: 3,
  custom_id: id,
  options: Array.from({ length: n }, (_, i) => ({ label: `o${i}`, value: `v${i}` })),
});

/** Posts a message body and expects Discord's Invalid Form Body with an error at `path`. */
async function expectRefused(body: unknown, path: string) {
  const res = await post(body);
  expect(res.status).toBe(400);
  expect(res.body.code).toBe(50035);
  let node = res.body.errors;
  for (const key of path.split('.')) node = node?.[key];
  expect(node?._errors?.length, `errors at ${path} in ${JSON.stringify(res.body.errors)}`).toBeGreaterThan(0);
  expect(double.violations.at(-1)?.route).toBe(`POST /channels/${channelId}/messages`);
}

describe('REST basics', () => {
  it('requires the bot token on bot routes, not on interaction routes', async () => {
    expect((await api('GET', '/users/@me', undefined, { auth: false })).status).toBe(401);
    expect(double.violations).toHaveLength(1);
    const me = await api('GET', '/users/@me');
    expect(me.body).toMatchObject({ id: double.botUserId, bot: true });
    const cb = await api('POST', '/interactions/1/abc/callback', { type: 4, data: { content: 'x' } }, { auth: false });
    expect(cb.body.code).toBe(10062);
  });

  it('answers unknown routes with 404 JSON and lists them apart from violations', async () => {
    const res = await api('GET', '/nothing/here');
    expect(res).toEqual({ status: 404, body: { message: '404: Not Found', code: 0 } });
    expect(double.unknownRoutes).toEqual([{ method: 'GET', path: '/nothing/here', status: 404 }]);
    expect(double.violations).toEqual([]);
  });

  it('hands out the gateway URL', async () => {
    const res = await api('GET', '/gateway/bot');
    expect(res.body.url).toBe(double.gatewayUrl);
    expect(res.body.shards).toBe(1);
  });

  it('recommends the shard count it was given, and keeps the guild id it was given', async () => {
    const guildId = '335249041002595538';
    const sharded = await startDiscordDouble({ guildId, recommendedShards: 4 });
    try {
      const res = await fetch(`${sharded.apiUrl}/v10/gateway/bot`, {
        headers: { authorization: `Bot ${sharded.token}` },
      });
      expect(((await res.json()) as { shards: number }).shards).toBe(4);
      expect(sharded.guildId).toBe(guildId);
    } finally {
      await sharded.close();
    }
    await expect(startDiscordDouble({ guildId: 'guild-1' })).rejects.toThrow('guildId must be a snowflake');
  });

  it('creates, edits, fetches and deletes channel messages', async () => {
    const created = await post({ content: 'hi' });
    expect(created.status).toBe(200);
    const id = created.body.id as string;
    const edited = await api('PATCH', `/channels/${channelId}/messages/${id}`, { content: 'hello' });
    expect(edited.body.content).toBe('hello');
    expect(edited.body.edited_timestamp).not.toBeNull();
    expect((await api('GET', `/channels/${channelId}/messages/${id}`)).body.content).toBe('hello');
    expect((await api('DELETE', `/channels/${channelId}/messages/${id}`)).status).toBe(204);
    expect((await api('GET', `/channels/${channelId}/messages/${id}`)).body.code).toBe(10008);
    expect(double.messages(channelId)).toEqual([]);
  });

  it('with enforce_nonce, a repeated nonce in a channel returns the first message instead of a second', async () => {
    const first = await post({ content: 'once', nonce: 'n1', enforce_nonce: true });
    const again = await post({ content: 'once more', nonce: 'n1', enforce_nonce: true });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.content).toBe('once');
    // Without enforce_nonce, or with another nonce, each create is a new message.
    const plain = await post({ content: 'plain', nonce: 'n1' });
    const other = await post({ content: 'other', nonce: 'n2', enforce_nonce: true });
    expect(new Set([first.body.id, plain.body.id, other.body.id]).size).toBe(3);
    // Per channel: the same nonce elsewhere is another message.
    const elsewhere = double.addChannel({ name: 'elsewhere' }).id;
    const there = await api('POST', `/channels/${elsewhere}/messages`, {
      content: 'there',
      nonce: 'n1',
      enforce_nonce: true,
    });
    expect(there.body.id).not.toBe(first.body.id);
    expect(double.messages(channelId).map((m) => m.content)).toEqual(['once', 'plain', 'other']);
    expect((await post({ content: 'x', nonce: 'n'.repeat(26), enforce_nonce: true })).body.code).toBe(50035);
  });

  it('refuses an empty message with 50006', async () => {
    const res = await post({ content: '' });
    expect(res.body.code).toBe(50006);
  });

  it('takes multipart uploads and refuses a file over 10 MiB with 413', async () => {
    const form = new FormData();
    form.append('payload_json', JSON.stringify({ content: 'files', attachments: [{ id: 0, filename: 'a.txt' }] }));
    form.append('files[0]', new Blob([Buffer.from('hello')], { type: 'text/plain' }), 'a.txt');
    const res = await fetch(`${double.apiUrl}/v10/channels/${channelId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bot ${double.token}` },
      body: form,
    });
    expect(res.status).toBe(200);
    const m = double.messages(channelId)[0]!;
    expect(m.attachments[0]).toMatchObject({ filename: 'a.txt', contentType: 'text/plain' });
    expect(m.attachments[0]!.data.toString()).toBe('hello');

    const big = new FormData();
    big.append('payload_json', JSON.stringify({ content: 'big' }));
    big.append('files[0]', new Blob([Buffer.alloc(10 * 1024 * 1024 + 1)]), 'big.bin');
    const tooBig = await fetch(`${double.apiUrl}/v10/channels/${channelId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bot ${double.token}` },
      body: big,
    });
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { code: number }).code).toBe(40005);
    expect(double.violations.at(-1)?.code).toBe(40005);
  });

  it('opens DM channels and refuses messages to users with closed DMs', async () => {
    const open = double.addUser({ username: 'open' });
    const closed = double.addUser({ username: 'closed', dmClosed: true });
    const dm = await api('POST', '/users/@me/channels', { recipient_id: closed.id });
    expect(dm.body).toMatchObject({ type: 1, recipients: [{ id: closed.id }] });
    const refused = await api('POST', `/channels/${dm.body.id}/messages`, { content: 'hi' });
    expect(refused).toEqual({ status: 403, body: { code: 50007, message: 'Cannot send messages to this user' } });
    double.setDmClosed(closed.id, false);
    expect((await api('POST', `/channels/${dm.body.id}/messages`, { content: 'hi' })).status).toBe(200);
    expect(double.dms(closed.id).map((m) => m.content)).toEqual(['hi']);
    expect(double.dms(open.id)).toEqual([]);
  });
});

describe('message limits', () => {
  it('embeds: count, title, description, fields and total size', async () => {
    await expectRefused({ embeds: Array.from({ length: 11 }, () => ({ title: 't' })) }, 'embeds');
    await expectRefused({ embeds: [{ title: 't'.repeat(257) }] }, 'embeds.0.title');
    await expectRefused({ embeds: [{ description: 'd'.repeat(4097) }] }, 'embeds.0.description');
    await expectRefused(
      { embeds: [{ fields: Array.from({ length: 26 }, () => ({ name: 'n', value: 'v' })) }] },
      'embeds.0.fields',
    );
    await expectRefused({ embeds: [{ description: 'd'.repeat(4000) }, { description: 'd'.repeat(2001) }] }, 'embeds');
    expect((await post({ embeds: [{ title: 't'.repeat(256), description: 'd'.repeat(4096) }] })).status).toBe(200);
  });

  it('components: rows, row width, selects alone, custom ids, labels, options', async () => {
    await expectRefused({ components: Array.from({ length: 6 }, (_, i) => row(button(`b${i}`))) }, 'components');
    await expectRefused(
      { components: [row(...Array.from({ length: 6 }, (_, i) => button(`b${i}`)))] },
      'components.0.components',
    );
    await expectRefused({ components: [row(select('s', 2), button('b'))] }, 'components.0.components');
    await expectRefused(
      { components: [row({ type: 2, style: 1, label: 'x' })] },
      'components.0.components.0.custom_id',
    );
    await expectRefused({ components: [row(button('c'.repeat(101)))] }, 'components.0.components.0.custom_id');
    await expectRefused(
      { components: [row(button('same')), row(button('same'))] },
      'components.1.components.0.custom_id',
    );
    await expectRefused({ components: [row(button('b', 'l'.repeat(81)))] }, 'components.0.components.0.label');
    await expectRefused({ components: [row(select('s', 26))] }, 'components.0.components.0.options');
    const longOption = {
      type: 3,
      custom_id: 's',
      options: [{ label: 'l'.repeat(101), value: 'v', description: 'd'.repeat(101) }],
    };
    await expectRefused({ components: [row(longOption)] }, 'components.0.components.0.options.0.label');
    await expectRefused({ components: [row(longOption)] }, 'components.0.components.0.options.0.description');
    const ok = await post({
      components: [
        ...Array.from({ length: 4 }, (_, r) => row(...Array.from({ length: 5 }, (_, i) => button(`b${r}-${i}`)))),
        row(select('s', 25)),
      ],
    });
    expect(ok.status).toBe(200);
  });
});

describe('command registration limits', () => {
  const put = (commands: unknown, guild = true) =>
    api(
      'PUT',
      guild
        ? `/applications/${double.applicationId}/guilds/${double.guildId}/commands`
        : `/applications/${double.applicationId}/commands`,
      commands,
    );
  const cmd = (extra: Record<string, unknown> = {}) => ({ name: 'heist', description: 'Play', ...extra });
  const opt = (name: string, extra: Record<string, unknown> = {}) => ({ name, description: 'd', type: 3, ...extra });

  async function expectBad(commands: unknown, pattern: RegExp, guild = true) {
    const res = await put(commands, guild);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.code).toBe(50035);
    expect(double.violations.at(-1)?.message).toMatch(pattern);
  }

  it('refuses bad names and descriptions', async () => {
    await expectBad([cmd({ name: 'Heist' })], /name: Command name is invalid/);
    await expectBad([cmd({ name: 'data heist' })], /name: Command name is invalid/);
    await expectBad([cmd({ name: 'h'.repeat(33) })], /name: Must be between 1 and 32/);
    await expectBad([cmd({ description: '' })], /description: Must be between 1 and 100/);
    await expectBad([cmd({ description: 'd'.repeat(101) })], /description: Must be between 1 and 100/);
    expect((await put([cmd({ name: 'ограбление-2' })])).status).toBe(200);
  });

  it('refuses too many options or choices, bad nesting and required after optional', async () => {
    await expectBad(
      [cmd({ options: Array.from({ length: 26 }, (_, i) => opt(`o${i}`)) })],
      /options: Must be 25 or fewer/,
    );
    await expectBad(
      [
        cmd({
          options: [opt('o', { choices: Array.from({ length: 26 }, (_, i) => ({ name: `c${i}`, value: `v${i}` })) })],
        }),
      ],
      /choices: Must be 25 or fewer/,
    );
    await expectBad(
      [cmd({ options: [opt('o', { choices: [{ name: 'n'.repeat(101), value: 'v' }] })] })],
      /name: Must be between 1 and 100/,
    );
    await expectBad(
      [cmd({ options: [opt('a'), opt('b', { required: true })] })],
      /Required options must be placed before/,
    );
    const deep = {
      name: 'g',
      description: 'd',
      type: 2,
      options: [{ name: 's', description: 'd', type: 1, options: [{ name: 's2', description: 'd', type: 1 }] }],
    };
    await expectBad([cmd({ options: [deep] })], /nested/);
    await expectBad([cmd({ options: [{ name: 's', description: 'd', type: 1 }, opt('x')] })], /mutually exclusive/);
    const fine = {
      name: 'g',
      description: 'd',
      type: 2,
      options: [{ name: 's', description: 'd', type: 1, options: [opt('x', { required: true }), opt('y')] }],
    };
    expect((await put([cmd({ options: [fine] })])).status).toBe(200);
  });

  it('refuses more than 100 global commands and commands over 8000 characters', async () => {
    const many = Array.from({ length: 101 }, (_, i) => cmd({ name: `c${i}` }));
    await expectBad(many, /Must be 100 or fewer/, false);
    const big = cmd({
      options: Array.from({ length: 25 }, (_, i) =>
        opt(`o${i}`, {
          description: 'd'.repeat(100),
          choices: Array.from({ length: 25 }, (_, k) => ({ name: `n${k}`.padEnd(10, 'x'), value: `v${k}` })),
        }),
      ),
    });
    await expectBad([big], /Command exceeds maximum size \(8000\)/);
    expect((await put(many.slice(0, 100), false)).status).toBe(200);
    expect(double.registeredCommands()).toHaveLength(100);
  });

  it('keeps command ids across re-registration and emits the list', async () => {
    const events: unknown[] = [];
    double.events.on('commands', (e) => events.push(e));
    const first = await put([cmd()]);
    const second = await put([cmd({ description: 'Play v2' })]);
    expect(second.body[0].id).toBe(first.body[0].id);
    expect(events).toHaveLength(2);
    expect(double.registeredCommands(double.guildId)).toMatchObject([
      { name: 'heist', description: 'Play v2', guild_id: double.guildId },
    ]);
  });
});
