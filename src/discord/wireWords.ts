/**
 * The last guard before Discord: a request's JSON (also a multipart message's `payload_json`)
 * holds no message token. The platform puts each text into its reader's language where it builds
 * the message (the table's locale for a public post, the reader's for a private one); a token
 * that got this far anyway is put into English rather than shown as a key, and the French tests
 * (which read what reaches Discord) see that English and fail.
 */
import { DefaultRestOptions, type RESTOptions } from 'discord.js';
import { hasToken, localizeDeep } from '../engine/messages.ts';

type MakeRequest = RESTOptions['makeRequest'];
type Body = Parameters<MakeRequest>[1]['body'];

function wordsInJson(json: string): string {
  if (!hasToken(json)) return json;
  try {
    return JSON.stringify(localizeDeep(JSON.parse(json) as unknown, 'en'));
  } catch {
    return json;
  }
}

async function wordsIn(body: Body): Promise<Body> {
  if (typeof body === 'string') return wordsInJson(body);
  if (body instanceof FormData) {
    const json = body.get('payload_json');
    if (typeof json === 'string' && hasToken(json)) body.set('payload_json', wordsInJson(json));
  }
  return body;
}

/** `make` (by default discord.js's own) sending no token to Discord. */
export function withoutTokens(make: MakeRequest = DefaultRestOptions.makeRequest): MakeRequest {
  return async (url, init) => make(url, { ...init, body: await wordsIn(init.body) });
}
