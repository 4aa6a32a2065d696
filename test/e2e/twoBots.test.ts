/**
 * Two bots in one process stay apart: each has its own metrics, render pool and deliveries (made
 * by its start-up and passed in its context), so a move in one counts nothing in the other.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Metrics } from '../../src/metrics.ts';
import { LazyRenderPool } from '../../src/render/pool.ts';
import { playFirstChoice, startedGame, startWorld, type World } from './harness.ts';

const worlds: World[] = [];
const pools: LazyRenderPool[] = [];
afterEach(async () => {
  for (const w of worlds.splice(0)) await w.close();
  for (const p of pools.splice(0)) await p.close();
});

/** A counter's or histogram's total count, over all its labels. */
async function total(
  metric: Metrics['actions'] | Metrics['renderSeconds'] | Metrics['interactionSeconds'],
): Promise<number> {
  const { values } = await metric.get();
  return values
    .filter(
      (v) =>
        !('metricName' in v) || !v.metricName || v.metricName.endsWith('_count') || v.metricName.endsWith('_total'),
    )
    .reduce((n, v) => n + v.value, 0);
}

describe('two bots in one process', () => {
  it("keep their metrics and render pools apart: one bot's moves count only in its own", async () => {
    const poolA = new LazyRenderPool(1);
    const poolB = new LazyRenderPool(1);
    pools.push(poolA, poolB);
    const a = await startWorld({ render: poolA });
    worlds.push(a);
    const b = await startWorld({ render: poolB });
    worlds.push(b);
    expect(a.bot.metrics).not.toBe(b.bot.metrics);

    await startedGame(a);
    for (let k = 0; k < 3; k++) await playFirstChoice(a);
    expect(await total(a.bot.metrics.actions)).toBe(3);
    expect(await total(a.bot.metrics.interactionSeconds)).toBeGreaterThanOrEqual(6);
    expect(await total(a.bot.metrics.renderSeconds)).toBeGreaterThanOrEqual(3);
    // Nothing happened at the other bot's table: none of it counted there.
    expect(await total(b.bot.metrics.actions)).toBe(0);
    expect(await total(b.bot.metrics.interactionSeconds)).toBe(0);
    expect(await total(b.bot.metrics.renderSeconds)).toBe(0);

    // And the other way round: B's game counts in B only, A's counts stand.
    await startedGame(b);
    await playFirstChoice(b);
    expect(await total(b.bot.metrics.actions)).toBe(1);
    expect(await total(a.bot.metrics.actions)).toBe(3);
    expect(await a.bot.metrics.registry.metrics()).toContain('neontable_actions_total{game="heist"} 3');
    expect(await b.bot.metrics.registry.metrics()).toContain('neontable_actions_total{game="heist"} 1');
  });
});
