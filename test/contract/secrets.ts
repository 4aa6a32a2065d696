import { canonical } from '../../src/engine/play.ts';
import type { GameDefinition, GameEvent, Outcome, Seat, Viewer } from '../../src/engine/types.ts';
import { fail } from './limits.ts';

/**
 * Each seat's declared secrets (GameDefinition.secrets) against what others may read. A secret
 * must show in its owner's view and nowhere public: not in the spectator view, a public event or
 * the end summary, nor in the view of another seat, unless that seat declares the same string
 * itself (two players holding copies of one card both see its text).
 */

/** Shorter strings would turn up by chance ("Pass", "Work"). */
const MIN_SECRET = 6;

export type Secrets = readonly (readonly string[])[];

export function declaredSecrets(def: GameDefinition, state: unknown, seats: number, where: string): Secrets {
  const out: string[][] = [];
  for (let seat = 0; seat < seats; seat++) {
    const list = def.secrets(state, seat);
    if (!Array.isArray(list)) fail(where, `secrets of seat ${seat} is not a list`);
    for (const x of list) {
      if (typeof x !== 'string' || x.length < MIN_SECRET) fail(where, `seat ${seat}'s secret ${JSON.stringify(x)} is not specific enough (a string of at least ${MIN_SECRET} characters)`);
    }
    out.push(list);
  }
  return out;
}

/** A secret as it reads inside canonical JSON (quotes and backslashes escaped). */
const inJson = (x: string): string => JSON.stringify(x).slice(1, -1);

/** Secrets the public may not read: every seat's. */
function anyoneElses(secrets: Secrets, reader: Seat | null): { owner: Seat; secret: string }[] {
  const own = reader === null ? [] : secrets[reader]!;
  return secrets.flatMap((list, owner) => (owner === reader ? [] : list.filter((x) => !own.includes(x)).map((secret) => ({ owner, secret }))));
}

/** The public texts of one step (public events, the result summary) name no seat's secret. */
export function checkPublicTexts(events: readonly GameEvent[], outcome: Outcome, secrets: Secrets, where: string): void {
  const texts = events.filter((e) => e.to === 'public').map((e) => e.text);
  if (outcome.summary) texts.push(...outcome.summary);
  if (outcome.results) texts.push(...outcome.results);
  if (texts.length === 0) return;
  const all = texts.join('\n');
  for (const { owner, secret } of anyoneElses(secrets, null)) {
    if (all.includes(secret)) {
      const t = texts.find((x) => x.includes(secret));
      fail(where, `seat ${owner}'s secret ${JSON.stringify(secret)} is in public text ${JSON.stringify(t)}`);
    }
  }
}

/** Every view (each seat's and the spectator's, as canonical JSON) against every seat's secrets. */
export function checkViews(def: GameDefinition, state: unknown, seats: number, secrets: Secrets, where: string): void {
  const viewers: Viewer[] = [...Array.from({ length: seats }, (_v, i) => i), 'spectator'];
  for (const viewer of viewers) {
    const json = canonical(def.view(state, viewer));
    const seat = viewer === 'spectator' ? null : viewer;
    if (seat !== null) {
      for (const x of secrets[seat]!) if (!json.includes(inJson(x))) fail(where, `seat ${seat} declares the secret ${JSON.stringify(x)} but its own view does not show it`);
    }
    for (const { owner, secret } of anyoneElses(secrets, seat)) {
      if (json.includes(inJson(secret))) fail(where, `seat ${owner}'s secret ${JSON.stringify(secret)} is in the ${seat === null ? 'spectator' : `seat ${seat}`} view`);
    }
  }
}
