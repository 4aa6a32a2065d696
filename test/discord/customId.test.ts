import { describe, expect, it } from 'vitest';
import {
  type CustomId,
  decodeCustomId,
  decodePickValue,
  encodeCustomId,
  keyTag,
  pickValue,
} from '../../src/discord/customId.ts';

describe('component custom ids', () => {
  const samples: CustomId[] = [
    { t: 'act', channel: '12345678901234567890', seat: 3, v: 1234567, k: 'zzzzzzz', i: 24 },
    { t: 'pick', channel: '123456', seat: 0, v: 9, n: 2 },
    { t: 'amt', channel: '12345678901234567890', seat: 2, v: 77, k: '1a2b3c', i: 3 },
    { t: 'turn', channel: '123456' },
    { t: 'hand', channel: '123456' },
    { t: 'abort', channel: '123456', v: 41 },
  ];

  it('round-trip and stay within 100 characters', () => {
    for (const c of samples) {
      const raw = encodeCustomId(c);
      expect(raw.length).toBeLessThanOrEqual(100);
      expect(decodeCustomId(raw)).toEqual(c);
    }
  });

  it.each([
    '',
    'act',
    'act:1:2:3',
    'act:123:0:1:2',
    'act:abc:0:1:k:2',
    'act:123:0:1:k:2:extra',
    'act:123:-1:1:k:2',
    'act:123:0:1:K!:2',
    'act:123:0:1:abcdefgh:2',
    'nope:123',
    'turn:123:4',
    'act:123:0:1:k:99999999999',
    'amt:123:0:1:k',
    'amt:123:0:1:k:x',
  ])('reject the forged or malformed id %j', (raw) => {
    expect(decodeCustomId(raw)).toBeNull();
  });

  it('tag a choice by its key: the same key the same tag, short and lower case', () => {
    expect(keyTag('play:7')).toBe(keyTag('play:7'));
    expect(keyTag('play:7')).not.toBe(keyTag('play:8'));
    for (const key of ['', 'pass', 'x'.repeat(90)]) expect(keyTag(key)).toMatch(/^[0-9a-z]{1,7}$/);
    expect(decodePickValue(pickValue(12, 'trade:accept'))).toEqual({ i: 12, k: keyTag('trade:accept') });
    for (const bad of [undefined, '', '12', 'abc', '1.', '.x', '12345.k', '1.K'])
      expect(decodePickValue(bad)).toBeNull();
  });
});
