import { nextInt, seedRng } from '../../../src/engine/rng.ts';
import type { LegalAction } from '../../../src/engine/types.ts';
import { ANOMALIES, CHARACTER_CARDS, FIREWALL_MAX, type Icon, ROWS } from '../../../src/games/hacktivity/data/index.ts';
import { type HackAction, hacktivity as hack } from '../../../src/games/hacktivity/game.ts';
import type { HackState } from '../../../src/games/hacktivity/state.ts';

/**
 * Balance measuring tools (not a computer player: the careful policy reads the whole state, the
 * hands included, because it measures what careful play can do, not what a seat may know).
 *
 * - `randomPolicy`: a uniform choice among the legal actions (never "share", which changes nothing);
 * - `carefulPolicy`: draws in proportion to what is left (favouring Character cards while Anomalies
 *   wait on the board), never shares, and for every other choice plays it out on a copy, finishing
 *   the card's own decisions greedily, and keeps the one whose table scores best (`score`: Firewalls,
 *   the purple cube against the grey one, the Alert interface's room, nodes left on the board, free
 *   blocks, the Tension).
 * `winRate(policy, players, games)` plays `games` seeded games and returns the share won.
 */
export type Policy = (
  s: HackState,
  seat: number,
  legal: readonly LegalAction<HackAction>[],
  rng: ReturnType<typeof seedRng>,
) => HackAction;

const act = (a: LegalAction<HackAction>, amount?: number): HackAction =>
  amount === undefined ? { k: a.key } : { k: a.key, amount };

export const randomPolicy: Policy = (_s, _seat, legal, rng) => {
  const pool = legal.filter((a) => !a.key.startsWith('share:'));
  const a = pool[nextInt(rng, pool.length)]!;
  return a.amount ? act(a, a.amount.min + nextInt(rng, a.amount.max - a.amount.min + 1)) : act(a);
};

const destroyOf = (icons: readonly Icon[]): number =>
  icons.reduce(
    (a, i) =>
      a +
      (i.k === 'destroy' || i.k === 'distributed' || i.k === 'destroyOrReduce'
        ? i.n
        : i.k === 'destroy2'
          ? i.n + i.m
          : i.k === 'destroyReduce'
            ? i.n + i.m
            : 0),
    0,
  );
/** What a card in hand is worth: a Character card its better Destroy, an Anomaly minus its nodes. */
function handValue(card: string): number {
  const c = CHARACTER_CARDS[card];
  if (c) return 1.6 * Math.max(destroyOf(c.top), destroyOf(c.bottom)) + 1;
  const a = ANOMALIES[card];
  return a ? -2.5 * a.nodes : 0;
}

/** How good the table is for the group (higher is better). */
export function score(s: HackState): number {
  if (s.over) return s.result?.won ? 1e9 : -1e9;
  let v = 0;
  const room = s.grey - s.purple;
  v -= 2 * s.purple + 60 / room;
  for (const p of s.p) if (p.characters.length > 0) v -= 4 * (FIREWALL_MAX - p.firewall) + 70 / p.firewall;
  const rooms = s.alert.map((r) => (r === null ? 0 : ROWS + 1 - r));
  const total = rooms.reduce((a, b) => a + b, 0);
  v -= 60 / Math.max(1, total) + 25 * s.removed.filter(Boolean).length;
  const left = s.alert.find((r) => r !== null);
  if (left !== undefined && left !== null) v -= 1.5 * left;
  for (const b of s.blocks) {
    if (b.forbidden) continue;
    if (b.card === null) v += 5;
    else v -= 2.5 * b.nodes - 1.5 * b.chains;
  }
  v -= 12 * s.tension;
  for (const p of s.p) v += 0.8 * p.load + 1.5 * p.cubes + p.hand.reduce((a, c) => a + handValue(c), 0);
  return v;
}

const clone = (s: HackState): HackState => JSON.parse(JSON.stringify(s)) as HackState;

/** The same seat's follow-up decisions (a card's targets), greedily, then the score. */
function settleScore(s: HackState, seat: number, depth: number): number {
  const awaiting = hack.awaiting(s);
  if (s.over || depth <= 0 || !awaiting.includes(seat) || s.stack.length === 0) return score(s);
  let best = -Infinity;
  for (const [a, amount] of expand(hack.legalActions(s, seat))) {
    const t = clone(s);
    const r = hack.apply(t, seat, act(a, amount));
    if (!r.ok) continue;
    best = Math.max(best, settleScore(r.state, seat, depth - 1));
  }
  return best === -Infinity ? score(s) : best;
}

