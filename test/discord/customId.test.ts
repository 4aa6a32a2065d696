import { describe, expect, it } from 'vitest';
import { decodeCustomId, encodeCustomId, type CustomId } from '../../src/discord/customId.ts';

describe('component custom ids', () => {
  const samples: CustomId[] = [
    { t: 'act', channel: '12345678901234567890', seat: 3, v: 1234567, i: 24 },
    { t: 'pick', channel: '123456', seat: 0, v: 9, n: 2 },
    { t: 'amt', channel: '12345678901234567890', seat: 2, v: 77, i: 3 },
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

  it.each(['', 'act', 'act:1:2:3', 'act:abc:0:1:2', 'act:123:0:1:2:extra', 'act:123:-1:1:2', 'nope:123', 'turn:123:4', 'act:123:0:1:99999999999', 'amt:123:0:1', 'amt:123:0:1:x'])(
    'reject the forged or malformed id %j',
    (raw) => {
      expect(decodeCustomId(raw)).toBeNull();
    },
  );
});
