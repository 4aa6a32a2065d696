/**
 * Discord-flavoured markdown for the offline page: bold, italics, underline, code, backslash
 * escapes, mentions, links and newlines. Pure, so tests import it too. `nameOf` and `channelName`
 * turn ids into names.
 */
export const escapeHtml = (s) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

export function renderMarkdown(text, { nameOf, channelName }) {
  return text.split(/(```[\s\S]*?```|`[^`\n]+`)/g).map((part, i) => {
    if (i % 2 === 1) {
      return part.startsWith('```')
        ? `<pre>${escapeHtml(part.slice(3, -3).replace(/^\w*\n/, ''))}</pre>`
        : `<code>${escapeHtml(part.slice(1, -1))}</code>`;
    }
    // A backslash escapes a markdown character, as in Discord: "\\*" shows a plain "*".
    return escapeHtml(part.replace(/\\([\\*_~`|<>#()[\]-])/g, (_m, c) => `\u0001${c.charCodeAt(0)}\u0002`))
      .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
      .replace(/__(.+?)__/g, '<u>$1</u>')
      .replace(/(^|[^*\w])\*(?!\s)([^*\n]+?)\*(?!\w)/g, '$1<em>$2</em>')
      .replace(/&lt;@!?(\d+)&gt;/g, (_m, id) => `<span class="mention">@${escapeHtml(nameOf(id))}</span>`)
      .replace(/&lt;#(\d+)&gt;/g, (_m, id) => `<span class="mention channel-link" data-channel="${id}">#${escapeHtml(channelName(id) ?? 'unknown')}</span>`)
      .replace(/&lt;@&amp;(\d+)&gt;/g, '<span class="mention">@role</span>')
      .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" target="_blank" rel="noopener noreferrer">${url}</a>`)
      .replace(/\n/g, '<br>')
      .replace(/\u0001(\d+)\u0002/g, (_m, n) => escapeHtml(String.fromCharCode(Number(n))));
  }).join('');
}

