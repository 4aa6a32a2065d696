import {
  ActionRowBuilder,
  type APILabelComponent,
  type APIModalInteractionResponseCallbackData,
  type APITextInputComponent,
  ButtonBuilder,
  ButtonStyle,
  ComponentType,
  MessageFlags,
  Routes,
  TextInputStyle,
} from 'discord.js';
import { describe, expect, it } from 'vitest';
import type { DoubleChannel, DoubleUser } from '../../src/double/index.ts';
import { aliceAndBobPerTest, takeViolations } from './harness.ts';

let alice: DoubleUser;
let bob: DoubleUser;
let table: DoubleChannel;

const { start, textChannel } = aliceAndBobPerTest((p) => ({ alice, bob, table } = p));

/** A modal in today's layout: a label holding a short text input. */
const bidModal: APIModalInteractionResponseCallbackData & {
  components: [APILabelComponent & { component: APITextInputComponent }];
} = {
  custom_id: 'bid',
  title: 'Your bid',
  components: [
    {
      type: ComponentType.Label,
      label: 'Credits to bid',
      description: 'A whole number from 1 to 12',
      component: {
        type: ComponentType.TextInput,
        custom_id: 'amount',
        style: TextInputStyle.Short,
        required: true,
        min_length: 1,
        max_length: 3,
      },
    },
  ],
};

describe('modals in the double', () => {
  it('a button opens a modal; its submission reaches the bot with the typed value and updates the message', async () => {
    const { double, handleNext } = await start();
    await textChannel(table.id).send({
      content: 'Make a bid',
      components: [
        new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder().setCustomId('open').setLabel('Bid…').setStyle(ButtonStyle.Primary),
        ),
      ],
    });
    const msg = double.messages(table.id)[0]!;
    const shown = handleNext(async (i) => {
      if (!i.isButton()) throw new Error('expected a button');
      await i.showModal(bidModal);
    });
    const opener = double.click(alice.id, msg, 'open');
    await shown;
    expect(opener.responses[0]).toMatchObject({ kind: 'callback', type: 9, data: { custom_id: 'bid' } });

    // What the Discord client refuses before sending anything.
    expect(() => double.submitModal(bob.id, opener, { amount: '3' })).toThrow(/shown to user/);
    expect(() => double.submitModal(alice.id, opener, { amount: '' })).toThrow(/required/);
    expect(() => double.submitModal(alice.id, opener, { amount: '1234' })).toThrow(/at most 3/);
    expect(() => double.submitModal(alice.id, opener, { other: '1' })).toThrow(/no text input other/);

    const submitted = handleNext(async (i) => {
      if (!i.isModalSubmit()) throw new Error('expected a modal submission');
      expect(i.customId).toBe('bid');
      expect(i.fields.getTextInputValue('amount')).toBe('7');
      expect(i.isFromMessage() && i.message.id).toBe(msg.id);
      await i.deferUpdate();
      await i.editReply({ content: 'Bid: 7', components: [] });
    });
    const sub = double.submitModal(alice.id, opener, { amount: '7' });
    await submitted;
    expect(sub.kind).toBe('modal');
    expect(sub.responses.map((r) => [r.kind, r.type])).toEqual([
      ['callback', 6],
      ['editOriginal', undefined],
    ]);
    expect(double.message(msg.id)?.content).toBe('Bid: 7');
    expect(() => double.submitModal(alice.id, opener, { amount: '8' })).toThrow(/already submitted/);
    expect(double.violations).toEqual([]);
  });

  it('a modal submission from a command can be answered ephemerally, but not with another modal', async () => {
    const { double, handleNext } = await start();
    const shown = handleNext(async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      await i.showModal(bidModal);
    });
    const opener = double.slash(alice.id, table.id, 'bid');
    await shown;
    const answered = handleNext(async (i) => {
      if (!i.isModalSubmit()) throw new Error('expected a modal submission');
      expect(i.isFromMessage()).toBe(false);
      // discord.js has no showModal on a submission; a raw request gets Discord's refusal.
      await expect(
        i.client.rest.post(Routes.interactionCallback(i.id, i.token), {
          body: { type: 9, data: bidModal },
          auth: false,
        }),
      ).rejects.toThrow(/not valid for a modal/);
      await i.reply({ content: `You bid ${i.fields.getTextInputValue('amount')}`, flags: MessageFlags.Ephemeral });
    });
    const sub = double.submitModal(alice.id, opener, { amount: '12' });
    await answered;
    expect(sub.original()?.content).toBe('You bid 12');
    expect(sub.original()?.ephemeralFor).toBe(alice.id);
    expect(
      takeViolations(double)
        .map((v) => v.message)
        .join(' '),
    ).toMatch(/Callback type 9 is not valid for a modal/);
  });

  it('refuses a malformed modal as Discord does', async () => {
    const { double, handleNext } = await start();
    const shown = handleNext(async (i) => {
      if (!i.isChatInputCommand()) throw new Error('expected a command');
      const bad: APIModalInteractionResponseCallbackData = {
        ...bidModal,
        components: [
          {
            ...bidModal.components[0],
            label: 'x'.repeat(46),
            component: { ...bidModal.components[0].component, min_length: 5, max_length: 3 },
          },
        ],
      };
      await expect(i.showModal(bad)).rejects.toThrow(/Invalid Form Body/);
      await i.reply({ content: 'could not ask', flags: MessageFlags.Ephemeral });
    });
    double.slash(alice.id, table.id, 'bid');
    await shown;
    const taken = takeViolations(double);
    expect(taken).toHaveLength(1);
    expect(JSON.stringify(taken[0])).toMatch(/label/);
  });
});
