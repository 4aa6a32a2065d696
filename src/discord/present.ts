import { type APIEmbed, AttachmentBuilder, ButtonStyle } from 'discord.js';
import type { RenderContext, RenderOutcome } from '../../renderers/types.ts';
import { type Locale, listToken, localize } from '../engine/messages.ts';
import { fillSeats } from '../engine/play.ts';
import type { GameEvent, LegalAction, Outcome, Seat } from '../engine/types.ts';
import { awaitedOrMay, canAct, mayActSeats, publicWaiting } from '../engine/waiting.ts';
import type { Images } from '../render/pool.ts';
import {
  type Away,
  type AwayOf,
  clockWords,
  deadlineOf,
  lapseOf,
  publicDeadlines,
  relativeTime,
  settingsOf,
} from '../service/clock.ts';
import { type Table, waitingNames } from '../service/tables.ts';
import { clip, lastLines } from '../service/text.ts';
import { eventLine, isPrivateTo, isPublic, seatName, tableLocale } from '../service/words.ts';
import { isComputerUser, type TableRecord } from '../store/record.ts';
import { boardAlt, handAlt } from './boardWords.ts';
import { button, buttonRow } from './buttons.ts';
import { keyTag } from './customId.ts';
import { inLocale } from './locale.ts';
import { bot } from './messages.ts';
import { describeChoices, groupRows, type Prompt, promptRows, type Row } from './prompt.ts';

/** A message body for discord.js: content, image, components and who may be pinged. */
export interface Payload {
  content: string;
  files?: AttachmentBuilder[];
  components?: Row[];
  /** Only help pages use embeds (more room than a message's 2000 characters). */
  embeds?: APIEmbed[];
  allowedMentions?: { users: string[] };
}

type StoredEvent = TableRecord['events'][number];

// The record's words (names, event lines) live with the table service; re-exported for the presentation's callers.
export { eventLine, isPrivateTo, isPublic, privateLines, seatName, seatNameAt, tableLocale } from '../service/words.ts';

/** A person is mentioned; a computer player (never pinged) is named in bold. */
const mention = (r: TableRecord, seat: Seat): string =>
  r.seats[seat] && !isComputer(r.seats[seat]) ? `<@${r.seats[seat].userId}>` : `**${seatName(r, seat)}**`;
const isComputer = (s: TableRecord['seats'][number]): boolean => !!s.computer || isComputerUser(s.userId);

const visibleTo = (e: StoredEvent, seat: Seat): boolean => isPublic(e) || isPrivateTo(e, seat);

/**
 * What a renderer is told besides the view: names, the seats to highlight (only those the public
 * may know of, so a secret asker is never highlighted), and how a finished game ended. A seat's
 * own picture (`own`) also highlights that seat when it is awaited, secret or not.
 */
export function renderContext(t: Table, own?: Seat, locale: Locale = tableLocale(t.record)): RenderContext {
  const seats = t.record.seats.map((s) => ({ name: s.name }));
  if (t.state === null) return { seats, awaiting: [], locale };
  const outcome = renderOutcome(t, locale);
  // Nobody is waited for once the game is over (a game the vote ended still has a decision open in its state).
  if (outcome) return { seats, awaiting: [], outcome, locale };
  const awaiting = [...publicWaiting(t.entry.game, t.state).seats];
  if (own !== undefined && !awaiting.includes(own) && t.entry.game.awaiting(t.state).includes(own)) awaiting.push(own);
  return { seats, awaiting, locale };
}

/**
 * The game's result: the rules' own, or for a game the players' vote ended (record.ended) the
 * standings it was ended with, as over. Every reader of a result (the end message, the board,
 * status, prompts, /hand, replay) takes it from here, so an ended game reads as over everywhere.
 */
export function outcomeOf(t: Table): Outcome {
  const e = t.record.ended;
  if (e) return { over: true, winners: e.winners, ...(e.team ? { team: e.team } : {}), summary: e.summary ?? [] };
  return t.state === null ? { over: false } : t.entry.game.outcome(t.state);
}

