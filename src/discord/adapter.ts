/** The table service's adapter on Discord (src/service/context.ts TableAdapter). */
import { errorText } from '../log.ts';
import type { TableAdapter } from '../service/context.ts';
import type { BotContext } from './context.ts';
import { postToChannel } from './deliver.ts';
import { afterMove } from './handlers/moves.ts';

/** The bot's context with its Discord adapter: the service's calls come back through this same context. */
export function withDiscordAdapter(parts: Omit<BotContext, 'adapter'>): BotContext {
  const adapter: TableAdapter = {
    afterMove: (out) => afterMove(ctx, out),
    async tell(channelId, text, ping = []) {
      await postToChannel(ctx.client, channelId, {
        content: text.slice(0, 2000),
        allowedMentions: { users: [...ping] },
      }).catch((err: unknown) => {
        ctx.log.warn({ channelId, err: errorText(err) }, 'could not tell the table about a seat change');
      });
    },
  };
  const ctx: BotContext = { ...parts, adapter };
  return ctx;
}
