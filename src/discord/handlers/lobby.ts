import {
  type ButtonInteraction,
  ButtonStyle,
  ChannelType,
  type ChatInputCommandInteraction,
  MessageFlags,
} from 'discord.js';
import { DEFAULT_LOCALE, localeOfDiscord, localeSchema, localize } from '../../engine/messages.ts';
import { errorText } from '../../log.ts';
import { awayOfSeats } from '../../service/awayOf.ts';
import { parseClock } from '../../service/clock.ts';
import { CORRUPT, expiredText } from '../../service/tables.ts';
import { memberName } from '../../service/text.ts';
import { planTimers } from '../../service/timers/plan.ts';
import { DEFAULT_SETTINGS, type TableRecord } from '../../store/record.ts';
import { button, buttonRow } from '../buttons.ts';
import { canManageChannels, cannotPlayHere, missingForGame, missingToOpen } from '../channelAccess.ts';
import { type BotContext, sayPrivately } from '../context.ts';
import { postToChannel } from '../deliver.ts';
import { inLocale, readerOf, tableLocale } from '../locale.ts';
import { bot } from '../messages.ts';
import { lobbyPayload, publicUpdate, seatName } from '../present.ts';
import { offerQuit } from './seats.ts';

type Lobbyish = ChatInputCommandInteraction | ButtonInteraction;

export function displayName(i: Lobbyish): string {
  return memberName(i.member, i.user);
}

export function lobbyFor(ctx: BotContext, r: TableRecord, note = '') {
  const g = ctx.registry.get(r.gameId)?.game;
  return lobbyPayload(r, g?.name ?? r.gameId, g?.minSeats ?? 1, g?.maxSeats ?? 1, note);
}

/** Remembers a public lobby message so its buttons close when the game starts or ends (best effort). */
export async function rememberLobby(ctx: BotContext, channelId: string, messageId: string | undefined): Promise<void> {
  if (!messageId) return;
  const res = await ctx.tables.noteLobbyMessage(channelId, messageId);
  if (!res.ok) ctx.log.warn({ channelId, error: res.error }, 'could not remember a lobby message');
}

/**
 * Every lobby message of the table shows the current seats: after a join or leave an older one
 * (from /game new, or an earlier typed /game join) does not keep showing a stale count, and once
 * the seats close (start, abort, last player gone) no Join, Leave or Start button stays live on it.
 */
export async function refreshLobbies(ctx: BotContext, r: TableRecord, except?: string): Promise<void> {
  const ids = (r.lobbyMessages ?? []).filter((id) => id !== except);
  if (ids.length === 0) return;
  const payload = lobbyFor(ctx, r);
  const channel = await ctx.client.channels.fetch(r.channelId, { allowUnknownGuild: true }).catch(() => null);
  if (!channel?.isTextBased()) return;
  await Promise.all(
    ids.map((id) =>
      channel.messages.edit(id, payload).catch((err: unknown) => {
        ctx.log.warn(
          { channelId: r.channelId, messageId: id, err: errorText(err) },
          'could not close an old lobby message',
        );
      }),
    ),
  );
}

