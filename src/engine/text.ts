/** Cuts text to a limit (a button label, a detail, a Discord message), marking the cut. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * Cuts text to `max` characters at a line or word boundary, ending with "…": for words read aloud
 * (alt text), where half a word is noise. A text without a break in reach is cut as `clip` does.
 */
export function clipWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const line = room.lastIndexOf('\n');
  const cut = line > max / 2 ? line : room.lastIndexOf(' ');
  if (cut <= 0) return clip(text, max);
  return `${room.slice(0, cut).replace(/[\s,;:·(–-]+$/, '')}…`;
}
