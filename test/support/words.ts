import { localize, localizeDeep } from '../../src/engine/messages.ts';

/** A game's or the platform's text as an English reader sees it (its message tokens formatted). */
export const en = (text: string): string => localize(text, 'en');
/** The same text as a French reader sees it. */
export const fr = (text: string): string => localize(text, 'fr');
/** A value with every text in it (a result's error, an event's text) as an English reader sees it. */
export const enAll = <T>(value: T): T => localizeDeep(value, 'en');
