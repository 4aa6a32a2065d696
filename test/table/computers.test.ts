/**
 * The offline table fills seats with computer players: typed (`/game new bots:1`) or with the
 * lobby's "Add computer (host)" button on the page; the computers then play their turns on their
 * own (their timers, in this process) and the game reaches its end with one person.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { PageMessage } from '../../src/table/server.ts';
import { startTestTable, type TestTable } from './harness.ts';

const WAIT = { timeout: 20_000, interval: 100 };
let t: TestTable;
afterEach(async () => t?.close());

async function messages(user: string): Promise<PageMessage[]> {
  const res = await fetch(`${t.table.url}/api/snapshot?user=${user}`);
  return ((await res.json()) as { messages: PageMessage[] }).messages;
}

const command = (user: string, path: string[], values: Record<string, string> = {}) =>
  t.api('/api/command', { user, channel: 'tabletop', command: 'game', path, values });

const buttonId = (m: PageMessage, label: string): string | undefined =>
  (m.components as { components: { label?: string; custom_id: string }[] }[])
    .flatMap((r) => r.components)
    .find((c) => c.label === label)?.custom_id;

describe('computer players on the offline table', () => {
  it('one person fills the table with computers (typed and by button) and plays a game to its end', async () => {
    t = await startTestTable();
    expect((await command('ann', ['new'], { game: 'heist', options: 'rounds=1', bots: '1' })).status).toBe(200);
    await expect
      .poll(async () => (await messages('ann')).some((m) => m.content.includes('Computer 1 (greedy)')), WAIT)
      .toBe(true);
    const lobby = (await messages('ann')).filter((m) => !m.ephemeral && m.content.includes('seats open')).at(-1)!;
    const add = buttonId(lobby, 'Add computer (host)');
    expect(add).toBeDefined();
    expect((await t.api('/api/click', { user: 'ann', message: lobby.id, customId: add })).status).toBe(200);
    await expect
      .poll(async () => (await messages('ann')).some((m) => m.content.includes('Computer 2 (greedy)')), WAIT)
      .toBe(true);
    expect((await command('ann', ['start'])).status).toBe(200);
    // Ann plays whenever the table waits for her; the computers move on their own.
    await expect
      .poll(
        async () => {
          const all = await messages('ann');
          if (all.some((m) => m.content.includes('Game over'))) return true;
          const last = all.filter((m) => !m.ephemeral).at(-1);
          if (last?.content.includes('Waiting for') && last.content.includes('@')) {
            await t.api('/api/command', {
              user: 'ann',
              channel: 'tabletop',
              command: 'heist',
              path: ['pass'],
              values: {},
            });
            await t.api('/api/command', {
              user: 'ann',
              channel: 'tabletop',
              command: 'heist',
              path: ['defend'],
              values: { how: 'take' },
            });
          }
          return false;
        },
        { timeout: 40_000, interval: 300 },
      )
      .toBe(true);
    const channel = (await messages('ann'))
      .filter((m) => !m.ephemeral)
      .map((m) => m.content)
      .join('\n');
    expect(channel).toMatch(/Computer [12] \(greedy\)/);
    expect(channel).not.toContain('<@computer-');
  }, 60_000);
});
