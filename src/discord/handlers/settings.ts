import { type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import { localize } from '../../engine/messages.ts';
import { errorText } from '../../log.ts';
import { awayOfSeats } from '../../service/awayOf.ts';
import {
  parseClock,
  parseReminders,
  publicDeadlines,
  relativeTime,
  settingsOf,
  settingWords,
  unsentRemindersNote,
} from '../../service/clock.ts';
import type { Result, Table } from '../../service/tables.ts';
import { clip } from '../../service/text.ts';
import { planTimers } from '../../service/timers/plan.ts';
import { type TableSettings, tableSettingsSchema } from '../../store/record.ts';
import { canManageChannels } from '../channelAccess.ts';
import { type BotContext, sayPrivately } from '../context.ts';
import { inLocale, tableLocale } from '../locale.ts';
import { bot } from '../messages.ts';
import { refreshTurnMessage } from '../outbox.ts';
import { plat } from '../platform.messages.ts';
import { seatName } from '../present.ts';
import { displayName } from './lobby.ts';

/** The settings the turn message shows (its deadlines): a change of one of them edits it. */
const SHOWN_IN_TURN_MESSAGE: readonly (keyof TableSettings)[] = ['clockMs'];

/** Nobody is pinged by a settings message: it names who changed what. */
const NO_PINGS = { users: [] as string[] };

/**
 * The change the caller asked for, every value checked (a refusal says what is accepted); an
 * empty change when no option was given (then the settings are shown).
 */
export function readChange(i: ChatInputCommandInteraction): Result<Partial<TableSettings>> {
  const change: Partial<TableSettings> = {};
  const clock = i.options.getString('clock');
  if (clock !== null) {
    const c = parseClock(clock);
    if (!c.ok) return c;
    change.clockMs = c.value;
  }
  const reminders = i.options.getString('reminders');
  if (reminders !== null) {
    const r = parseReminders(reminders);
    if (!r.ok) return r;
    change.reminders = r.value;
  }
  // The plain options: each checked by its field of the settings schema, refused with what fits.
  const plain = [
    {
      key: 'expiry',
      raw: i.options.getString('expiry'),
      error: plat('plat.settings.expiry'),
    },
    {
      key: 'strikeLimit',
      raw: i.options.getInteger('strikes'),
      error: plat('plat.settings.strikes'),
    },
    {
      key: 'afterStrikes',
      raw: i.options.getString('after'),
      error: plat('plat.settings.after'),
    },
    {
      key: 'vacationDays',
      raw: i.options.getInteger('vacation'),
      error: plat('plat.settings.vacation'),
    },
    {
      key: 'locale',
      raw: i.options.getString('language'),
      error: plat('plat.settings.language'),
    },
  ] as const;
  for (const field of plain) {
    if (field.raw === null) continue;
    const parsed = tableSettingsSchema.shape[field.key].safeParse(field.raw);
    if (!parsed.success) return { ok: false, error: field.error };
    Object.assign(change, { [field.key]: parsed.data });
  }
  return { ok: true, value: change };
}

/** The table's settings, one line each. */
function settingsText(s: TableSettings): string {
  return Object.values(settingWords(s))
    .map((w) => `• ${w.name}${bot('bot.colon', { text: w.value })}`)
    .join('\n');
}

/** "Deadlines now: Ann in 3 days, Bo in 2 days": the publicly awaited seats' deadlines ('' without any). */
async function deadlinesNow(ctx: BotContext, t: Table): Promise<string> {
  const deadlines = publicDeadlines(t, await awayOfSeats(ctx, t));
  if (deadlines.size === 0) return '';
  return bot('bot.settings.deadlines', {
    list: [...deadlines].map(([seat, d]) => `**${seatName(t.record, seat)}** ${relativeTime(d)}`).join(', '),
  });
}

/**
 * `/game settings [clock] [reminders] [expiry] [strikes] [after] [vacation]`: with no option, the
 * table's settings, privately; with some, the host (or a member with Manage Channels) changes
 * them, and the channel hears who changed what. A changed clock moves the deadlines under way, so
 * the table's timers are planned again and the turn's message shows the new deadlines.
 */
export async function onSettings(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  // Bad values are refused at once, before anything is read or changed.
  const change = readChange(i);
  if (!change.ok) return sayPrivately(i, change.error);
  if (Object.keys(change.value).length === 0) {
    await i.deferReply({ flags: MessageFlags.Ephemeral });
    const t = await ctx.tables.load(i.channelId);
    if (!t.ok) return sayPrivately(i, t.error);
    const due = await deadlinesNow(ctx, t.value);
    const head = bot('bot.settings.head', { game: t.value.entry.game.name });
    const s = settingsOf(t.value.record);
    return sayPrivately(i, {
      content: [head, settingsText(s), unsentRemindersNote(s), due].filter(Boolean).join('\n'),
      allowedMentions: NO_PINGS,
    });
  }
  // The announcement is the public answer; a refusal replaces it privately.
  await i.deferReply();
  const res = await ctx.tables.changeSettings(i.channelId, i.user.id, canManageChannels(i), change.value);
  if (!res.ok) return sayPrivately(i, res.error);
  const { before, after, changed } = res.value;
  if (changed.length === 0 || !res.value.record)
    return sayPrivately(i, `${bot('bot.settings.same')}\n${settingsText(after)}`);
  const t = ctx.tables.table(res.value.record);
  if (!t.ok) return sayPrivately(i, t.error);
  const was = settingWords(before);
  const now = settingWords(after);
  const lines = changed.map(
    (k) => `• ${now[k].name}${bot('bot.colon', { text: `${was[k].value} → **${now[k].value}**` })}`,
  );
  const due = changed.includes('clockMs') ? await deadlinesNow(ctx, t.value) : '';
  ctx.log.info({ channelId: i.channelId, changed }, 'table settings changed');
  const unsent = changed.includes('clockMs') || changed.includes('reminders') ? unsentRemindersNote(after) : '';
  // In the table's language as it is now (a change of language speaks the new one).
  const locale = tableLocale(res.value.record);
  await i.editReply(
    inLocale(
      {
        content: clip(
          localize(
            [`⚙️ ${bot('bot.settings.changed', { who: displayName(i) })}`, ...lines, unsent, due]
              .filter(Boolean)
              .join('\n'),
            locale,
          ),
          2000,
        ),
        allowedMentions: NO_PINGS,
      },
      locale,
    ),
  );
  await planTimers(ctx, t.value);
  if (changed.some((k) => SHOWN_IN_TURN_MESSAGE.includes(k))) {
    await refreshTurnMessage(ctx, i.channelId).catch((err: unknown) =>
      ctx.log.warn(
        { channelId: i.channelId, err: errorText(err) },
        'turn message not refreshed after a settings change',
      ),
    );
  }
}
