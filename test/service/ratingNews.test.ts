/**
 * The end-of-game ratings line (src/service/ratingNews.ts): a finished game is rated once, and a
 * delivery repeated after a crash (or made by another process) tells the same changes from the
 * ratings document without rating the game again.
 */

import { expect, it } from 'vitest';
import { createLogger } from '../../src/log.ts';
import { Ratings } from '../../src/ratings/ratings.ts';
import { ratingNews } from '../../src/service/ratingNews.ts';
import { finishedTable } from '../ratings/fixtures.ts';
import { type Harness, onEveryStore } from '../store/harness.ts';
import { en } from '../support/words.ts';

const log = createLogger('silent');

onEveryStore('the ratings line', ratingNewsSuite);

let subs = 0;

function ratingNewsSuite(h: Harness): void {
  it('rates once and tells the same line again from the document, from a second process too', async () => {
    subs += 1;
    const [a, b] = [await h.open({ sub: `news${subs}` }), await h.open({ sub: `news${subs}` })];
    const record = finishedTable('axon', ['u1', 'u2', 'computer:greedy']);
    const outcome = { over: true, winners: [1], scores: [10, 14, 3] };
    const first = await ratingNews(new Ratings(a), record, outcome, log);
    expect(first).toHaveLength(1);
    expect(en(first[0]!)).toMatch(
      /^📈 Ratings: \*\*P-u1\*\* -?\d+\.\d \([+−]\d+\.\d\) · \*\*P-u2\*\* .* · \*\*Bot 3\*\* /,
    );
    expect(en(first[0]!)).toMatch(/\*\*P-u2\*\* -?\d+\.\d \(\+/);
    const [again, elsewhere] = await Promise.all([
      ratingNews(new Ratings(a), record, outcome, log),
      ratingNews(new Ratings(b), record, outcome, log),
    ]);
    expect(again).toEqual(first);
    expect(elsewhere).toEqual(first);
    const ratings = new Ratings(b);
    expect((await ratings.ratingOf('axon', 'u2'))?.games).toBe(1);
    expect((await ratings.ratingOf('axon', 'u2'))?.wins).toBe(1);
  });

  it('says nothing for an aborted game, a game in progress, or a table of computers only', async () => {
    subs += 1;
    const store = await h.open({ sub: `news${subs}` });
    const outcome = { over: true, winners: [0] };
    expect(
      await ratingNews(new Ratings(store), finishedTable('vr', ['u1', 'u2'], { status: 'aborted' }), outcome, log),
    ).toEqual([]);
    expect(
      await ratingNews(new Ratings(store), finishedTable('vr', ['u1', 'u2'], { status: 'playing' }), outcome, log),
    ).toEqual([]);
    const bots = finishedTable('vr', ['computer:greedy', 'computer:random']);
    expect(await ratingNews(new Ratings(store), bots, outcome, log)).toEqual([]);
    expect(await new Ratings(store).ratingOf('vr', 'u1')).toBeNull();
  });
}
