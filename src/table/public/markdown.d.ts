/** Types of ./markdown.js (plain JavaScript served to the page as is). */
export function escapeHtml(s: string): string;
/** A Discord timestamp's text in one of its styles (R: relative to `now`, ms). */
export function timestampText(unix: number, style: string, now: number): string;
/** `now` (ms, default the present) is what relative timestamps count from. */
export function renderMarkdown(
  text: string,
  names: { nameOf(id: string): string; channelName(id: string): string | undefined; now?: number },
): string;
