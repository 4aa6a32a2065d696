import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.ts';

describe('offline table configuration', () => {
  it('listens on 127.0.0.1:3000 unless told otherwise; empty values mean the defaults', () => {
    for (const env of [{}, { TABLE_PORT: '', TABLE_HOST: '' }]) {
      const r = readConfig(env);
      expect(r.ok && [r.config.TABLE_HOST, r.config.TABLE_PORT]).toEqual(['127.0.0.1', 3000]);
    }
    const r = readConfig({ TABLE_PORT: '0', TABLE_HOST: '::1' });
    expect(r.ok && [r.config.TABLE_HOST, r.config.TABLE_PORT]).toEqual(['::1', 0]);
  });

  it('names a port that is not one', () => {
    for (const port of ['abc', '70000', '-1', '30.5']) {
      const r = readConfig({ TABLE_PORT: port });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.problems.map((p) => p.split(':')[0])).toEqual(['TABLE_PORT']);
    }
  });
});
