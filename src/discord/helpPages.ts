import type { APIEmbed } from 'discord.js';
import { type Locale, localize } from '../engine/messages.ts';
import type { HelpTopic } from '../engine/types.ts';
import type { GameEntry, Registry } from '../registry.ts';
import { clip } from '../service/text.ts';
import { bot } from './messages.ts';
import { plat } from './platform.messages.ts';

/**
 * `/game help`: what its options name (a game, one of its topics) and the pages it answers with.
 * Pure over the registry, so every documented form (README.md, the platform help) can be checked
 * without Discord: `game:na topic:rulings`, `topic:na`, `topic:New Angeles`, `topic:na:rulings`,
 * and a topic alone (`topic:rulings`) when only one game has it.
 */

/** Discord's limits on one message: content, embeds, one embed's description, all embeds' text. */
const CONTENT_MAX = 2000;
const EMBEDS_MAX = 10;
const DESCRIPTION_MAX = 4096;
const EMBED_TOTAL_MAX = 6000;

export type HelpAnswer =
  | { readonly kind: 'platform' }
  | { readonly kind: 'game'; readonly entry: GameEntry }
  | { readonly kind: 'topic'; readonly entry: GameEntry; readonly topic: HelpTopic }
  | { readonly kind: 'refused'; readonly text: string };

/** A game by its id, its name or its command ("spy", "I, Spy", "ispy"), in any case. */
export function gameNamed(registry: Registry, text: string): GameEntry | undefined {
  const t = text.trim().toLowerCase();
  const named = (same: (n: string) => boolean) =>
    registry.all().find((e) => [e.game.id, e.game.name, e.commands.name].some(same));
  // Letters and digits only as a last resort: "ispy" names I, Spy and "newangeles" New Angeles, written without punctuation or spaces.
  const bare = (n: string) => n.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  return (
    registry.get(t) ?? named((n) => n.toLowerCase() === t) ?? (bare(t) ? named((n) => bare(n) === bare(t)) : undefined)
  );
}

const topicOf = (entry: GameEntry, name: string): HelpTopic | undefined => {
  const n = name.trim().toLowerCase();
  return entry.game.help.find((h) => h.name.toLowerCase() === n);
};

/** What `/game help [game] [topic]` asks for, or why it names nothing. */
export function resolveHelp(registry: Registry, game: string | null, topic: string | null): HelpAnswer {
  const said = (s: string) => s.trim().slice(0, 60);
  if (game !== null) {
    const entry = gameNamed(registry, game);
    if (!entry)
      return {
        kind: 'refused',
        text: plat('plat.help.noGame', {
          game: said(game),
          list: registry
            .all()
            .map((e) => `\`${e.game.id}\``)
            .join(', '),
        }),
      };
    if (topic === null || gameNamed(registry, topic) === entry) return { kind: 'game', entry };
    // "na:rulings" with game:na is the same topic; another game's prefix is a mix-up.
    const [prefix, rest] = splitTopic(topic);
    if (rest !== undefined && prefix.toLowerCase() === entry.game.id && !topicOf(entry, topic))
      return resolveHelp(registry, game, rest);
    const h = topicOf(entry, topic);
    if (h) return { kind: 'topic', entry, topic: h };
    return {
      kind: 'refused',
      text: plat('plat.help.noTopicOf', { game: entry.game.name, topic: said(topic), id: entry.game.id }),
    };
  }
  if (topic === null) return { kind: 'platform' };
  const named = gameNamed(registry, topic);
  if (named) return { kind: 'game', entry: named };
  const [prefix, rest] = splitTopic(topic);
  const owner = rest === undefined ? undefined : gameNamed(registry, prefix);
  if (owner) return resolveHelp(registry, owner.game.id, rest!);
  const owners = registry.all().filter((e) => topicOf(e, topic));
  if (owners.length === 1) return { kind: 'topic', entry: owners[0]!, topic: topicOf(owners[0]!, topic)! };
  if (owners.length > 1)
    return {
      kind: 'refused',
      text: plat('plat.help.several', {
        topic: said(topic),
        list: owners.map((e) => `\`/game help game:${e.game.id} topic:${topicOf(e, topic)!.name}\``).join(', '),
      }),
    };
  return {
    kind: 'refused',
    text: plat('plat.help.noTopic', { topic: said(topic) }),
  };
}

/** "na:rulings" → ["na", "rulings"]; a name without a colon → [name, undefined]. */
function splitTopic(topic: string): [string, string | undefined] {
  const at = topic.indexOf(':');
  return at < 0 ? [topic.trim(), undefined] : [topic.slice(0, at).trim(), topic.slice(at + 1).trim()];
}

/** A topic page: its text, and where it goes on when the game split it ("rulings" → "rulings-2"). */
export function topicPage(entry: GameEntry, topic: HelpTopic, locale: Locale = 'en'): string {
  const m = /^(.*?)(?:-(\d+))?$/.exec(topic.name)!;
  const next = `${m[1]}-${Number(m[2] ?? 1) + 1}`;
  const more = entry.game.help.some((h) => h.name === next)
    ? `\n*${localize(bot('bot.help.continued', { game: entry.game.id, next }), locale)}*`
    : '';
  // In the reader's words first, then measured (French runs longer).
  const page = localize(`**${entry.game.name}: ${topic.name}**\n${topic.text}`, locale);
  return `${clip(page, CONTENT_MAX - more.length)}${more}`;
}

/** One message of a game's help: text and embeds within Discord's limits. */
export interface HelpMessage {
  readonly content: string;
  readonly embeds: APIEmbed[];
}

/** "2-4 players", "1 player", "1-4 players". */
export const players = (min: number, max: number): string =>
  min === max ? bot('bot.help.players', { n: min }) : bot('bot.help.playersRange', { min, max });

