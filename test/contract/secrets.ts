import type { GameDefinition, GameEvent, Outcome, Viewer } from '../../src/engine/types.ts';
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
      if (typeof x !== 'string' || x.length < MIN_SECRET)
        fail(
          where,
          `seat ${seat}'s secret ${JSON.stringify(x)} is not specific enough (a string of at least ${MIN_SECRET} characters)`,
        );
    }
    out.push(list);
  }
  return out;
}

/** The public texts of one step (public events, the result's summary and results) name no seat's secret. */
export function checkPublicTexts(
  events: readonly GameEvent[],
  outcome: Outcome,
  secrets: Secrets,
  where: string,
): void {
  const texts = events.filter((e) => e.to === 'public').map((e) => e.text);
  if (outcome.summary) texts.push(...outcome.summary);
  if (outcome.results) texts.push(...outcome.results);
  if (texts.length === 0) return;
  const all = texts.join('\n');
  secrets.forEach((list, owner) => {
    for (const secret of list) {
      if (all.includes(secret))
        fail(
          where,
          `seat ${owner}'s secret ${JSON.stringify(secret)} is in public text ${JSON.stringify(texts.find((x) => x.includes(secret)))}`,
        );
    }
  });
}

/** Every view (each seat's and the spectator's, as JSON) against every seat's secrets. */
export function checkViews(def: GameDefinition, state: unknown, seats: number, secrets: Secrets, where: string): void {
  // Each secret as it reads inside JSON (quotes and backslashes escaped), with its owner.
  const needles = secrets.flatMap((list, owner) =>
    list.map((secret) => ({ owner, secret, json: JSON.stringify(secret).slice(1, -1) })),
  );
  const viewers: Viewer[] = [...Array.from({ length: seats }, (_v, i) => i), 'spectator'];
  for (const viewer of viewers) {
    // Plain JSON holds the same strings as canonical JSON, in another key order: enough to search.
    const json = JSON.stringify(def.view(state, viewer));
    const seat = viewer === 'spectator' ? null : viewer;
    const own = seat === null ? [] : secrets[seat]!;
    for (const n of needles) {
      const found = json.includes(n.json);
      if (n.owner === seat) {
        if (!found)
          fail(where, `seat ${seat} declares the secret ${JSON.stringify(n.secret)} but its own view does not show it`);
      } else if (found && !own.includes(n.secret)) {
        fail(
          where,
          `seat ${n.owner}'s secret ${JSON.stringify(n.secret)} is in the ${seat === null ? 'spectator' : `seat ${seat}`} view`,
        );
      }
    }
  }
}
