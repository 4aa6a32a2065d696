import { type Locale, localize } from '../engine/messages.ts';
import { fillSeats } from '../engine/play.ts';
import { errorText } from '../log.ts';
import { awayOfSeats } from '../service/awayOf.ts';
import { ratingNews } from '../service/ratingNews.ts';
import type { ActOutcome, Result, Table } from '../service/tables.ts';
import { clip } from '../service/text.ts';
import { eventsSince, planAnnouncement, recentEventsCover, type TurnMessage } from '../service/turnMessage.ts';
import { effectiveEntries } from '../store/effective.ts';
import { KeyedMutex } from '../store/keyedMutex.ts';
import { type OutboxEntry, RECENT_EVENTS_KEPT, type TableRecord } from '../store/record.ts';
import type { BotContext } from './context.ts';
import {
  ChannelPostError,
  editInChannel,
  lastMessageIn,
  postedAfter,
  postToChannel,
  sendDm,
  shrinkToLink,
} from './deliver.ts';
import { bot } from './messages.ts';
import {
  earlierAbove,
  eventLine,
  fitsPublicUpdate,
  newsPayloads,
  type Payload,
  privateLines,
  promptPayload,
  publicUpdate,
  seatName,
  seatNameAt,
  tableLocale,
} from './present.ts';
import { withStory } from './storyImage.ts';

/**
 * Announcements never lost. A move saves, in the same write, what it owes (an outbox entry: the
 * channel's post or edit of the turn message, the DMs to other seats); delivery then sends them and
 * removes the entry (a second small versioned update). A crash in between delays the messages: the
 * next delivery (at start-up, from the store's index of channels owing messages, or with the
 * table's next move) sends them. Each message carries a nonce derived from the entry, with
 * Discord's enforce_nonce, so a delivery repeated after a crash gets back the message posted the
 * first time rather than a second one; an edit is the same edit again.
 */

/** Where a delivery can be cut short (a test makes the bot "die" there). */
export type DeliveryPoint = 'saved' | 'dm' | 'posted' | 'delivered';

/** The text of the actor's own answer: what they did, and their private news. */
export function actorIntro(out: ActOutcome, locale: Locale): string {
  const mine = privateLines(out.record, out.events, out.seat, locale);
  return [`✅ ${fillSeats(localize(out.chosen.label, locale), (x) => seatName(out.record, x))}`, ...mine].join('\n');
}

/** An owed DM's text (tokens, seats as {seat:N}) in its reader's words: seats named as they were at the move. */
function dmWords(record: TableRecord, text: string, at: string, locale: Locale): string {
  return clip(
    fillSeats(localize(text, locale), (s) => `**${seatNameAt(record, s, at)}**`),
    2000,
  );
}

/** The channel refused an entry's post (permissions, a long rate limit, a channel gone): it counts as delivered. */
export type Refused = (entry: OutboxEntry, err: ChannelPostError, t: Table) => Promise<void>;

/** One bot's deliveries: one per channel at a time, and how many run or wait per channel. */
export class Deliveries {
  readonly lock = new KeyedMutex();
  /** Per channel, deliveries running or waiting in this bot (only while there are some). */
  readonly queued = new Map<string, number>();
}

/**
 * Delivers every entry a channel's record owes, oldest first, one delivery per channel at a time
 * in this bot (other processes are kept from posting twice by the nonces). `from` is the table
 * as the caller has it (a move's outcome) to save a read; `refused` hears of a channel refusal.
 * A failure other than a refusal leaves the entry for the next delivery and is rethrown.
 */
export async function deliverOutbox(
  ctx: BotContext,
  channelId: string,
  from?: Table,
  refused?: Refused,
): Promise<void> {
  const { lock, queued } = ctx.deliveries;
  const ahead = queued.get(channelId) ?? 0;
  queued.set(channelId, ahead + 1);
  try {
    await lock.run(channelId, async () => {
      // A caller that waited for another delivery reads the table again (that one changed it).
      let t: Table | undefined = from && ahead === 0 ? from : await current(ctx, channelId);
      while (t) {
        const entry = t.record.outbox?.[0];
        if (!entry) return;
        ctx.probe?.('saved');
        const done = await deliverEntry(ctx, t, entry);
        ctx.probe?.('delivered');
        const next = await markDelivered(ctx, t, entry, done.posted, done.since);
        if (done.refused && refused) await refused(entry, done.refused, t);
        t = next;
      }
    });
  } finally {
    const left = (queued.get(channelId) ?? 1) - 1;
    if (left > 0) queued.set(channelId, left);
    else queued.delete(channelId);
  }
}

/** At start-up: every channel the store lists as owing messages. Failures are logged, not fatal. */
export async function deliverPending(ctx: BotContext): Promise<number> {
  let channels: string[];
  try {
    channels = await ctx.store.pendingOutboxes();
  } catch (err) {
    ctx.log.warn({ err: errorText(err) }, 'could not list owed messages');
    return 0;
  }
  for (const channelId of channels) {
    await deliverOutbox(ctx, channelId).catch((err: unknown) =>
      ctx.log.warn({ channelId, err: errorText(err) }, 'owed messages not delivered yet'),
    );
  }
  return channels.length;
}

