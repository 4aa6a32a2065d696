/** Cuts text to Discord's limits, marking the cut. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Keeps the last lines that fit in `max` characters (newest news matters most). */
export function lastLines(lines: readonly string[], max: number): string {
  const out: string[] = [];
  let size = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    if (size + line.length + 1 > max) {
      out.unshift('…');
      break;
    }
    out.unshift(line);
    size += line.length + 1;
  }
  return out.join('\n');
}
