import type { FlowContext } from '../../engine/events.ts';
import { VERSES } from './data/index.ts';
import { why as because, m } from './messages.ts';
import type { VrState } from './state.ts';

/** Verses without a condition go Online as soon as they are acquired. */
export const NO_CONDITION = new Set(['codex', 'steampunk', 'multiverse', 'cyclades']);

/**
 * A Verse joins a player's board, Loading side up (or Online at once when it has no condition).
 * A Loading Verse whose condition already holds may be put Online at once from the turn menu
 * (the 'verse' free actions): putting it Online stays the player's choice.
 */
export function acquireVerse(s: VrState, ctx: FlowContext, seat: number, id: string): void {
  const online = NO_CONDITION.has(VERSES[id]!.family);
  s.p[seat]!.verses.push({ id, online });
  ctx.event(
    m(online ? 'vr.ev.takesVerseOnline' : 'vr.ev.takesVerse', { who: `{seat:${seat}}`, verse: VERSES[id]!.name }),
  );
}

/** A discarded Verse (Online or not) goes back under the Verse deck and scores nothing. */
export function discardVerse(s: VrState, ctx: FlowContext, seat: number, id: string, why = ''): boolean {
  const verses = s.p[seat]!.verses;
  const i = verses.findIndex((v) => v.id === id);
  if (i < 0) return false;
  verses.splice(i, 1);
  s.verseDeck.push(id);
  ctx.event(m('vr.ev.discardsVerse', { who: `{seat:${seat}}`, verse: VERSES[id]!.name, why: because(why) }));
  return true;
}
