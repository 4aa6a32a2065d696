/** A small method + path-pattern router for the REST API (paths relative to /api/v10). */
import type { IncomingHttpHeaders } from 'node:http';
import type { ParsedBody } from './multipart.ts';

export interface RequestContext {
  method: string;
  /** Path below /api/v10, as sent (still URL-encoded). */
  path: string;
  /** Decoded path parameters (`%40original` becomes `@original`). */
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: ParsedBody;
}

export interface RouteResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (ctx: RequestContext) => RouteResponse | Promise<RouteResponse>;

interface Route {
  method: string;
  segments: string[];
  handler: Handler;
  auth: boolean;
  literals: number;
}

export type RouteMatch =
  | { kind: 'found'; handler: Handler; params: Record<string, string>; auth: boolean }
  | { kind: 'method-not-allowed' }
  | { kind: 'not-found' };

export class Router {
  private readonly routes: Route[] = [];

  /** `pattern` uses `:name` for parameters; `auth` requires `Authorization: Bot <token>`. */
  add(method: string, pattern: string, handler: Handler, { auth = true }: { auth?: boolean } = {}): this {
    const segments = pattern.split('/').filter(Boolean);
    this.routes.push({ method, segments, handler, auth, literals: segments.filter((s) => !s.startsWith(':')).length });
    return this;
  }

  match(method: string, path: string): RouteMatch {
    let parts: string[];
    try {
      parts = path
        .split('/')
        .filter(Boolean)
        .map((p) => decodeURIComponent(p));
    } catch {
      return { kind: 'not-found' };
    }
    let best: { route: Route; params: Record<string, string> } | undefined;
    let pathMatched = false;
    for (const route of this.routes) {
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      pathMatched = true;
      if (route.method !== method) continue;
      if (!best || route.literals > best.route.literals) best = { route, params };
    }
    if (best) return { kind: 'found', handler: best.route.handler, params: best.params, auth: best.route.auth };
    return pathMatched ? { kind: 'method-not-allowed' } : { kind: 'not-found' };
  }
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | undefined {
  if (pattern.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i]!;
    const v = parts[i]!;
    if (p.startsWith(':')) params[p.slice(1)] = v;
    else if (p !== v) return undefined;
  }
  return params;
}
