import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.ts';
import { Metrics, type MetricsServer, startConfiguredMetrics } from '../../src/metrics.ts';
import type { TableStore } from '../../src/store/types.ts';
import { playFirstChoice, startedGame, startWorld, type World } from './harness.ts';

let w: World | undefined;
let server: MetricsServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  await w?.close();
  w = undefined;
});

/** Every sample of the scrape, by its name with labels as printed (`name{a="b"}`). */
function samples(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const cut = line.lastIndexOf(' ');
    out.set(line.slice(0, cut), Number(line.slice(cut + 1)));
  }
  return out;
}

async function scrape(s: MetricsServer): Promise<Map<string, number>> {
  const res = await fetch(`${s.url}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  return samples(await res.text());
}

const health = async (s: MetricsServer) => (await fetch(`${s.url}/health`)).status;

describe('metrics and health (METRICS_PORT)', () => {
  it('is off unless METRICS_PORT is set', async () => {
    const cfg = readConfig({});
    if (!cfg.ok) throw new Error(cfg.problems.join('; '));
    const store = {} as TableStore;
    expect(
      await startConfiguredMetrics(cfg.config, { store, metrics: new Metrics(), ready: () => true }),
    ).toBeUndefined();
    expect(readConfig({ METRICS_PORT: 'x' }).ok).toBe(false);
    expect(readConfig({ METRICS_PORT: '70000' }).ok).toBe(false);
  });

  it('counts actions, interactions, images and stored games while a game is played through the double', async () => {
    w = await startWorld();
    const world = w;
    const cfg = readConfig({ METRICS_PORT: '0' });
    if (!cfg.ok) throw new Error(cfg.problems.join('; '));
    let ready = false;
    let storeDown = false;
    // The world's store, with a switch that makes it stop answering.
    const store = new Proxy(world.store, {
      get(target, prop, receiver) {
        if (prop === 'load' && storeDown) return () => Promise.reject(new Error('connection refused'));
        const v: unknown = Reflect.get(target, prop, receiver);
        return typeof v === 'function' ? v.bind(target) : v;
      },
    });
    server = await startConfiguredMetrics(cfg.config, { store, metrics: world.bot.metrics, ready: () => ready });
    if (!server) throw new Error('METRICS_PORT=0 started no server');
    expect(server.port).toBeGreaterThan(0);

    expect(await health(server)).toBe(503); // not ready yet
    ready = true;
    expect(await health(server)).toBe(200);

    const before = await scrape(server);
    expect(before.get('neontable_stored_games')).toBe(0);
    await startedGame(world);
    for (let i = 0; i < 3; i++) await playFirstChoice(world);
    const after = await scrape(server);

    const grew = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
    expect(grew('neontable_actions_total{game="heist"}')).toBe(3);
    // Each move: the "Your move" button and the choice; the game's set-up: /game new, join, start.
    expect(grew('neontable_interaction_seconds_count{kind="component"}')).toBeGreaterThanOrEqual(7);
    expect(grew('neontable_interaction_seconds_count{kind="command"}')).toBeGreaterThanOrEqual(3);
    expect(grew('neontable_interaction_seconds_bucket{le="+Inf",kind="component"}')).toBe(
      grew('neontable_interaction_seconds_count{kind="component"}'),
    );
    // A board after each move, drawn in the render pool.
    expect(grew('neontable_render_seconds_count{kind="board"}')).toBeGreaterThanOrEqual(3);
    expect(after.get('neontable_stored_games')).toBe(1);
    expect(after.has('neontable_event_loop_delay_seconds_count')).toBe(true);
    expect(after.has('neontable_process_resident_memory_bytes')).toBe(true);
    expect(after.get('neontable_errors_total{kind="interaction"}') ?? 0).toBe(0);
    // No user, channel or game content in any label.
    const text = await (await fetch(`${server.url}/metrics`)).text();
    for (const id of [world.ann, world.bo, world.cy, world.channel]) expect(text).not.toContain(id);

    storeDown = true;
    const down = await fetch(`${server.url}/health`);
    expect(down.status).toBe(503);
    expect(await down.text()).toMatch(/store not answering/);
    storeDown = false;
    expect(await health(server)).toBe(200);
    expect((await fetch(`${server.url}/nowhere`)).status).toBe(404);
  });
});
