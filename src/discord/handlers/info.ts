import { type ButtonInteraction, type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import { type Locale, localize } from '../../engine/messages.ts';
import { awayOfSeats } from '../../service/awayOf.ts';
import type { Table } from '../../service/tables.ts';
import { clip } from '../../service/text.ts';
import { effectiveEntries } from '../../store/effective.ts';
import { statusText } from '../boardWords.ts';
import { button, buttonRow } from '../buttons.ts';
import { type BotContext, deferPaging, sayPrivately } from '../context.ts';
import type { CustomId } from '../customId.ts';
import { gamePages, players, resolveHelp, topicPage } from '../helpPages.ts';
import { inLocale, readerOf } from '../locale.ts';
import { bot } from '../messages.ts';
import { loadSettled } from '../outbox.ts';
import { eventLine, handPayload, isPublic, lobbyPayload, type Payload, publicUpdate } from '../present.ts';
import { rememberLobby } from './lobby.ts';

/** Status and log repeat what is known: they name players but never ping anyone. */
const NO_PINGS = { users: [] as string[] };

/** `/game status`: the board (or the lobby) and whom the table waits for, in public. */
export async function onStatus(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  if (i.options.getBoolean('text')) return onStatusText(ctx, i);
  // Acknowledge before the store and the renderer: either may take longer than Discord waits.
  await i.deferReply();
  const t = await loadSettled(ctx, i.channelId);
  if (!t.ok) return sayPrivately(i, t.error);
  const { record, entry } = t.value;
  if (t.value.state === null) {
    const sent = await i.editReply({
      ...lobbyPayload(
        record,
        entry.game.name,
        entry.game.minSeats,
        entry.game.maxSeats,
        record.status === 'aborted' ? bot('bot.status.endedBefore') : '',
      ),
      allowedMentions: NO_PINGS,
    });
    return rememberLobby(ctx, record.channelId, sent.id);
  }
  // A game the vote ended says so in its end lines (present.ts), with its standings.
  const note = record.status === 'aborted' ? [`🛑 ${bot('bot.status.endedEarly')}`] : [];
  const sent = await i.editReply({
    ...(await publicUpdate(ctx.render, t.value, [], note, undefined, await awayOfSeats(ctx, t.value))),
    allowedMentions: NO_PINGS,
  });
  // The turn goes on in this board: its next steps edit it rather than a message far above.
  if (record.status === 'playing' && sent?.id) {
    const res = await ctx.tables.noteStatusBoard(record.channelId, sent.id, record.version);
    if (!res.ok)
      ctx.log.warn(
        { channelId: record.channelId, error: res.error },
        'could not make the status board the turn message',
      );
  }
}

/** `/game status text:true`: the whole public board as text, privately, in as many messages as it takes; no image. */
async function onStatusText(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const t = await loadSettled(ctx, i.channelId);
  if (!t.ok) return sayPrivately(i, t.error);
  const { record, entry } = t.value;
  if (t.value.state === null)
    return sayPrivately(i, {
      ...lobbyPayload(record, entry.game.name, entry.game.minSeats, entry.game.maxSeats),
      components: [],
      allowedMentions: NO_PINGS,
    });
  // A game the vote ended says so in its end lines (present.ts), with its standings.
  const note = record.status === 'aborted' ? [`🛑 ${bot('bot.status.endedEarly')}`] : [];
  // The first message answers the command; any further ones follow, private too.
  for (const content of statusText(t.value, note, readerOf(i)))
    await sayPrivately(i, { content, components: [], allowedMentions: NO_PINGS });
}

/** `/game log`: the game's public history from its full history (older than the record's recent events), newest page first. */
export async function onLog(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const t = await loadSettled(ctx, i.channelId);
  if (!t.ok) return sayPrivately(i, t.error);
  const locale = readerOf(i);
  const lines = await logLines(ctx, t.value, locale);
  await sayPrivately(i, logPage(t.value, lines, lines.length, locale, i.options.getInteger('count') ?? 15));
}

/** Older / Newer: the same ephemeral message pages through the whole history. */
export async function onLogButton(
  ctx: BotContext,
  i: ButtonInteraction,
  id: Extract<CustomId, { t: 'log' }>,
): Promise<void> {
  // Only where the log was asked for: a forged id must not show another channel's game.
  if (!(await deferPaging(i, id.channel, 'log'))) return;
  const t = await ctx.tables.load(id.channel);
  if (!t.ok) return sayPrivately(i, t.error);
  const locale = readerOf(i);
  const lines = await logLines(ctx, t.value, locale);
  await i.editReply(logPage(t.value, lines, Math.min(id.n, lines.length), locale));
}

/** Every public line of the game as it stands: steps taken back are left out, the notices of their undo stay. */
async function logLines(ctx: BotContext, t: Table, locale: Locale): Promise<string[]> {
  const history = await ctx.store.readHistory(t.record.channelId);
  return effectiveEntries(history)
    .flatMap((h) => h.events)
    .filter(isPublic)
    .map((e) => eventLine(t.record, e, locale));
}

/** Room for the lines of one page of the log (Discord's 2000 characters, less the header). */
const LOG_PAGE_CHARS = 1800;

/**
 * The page of the log ending before line `end` (counted from the game's first line, so a page
 * stays the same as the game goes on): as many whole lines as fit, at most `count`, with Older and
 * Newer buttons. A single line too long for a page is the only thing ever clipped.
 */
export function logPage(
  t: Table,
  lines: readonly string[],
  end: number,
  locale: Locale,
  count = Number.POSITIVE_INFINITY,
): Payload {
  let start = end;
  let size = 0;
  while (start > 0 && end - start < count) {
    const line = lines[start - 1]!;
    if (size + line.length + 1 > LOG_PAGE_CHARS && start < end) break;
    size += line.length + 1;
    start--;
  }
  // The next page forward: as many lines after this one as fit.
  let next = end;
  size = 0;
  while (next < lines.length && (size + lines[next]!.length + 1 <= LOG_PAGE_CHARS || next === end))
    size += lines[next++]!.length + 1;
  const channel = t.record.channelId;
  const head = localize(
    lines.length === 0
      ? bot('bot.log.empty', { game: t.entry.game.name })
      : bot('bot.log.head', { game: t.entry.game.name, from: start + 1, to: end, n: lines.length }),
    locale,
  );
  const body = lines
    .slice(start, end)
    .map((l) => clip(l, LOG_PAGE_CHARS))
    .join('\n');
  return inLocale(
    {
      content: clip([head, body].filter(Boolean).join('\n'), 2000),
      components:
        lines.length === 0
          ? []
          : [
              buttonRow(
                button(bot('bot.button.older'), { t: 'log', channel, n: start }, undefined, { disabled: start === 0 }),
                // Distinct ids on one message, as Discord wants, also when both are disabled.
                button(
                  bot('bot.button.newer'),
                  { t: 'log', channel, n: end >= lines.length ? lines.length + 1 : next },
                  undefined,
                  {
                    disabled: end >= lines.length,
                  },
                ),
              ),
            ],
      allowedMentions: NO_PINGS,
    },
    locale,
  );
}

const PLATFORM_HELP = bot('bot.help.platform');

/** `/game help [game] [topic]`: the platform, a game's pages, or one of its topics (src/discord/helpPages.ts). */
export async function onHelp(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const locale = readerOf(i);
  const asked = resolveHelp(ctx.registry, i.options.getString('game'), i.options.getString('topic'));
  if (asked.kind === 'refused') return sayPrivately(i, asked.text);
  if (asked.kind === 'topic') return sayPrivately(i, topicPage(asked.entry, asked.topic, locale));
  if (asked.kind === 'game') {
    // Its first message answers the command; any further ones follow, private too.
    for (const page of gamePages(asked.entry, locale)) await sayPrivately(i, { ...page, components: [] });
    return;
  }
  const games = ctx.registry.all();
  // Each game with its summary while the reply fits Discord's 2000 characters; by name alone once it would not.
  const line = (e: (typeof games)[number], long: boolean) =>
    `• **${e.game.name}** (\`${e.game.id}\`, ${players(e.game.minSeats, e.game.maxSeats)})${long ? `: ${e.game.summary}` : ''}`;
  const reply = (long: boolean) =>
    localize(
      `${PLATFORM_HELP}\n\n${bot('bot.help.games')}\n${games.map((e) => line(e, long)).join('\n') || bot('bot.help.noGames')}`,
      locale,
    );
  const full = reply(true);
  return sayPrivately(i, full.length <= 2000 ? full : clip(reply(false), 2000));
}

/** `/game dms enabled:<bool>`; turning DMs on also retries a user whose DMs bounced before. */
export async function onDms(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const enabled = i.options.getBoolean('enabled', true);
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const prefs = await ctx.store.getPrefs(i.user.id);
  await ctx.store.setPrefs(i.user.id, { ...prefs, dms: enabled, dmClosed: false, dmClosedAt: null });
  await sayPrivately(i, bot(enabled ? 'bot.dms.on' : 'bot.dms.off'));
}

/** `/hand` and the My hand / Refresh buttons: the caller's private view, always ephemeral. */
export async function onHand(
  ctx: BotContext,
  i: ChatInputCommandInteraction | ButtonInteraction,
  channelId: string,
): Promise<void> {
  // The Refresh button sits on the ephemeral view itself, so it updates that message in place.
  const refreshing = i.isButton() && i.message.flags.has(MessageFlags.Ephemeral);
  if (refreshing) await i.deferUpdate();
  else await i.deferReply({ flags: MessageFlags.Ephemeral });
  const t = await loadSettled(ctx, channelId);
  if (!t.ok) return sayPrivately(i, t.error);
  const seat = t.value.record.seats.findIndex((s) => s.userId === i.user.id);
  if (seat < 0) return sayPrivately(i, bot('bot.hand.notSeated'));
  if (t.value.state === null) return sayPrivately(i, bot('bot.hand.notStarted'));
  const away = (await awayOfSeats(ctx, t.value, [seat]))(seat);
  const locale = readerOf(i);
  await i.editReply({
    ...inLocale(await handPayload(ctx.render, t.value, seat, locale, away), locale),
    attachments: [],
  });
}
