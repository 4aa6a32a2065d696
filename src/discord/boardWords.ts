/**
 * Words for every image and `/game status text:true` (issue 21 §4): the game's words for its view
 * (GameDefinition.describe), with what the platform knows: whom the table waits for, as the public
 * may know it, and the newest public news. Public words come from the spectator view only.
 */
import { describeView, SUMMARY_MAX } from '../engine/describe.ts';
import { type Locale, localize } from '../engine/messages.ts';
import { fillSeats } from '../engine/play.ts';
import { clip, clipWords } from '../engine/text.ts';
import type { GameEvent, Seat } from '../engine/types.ts';
import type { Table } from '../service/tables.ts';
import { bot } from './messages.ts';
import {
  caption,
  endLines,
  eventLine,
  isPublic,
  renderContext,
  renderOutcome,
  seatName,
  tableLocale,
  waitingWho,
} from './present.ts';

/** Discord's limit on an attachment's description. */
export const ALT_MAX = 1024;
/** Room for the newest news in alt text; the standing gets the rest. */
const NEWS_MAX = 300;
/** Public news lines in alt text, and in the status text. */
const ALT_NEWS = 3;
const STATUS_NEWS = 8;
const MESSAGE_MAX = 2000;

type News = readonly { text: string; to: GameEvent['to']; at?: string }[];

/** Markdown marks read aloud as noise: the words without bold, italics or code marks. */
const plain = (text: string): string => text.replace(/\*\*|__|`/g, '');

/** Whose move and what it is, or how the game ended: a sentence. */
export function turnWords(t: Table, locale: Locale = tableLocale(t.record)): string {
  const end = renderOutcome(t, locale);
  if (end) return localize(bot('bot.words.over', { headline: end.headline }), locale);
  const who = localize(waitingWho(t), locale);
  const what = caption(t, locale);
  const waiting = who ? bot('bot.waiting.for', { who }) : bot('bot.waiting.next');
  return localize(`${waiting}${what ? bot('bot.colon', { text: what }) : ''}.`, locale);
}

/** The newest public news, each as the channel read it. */
function newsLines(t: Table, news: News, count: number, locale: Locale): string[] {
  return news
    .filter(isPublic)
    .slice(-count)
    .map((e) => plain(eventLine(t.record, e, locale)));
}

const names = (t: Table) => (s: Seat) => seatName(t.record, s);

/** The spectator view in words, seats by name. */
function publicWords(t: Table, locale: Locale): { summary: string; full: string[] } {
  const w = describeView(t.entry.game, t.entry.game.view(t.state, 'spectator'), 'spectator');
  const words = (l: string) => fillSeats(localize(l, locale), names(t));
  return { summary: words(w.summary), full: w.full.map(words) };
}

/** Fits the parts in `max`: the fixed ones whole (clipped last), `rest` in what room they leave. */
function fit(head: string, rest: string, tail: string, max: number): string {
  const room = max - head.length - tail.length - 2;
  const middle = room > 20 ? clipWords(rest, Math.min(room, SUMMARY_MAX)) : '';
  return clipWords([head, middle, tail].filter(Boolean).join(' '), max);
}

/**
 * A public board's alt text: the game, whose move and what it is, the standing and key position
 * (the game's words for the spectator view), and what just changed (`news`: by default the
 * record's newest public events). At most 1,024 characters, cut at a word.
 */
export function boardAlt(t: Table, news: News = t.record.events, locale: Locale = tableLocale(t.record)): string {
  const say = (text: string) => localize(text, locale);
  const latest = newsLines(t, news, ALT_NEWS, locale);
  const tail = latest.length ? say(bot('bot.words.justNow', { news: clipWords(latest.join(' '), NEWS_MAX) })) : '';
  const head = say(bot('bot.words.board', { game: t.entry.game.name, turn: turnWords(t, locale) }));
  return fit(head, publicWords(t, locale).summary, tail, ALT_MAX);
}

/** A seat's private picture's alt text: whose move, the seat's private lines (its hand), its view in words. Only ever sent to that seat. */
export function handAlt(t: Table, seat: Seat, locale: Locale): string {
  const view = t.entry.game.view(t.state, seat);
  const r = t.entry.renderer;
  const mine = r.handText
    ? r.handText(view, { ...renderContext(t, seat, locale), seat }).map((l) => localize(l, locale))
    : [];
  const own = fillSeats(localize(describeView(t.entry.game, view, seat).summary, locale), names(t));
  const head = localize(
    bot('bot.words.hand', { game: t.entry.game.name, name: seatName(t.record, seat), turn: turnWords(t, locale) }),
    locale,
  );
  const sentences = mine.map((l) => plain(/[.!?]$/.test(l) ? l : `${l}.`));
  return fit(head, [...sentences, own].filter(Boolean).join(' '), '', ALT_MAX);
}

/**
 * `/game status text:true`: the whole public board as text, in messages of at most 2,000
 * characters (split between lines; a single overlong line is cut): for screen readers and slow
 * connections, in place of the image.
 */
export function statusText(t: Table, notes: readonly string[], locale: Locale): string[] {
  const say = (text: string) => localize(text, locale);
  const words = publicWords(t, locale);
  const over = renderOutcome(t, locale) !== undefined;
  const news = newsLines(t, t.record.events, STATUS_NEWS, locale);
  const lines = [
    say(bot('bot.words.status', { game: t.entry.game.name })),
    ...notes.map(say),
    over ? endLines(t, locale) : `⏳ ${turnWords(t, locale)}`,
    ...(words.full.length ? words.full : [words.summary]),
    ...(news.length ? [say(bot('bot.words.latest')), ...news.map((l) => `• ${l}`)] : []),
  ];
  return splitMessages(lines, MESSAGE_MAX);
}

/** Lines joined into messages of at most `max` characters, never splitting a line that fits. */
export function splitMessages(lines: readonly string[], max: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (const raw of lines.flatMap((l) => l.split('\n'))) {
    const line = clip(raw, max);
    if (cur && cur.length + 1 + line.length > max) {
      out.push(cur);
      cur = '';
    }
    cur = cur ? `${cur}\n${line}` : line;
  }
  if (cur) out.push(cur);
  return out;
}