function expand(legal: readonly LegalAction<HackAction>[]): [LegalAction<HackAction>, number | undefined][] {
  const out: [LegalAction<HackAction>, number | undefined][] = [];
  for (const a of legal) {
    if (a.key.startsWith('share:')) continue;
    if (!a.amount) out.push([a, undefined]);
    else for (let n = a.amount.min; n <= a.amount.max; n++) out.push([a, n]);
  }
  return out;
}

/** Draw: the Character share in proportion to what is left, one more when Anomalies wait on the board. */
function carefulDraw(s: HackState, seat: number, legal: readonly LegalAction<HackAction>[]): HackAction {
  const ks = legal.map((a) => Number(a.key.split(':')[1]));
  const total = ks.length - 1 + Math.min(...ks);
  const mine = s.p[seat]!.deck.length;
  const anomalies = s.anomalyDeck.length / Math.max(1, s.players);
  let k = Math.round((total * mine) / Math.max(1, mine + anomalies));
  const onBoard = s.blocks.reduce((n, b) => n + b.nodes, 0);
  if (onBoard >= 4) k += 1;
  if (s.blocks.every((b) => b.forbidden || b.card !== null)) k += 1;
  // A weak Firewall takes fewer Anomalies (their bottoms hurt their player); a strong one more.
  const fw = s.p[seat]!.firewall;
  const weakest = Math.min(...s.p.filter((p) => p.characters.length > 0).map((p) => p.firewall));
  if (fw <= 1) k += 2;
  else if (fw === 2 && weakest >= 2) k += 0;
  else if (fw === 2) k += 1;
  if (fw > weakest + 1) k -= 1;
  k = Math.max(Math.min(...ks), Math.min(Math.max(...ks), k));
  return { k: `draw:${k}` };
}

export const carefulPolicy: Policy = (s, seat, legal) => {
  if (legal.some((a) => a.kind === 'draw')) return carefulDraw(s, seat, legal);
  if (legal.some((a) => a.kind === 'character')) return { k: legal[0]!.key };
  let best: HackAction | null = null;
  let bestV = -Infinity;
  for (const [a, amount] of expand(legal)) {
    const t = clone(s);
    const r = hack.apply(t, seat, act(a, amount));
    if (!r.ok) continue;
    // Ending the turn keeps a card for later: a small bonus only when the next card would hurt.
    const v = settleScore(r.state, seat, 6) + (a.kind === 'end' ? -0.5 : 0);
    if (v > bestV) {
      bestV = v;
      best = act(a, amount);
    }
  }
  return best ?? { k: legal[0]!.key };
};

/** Plays one seeded game with `policy` for every seat; true when the group wins. */
export function playGame(
  policy: Policy,
  players: number,
  seed: string,
  options: Record<string, unknown> = {},
): boolean {
  return !!playOut(policy, players, seed, options).result?.won;
}

/** Plays one seeded game with `policy` for every seat; the final state. */
export function playOut(
  policy: Policy,
  players: number,
  seed: string,
  options: Record<string, unknown> = {},
): HackState {
  let s = hack.setup(players, hack.optionsSchema.parse(options), seed);
  const rng = seedRng(`balance:${seed}`);
  for (let step = 0; step < 5000 && !s.over; step++) {
    const seat = hack.awaiting(s)[0];
    if (seat === undefined) throw new Error(`${seed}: nobody awaited`);
    const legal = hack.legalActions(s, seat);
    const r = hack.apply(s, seat, policy(s, seat, legal, rng));
    if (!r.ok) throw new Error(`${seed}: ${r.error}`);
    s = r.state;
  }
  if (!s.over) throw new Error(`${seed}: no end`);
  return s;
}

/** The share of `games` seeded games won with `policy` by `players` players. */
export function winRate(
  policy: Policy,
  players: number,
  games: number,
  tag = 'balance',
  options: Record<string, unknown> = {},
): number {
  let won = 0;
  for (let i = 0; i < games; i++) if (playGame(policy, players, `${tag}-${players}-${i}`, options)) won++;
  return won / games;
}
