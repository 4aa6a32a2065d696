import { ButtonStyle } from 'discord.js';
import type { Seat } from '../engine/types.ts';
import { hiddenAskers } from '../engine/waiting.ts';
import { errorText } from '../log.ts';
import { awayOfSeats } from '../service/awayOf.ts';
import { clockOf, deadlineOf, reminderTimes, settingsOf, relativeTime as when } from '../service/clock.ts';
import { computerDecision } from '../service/computers.ts';
import { handToComputer } from '../service/seatChanges.ts';
import type { Table } from '../service/tables.ts';
import type { JobOutcome, TimerJob } from '../service/timers/types.ts';
import type { SeatClock, TableRecord } from '../store/record.ts';
import { button, buttonRow } from './buttons.ts';
import type { BotContext } from './context.ts';
import type { CustomId } from './customId.ts';
import { postToChannel, sendDm } from './deliver.ts';
import { endedWithStandings, postVoteEnd, votersOf, votesNeeded } from './handlers/vote.ts';
import { inLocale, tableLocale } from './locale.ts';
import { plat } from './platform.messages.ts';
import { type Payload, seatName } from './present.ts';

/**
 * Reminders and deadlines, when their timers are due. Each job first checks that its decision is
 * still the seat's current one (its stamp) and that its moment has come by the table as it is now
 * (an away period may have moved it: then it says when to run again). It then claims its work in
 * one store write (clocks[seat].done, and the strike), and only the process that wrote the claim
 * sends anything: two processes, or a job run again after a restart, never send it twice.
 */
export function clockJob(ctx: BotContext, job: TimerJob): Promise<JobOutcome> {
  return job.kind === 'remind' ? remind(ctx, job) : expire(ctx, job);
}

/** The job's table when its decision is still the seat's current one, awaited, played by a person. */
function current(ctx: BotContext, r: TableRecord | null, job: TimerJob): Table | null {
  if (r?.status !== 'playing' || (r.stamps[job.seat] ?? 0) !== job.stamp) return null;
  const s = r.seats[job.seat];
  if (!s || s.computer) return null;
  const t = ctx.tables.table(r);
  if (!t.ok || t.value.state === null || !t.value.entry.game.awaiting(t.value.state).includes(job.seat)) return null;
  return t.value;
}

/** What the timers did for the seat's current decision. */
function doneOf(r: TableRecord, seat: Seat, stamp: number): NonNullable<SeatClock['done']> {
  const done = r.clocks?.[seat]?.done;
  return done?.stamp === stamp ? done : { stamp, reminders: 0, expiries: 0 };
}

/**
 * Every seat's clock (older records have none: a seat's clock then runs from the record's last
 * write, which is kept as its start, since this write moves that time on), with `seat`'s changed.
 */
function withClock(r: TableRecord, seat: Seat, change: (c: SeatClock) => SeatClock): SeatClock[] {
  const clocks = r.seats.map((_s, i) => clockOf(r, i));
  clocks[seat] = change(clocks[seat]!);
  return clocks;
}

async function loadCurrent(ctx: BotContext, job: TimerJob): Promise<{ t: Table; deadline: number } | null> {
  const loaded = await ctx.store.load(job.channelId);
  const t = current(ctx, loaded.kind === 'ok' ? loaded.record : null, job);
  if (!t) return null;
  const away = (await awayOfSeats(ctx, t, [job.seat]))(job.seat);
  const deadline = deadlineOf(t, job.seat, away);
  return deadline === null ? null : { t, deadline };
}

/** Claims step `n` of the job's decision in one write; false when it was claimed already (or the decision moved on). */
async function claim<T>(
  ctx: BotContext,
  job: TimerJob,
  step: (r: TableRecord, done: NonNullable<SeatClock['done']>) => { write: TableRecord; value: T } | null,
): Promise<{ value: T; t: Table } | null> {
  const res = await ctx.store.update(job.channelId, (r) => {
    if (!current(ctx, r, job)) return { result: null };
    const s = step(r!, doneOf(r!, job.seat, job.stamp));
    return s ? { write: s.write, result: s.value } : { result: null };
  });
  if (!res.ok) throw new Error(`timer claim failed: ${res.reason}`);
  if (res.result === null || !res.record) return null;
  const t = ctx.tables.table(res.record);
  return t.ok ? { value: res.result, t: t.value } : null;
}

/** A secret asker's decision is never shown in the channel: they hear of it by DM only. */
const isHidden = (t: Table, seat: Seat): boolean =>
  t.state !== null && hiddenAskers(t.entry.game, t.state).includes(seat);

/** To the channel, in the table's language (a failed post is logged: the claim stands, nothing is sent twice). */
async function say(ctx: BotContext, t: Table, payload: Payload): Promise<void> {
  const channelId = t.record.channelId;
  await postToChannel(ctx.client, channelId, inLocale(payload, tableLocale(t.record))).catch((err: unknown) =>
    ctx.log.warn({ channelId, err: errorText(err) }, 'clock message not posted'),
  );
}

/** By DM, to a player whose preferences allow it (sendDm checks them). */
async function dm(ctx: BotContext, t: Table, seat: Seat, content: string): Promise<void> {
  const userId = t.record.seats[seat]?.userId;
  if (userId)
    await sendDm(ctx.client, ctx.store, ctx.log, userId, { content }, ctx.activity, () => ctx.now().getTime());
}

