import { MessageFlags, type ButtonInteraction, type ChatInputCommandInteraction } from 'discord.js';
import type { Seat } from '../../engine/types.ts';
import { errorText } from '../../log.ts';
import type { TableRecord } from '../../store/record.ts';
import { sayPrivately, type BotContext } from '../context.ts';
import type { CustomId } from '../customId.ts';
import { editInChannel, postToChannel } from '../deliver.ts';
import { seatName } from '../present.ts';
import type { Tables } from '../tables.ts';

/** Majority of the voters needed to end the game. */
export const votesNeeded = (voters: number): number => Math.floor(voters / 2) + 1;

/** Who votes: the human players other than the one whose deadlines expired. */
export const votersOf = (r: TableRecord, seat: Seat): Seat[] => r.seats.map((_s, i) => i).filter((i) => i !== seat && !r.seats[i]!.computer);

/**
 * The finished record of a game ended now with its current standings: the game's running scores
 * (none: nobody wins), the highest score winning (shared on a tie).
 */
export function endedWithStandings(tables: Tables, r: TableRecord, at: string): TableRecord {
  const t = tables.table(r);
  const scores = t.ok && t.value.state !== null ? t.value.entry.game.outcome(t.value.state).scores : undefined;
  const list = [...(scores ?? [])];
  const best = list.length ? Math.max(...list) : undefined;
  const winners = best === undefined ? [] : list.flatMap((s, i) => (s === best ? [i] : []));
  const { vote: _closed, ...rest } = r;
  return { ...rest, status: 'finished', finishedAt: at, ended: { by: 'vote', scores: list, winners } };
}

/** "Ann 7, Bo 5: Ann wins" from an ended record. */
export function standingsLine(r: TableRecord): string {
  const e = r.ended;
  if (!e || e.scores.length === 0) return 'No scores were kept: nobody wins.';
  const names = e.winners.map((s) => seatName(r, s));
  const scores = e.scores.map((s, i) => `${seatName(r, i)} ${s}`).join(', ');
  return `${scores}: ${names.length > 1 ? `${names.join(' and ')} share the win` : `${names[0]} wins`}.`;
}

type Tally = { kind: 'counted'; yes: number; needed: number } | { kind: 'ended'; record: TableRecord } | { kind: 'kept' } | { kind: 'refused'; error: string };

/** A vote button: counts the caller's vote; a majority ends the game, a majority no longer possible closes the vote. */
export async function onVoteButton(ctx: BotContext, i: ChatInputCommandInteraction | ButtonInteraction, id?: Extract<CustomId, { t: 'vote' }>): Promise<void> {
  if (!i.isButton() || !id) return sayPrivately(i, 'Vote with the buttons of the vote message.');
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const at = ctx.now().toISOString();
  const res = await ctx.store.update(id.channel, (r): { write?: TableRecord; result: Tally } => {
    if (!r || r.status !== 'playing' || !r.vote || r.vote.v !== id.v) return { result: { kind: 'refused', error: 'This vote is closed.' } };
    const seat = r.seats.findIndex((s) => s.userId === i.user.id);
    const vote = r.vote;
    const voters = votersOf(r, vote.seat);
    if (seat < 0 || !voters.includes(seat)) return { result: { kind: 'refused', error: 'Only the other players at this table vote on this.' } };
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
  if (tally.kind === 'counted') return sayPrivately(i, `Your vote is counted (${tally.yes} of ${tally.needed} yes votes needed to end the game).`);
  await editInChannel(ctx.client, id.channel, i.message.id, { content: i.message.content, components: [] }).catch((err: unknown) => ctx.log.warn({ channelId: id.channel, err: errorText(err) }, 'vote message not closed'));
  await sayPrivately(i, 'Your vote is counted.');
  const content = tally.kind === 'ended'
    ? `🏁 The players voted to end the game now with the current standings. ${standingsLine(tally.record)}`
    : '🗳️ The vote to end the game failed: the game goes on.';
  await postToChannel(ctx.client, id.channel, { content, allowedMentions: { users: [] } })
    .catch((err: unknown) => ctx.log.warn({ channelId: id.channel, err: errorText(err) }, 'vote result not posted'));
}
