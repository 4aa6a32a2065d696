import { type ButtonInteraction, type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import { localeOfDiscord, localize } from '../../engine/messages.ts';
import type { Seat } from '../../engine/types.ts';
import { errorText } from '../../log.ts';
import { OUTBOX_KEPT, type Tables } from '../../service/tables.ts';
import type { OutboxEntry, TableRecord } from '../../store/record.ts';
import { type BotContext, sayPrivately } from '../context.ts';
import type { CustomId } from '../customId.ts';
import { editInChannel, postToChannel } from '../deliver.ts';
import { tableLocale } from '../locale.ts';
import { deliverOutbox } from '../outbox.ts';
import { plat } from '../platform.messages.ts';

/** Majority of the voters needed to end the game. */
export const votesNeeded = (voters: number): number => Math.floor(voters / 2) + 1;

/** Who votes: the human players other than the one whose deadlines expired. */
export const votersOf = (r: TableRecord, seat: Seat): Seat[] =>
  r.seats.map((_s, i) => i).filter((i) => i !== seat && !r.seats[i]!.computer);

/**
 * The finished record of a game ended now with its current standings (GameDefinition.standings:
 * public information only, so the end may show them to everyone), owing in the same write the
 * end's post, with `lead` (why it ended) at its head: an outbox entry (outbox.ts), delivered and
 * rated like a game's end by the rules. A crash after this write loses neither the post nor the
 * rating: the next delivery (at start-up, or the channel's next interaction) makes both, once.
 */
export function endedWithStandings(tables: Tables, r: TableRecord, at: string, lead: string): TableRecord {
  const t = tables.table(r);
  const st = t.ok && t.value.state !== null ? t.value.entry.game.standings(t.value.state) : undefined;
  const ended: NonNullable<TableRecord['ended']> = st
    ? {
        by: 'vote',
        scores: [...st.scores],
        winners: [...st.winners],
        ...(st.team ? { team: st.team } : {}),
        summary: [...st.summary],
      }
    : { by: 'vote', scores: [], winners: [] };
  const { vote: _closed, ...rest } = r;
  const owed = voteEndOwed(r, at, lead);
  return {
    ...rest,
    status: 'finished',
    finishedAt: at,
    ended,
    outbox: [...(r.outbox ?? []), owed].slice(-OUTBOX_KEPT),
  };
}

/** The end's post the vote owes: a new post (nobody pinged, no DM) of the final board with `lead`. */
function voteEndOwed(r: TableRecord, at: string, lead: string): OutboxEntry {
  // The store writes version + 1; the nonce is unique per write of this table, as a move's is.
  const version = r.version + 1;
  return {
    nonce: `${version.toString(36)}.${Date.parse(r.createdAt).toString(36)}`,
    version,
    at,
    dms: [],
    channel: { changed: true, over: true, awaited: [], newlyAwaited: [], mention: [], events: [], notes: [lead] },
  };
}

/**
 * Delivers what the vote's end owes (endedWithStandings): as at any end, the final board, the
 * winners (or the table's result), the standings' lines and the ratings, headed by why it ended.
 * Its only button is My hand. A failure is logged; the entry stays owed and is delivered later.
 */
export async function postVoteEnd(ctx: BotContext, record: TableRecord): Promise<void> {
  const t = ctx.tables.table(record);
  await deliverOutbox(ctx, record.channelId, t.ok ? t.value : undefined).catch((err: unknown) =>
    ctx.log.warn({ channelId: record.channelId, err: errorText(err) }, 'vote result not posted yet'),
  );
}

type Tally =
  | { kind: 'counted'; yes: number; needed: number }
  | { kind: 'ended'; record: TableRecord }
  | { kind: 'kept' }
  | { kind: 'refused'; error: string };

/** A vote button: counts the caller's vote; a majority ends the game, a majority no longer possible closes the vote. */
export async function onVoteButton(
  ctx: BotContext,
  i: ChatInputCommandInteraction | ButtonInteraction,
  id?: Extract<CustomId, { t: 'vote' }>,
): Promise<void> {
  if (!i.isButton() || !id) return sayPrivately(i, plat('plat.vote.useButtons'));
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const at = ctx.now().toISOString();
  const res = await ctx.store.update(id.channel, (r): { write?: TableRecord; result: Tally } => {
    if (r?.status !== 'playing' || !r.vote || r.vote.v !== id.v)
      return { result: { kind: 'refused', error: plat('plat.vote.closed') } };
    const seat = r.seats.findIndex((s) => s.userId === i.user.id);
    const vote = r.vote;
    const voters = votersOf(r, vote.seat);
    if (seat < 0 || !voters.includes(seat)) return { result: { kind: 'refused', error: plat('plat.vote.othersOnly') } };
    const yes = [...vote.yes.filter((s) => s !== seat), ...(id.yes ? [seat] : [])].filter((s) => voters.includes(s));
    const no = [...vote.no.filter((s) => s !== seat), ...(id.yes ? [] : [seat])].filter((s) => voters.includes(s));
    const needed = votesNeeded(voters.length);
    if (yes.length >= needed) {
      const ended = endedWithStandings(ctx.tables, r, at, plat('plat.vote.ended'));
      return { write: ended, result: { kind: 'ended', record: ended } };
    }
    if (voters.length - no.length < needed) {
      const { vote: _closed, ...kept } = r;
      return { write: kept, result: { kind: 'kept' } };
    }
    return { write: { ...r, vote: { ...vote, yes, no } }, result: { kind: 'counted', yes: yes.length, needed } };
  });
  if (!res.ok) return sayPrivately(i, ctx.tables.storeError(res));
  const tally = res.result;
  if (tally.kind === 'refused') return sayPrivately(i, tally.error);
  if (tally.kind === 'counted')
    return sayPrivately(i, plat('plat.vote.countedOf', { yes: tally.yes, needed: tally.needed }));
  await editInChannel(ctx.client, id.channel, i.message.id, { content: i.message.content, components: [] }).catch(
    (err: unknown) => ctx.log.warn({ channelId: id.channel, err: errorText(err) }, 'vote message not closed'),
  );
  await sayPrivately(i, plat('plat.vote.counted'));
  if (tally.kind === 'ended') return postVoteEnd(ctx, tally.record);
  const locale = res.record ? tableLocale(res.record) : localeOfDiscord(i.guildLocale);
  await postToChannel(ctx.client, id.channel, {
    content: localize(plat('plat.vote.failed'), locale),
    allowedMentions: { users: [] },
  }).catch((err: unknown) => ctx.log.warn({ channelId: id.channel, err: errorText(err) }, 'vote result not posted'));
}
