import {
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  MessageFlags,
  type ModalSubmitInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
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
        actorIntro(out),
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
        ? `I lack ${permissionPhrase(err.missing)} there. A server admin can grant ${err.missing.length > 1 ? 'them' : 'it'} to me in the channel's settings (Permissions).`
        : "Discord refused me a permission there (I need View Channel, Send Messages, Attach Files and Embed Links). A server admin can check the channel's settings (Permissions)."
      : err.reason === 'rateLimited'
        ? 'Discord is holding back my posts there for a while; the board will be posted with the next move, and /game status shows it.'
        : 'that channel is not available to me any more.';
  await i.followUp({
    content: clip(
      `⚠️ Your move is saved, but I could not post it in ${where}: ${why}\nThe board as it stands now:`,
      2000,
    ),
    files: [await boardImage(ctx.render, out)],
    flags: MessageFlags.Ephemeral,
    allowedMentions: { users: [] },
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
    if (!picked) return sayPrivately(i, 'That choice is not valid.');
  }
  // A private prompt (ephemeral, or in the player's DMs) is updated in place. A component on a
  // public message (a forged one, or one the board never had) must not turn that message into
  // one player's prompt: the answer goes to a new ephemeral reply instead.
  const privateMessage = i.message.flags.has(MessageFlags.Ephemeral) || !i.inGuild();
  if (privateMessage) await i.deferUpdate();
  else await i.deferReply({ flags: MessageFlags.Ephemeral });
  await move(ctx, i, id.channel, controlChooser(picked.i, picked.k), { seat: id.seat, stamp: id.v });
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
  if (!picked) return sayPrivately(i, 'That choice is not valid.');
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const t = await loadSettled(ctx, id.channel);
  if (!t.ok) return sayPrivately(i, t.error);
  if (t.value.record.seats[id.seat]?.userId !== i.user.id)
    return sayPrivately(i, 'These choices belong to another player.');
  const body = groupPayload(t.value, id.seat, id.v, picked.i, picked.k);
  if (!body) return sayPrivately(i, STALE);
  await i.editReply(body);
}

/** "Your move" on the public message: opens the caller's own choices privately. */
export async function onTurnButton(ctx: BotContext, i: ButtonInteraction, channelId: string): Promise<void> {
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const t = await loadSettled(ctx, channelId);
  if (!t.ok) return sayPrivately(i, t.error);
  const seat = t.value.record.seats.findIndex((s) => s.userId === i.user.id);
  if (seat < 0) return sayPrivately(i, 'You are not seated at this table.');
  if (t.value.state === null || t.value.record.status !== 'playing')
    return sayPrivately(i, 'There is nothing to decide at this table now.');
  if (!canAct(t.value.entry.game, t.value.state, seat))
    return sayPrivately(i, `Not your move yet: waiting for ${waitingWho(t.value) || 'nobody'}.`);
  const away = (await awayOfSeats(ctx, t.value, [seat]))(seat);
  await i.editReply(
    promptPayload(
      t.value,
      seat,
      `**${t.value.entry.game.name}**: your move, ${seatName(t.value.record, seat)}.`,
      [],
      away,
    ),
  );
}

/** For matching what a player typed: no accents, lower case, single spaces. */
const fold = (x: string): string =>
  x
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Names a few choices for a sentence. */
const listed = (actions: readonly Pick<LegalAction, 'kind' | 'label'>[]): string => clip(nameChoices(actions), 1500);

/**
 * Chooser for a game command: the caller's legal action of that kind named by `input`. Autocomplete
 * sends the action's key; a player may also type a label, the last part of a key ("5" for Borough 5)
 * or any part of one label ("louvre"), accents and case aside.
 */
function matchChoice(entry: GameEntry, kind: string, input: string | null, amount?: unknown): Chooser {
  const pick = pickChoice(entry, kind, input);
  // A choice that takes a number gets the typed one (the integer option), checked against its range.
  return (c) => {
    const chosen = pick(c);
    return chosen.ok && chosen.value.amount ? withTypedAmount(chosen.value, amount) : chosen;
  };
}

/** The refusal of a choice the game shows as blocked, with the game's reasons. */
const blockedAnswer = (lines: readonly string[]) => ({
  ok: false as const,
  error: clip(`You cannot do that right now: ${lines.join('; ')}.`, 1900),
});

function pickChoice(entry: GameEntry, kind: string, input: string | null): Chooser {
  return (c) => {
    const ofKind = namedActions(c, c.legal).filter((a) => a.kind === kind);
    if (ofKind.length === 0) {
      // Blocked rather than out of place: say why (the game's reason), not just "not now".
      const blocked = unavailableLines(c, c.seat, kind);
      if (blocked.length) return blockedAnswer(blocked);
      const all = namedActions(c, c.legal);
      // Only choices open at any time (trading): the table waits for someone else; say for whom.
      if (!awaitedOrMay(c.entry.game, c.state, c.seat)) {
        const open = all.length ? ` Open to you at any time:\n${listed(all)}` : '';
        return { ok: false, error: `It is not your move: waiting for ${waitingWho(c) || 'nobody'}.${open}` };
      }
      return {
        ok: false,
        error: all.length
          ? `You cannot do that right now. Your choices:\n${listed(all)}`
          : 'You cannot do that right now: you have no choice to make.',
      };
    }
    const wanted = fold(input ?? '');
    if (!wanted) {
      if (ofKind.length === 1) return { ok: true, value: ofKind[0]! };
      return { ok: false, error: `Which one?\n${listed(ofKind)}` };
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
        error: `"${input!.slice(0, 80)}" fits several choices; pick one from the list /${entry.commands.name} offers:\n${listed(byPart)}`,
      };
    // A choice the game shows as blocked: its reason, not "not one of your choices".
    const blocked = unavailableLines(c, c.seat, kind, (label) => fold(label).includes(wanted));
    if (blocked.length) return blockedAnswer(blocked);
    return {
      ok: false,
      error: `"${input!.slice(0, 80)}" is not one of your choices now. Pick one from the list /${entry.commands.name} offers:\n${listed(ofKind)}`,
    };
  };
}

/** A game's own slash command: `/heist play chip:<key>` etc., mapped to a legal action of that kind. */
export async function onGameCommand(ctx: BotContext, i: ChatInputCommandInteraction, entry: GameEntry): Promise<void> {
  const subName = i.options.getSubcommand(false);
  const sub = entry.commands.subcommands.find((s) => s.name === subName);
  if (!sub) return sayPrivately(i, 'Unknown subcommand.');
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const t = await loadSettled(ctx, i.channelId);
  if (!t.ok) return sayPrivately(i, t.error);
  if (t.value.record.gameId !== entry.game.id)
    return sayPrivately(i, `This channel is playing ${t.value.entry.game.name}, not ${entry.game.name}.`);
  const input = sub.choice ? i.options.getString(sub.choice.name, false) : null;
  // The raw value: checked as a whole number in range by the chooser, whatever a client sent.
  const amount = sub.amount ? i.options.get(sub.amount.name)?.value : undefined;
  await move(ctx, i, i.channelId, matchChoice(entry, sub.kind, input, amount));
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
): Promise<{ name: string; value: string }[]> {
  const t = await ctx.tables.load(channelId);
  if (!t.ok || t.value.record.gameId !== entry.game.id || t.value.state === null || t.value.record.status !== 'playing')
    return [];
  const say = (name: string) => [{ name: clip(name, 100), value: NOTHING }];
  const seat = t.value.record.seats.findIndex((s) => s.userId === userId);
  if (seat < 0) return say('You are not seated at this game.');
  if (!canAct(entry.game, t.value.state, seat))
    return say(`Not your move: waiting for ${waitingWho(t.value) || 'nobody'}.`);
  const legal = namedActions(t.value, entry.game.legalActions(t.value.state, seat));
  if (!legal.some((a) => a.kind === kind)) {
    // Why not (the game's reason, when it gives one), then what fits now.
    const blocked = unavailableLines(t.value, seat, kind);
    const why = blocked.length ? `Not now: ${blocked.join('; ')}.` : 'Not now.';
    const subs = [
      ...new Set(
        legal
          .map((a) => entry.commands.subcommands.find((x) => x.kind === a.kind)?.name)
          .filter((x): x is string => !!x),
      ),
    ];
    return say(
      subs.length
        ? `${why} You can: ${subs.map((x) => `/${entry.commands.name} ${x}`).join(', ')}`
        : `${why} See your choices with /hand.`,
    );
  }
  const q = fold(typed);
  return legal
    .filter((a) => a.kind === kind && (fold(a.label).includes(q) || fold(a.key).includes(q)))
    .slice(0, 25)
    .map((a) => ({ name: clip(a.detail ? `${a.label}: ${a.detail}` : a.label, 100), value: a.key.slice(0, 100) }));
}
