/**
 * `/rank`, `/leaderboard` and `/history` (issue 24): the ratings as text, with /rank game:'s trend
 * chart and /leaderboard's card beside it (ratingImages.ts). Options are checked
 * here (zod) whatever the client sent; a wrong one gets a private answer and changes nothing.
 *
 * Who sees what: `/leaderboard` is public (a board is what a channel looks at together), and so
 * is `/rank` (a rating is already on the boards, and comparing is the point), while
 * `/rank hide:` and the admin's `/leaderboard server:` are private confirmations. `/history` is
 * private: it lists games from every server the player is in, with links to channels the people
 * here may not know of.
 */
import { type AttachmentBuilder, type ChatInputCommandInteraction, PermissionFlagsBits, type User } from 'discord.js';
import { z } from 'zod';
import { ratedGamesOf } from '../../../commands/ratings.ts';
import { type Locale, localeOfDiscord, localize } from '../../engine/messages.ts';
import type { RatedGameId } from '../../ratings/game.ts';
import type { EntryStanding, Leaderboard } from '../../ratings/ratings.ts';
import { SEASON, type Season, seasonOf } from '../../ratings/seasons.ts';
import { clip } from '../../service/text.ts';
import { type BotContext, sayPrivately } from '../context.ts';
import { readerOf, tableLocale } from '../locale.ts';
import { plat } from '../platform.messages.ts';
import { leaderboardCard, leaderboardImage, trendImage } from '../ratingImages.ts';
import { historyLine, leaderboardLines, rankLine } from '../ratingWords.ts';

/** Games a player needs (in the season shown) to appear on a leaderboard: one lucky game is not a standing. */
export const LEADERBOARD_MIN_GAMES = 3;
/** Rows of a leaderboard. */
export const LEADERBOARD_LIMIT = 10;
/** Games listed by /history. */
export const HISTORY_SHOWN = 10;
/** The answers name players by mention: shown as names, nobody pinged. */
const NO_PINGS = { users: [] as string[] };
const MESSAGE_MAX = 2000;

type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

const scopeSchema = z.enum(['server', 'all']);
const seasonSchema = z.string().trim().toUpperCase().regex(SEASON);
const switchSchema = z.enum(['on', 'off']);

/** The `game` option: absent, or one of the registry's rated games. */
function gameOption(ctx: BotContext, raw: string | null): Checked<{ id: RatedGameId; name: string } | undefined> {
  if (raw === null) return { ok: true, value: undefined };
  const games = ratedGamesOf(ctx.registry);
  const game = games.find((g) => g.id === raw);
  if (game) return { ok: true, value: game };
  const offered = games.map((g) => `\`${g.id}\``).join(', ') || plat('plat.rank.noneHere');
  return { ok: false, error: plat('plat.rank.noGame', { raw: clip(raw, 40), offered }) };
}

/** The `season` option: absent (the current season), or a quarter that has begun. */
function seasonOption(raw: string | null, now: Date): Checked<Season> {
  const current = seasonOf(now);
  if (raw === null) return { ok: true, value: current };
  const parsed = seasonSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: plat('plat.rank.notSeason', { raw: clip(raw, 20), current }) };
  // "2026-Q4" < "2027-Q1": the same width, so the text order is the time order.
  if (parsed.data > current) return { ok: false, error: plat('plat.rank.notBegun', { season: parsed.data, current }) };
  return { ok: true, value: parsed.data };
}

/**
 * The language of a public answer: the table's when this channel holds one, else the server's
 * (a rating belongs to no table).
 */
async function publicLocale(ctx: BotContext, i: ChatInputCommandInteraction): Promise<Locale> {
  const loaded = await ctx.store.load(i.channelId).catch(() => null);
  return loaded?.kind === 'ok' ? tableLocale(loaded.record) : localeOfDiscord(i.guildLocale);
}

/** Answers in public in `locale`, names shown without pings, with the image when there is one. */
async function sayPublicly(
  i: ChatInputCommandInteraction,
  locale: Locale,
  lines: readonly string[],
  image?: AttachmentBuilder,
): Promise<void> {
  await i.editReply({
    content: clip(lines.map((l) => localize(l, locale)).join('\n'), MESSAGE_MAX),
    allowedMentions: NO_PINGS,
    ...(image ? { files: [image] } : {}),
  });
}

/** Where the player stands on `board`, this server's board of the current season (`season`). */
function placeText(season: Season, board: Leaderboard, s: EntryStanding): string {
  if (board.kind === 'off') return plat('plat.rank.off');
  const row = board.rows.find((r) => r.entry === s.entry);
  if (row) return plat('plat.rank.position', { position: row.position, n: board.rows.length, season });
  const games = s.seasons[season]?.games ?? 0;
  return games < LEADERBOARD_MIN_GAMES
    ? plat('plat.rank.after', { season, min: LEADERBOARD_MIN_GAMES, games })
    : plat('plat.rank.notOn', { season });
}