/**
 * A channel's table for an interaction, after delivering what it still owes (a crash left it):
 * the channel hears of earlier moves before anything new happens there. A delivery failure is
 * logged and left for later; the interaction goes on.
 */
export async function loadSettled(ctx: BotContext, channelId: string): Promise<Result<Table>> {
  const t = await ctx.tables.load(channelId);
  if (!t.ok || !t.value.record.outbox?.length) return t;
  await deliverOutbox(ctx, channelId, t.value).catch((err: unknown) =>
    ctx.log.warn({ channelId, err: errorText(err) }, 'owed messages not delivered yet'),
  );
  return ctx.tables.load(channelId);
}

async function current(ctx: BotContext, channelId: string): Promise<Table | undefined> {
  const t = await ctx.tables.load(channelId);
  return t.ok ? t.value : undefined;
}

/** What delivering an entry did in the channel: the turn message it posted (and from when it lists events), or the channel's refusal. */
interface Delivered {
  posted?: string;
  since?: string;
  refused?: ChannelPostError;
}

/** Sends one entry's DMs, then the channel's post or edit; returns the new turn message's id, or the channel's refusal. */
async function deliverEntry(ctx: BotContext, t: Table, entry: OutboxEntry): Promise<Delivered> {
  const { record } = t;
  const notes: string[] = [...(entry.channel.notes ?? [])];
  let hiddenUndelivered = false;
  // Seats whose buttons reached them by DM: told of their decision without a ping in the channel.
  const reached = new Set<number>();
  // The awaited players' /away periods pause their deadlines, in DMs and in the channel.
  const awayOf = await awayOfSeats(ctx, t);
  await Promise.all(
    entry.dms.map(async (dm) => {
      const name = seatName(record, dm.seat);
      const payload = (locale: Locale): Payload => {
        const text = dmWords(record, dm.text, entry.at, locale);
        const body = dm.prompt ? promptPayload(t, dm.seat, locale, text, [], awayOf(dm.seat)) : { content: text };
        return { ...body, allowedMentions: { users: [] } };
      };
      const res = await sendDm(
        ctx.client,
        ctx.store,
        ctx.log,
        dm.userId,
        payload,
        ctx.activity,
        undefined,
        `${entry.nonce}.${dm.seat}`,
      );
      ctx.probe?.('dm');
      if (res === 'sent') {
        if (dm.prompt) reached.add(dm.seat);
        return;
      }
      if (dm.hidden) {
        hiddenUndelivered = true;
        return;
      }
      notes.push(
        `📬 ${bot(res === 'closed' ? 'bot.dm.closed' : res === 'failed' ? 'bot.dm.failed' : 'bot.dm.off', { name })}`,
      );
    }),
  );
  if (hiddenUndelivered) notes.push(`📬 ${bot('bot.dm.hidden')}`);
  const c = entry.channel;
  // The game's end carries its ratings, applied once whichever delivery gets here first.
  if (c.over && t.state !== null)
    notes.push(...(await ratingNews(ctx.ratings, record, t.entry.game.outcome(t.state), ctx.log)));
  const plan = planAnnouncement(record.turnMessage, {
    changed: c.changed || notes.length > 0,
    over: c.over,
    awaited: c.awaited,
    newlyAwaited: c.newlyAwaited,
    turn: c.turn,
  });
  if (plan.kind === 'none') return {};
  // A player newly asked to decide whom no DM reached (DMs off or closed) is pinged by a post.
  const unreached = c.mention.filter((s) => !reached.has(s));
  const prev = plan.kind === 'edit' && unreached.length === 0 ? plan.message : undefined;
  const moveLines = c.events.map((e) => eventLine(record, e));
  // Long news (a Scoring Phase, an End of Round) is told whole in a message of its own, just above the turn's.
  const long = moveLines.length > 0 && !fitsPublicUpdate(t, moveLines, notes, awayOf);
  try {
    if (prev && !long) {
      const foot = await atFoot(ctx, record.channelId, prev.id);
      // The turn's message lists the turn's public events so far; an edit notifies nobody.
      const body = await publicUpdate(ctx.render, t, await turnEvents(ctx, record, prev.since), notes, [], awayOf);
      if (foot && (await editInChannel(ctx.client, record.channelId, prev.id, body))) return {};
      if (!foot) return { ...(await repost(ctx, t, entry, prev, body)), since: prev.since };
    }
    if (long) {
      const news = newsPayloads(
        `📜 ${bot('bot.news.inFull', { game: t.entry.game.name })}`,
        moveLines,
        tableLocale(record),
      );
      for (const [k, p] of news.entries()) await postToChannel(ctx.client, record.channelId, p, `${entry.nonce}.n${k}`);
    }
    // Still the same turn (a long news, a ping owed): the turn's events so far, moved to the foot.
    const since = plan.kind === 'edit' ? plan.message.since : entry.at;
    const events = plan.kind === 'edit' ? await turnEvents(ctx, record, since) : c.events;
    const body = await publicUpdate(
      ctx.render,
      t,
      events,
      notes,
      plan.kind === 'edit' ? unreached : c.mention,
      awayOf,
      long ? earlierAbove : undefined,
    );
    if (plan.kind === 'edit') return { ...(await repost(ctx, t, entry, plan.message, body)), since };
    // The end of the game's post carries its story: the chart of the lines over the rounds.
    const id = await postToChannel(
      ctx.client,
      record.channelId,
      c.over ? await withStory(ctx, t, body) : body,
      entry.nonce,
    );
    ctx.probe?.('posted');
    return { posted: id };
  } catch (err) {
    if (err instanceof ChannelPostError) return { refused: err };
    throw err;
  }
}

