import { describe, expect, it } from 'vitest';
import { splitMessages } from '../../src/discord/boardWords.ts';
import { genericWords } from '../../src/engine/describe.ts';
import { clipWords } from '../../src/engine/text.ts';

describe('words for images: the pieces', () => {
  it('alt text is cut at a word (or a line), never mid-word, and marked', () => {
    expect(clipWords('short', 10)).toBe('short');
    expect(clipWords('Ann holds Pigalle, Bo holds Marais', 20)).toBe('Ann holds Pigalle…');
    expect(clipWords('one line here\nsecond line that is long', 22)).toBe('one line here…');
    expect(clipWords('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('the board as text splits between lines into messages of at most the limit', () => {
    const lines = Array.from({ length: 30 }, (_v, i) => `line ${i} ${'w'.repeat(90)}`);
    const out = splitMessages(lines, 2000);
    expect(out.length).toBeGreaterThan(1);
    for (const m of out) expect(m.length).toBeLessThanOrEqual(2000);
    expect(out.join('\n')).toBe(lines.join('\n'));
    expect(splitMessages(['y'.repeat(2500)], 2000)[0]!.length).toBe(2000);
  });

  it("a game without its own words gets its view's plain fields", () => {
    expect(genericWords({ viewer: 'spectator', round: 2, scores: [1, 3], hidden: { deep: 'x' } })).toEqual({
      summary: 'round: 2; scores: 1, 3',
      full: ['round: 2', 'scores: 1, 3'],
    });
  });
});