/** How the game ended, in words: the table together, the winners, or nobody; undefined while it goes on. */
export function renderOutcome(t: Table, locale: Locale = tableLocale(t.record)): RenderOutcome | undefined {
  if (t.state === null) return undefined;
  const o = outcomeOf(t);
  if (!o.over) return undefined;
  const name = (s: Seat) => seatName(t.record, s);
  const results = o.results ? { results: o.results.map((r) => fillSeats(localize(r, locale), name)) } : {};
  if (o.team)
    return {
      headline: localize(bot(o.team === 'won' ? 'bot.end.teamWon' : 'bot.end.teamLost'), locale),
      team: o.team,
      winners: [],
      ...results,
    };
  const winners = [...(o.winners ?? [])];
  const headline = localize(
    winners.length === 0
      ? bot('bot.end.nobody')
      : winners.length === 1
        ? bot('bot.end.wins', { who: name(winners[0]!) })
        : bot('bot.end.share', { who: listToken(winners.map(name)) }),
    locale,
  );
  return { headline, winners, ...results };
}

/** What the awaited seats are asked, from the public view (empty when the renderer has no caption). */
export function caption(t: Table, locale: Locale = tableLocale(t.record)): string {
  const r = t.entry.renderer;
  return t.state !== null && r.caption
    ? localize(r.caption(t.entry.game.view(t.state, 'spectator'), renderContext(t, undefined, locale)), locale)
    : '';
}

/**
 * The public board: drawn from the spectator view only (in the render pool); its alt text says
 * the position in words (src/discord/boardWords.ts), with `news` as what just changed.
 */
export async function boardImage(
  images: Images,
  t: Table,
  news?: Parameters<typeof boardAlt>[1],
  locale: Locale = tableLocale(t.record),
): Promise<AttachmentBuilder> {
  const png = await images.board(
    t.entry.rendererModule,
    t.entry.game.view(t.state, 'spectator'),
    renderContext(t, undefined, locale),
  );
  return new AttachmentBuilder(png, { name: 'board.png', description: boardAlt(t, news, locale) });
}

/** One seat's private picture, from that seat's view (in the render pool): only ever sent ephemerally or by DM. */
export async function handImage(images: Images, t: Table, seat: Seat, locale: Locale): Promise<AttachmentBuilder> {
  const png = await images.hand(t.entry.rendererModule, t.entry.game.view(t.state, seat), {
    ...renderContext(t, seat, locale),
    seat,
  });
  return new AttachmentBuilder(png, { name: 'hand.png', description: handAlt(t, seat, locale) });
}

const tableButtons = (channel: string, withTurn: boolean): Row =>
  buttonRow(
    ...(withTurn ? [button(bot('bot.button.turn'), { t: 'turn', channel }, ButtonStyle.Primary)] : []),
    button(bot('bot.button.hand'), { t: 'hand', channel }),
  );

/** The end of the game in words: the table together, the winners or nobody, each seat's result, the summary. */
export function endLines(t: Table, locale: Locale = tableLocale(t.record)): string {
  const o = outcomeOf(t);
  const end = renderOutcome(t, locale)!;
  const name = (s: Seat) => seatName(t.record, s);
  const head = end.team
    ? `${end.headline}.`
    : end.winners.length === 0
      ? bot('bot.end.nobodyLine')
      : bot('bot.end.winners', {
          n: end.winners.length,
          who: listToken(end.winners.map((s) => `**${name(s)}**`)),
        });
  const results = (end.results ?? []).map((r, s) => `• **${name(s)}**: ${r}`);
  const summary = (o.summary ?? []).map((l) => fillSeats(localize(l, locale), name));
  const over = bot(t.record.ended ? 'bot.end.overVoted' : 'bot.end.over');
  return localize([`🏁 ${over} ${head}`, ...results, ...summary].join('\n'), locale);
}

/**
 * Whom the table waits for, in public: only the seats the game lets the public know of (a secret
 * asker is neither named nor pinged), or the game's own words for a secret decision.
 */
function waitingLine(t: Table, ping?: readonly Seat[], awayOf?: AwayOf): { text: string; users: string[] } {
  const locale = tableLocale(t.record);
  if (outcomeOf(t).over) return { text: endLines(t, locale), users: [] };
  const shown = publicWaiting(t.entry.game, t.state);
  const notified = shown.seats.filter((s) => !ping || ping.includes(s));
  // Each publicly awaited seat with its own deadline (a secret asker's is never shown here).
  const deadlines = publicDeadlines(t, awayOf);
  const withDeadline = (s: Seat) => {
    const d = deadlines.get(s);
    return d === undefined ? mention(t.record, s) : `${mention(t.record, s)} (⏰ ${relativeTime(d)})`;
  };
  const who = [...shown.seats.map(withDeadline), ...(shown.text ? [localize(shown.text, locale)] : [])].join(', ');
  const what = caption(t, locale);
  const waiting = who ? bot('bot.waiting.for', { who }) : bot('bot.waiting.next');
  return {
    text: localize(`⏳ ${waiting}${what ? bot('bot.colon', { text: what }) : ''}`, locale),
    users: notified
      .map((s) => t.record.seats[s])
      .filter((x) => !!x && !isComputer(x))
      .map((x) => x!.userId),
  };
}

