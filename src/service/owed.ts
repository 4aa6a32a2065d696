/**
 * What a move owes, as plain data saved in the move's own write (the outbox, src/store/record.ts):
 * the DM texts per seat and whether the seat's buttons go with them, the move's public events,
 * whom the public sees awaited and whom to mention. The adapter (src/discord/outbox.ts) delivers it.
 */
import { hiddenAskers, publicWaiting } from '../engine/waiting.ts';
import { isComputerUser, type OutboxEntry, type SeatRecord } from '../store/record.ts';
import { service } from './messages.ts';
import type { ActOutcome } from './tables.ts';
import { lastLines } from './text.ts';
import { isPrivateTo, isPublic } from './words.ts';

/** A seat a computer plays (for good): never pinged, mentioned or DMed. */
export const isComputerSeat = (seat: SeatRecord | undefined): boolean =>
  !!seat && (!!seat.computer || isComputerUser(seat.userId));

/**
 * What a move owes, as plain data (computed inside the move's write; `version` is the one it
 * writes). A DM's text is kept as message tokens with its seats as {seat:N}: delivery puts it into
 * its reader's language, then names the seats, then cuts it to fit (src/discord/outbox.ts); the
 * board image and the buttons are drawn at delivery. Undefined when
 * it owes nothing (no DM, nothing public changed): then nothing is saved or delivered.
 */
export function owedMessages(out: ActOutcome, version: number, note?: string): OutboxEntry | undefined {
  const { record } = out;
  const game = out.entry.game;
  const outOfTurn = (seat: number) =>
    game.pushPrompt ? !!game.pushPrompt(out.state, seat) : game.awaiting(out.state).length > 1;
  const publicEvents = out.events.filter(isPublic);
  // Each line in its reader's language later: tokens and {seat:N} as the rules wrote them.
  const publicLines = publicEvents.map((e) => e.text);
  // A secret asker is reached by DM only: never named in the channel, not even when the DM fails.
  const hidden = hiddenAskers(game, out.state);
  const dms: OutboxEntry['dms'] = [];
  const sameTurn = !!out.turn && out.turn.before === out.turn.after && !out.finished;
  record.seats.forEach((seat, s) => {
    // A computer player reads nothing: never DMed.
    if (s === out.seat || isComputerSeat(seat)) return;
    const news = out.events.filter((e) => isPrivateTo(e, s)).map((e) => `🔒 ${e.text}`);
    // Decisions outside the normal flow of turns, secret ones, and a window to respond just opened
    // are pushed with their buttons; the game's pushPrompt may keep a may-seat quiet (free to play
    // a card during every turn: a DM each turn would be spam) until something calls for its answer.
    // Inside the same turn the turn's message is edited, which pings nobody: a player newly asked
    // to decide there gets their buttons by DM (their notice; no extra public post).
    const prompt =
      (out.newlyAwaited.includes(s) && (outOfTurn(s) || hidden.includes(s) || sameTurn)) ||
      out.newlyPushedMay.includes(s);
    if (news.length === 0 && !prompt) return;
    // A pushed decision comes with what led to it: this move's public news (the newest lines).
    const context = prompt && publicLines.length ? lastLines(publicLines, 700) : '';
    const head = service('service.dm.head', { game: game.name, channel: `<#${record.channelId}>` });
    const text = [head, context, ...news].filter(Boolean).join('\n');
    dms.push({ seat: s, userId: seat.userId, text, prompt, hidden: hidden.includes(s) });
  });
  const changed = out.publicChanged || publicEvents.length > 0 || !!note;
  // DM failures are what could still make the channel speak (a note); without DMs, nothing to say.
  if (!changed && dms.length === 0) return undefined;
  return {
    // Unique per channel and game (a record's version only grows within one game's life).
    nonce: `${version.toString(36)}.${Date.parse(record.createdAt).toString(36)}`,
    version,
    at: out.at,
    dms,
    channel: {
      changed,
      over: out.finished,
      // Only what the public may know decides between editing and posting: a secret asker leaves no trace.
      awaited: [...publicWaiting(game, out.state).seats],
      newlyAwaited: out.newlyAwaited.filter((x) => !hidden.includes(x)),
      // Players facing a new decision are mentioned in the channel, also when its buttons came by DM
      // (never a computer player).
      mention: out.newlyAwaited.filter((s) => !isComputerSeat(record.seats[s])),
      events: publicEvents.map((e) => ({ text: e.text, to: 'public' as const, at: out.at })),
      ...(note ? { notes: [note] } : {}),
      ...(out.turn ? { turn: out.turn.after } : {}),
    },
  };
}
