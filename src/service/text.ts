/** Cuts text to Discord's limits, marking the cut. */
export { clip } from '../engine/text.ts';

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

/** How a person is called at a table: their server nickname, else their display name (at most 32 characters). */
export function memberName(member: unknown, user: { globalName: string | null; username: string }): string {
  const m = member as { displayName?: unknown; nick?: unknown } | null;
  const nick = typeof m?.displayName === 'string' ? m.displayName : typeof m?.nick === 'string' ? m.nick : null;
  return (nick ?? user.globalName ?? user.username).slice(0, 32);
}