/** What a turn message says when its oldest lines do not fit: where they are told. */
export type EarlierLines = (n: number) => string;

/** Lines of the turn already shown and pushed out by newer ones: the history has them all (a token). */
export const earlierInLog: EarlierLines = (n) => `📜 ${bot('bot.earlier.log', { n })}`;
/** A move's long news was posted in full just above the turn message (a token). */
export const earlierAbove: EarlierLines = (n) => `📜 ${bot('bot.earlier.above', { n })}`;

/**
 * The newest lines that fit in `max` characters; when some do not, a line saying how many and
 * where they are told (never a bare "…": a cut header reads as lost news).
 */
export function newestLines(
  lines: readonly string[],
  max: number,
  earlierAs: EarlierLines = earlierInLog,
  locale: Locale = 'en',
): { text: string; dropped: number } {
  // Measured in the words the channel reads.
  const earlier = (n: number) => localize(earlierAs(n), locale);
  const out: string[] = [];
  let size = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    // Room is kept for the marker line whenever older lines remain.
    const marker = i > 0 ? earlier(i).length + 1 : 0;
    if (size + line.length + 1 + marker > max) {
      out.unshift(earlier(i + 1));
      return { text: out.join('\n'), dropped: i + 1 };
    }
    out.unshift(line);
    size += line.length + 1;
  }
  return { text: out.join('\n'), dropped: 0 };
}

/** The parts of a public update around its news lines: the game's name above, notes and the waiting line below. */
function frame(t: Table, notes: readonly string[], ping?: readonly Seat[], awayOf?: AwayOf) {
  const locale = tableLocale(t.record);
  const wait = waitingLine(t, ping, awayOf);
  const head = `**${localize(t.entry.game.name, locale)}**`;
  const tail = localize([...notes, wait.text].join('\n'), locale);
  return { wait, head, tail, room: 2000 - head.length - tail.length - 8 };
}

/** Whether `lines` fit whole in a public update of this table (with these notes): else they are long news, told in a follow-up. */
export function fitsPublicUpdate(
  t: Table,
  lines: readonly string[],
  notes: readonly string[] = [],
  awayOf?: AwayOf,
): boolean {
  const { room } = frame(t, notes, [], awayOf);
  return lines.reduce((n, l) => n + l.length + 1, 0) <= room;
}

/**
 * The one public message after a change: public events, the fresh board, and whom the table waits
 * for, each with their deadline. Every awaited player is named; only those in `ping` (all of them
 * by default) are notified, so a player who is still busy with their own turn is not pinged at
 * each of their clicks. `awayOf` (the awaited players' /away periods) pauses their deadlines.
 * Lines that do not fit are counted, and `earlier` says where they are told.
 */
export async function publicUpdate(
  images: Images,
  t: Table,
  events: readonly { text: string; to: GameEvent['to'] }[],
  notes: readonly string[] = [],
  ping?: readonly Seat[],
  awayOf?: AwayOf,
  earlier?: EarlierLines,
): Promise<Payload> {
  const locale = tableLocale(t.record);
  const lines = events.filter(isPublic).map((e) => eventLine(t.record, e, locale));
  const { wait, head, tail, room } = frame(t, notes, ping, awayOf);
  const body = newestLines(lines, room, earlier, locale).text;
  const over = outcomeOf(t).over;
  return inLocale(
    {
      content: clip([head, body, tail].filter(Boolean).join('\n'), 2000),
      // The news of this message is what just changed; /game status (no news) tells the record's newest.
      files: [await boardImage(images, t, events.some(isPublic) ? events : undefined)],
      components: [tableButtons(t.record.channelId, !over)],
      allowedMentions: { users: wait.users },
    },
    locale,
  );
}

/** Discord's room for text in one message: its content, each embed's description, all together. */
const CONTENT_MAX = 2000;
const EMBED_MAX = 4096;
const MESSAGE_TEXT_MAX = 6000;

/**
 * Long news told whole: the lines in as few messages as they take, split at line boundaries (the
 * first part as the message's text, the rest in embeds beneath it), never cut. A single line longer
 * than a message is the only thing ever clipped.
 */
