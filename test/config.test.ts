import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';

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

  it('treats empty values as unset, as .env.example leaves them', () => {
    expect(readConfig({ REDIS_URL: '', DISCORD_TOKEN: '', GUILD_ID: '' }).ok).toBe(true);
  });
});