/** `/rank [game] [player] [hide]`. */
export async function onRank(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const hide = i.options.getBoolean('hide');
  const player = i.options.getUser('player');
  if (hide !== null) return onHide(ctx, i, hide, player);
  const game = gameOption(ctx, i.options.getString('game'));
  if (!game.ok) return sayPrivately(i, game.error);
  const guildId = i.guildId;
  if (guildId === null) return sayPrivately(i, plat('plat.rank.inServer'));
  await i.deferReply();
  const locale = await publicLocale(ctx, i);
  const who = player ?? i.user;
  const lines: string[] = [];
  // One game asked: its trend drawn too (every game's would be a wall of charts).
  let trend: AttachmentBuilder | undefined;
  const season = seasonOf(ctx.now());
  const board = { guildId, season, minGames: LEADERBOARD_MIN_GAMES, limit: Number.MAX_SAFE_INTEGER };
  for (const g of game.value ? [game.value] : ratedGamesOf(ctx.registry)) {
    // The rating and its place on this server's board, from one read of the game's ratings.
    const rank = await ctx.ratings.rankOf(g.id, who.id, board);
    if (!rank) continue;
    lines.push(rankLine(g.name, rank.standing, placeText(season, rank.board, rank.standing)));
    if (game.value) trend = await trendImage(ctx, g.name, rank.standing, locale);
  }
  if (lines.length === 0)
    return sayPublicly(i, locale, [
      game.value
        ? plat('plat.rank.noneYetOf', { who: `<@${who.id}>`, game: game.value.name })
        : plat('plat.rank.noneYet', { who: `<@${who.id}>` }),
    ]);
  return sayPublicly(i, locale, [plat('plat.rank.of', { who: `<@${who.id}>` }), ...lines], trend);
}

/** `/rank hide:true|false`: the caller's own choice, confirmed privately. */
async function onHide(ctx: BotContext, i: ChatInputCommandInteraction, hide: boolean, player: User | null) {
  if (player && player.id !== i.user.id) return sayPrivately(i, plat('plat.rank.hideOwn'));
  await ctx.ratings.setHidden(i.user.id, hide);
  return sayPrivately(i, plat(hide ? 'plat.rank.hidden' : 'plat.rank.shown'));
}

/** `/leaderboard game: [scope] [season]`, or an admin's `/leaderboard server:off|on`. */
export async function onLeaderboard(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const guildId = i.guildId;
  if (guildId === null) return sayPrivately(i, plat('plat.board.inServer'));
  const server = i.options.getString('server');
  if (server !== null) return onBoardSwitch(ctx, i, guildId, server);
  const game = gameOption(ctx, i.options.getString('game'));
  if (!game.ok) return sayPrivately(i, game.error);
  if (!game.value) return sayPrivately(i, plat('plat.board.which'));
  const scope = scopeSchema.safeParse(i.options.getString('scope') ?? 'server');
  if (!scope.success) return sayPrivately(i, plat('plat.board.scope'));
  const season = seasonOption(i.options.getString('season'), ctx.now());
  if (!season.ok) return sayPrivately(i, season.error);
  await i.deferReply();
  const here = scope.data === 'server';
  const board = await ctx.ratings.leaderboard(game.value.id, {
    guildId: here ? guildId : undefined,
    season: season.value,
    minGames: LEADERBOARD_MIN_GAMES,
    limit: LEADERBOARD_LIMIT,
  });
  if (board.kind === 'off') return sayPrivately(i, plat('plat.board.off'));
  const locale = await publicLocale(ctx, i);
  const yes = here ? 'yes' : 'no';
  const scopeText = localize(
    plat('plat.board.scopeText', { here: yes, season: season.value, min: LEADERBOARD_MIN_GAMES }),
    locale,
  );
  const head = plat('plat.board.head', { game: game.value.name, scope: scopeText });
  if (board.rows.length === 0)
    return sayPublicly(i, locale, [
      head,
      plat('plat.board.nobody', { min: LEADERBOARD_MIN_GAMES, here: yes, season: season.value }),
    ]);
  const card = await leaderboardImage(ctx, leaderboardCard(game.value.name, scopeText, board.rows, locale));
  return sayPublicly(i, locale, [head, ...leaderboardLines(board.rows)], card);
}

/** `/leaderboard server:off|on`: Manage Server only, on its own. */
async function onBoardSwitch(ctx: BotContext, i: ChatInputCommandInteraction, guildId: string, raw: string) {
  const on = switchSchema.safeParse(raw);
  if (!on.success) return sayPrivately(i, plat('plat.board.switch'));
  if (!i.memberPermissions?.has(PermissionFlagsBits.ManageGuild)) return sayPrivately(i, plat('plat.board.manage'));
  if (['game', 'scope', 'season'].some((o) => i.options.get(o) !== null))
    return sayPrivately(i, plat('plat.board.alone'));
  await ctx.ratings.setGuildLeaderboard(guildId, on.data === 'on');
  return sayPrivately(i, plat(on.data === 'on' ? 'plat.board.on' : 'plat.board.turnedOff'));
}

/** `/history [player]`: privately (see the top of the file). */
export async function onHistory(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const who = i.options.getUser('player') ?? i.user;
  const rows = await ctx.ratings.historyOf(who.id, HISTORY_SHOWN);
  if (rows.length === 0) return sayPrivately(i, plat('plat.rank.noneYet', { who: `<@${who.id}>` }));
  const locale = readerOf(i);
  const lines = rows.map((r) => historyLine(r, ctx.registry.get(r.gameId)?.game.name ?? r.gameId));
  const head = plat('plat.history.head', { who: `<@${who.id}>` });
  return sayPrivately(i, {
    content: clip([head, ...lines].map((l) => localize(l, locale)).join('\n'), MESSAGE_MAX),
    components: [],
    allowedMentions: NO_PINGS,
  });
}
