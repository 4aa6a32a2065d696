import { type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import { tellTable } from '../../service/seatChanges.ts';
import type { Table } from '../../service/tables.ts';
import { planTimers } from '../../service/timers/plan.ts';
import { type AwayChange, chargeOf, monthName, overLimit, parseAway, withCharge } from '../../service/vacation.ts';
import type { TableRecord } from '../../store/record.ts';
import type { Mutation } from '../../store/types.ts';
import { type BotContext, sayPrivately } from '../context.ts';

const unix = (ms: number): number => Math.floor(ms / 1000);
const seatOf = (r: TableRecord, userId: string): number => r.seats.findIndex((s) => s.userId === userId);

/**
 * `/away until:<date | time | back>`: pauses the caller's clocks in all their games (prefs.away,
 * which every deadline reads), within each table's vacation allowance (settings.vacationDays per
 * player per calendar month, counted in the record). Each table is told in its channel and its
 * timers are planned again. "back" ends the absence early; the days not taken are given back.
 */
export async function onAway(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const userId = i.user.id;
  const now = ctx.now().getTime();
  const asked = parseAway(i.options.getString('until', true), now);
  if (!asked.ok) return sayPrivately(i, asked.error);
  const prefs = await ctx.store.getPrefs(userId);
  const current = prefs.away && Date.parse(prefs.away.until) > now ? prefs.away : null;
  const back = asked.value.kind === 'back';
  if (back && !current) return sayPrivately(i, 'You are not away: your clocks are running.');
  // A new date while away extends (or shortens) the same absence: it began when it began.
  const from = current ? Date.parse(current.from) : now;
  const until = asked.value.kind === 'until' ? asked.value.until : now;
  const change: AwayChange = {
    userId,
    minus: current ? chargeOf(from, Date.parse(current.until)) : {},
    plus: chargeOf(from, until),
  };

  const playing: Table[] = [];
  for (const channelId of await ctx.store.tablesOf(userId)) {
    const t = await ctx.tables.load(channelId);
    if (t.ok && t.value.record.status === 'playing' && seatOf(t.value.record, userId) >= 0) playing.push(t.value);
  }
  // The strictest table decides: refused as a whole, nothing changed.
  const refusals = playing
    .flatMap((t) => {
      const over = overLimit(t.record, change);
      return over ? [{ t, ...over }] : [];
    })
    .sort((a, b) => a.limit - b.limit);
  const strictest = refusals[0];
  if (strictest) {
    const left = Math.max(0, strictest.limit - strictest.used);
    return sayPrivately(
      i,
      `That is too long for **${strictest.t.entry.game.name}** in <#${strictest.t.record.channelId}>: it allows ${strictest.limit} vacation ${strictest.limit === 1 ? 'day' : 'days'} per player per month, and you have ${left} left in ${monthName(strictest.month)} (this absence would take ${strictest.asked} there).`,
    );
  }

  const away = { from: new Date(from).toISOString(), until: new Date(until).toISOString() };
  // The pause is in the prefs (every deadline reads them); back keeps the period taken, now ended.
  await ctx.store.setPrefs(userId, { ...prefs, away });
  const told: string[] = [];
  for (const t of playing) {
    const res = await ctx.store.update(
      t.record.channelId,
      (r): Mutation<TableRecord | null> =>
        r && r.status === 'playing' && seatOf(r, userId) >= 0
          ? { write: withCharge(r, change), result: r }
          : { result: null },
    );
    if (!res.ok || !res.record || res.result === null) continue;
    const after = ctx.tables.table(res.record);
    if (!after.ok) continue;
    const name = res.record.seats[seatOf(res.record, userId)]?.name ?? 'A player';
    await tellTable(
      ctx,
      t.record.channelId,
      back
        ? `👋 ${name} is back; their clock runs again.`
        : `🏖️ ${name} is away until <t:${unix(until)}:D>; their clock is paused.`,
    );
    await planTimers(ctx, after.value);
    told.push(`<#${t.record.channelId}>`);
  }
  const where = told.length
    ? ` Told ${told.length === 1 ? 'your game' : `your ${told.length} games`}: ${told.join(', ')}.`
    : ' You have no game in progress now.';
  await sayPrivately(
    i,
    back
      ? `Welcome back: your clocks run again.${where}`
      : `You are away until <t:${unix(until)}:F> (<t:${unix(until)}:R>): your clocks are paused.${where} Use /away until:back to return early.`,
  );
}
