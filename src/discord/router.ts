import type { AutocompleteInteraction, Interaction } from 'discord.js';
import { sayPrivately, type BotContext } from './context.ts';
import { decodeCustomId } from './customId.ts';
import { amountChoices, onAmountButton, onAmountSubmit } from './handlers/amount.ts';
import { helpTopics, onDms, onHand, onHelp, onLog, onStatus } from './handlers/info.ts';
import { onAbortCommand, onAbortConfirm, onNew, onSeat, onStart } from './handlers/lobby.ts';
import { legalChoices, onActComponent, onGameCommand, onTurnButton } from './handlers/moves.ts';

const UNKNOWN_COMPONENT = 'This button is not one I recognise (it may be from an older version of the bot). Use /hand or /game status.';

/**
 * The one entry for every interaction. Everything it needs is in the command or the custom id,
 * so buttons keep working after a restart. It tracks work in flight so tests and shutdown can wait.
 */
export class Router {
  readonly #pending = new Set<Promise<void>>();
  constructor(private readonly ctx: BotContext) {}

  handle(i: Interaction): Promise<void> {
    const job = this.#dispatch(i).catch(async (err: unknown) => {
      this.ctx.log.error({ err: err instanceof Error ? { message: err.message, stack: err.stack } : String(err), kind: i.type, channelId: i.channelId }, 'interaction failed');
      if (i.isRepliable()) {
        await sayPrivately(i, 'Something went wrong on my side; nothing was lost. Please try again.').catch(() => undefined);
      }
    });
    this.#pending.add(job);
    void job.finally(() => this.#pending.delete(job));
    return job;
  }

  /** Resolves when no interaction is being handled. */
  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }

  async #dispatch(i: Interaction): Promise<void> {
    const ctx = this.ctx;
    if (i.isAutocomplete()) return this.#autocomplete(i);
    if (i.isChatInputCommand()) {
      if (!i.inGuild()) return sayPrivately(i, 'Games are played in server channels, not in DMs.');
      if (i.commandName === 'hand') return onHand(ctx, i, i.channelId);
      if (i.commandName === 'game') {
        switch (i.options.getSubcommand()) {
          case 'new': return onNew(ctx, i);
          case 'join': return onSeat(ctx, i, i.channelId, true);
          case 'leave': return onSeat(ctx, i, i.channelId, false);
          case 'start': return onStart(ctx, i, i.channelId);
          case 'status': return onStatus(ctx, i);
          case 'abort': return onAbortCommand(ctx, i);
          case 'log': return onLog(ctx, i);
          case 'help': return onHelp(ctx, i);
          case 'dms': return onDms(ctx, i);
          default: return sayPrivately(i, 'Unknown subcommand.');
        }
      }
      const entry = ctx.registry.byCommand(i.commandName);
      if (entry) return onGameCommand(ctx, i, entry);
      return sayPrivately(i, 'Unknown command.');
    }
    if (i.isModalSubmit()) {
      const id = decodeCustomId(i.customId);
      if (id?.t === 'amt') return onAmountSubmit(ctx, i, id);
      return sayPrivately(i, UNKNOWN_COMPONENT);
    }
    if (i.isButton() || i.isStringSelectMenu()) {
      const id = decodeCustomId(i.customId);
      if (!id) return sayPrivately(i, UNKNOWN_COMPONENT);
      if (id.t === 'act' || id.t === 'pick') return onActComponent(ctx, i, id);
      if (!i.isButton()) return sayPrivately(i, UNKNOWN_COMPONENT);
      switch (id.t) {
        case 'turn': return onTurnButton(ctx, i, id.channel);
        case 'amt': return onAmountButton(ctx, i, id);
        case 'hand': return onHand(ctx, i, id.channel);
        case 'join': return onSeat(ctx, i, id.channel, true);
        case 'leave': return onSeat(ctx, i, id.channel, false);
        case 'start': return onStart(ctx, i, id.channel);
        case 'abort': return onAbortConfirm(ctx, i, id.channel, id.v);
      }
    }
  }

  async #autocomplete(i: AutocompleteInteraction): Promise<void> {
    const focused = i.options.getFocused(true);
    const typed = String(focused.value).toLowerCase();
    let choices: { name: string; value: string }[] = [];
    if (i.commandName === 'game' && focused.name === 'game') {
      choices = this.ctx.registry.all().map((e) => ({ name: `${e.game.name} (${e.game.minSeats}-${e.game.maxSeats} players)`, value: e.game.id }));
    } else if (i.commandName === 'game' && focused.name === 'topic') {
      choices = helpTopics(this.ctx);
    } else {
      const entry = this.ctx.registry.byCommand(i.commandName);
      const sub = entry?.commands.subcommands.find((s) => s.name === i.options.getSubcommand(false));
      if (entry && sub && i.channelId && sub.amount && focused.name === sub.amount.name) {
        const choice = sub.choice ? i.options.getString(sub.choice.name, false) : null;
        return i.respond(await amountChoices(this.ctx, i.channelId, i.user.id, entry, sub, typed, choice));
      }
      if (entry && sub && i.channelId) {
        return i.respond(await legalChoices(this.ctx, i.channelId, i.user.id, entry, sub.kind, typed));
      }
    }
    await i.respond(choices.filter((c) => c.name.toLowerCase().includes(typed) || c.value.toLowerCase().includes(typed)).slice(0, 25));
  }
}
