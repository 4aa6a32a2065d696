import { type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import { tellTable } from '../../service/seatChanges.ts';
import type { Table } from '../../service/tables.ts';
import { planTimers } from '../../service/timers/plan.ts';
import { type AwayChange, chargeOf, monthName, overLimit, parseAway, withCharge } from '../../service/vacation.ts';
import type { TableRecord } from '../../store/record.ts';
import type { Mutation } from '../../store/types.ts';
import { type BotContext, sayPrivately } from '../context.ts';
import { readerOf, tableLocale } from '../locale.ts';
import { plat } from '../platform.messages.ts';

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
  if (back && !current) return sayPrivately(i, plat('plat.away.notAway'));
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
      plat('plat.away.tooLong', {
        game: strictest.t.entry.game.name,
        channel: `<#${strictest.t.record.channelId}>`,
        limit: strictest.limit,
        left,
        month: monthName(strictest.month, readerOf(i)),
        asked: strictest.asked,
      }),
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
    const name = res.record.seats[seatOf(res.record, userId)]?.name ?? plat('plat.away.aPlayer');
    await tellTable(
      ctx,
      t.record.channelId,
      back ? plat('plat.away.back', { name }) : plat('plat.away.away', { name, until: `<t:${unix(until)}:D>` }),
      tableLocale(res.record),
    );
    await planTimers(ctx, after.value);
    told.push(`<#${t.record.channelId}>`);
  }
  const where = told.length
    ? plat('plat.away.told', { n: told.length, list: told.join(', ') })
    : plat('plat.away.noGame');
  await sayPrivately(
    i,
    back
      ? plat('plat.away.welcomeBack', { where })
      : plat('plat.away.youAway', { until: `<t:${unix(until)}:F>`, in: `<t:${unix(until)}:R>`, where }),
  );
}
