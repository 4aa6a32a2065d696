import { AttachmentBuilder } from 'discord.js';
import type { Locale } from '../engine/messages.ts';
import { errorText } from '../log.ts';
import { storyAlt, tableStory } from '../service/story.ts';
import type { Table } from '../service/tables.ts';
import type { BotContext } from './context.ts';
import { tableLocale } from './locale.ts';
import type { Payload } from './present.ts';

/** The file name of a game's story chart on Discord. */
export const STORY_FILE = 'story.png';

/**
 * The story chart of `t`'s game (drawn in the render pool), its alt text saying the lines in words;
 * undefined when the game tells none or its record does not replay (logged: the end post goes on without it).
 */
export async function storyImage(
  ctx: Pick<BotContext, 'store' | 'render' | 'log'>,
  t: Table,
  locale: Locale = tableLocale(t.record),
): Promise<AttachmentBuilder | undefined> {
  // A game without a story (a test's fixture) ends with its board alone.
  if (!t.entry.game.story) return undefined;
  try {
    const s = await tableStory(ctx.store, t);
    if (!s.ok) {
      ctx.log.warn({ channelId: t.record.channelId, why: s.error }, 'no story chart');
      return undefined;
    }
    const png = await ctx.render.chart({ ...s.value, locale });
    return new AttachmentBuilder(png, { name: STORY_FILE, description: storyAlt(s.value, locale) });
  } catch (err) {
    ctx.log.warn({ channelId: t.record.channelId, err: errorText(err) }, 'story chart not drawn');
    return undefined;
  }
}

/** `body` with the game's story chart after its other files (the board first). */
export async function withStory(
  ctx: Pick<BotContext, 'store' | 'render' | 'log'>,
  t: Table,
  body: Payload,
  locale: Locale = tableLocale(t.record),
): Promise<Payload> {
  const chart = await storyImage(ctx, t, locale);
  return chart ? { ...body, files: [...(body.files ?? []), chart] } : body;
}