/** `/game new game:<id> [options] [thread] [clock]` */
export async function onNew(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const gameId = i.options.getString('game', true);
  const entry = ctx.registry.get(gameId);
  if (!entry) return sayPrivately(i, bot('bot.new.noGame', { id: gameId.slice(0, 40) }));
  // Bad options are refused before anything is made (a thread, a record).
  const options = ctx.tables.parseOptions(entry, i.options.getString('options'));
  if (!options.ok) return sayPrivately(i, options.error);
  const clockText = i.options.getString('clock');
  const clock = clockText === null ? { ok: true as const, value: DEFAULT_SETTINGS.clockMs } : parseClock(clockText);
  if (!clock.ok) return sayPrivately(i, clock.error);
  // Computer players seated now (greedy): the host's seat and theirs must fit the game.
  const bots = i.options.getInteger('bots') ?? 0;
  if (bots < 0 || bots > entry.game.maxSeats - 1)
    return sayPrivately(
      i,
      `${entry.game.name} seats at most ${entry.game.maxSeats}: with you, at most ${entry.game.maxSeats - 1} computer ${entry.game.maxSeats - 1 === 1 ? 'player' : 'players'}.`,
    );
  const host = { userId: i.user.id, name: displayName(i) };
  const wantThread = i.options.getBoolean('thread') ?? false;
  const lacking = missingToOpen(i, wantThread);
  if (lacking.length) return sayPrivately(i, cannotPlayHere(i.channelId, lacking));
  const ch = i.channel;
  if (wantThread && (!ch || ch.type !== ChannelType.GuildText)) return sayPrivately(i, bot('bot.new.threadText'));
  // The lobby (or the thread's link) is public; a refusal replaces the "thinking" reply privately.
  await i.deferReply();
  let channelId = i.channelId;
  if (wantThread && ch?.type === ChannelType.GuildText) {
    const thread = await ch.threads.create({
      name: `${entry.game.name} · ${host.name}`.slice(0, 100),
      autoArchiveDuration: 10080,
    });
    channelId = thread.id;
  }
  // The table speaks the language asked for, else the server's (its public posts and boards).
  const language = localeSchema.safeParse(i.options.getString('language'));
  const locale = language.success ? language.data : localeOfDiscord(i.guildLocale);
  const made = await ctx.tables.create(channelId, i.guildId, gameId, host, i.options.getString('options'), {
    ...DEFAULT_SETTINGS,
    clockMs: clock.value,
    // English, the default, is left unsaid (as in older records).
    ...(locale === DEFAULT_LOCALE ? {} : { locale }),
  });
  if (!made.ok) return sayPrivately(i, made.error);
  let record = made.value.record!;
  if (bots > 0) {
    const seated = await ctx.tables.addComputers(channelId, host.userId, 'greedy', bots);
    if (!seated.ok) return sayPrivately(i, seated.error);
    record = seated.value.record!;
  }
  const lobby = lobbyFor(ctx, record);
  ctx.log.info({ channelId, gameId }, 'table opened');
  if (wantThread) {
    await rememberLobby(ctx, channelId, await postToChannel(ctx.client, channelId, lobby));
    await i.editReply({
      content: localize(bot('bot.new.inThread', { game: entry.game.name, channel: `<#${channelId}>` }), locale),
      allowedMentions: { users: [] },
    });
  } else {
    const sent = await i.editReply(lobby);
    await rememberLobby(ctx, channelId, sent.id);
  }
}

/** Acknowledges a lobby command publicly, or a lobby button as an update of its message. */
async function acknowledge(i: Lobbyish): Promise<void> {
  if (i.isButton()) await i.deferUpdate();
  else await i.deferReply();
}

/** Join or leave, by command or lobby button; a button refreshes the lobby message itself. */
export async function onSeat(ctx: BotContext, i: Lobbyish, channelId: string, join: boolean): Promise<void> {
  await acknowledge(i);
  // Leaving a game in progress: a confirmation, then a computer takes the seat (handlers/seats.ts).
  if (!join && (await offerQuit(ctx, i, channelId))) return;
  const res = join
    ? await ctx.tables.join(channelId, { userId: i.user.id, name: displayName(i) })
    : await ctx.tables.leave(channelId, i.user.id);
  if (!res.ok) return sayPrivately(i, res.error);
  const note = `${join ? '➕' : '➖'} ${bot(join ? 'bot.lobby.joined' : 'bot.lobby.left', { who: displayName(i) })}`;
  const payload = lobbyFor(ctx, res.value.record!, note);
  const sent = await i.editReply(payload);
  if (!i.isButton() && res.value.record?.status === 'lobby') await rememberLobby(ctx, channelId, sent.id);
  if (res.value.record) await refreshLobbies(ctx, res.value.record, i.isButton() ? i.message.id : sent.id);
}

