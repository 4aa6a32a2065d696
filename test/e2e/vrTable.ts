/**
 * Helpers for Virtual Revolution tables in the Discord double: a started game, its state, the
 * clickable choices of a prompt, and what the bot posted in the channel (with its allowed mentions,
 * which the double does not keep).
 */

import { MessageFlag } from '../../src/double/index.ts';
import type { DoubleMessage, Interaction } from '../../src/double/types.ts';
import { GAMES } from '../../src/games/index.ts';
import type { VrState } from '../../src/games/vr/state.ts';
import { loadTable, openGame, type World } from './harness.ts';

export const vrEntry = GAMES.find((g) => g.game.id === 'vr')!;

export async function vrState(w: World): Promise<{ state: VrState; version: number; stamps: number[] }> {
  const { state, record } = await loadTable<VrState>(w);
  return { state, version: record.version, stamps: [...record.stamps] };
}

/** Opens and starts a game for `users` (the first one hosts). */
export const startVr = (w: World, users: readonly string[]): Promise<void> => openGame(w, users, { game: 'vr' });

/** Every clickable choice on a prompt: [customId, select value or undefined]. */
export function choicesOn(m: DoubleMessage): [string, string | undefined][] {
  const out: [string, string | undefined][] = [];
  for (const row of m.components as {
    components: { type: number; custom_id: string; options?: { value: string }[] }[];
  }[]) {
    for (const c of row.components) {
      if (!c.custom_id.startsWith('act:') && !c.custom_id.startsWith('pick:')) continue;
      if (c.type === 3) for (const o of c.options ?? []) out.push([c.custom_id, o.value]);
      else out.push([c.custom_id, undefined]);
    }
  }
  return out;
}

/**
 * A clickable entry of a prompt: a button, a menu option, or a group of a two-step pick
 * (`group`: selecting it answers with the group's own controls).
 */
export interface Entry {
  message: DoubleMessage;
  id: string;
  value?: string;
  group?: true;
}

/** Every entry of a prompt, the groups of a two-step pick among them (not yet opened). */
export function entriesOn(m: DoubleMessage): Entry[] {
  const out: Entry[] = [];
  for (const row of m.components as {
    components: { type: number; custom_id: string; options?: { value: string }[] }[];
  }[]) {
    for (const c of row.components) {
      const group = c.custom_id.startsWith('grp:');
      if (!group && !c.custom_id.startsWith('act:') && !c.custom_id.startsWith('pick:')) continue;
      if (c.type === 3)
        for (const o of c.options ?? [])
          out.push({ message: m, id: c.custom_id, value: o.value, ...(group ? { group: true as const } : {}) });
      else out.push({ message: m, id: c.custom_id });
    }
  }
  return out;
}

/**
 * Presses an entry as `user`: a group is opened first, then the entry `inGroup(n)` of its `n` is
 * pressed (the first by default). Returns the interaction that made the move (or refused it).
 */
export async function pressEntry(
  w: World,
  user: string,
  e: Entry,
  inGroup: (n: number) => number = () => 0,
): Promise<Interaction> {
  if (!e.group)
    return w.run(
      e.value === undefined
        ? w.double.click(user, e.message, e.id)
        : w.double.select(user, e.message, e.id, [e.value!]),
    );
  const opened = await w.run(w.double.select(user, e.message, e.id, [e.value!]));
  const inner = entriesOn(opened.original()!);
  if (inner.length === 0) throw new Error(`an empty group: ${opened.original()?.content ?? ''}`);
  return pressEntry(w, user, inner[inGroup(inner.length)]!, inGroup);
}

/** The select menus of a message: placeholder and option labels. */
export function selectsOn(m: DoubleMessage): { placeholder: string; labels: string[] }[] {
  return (m.components as { components: { type: number; placeholder?: string; options?: { label: string }[] }[] }[])
    .flatMap((r) => r.components)
    .filter((c) => c.type === 3)
    .map((c) => ({ placeholder: c.placeholder ?? '', labels: (c.options ?? []).map((o) => o.label) }));
}

export interface PostedMessage {
  channelId: string;
  content: string;
  /** The users the message may notify (Discord's allowed_mentions.users). */
  pinged: string[];
}

/** Records every message the bot posts in a channel (not interaction answers), as sent. */
export function recordPosts(w: World): PostedMessage[] {
  const posts: PostedMessage[] = [];
  w.bot.client.rest.on('response', (req) => {
    const m = /\/channels\/(\d+)\/messages$/.exec(String(req.path));
    if (req.method !== 'POST' || !m) return;
    const body = (req.data.body ?? {}) as { content?: string; allowed_mentions?: { users?: string[] } };
    posts.push({ channelId: m[1]!, content: body.content ?? '', pinged: body.allowed_mentions?.users ?? [] });
  });
  return posts;
}

/**
 * Records every edit of a public channel message by the bot: its own posts, and an interaction's
 * public answer edited later (the start's board is the first turn's message), not the completion
 * of a deferred answer.
 */
export function recordEdits(w: World): DoubleMessage[] {
  const edits: DoubleMessage[] = [];
  w.double.events.on('messageUpdate', (m, before) => {
    if (!m.ephemeralFor && !m.dmFor && !(m.interactionId && before.flags & MessageFlag.Loading)) edits.push(m);
  });
  return edits;
}
