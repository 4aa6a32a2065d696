import { randomBytes } from 'node:crypto';
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  ChannelType,
  DiscordAPIError,
  Events,
  type Message,
  MessageFlags,
  Routes,
  StringSelectMenuBuilder,
} from 'discord.js';
import { describe, expect, it } from 'vitest';
import type { DoubleChannel, DoubleUser } from '../../src/double/index.ts';
import { aliceAndBobPerTest, takeViolations } from './harness.ts';

let alice: DoubleUser;
let bob: DoubleUser;
let table: DoubleChannel;

const { start, textChannel } = aliceAndBobPerTest((p) => ({ alice, bob, table } = p), { dmClosed: true });

/** Expects `p` to reject with a DiscordAPIError carrying `code`. */
async function expectApiError(p: Promise<unknown>, code: number): Promise<DiscordAPIError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DiscordAPIError);
  expect((err as DiscordAPIError).code).toBe(code);
  return err as DiscordAPIError;
}

describe('discord.js client against the double', () => {
  it('logs in and sees the guild, its channels and members', async () => {
    const { client, double } = await start();
    const guild = client.guilds.cache.get(double.guildId)!;
    expect(guild).toBeDefined();
    expect(guild.channels.cache.get(table.id)?.name).toBe('table');
    expect(guild.members.cache.has(alice.id)).toBe(true);
    expect(guild.members.me?.id).toBe(double.botUserId);
    expect(client.user?.id).toBe(double.botUserId);
    expect(double.connectedSessions()).toBe(1);
    expect(double.unknownRoutes).toEqual([]);
  });

  it('records a slash command reply in the channel', async () => {
    const { double, handleNext } = await start();
    const seen = handleNext(async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a chat input command');
      expect(i.commandName).toBe('heist');
      expect(i.options.getSubcommand()).toBe('play');
      expect(i.options.getString('chip')).toBe('ice');
      expect(i.options.getUser('target')?.id).toBe(alice.id);
      expect(i.memberPermissions?.has('ManageChannels')).toBe(false);
      expect(i.guildId).toBe(double.guildId);
      await i.reply({ content: 'You played ice.' });
    });
    const ix = double.slash(alice.id, table.id, 'heist', [
      {
        name: 'play',
        type: 1,
        options: [
          { name: 'chip', type: 3, value: 'ice' },
          { name: 'target', type: 6, value: alice.id },
        ],
      },
    ]);
    await seen;
    expect((await ix.whenAcknowledged()).type).toBe(4);
    const msgs = double.messages(table.id);
    expect(msgs.map((m) => m.content)).toEqual(['You played ice.']);
    expect(msgs[0]!.interactionId).toBe(ix.id);
    expect(ix.original()?.id).toBe(msgs[0]!.id);
    expect(double.violations).toEqual([]);
  });

  it('defers, then edits the reply with an image whose bytes survive', async () => {
    const { double, handleNext } = await start();
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200_000)]);
    const done = handleNext(async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      await i.deferReply();
      return i.editReply({ content: 'Board:', files: [new AttachmentBuilder(png, { name: 'board.png' })] });
    });
    const ix = double.slash(alice.id, table.id, 'board');
    const reply = await done;
    expect(ix.responses.map((r) => r.kind)).toEqual(['callback', 'editOriginal']);
    expect(ix.responses[0]!.type).toBe(5);
    const original = ix.original()!;
    expect(original.content).toBe('Board:');
    expect(original.flags & MessageFlags.Loading).toBe(0);
    expect(original.attachments).toHaveLength(1);
    expect(original.attachments[0]!.filename).toBe('board.png');
    expect(original.attachments[0]!.data.equals(png)).toBe(true);
    // The URL discord.js got serves the same bytes.
    const url = reply.attachments.first()!.url;
    const served = Buffer.from(await (await fetch(url)).arrayBuffer());
    expect(served.equals(png)).toBe(true);
  });

  it('keeps an ephemeral reply visible to its user only', async () => {
    const { double, handleNext } = await start();
    const done = handleNext(async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      await i.reply({ content: 'Your hand: ice, worm', flags: MessageFlags.Ephemeral });
    });
    double.slash(alice.id, table.id, 'hand');
    await done;
    expect(double.messages(table.id)).toEqual([]);
    expect(double.ephemerals(alice.id).map((m) => m.content)).toEqual(['Your hand: ice, worm']);
    expect(double.ephemerals(alice.id)[0]!.ephemeralFor).toBe(alice.id);
    expect(double.ephemerals(bob.id)).toEqual([]);
  });

  it('delivers a button click and applies interaction.update to the message', async () => {
    const { double, handleNext, client } = await start();
    const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder().setCustomId('join').setLabel('Join').setStyle(ButtonStyle.Primary),
      new ButtonBuilder().setCustomId('leave').setLabel('Leave').setStyle(ButtonStyle.Secondary),
    );
    const created = new Promise<Message>((resolve) => client.once(Events.MessageCreate, resolve));
    const sent = await textChannel(table.id).send({ content: 'Lobby open', components: [row] });
    expect((await created).id).toBe(sent.id);
    const msg = double.messages(table.id)[0]!;
    expect(msg.components[0].components).toHaveLength(2);

    const done = handleNext(async (i) => {
      if (!i.isButton()) throw new Error('expected a button');
      expect(i.customId).toBe('join');
      expect(i.message.id).toBe(msg.id);
      await i.update({ content: 'alice joined', components: [] });
    });
    const ix = double.click(alice.id, msg, 'join');
    await done;
    expect(ix.responses[0]!.type).toBe(7);
    const after = double.messages(table.id)[0]!;
    expect(after.content).toBe('alice joined');
    expect(after.components).toEqual([]);
    expect(ix.original()?.id).toBe(msg.id);
    // The button is gone: clicking it again is not something a user can do.
    expect(() => double.click(alice.id, msg, 'join')).toThrow(/no component/);
  });

  it('delivers a string select with its values', async () => {
    const { double, handleNext } = await start();
    const menu = new StringSelectMenuBuilder()
      .setCustomId('pick-chip')
      .setMinValues(1)
      .setMaxValues(2)
      .addOptions({ label: 'ICE', value: 'ice' }, { label: 'Worm', value: 'worm' }, { label: 'Probe', value: 'probe' });
    await textChannel(table.id).send({
      content: 'Pick',
      components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu)],
    });
    const msg = double.messages(table.id)[0]!;
    const done = handleNext(async (i) => {
      if (!i.isStringSelectMenu()) throw new Error('expected a select');
      await i.reply({ content: `picked ${i.values.join('+')}`, flags: MessageFlags.Ephemeral });
    });
    const ix = double.select(bob.id, msg, 'pick-chip', ['worm', 'probe']);
    await done;
    expect(ix.kind).toBe('select');
    expect(double.ephemerals(bob.id).map((m) => m.content)).toEqual(['picked worm+probe']);
    expect(() => double.select(bob.id, msg, 'pick-chip', ['nope'])).toThrow(/no option/);
  });

  it('answers autocomplete with the choices the bot responds', async () => {
    const { double, handleNext } = await start();
    const done = handleNext(async (i) => {
      if (!i.isAutocomplete()) throw new Error('expected autocomplete');
      const focused = i.options.getFocused(true);
      expect(focused.name).toBe('chip');
      const tooMany = Array.from({ length: 26 }, (_, n) => ({ name: `chip ${n}`, value: `c${n}` }));
      await expectApiError(i.respond(tooMany), 50035);
      await i.respond([{ name: `${focused.value}e`, value: 'ice' }]);
    });
    const choices = double.autocomplete(alice.id, table.id, 'heist', [
      { name: 'play', type: 1, options: [{ name: 'chip', type: 3, value: 'ic', focused: true }] },
    ]);
    await done;
    expect(await choices).toEqual([{ name: 'ice', value: 'ice' }]);
    const taken = takeViolations(double);
    expect(taken).toHaveLength(1);
    expect(taken[0]!.message).toMatch(/choices/);
  });

  it('records follow-ups, public and ephemeral', async () => {
    const { double, handleNext } = await start();
    const done = handleNext(async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      await i.reply('Round 1');
      await i.followUp('Round 2');
      await i.followUp({ content: 'psst', flags: MessageFlags.Ephemeral });
    });
    const ix = double.slash(alice.id, table.id, 'round');
    await done;
    expect(ix.responses.map((r) => r.kind)).toEqual(['callback', 'followup', 'followup']);
    expect(ix.followups().map((m) => [m.content, m.ephemeralFor])).toEqual([
      ['Round 2', undefined],
      ['psst', alice.id],
    ]);
    expect(double.messages(table.id).map((m) => m.content)).toEqual(['Round 1', 'Round 2']);
    expect(double.ephemerals(alice.id).map((m) => m.content)).toEqual(['psst']);
  });

  it('completes a deferred ephemeral reply with the first follow-up', async () => {
    const { double, handleNext } = await start();
    const done = handleNext(async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      await i.deferReply({ flags: MessageFlags.Ephemeral });
      await i.followUp('secret result');
    });
    const ix = double.slash(alice.id, table.id, 'peek');
    await done;
    expect(ix.original()?.content).toBe('secret result');
    expect(ix.original()?.ephemeralFor).toBe(alice.id);
    expect(ix.followups()).toEqual([]);
    expect(double.messages(table.id)).toEqual([]);
  });

  it('creates a thread and delivers interactions in it', async () => {
    const { double, handleNext, client } = await start();
    const threadCreated = new Promise((resolve) => client.once(Events.ThreadCreate, resolve));
    const thread = await textChannel(table.id).threads.create({ name: 'game-1', type: ChannelType.PublicThread });
    await threadCreated;
    const rec = double.channels().find((c) => c.id === thread.id)!;
    expect(rec).toMatchObject({ type: 11, parentId: table.id, name: 'game-1' });

    const done = handleNext(async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      expect(i.channelId).toBe(thread.id);
      expect(i.channel?.isThread()).toBe(true);
      await i.reply('in the thread');
    });
    double.slash(alice.id, thread.id, 'heist');
    await done;
    expect(double.messages(thread.id).map((m) => m.content)).toEqual(['in the thread']);
    expect(double.messages(table.id)).toEqual([]);

    // A thread started from a message takes the message's id.
    const starter = await textChannel(table.id).send('Game 2 starts');
    const fromMessage = await starter.startThread({ name: 'game-2' });
    expect(fromMessage.id).toBe(starter.id);
  });

  it('sends a DM to a user with open DMs, and a click in the DM arrives DM-style', async () => {
    const { double, client, handleNext } = await start();
    const user = await client.users.fetch(alice.id);
    const button = new ButtonBuilder().setCustomId('ready').setLabel('Ready').setStyle(ButtonStyle.Success);
    await user.send({
      content: 'Your turn',
      components: [new ActionRowBuilder<ButtonBuilder>().addComponents(button)],
    });
    const dms = double.dms(alice.id);
    expect(dms.map((m) => m.content)).toEqual(['Your turn']);
    expect(dms[0]!.dmFor).toBe(alice.id);

    const done = handleNext(async (i) => {
      if (!i.isButton()) throw new Error('expected a button');
      expect(i.guildId).toBeNull();
      expect(i.inGuild()).toBe(false);
      expect(i.user.id).toBe(alice.id);
      expect(i.context).toBe(1);
      await i.update({ content: 'Ready!', components: [] });
    });
    double.click(alice.id, dms[0]!, 'ready');
    await done;
    expect(double.dms(alice.id)[0]!.content).toBe('Ready!');
  });

  it('refuses a DM to a user with closed DMs with 50007', async () => {
    const { double, client } = await start();
    const user = await client.users.fetch(bob.id);
    await expectApiError(user.send('hello'), 50007);
    expect(double.dms(bob.id)).toEqual([]);
    expect(double.violations).toEqual([]);
  });

  it('refuses a 2001-character message and records the violation', async () => {
    const { double } = await start();
    const err = await expectApiError(textChannel(table.id).send('x'.repeat(2001)), 50035);
    expect(err.status).toBe(400);
    expect(double.messages(table.id)).toEqual([]);
    const taken = takeViolations(double);
    expect(taken).toHaveLength(1);
    expect(taken[0]!.route).toBe(`POST /channels/${table.id}/messages`);
    expect(taken[0]!.message).toMatch(/content: Must be 2000 or fewer/);
    await textChannel(table.id).send('x'.repeat(2000));
    expect(double.messages(table.id)).toHaveLength(1);
  });

  it('registers commands and refuses a command with 26 options', async () => {
    const { double, client, handleNext } = await start();
    const guild = client.guilds.cache.get(double.guildId)!;
    const registered = await guild.commands.set([{ name: 'heist', description: 'Play Data Heist' }]);
    expect(double.registeredCommands(double.guildId)).toHaveLength(1);
    const tooMany = Array.from({ length: 26 }, (_, n) => ({ name: `opt${n}`, description: 'an option', type: 3 }));
    await expectApiError(
      guild.commands.set([{ name: 'big', description: 'too many options', options: tooMany }]),
      50035,
    );
    expect(takeViolations(double)[0]!.message).toMatch(/options: Must be 25 or fewer/);
    expect(double.registeredCommands(double.guildId)).toHaveLength(1);

    const done = handleNext(async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      await i.reply('ok');
      return i.commandId;
    });
    double.slash(alice.id, table.id, 'heist');
    expect(await done).toBe(registered.first()!.id);
  });

  it('refuses a callback after the acknowledgement deadline with 10062', async () => {
    const { double, handleNext } = await start({ ackTimeoutMs: 50 });
    let deadlinePassed!: () => void;
    const passed = new Promise<void>((resolve) => (deadlinePassed = resolve));
    const done = handleNext(async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      await passed;
      await expectApiError(i.reply('too late'), 10062);
    });
    const ix = double.slash(alice.id, table.id, 'slow');
    await expect(ix.whenAcknowledged()).rejects.toThrow(/not acknowledged within 50 ms/);
    deadlinePassed();
    await done;
    expect(double.messages(table.id)).toEqual([]);
    expect(takeViolations(double).map((v) => v.code)).toEqual([10062]);
  });

  it('refuses a second acknowledgement with 40060', async () => {
    const { double, handleNext, client } = await start();
    const done = handleNext(async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      await i.reply('first');
      // discord.js refuses locally, so go through REST as a bot with a stale flag would.
      await expectApiError(
        client.rest.post(Routes.interactionCallback(i.id, i.token), {
          body: { type: 4, data: { content: 'second' } },
          auth: false,
        }),
        40060,
      );
    });
    const ix = double.slash(alice.id, table.id, 'twice');
    await done;
    expect(ix.responses).toHaveLength(1);
    expect(double.messages(table.id).map((m) => m.content)).toEqual(['first']);
    expect(takeViolations(double).map((v) => v.code)).toEqual([40060]);
  });

  it('resumes the gateway session after a reconnect request', async () => {
    const { double, client, handleNext } = await start();
    const resumed = new Promise((resolve) => client.once(Events.ShardResume, resolve));
    double.requestReconnect();
    await resumed;
    const done = handleNext(async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      await i.reply('still here');
    });
    double.slash(alice.id, table.id, 'ping');
    await done;
    expect(double.messages(table.id).map((m) => m.content)).toEqual(['still here']);
  });

  it('emits events for messages and their updates', async () => {
    const { double } = await start();
    const seen: string[] = [];
    double.events.on('message', (m) => seen.push(`message:${m.content}`));
    double.events.on('messageUpdate', (m, before) => seen.push(`update:${before.content}->${m.content}`));
    const sent = await textChannel(table.id).send('one');
    await sent.edit('two');
    expect(seen).toEqual(['message:one', 'update:one->two']);
  });
});
