import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('process guards', () => {
  it('log an unhandled rejection and an uncaught exception, and keep the process alive', () => {
    const child = spawnSync(process.execPath, ['--import', 'tsx', 'test/support/guardedChild.ts'], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(child.status).toBe(0);
    const lines = child.stdout.trim().split('\n');
    expect(lines.at(-1)).toBe('still alive');
    const logged = lines.slice(0, -1).map((l) => JSON.parse(l) as { msg: string; err: { message: string } });
    expect(logged.map((l) => [l.msg, l.err.message])).toEqual([
      ['unhandled promise rejection (kept running)', 'a handler rejection nobody awaited'],
      ['uncaught exception (kept running)', 'thrown outside any handler'],
    ]);
  });
});
