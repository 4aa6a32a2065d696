/** `npm start` with SHARDS and no REDIS_URL: refused in one line before anything starts. */
import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

it('SHARDS without REDIS_URL is refused: the file store serves one process', () => {
  const { REDIS_URL: _r, SHARDS: _s, ...env } = process.env;
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: { ...env, SHARDS: '2', DISCORD_TOKEN: 'not-a-real-token', DATA_DIR: 'unused' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(r.status).toBe(1);
  expect(r.stderr.trim()).toBe('config: SHARDS needs REDIS_URL: the file store serves one process');
}, 60_000);
