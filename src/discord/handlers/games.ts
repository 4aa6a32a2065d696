import { type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import { type Locale, localize } from '../../engine/messages.ts';
import { publicWaiting } from '../../engine/waiting.ts';
import { deadlineOf, relativeTime, sinceOf } from '../../service/clock.ts';
import { type Table, waitingNames } from '../../service/tables.ts';
import type { UserPrefs } from '../../store/record.ts';
import { type BotContext, sayPrivately } from '../context.ts';
import { readerOf } from '../locale.ts';
import { plat } from '../platform.messages.ts';

/** One line of /games, and where it goes in the list. */
interface GameLine {
  /** 0: the caller is awaited; 1: a game in progress waiting for others; 2: a lobby. */
  readonly group: 0 | 1 | 2;
  /** Since when (ms) the game has waited: the longest waiting comes first within a group. */
  readonly since: number;
  readonly text: string;
}

/** The caller's line for one table, or undefined when they do not sit there (the index was behind). */
export function gameLine(t: Table, userId: string, away: UserPrefs['away']): GameLine | undefined {
  const { record, entry, state } = t;
  const seat = record.seats.findIndex((s) => s.userId === userId);
  if (seat < 0) return undefined;
  const where = plat('plat.games.where', { game: entry.game.name, channel: `<#${record.channelId}>` });
  if (record.status === 'lobby' || state === null) {
    return {
      group: 2,
      since: Date.parse(record.createdAt) || 0,
      text: plat('plat.games.lobby', { where, n: record.seats.length, max: entry.game.maxSeats }),
    };
  }
  if (entry.game.awaiting(state).includes(seat)) {
    const since = sinceOf(record, seat);
    const deadline = deadlineOf(t, seat, away);
    const due = deadline === null ? '' : plat('plat.games.due', { when: relativeTime(deadline) });
    return { group: 0, since, text: plat('plat.games.yourMove', { where, since: relativeTime(since), due }) };
  }
  // Others decide: named as the public may know them (a secret asker stays unnamed).
  const who = waitingNames(entry, record, state);
  // Ordered by the seats the public may know are awaited, so a secret asker's clock tells nothing.
  const shown = publicWaiting(entry.game, state).seats;
  const since = shown.length ? Math.min(...shown.map((s) => sinceOf(record, s))) : Date.parse(record.updatedAt) || 0;
  return { group: 1, since, text: plat('plat.games.waiting', { where, who: who || plat('plat.games.nextDecision') }) };
}

/** The lines in order: the caller's moves longest waiting first, then games waiting for others, then lobbies. */
export function orderLines(lines: readonly GameLine[]): GameLine[] {
  return [...lines].sort((a, b) => a.group - b.group || a.since - b.since);
}

/** The list as one message of at most `room` characters in `locale`, with how many more did not fit. */
export function listText(lines: readonly GameLine[], locale: Locale = 'en', room = 2000): string {
  const say = (text: string) => localize(text, locale);
  const yours = lines.filter((l) => l.group === 0).length;
  const head = say(
    plat('plat.games.head', { n: lines.length, yours: yours ? plat('plat.games.yours', { n: yours }) : '' }),
  );
  let out = head;
  for (const [n, line] of lines.entries()) {
    const left = lines.length - n;
    const rest = left - 1;
    const text = say(line.text);
    const more = rest > 0 ? `\n${say(plat('plat.games.more', { n: rest }))}` : '';
    if (out.length + 1 + text.length + more.length > room)
      return `${out}\n${say(plat('plat.games.more', { n: left }))}`;
    out += `\n${text}`;
  }
  return out;
}

/**
 * `/games`: every game the caller sits in, across servers (from the store's user index): the game,
 * its channel, whose move, the caller's deadline; those awaiting the caller first, the longest
 * waiting first, then the others, then lobbies. Private to the caller.
 */
export async function onGames(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const [channels, prefs] = await Promise.all([ctx.store.tablesOf(i.user.id), ctx.store.getPrefs(i.user.id)]);
  const lines: GameLine[] = [];
  for (const channelId of channels) {
    const t = await ctx.tables.load(channelId);
    if (!t.ok) continue;
    const line = gameLine(t.value, i.user.id, prefs.away);
    if (line) lines.push(line);
  }
  if (lines.length === 0) return sayPrivately(i, plat('plat.games.none'));
  await sayPrivately(i, {
    content: listText(orderLines(lines), readerOf(i)),
    components: [],
    allowedMentions: { users: [] },
  });
}
