import { describe, expect, it } from 'vitest';
import { readConfig, shardProcessEnv } from '../src/config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const r = readConfig({});
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.config.DATA_DIR).toBe('./data');
      expect(r.config.KEY_PREFIX).toBe('neontable:');
    }
  });

  it('names each wrong value on its own line', () => {
    const r = readConfig({ REDIS_URL: 'http://nope', GUILD_ID: 'abc', FINISHED_RETENTION_DAYS: '-1' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems).toHaveLength(3);
      expect(r.problems.some((p) => p.startsWith('REDIS_URL:'))).toBe(true);
      expect(r.problems.some((p) => p.startsWith('GUILD_ID:'))).toBe(true);
    }
  });

  it('takes RENDER_THREADS as a whole number of threads, one per core when unset', () => {
    const set = readConfig({ RENDER_THREADS: '3' });
    expect(set.ok && set.config.RENDER_THREADS).toBe(3);
    const unset = readConfig({ RENDER_THREADS: '' });
    expect(unset.ok && unset.config.RENDER_THREADS).toBeUndefined();
    for (const bad of ['0', '1.5', 'many']) {
      const r = readConfig({ RENDER_THREADS: bad });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.problems[0]).toMatch(/^RENDER_THREADS:/);
    }
  });

  it('treats empty values as unset, as .env.example leaves them', () => {
    expect(readConfig({ REDIS_URL: '', DISCORD_TOKEN: '', GUILD_ID: '' }).ok).toBe(true);
  });

  it('takes SHARDS as a number of shards or auto, and only with Redis: the file store serves one process', () => {
    const redis = { REDIS_URL: 'redis://127.0.0.1:6379' };
    const two = readConfig({ ...redis, SHARDS: '2' });
    expect(two.ok && two.config.SHARDS).toBe(2);
    const auto = readConfig({ ...redis, SHARDS: 'auto' });
    expect(auto.ok && auto.config.SHARDS).toBe('auto');
    const unset = readConfig({ ...redis, SHARDS: '' });
    expect(unset.ok && unset.config.SHARDS).toBeUndefined();
    for (const bad of ['0', '1.5', 'many', '-2']) {
      const r = readConfig({ ...redis, SHARDS: bad });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.problems[0]).toMatch(/^SHARDS:/);
    }
    expect(readConfig({ SHARDS: '2' })).toEqual({
      ok: false,
      problems: ['SHARDS needs REDIS_URL: the file store serves one process'],
    });
  });

  it("reads a shard process's settings without the shard id discord.js puts in SHARDS", () => {
    const env = { REDIS_URL: 'redis://127.0.0.1:6379', SHARDS: '0', SHARD_COUNT: '2', SHARDING_MANAGER: 'true' };
    expect(readConfig(env).ok).toBe(false);
    const r = readConfig(shardProcessEnv(env));
    expect(r.ok && r.config.SHARDS).toBeUndefined();
  });
});