export function newsPayloads(titleAs: string, linesAs: readonly string[], locale: Locale): Payload[] {
  const title = localize(titleAs, locale);
  const lines = linesAs.map((l) => localize(l, locale));
  const continued = localize(bot('bot.news.continued', { title }), locale);
  const out: Payload[] = [];
  const head = (n: number) => (n ? continued : title);
  let content: string[] = [];
  let embeds: string[][] = [];
  let part: string[] = [];
  let used = 0;
  const size = (xs: readonly string[]) => xs.reduce((n, l) => n + l.length + 1, 0);
  const flush = () => {
    if (part.length) embeds.push(part);
    if (content.length || embeds.length) {
      out.push({
        content: [head(out.length), ...content].join('\n'),
        ...(embeds.length ? { embeds: embeds.map((e) => ({ description: e.join('\n') })) } : {}),
        allowedMentions: { users: [] },
      });
    }
    content = [];
    embeds = [];
    part = [];
    used = 0;
  };
  for (const raw of lines) {
    const line = clip(raw, CONTENT_MAX - title.length - 20);
    const cost = line.length + 1;
    if (!used) used = head(out.length).length + 1;
    if (used + cost > MESSAGE_TEXT_MAX - 20) {
      flush();
      used = head(out.length).length + 1;
    }
    if (!embeds.length && !part.length && used + cost <= CONTENT_MAX) content.push(line);
    else {
      if (size(part) + cost > EMBED_MAX) {
        embeds.push(part);
        part = [];
        if (embeds.length >= 10) {
          flush();
          used = head(out.length).length + 1;
        }
      }
      part.push(line);
    }
    used += cost;
  }
  flush();
  return out;
}

/** Labels and details may name seats as {seat:N}; players read names. */
export function namedActions(t: Table, legal: readonly LegalAction[], locale: Locale): LegalAction[] {
  const name = (x: number) => seatName(t.record, x);
  const fill = (x: string | undefined) => (x === undefined ? undefined : fillSeats(localize(x, locale), name));
  return legal.map((a) => ({
    ...a,
    label: fillSeats(localize(a.label, locale), name),
    ...(a.detail ? { detail: fill(a.detail) } : {}),
    ...(a.group ? { group: fill(a.group) } : {}),
    ...(a.groupDetail ? { groupDetail: fill(a.groupDetail) } : {}),
  }));
}

/** Whom the table waits for, by name (no mention), as the public may know it: for private answers to anyone. */
export function waitingFor(t: Table): string {
  if (t.state === null || outcomeOf(t).over) return bot('bot.over');
  const who = waitingWho(t);
  return who ? bot('bot.waiting.sentence', { who }) : '';
}

/** "ann, bo", or the game's words for a secret decision: whom the table waits for as the public may know it. */
export function waitingWho(t: Table): string {
  return t.state === null ? '' : waitingNames(t.entry, t.record, t.state);
}

/** Choices this seat cannot take now, each with why (of one kind, and with a label that fits, when asked): shown under the choices, never as buttons. */
export function unavailableLines(
  t: Table,
  seat: Seat,
  locale: Locale,
  kind?: string,
  labelFits?: (label: string) => boolean,
): string[] {
  const g = t.entry.game;
  if (t.state === null || !g.unavailable) return [];
  const name = (x: number) => seatName(t.record, x);
  // Choices blocked for the same reason share one line ("Work, Recruit an Agent: place your Director first").
  const byReason = new Map<string, string[]>();
  for (const u of g.unavailable(t.state, seat)) {
    if (kind !== undefined && u.kind !== kind) continue;
    const reason = fillSeats(localize(u.reason, locale), name);
    const labels = byReason.get(reason) ?? [];
    const label = fillSeats(localize(u.label, locale), name);
    if (labelFits && !labelFits(label)) continue;
    if (!labels.includes(label)) labels.push(label);
    byReason.set(reason, labels);
  }
  return [...byReason].map(([reason, labels]) => `${labels.join(', ')}: ${reason}`);
}

/** The slash subcommands that reach choices of these kinds (or the game's command itself). */
function commandsFor(t: Table, kinds: readonly string[]): string {
  const name = t.entry.commands.name;
  const subs = [...new Set(kinds.map((k) => t.entry.commands.subcommands.find((s) => s.kind === k)?.name))];
  if (subs.some((x) => x === undefined)) return `/${name}`;
  return subs.map((x) => `/${name} ${x}`).join(', ');
}

