import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  Events,
  type GuildMember,
  MessageFlags,
  ModalBuilder,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
import { describe, expect, it } from 'vitest';
import type { DoubleChannel, DoubleUser } from '../../src/double/index.ts';
import { harnessPerTest, takeViolations } from './harness.ts';

let alice: DoubleUser;
let table: DoubleChannel;

const { start, textChannel } = harnessPerTest((d) => {
  alice = d.addUser({ username: 'alice' });
  table = d.addChannel({ name: 'table' });
});

const buttonRow = (id: string) =>
  new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder().setCustomId(id).setLabel(id).setStyle(ButtonStyle.Primary),
  );

describe('more of what a bot does', () => {
  it('reply withResponse, fetchReply, message.edit and deleteReply', async () => {
    const { double, handleNext } = await start();
    const done = handleNext(async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      const res = await i.reply({ content: 'v1', withResponse: true });
      expect(res.resource?.message?.content).toBe('v1');
      const fetched = await i.fetchReply();
      expect(fetched.id).toBe(res.resource?.message?.id);
      await fetched.edit('v2');
      expect(double.messages(table.id).map((m) => m.content)).toEqual(['v2']);
      await i.deleteReply();
    });
    const ix = double.slash(alice.id, table.id, 'x');
    await done;
    expect(double.messages(table.id)).toEqual([]);
    expect(ix.responses.map((r) => r.kind)).toEqual(['callback', 'deleteOriginal']);
  });

  it('deferUpdate then editReply edits the component message', async () => {
    const { double, handleNext } = await start();
    await textChannel(table.id).send({ content: 'Board', components: [buttonRow('draw')] });
    const msg = double.messages(table.id)[0]!;
    const done = handleNext(async (i) => {
      if (!i.isButton()) throw new Error('expected a button');
      await i.deferUpdate();
      await i.editReply({ content: 'Board (after draw)' });
    });
    const ix = double.click(alice.id, msg, 'draw');
    await done;
    expect(ix.responses.map((r) => [r.kind, r.type])).toEqual([
      ['callback', 6],
      ['editOriginal', undefined],
    ]);
    expect(double.message(msg.id)?.content).toBe('Board (after draw)');
    expect(double.message(msg.id)?.components).toHaveLength(1);
  });

  it('update on an ephemeral message edits that ephemeral message', async () => {
    const { double, handleNext } = await start();
    const first = handleNext(async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      await i.reply({ content: 'Your hand', components: [buttonRow('play-ice')], flags: MessageFlags.Ephemeral });
    });
    double.slash(alice.id, table.id, 'hand');
    await first;
    const eph = double.ephemerals(alice.id)[0]!;
    const second = handleNext(async (i) => {
      if (!i.isButton()) throw new Error('expected a button');
      expect(i.message.flags.has(MessageFlags.Ephemeral)).toBe(true);
      await i.update({ content: 'Played ice', components: [] });
    });
    double.click(alice.id, eph, 'play-ice');
    await second;
    expect(double.ephemerals(alice.id).map((m) => m.content)).toEqual(['Played ice']);
    const bob = double.addUser({ username: 'bob' });
    expect(() => double.click(bob.id, eph, 'play-ice')).toThrow(/ephemeral/);
  });

  it('shows a modal', async () => {
    const { double, handleNext } = await start();
    const done = handleNext(async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      const modal = new ModalBuilder()
        .setCustomId('bid')
        .setTitle('Your bid')
        .addComponents(
          new ActionRowBuilder<TextInputBuilder>().addComponents(
            new TextInputBuilder().setCustomId('amount').setLabel('Amount').setStyle(TextInputStyle.Short),
          ),
        );
      await i.showModal(modal);
    });
    const ix = double.slash(alice.id, table.id, 'bid');
    await done;
    expect(ix.responses[0]).toMatchObject({ kind: 'callback', type: 9, data: { custom_id: 'bid', title: 'Your bid' } });
  });

  it('channels and users added after login reach the client', async () => {
    const { double, client, handleNext } = await start();
    const created = new Promise((resolve) => client.once(Events.ChannelCreate, resolve));
    const lobby = double.addChannel({ name: 'lobby' });
    await created;
    expect(client.channels.cache.has(lobby.id)).toBe(true);
    const carol = double.addUser({ username: 'carol', permissions: (1n << 4n) | (1n << 11n) | (1n << 10n) });
    const done = handleNext(async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      expect(i.memberPermissions?.has('ManageChannels')).toBe(true);
      expect((i.member as GuildMember).permissions.has('ManageChannels')).toBe(true);
      await i.reply('hi carol');
    });
    double.slash(carol.id, lobby.id, 'x');
    await done;
    expect(double.messages(lobby.id)).toHaveLength(1);
  });

  it('creates a channel, fetches members, messages and the application', async () => {
    const { double, client } = await start();
    const guild = client.guilds.cache.get(double.guildId)!;
    const created = await guild.channels.create({ name: 'Game 7' });
    expect(double.channels().find((c) => c.id === created.id)?.name).toBe('game-7');
    const member = await guild.members.fetch({ user: alice.id, force: true });
    expect(member.user.username).toBe('alice');
    await textChannel(table.id).send('a');
    await textChannel(table.id).send('b');
    const fetched = await textChannel(table.id).messages.fetch({ limit: 10 });
    expect([...fetched.values()].map((m) => m.content)).toEqual(['b', 'a']);
    const app = await client.application!.fetch();
    expect(app.id).toBe(double.applicationId);
  });

  it('a slash command in a DM channel arrives without a guild', async () => {
    const { double, handleNext } = await start();
    const dm = double.dmChannel(alice.id);
    const done = handleNext(async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      expect(i.guildId).toBeNull();
      expect(i.channelId).toBe(dm.id);
      // As on Discord: without Partials.Channel, a DM channel the bot never opened is not cached.
      expect(i.channel).toBeNull();
      await i.reply('dm reply');
    });
    double.slash(alice.id, dm.id, 'hand');
    await done;
    expect(double.dms(alice.id).map((m) => m.content)).toEqual(['dm reply']);
  });

  it('refuses webhook use before the acknowledgement', async () => {
    const { double, handleNext, client } = await start();
    const done = handleNext(async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      const err = await i.webhook.send('too early').then(
        () => undefined,
        (e: { code?: number }) => e,
      );
      expect(err?.code).toBe(10015);
      await i.reply('ok');
    });
    double.slash(alice.id, table.id, 'x');
    await done;
    expect(takeViolations(double).map((v) => v.code)).toEqual([10015]);
    void client;
  });
});
