import { type ButtonInteraction, MessageFlags, type ModalSubmitInteraction } from 'discord.js';
import type { GameSubcommand } from '../../../commands/types.ts';
import type { Locale } from '../../engine/messages.ts';
import { canAct } from '../../engine/waiting.ts';
import type { GameEntry } from '../../registry.ts';
import { STALE } from '../../service/tables.ts';
import { AMOUNT_FIELD, amountModal, amountSuggestions } from '../amount.ts';
import { type BotContext, sayPrivately } from '../context.ts';
import { controlChooser } from '../controlChooser.ts';
import { type CustomId, keyTag } from '../customId.ts';
import { readerOf } from '../locale.ts';
import { bot } from '../messages.ts';
import { loadSettled } from '../outbox.ts';
import { namedActions } from '../present.ts';
import { move } from './moves.ts';

type AmountId = Extract<CustomId, { t: 'amt' }>;

/**
 * A choice's button that takes a number: opens the modal to type it. A modal can only be the
 * first answer to a click (it cannot follow a deferral), so the table is read first, to put the
 * choice's own words and range in it; seat and stamp are checked again when the modal comes back.
 */
export async function onAmountButton(ctx: BotContext, i: ButtonInteraction, id: AmountId): Promise<void> {
  const t = await loadSettled(ctx, id.channel);
  if (!t.ok) return sayPrivately(i, t.error);
  const { record, state, entry } = t.value;
  const seat = record.seats.findIndex((s) => s.userId === i.user.id);
  if (seat < 0) return sayPrivately(i, bot('bot.notSeated'));
  if (seat !== id.seat) return sayPrivately(i, bot('bot.choice.notYours'));
  if (
    record.status !== 'playing' ||
    state === null ||
    (record.stamps[seat] ?? 0) !== id.v ||
    !canAct(entry.game, state, seat)
  )
    return sayPrivately(i, STALE);
  const legal = namedActions(t.value, entry.game.legalActions(state, seat), readerOf(i))[id.i];
  if (!legal?.amount || keyTag(legal.key) !== id.k) return sayPrivately(i, STALE);
  await i.showModal(amountModal(id, legal, readerOf(i)));
}

/** The modal's submission: applies the choice with the typed number; a bad number is explained and changes nothing. */
export async function onAmountSubmit(ctx: BotContext, i: ModalSubmitInteraction, id: AmountId): Promise<void> {
  const field = i.fields.fields.get(AMOUNT_FIELD);
  const raw = field && 'value' in field && typeof field.value === 'string' ? field.value : '';
  // The prompt the modal came from is private (ephemeral or DM): update it in place, as a click does.
  const fromPrompt = i.isFromMessage() && (i.message.flags.has(MessageFlags.Ephemeral) || !i.inGuild());
  if (fromPrompt) await i.deferUpdate();
  else await i.deferReply({ flags: MessageFlags.Ephemeral });
  await move(ctx, i, id.channel, controlChooser(id.i, id.k, readerOf(i), raw), { seat: id.seat, stamp: id.v });
}

/** Autocomplete of a subcommand's integer option: the caller's legal range for that kind (the chosen one, if named). */
export async function amountChoices(
  ctx: BotContext,
  channelId: string,
  userId: string,
  entry: GameEntry,
  sub: GameSubcommand,
  typed: string,
  choice: string | null,
  locale: Locale,
): Promise<{ name: string; value: number }[]> {
  const t = await loadSettled(ctx, channelId);
  if (!t.ok || t.value.record.gameId !== entry.game.id || t.value.state === null || t.value.record.status !== 'playing')
    return [];
  const seat = t.value.record.seats.findIndex((s) => s.userId === userId);
  if (seat < 0 || !canAct(entry.game, t.value.state, seat)) return [];
  const typedOnes = namedActions(t.value, entry.game.legalActions(t.value.state, seat), locale).filter(
    (a) => a.kind === sub.kind && a.amount,
  );
  const legal = typedOnes.find((a) => a.key === choice) ?? typedOnes[0];
  return legal ? amountSuggestions(legal, typed, locale) : [];
}
