/**
 * Start-up failures a newcomer will meet (a wrong token, no network, no Redis), each turned into
 * one plain line that names the cause and the fix. The entry points print that line alone and
 * exit 1: a stack trace or a JSON log says nothing more to someone setting the bot up. A failure
 * this module cannot explain is a bug, and keeps its stack.
 */
import { DiscordAPIError, DiscordjsErrorCodes, HTTPError } from 'discord.js';
import { RedisUnreachable } from './store/errors.ts';

/** How long a start-up step may wait for Discord: a login, a REST call of `npm run register`. */
export const DISCORD_WAIT_MS = 15_000;

/** Discord gave no answer within the time a start-up step waits. */
export class DiscordNoAnswer extends Error {
  override readonly name = 'DiscordNoAnswer';
  constructor(readonly waitedMs: number) {
    super(`no answer within ${waitedMs / 1000} s`);
  }
}

/**
 * Settles like `work`, or rejects with DiscordNoAnswer after `waitMs`. The race observes `work`,
 * so its later outcome never surfaces as an unhandled rejection.
 */
export function discordWithin<T>(work: Promise<T>, waitMs = DISCORD_WAIT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DiscordNoAnswer(waitMs)), waitMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export const TOKEN_REFUSED =
  "Discord refused the token: reset it in the Developer Portal's Bot tab and put it in .env as DISCORD_TOKEN";

/** Where the failing start-up was headed: named in the line (never a password). */
export interface StartupTarget {
  /** DISCORD_API_URL, when set. */
  readonly apiUrl?: string | undefined;
  /** GUILD_ID, when commands were being registered to it. */
  readonly guildId?: string | undefined;
}

/** Network error codes (Node's, undici's) that mean the other side cannot be reached now. */
const UNREACHABLE: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'name lookup failed',
  ETIMEDOUT: 'connection timed out',
  ECONNRESET: 'connection reset',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
  UND_ERR_SOCKET: 'connection lost',
};

/** The errors along `err`'s cause chain (undici wraps the socket's error in "fetch failed"). */
function chain(err: unknown): unknown[] {
  const out: unknown[] = [];
  for (let e = err; e !== undefined && out.length < 5; e = e instanceof Error ? e.cause : undefined) out.push(e);
  return out;
}

/** Why a connection failed, in a few words, or undefined when `err` is no network failure. */
export function networkFailure(err: unknown): string | undefined {
  for (const e of chain(err)) {
    if (e instanceof DiscordNoAnswer) return e.message;
    if (!(e instanceof Error)) continue;
    // @discordjs/rest's own request timeout aborts the request.
    if (e.name === 'AbortError' || e.name === 'TimeoutError') return 'no answer in time';
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNREACHABLE[code]) return UNREACHABLE[code];
  }
  return undefined;
}

function tokenRefused(err: unknown): boolean {
  return chain(err).some(
    (e) =>
      (e instanceof Error && (e as { code?: unknown }).code === DiscordjsErrorCodes.TokenInvalid) ||
      ((e instanceof DiscordAPIError || e instanceof HTTPError) && e.status === 401) ||
      // The gateway's close code 4004, as @discordjs/ws reports it.
      (e instanceof Error && e.message === 'Authentication failed'),
  );
}

/** Only host and port: a URL may carry a password. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'REDIS_URL';
  }
}

/** The one line that explains a start-up failure, or undefined when it is not one of those known. */
export function explainStartupFailure(err: unknown, target: StartupTarget = {}): string | undefined {
  if (err instanceof RedisUnreachable) {
    return `Cannot reach Redis at ${hostOf(err.url)} (${networkFailure(err.cause) ?? err.detail}): start Redis, or fix REDIS_URL in .env (empty keeps games in files under DATA_DIR)`;
  }
  if (tokenRefused(err)) return TOKEN_REFUSED;
  const network = networkFailure(err);
  if (network) {
    const where = target.apiUrl ? `Discord at ${target.apiUrl}` : 'Discord';
    const fix = target.apiUrl
      ? 'check DISCORD_API_URL in .env (empty for Discord itself)'
      : "check this machine's internet connection";
    return `Cannot reach ${where} (${network}): ${fix}, then try again`;
  }
  // 50001 Missing Access: the application is not in that server (or APPLICATION_ID is another's).
  if (target.guildId && err instanceof DiscordAPIError && err.status === 403) {
    return `Discord refused the commands for server ${target.guildId} (${err.message}): invite the bot there with the applications.commands scope, or fix GUILD_ID (and APPLICATION_ID) in .env`;
  }
  return undefined;
}

/** Closing what was started may not hold the exit up longer than this. */
const CLOSE_WAIT_MS = 3000;

/**
 * Ends the process after a failed start-up: closes what was started (for at most a few seconds),
 * prints the one explaining line (or, for an unexplained failure, its stack) on stderr, exits 1.
 */
export async function exitOnStartupFailure(
  err: unknown,
  target: StartupTarget,
  close: () => Promise<void> = async () => {},
): Promise<never> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    close().catch(() => {}),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS))),
  ]);
  clearTimeout(timer);
  const line = explainStartupFailure(err, target);
  console.error(line ?? `start-up failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exit(1);
}
