import { MessageFlags, type ButtonInteraction, type ChatInputCommandInteraction, type StringSelectMenuInteraction } from 'discord.js';
import { fillSeats } from '../../engine/play.ts';
import type { Seat } from '../../engine/types.ts';
import type { GameEntry } from '../../registry.ts';
import type { CustomId } from '../customId.ts';
import { sayPrivately, type BotContext } from '../context.ts';
import { postToChannel, sendDm } from '../deliver.ts';
import { eventLine, isPublic, namedActions, privateLines, promptPayload, publicUpdate, seatName } from '../present.ts';
import { clip, lastLines } from '../text.ts';
import { STALE, type ActOutcome, type Chooser } from '../tables.ts';


/**
 * After a move: the public message, the actor's private answer, everyone else's private news.
 * A move that changed nothing the public sees (a private step inside one's own decision, such as
 * choosing which card of one's hand to discard) posts nothing in the channel: every change of the
 * board does. Only players with a new decision are pinged.
 */
async function publish(ctx: BotContext, i: ChatInputCommandInteraction | ButtonInteraction | StringSelectMenuInteraction, out: ActOutcome): Promise<void> {
  const { record } = out;
  const notes: string[] = [];
  const game = out.entry.game;
  const outOfTurn = (seat: number) => (game.pushPrompt ? game.pushPrompt(out.state, seat) : game.awaiting(out.state).length > 1);
  const publicLines = out.events.filter(isPublic).map((e) => eventLine(record, e));
  const dmJobs: Promise<void>[] = [];
  record.seats.forEach((seat, s) => {
    if (s === out.seat) return;
    const news = privateLines(record, out.events, s);
    // Decisions outside the normal flow of turns are pushed with their buttons.
    const prompt = out.newlyAwaited.includes(s) && outOfTurn(s);
    if (news.length === 0 && !prompt) return;
    // A pushed decision comes with what led to it: this move's public news (the newest lines).
    const context = prompt && publicLines.length ? lastLines(publicLines, 700) : '';
    const intro = [`**${out.entry.game.name}** in <#${record.channelId}>:`, context, ...news].filter(Boolean).join('\n');
    const payload = prompt ? promptPayload(out, s, intro) : { content: clip(intro, 2000) };
    dmJobs.push(
      sendDm(ctx.client, ctx.store, ctx.log, seat.userId, { ...payload, allowedMentions: { users: [] } }, ctx.activity).then((res) => {
        if (res === 'sent') return;
        notes.push(res === 'closed'
          ? `📬 I could not DM **${seat.name}** (DMs closed): use /hand or the My hand button for your private news.`
          : res === 'failed'
            ? `📬 My DM to **${seat.name}** did not go through just now: use /hand or the My hand button for your private news.`
            : `📬 **${seat.name}**: private news for you, see /hand or the My hand button.`);
      }),
    );
  });
  await Promise.all(dmJobs);
  if (out.publicChanged || publicLines.length > 0 || notes.length > 0) {
    // Players facing a new decision are mentioned in the channel, also when its buttons came by DM.
    await postToChannel(ctx.client, record.channelId, await publicUpdate(out, out.events, notes, out.newlyAwaited));
  }
  const mine = privateLines(record, out.events, out.seat);
  const intro = [`✅ ${fillSeats(out.chosen.label, (x) => seatName(record, x))}`, ...mine].join('\n');
  await i.editReply(promptPayload(out, out.seat, intro));
}

/** Runs one move for the caller and publishes it; errors go back privately and change nothing. */
export async function move(ctx: BotContext, i: ChatInputCommandInteraction | ButtonInteraction | StringSelectMenuInteraction, channelId: string, choose: Chooser, prompt?: { seat: Seat; stamp: number }): Promise<void> {
  const out = await ctx.tables.act(channelId, i.user.id, choose, prompt);
  if (!out.ok) return sayPrivately(i, out.error);
  ctx.log.info({ channelId, seat: out.value.seat, kind: out.value.chosen.kind, version: out.value.record.version }, 'move');
  await publish(ctx, i, out.value);
}

/** Chooser for a button or select (whose seat and stamp `act` has checked): the action at that index. */
function byIndex(index: number): Chooser {
  return (c) => {
    const chosen = c.legal[index];
    return chosen ? { ok: true, value: chosen } : { ok: false, error: STALE };
  };
}

export async function onActComponent(ctx: BotContext, i: ButtonInteraction | StringSelectMenuInteraction, id: Extract<CustomId, { t: 'act' | 'pick' }>): Promise<void> {
  let index: number;
  if (id.t === 'act') index = id.i;
  else {
    const v = (i as StringSelectMenuInteraction).values?.[0];
    if (v === undefined || !/^\d{1,4}$/.test(v)) return sayPrivately(i, 'That choice is not valid.');
    index = Number(v);
  }
  // A private prompt (ephemeral, or in the player's DMs) is updated in place. A component on a
  // public message (a forged one, or one the board never had) must not turn that message into
  // one player's prompt: the answer goes to a new ephemeral reply instead.
  const privateMessage = i.message.flags.has(MessageFlags.Ephemeral) || !i.inGuild();
  if (privateMessage) await i.deferUpdate();
  else await i.deferReply({ flags: MessageFlags.Ephemeral });
  await move(ctx, i, id.channel, byIndex(index), { seat: id.seat, stamp: id.v });
}

