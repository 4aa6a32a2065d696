import { type ButtonInteraction, type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import { planTimers } from '../../service/timers/plan.ts';
import { takeBack } from '../../service/undo.ts';
import { type BotContext, sayPrivately } from '../context.ts';
import type { CustomId } from '../customId.ts';
import { readerOf } from '../locale.ts';
import { bot } from '../messages.ts';
import { deliverOutbox, loadSettled } from '../outbox.ts';
import { promptPayload } from '../present.ts';

/** `/game undo`: takes back the caller's last step, if it may be (src/discord/undo.ts says why not). */
export async function onUndo(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  await undo(ctx, i, i.channelId);
}

/** The Undo button on a player's private answer after their move: that very step. */
export async function onUndoButton(
  ctx: BotContext,
  i: ButtonInteraction,
  id: Extract<CustomId, { t: 'undo' }>,
): Promise<void> {
  // On the private answer it is pressed from, the answer becomes the restored choices; a button
  // on a public message (forged) gets a private reply instead of changing that message.
  if (i.message.flags.has(MessageFlags.Ephemeral) || !i.inGuild()) await i.deferUpdate();
  else await i.deferReply({ flags: MessageFlags.Ephemeral });
  await undo(ctx, i, id.channel, id.v);
}

async function undo(
  ctx: BotContext,
  i: ChatInputCommandInteraction | ButtonInteraction,
  channelId: string,
  version?: number,
): Promise<void> {
  // What earlier moves still owe the channel goes out first, so the notice comes after them.
  await loadSettled(ctx, channelId);
  const res = await takeBack(ctx, channelId, i.user.id, version, readerOf(i));
  if (!res.ok) return sayPrivately(i, res.error);
  const { table, seat } = res.value;
  ctx.log.info({ channelId, seat, version: table.record.version }, 'undo');
  await i.editReply(promptPayload(table, seat, readerOf(i), `↩️ ${bot('bot.undo.done')}`));
  await deliverOutbox(ctx, channelId, table, async (_entry, err) => {
    ctx.log.warn({ channelId: err.channelId, reason: err.reason }, 'channel post refused');
  });
  await planTimers(ctx, table);
}
