/**
 * The ratings' images (issue 24), beside their text answers: /rank's trend (the kit's story
 * chart, one line) and /leaderboard's card, both drawn in the render pool. A failed image is
 * logged and the answer goes on as text alone.
 */
import { AttachmentBuilder } from 'discord.js';
import type { ChartData } from '../../renderers/kit/chart.ts';
import type { LeaderboardCard } from '../../renderers/kit/leaderboard.ts';
import { DEFAULT_LOCALE, type Locale, localize } from '../engine/messages.ts';
import { clipWords } from '../engine/text.ts';
import { errorText } from '../log.ts';
import type { EntryStanding, LeaderboardRow } from '../ratings/ratings.ts';
import { ALT_MAX } from '../service/story.ts';
import type { BotContext } from './context.ts';
import { plat } from './platform.messages.ts';
import { shown, TREND_SHOWN } from './ratingWords.ts';

export const TREND_FILE = 'trend.png';
export const LEADERBOARD_FILE = 'leaderboard.png';

/** A rating as charted: one decimal, as the text shows it. */
const tenth = (ordinal: number): number => Math.round(ordinal * 10) / 10;

/** The entry's last ratings as a one-line story: x the games (numbered from the first shown), y the rating. */
export function trendStory(gameName: string, s: EntryStanding, locale: Locale = DEFAULT_LOCALE): ChartData {
  const points = s.trend.slice(-TREND_SHOWN);
  const first = s.games - points.length + 1;
  return {
    locale,
    game: gameName,
    unit: plat('plat.image.unit'),
    label: plat('plat.image.label'),
    rounds: points.map((_, k) => first + k),
    series: [{ name: s.name, values: points.map((p) => tenth(p.ordinal)) }],
  };
}

export function trendAlt(gameName: string, s: EntryStanding, locale: Locale = DEFAULT_LOCALE): string {
  const values = s.trend.slice(-TREND_SHOWN).map((p) => shown(p.ordinal));
  return clipWords(
    localize(
      plat('plat.image.trendAlt', {
        name: s.name,
        game: gameName,
        n: values.length,
        values: values.join(', '),
        now: shown(s.ordinal),
      }),
      locale,
    ),
    ALT_MAX,
  );
}

/** The board as the card draws it. */
export function leaderboardCard(
  gameName: string,
  scope: string,
  rows: readonly LeaderboardRow[],
  locale: Locale = DEFAULT_LOCALE,
): LeaderboardCard {
  return {
    locale,
    game: gameName,
    scope,
    rows: rows.map((r) => ({
      position: r.position,
      name: r.name,
      rating: shown(r.ordinal),
      games: r.games,
      wins: r.wins,
    })),
  };
}

export function leaderboardAlt(card: LeaderboardCard): string {
  const say = (text: string) => localize(text, card.locale ?? DEFAULT_LOCALE);
  const rows = card.rows.map((r) => say(plat('plat.image.row', { ...r })));
  return clipWords(
    say(plat('plat.image.boardAlt', { game: card.game, scope: card.scope, rows: rows.join('; ') })),
    ALT_MAX,
  );
}

/** The PNG drawn by `draw` as an attachment, or undefined (logged) when it fails. */
async function attached(
  ctx: Pick<BotContext, 'log'>,
  name: string,
  description: string,
  draw: () => Promise<Buffer>,
): Promise<AttachmentBuilder | undefined> {
  try {
    return new AttachmentBuilder(await draw(), { name, description });
  } catch (err) {
    ctx.log.warn({ file: name, err: errorText(err) }, 'ratings image not drawn');
    return undefined;
  }
}

/** /rank's trend chart of one game. */
export function trendImage(
  ctx: Pick<BotContext, 'render' | 'log'>,
  gameName: string,
  s: EntryStanding,
  locale: Locale = DEFAULT_LOCALE,
): Promise<AttachmentBuilder | undefined> {
  return attached(ctx, TREND_FILE, trendAlt(gameName, s, locale), () =>
    ctx.render.chart(trendStory(gameName, s, locale)),
  );
}

/** /leaderboard's card. */
export function leaderboardImage(
  ctx: Pick<BotContext, 'render' | 'log'>,
  card: LeaderboardCard,
): Promise<AttachmentBuilder | undefined> {
  return attached(ctx, LEADERBOARD_FILE, leaderboardAlt(card), () => ctx.render.leaderboard(card));
}
