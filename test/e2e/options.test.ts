import { afterEach, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.ts';
import { expectNoViolations, lastText, startWorld, sub, type World } from './harness.ts';

let w: World;
afterEach(async () => w?.close());

describe('/game new options through the Discord double', () => {
  it('a refused value says what the option accepts; the table stays unopened', async () => {
    w = await startWorld({ games: [...GAMES] });
    const spy = await w.run(
      w.double.slash(w.ann, w.channel, 'game', sub('new', { game: 'spy', options: 'special=maybe' })),
    );
    expect(lastText(spy)).toBe('Those options do not suit I, Spy: special: give yes or no, not "maybe".');
    const axon = await w.run(
      w.double.slash(w.ann, w.channel, 'game', sub('new', { game: 'axon', options: 'window=soon' })),
    );
    expect(lastText(axon)).toBe(
      'Those options do not suit Axon Protocol: window: give a whole number from 0 to 10080, not "soon".',
    );
    expect(w.double.messages(w.channel)).toHaveLength(0);
    expectNoViolations(w);
  });
});
