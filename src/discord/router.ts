import type { AutocompleteInteraction, ChatInputCommandInteraction, Interaction } from 'discord.js';
import { allCommands } from '../../commands/index.ts';
import { localize } from '../engine/messages.ts';
import { errorText } from '../log.ts';
import { type InteractionKind, timer } from '../metrics.ts';
import { isStoreUnavailable, STORE_UNAVAILABLE_MESSAGE } from '../store/errors.ts';
import { badCommandText, isBadCommandInput } from './badCommand.ts';
import { type BotContext, sayPrivately } from './context.ts';
import { decodeCustomId } from './customId.ts';
import { amountChoices, onAmountButton, onAmountSubmit } from './handlers/amount.ts';
import { onAway } from './handlers/away.ts';
import { onBotAdd, onBotRemove } from './handlers/bots.ts';
import { onGames } from './handlers/games.ts';
import { onDms, onHand, onHelp, onLog, onLogButton, onStatus } from './handlers/info.ts';
import { onAbortCommand, onAbortConfirm, onNew, onSeat, onStart } from './handlers/lobby.ts';
import { legalChoices, onActComponent, onGameCommand, onGroupPick, onTurnButton } from './handlers/moves.ts';
import { onHistory, onLeaderboard, onRank } from './handlers/ratings.ts';
import { onExport, onReplay, onReplayButton } from './handlers/replay.ts';
import { onQuitConfirm, onReplace, seatChoices } from './handlers/seats.ts';
import { onSettings } from './handlers/settings.ts';
import { onUndo, onUndoButton } from './handlers/undo.ts';
import { onVoteButton } from './handlers/vote.ts';
import { players, topicChoices } from './helpPages.ts';
import { noteLocale, readerOf } from './locale.ts';
import { bot } from './messages.ts';

const UNKNOWN_COMPONENT = bot('bot.unknownComponent');
const OTHER_CHANNEL = bot('bot.otherChannel');

/** /game's subcommands (its `bot` group aside), each to its handler. */
const GAME_SUBCOMMANDS: Readonly<Record<string, (ctx: BotContext, i: ChatInputCommandInteraction) => Promise<void>>> = {
  new: onNew,
  join: (ctx, i) => onSeat(ctx, i, i.channelId, true),
  leave: (ctx, i) => onSeat(ctx, i, i.channelId, false),
  start: (ctx, i) => onStart(ctx, i, i.channelId),
  status: onStatus,
  abort: onAbortCommand,
  log: onLog,
  help: onHelp,
  dms: onDms,
  settings: onSettings,
  replace: onReplace,
  undo: onUndo,
  replay: onReplay,
  export: onExport,
};

/** Autocomplete cannot be deferred: past this budget it answers with what it has (nothing), inside Discord's 3 s. */
export const AUTOCOMPLETE_BUDGET_MS = 2000;

type Choice = { name: string; value: string };

/** The choices, or an empty list when they are not ready within the budget or cannot be had. */
function withinBudget(work: Promise<Choice[]>, ms: number, onError: (err: unknown) => void): Promise<Choice[]> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve([]), ms);
    work.then(
      (choices) => {
        clearTimeout(timer);
        resolve(choices);
      },
      (err: unknown) => {
        clearTimeout(timer);
        onError(err);
        resolve([]);
      },
    );
  });
}

function kindOf(i: Interaction): InteractionKind {
  if (i.isAutocomplete()) return 'autocomplete';
  if (i.isChatInputCommand()) return 'command';
  if (i.isModalSubmit()) return 'modal';
  if (i.isMessageComponent()) return 'component';
  return 'other';
}

/**
 * The one entry for every interaction. Everything it needs is in the command or the custom id,
 * so buttons keep working after a restart. It tracks work in flight so tests and shutdown can wait.
 */
export class Router {
  readonly #pending = new Set<Promise<void>>();
  constructor(private readonly ctx: BotContext) {}