/**
 * A game's help: what it is, its options (never cut: they are what /game new needs), how to open
 * a topic; then its commands and every topic by name, in embeds, as many messages as they take.
 */
export function gamePages(entry: GameEntry, locale: Locale = 'en'): HelpMessage[] {
  const { game } = entry;
  const say = (text: string) => localize(text, locale);
  const options = Object.entries(game.optionHelp ?? {}).map(([k, v]) => `• \`${k}=…\`: ${say(v)}`);
  const head = say(
    [
      `**${game.name}** (\`${game.id}\`, ${players(game.minSeats, game.maxSeats)}): ${game.summary}`,
      ...(options.length ? [bot('bot.help.options', { game: game.id }), ...options] : []),
      bot('bot.help.topics', { game: game.id }),
    ].join('\n'),
  );
  const subs = entry.commands.subcommands.map((s) => say(`\`/${entry.commands.name} ${s.name}\`: ${s.description}`));
  const embeds = [
    ...embedsOf(say(bot('bot.help.commandsTitle')), subs, locale),
    ...embedsOf(say(bot('bot.help.topicsTitle')), topicLines(game.help.map((h) => h.name)), locale),
  ];
  return pack(clip(head, CONTENT_MAX), embeds);
}

/**
 * Topic names, short: a numbered continuation folds into its first page ("`rulings` (to
 * `rulings-5`)"); three or more sharing a prefix make one line ("`card-<name>`: evade, …").
 */
export function topicLines(names: readonly string[]): string[] {
  const set = new Set(names);
  const last = new Map<string, string>();
  const firsts: string[] = [];
  for (const n of names) {
    const m = /^(.*)-(\d+)$/.exec(n);
    if (m && set.has(m[1]!)) last.set(m[1]!, n);
    else firsts.push(n);
  }
  const prefixOf = (n: string) => (n.includes('-') ? n.slice(0, n.indexOf('-')) : undefined);
  const count = new Map<string, number>();
  for (const n of firsts) {
    const p = prefixOf(n);
    if (p) count.set(p, (count.get(p) ?? 0) + 1);
  }
  const grouped = (n: string) => {
    const p = prefixOf(n);
    return p !== undefined && (count.get(p) ?? 0) >= 3;
  };
  const shown = (n: string) => `\`${n}\`${last.has(n) ? ` (to \`${last.get(n)}\`)` : ''}`;
  const lines = [
    firsts
      .filter((n) => !grouped(n))
      .map(shown)
      .join(', '),
  ];
  const seen = new Set<string>();
  for (const n of firsts.filter(grouped)) {
    const p = prefixOf(n)!;
    if (seen.has(p)) continue;
    seen.add(p);
    const members = firsts.filter((x) => prefixOf(x) === p);
    lines.push(
      `• \`${p}-<name>\`: ${members.map((x) => `${x.slice(p.length + 1)}${last.has(x) ? ` (to \`${last.get(x)}\`)` : ''}`).join(', ')}`,
    );
  }
  return lines.filter(Boolean);
}

/** Lines as embeds of one title, each description within Discord's limit (a single overlong line cut). */
function embedsOf(title: string, lines: readonly string[], locale: Locale): APIEmbed[] {
  const out: APIEmbed[] = [];
  let cur = '';
  const continued = localize(bot('bot.news.continued', { title }), locale);
  const flush = () => {
    if (cur) out.push({ title: out.length ? continued : title, description: cur });
    cur = '';
  };
  for (const raw of lines) {
    const line = clip(raw, DESCRIPTION_MAX);
    if (cur && cur.length + 1 + line.length > DESCRIPTION_MAX) flush();
    cur = cur ? `${cur}\n${line}` : line;
  }
  flush();
  return out;
}

const embedSize = (e: APIEmbed): number => (e.title?.length ?? 0) + (e.description?.length ?? 0);

/** Embeds into messages: at most 10 and 6000 characters of embed text each; the text on the first. */
function pack(content: string, embeds: readonly APIEmbed[]): HelpMessage[] {
  const out: HelpMessage[] = [];
  let cur: APIEmbed[] = [];
  let size = 0;
  const flush = () => {
    if (cur.length || !out.length) out.push({ content: out.length ? '' : content, embeds: cur });
    cur = [];
    size = 0;
  };
  for (const e of embeds) {
    if (cur.length && (cur.length >= EMBEDS_MAX || size + embedSize(e) > EMBED_TOTAL_MAX)) flush();
    cur.push(e);
    size += embedSize(e);
  }
  flush();
  return out;
}

/** Autocomplete for `topic`: the chosen game's topics (and the game itself), else every game and topic. */
export function topicChoices(
  registry: Registry,
  game: string | null,
  typed: string,
  locale: Locale = 'en',
): { name: string; value: string }[] {
  const entry = game ? gameNamed(registry, game) : undefined;
  const all = (
    entry
      ? [
          { name: bot('bot.help.allTopics', { game: entry.game.name }), value: entry.game.id },
          ...entry.game.help.map((h) => ({ name: h.name, value: h.name })),
        ]
      : registry
          .all()
          .flatMap((e) => [
            { name: e.game.name, value: e.game.id },
            ...e.game.help.map((h) => ({ name: `${e.game.name}: ${h.name}`, value: `${e.game.id}:${h.name}` })),
          ])
  ).map((c) => ({ ...c, name: localize(c.name, locale) }));
  const t = typed.trim().toLowerCase();
  return all
    .filter((c) => c.name.toLowerCase().includes(t) || c.value.toLowerCase().includes(t))
    .slice(0, 25)
    .map((c) => ({ name: clip(c.name, 100), value: c.value.slice(0, 100) }));
}
