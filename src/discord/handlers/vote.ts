import { type ButtonInteraction, type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import type { Seat } from '../../engine/types.ts';
import { errorText } from '../../log.ts';
import { ratingNews } from '../../service/ratingNews.ts';
import type { Tables } from '../../service/tables.ts';
import type { TableRecord } from '../../store/record.ts';
import { type BotContext, sayPrivately } from '../context.ts';
import type { CustomId } from '../customId.ts';
import { editInChannel, postToChannel } from '../deliver.ts';
import { publicUpdate } from '../present.ts';
import { withStory } from '../storyImage.ts';

/** Majority of the voters needed to end the game. */
export const votesNeeded = (voters: number): number => Math.floor(voters / 2) + 1;

/** Who votes: the human players other than the one whose deadlines expired. */
export const votersOf = (r: TableRecord, seat: Seat): Seat[] =>
  r.seats.map((_s, i) => i).filter((i) => i !== seat && !r.seats[i]!.computer);

/**
 * The finished record of a game ended now with its current standings (GameDefinition.standings:
 * public information only, so the end may show them to everyone).
 */
export function endedWithStandings(tables: Tables, r: TableRecord, at: string): TableRecord {
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
  return { ...rest, status: 'finished', finishedAt: at, ended };
}

/**
 * The public message of a game the vote ended: why (`lead`), then as at any end the final board,
 * the winners (or the table's result) and the standings' lines. Its only button is My hand.
 */
export async function postVoteEnd(ctx: BotContext, record: TableRecord, lead: string): Promise<void> {
  const t = ctx.tables.table(record);
  // Rated by the standings the vote ended with (record.ended), as the vote said.
  const notes = [lead, ...(await ratingNews(ctx.ratings, record, null, ctx.log))];
  const payload =
    t.ok && t.value.state !== null
      ? await withStory(ctx, t.value, await publicUpdate(ctx.render, t.value, [], notes))
      : { content: notes.join('\n') };
  await postToChannel(ctx.client, record.channelId, { ...payload, allowedMentions: { users: [] } }).catch(
    (err: unknown) => ctx.log.warn({ channelId: record.channelId, err: errorText(err) }, 'vote result not posted'),
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
  if (!i.isButton() || !id) return sayPrivately(i, 'Vote with the buttons of the vote message.');
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const at = ctx.now().toISOString();
  const res = await ctx.store.update(id.channel, (r): { write?: TableRecord; result: Tally } => {
    if (r?.status !== 'playing' || !r.vote || r.vote.v !== id.v)
      return { result: { kind: 'refused', error: 'This vote is closed.' } };
    const seat = r.seats.findIndex((s) => s.userId === i.user.id);
    const vote = r.vote;
    const voters = votersOf(r, vote.seat);
    if (seat < 0 || !voters.includes(seat))
      return { result: { kind: 'refused', error: 'Only the other players at this table vote on this.' } };
    const yes = [...vote.yes.filter((s) => s !== seat), ...(id.yes ? [seat] : [])].filter((s) => voters.includes(s));
    const no = [...vote.no.filter((s) => s !== seat), ...(id.yes ? [] : [seat])].filter((s) => voters.includes(s));
    const needed = votesNeeded(voters.length);
    if (yes.length >= needed) {
      const ended = endedWithStandings(ctx.tables, r, at);
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
    return sayPrivately(i, `Your vote is counted (${tally.yes} of ${tally.needed} yes votes needed to end the game).`);
  await editInChannel(ctx.client, id.channel, i.message.id, { content: i.message.content, components: [] }).catch(
    (err: unknown) => ctx.log.warn({ channelId: id.channel, err: errorText(err) }, 'vote message not closed'),
  );
  await sayPrivately(i, 'Your vote is counted.');
  if (tally.kind === 'ended')
    return postVoteEnd(ctx, tally.record, '🗳️ The players voted to end the game now with the current standings.');
  await postToChannel(ctx.client, id.channel, {
    content: '🗳️ The vote to end the game failed: the game goes on.',
    allowedMentions: { users: [] },
  }).catch((err: unknown) => ctx.log.warn({ channelId: id.channel, err: errorText(err) }, 'vote result not posted'));
}
