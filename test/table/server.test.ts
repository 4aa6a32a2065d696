import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createLogger } from '../../src/log.ts';
import { Registry } from '../../src/registry.ts';
import type { PageMessage } from '../../src/table/server.ts';
import { IDENTITY_FILE, startOfflineTable } from '../../src/table/world.ts';
import { heistEntry, parleyEntry } from '../fixture/registry.ts';
import { FIXTURE_COMMAND_NAMES } from '../support/commandNames.ts';
import { startTestTable, type TestTable } from './harness.ts';

/** How long to wait for the bot and the page (generous: CI runs test files side by side on 2 cores). */
const WAIT = { timeout: 10_000 };
let t: TestTable;
afterEach(async () => t?.close());

interface Snapshot {
  me: string;
  users: { id: string; username: string }[];
  channels: { id: string; name: string; parentId?: string }[];
  commands: { name: string }[];
  messages: PageMessage[];
}

async function snapshot(user: string): Promise<Snapshot> {
  const res = await fetch(`${t.table.url}/api/snapshot?user=${user}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Snapshot;
}

/** A viewer's live updates, collected as they arrive (as the page's WebSocket gets them). */
function live(user: string, origin?: string) {
  const events: { event: string; data: unknown }[] = [];
  const ws = new WebSocket(`${t.table.url.replace('http', 'ws')}/api/live?user=${user}`, origin ? { origin } : {});
  ws.on('message', (raw) => events.push(JSON.parse(String(raw))));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  ws.on('error', () => undefined);
  return { events, closed, close: () => ws.close() };
}

const command = (user: string, text: string, channel = 'tabletop') => {
  const [cmd, ...rest] = text.split(' ');
  const path = rest.filter((w) => !w.includes(':'));
  const values = Object.fromEntries(
    rest.filter((w) => w.includes(':')).map((w) => [w.slice(0, w.indexOf(':')), w.slice(w.indexOf(':') + 1)]),
  );
  return t.api('/api/command', { user, channel, command: cmd!.slice(1), path, values });
};

const lastPublic = async (predicate: (m: PageMessage) => boolean) => {
  await expect
    .poll(async () => (await snapshot('ann')).messages.some((m) => !m.ephemeral && predicate(m)), WAIT)
    .toBe(true);
  return (await snapshot('ann')).messages.filter((m) => !m.ephemeral && predicate(m)).at(-1)!;
};

const buttonId = (m: PageMessage, label: string): string =>
  (m.components as { components: { label?: string; custom_id: string }[] }[])
    .flatMap((r) => r.components)
    .find((c) => c.label === label)!.custom_id;

async function startedGame(): Promise<void> {
  expect(await command('ann', '/game new game:heist options:rounds=1')).toEqual({ status: 200, body: { ok: true } });
  const lobby = await lastPublic((m) => m.content.includes('seats open'));
  expect((await t.api('/api/click', { user: 'bo', message: lobby.id, customId: buttonId(lobby, 'Join') })).status).toBe(
    200,
  );
  expect((await command('cy', '/game join')).status).toBe(200);
  expect((await command('ann', '/game start')).status).toBe(200);
  await lastPublic((m) => m.content.includes('The game begins'));
}

describe('the offline table’s page API', () => {
  it('serves the page, the world and the registered commands', async () => {
    t = await startTestTable();
    const page = await fetch(`${t.table.url}/`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('/app.js');
    expect((await fetch(`${t.table.url}/app.js`)).status).toBe(200);
    const s = await snapshot('bo');
    expect(s.me).toBe(t.user('bo'));
    expect(s.users.map((u) => u.username)).toEqual(['ann', 'bo', 'cy', 'dee', 'mod']);
    expect(s.channels.map((c) => c.name)).toEqual(['tabletop', 'back-room', 'general']);
    expect(s.commands.map((c) => c.name).sort()).toEqual(FIXTURE_COMMAND_NAMES);
    expect((await fetch(`${t.table.url}/api/snapshot?user=nobody`)).status).toBe(400);
    expect(existsSync(join(t.dir, IDENTITY_FILE))).toBe(true);
  });

  it('answers errors the way the page shows them', async () => {
    t = await startTestTable();
    expect(await command('ann', '/game new')).toEqual({ status: 400, body: { error: 'Missing game:' } });
    expect((await command('zed', '/game join')).status).toBe(400);
    // Not JSON: refused (a cross-site form cannot send JSON without a preflight).
    const form = await fetch(`${t.table.url}/api/command`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'user=ann',
    });
    expect(form.status).toBe(415);
    // Another host name pointing at the loopback page (DNS rebinding) is refused.
    const status = await new Promise<number>((resolve, reject) => {
      const u = new URL(t.table.url);
      request(
        { host: u.hostname, port: u.port, path: '/api/snapshot?user=ann', headers: { host: 'evil.example' } },
        (res) => resolve(res.statusCode ?? 0),
      )
        .on('error', reject)
        .end();
    });
    expect(status).toBe(403);
    // Another site's page may not open a viewer's live updates; an unknown viewer is told so.
    expect((await live('ann', 'http://evil.example').closed).code).toBe(1006);
    expect(await live('zed', new URL(t.table.url).origin).closed).toEqual({
      code: 4404,
      reason: 'There is no such user here.',
    });
  });

  it('shows each viewer only the public messages and their own ephemerals, DMs and images', async () => {
    t = await startTestTable();
    const bo = live('bo');
    await expect.poll(() => bo.events.some((e) => e.event === 'hello'), WAIT).toBe(true);
    await startedGame();
    const board = await lastPublic((m) => m.content.includes('Waiting for'));
    // ann opens her move prompt and her hand: both private.
    expect(
      (await t.api('/api/click', { user: 'ann', message: board.id, customId: buttonId(board, 'Your move') })).status,
    ).toBe(200);
    expect(
      (await t.api('/api/click', { user: 'ann', message: board.id, customId: buttonId(board, 'My hand (private)') }))
        .status,
    ).toBe(200);
    await expect
      .poll(
        async () =>
          (await snapshot('ann')).messages.filter((m) => m.ephemeral && !m.loading && m.attachments.length).length,
        WAIT,
      )
      .toBe(1);
    const annView = await snapshot('ann');
    const prompt = annView.messages.find((m) => m.ephemeral && m.content.includes('your move'))!;
    const hand = annView.messages.find((m) => m.ephemeral && m.attachments.length)!;
    expect(prompt.channelId).toBe(t.channel('tabletop'));

    // bo can neither see them nor press their buttons, nor download the private picture.
    expect((await snapshot('bo')).messages.filter((m) => m.ephemeral || m.dm)).toEqual([]);
    const press = await t.api('/api/click', {
      user: 'bo',
      message: prompt.id,
      customId: (prompt.components as { components: { custom_id: string }[] }[])[0]!.components[0]!.custom_id,
    });
    expect(press.status).toBe(400);
    expect(press.body.error).toMatch(/ephemeral/);
    const img = (user: string) => fetch(`${t.table.url}${hand.attachments[0]!.url}&user=${user}`);
    expect((await img('ann')).headers.get('content-type')).toBe('image/png');
    expect((await img('bo')).status).toBe(404);
    const pub = await fetch(`${t.table.url}${board.attachments[0]!.url}&user=bo`);
    expect(pub.status).toBe(200);

    // A public message after ann's private ones reaches bo's stream; none of ann's did.
    expect((await command('cy', '/game status')).status).toBe(200);
    const statusReply = (e: { event: string; data: unknown }) =>
      e.event === 'message' &&
      (e.data as PageMessage).interaction?.command === '/game status' &&
      !(e.data as PageMessage).loading;
    await expect.poll(() => bo.events.some(statusReply), WAIT).toBe(true);
    const seen = bo.events.filter((e) => e.event === 'message').map((e) => e.data as PageMessage);
    expect(seen.filter((m) => m.ephemeral || m.dm)).toEqual([]);
    expect(seen.some((m) => m.id === prompt.id || m.id === hand.id)).toBe(false);
    bo.close();
  });

  it('shows a modal the bot opens as a form, and sends what is typed back as its submission', async () => {
    t = await startTestTable({ games: [parleyEntry] });
    expect((await command('ann', '/game new game:parley')).status).toBe(200);
    expect((await command('bo', '/game join')).status).toBe(200);
    expect((await command('ann', '/game start')).status).toBe(200);
    const board = await lastPublic((m) => m.content.includes('Waiting for'));
    expect(
      (await t.api('/api/click', { user: 'ann', message: board.id, customId: buttonId(board, 'Your move') })).status,
    ).toBe(200);
    await expect
      .poll(
        async () => (await snapshot('ann')).messages.some((m) => m.ephemeral && m.content.includes('your move')),
        WAIT,
      )
      .toBe(true);
    const prompt = (await snapshot('ann')).messages.find((m) => m.ephemeral && m.content.includes('your move'))!;
    const opened = await t.api('/api/click', {
      user: 'ann',
      message: prompt.id,
      customId: buttonId(prompt, 'Offer credits (1-5)…'),
    });
    expect(opened.body).toMatchObject({
      ok: true,
      modal: {
        title: 'Offer credits',
        fields: [
          {
            customId: 'amount',
            label: 'Credits to offer',
            description: 'Type a whole number from 1 to 5.',
            placeholder: '1 to 5',
            required: true,
          },
        ],
      },
    });
    const interaction = opened.body.modal!.interaction;
    // Only the one it was shown to may submit it, and only once.
    expect((await t.api('/api/modal', { user: 'bo', interaction, values: { amount: '2' } })).status).toBe(400);
    expect(await t.api('/api/modal', { user: 'ann', interaction, values: { amount: '2' } })).toEqual({
      status: 200,
      body: { ok: true },
    });
    await lastPublic((m) => m.content.includes('**ann** offers 2 credits'));
    expect((await t.api('/api/modal', { user: 'ann', interaction, values: { amount: '2' } })).body.error).toMatch(
      /already submitted/,
    );
    expect((await t.api('/api/modal', { user: 'ann', interaction: '123', values: {} })).body.error).toBe(
      'That form is no longer open.',
    );
  });

  it('keeps the server, users, channels and threads across restarts, so a thread’s game goes on', async () => {
    t = await startTestTable();
    const guildId = t.table.double.guildId;
    expect((await command('ann', '/game new game:heist thread:true')).status).toBe(200);
    await expect.poll(async () => (await snapshot('ann')).channels.length, WAIT).toBe(4);
    const thread = (await snapshot('ann')).channels.find((c) => c.parentId)!;
    expect(thread.parentId).toBe(t.channel('tabletop'));
    expect((await command('bo', '/game join', thread.id)).status).toBe(200);
    expect((await command('ann', '/game start', thread.id)).status).toBe(200);
    await t.table.bot.settled();

    // Restart on the same data directory and store.
    await t.table.close();
    const again = await startOfflineTable({
      registry: new Registry([heistEntry]),
      store: t.store,
      dataDir: t.dir,
      port: 0,
      log: createLogger('silent'),
    });
    t.table = again;
    // The same server: what is kept per server (its leaderboard, its settings) is found again.
    expect(again.double.guildId).toBe(guildId);
    expect(JSON.parse(readFileSync(join(t.dir, IDENTITY_FILE), 'utf8')).channels).toHaveLength(4);
    const s = await snapshot('ann');
    expect(s.messages).toEqual([]);
    expect(s.channels.find((c) => c.id === thread.id)?.parentId).toBe(t.channel('tabletop'));
    expect((await command('bo', '/game status', thread.id)).status).toBe(200);
    await expect
      .poll(
        async () =>
          (await snapshot('bo')).messages.some(
            (m) => m.channelId === thread.id && m.content.includes('Waiting for') && m.attachments.length === 1,
          ),
        WAIT,
      )
      .toBe(true);
  });
});
