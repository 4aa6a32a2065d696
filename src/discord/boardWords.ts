/**
 * Words for every image and `/game status text:true` (issue 21 §4): the game's words for its view
 * (GameDefinition.describe), with what the platform knows: whom the table waits for, as the public
 * may know it, and the newest public news. Public words come from the spectator view only.
 */
import { describeView, SUMMARY_MAX } from '../engine/describe.ts';
import { fillSeats } from '../engine/play.ts';
import { clip, clipWords } from '../engine/text.ts';
import type { GameEvent, Seat } from '../engine/types.ts';
import type { Table } from '../service/tables.ts';
import {
  caption,
  endLines,
  eventLine,
  isPublic,
  renderContext,
  renderOutcome,
  seatName,
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
export function turnWords(t: Table): string {
  const end = renderOutcome(t);
  if (end) return `Game over: ${end.headline}.`;
  const who = waitingWho(t);
  const what = caption(t);
  return `Waiting for ${who || 'the next decision'}${what ? `: ${what}` : ''}.`;
}

/** The newest public news, each as the channel read it. */
function newsLines(t: Table, news: News, count: number): string[] {
  return news
    .filter(isPublic)
    .slice(-count)
    .map((e) => plain(eventLine(t.record, e)));
}

const names = (t: Table) => (s: Seat) => seatName(t.record, s);

/** The spectator view in words, seats by name. */
function publicWords(t: Table): { summary: string; full: string[] } {
  const w = describeView(t.entry.game, t.entry.game.view(t.state, 'spectator'), 'spectator');
  return { summary: fillSeats(w.summary, names(t)), full: w.full.map((l) => fillSeats(l, names(t))) };
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
export function boardAlt(t: Table, news: News = t.record.events): string {
  const latest = newsLines(t, news, ALT_NEWS);
  const tail = latest.length ? `Just now: ${clipWords(latest.join(' '), NEWS_MAX)}` : '';
  return fit(`${t.entry.game.name} board. ${turnWords(t)}`, publicWords(t).summary, tail, ALT_MAX);
}

/** A seat's private picture's alt text: whose move, the seat's private lines (its hand), its view in words. Only ever sent to that seat. */
export function handAlt(t: Table, seat: Seat): string {
  const view = t.entry.game.view(t.state, seat);
  const r = t.entry.renderer;
  const mine = r.handText ? r.handText(view, { ...renderContext(t, seat), seat }) : [];
  const own = fillSeats(describeView(t.entry.game, view, seat).summary, names(t));
  const head = `${t.entry.game.name}: your private view, ${seatName(t.record, seat)}. ${turnWords(t)}`;
  const sentences = mine.map((l) => plain(/[.!?]$/.test(l) ? l : `${l}.`));
  return fit(head, [...sentences, own].filter(Boolean).join(' '), '', ALT_MAX);
}

/**
 * `/game status text:true`: the whole public board as text, in messages of at most 2,000
 * characters (split between lines; a single overlong line is cut): for screen readers and slow
 * connections, in place of the image.
 */
export function statusText(t: Table, notes: readonly string[] = []): string[] {
  const words = publicWords(t);
  const over = renderOutcome(t) !== undefined;
  const news = newsLines(t, t.record.events, STATUS_NEWS);
  const lines = [
    `**${t.entry.game.name}**: the board in words`,
    ...notes,
    over ? endLines(t) : `⏳ ${turnWords(t)}`,
    ...(words.full.length ? words.full : [words.summary]),
    ...(news.length ? ['**Latest:**', ...news.map((l) => `• ${l}`)] : []),
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
