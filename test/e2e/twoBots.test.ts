/**
 * Two bots in one process stay apart: each has its own metrics, render pool and deliveries (made
 * by its start-up and passed in its context), so a move in one counts nothing in the other.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Metrics } from '../../src/metrics.ts';
import { LazyRenderPool } from '../../src/render/pool.ts';
import { type HeistState, heist } from '../fixture/heist.ts';
import {
  button,
  customIds,
  lastText,
  latestPublic,
  loadTable,
  startedGame,
  startWorld,
  type World,
} from './harness.ts';

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

/** Plays the awaited seat's first choice through its prompt, as a player clicks it. */
async function playOne(world: World): Promise<void> {
  const { state } = await loadTable<HeistState>(world);
  const seat = heist.awaiting(state)[0]!;
  const user = [world.ann, world.bo, world.cy][seat]!;
  const ix = await world.run(world.double.click(user, latestPublic(world), button(latestPublic(world), 'turn:')));
  const prompt = ix.original();
  if (!prompt) throw new Error(`no prompt: ${lastText(ix)}`);
  const target = customIds(prompt).find((id) => id.startsWith('act:') || id.startsWith('pick:'));
  if (!target) throw new Error(`no choice on the prompt: ${customIds(prompt).join(', ')}`);
  const row = prompt.components.find((r: { components: { custom_id: string }[] }) =>
    r.components.some((c) => c.custom_id === target),
  );
  const comp = row.components.find((c: { custom_id: string }) => c.custom_id === target);
  const done =
    comp.type === 3
      ? await world.run(world.double.select(user, prompt, target, [comp.options[0].value]))
      : await world.run(world.double.click(user, prompt, target));
  expect(lastText(done)).toContain('✅');
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
    for (let k = 0; k < 3; k++) await playOne(a);
    expect(await total(a.bot.metrics.actions)).toBe(3);
    expect(await total(a.bot.metrics.interactionSeconds)).toBeGreaterThanOrEqual(6);
    expect(await total(a.bot.metrics.renderSeconds)).toBeGreaterThanOrEqual(3);
    // Nothing happened at the other bot's table: none of it counted there.
    expect(await total(b.bot.metrics.actions)).toBe(0);
    expect(await total(b.bot.metrics.interactionSeconds)).toBe(0);
    expect(await total(b.bot.metrics.renderSeconds)).toBe(0);

    // And the other way round: B's game counts in B only, A's counts stand.
    await startedGame(b);
    await playOne(b);
    expect(await total(b.bot.metrics.actions)).toBe(1);
    expect(await total(a.bot.metrics.actions)).toBe(3);
    expect(await a.bot.metrics.registry.metrics()).toContain('neontable_actions_total{game="heist"} 3');
    expect(await b.bot.metrics.registry.metrics()).toContain('neontable_actions_total{game="heist"} 1');
  });
});
