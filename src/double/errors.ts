/** One field refused in a request body, as Discord reports it under `errors`. */
export interface FieldError {
  path: (string | number)[];
  code: string;
  message: string;
}

/**
 * A refusal answered the way Discord answers it: HTTP status plus `{ code, message, errors? }`.
 * `violation` marks refusals caused by the bot breaking a Discord limit or protocol rule:
 * the double records those in `violations`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly options: {
      errors?: FieldError[];
      violation?: boolean;
      detail?: string;
      /** Response headers (a 429's Retry-After and X-RateLimit-*). */
      headers?: Record<string, string>;
      /** Body fields besides message and code (a 429's retry_after and global). */
      extra?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
  }

  get violation(): boolean {
    return this.options.violation ?? false;
  }

  body(): Record<string, unknown> {
    // A 429 carries no code, as Discord sends it.
    const body: Record<string, unknown> =
      this.status === 429
        ? { message: this.message, ...this.options.extra }
        : { message: this.message, code: this.code, ...this.options.extra };
    if (this.options.errors?.length) body.errors = nestErrors(this.options.errors);
    return body;
  }

  /** Readable summary for the violations list. */
  describe(): string {
    const parts = [`${this.code} ${this.message}`];
    if (this.options.detail) parts.push(this.options.detail);
    for (const e of this.options.errors ?? []) parts.push(`${e.path.join('.') || '(body)'}: ${e.message}`);
    return parts.join('; ');
  }
}

/** Turns field errors into Discord's nested shape: { embeds: { 0: { title: { _errors: [...] } } } }. */
export function nestErrors(list: FieldError[]): Record<string, unknown> {
  const root: Record<string, any> = {};
  for (const e of list) {
    let node = root;
    for (const key of e.path) {
      const k = String(key);
      node[k] ??= {};
      node = node[k];
    }
    (node._errors ??= []).push({ code: e.code, message: e.message });
  }
  return root;
}

export const invalidFormBody = (errors: FieldError[]) =>
  new ApiError(400, 50035, 'Invalid Form Body', { errors, violation: true });

export const errors = {
  unauthorized: () => new ApiError(401, 0, '401: Unauthorized', { violation: true }),
  notFound: () => new ApiError(404, 0, '404: Not Found'),
  methodNotAllowed: () => new ApiError(405, 0, '405: Method Not Allowed'),
  invalidJson: () => new ApiError(400, 50109, 'The request body contains invalid JSON.', { violation: true }),
  unknownChannel: () => new ApiError(404, 10003, 'Unknown Channel'),
  unknownGuild: () => new ApiError(404, 10004, 'Unknown Guild'),
  unknownMessage: () => new ApiError(404, 10008, 'Unknown Message'),
  unknownMember: () => new ApiError(404, 10007, 'Unknown Member'),
  unknownUser: () => new ApiError(404, 10013, 'Unknown User'),
  unknownWebhook: (detail?: string) =>
    new ApiError(404, 10015, 'Unknown Webhook', detail ? { violation: true, detail } : {}),
  unknownApplication: () => new ApiError(404, 10002, 'Unknown Application'),
  unknownCommand: () => new ApiError(404, 10063, 'Unknown application command'),
  unknownInteraction: (detail: string) => new ApiError(404, 10062, 'Unknown interaction', { violation: true, detail }),
  alreadyAcknowledged: () =>
    new ApiError(400, 40060, 'Interaction has already been acknowledged.', { violation: true }),
  invalidWebhookToken: (detail: string) =>
    new ApiError(401, 50027, 'Invalid Webhook Token', { violation: true, detail }),
  cannotSendToUser: () => new ApiError(403, 50007, 'Cannot send messages to this user'),
  cannotEditOthers: () =>
    new ApiError(403, 50005, 'Cannot edit a message authored by another user', { violation: true }),
  emptyMessage: () => new ApiError(400, 50006, 'Cannot send an empty message', { violation: true }),
  entityTooLarge: (detail: string) => new ApiError(413, 40005, 'Request entity too large', { violation: true, detail }),
  maxCommands: (n: number) =>
    new ApiError(400, 30032, `Maximum number of application commands reached (${n})`, { violation: true }),
  /** The bot cannot see the channel (no View Channel there). */
  missingAccess: (detail: string) => new ApiError(403, 50001, 'Missing Access', { detail }),
  /** The bot sees the channel but lacks a permission the request needs. */
  missingPermissions: (detail: string) => new ApiError(403, 50013, 'Missing Permissions', { detail }),
  /** Over a route's rate limit: Discord's 429 body and headers (discord.js reads the headers). */
  rateLimited: (retryAfterMs: number, headers: Record<string, string>, violation: boolean) =>
    new ApiError(429, 0, 'You are being rate limited.', {
      violation,
      ...(violation ? { detail: 'request sent before the retry_after of an earlier 429 had passed' } : {}),
      headers: {
        ...headers,
        'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
        'x-ratelimit-scope': 'user',
      },
      extra: { retry_after: Number((retryAfterMs / 1000).toFixed(3)), global: false },
    }),
  invalidThreadType: () => new ApiError(400, 50024, 'Cannot execute action on this channel type', { violation: true }),
} as const;