async function remind(ctx: BotContext, job: TimerJob): Promise<JobOutcome> {
  const found = await loadCurrent(ctx, job);
  if (!found) return;
  const { t, deadline } = found;
  const now = ctx.now().getTime();
  const times = reminderTimes(t, job.seat, deadline);
  const due = times[job.n];
  if (due === undefined) return;
  if (due > now) return due;
  // Late (the bot was down): only the latest reminder due is sent, and none once the deadline passed.
  if (now >= deadline || (times[job.n + 1] ?? Infinity) <= now) return;
  const claimed = await claim(ctx, job, (r, done) => {
    if (done.reminders > job.n) return null;
    const clocks = withClock(r, job.seat, (c) => ({ ...c, done: { ...done, reminders: job.n + 1 } }));
    return { write: { ...r, clocks }, value: true };
  });
  if (!claimed) return;
  const game = t.entry.game.name;
  const userId = t.record.seats[job.seat]!.userId;
  if (!isHidden(t, job.seat)) {
    await say(ctx, t, {
      content: plat('plat.clock.remindHere', { user: `<@${userId}>`, when: when(deadline) }),
      allowedMentions: { users: [userId] },
    });
  }
  await dm(
    ctx,
    t,
    job.seat,
    plat('plat.clock.remindDm', { game, channel: `<#${job.channelId}>`, when: when(deadline) }),
  );
}

async function expire(ctx: BotContext, job: TimerJob): Promise<JobOutcome> {
  const found = await loadCurrent(ctx, job);
  if (!found) return;
  const { t, deadline } = found;
  const settings = settingsOf(t.record);
  const period = settings.clockMs ?? 0;
  const due = deadline + job.n * period;
  if (due > ctx.now().getTime()) return due;
  const hidden = isHidden(t, job.seat);
  // With `wait`, the next expiry is planned first: a run that fails after its claim (and is not
  // repeated, being claimed) still leaves the next one planned. Planned twice, it is one job.
  const next = due + period;
  if (settings.expiry === 'wait') await ctx.timers.schedule({ ...job, n: job.n + 1, at: next });
  const claimed = await claim(ctx, job, (r, done) => {
    if (done.expiries > job.n) return null;
    const strikes = (r.clocks?.[job.seat]?.strikes ?? 0) + 1;
    const clocks = withClock(r, job.seat, (c) => ({ ...c, strikes, done: { ...done, expiries: job.n + 1 } }));
    // The strikes' consequence comes at an expiry the channel may know of (never a secret asker's).
    const limit = !hidden && strikes >= settings.strikeLimit;
    const voters = votersOf(r, job.seat);
    const openVote = limit && settings.afterStrikes === 'vote' && !r.vote;
    if (openVote && voters.length === 0) {
      // Nobody else to ask (the others are computers): the game ends with its current standings.
      const lead = plat('plat.clock.noVoters', {
        name: seatName(r, job.seat),
        count: strikesText(strikes, settings.strikeLimit),
      });
      const ended = endedWithStandings(ctx.tables, { ...r, clocks }, ctx.now().toISOString(), lead);
      return { write: ended, value: { strikes, limit, openVote, voters, ended: true } };
    }
    // The store writes version + 1: the vote's buttons carry it.
    const vote = openVote ? { vote: { v: r.version + 1, seat: job.seat, yes: [], no: [] } } : {};
    return { write: { ...r, clocks, ...vote }, value: { strikes, limit, openVote, voters, ended: false } };
  });
  if (!claimed) return;
  const { strikes, limit, openVote, voters, ended } = claimed.value;
  const after = claimed.t;
  const userId = after.record.seats[job.seat]!.userId;
  const name = seatName(after.record, job.seat);
  const count = strikesText(strikes, settings.strikeLimit);
  if (ended) {
    await postVoteEnd(ctx, after.record);
    return;
  }
  if (limit && settings.afterStrikes === 'bot') {
    await handToComputer(
      ctx,
      job.channelId,
      job.seat,
      plat('plat.clock.toComputer', { name, again: strikes > 1 ? 'yes' : 'no', count }),
    );
    return;
  }
  if (openVote) await openEndVote(ctx, after, job.seat, voters, count);
  if (settings.expiry === 'bot') {
    const why = hidden ? plat('plat.clock.secretChosen') : plat('plat.clock.chosen', { name, count });
    await computerDecision(ctx, job.channelId, job.seat, job.stamp, why);
    return;
  }
  if (!hidden) {
    await say(ctx, after, {
      content: plat('plat.clock.waitHere', { user: `<@${userId}>`, count, when: when(next) }),
      allowedMentions: { users: [userId] },
    });
  }
  await dm(
    ctx,
    after,
    job.seat,
    plat('plat.clock.waitDm', {
      game: after.entry.game.name,
      channel: `<#${job.channelId}>`,
      count,
      when: when(next),
    }),
  );
}

/** "2 of 3 expired deadlines", or "4 expired deadlines" past the limit. */
const strikesText = (strikes: number, limit: number): string =>
  strikes > limit ? plat('plat.clock.strikes', { strikes }) : plat('plat.clock.strikesOf', { strikes, limit });

/** The public vote on ending the game now with the current standings, among the other human players. */
async function openEndVote(
  ctx: BotContext,
  t: Table,
  seat: Seat,
  voters: readonly Seat[],
  count: string,
): Promise<void> {
  const v = t.record.vote?.v ?? t.record.version;
  const users = voters.map((s) => t.record.seats[s]!.userId);
  const vote = (yes: 0 | 1): CustomId => ({ t: 'vote', channel: t.record.channelId, v, yes });
  await say(ctx, t, {
    content: plat('plat.clock.vote', {
      name: seatName(t.record, seat),
      count,
      users: users.map((u) => `<@${u}>`).join(', '),
      needed: votesNeeded(voters.length),
      voters: voters.length,
    }),
    components: [
      buttonRow(
        button(plat('plat.clock.endNow'), vote(1), ButtonStyle.Danger),
        button(plat('plat.clock.playOn'), vote(0)),
      ),
    ],
    allowedMentions: { users },
  });
}