  handle(i: Interaction): Promise<void> {
    const done = timer(this.ctx.metrics.interactionSeconds, { kind: kindOf(i) });
    if (!i.isAutocomplete()) this.ctx.activity.note(i.user.id);
    // Beside the answer, never before it: a slow or paused store must not hold the 3 s acknowledgement.
    const noted = this.#noted(i);
    this.#pending.add(noted);
    void noted.finally(() => this.#pending.delete(noted));
    const job = this.#dispatch(i).catch(async (err: unknown) => {
      // A command whose options did not come as registered is the player's input, not our fault.
      if (i.isChatInputCommand() && isBadCommandInput(err)) {
        this.ctx.log.info(
          { command: i.commandName, code: err.code, channelId: i.channelId },
          'malformed command refused',
        );
        await sayPrivately(i, badCommandText(i, err, allCommands(this.ctx.registry))).catch((e: unknown) =>
          this.ctx.log.warn({ err: errorText(e) }, 'could not tell the user'),
        );
        return;
      }
      const unavailable = isStoreUnavailable(err);
      this.ctx.metrics.errors.inc({ kind: unavailable ? 'store_unavailable' : 'interaction' });
      if (unavailable)
        this.ctx.log.warn({ err: err.message, kind: i.type, channelId: i.channelId }, 'store unavailable');
      else
        this.ctx.log.error(
          {
            err: err instanceof Error ? { message: err.message, stack: err.stack } : String(err),
            kind: i.type,
            channelId: i.channelId,
          },
          'interaction failed',
        );
      if (i.isRepliable()) {
        const text = unavailable ? STORE_UNAVAILABLE_MESSAGE : bot('bot.wentWrong');
        await sayPrivately(i, text).catch((e: unknown) =>
          this.ctx.log.warn({ err: e instanceof Error ? e.message : String(e) }, 'could not tell the user'),
        );
      }
    });
    this.#pending.add(job);
    void job.finally(() => {
      this.#pending.delete(job);
      done();
    });
    return job;
  }

  /** Resolves when no interaction is being handled. */
  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }

  /** The caller's language kept for the DMs sent to them later (autocomplete aside: it has no time to spare). */
  async #noted(i: Interaction): Promise<void> {
    if (i.isAutocomplete()) return;
    await noteLocale(this.ctx.store, i.user.id, readerOf(i)).catch((err: unknown) => {
      if (!isStoreUnavailable(err)) this.ctx.log.warn({ err: errorText(err) }, 'locale not kept');
    });
  }

  async #dispatch(i: Interaction): Promise<void> {
    const ctx = this.ctx;
    if (i.isAutocomplete()) return this.#autocomplete(i);
    if (i.isChatInputCommand()) {
      // In DMs only what concerns the player alone works: /game help, /game dms, /games and /away.
      const sub = i.commandName === 'game' ? i.options.getSubcommand(false) : null;
      const own = sub === 'help' || sub === 'dms' || i.commandName === 'games' || i.commandName === 'away';
      if (!i.inGuild() && !own) return sayPrivately(i, bot('bot.notInDms'));
      if (i.commandName === 'hand') return onHand(ctx, i, i.channelId);
      if (i.commandName === 'games') return onGames(ctx, i);
      if (i.commandName === 'away') return onAway(ctx, i);
      if (i.commandName === 'rank') return onRank(ctx, i);
      if (i.commandName === 'leaderboard') return onLeaderboard(ctx, i);
      if (i.commandName === 'history') return onHistory(ctx, i);
      if (i.commandName === 'game') {
        if (i.options.getSubcommandGroup(false) === 'bot')
          return i.options.getSubcommand() === 'add' ? onBotAdd(ctx, i) : onBotRemove(ctx, i);
        const sub = i.options.getSubcommand();
        const run = Object.hasOwn(GAME_SUBCOMMANDS, sub) ? GAME_SUBCOMMANDS[sub] : undefined;
        return run ? run(ctx, i) : sayPrivately(i, bot('bot.unknownSubcommand'));
      }
      const entry = ctx.registry.byCommand(i.commandName);
      if (entry) return onGameCommand(ctx, i, entry);
      return sayPrivately(i, bot('bot.unknownCommand'));
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
      if (id.t === 'grp' && i.isStringSelectMenu()) return onGroupPick(ctx, i, id);
      if (!i.isButton()) return sayPrivately(i, UNKNOWN_COMPONENT);
      // Lobby and abort buttons act on the channel they were pressed in (where permissions are
      // checked). Turn and hand buttons may be pressed in DMs: the seat check protects them.
      if (
        (id.t === 'join' ||
          id.t === 'leave' ||
          id.t === 'start' ||
          id.t === 'bot' ||
          id.t === 'abort' ||
          id.t === 'vote' ||
          id.t === 'quit') &&
        id.channel !== i.channelId
      )
        return sayPrivately(i, OTHER_CHANNEL);
      switch (id.t) {
        case 'turn':
          return onTurnButton(ctx, i, id.channel);
        case 'amt':
          return onAmountButton(ctx, i, id);
        case 'hand':
          return onHand(ctx, i, id.channel);
        case 'join':
          return onSeat(ctx, i, id.channel, true);
        case 'leave':
          return onSeat(ctx, i, id.channel, false);
        case 'start':
          return onStart(ctx, i, id.channel);
        case 'bot':
          return onBotAdd(ctx, i);
        case 'abort':
          return onAbortConfirm(ctx, i, id.channel, id.v);
        case 'undo':
          return onUndoButton(ctx, i, id);
        case 'replay':
          return onReplayButton(ctx, i, id);
        case 'log':
          return onLogButton(ctx, i, id);
        case 'vote':
          return onVoteButton(ctx, i, id);
        case 'quit':
          return onQuitConfirm(ctx, i, id);
        case 'grp':
          return sayPrivately(i, UNKNOWN_COMPONENT);
      }
    }
  }

  async #autocomplete(i: AutocompleteInteraction): Promise<void> {
    const focused = i.options.getFocused(true);
    const typed = String(focused.value).toLowerCase();
    let choices: { name: string; value: string }[] = [];
    if (i.commandName === 'game' && focused.name === 'game') {
      // In the reader's words before matching what they typed.
      choices = this.ctx.registry.all().map((e) => ({
        name: localize(
          bot('bot.auto.game', { game: e.game.name, players: players(e.game.minSeats, e.game.maxSeats) }),
          readerOf(i),
        ),
        value: e.game.id,
      }));
    } else if (i.commandName === 'game' && focused.name === 'topic') {
      // Given a game, its own topics (by bare name); else every game and topic ("na:rulings").
      return i.respond(topicChoices(this.ctx.registry, i.options.getString('game'), typed, readerOf(i)));
    } else if (i.commandName === 'game' && focused.name === 'seat' && i.channelId) {
      return i.respond(
        await withinBudget(
          seatChoices(this.ctx, i.channelId, typed, readerOf(i)),
          AUTOCOMPLETE_BUDGET_MS,
          () => undefined,
        ),
      );
    } else {
      const entry = this.ctx.registry.byCommand(i.commandName);
      const sub = entry?.commands.subcommands.find((s) => s.name === i.options.getSubcommand(false));
      if (entry && sub && i.channelId && sub.amount && focused.name === sub.amount.name) {
        const choice = sub.choice ? i.options.getString(sub.choice.name, false) : null;
        return i.respond(await amountChoices(this.ctx, i.channelId, i.user.id, entry, sub, typed, choice, readerOf(i)));
      }
      if (entry && sub && i.channelId) {
        return i.respond(
          await withinBudget(
            legalChoices(this.ctx, i.channelId, i.user.id, entry, sub.kind, typed, readerOf(i)),
            AUTOCOMPLETE_BUDGET_MS,
            (err) => {
              if (!isStoreUnavailable(err))
                this.ctx.log.error({ err: errorText(err), channelId: i.channelId }, 'autocomplete failed');
            },
          ),
        );
      }
    }
    await i.respond(
      choices.filter((c) => c.name.toLowerCase().includes(typed) || c.value.toLowerCase().includes(typed)).slice(0, 25),
    );
  }
}
