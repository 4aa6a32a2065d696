import { randomBytes } from 'node:crypto';

const DISCORD_EPOCH = 1420070400000n;
let lastMs = 0n;
let increment = 0n;

/** A Discord snowflake (numeric string) whose timestamp is now; unique within the process. */
export function snowflake(): string {
  let ms = BigInt(Date.now()) - DISCORD_EPOCH;
  if (ms < lastMs) ms = lastMs;
  if (ms === lastMs) {
    increment++;
    if (increment > 0xfffn) {
      ms = lastMs + 1n;
      increment = 0n;
    }
  } else {
    increment = 0n;
  }
  lastMs = ms;
  return ((ms << 22n) | (1n << 17n) | increment).toString();
}

export function isSnowflake(value: unknown): value is string {
  return typeof value === 'string' && /^\d{1,20}$/.test(value);
}

/** A token shaped like a bot token: base64(user id).timestamp.hmac. */
export function botToken(botUserId: string): string {
  const part = (n: number) => randomBytes(n).toString('base64url');
  return `${Buffer.from(botUserId).toString('base64url')}.${part(4)}.${part(27)}`;
}

export function interactionToken(): string {
  return `aW50ZXJhY3Rpb246${randomBytes(48).toString('base64url')}`;
}
