import { describe, expect, it } from 'vitest';
import type { Icon } from '../../../src/games/hacktivity/data/index.ts';
import { hackFlow } from '../../../src/games/hacktivity/game.ts';
import { type HackState, hackStateSchema, type Step } from '../../../src/games/hacktivity/state.ts';
import { choose, keys, pending, put, resolve, table, texts } from './iconKit.ts';

/**
 * A card's continuations (the rest of its icons, a destroy2's second pick, a destroyReduce's
 * Reduce) are steps of their own; a game stored before that holds them as 'resume' steps, which
 * must load and play out the same.
 */
const asStored = (q: Step): Step => {
  switch (q.k) {
    case 'iconsRest':
      return { k: 'resume', data: { fn: 'icons', job: q.data } };
    case 'secondTarget':
      return { k: 'resume', data: { fn: 'second', part: q.data } };
    case 'reduceAfter':
      return { k: 'resume', data: { fn: 'reduce', n: q.data.n } };
    default:
      return q;
  }
};

/** The same game through its JSON and schema, once as it is and once with its continuations stored the old way. */
function both(icons: Icon[], board: (s: HackState) => void): [HackState, HackState] {
  const s = table();
  board(s);
  resolve(s, 0, icons);
  expect(pending(s)).toBe('target');
  const old = structuredClone(s);
  old.queue = old.queue.map(asStored);
  expect(old.queue.some((q) => q.k === 'resume')).toBe(true);
  return [hackStateSchema.parse(JSON.parse(JSON.stringify(s))), hackStateSchema.parse(JSON.parse(JSON.stringify(old)))];
}

describe('Hacktivity continuations', () => {
  it("the rest of a card's icons waits in an iconsRest step; a stored resume step plays out the same", () => {
    const icons: Icon[] = [
      { k: 'destroy', n: 1, anomalyOnly: false },
      { k: 'alertDown', n: 1 },
      { k: 'spread', n: 1 },
    ];
    const [now, old] = both(icons, (s) => {
      put(s, 1, 4);
      put(s, 2, 3);
    });
    expect(now.queue.map((q) => q.k)).toContain('iconsRest');
    const a = texts(choose(now, 0, 't:b1'));
    const b = texts(choose(old, 0, 't:b1'));
    expect(b).toEqual(a);
    expect(old).toEqual(now);
  });

  it("a destroyReduce's Reduce waits in a reduceAfter step; a stored resume step plays out the same", () => {
    const [now, old] = both([{ k: 'destroyReduce', n: 2, m: 1 }], (s) => {
      put(s, 0, 4);
      put(s, 3, 2);
      s.purple = 3;
    });
    expect(now.queue.map((q) => q.k)).toEqual(['reduceAfter']);
    expect(texts(choose(old, 0, 't:b3'))).toEqual(texts(choose(now, 0, 't:b3')));
    expect(old).toEqual(now);
    expect(now.purple).toBe(2);
  });

  it("a destroy2's second pick (a secondTarget step) stored as a resume step loads and asks the same", () => {
    const run = (q: Step): [HackState, string] => {
      const s = table();
      put(s, 0, 4);
      put(s, 2, 3);
      put(s, 3, 2);
      s.purple = 3;
      s.queue = [q];
      const loaded = hackStateSchema.parse(JSON.parse(JSON.stringify(s)));
      const [, ev] = hackFlow.record(loaded, (ctx) => hackFlow.settle(loaded, ctx));
      return [loaded, texts(ev)];
    };
    const part = {
      seat: 0,
      icon: { k: 'destroy2', n: 2, m: 1 } as const,
      src: { name: 'test' },
      pick: 'y' as const,
      first: 0,
    };
    const [now] = run({ k: 'secondTarget', data: part });
    const [old] = run({ k: 'resume', data: { fn: 'second', part } });
    expect(pending(now)).toBe('target');
    expect(keys(now, 0)).toEqual(['t:b2', 't:b3', 't:purple']);
    expect(old).toEqual(now);
    expect(texts(choose(old, 0, 't:b2'))).toEqual(texts(choose(now, 0, 't:b2')));
    expect(old).toEqual(now);
  });
});