/**
 * Edits the turn's message in place to show the table as it stands now (its deadlines after
 * /game settings changed the clock), notifying nobody. Left alone while a move's messages are still
 * owed (their delivery edits or replaces it with the new settings anyway) and once the game is
 * over. Runs as a delivery does, one per channel at a time in this process, so it never edits a
 * message a delivery is replacing. False when there was nothing to edit or the edit failed.
 */
export async function refreshTurnMessage(ctx: BotContext, channelId: string): Promise<boolean> {
  return ctx.deliveries.lock.run(channelId, async () => {
    const t = await current(ctx, channelId);
    const turn = t?.record.turnMessage;
    if (!t || !turn || t.state === null || t.record.status !== 'playing' || t.record.outbox?.length) return false;
    const body = await publicUpdate(
      ctx.render,
      t,
      await turnEvents(ctx, t.record, turn.since),
      [],
      [],
      await awayOfSeats(ctx, t),
    );
    return editInChannel(ctx.client, channelId, turn.id, body);
  });
}

/** Whether the turn's message is still the newest in its channel (nothing posted below it, by the bot or anyone). */
async function atFoot(ctx: BotContext, channelId: string, messageId: string): Promise<boolean> {
  const last = await lastMessageIn(ctx.client, channelId);
  return last === null || !postedAfter(last, messageId);
}

/**
 * The turn's message posted anew at the foot of the channel, the old copy shrunk to a link to it:
 * the latest board is always the last thing in the channel. By the entry's nonce, so a delivery
 * repeated after a crash finds the copy it posted.
 */
async function repost(
  ctx: BotContext,
  t: Table,
  entry: OutboxEntry,
  old: TurnMessage,
  body: Payload,
): Promise<Delivered> {
  const { channelId, guildId } = t.record;
  const id = await postToChannel(ctx.client, channelId, body, entry.nonce);
  ctx.probe?.('posted');
  if (id !== old.id) {
    await shrinkToLink(ctx.client, channelId, guildId, old.id, id, tableLocale(t.record)).catch((err: unknown) =>
      ctx.log.warn({ channelId, err: errorText(err) }, 'old turn message not shrunk'),
    );
  }
  return { posted: id };
}

/** The events of the turn since `since`: the record's recent ones, or the history's for a longer turn. */
async function turnEvents(ctx: BotContext, record: TableRecord, since: string): Promise<TableRecord['events']> {
  if (recentEventsCover(record, since, RECENT_EVENTS_KEPT)) return eventsSince(record, since);
  const history = await ctx.store.readHistory(record.channelId, { to: record.actions });
  // Steps taken back are not part of the turn any more (their undo notices are).
  return effectiveEntries(history)
    .flatMap((h) => h.events)
    .filter((e) => e.at >= since);
}

/**
 * Removes a delivered entry (unless another delivery already did) and records the turn message it
 * posted; returns the table as written, or undefined when nothing is left to do here. When the
 * store cannot be written, the entry stays owed: its next delivery finds its messages by nonce.
 */
async function markDelivered(
  ctx: BotContext,
  t: Table,
  entry: OutboxEntry,
  posted: string | undefined,
  since = entry.at,
): Promise<Table | undefined> {
  const channelId = t.record.channelId;
  const res = await ctx.store.update(channelId, (r) => {
    if (!r?.outbox?.some((e) => e.nonce === entry.nonce)) return { result: null };
    const outbox = r.outbox.filter((e) => e.nonce !== entry.nonce);
    const turn = entry.channel.turn;
    const turnMessage = posted
      ? { id: posted, since, awaited: entry.channel.awaited, ...(turn !== undefined ? { turn } : {}) }
      : r.turnMessage;
    const { outbox: _owed, turnMessage: _turn, ...rest } = r;
    return {
      write: { ...rest, ...(turnMessage ? { turnMessage } : {}), ...(outbox.length ? { outbox } : {}) },
      result: null,
    };
  });
  if (!res.ok) {
    ctx.log.warn(
      { channelId, reason: res.reason },
      'delivered messages not marked; delivered again later (once, by nonce)',
    );
    return undefined;
  }
  if (!res.record?.outbox?.length) return undefined;
  const next = ctx.tables.table(res.record);
  return next.ok ? next.value : undefined;
}
