/** The offline page's markdown: what Discord shows for the bot's messages. */
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/table/public/markdown.js';

const md = (text: string) =>
  renderMarkdown(text, {
    nameOf: (id) => (id === '1' ? 'ann' : 'someone'),
    channelName: (id) => (id === '9' ? 'tabletop' : undefined),
  });

describe('offline page markdown', () => {
  it('shows backslash-escaped characters plainly, as Discord does', () => {
    expect(md('2 \\* 3 \\_x\\_ a\\\\b')).toBe('2 * 3 _x_ a\\b');
    expect(md('\\*\\*not bold\\*\\*')).toBe('**not bold**');
  });
  it('keeps formatting, mentions and escapes HTML', () => {
    expect(md('**bo** <@1> in <#9>: <b>')).toBe(
      '<strong>bo</strong> <span class="mention">@ann</span> in <span class="mention channel-link" data-channel="9">#tabletop</span>: &lt;b&gt;',
    );
    expect(md('`a\\*b`')).toBe('<code>a\\*b</code>');
  });
  it("shows a Discord timestamp as Discord does: relative, or a date in the reader's time zone", () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    const at = (ms: number) =>
      renderMarkdown(`⏰ <t:${Math.floor(ms / 1000)}:R>`, { nameOf: () => 'x', channelName: () => undefined, now });
    expect(at(now + 3 * 86_400_000)).toBe(
      '⏰ <time class="timestamp" datetime="2026-03-04T12:00:00.000Z">in 3 days</time>',
    );
    expect(at(now - 2 * 3_600_000)).toContain('>2 hours ago</time>');
    expect(renderMarkdown('<t:1772366400:f>', { nameOf: () => 'x', channelName: () => undefined, now })).toContain(
      '2026',
    );
  });
});
