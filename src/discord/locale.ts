/**
 * Who reads which language (docs/i18n.md): a private answer is written in its reader's Discord
 * language, a public post and board in the table's. Handlers build their messages with tokens and
 * put them into a language here, where a message is sent; a text they measure or cut themselves
 * is put into the language first (src/engine/messages.ts `localize`).
 */
import { AttachmentBuilder } from 'discord.js';
import { type Locale, localeOfDiscord, localize, localizeDeep } from '../engine/messages.ts';
import type { UserPrefs } from '../store/record.ts';
import type { TableStore } from '../store/types.ts';
import type { Payload } from './present.ts';

export { tableLocale } from '../service/words.ts';

/** The language of the person behind an interaction. */
export function readerOf(i: { readonly locale: string }): Locale {
  return localeOfDiscord(i.locale);
}

/** A file with its alt text in `locale`. */
function fileIn(f: AttachmentBuilder, locale: Locale): AttachmentBuilder {
  const description = f.description;
  if (typeof description !== 'string') return f;
  const words = localize(description, locale);
  return words === description
    ? f
    : new AttachmentBuilder(f.attachment, { name: f.name ?? 'file', description: words });
}

/** Every text of a message (its content, embeds, buttons and menus, files' alt texts) in `locale`. */
export function inLocale<P extends Partial<Payload>>(payload: P, locale: Locale): P {
  const { files, ...rest } = payload;
  const out = localizeDeep(rest, locale) as P;
  return files ? { ...out, files: files.map((f) => fileIn(f, locale)) } : out;
}

type PrefsStore = Pick<TableStore, 'getPrefs' | 'setPrefs'>;

/** Per store, the language each user was last seen in by this process: a user's prefs are read once, not at every press. */
const seenBy = new WeakMap<PrefsStore, Map<string, Locale>>();
const SEEN_MAX = 10_000;

/**
 * Keeps the user's language in their prefs (for DMs sent later, in their language), written only
 * when it changed. A store failure is left to the handler that follows (it answers with its own).
 */
export async function noteLocale(store: PrefsStore, userId: string, locale: Locale): Promise<void> {
  let seen = seenBy.get(store);
  if (!seen) seenBy.set(store, (seen = new Map()));
  if (seen.get(userId) === locale) return;
  const prefs: UserPrefs = await store.getPrefs(userId);
  if ((prefs.locale ?? 'en') !== locale) await store.setPrefs(userId, { ...prefs, locale });
  if (seen.size >= SEEN_MAX) seen.clear();
  seen.set(userId, locale);
}