/** "⏰ Your deadline: in 3 days": an awaited seat's own deadline, for its private prompt ('' without one). */
export function deadlineLine(t: Table, seat: Seat, away?: Away | null): string {
  const d = deadlineOf(t, seat, away);
  if (d === null) return '';
  const paused = d !== deadlineOf(t, seat, null);
  return `⏰ ${bot(paused ? 'bot.deadline.paused' : 'bot.deadline', {
    when: relativeTime(d),
    date: `<t:${Math.floor(d / 1000)}:f>`,
    clock: clockWords(settingsOf(t.record).clockMs),
  })}`;
}

/**
 * "⏳ Closes in 2 hours (then you pass).": when the seat's decision answers itself by the game's
 * own time limit, and with what ('' without one, or when that choice is not among `legal`).
 */
export function lapseLine(t: Table, seat: Seat, legal: readonly LegalAction[], locale: Locale): string {
  const lapse = lapseOf(t, seat);
  const chosen = lapse && legal.find((a) => a.key === lapse.key);
  if (!lapse || !chosen) return '';
  const label = localize(chosen.label, locale);
  // In English "Pass" reads "then you pass"; a label that does not start as a plain word is quoted (always in French).
  const verb = locale === 'en' && /^[A-Z][a-z]+(\s|$)/.test(label);
  return `⏳ ${bot(verb ? 'bot.lapse.verb' : 'bot.lapse.label', {
    when: relativeTime(lapse.at),
    label: verb ? `${label[0]!.toLowerCase()}${label.slice(1)}` : label,
  })}`;
}

/**
 * A seat's choices as buttons/selects with a line per choice saying what it costs and does, and
 * the seat's deadline when it is awaited (`away`: its /away period, which pauses the clock).
 */
export function promptPayload(
  t: Table,
  seat: Seat,
  locale: Locale,
  introAs: string,
  extraRows: Row[] = [],
  away?: Away | null,
): Payload {
  let intro = localize(introAs, locale);
  const say = (text: string) => localize(text, locale);
  if (t.state === null || outcomeOf(t).over || !canAct(t.entry.game, t.state, seat)) {
    return {
      content: clip(`${intro}\n${say(bot('bot.prompt.nothing', { waiting: waitingFor(t) }))}`.trim(), 2000),
      components: extraRows,
    };
  }
  // A seat that may respond is not waited for: say so, so it knows it can also let the moment pass.
  if (mayActSeats(t.entry.game, t.state).includes(seat))
    intro = `${intro}\n${say(bot('bot.prompt.mayRespond'))}`.trim();
  // A seat with only choices open at any time (trading) is not waited for either.
  else if (!awaitedOrMay(t.entry.game, t.state, seat)) intro = `${intro}\n${say(bot('bot.prompt.anyTime'))}`.trim();
  const legal = namedActions(t, t.entry.game.legalActions(t.state, seat), locale);
  const due = [deadlineLine(t, seat, away), lapseLine(t, seat, legal, locale)].filter(Boolean).map(say).join('\n');
  if (due) intro = `${intro}\n${due}`.trim();
  const blocked = unavailableLines(t, seat, locale);
  const notNow = blocked.length
    ? `\n${clip(say(bot('bot.prompt.notAvailable', { list: blocked.join('; ') })), 400)}`
    : '';
  const prompt = promptRows(t.record.channelId, seat, t.record.stamps[seat] ?? 0, legal, 5 - extraRows.length, locale);
  const rows = [...prompt.rows, ...extraRows];
  const more =
    prompt.hidden > 0
      ? `\n${say(bot('bot.prompt.more', { n: prompt.hidden, commands: commandsFor(t, prompt.hiddenKinds) }))}`
      : '';
  return {
    content: clip(
      `${intro}\n${choicesText(legal, prompt, 1700 - intro.length - notNow.length, locale)}${notNow}${more}`.trim(),
      2000,
    ),
    components: rows,
  };
}

/** "Your choices:" and the lines the controls need beside them (each choice said once). */
function choicesText(legal: readonly LegalAction[], prompt: Prompt, max: number, locale: Locale): string {
  const lines = describeChoices(legal, max, prompt, locale);
  return localize(lines ? `${bot('bot.prompt.choices')}\n${lines}` : bot('bot.prompt.choicesBelow'), locale);
}

/**
 * The second step of a two-step pick: the choices of the group that the seat's choice at `index`
 * is in, as a private prompt (null when that choice is no longer the one with key tag `tag`, or
 * the seat's stamp moved on since the pick of groups was shown).
 */
