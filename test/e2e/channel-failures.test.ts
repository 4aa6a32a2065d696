/** The channel refuses or slows the bot: permissions taken away, rate limits. Moves are never lost. */
import { PermissionFlagsBits } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { Permission } from '../../src/double/index.ts';
import { type HeistState, heist } from '../fixture/heist.ts';
import { lastText, latestPublic, loadTable, startedGame, startWorld, sub, type World } from './harness.ts';

let w: World;
afterEach(async () => w?.close());

const snapshot = () => loadTable<HeistState>(w);

/** The user whose move it is. */
async function mover(): Promise<string> {
  const { state } = await snapshot();
  return [w.ann, w.bo, w.cy][heist.awaiting(state)[0]!]!;
}

/** Takes `bits` away from the bot in the channel and waits until its discord.js cache knows. */
async function deny(bits: bigint): Promise<void> {
  w.double.setBotPermissions(w.channel, { deny: bits });
  await expect
    .poll(
      () =>
        ((
          w.bot.client.channels.cache.get(w.channel) as { permissionsFor(u: unknown): { bitfield: bigint } | null }
        ).permissionsFor(w.bot.client.user)?.bitfield ?? bits) & bits,
    )
    .toBe(0n);
}

async function allowAgain(): Promise<void> {
  w.double.clearBotPermissions(w.channel);
  await expect
    .poll(() =>
      (w.bot.client.channels.cache.get(w.channel) as { permissionsFor(u: unknown): { has(b: bigint): boolean } | null })
        .permissionsFor(w.bot.client.user)
        ?.has(PermissionFlagsBits.AttachFiles),
    )
    .toBe(true);
}

describe('missing permissions', () => {
  it('Attach Files taken away mid-game: the move is saved, the player is told which permission, and gets the board privately', async () => {
    w = await startWorld();
    await startedGame(w);
    const before = await snapshot();
    const postsBefore = w.double.messages(w.channel).length;
    await deny(Permission.AttachFiles);

    const user = await mover();
    const ix = await w.run(w.double.slash(user, w.channel, 'heist', sub('pass')));
    expect(ix.original()!.content).toContain('✅');
    const after = await snapshot();
    expect(after.record.actions).toBe(before.record.actions + 1);
    // Nothing reached the channel, and the bot knew better than to try (no 403 from Discord).
    expect(w.double.messages(w.channel)).toHaveLength(postsBefore);
    expect(w.double.permissionRefusals).toEqual([]);
    const note = ix.followups().at(-1)!;
    expect(note.ephemeralFor).toBe(user);
    expect(note.content).toContain('Your move is saved');
    expect(note.content).toContain('**Attach Files**');
    expect(note.content).not.toContain('Something went wrong');
    expect(note.attachments.map((a) => a.filename)).toEqual(['board.png']);

    // Once the permission is back, the next move brings the channel up to date with the current board.
    await allowAgain();
    const next = await mover();
    await w.run(w.double.slash(next, w.channel, 'heist', sub('pass')));
    expect(w.double.messages(w.channel).length).toBeGreaterThan(postsBefore);
    expect(latestPublic(w).attachments.map((a) => a.filename)).toEqual(['board.png']);
  });

  it('View Channel taken away: the player hears that the bot cannot see the channel', async () => {
    w = await startWorld();
    await startedGame(w);
    await deny(Permission.ViewChannel);
    const user = await mover();
    const ix = await w.run(w.double.slash(user, w.channel, 'heist', sub('pass')));
    expect(ix.original()!.content).toContain('✅');
    const note = ix.followups().at(-1)!;
    expect(note.content).toContain('**View Channel**');
    expect(note.attachments).toHaveLength(1);
  });

  it("when the bot's view is out of date, Discord's 403 is caught: the move stands and the player is told privately", async () => {
    w = await startWorld();
    await startedGame(w);
    // The CHANNEL_UPDATE has not reached the bot yet: it believes it may attach files.
    w.double.setBotPermissions(w.channel, { deny: Permission.AttachFiles }, { notify: false });
    const user = await mover();
    const before = await snapshot();
    const ix = await w.run(w.double.slash(user, w.channel, 'heist', sub('pass')));
    expect(ix.original()!.content).toContain('✅');
    expect((await snapshot()).record.actions).toBe(before.record.actions + 1);
    expect(w.double.permissionRefusals.map((r) => r.code)).toEqual([50013]);
    const note = ix.followups().at(-1)!;
    expect(note.content).toContain('Your move is saved');
    expect(note.content).toContain('Attach Files');
    expect(note.attachments).toHaveLength(1);
  });

  it('/game new and /game start check the channel first and name what is missing; nothing changes', async () => {
    w = await startWorld();
    await deny(Permission.EmbedLinks | Permission.AttachFiles);
    const refused = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('new', { game: 'heist' })));
    expect(lastText(refused)).toContain('I lack the **Attach Files** and **Embed Links** permissions');
    expect((await w.bot.tables.load(w.channel)).ok).toBe(false);

    await allowAgain();
    await w.run(w.double.slash(w.ann, w.channel, 'game', sub('new', { game: 'heist' })));
    await w.run(w.double.slash(w.bo, w.channel, 'game', sub('join')));
    await deny(Permission.SendMessages);
    const start = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('start')));
    expect(lastText(start)).toContain('**Send Messages**');
    expect((await snapshot()).record.status).toBe('lobby');

    // A thread needs Create Public Threads and Send Messages in Threads in its parent.
    await allowAgain();
    await deny(Permission.CreatePublicThreads);
    const thread = await w.run(w.double.slash(w.cy, w.channel, 'game', sub('new', { game: 'heist', thread: true })));
    expect(lastText(thread)).toContain('**Create Public Threads**');
    expect(w.double.channels().filter((c) => c.parentId === w.channel)).toEqual([]);
  });
});

describe('rate limits', () => {
  it('a post that meets a used-up window (another process posted) waits for retry_after and arrives: nothing lost, no violation', async () => {
    // A window long enough that a loaded machine cannot let it expire before the post meets it.
    w = await startWorld({ double: { messageRateLimit: { limit: 5, windowMs: 3000 } } });
    await startedGame(w);
    const postsBefore = w.double.messages(w.channel).length;
    w.double.fillMessageRateLimit(w.channel);
    const user = await mover();
    const ix = await w.run(w.double.slash(user, w.channel, 'heist', sub('pass')));
    expect(lastText(ix)).toContain('✅');
    expect(w.double.rateLimits).toHaveLength(1);
    expect(w.double.messages(w.channel)).toHaveLength(postsBefore + 1);
    expect(latestPublic(w).content).toContain('Waiting for');
  });
});
