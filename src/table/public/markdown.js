/**
 * Discord-flavoured markdown for the offline page: bold, italics, underline, code, backslash
 * escapes, mentions, timestamps, links and newlines. Pure, so tests import it too. `nameOf` and `channelName`
 * turn ids into names.
 */
export const escapeHtml = (s) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/**
 * A Discord timestamp (`<t:UNIX:R>` and its other styles) as Discord shows it: in the reader's own
 * time zone, "in 3 days" for the relative style (as of `now`, ms).
 */
export function timestampText(unix, style, now) {
  const at = new Date(unix * 1000);
  if (style === 'R') {
    const diff = (unix * 1000 - now) / 1000;
    const units = [
      ['year', 31_536_000],
      ['month', 2_592_000],
      ['day', 86_400],
      ['hour', 3_600],
      ['minute', 60],
      ['second', 1],
    ];
    const [unit, size] = units.find(([, n]) => Math.abs(diff) >= n) ?? ['second', 1];
    return new Intl.RelativeTimeFormat('en', { numeric: 'always' }).format(Math.round(diff / size), unit);
  }
  const styles = {
    t: { timeStyle: 'short' },
    T: { timeStyle: 'medium' },
    d: { dateStyle: 'short' },
    D: { dateStyle: 'long' },
    f: { dateStyle: 'long', timeStyle: 'short' },
    F: { dateStyle: 'full', timeStyle: 'short' },
  };
  return at.toLocaleString('en', styles[style] ?? styles.f);
}

export function renderMarkdown(text, { nameOf, channelName, now = Date.now() }) {
  return text
    .split(/(```[\s\S]*?```|`[^`\n]+`)/g)
    .map((part, i) => {
      if (i % 2 === 1) {
        return part.startsWith('```')
          ? `<pre>${escapeHtml(part.slice(3, -3).replace(/^\w*\n/, ''))}</pre>`
          : `<code>${escapeHtml(part.slice(1, -1))}</code>`;
      }
      // A backslash escapes a markdown character, as in Discord: "\\*" shows a plain "*".
      return (
        escapeHtml(part.replace(/\\([\\*_~`|<>#()[\]-])/g, (_m, c) => `\u0001${c.charCodeAt(0)}\u0002`))
          .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
          .replace(/__(.+?)__/g, '<u>$1</u>')
          .replace(/(^|[^*\w])\*(?!\s)([^*\n]+?)\*(?!\w)/g, '$1<em>$2</em>')
          .replace(/&lt;@!?(\d+)&gt;/g, (_m, id) => `<span class="mention">@${escapeHtml(nameOf(id))}</span>`)
          .replace(
            /&lt;#(\d+)&gt;/g,
            (_m, id) =>
              `<span class="mention channel-link" data-channel="${id}">#${escapeHtml(channelName(id) ?? 'unknown')}</span>`,
          )
          .replace(/&lt;@&amp;(\d+)&gt;/g, '<span class="mention">@role</span>')
          .replace(
            /&lt;t:(-?\d{1,13})(?::([tTdDfFR]))?&gt;/g,
            (_m, unix, style) =>
              `<time class="timestamp" datetime="${new Date(Number(unix) * 1000).toISOString()}">${escapeHtml(timestampText(Number(unix), style ?? 'f', now))}</time>`,
          )
          .replace(
            /https?:\/\/[^\s<]+/g,
            (url) => `<a href="${url}" target="_blank" rel="noopener noreferrer">${url}</a>`,
          )
          .replace(/\n/g, '<br>')
          // biome-ignore lint/suspicious/noControlCharactersInRegex: \u0001 and \u0002 fence the escaped characters' placeholders (above), which no typed text holds.
          .replace(/\u0001(\d+)\u0002/g, (_m, n) => escapeHtml(String.fromCharCode(Number(n))))
      );
    })
    .join('');
}