export function groupPayload(
  t: Table,
  seat: Seat,
  stamp: number,
  index: number,
  tag: string,
  locale: Locale,
): Payload | null {
  if (t.state === null || (t.record.stamps[seat] ?? 0) !== stamp || !canAct(t.entry.game, t.state, seat)) return null;
  const legal = namedActions(t, t.entry.game.legalActions(t.state, seat), locale);
  const chosen = legal[index];
  if (!chosen?.group || keyTag(chosen.key) !== tag) return null;
  const prompt = groupRows(t.record.channelId, seat, stamp, legal, index, locale);
  return {
    content: clip(`**${chosen.group}**\n${choicesText(legal, prompt, 1700, locale)}`, 2000),
    components: prompt.rows,
  };
}

/** /hand: the seat's private picture, recent news it may see, its choices, and a refresh button. */
export async function handPayload(
  images: Images,
  t: Table,
  seat: Seat,
  locale: Locale,
  away?: Away | null,
): Promise<Payload & { files: AttachmentBuilder[] }> {
  const recent = t.record.events
    .filter((e) => visibleTo(e, seat))
    .slice(-8)
    .map((e) => (isPublic(e) ? eventLine(t.record, e, locale) : `🔒 ${eventLine(t.record, e, locale)}`));
  const r = t.entry.renderer;
  const mine = r.handText
    ? r
        .handText(t.entry.game.view(t.state, seat), { ...renderContext(t, seat, locale), seat })
        .map((l) => localize(l, locale))
    : [];
  const intro = [
    localize(bot('bot.hand.intro', { game: t.entry.game.name, name: seatName(t.record, seat) }), locale),
    mine.length ? clip(mine.join('\n'), 700) : '',
    recent.length ? lastLines(recent, 500) : '',
  ]
    .filter(Boolean)
    .join('\n');
  const refresh = buttonRow(
    button(localize(bot('bot.button.refresh'), locale), { t: 'hand', channel: t.record.channelId }),
  );
  const body = promptPayload(t, seat, locale, intro, [refresh], away);
  return { ...body, files: [await handImage(images, t, seat, locale)] };
}

/** The lobby's message, in the table's language. */
export function lobbyPayload(r: TableRecord, gameName: string, minSeats: number, maxSeats: number, note = ''): Payload {
  const locale = tableLocale(r);
  const seats = r.seats
    .map(
      (s, i) =>
        `${i + 1}. ${isComputer(s) ? '🤖 ' : ''}${s.name}${s.userId === r.hostId ? ` ${bot('bot.lobby.host')}` : ''}`,
    )
    .join('\n');
  const options = [
    ...Object.entries(r.options).map(([k, v]) => `\`${k}=${String(v)}\``),
    bot('bot.lobby.clock', { clock: clockWords(settingsOf(r).clockMs) }),
  ].join(', ');
  const open = r.status === 'lobby';
  const started = r.status === 'playing' || r.status === 'finished' || (r.state !== null && r.state !== undefined);
  // A lobby closed before the start (aborted, or its last person left): not "closed with 1 player".
  const closed = r.seats.some((s) => !isComputer(s)) ? bot('bot.lobby.closed') : bot('bot.lobby.closedEmpty');
  const how = open
    ? bot('bot.lobby.open', { n: r.seats.length, max: maxSeats, min: minSeats })
    : started
      ? bot('bot.lobby.started', { n: r.seats.length })
      : closed;
  const content = [
    note,
    `**${gameName}**: ${how}${options ? ` · ${options}` : ''}`,
    seats,
    open ? bot('bot.lobby.join', { host: `<@${r.hostId}>` }) : '',
  ]
    .filter(Boolean)
    .join('\n');
  const channel = r.channelId;
  const full = r.seats.length >= maxSeats;
  const say = (key: Parameters<typeof bot>[0]) => localize(bot(key), locale);
  return {
    content: clip(localize(content, locale), 2000),
    components: open
      ? [
          buttonRow(
            // A full table's Join is shown disabled, so nobody presses it to be refused.
            button(say(full ? 'bot.button.full' : 'bot.button.join'), { t: 'join', channel }, ButtonStyle.Success, {
              disabled: full,
            }),
            button(say('bot.button.leave'), { t: 'leave', channel }),
            button(say('bot.button.start'), { t: 'start', channel }, ButtonStyle.Primary),
            // One person can practise alone: the host fills seats with computer players.
            button(say('bot.button.addComputer'), { t: 'bot', channel }, undefined, { disabled: full }),
          ),
        ]
      : [],
    allowedMentions: { users: [] },
  };
}
