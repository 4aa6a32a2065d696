import { type ButtonInteraction, ButtonStyle, type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import { z } from 'zod';
import { type Locale, localize } from '../../engine/messages.ts';
import type { Seat } from '../../engine/types.ts';
import {
  afterwordsOf,
  changeSeat,
  handSeatToComputer,
  isHuman,
  LEAVE_STALE,
  tellTable,
  toPerson,
} from '../../service/seatChanges.ts';
import { clip, memberName } from '../../service/text.ts';
import { planTimers } from '../../service/timers/plan.ts';
import type { TableRecord } from '../../store/record.ts';
import { button, buttonRow } from '../buttons.ts';
import { canManageChannels } from '../channelAccess.ts';
import { type BotContext, sayPrivately } from '../context.ts';
import type { CustomId } from '../customId.ts';
import { sendDm } from '../deliver.ts';
import { inLocale, readerOf, tableLocale } from '../locale.ts';
import { bot } from '../messages.ts';
import { plat } from '../platform.messages.ts';
import { handPayload } from '../present.ts';

type Asker = ChatInputCommandInteraction | ButtonInteraction;

/** "2", "<@123>", "123" or a seated name: which seat `/game replace seat:` means. */
const seatRefSchema = z.string().trim().min(1).max(100);

export function findSeat(r: TableRecord, text: string): Seat | undefined {
  const parsed = seatRefSchema.safeParse(text);
  if (!parsed.success) return undefined;
  const ref = parsed.data;
  const n = /^\d{1,2}$/.test(ref) ? Number(ref) - 1 : -1;
  if (n >= 0 && n < r.seats.length) return n;
  const id = /^<@!?(\d{1,25})>$/.exec(ref)?.[1] ?? (/^\d{5,25}$/.test(ref) ? ref : undefined);
  if (id) {
    const at = r.seats.findIndex((s) => s.userId === id);
    return at >= 0 ? at : undefined;
  }
  const folded = ref.toLowerCase();
  const named = r.seats.map((s, i) => [s, i] as const).filter(([s]) => s.name.toLowerCase() === folded);
  return named.length === 1 ? named[0]![1] : undefined;
}

/** Autocomplete of `/game replace seat:`: the seats of the game here, computers included. */
export async function seatChoices(
  ctx: BotContext,
  channelId: string,
  typed: string,
  locale: Locale = 'en',
): Promise<{ name: string; value: string }[]> {
  const loaded = await ctx.store.load(channelId);
  if (loaded.kind !== 'ok' || loaded.record.status !== 'playing') return [];
  return loaded.record.seats
    .map((s, i) => ({
      name: localize(plat('plat.seats.choice', { n: i + 1, name: s.name }), locale).slice(0, 100),
      value: String(i + 1),
    }))
    .filter((c) => c.name.toLowerCase().includes(typed.toLowerCase()))
    .slice(0, 25);
}

/**
 * `/game replace seat:<seat> with:<user>` (host or Manage Channels): another person takes over a
 * seat mid-game, a person's or a computer's. The seat's stamp moves on, so the previous holder's
 * buttons are stale and they lose the seat's private view; the new holder gets it by DM (or is told
 * to use /hand). The channel is told who plays the seat now, nothing of what it holds.
 */
export async function onReplace(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const newUser = i.options.getUser('with', true);
  if (newUser.bot) return sayPrivately(i, plat('plat.seats.person'));
  const loaded = await ctx.store.load(i.channelId);
  if (loaded.kind !== 'ok' || loaded.record.status !== 'playing') return sayPrivately(i, plat('plat.seats.noGame'));
  if (loaded.record.hostId !== i.user.id && !canManageChannels(i)) return sayPrivately(i, plat('plat.seats.onlyHost'));
  const seatText = i.options.getString('seat', true);
  const seat = findSeat(loaded.record, seatText);
  if (seat === undefined) {
    const list = loaded.record.seats.map((s, n) => `${n + 1}. ${s.name}`).join(', ');
    return sayPrivately(i, plat('plat.seats.noMatch', { text: seatText.slice(0, 40), list }));
  }
  const next = { userId: newUser.id, name: memberName(i.options.getMember('with'), newUser) };
  const now = ctx.now().toISOString();
  // The check is made again inside the write: someone may have changed the table since the load.
  const res = await changeSeat(ctx, i.channelId, (r, note) => {
    if (r && r.hostId !== i.user.id && !canManageChannels(i)) return { ok: false, error: plat('plat.seats.onlyHost') };
    return toPerson(r, seat, next, now, note);
  });
  if (!res.ok) return sayPrivately(i, res.error);
  const { previous, table } = res.value;
  ctx.log.info({ channelId: i.channelId, seat }, 'seat replaced');
  // The new holder's private view: by DM when they take DMs, else /hand in the channel.
  const welcome = bot('bot.seat.welcome', {
    n: seat + 1,
    game: table.entry.game.name,
    channel: `<#${i.channelId}>`,
    previous: previous.name,
  });
  const dm = await sendDm(
    ctx.client,
    ctx.store,
    ctx.log,
    next.userId,
    // In the new holder's language, their picture too.
    async (locale) => {
      const hand = await handPayload(ctx.render, table, seat, locale);
      return { ...hand, content: clip(`${localize(welcome, locale)}\n${hand.content}`, 2000) };
    },
    ctx.activity,
    () => ctx.now().getTime(),
  );
  const view = plat(dm === 'sent' ? 'plat.seats.viewDm' : 'plat.seats.viewHand');
  const was = isHuman(previous) ? previous.name : plat('plat.seats.computer', { name: previous.name });
  await tellTable(
    ctx,
    i.channelId,
    [
      plat('plat.seats.takesOver', { user: `<@${next.userId}>`, n: seat + 1, was, view }),
      ...afterwordsOf(res.value),
    ].join(' '),
    tableLocale(table.record),
    [next.userId],
  );
  await planTimers(ctx, table);
  await sayPrivately(i, plat('plat.seats.nowPlayed', { n: seat + 1, name: next.name }));
}

/**
 * `/game leave` during a game: asks for confirmation privately (a computer player will take the
 * seat for good). False when the channel has no game in progress with the caller seated, so the
 * lobby's leave goes on as before.
 */
export async function offerQuit(ctx: BotContext, i: Asker, channelId: string): Promise<boolean> {
  const loaded = await ctx.store.load(channelId);
  if (loaded.kind !== 'ok' || loaded.record.status !== 'playing') return false;
  const seat = loaded.record.seats.findIndex((s) => s.userId === i.user.id);
  if (seat < 0) {
    await sayPrivately(i, plat('plat.seats.notSitting'));
    return true;
  }
  // The last person leaving ends the game (computers alone do not play on): the question says so.
  const last = loaded.record.seats.every((s, k) => k === seat || !isHuman(s));
  await sayPrivately(i, {
    content: plat(last ? 'plat.seats.leaveLast' : 'plat.seats.leaveAsk'),
    components: [
      buttonRow(
        button(
          plat('plat.seats.leaveYes'),
          { t: 'quit', channel: channelId, v: loaded.record.version },
          ButtonStyle.Danger,
        ),
      ),
    ],
  });
  return true;
}

/**
 * The confirmation of /game leave: the caller's seat goes to a computer. It holds only for the
 * table as it was when asked (its record version): after any change since, or for a forged id,
 * the caller is asked to confirm again, and nothing changes.
 */
export async function onQuitConfirm(
  ctx: BotContext,
  i: ButtonInteraction,
  id: Extract<CustomId, { t: 'quit' }>,
): Promise<void> {
  await i.deferUpdate();
  const loaded = await ctx.store.load(id.channel);
  if (loaded.kind !== 'ok' || loaded.record.status !== 'playing')
    return sayPrivately(i, plat('plat.seats.noGameAnyMore'));
  const seat = loaded.record.seats.findIndex((s) => s.userId === i.user.id);
  if (seat < 0) return sayPrivately(i, plat('plat.seats.noLonger'));
  if (loaded.record.version !== id.v) return sayPrivately(i, LEAVE_STALE);
  const name = loaded.record.seats[seat]!.name;
  const why = (ended: boolean) =>
    ended ? plat('plat.seats.leftEnded', { name }) : plat('plat.seats.leftComputer', { name, n: seat + 1 });
  const res = await handSeatToComputer(ctx, id.channel, seat, why, { userId: i.user.id, version: id.v });
  if (!res.ok) return sayPrivately(i, res.error);
  const ended = res.value.record.status !== 'playing';
  await i.editReply(
    inLocale({ content: plat(ended ? 'plat.seats.youLeftEnded' : 'plat.seats.youLeft'), components: [] }, readerOf(i)),
  );
}
