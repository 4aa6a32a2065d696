import { m } from './engine.messages.ts';
import type { BoardWords, GameDefinition, Viewer } from './types.ts';

/** Room for a game's summary: the platform adds the game's name, whose move and the latest news within Discord's 1024. */
export const SUMMARY_MAX = 900;

/** `view` (as `viewer` sees it) in words: the game's own, else the generic ones. */
export function describeView(def: GameDefinition, view: unknown, viewer: Viewer): BoardWords {
  return def.describe ? def.describe(view, viewer) : genericWords(view);
}

type Plain = string | number | boolean | null;
const isPlain = (x: unknown): x is Plain => x === null || ['string', 'number', 'boolean'].includes(typeof x);

/**
 * Words for a game without its own (test fixtures): the view's plain fields, "round: 2",
 * "scores: 1, 3". Only what the view holds, so a public view gives public words.
 */
export function genericWords(view: unknown): BoardWords {
  if (typeof view !== 'object' || view === null) return { summary: isPlain(view) ? String(view) : '', full: [] };
  const lines: string[] = [];
  for (const [key, value] of Object.entries(view)) {
    if (key === 'viewer') continue;
    if (isPlain(value)) lines.push(`${key}: ${String(value)}`);
    else if (Array.isArray(value) && value.every(isPlain))
      lines.push(`${key}: ${value.map(String).join(', ') || m('engine.words.none')}`);
  }
  return { summary: lines.join('; '), full: lines };
}
