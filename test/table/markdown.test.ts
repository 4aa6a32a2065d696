/** The offline page's markdown: what Discord shows for the bot's messages. */
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/table/public/markdown.js';

const md = (text: string) => renderMarkdown(text, { nameOf: (id) => (id === '1' ? 'ann' : 'someone'), channelName: (id) => (id === '9' ? 'tabletop' : undefined) });

describe('offline page markdown', () => {
  it('shows backslash-escaped characters plainly, as Discord does', () => {
    expect(md('2 \\* 3 \\_x\\_ a\\\\b')).toBe('2 * 3 _x_ a\\b');
    expect(md('\\*\\*not bold\\*\\*')).toBe('**not bold**');
  });
  it('keeps formatting, mentions and escapes HTML', () => {
    expect(md('**bo** <@1> in <#9>: <b>')).toBe('<strong>bo</strong> <span class="mention">@ann</span> in <span class="mention channel-link" data-channel="9">#tabletop</span>: &lt;b&gt;');
    expect(md('`a\\*b`')).toBe('<code>a\\*b</code>');
  });
});