/** Start: the first board and the first player's prompt, in public. */
export async function onStart(ctx: BotContext, i: Lobbyish, channelId: string): Promise<void> {
  // Checked before the game starts, so no board ever fails to reach the channel.
  const lacking = missingForGame(ctx.client, i, channelId);
  if (lacking.length) return sayPrivately(i, cannotPlayHere(channelId, lacking));
  // Acknowledge first: starting renders the first board, which may take a while.
  await acknowledge(i);
  const res = await ctx.tables.start(channelId, i.user.id);
  if (!res.ok) return sayPrivately(i, res.error);
  const t = ctx.tables.table(res.value.record!);
  if (!t.ok) return sayPrivately(i, t.error);
  ctx.log.info({ channelId, gameId: t.value.record.gameId, seats: t.value.record.seats.length }, 'game started');
  const names = t.value.record.seats.map((_s, n) => seatName(t.value.record, n)).join(', ');
  const body = await publicUpdate(
    ctx.render,
    t.value,
    [{ text: bot('bot.start.begins', { names }), to: 'public' }],
    [],
    undefined,
    await awayOfSeats(ctx, t.value),
  );
  const since = ctx.now().toISOString();
  let posted: string;
  if (i.isButton()) {
    await i.editReply(lobbyFor(ctx, t.value.record));
    posted = await postToChannel(ctx.client, channelId, body);
  } else {
    posted = (await i.editReply(body)).id;
  }
  // The first turn's moves edit the start's board (a game that tells its turns), not post again.
  await ctx.tables.noteStartMessage(channelId, posted, t.value.record.version, since);
  await refreshLobbies(ctx, t.value.record, i.isButton() ? i.message.id : undefined);
  await planTimers(ctx, t.value);
}

/** `/game abort`: asks for confirmation with a button bound to the record's version. */
export async function onAbortCommand(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const loaded = await ctx.store.load(i.channelId);
  if (loaded.kind === 'expired') return sayPrivately(i, expiredText(loaded.expired));
  if (
    loaded.kind === 'none' ||
    (loaded.kind === 'ok' && (loaded.record.status === 'finished' || loaded.record.status === 'aborted'))
  ) {
    return sayPrivately(i, bot('bot.abort.none'));
  }
  const isHost = loaded.kind === 'ok' && loaded.record.hostId === i.user.id;
  if (!isHost && !canManageChannels(i)) {
    // An unreadable record has no known host: only Manage Channels can clear it.
    return sayPrivately(i, loaded.kind === 'corrupt' ? CORRUPT : bot('bot.abort.notHost'));
  }
  const version = loaded.kind === 'ok' ? loaded.record.version : 0;
  const what = loaded.kind === 'ok' ? bot('bot.abort.ask') : bot('bot.abort.askCorrupt');
  await i.editReply(
    inLocale(
      {
        content: what,
        components: [
          buttonRow(button(bot('bot.abort.yes'), { t: 'abort', channel: i.channelId, v: version }, ButtonStyle.Danger)),
        ],
      },
      readerOf(i),
    ),
  );
}

export async function onAbortConfirm(
  ctx: BotContext,
  i: ButtonInteraction,
  channelId: string,
  version: number,
): Promise<void> {
  await i.deferUpdate();
  const res = await ctx.tables.abort(channelId, i.user.id, canManageChannels(i), version);
  if (!res.ok) return sayPrivately(i, res.error);
  await i.editReply({
    content: localize(bot(res.value.cleared ? 'bot.abort.cleared' : 'bot.abort.ended'), readerOf(i)),
    components: [],
  });
  if (res.value.record) await refreshLobbies(ctx, res.value.record);
  ctx.log.info({ channelId, cleared: res.value.cleared }, 'table aborted');
  const locale = res.value.record ? tableLocale(res.value.record) : localeOfDiscord(i.guildLocale);
  await postToChannel(ctx.client, channelId, {
    content: `🛑 ${localize(bot(res.value.cleared ? 'bot.abort.clearedBy' : 'bot.abort.endedBy', { who: displayName(i) }), locale)}`,
    allowedMentions: { users: [] },
  });
}
