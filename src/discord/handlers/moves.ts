import {
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  MessageFlags,
  type ModalSubmitInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import { type Locale, localize } from '../../engine/messages.ts';
import type { LegalAction, Seat } from '../../engine/types.ts';
import { awaitedOrMay, canAct } from '../../engine/waiting.ts';
import type { GameEntry } from '../../registry.ts';
import { awayOfSeats } from '../../service/awayOf.ts';
import { owedMessages } from '../../service/owed.ts';
import { type ActOutcome, type Chooser, STALE, type Table } from '../../service/tables.ts';
import { clip } from '../../service/text.ts';
import { planTimers } from '../../service/timers/plan.ts';
import { withTypedAmount } from '../amount.ts';
import { permissionPhrase } from '../channelAccess.ts';
import { type BotContext, sayPrivately } from '../context.ts';
import { controlChooser } from '../controlChooser.ts';
import { type CustomId, decodePickValue } from '../customId.ts';
import type { ChannelPostError } from '../deliver.ts';
import { inLocale, readerOf } from '../locale.ts';
import { bot } from '../messages.ts';
import { actorIntro, deliverOutbox, loadSettled } from '../outbox.ts';
import {
  boardImage,
  groupPayload,
  namedActions,
  promptPayload,
  seatName,
  unavailableLines,
  waitingWho,
} from '../present.ts';
import { nameChoices } from '../prompt.ts';
import { undoRow } from '../undoButton.ts';

/** The interactions a move can come from. */
export type MoveInteraction =
  | ChatInputCommandInteraction
  | ButtonInteraction
  | StringSelectMenuInteraction
  | ModalSubmitInteraction;

/**
 * After a move: the actor's private answer, then what the move owes (saved with it, see
 * outbox.ts): everyone else's private news, then the channel.
 * One public message per turn: the move edits the turn's message while the same players'
 * decisions go on, and posts a new one (pinging only players facing a new decision) when someone
 * else must decide or the game ends. A move that changed nothing the public sees (a private step
 * such as choosing which card of one's hand to discard) leaves the channel alone.
 * The move is saved before any of this: when the channel refuses the post, the actor is told why
 * and gets the board privately.
 */
async function publish(ctx: BotContext, out: ActOutcome, i?: MoveInteraction): Promise<void> {
  // The actor hears first: a channel that is slow (rate limit) or refuses never keeps them waiting.
  // With an Undo button when the step may be taken back (src/discord/undo.ts).
  if (i)
    await i.editReply(
      promptPayload(
        out,
        out.seat,
        readerOf(i),
        actorIntro(out, readerOf(i)),
        undoRow(out.record, out.seat),
        (await awayOfSeats(ctx, out, [out.seat]))(out.seat),
      ),
    );
  const own = out.record.outbox?.find((e) => e.version === out.record.version)?.nonce;
  // Earlier moves' messages still owed (a crash) go first, in order.
  await deliverOutbox(ctx, out.record.channelId, out, async (entry, err, t) => {
    if (i && entry.nonce === own) await postRefused(ctx, i, t, err);
    else ctx.log.warn({ channelId: err.channelId, reason: err.reason }, 'channel post refused');
  });
}

/**
 * After a saved move, whoever made it: counted, logged, published (the actor's private answer when
 * a person pressed something; a computer player has none), and the table's timers planned again,
 * so the next computer seat in a run of them moves in its turn.
 */
export async function afterMove(ctx: BotContext, out: ActOutcome, i?: MoveInteraction): Promise<void> {
  ctx.metrics.actions.inc({ game: out.entry.game.id });
  ctx.log.info(
    {
      channelId: out.record.channelId,
      seat: out.seat,
      kind: out.chosen.kind,
      version: out.record.version,
      ...(i ? {} : { computer: true }),
    },
    'move',
  );
  await publish(ctx, out, i);
  await planTimers(ctx, out);
}

/** The channel refused the post: the move stands; the actor learns why and gets the board privately. */
async function postRefused(ctx: BotContext, i: MoveInteraction, out: Table, err: ChannelPostError): Promise<void> {
  ctx.log.warn({ channelId: err.channelId, reason: err.reason, missing: err.missing }, 'channel post refused');
  const where = `<#${err.channelId}>`;
  const why =
    err.reason === 'permissions'
      ? err.missing.length
        ? bot('bot.refused.lack', { what: permissionPhrase(err.missing), n: err.missing.length })
        : bot('bot.refused.permission')
      : err.reason === 'rateLimited'
        ? bot('bot.refused.rateLimited')
        : bot('bot.refused.gone');
  const locale = readerOf(i);
  await i.followUp({
    ...inLocale(
      {
        content: clip(localize(bot('bot.refused.saved', { where, why }), locale), 2000),
        // The board as the public would see it, in the reader's words: it is theirs alone.
        files: [await boardImage(ctx.render, out, undefined, locale)],
        allowedMentions: { users: [] },
      },
      locale,
    ),
    flags: MessageFlags.Ephemeral,
  });
}

/** Runs one move for the caller and publishes it; errors go back privately and change nothing. */
export async function move(
  ctx: BotContext,
  i: MoveInteraction,
  channelId: string,
  choose: Chooser,
  prompt?: { seat: Seat; stamp: number },
): Promise<void> {
  const out = await ctx.tables.act(channelId, i.user.id, choose, prompt, owedMessages);
  if (!out.ok) return sayPrivately(i, out.error);
  await afterMove(ctx, out.value, i);
}

export async function onActComponent(
  ctx: BotContext,
  i: ButtonInteraction | StringSelectMenuInteraction,
  id: Extract<CustomId, { t: 'act' | 'pick' }>,
): Promise<void> {
  let picked: { i: number; k: string } | null;
  if (id.t === 'act') picked = { i: id.i, k: id.k };
  else {
    picked = decodePickValue((i as StringSelectMenuInteraction).values?.[0]);
    if (!picked) return sayPrivately(i, bot('bot.choice.invalid'));
  }
  // A private prompt (ephemeral, or in the player's DMs) is updated in place. A component on a
  // public message (a forged one, or one the board never had) must not turn that message into
  // one player's prompt: the answer goes to a new ephemeral reply instead.
  const privateMessage = i.message.flags.has(MessageFlags.Ephemeral) || !i.inGuild();
  if (privateMessage) await i.deferUpdate();
  else await i.deferReply({ flags: MessageFlags.Ephemeral });
  await move(ctx, i, id.channel, controlChooser(picked.i, picked.k, readerOf(i)), { seat: id.seat, stamp: id.v });
}

/**
 * The first step of a two-step pick (a menu of groups): answers privately with the picked group's
 * choices, whose controls carry the seat, its stamp and each choice's index and key tag as any
 * prompt's do; nothing is applied yet.
 */
export async function onGroupPick(
  ctx: BotContext,
  i: StringSelectMenuInteraction,
  id: Extract<CustomId, { t: 'grp' }>,
): Promise<void> {
  const picked = decodePickValue(i.values?.[0]);
  if (!picked) return sayPrivately(i, bot('bot.choice.invalid'));
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const t = await loadSettled(ctx, id.channel);
  if (!t.ok) return sayPrivately(i, t.error);
  if (t.value.record.seats[id.seat]?.userId !== i.user.id) return sayPrivately(i, bot('bot.choice.notYours'));
  const body = groupPayload(t.value, id.seat, id.v, picked.i, picked.k, readerOf(i));
  if (!body) return sayPrivately(i, STALE);
  await i.editReply(body);
}

/** "Your move" on the public message: opens the caller's own choices privately. */
export async function onTurnButton(ctx: BotContext, i: ButtonInteraction, channelId: string): Promise<void> {
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const t = await loadSettled(ctx, channelId);
  if (!t.ok) return sayPrivately(i, t.error);
  const seat = t.value.record.seats.findIndex((s) => s.userId === i.user.id);
  if (seat < 0) return sayPrivately(i, bot('bot.notSeated'));
  if (t.value.state === null || t.value.record.status !== 'playing') return sayPrivately(i, bot('bot.nothingHere'));
  if (!canAct(t.value.entry.game, t.value.state, seat)) return sayPrivately(i, notYourMove(waitingWho(t.value)));
  const away = (await awayOfSeats(ctx, t.value, [seat]))(seat);
  const intro = bot('bot.yourMove', { game: t.value.entry.game.name, name: seatName(t.value.record, seat) });
  await i.editReply(promptPayload(t.value, seat, readerOf(i), intro, [], away));
}

/** For matching what a player typed: no accents, lower case, single spaces. */
const fold = (x: string): string =>
  x
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** "Not your move yet: waiting for Ann." (a token). */
const notYourMove = (who: string): string => (who ? bot('bot.notYourMove', { who }) : bot('bot.notYourMove.nobody'));

/** Names a few choices (their labels in words already) for a sentence. */
const listed = (actions: readonly Pick<LegalAction, 'kind' | 'label'>[], locale: Locale): string =>
  clip(nameChoices(actions, locale), 1500);

/**
 * Chooser for a game command: the caller's legal action of that kind named by `input`. Autocomplete
 * sends the action's key; a player may also type a label, the last part of a key ("5" for Borough 5)
 * or any part of one label ("louvre"), accents and case aside.
 */
function matchChoice(entry: GameEntry, kind: string, input: string | null, locale: Locale, amount?: unknown): Chooser {
  const pick = pickChoice(entry, kind, input, locale);
  // A choice that takes a number gets the typed one (the integer option), checked against its range.
  return (c) => {
    const chosen = pick(c);
    return chosen.ok && chosen.value.amount ? withTypedAmount(chosen.value, amount) : chosen;
  };
}

/** The refusal of a choice the game shows as blocked, with the game's reasons. */
const blockedAnswer = (lines: readonly string[], locale: Locale) => ({
  ok: false as const,
  error: clip(localize(bot('bot.cannot.blocked', { why: lines.join('; ') }), locale), 1900),
});

function pickChoice(entry: GameEntry, kind: string, input: string | null, locale: Locale): Chooser {
  return (c) => {
    const say = (text: string) => localize(text, locale);
    const ofKind = namedActions(c, c.legal, locale).filter((a) => a.kind === kind);
    if (ofKind.length === 0) {
      // Blocked rather than out of place: say why (the game's reason), not just "not now".
      const blocked = unavailableLines(c, c.seat, locale, kind);
      if (blocked.length) return blockedAnswer(blocked, locale);
      const all = namedActions(c, c.legal, locale);
      // Only choices open at any time (trading): the table waits for someone else; say for whom.
      if (!awaitedOrMay(c.entry.game, c.state, c.seat)) {
        const open = all.length ? ` ${say(bot('bot.cannot.openAnyTime'))}\n${listed(all, locale)}` : '';
        const who = waitingWho(c);
        const not = who ? bot('bot.cannot.notYourMove', { who }) : bot('bot.cannot.notYourMove.nobody');
        return { ok: false, error: `${say(not)}${open}` };
      }
      return {
        ok: false,
        error: all.length ? `${say(bot('bot.cannot.choices'))}\n${listed(all, locale)}` : say(bot('bot.cannot.none')),
      };
    }
    const wanted = fold(input ?? '');
    if (!wanted) {
      if (ofKind.length === 1) return { ok: true, value: ofKind[0]! };
      return { ok: false, error: `${say(bot('bot.cannot.which'))}\n${listed(ofKind, locale)}` };
    }
    const exact = ofKind.find((a) => a.key === input) ?? ofKind.find((a) => fold(a.label) === wanted);
    if (exact) return { ok: true, value: exact };
    const byTail = ofKind.filter((a) => fold(a.key.split(':').at(-1) ?? '') === wanted);
    if (byTail.length === 1) return { ok: true, value: byTail[0]! };
    const byPart = ofKind.filter((a) => fold(a.label).includes(wanted));
    if (byPart.length === 1) return { ok: true, value: byPart[0]! };
    if (byPart.length > 1)
      return {
        ok: false,
        error: `${say(bot('bot.cannot.several', { input: input!.slice(0, 80), command: entry.commands.name }))}\n${listed(byPart, locale)}`,
      };
    // A choice the game shows as blocked: its reason, not "not one of your choices".
    const blocked = unavailableLines(c, c.seat, locale, kind, (label) => fold(label).includes(wanted));
    if (blocked.length) return blockedAnswer(blocked, locale);
    return {
      ok: false,
      error: `${say(bot('bot.cannot.notOne', { input: input!.slice(0, 80), command: entry.commands.name }))}\n${listed(ofKind, locale)}`,
    };
  };
}

/** A game's own slash command: `/heist play chip:<key>` etc., mapped to a legal action of that kind. */
export async function onGameCommand(ctx: BotContext, i: ChatInputCommandInteraction, entry: GameEntry): Promise<void> {
  const subName = i.options.getSubcommand(false);
  const sub = entry.commands.subcommands.find((s) => s.name === subName);
  if (!sub) return sayPrivately(i, bot('bot.unknownSubcommand'));
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const t = await loadSettled(ctx, i.channelId);
  if (!t.ok) return sayPrivately(i, t.error);
  if (t.value.record.gameId !== entry.game.id)
    return sayPrivately(i, bot('bot.otherGame', { here: t.value.entry.game.name, asked: entry.game.name }));
  const input = sub.choice ? i.options.getString(sub.choice.name, false) : null;
  // The raw value: checked as a whole number in range by the chooser, whatever a client sent.
  const amount = sub.amount ? i.options.get(sub.amount.name)?.value : undefined;
  await move(ctx, i, i.channelId, matchChoice(entry, sub.kind, input, readerOf(i), amount));
}

/** What an autocomplete entry sends when it only explains why there is nothing to pick (refused if sent). */
const NOTHING = '-';

/**
 * Autocomplete for a game command's choice: the caller's legal actions of that kind. When there
 * are none, one entry says why (not seated, not their move, or which subcommands fit now), instead
 * of an empty list that explains nothing.
 */
export async function legalChoices(
  ctx: BotContext,
  channelId: string,
  userId: string,
  entry: GameEntry,
  kind: string,
  typed: string,
  locale: Locale,
): Promise<{ name: string; value: string }[]> {
  const t = await ctx.tables.load(channelId);
  if (!t.ok || t.value.record.gameId !== entry.game.id || t.value.state === null || t.value.record.status !== 'playing')
    return [];
  const say = (name: string) => [{ name: clip(localize(name, locale), 100), value: NOTHING }];
  const seat = t.value.record.seats.findIndex((s) => s.userId === userId);
  if (seat < 0) return say(bot('bot.notSeated'));
  if (!canAct(entry.game, t.value.state, seat)) {
    const who = waitingWho(t.value);
    return say(who ? bot('bot.auto.notYourMove', { who }) : bot('bot.auto.notYourMove.nobody'));
  }
  const legal = namedActions(t.value, entry.game.legalActions(t.value.state, seat), locale);
  if (!legal.some((a) => a.kind === kind)) {
    // Why not (the game's reason, when it gives one), then what fits now.
    const blocked = unavailableLines(t.value, seat, locale, kind);
    const why = blocked.length ? bot('bot.auto.notNowWhy', { why: blocked.join('; ') }) : bot('bot.auto.notNow');
    const subs = [
      ...new Set(
        legal
          .map((a) => entry.commands.subcommands.find((x) => x.kind === a.kind)?.name)
          .filter((x): x is string => !!x),
      ),
    ];
    return say(
      subs.length
        ? `${why} ${bot('bot.auto.youCan', { commands: subs.map((x) => `/${entry.commands.name} ${x}`).join(', ') })}`
        : `${why} ${bot('bot.auto.seeHand')}`,
    );
  }
  const q = fold(typed);
  return legal
    .filter((a) => a.kind === kind && (fold(a.label).includes(q) || fold(a.key).includes(q)))
    .slice(0, 25)
    .map((a) => ({ name: clip(a.detail ? `${a.label}: ${a.detail}` : a.label, 100), value: a.key.slice(0, 100) }));
}