/** "Your move" on the public message: opens the caller's own choices privately. */
export async function onTurnButton(ctx: BotContext, i: ButtonInteraction, channelId: string): Promise<void> {
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const t = await ctx.tables.load(channelId);
  if (!t.ok) return sayPrivately(i, t.error);
  const seat = t.value.record.seats.findIndex((s) => s.userId === i.user.id);
  if (seat < 0) return sayPrivately(i, 'You are not seated at this table.');
  if (t.value.state === null || t.value.record.status !== 'playing') return sayPrivately(i, 'There is nothing to decide at this table now.');
  const awaited = t.value.entry.game.awaiting(t.value.state);
  if (!awaited.includes(seat)) {
    return sayPrivately(i, `Not your move yet: waiting for ${awaited.map((s) => seatName(t.value.record, s)).join(', ')}.`);
  }
  await i.editReply(promptPayload(t.value, seat, `**${t.value.entry.game.name}**: your move, ${seatName(t.value.record, seat)}.`));
}

/** For matching what a player typed: no accents, lower case, single spaces. */
const fold = (x: string): string => x.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Names a few choices for a sentence. */
const listed = (labels: readonly string[]): string => clip(labels.slice(0, 10).join(' · ') + (labels.length > 10 ? ` (and ${labels.length - 10} more)` : ''), 1500);

/**
 * Chooser for a game command: the caller's legal action of that kind named by `input`. Autocomplete
 * sends the action's key; a player may also type a label, the last part of a key ("5" for Borough 5)
 * or any part of one label ("louvre"), accents and case aside.
 */
function matchChoice(entry: GameEntry, kind: string, input: string | null): Chooser {
  return (c) => {
    const ofKind = namedActions(c, c.legal).filter((a) => a.kind === kind);
    if (ofKind.length === 0) return { ok: false, error: `You cannot do that right now. Your choices: ${listed(namedActions(c, c.legal).map((a) => a.label)) || 'none'}.` };
    const wanted = fold(input ?? '');
    if (!wanted) {
      if (ofKind.length === 1) return { ok: true, value: ofKind[0]! };
      return { ok: false, error: `Which one? ${listed(ofKind.map((a) => a.label))}.` };
    }
    const exact = ofKind.find((a) => a.key === input) ?? ofKind.find((a) => fold(a.label) === wanted);
    if (exact) return { ok: true, value: exact };
    const byTail = ofKind.filter((a) => fold(a.key.split(':').at(-1) ?? '') === wanted);
    if (byTail.length === 1) return { ok: true, value: byTail[0]! };
    const byPart = ofKind.filter((a) => fold(a.label).includes(wanted));
    if (byPart.length === 1) return { ok: true, value: byPart[0]! };
    if (byPart.length > 1) return { ok: false, error: `"${input!.slice(0, 80)}" fits several choices: ${listed(byPart.map((a) => a.label))}. Pick one from the list /${entry.commands.name} offers.` };
    return { ok: false, error: `"${input!.slice(0, 80)}" is not one of your choices now. Pick one from the list /${entry.commands.name} offers: ${listed(ofKind.map((a) => a.label))}.` };
  };
}

/** A game's own slash command: `/heist play chip:<key>` etc., mapped to a legal action of that kind. */
export async function onGameCommand(ctx: BotContext, i: ChatInputCommandInteraction, entry: GameEntry): Promise<void> {
  const subName = i.options.getSubcommand(false);
  const sub = entry.commands.subcommands.find((s) => s.name === subName);
  if (!sub) return sayPrivately(i, 'Unknown subcommand.');
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const t = await ctx.tables.load(i.channelId);
  if (!t.ok) return sayPrivately(i, t.error);
  if (t.value.record.gameId !== entry.game.id) return sayPrivately(i, `This channel is playing ${t.value.entry.game.name}, not ${entry.game.name}.`);
  const input = sub.choice ? i.options.getString(sub.choice.name, false) : null;
  await move(ctx, i, i.channelId, matchChoice(entry, sub.kind, input));
}

/** What an autocomplete entry sends when it only explains why there is nothing to pick (refused if sent). */
const NOTHING = '-';

/**
 * Autocomplete for a game command's choice: the caller's legal actions of that kind. When there
 * are none, one entry says why (not seated, not their move, or which subcommands fit now), instead
 * of an empty list that explains nothing.
 */
export async function legalChoices(ctx: BotContext, channelId: string, userId: string, entry: GameEntry, kind: string, typed: string): Promise<{ name: string; value: string }[]> {
  const t = await ctx.tables.load(channelId);
  if (!t.ok || t.value.record.gameId !== entry.game.id || t.value.state === null || t.value.record.status !== 'playing') return [];
  const say = (name: string) => [{ name: clip(name, 100), value: NOTHING }];
  const seat = t.value.record.seats.findIndex((s) => s.userId === userId);
  if (seat < 0) return say('You are not seated at this game.');
  const awaited = entry.game.awaiting(t.value.state);
  if (!awaited.includes(seat)) return say(`Not your move: waiting for ${awaited.map((s) => seatName(t.value.record, s)).join(', ')}.`);
  const legal = namedActions(t.value, entry.game.legalActions(t.value.state, seat));
  if (!legal.some((a) => a.kind === kind)) {
    const subs = [...new Set(legal.map((a) => entry.commands.subcommands.find((x) => x.kind === a.kind)?.name).filter((x): x is string => !!x))];
    return say(subs.length ? `Not now. You can: ${subs.map((x) => `/${entry.commands.name} ${x}`).join(', ')}` : 'Not now: see your choices with /hand.');
  }
  const q = fold(typed);
  return legal
    .filter((a) => a.kind === kind && (fold(a.label).includes(q) || fold(a.key).includes(q)))
    .slice(0, 25)
    .map((a) => ({ name: clip(a.detail ? `${a.label}: ${a.detail}` : a.label, 100), value: a.key.slice(0, 100) }));
}
