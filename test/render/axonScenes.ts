/** Axon Protocol states for the renderer tests: a fresh setup, then the pieces placed by direct edits. */
import type { RenderContext } from '../../renderers/types.ts';
import { CORPORATION_LIST, RESOURCES, SCOREBOARD } from '../../src/games/axon/data/index.ts';
import { axon } from '../../src/games/axon/game.ts';
import type { AxonState, CharTokens } from '../../src/games/axon/state.ts';
import { SIX_NAMES } from './sixNames.ts';

export const NAMES = SIX_NAMES;

export function context(s: AxonState, extra: Partial<RenderContext> = {}): RenderContext {
  const awaiting = s.over ? [] : s.stack.length ? s.stack[s.stack.length - 1]!.seats : s.turn ? [s.turn.seat] : [];
  return { seats: NAMES.slice(0, s.players).map((name) => ({ name })), awaiting, ...extra };
}

const none = (): CharTokens => ({ augments: 0, drugs: 0, products: 0, scandal: 0, violence: 0 });

/** Counters from the tokens in play, rewards claimed up to each counter, Stress at least the tokens ever made. */
function settle(s: AxonState, extraStress: number): void {
  for (const r of RESOURCES) {
    s.counter[r] =
      r === 'data' ? s.areas.reduce((n, a) => n + a.data, 0) : s.chars.reduce((n, c) => n + c.tokens[r], 0);
    const track = SCOREBOARD.tracks.find((t) => t.resource === r)!;
    s.claimed[r] = track.rewards.map((rw) => rw.space <= s.counter[r]);
  }
  s.stress = Object.values(s.counter).reduce((a, b) => a + b, 0) + extraStress;
}

function place(
  s: AxonState,
  id: string,
  area: number,
  tokens: Partial<CharTokens> = {},
  extra: { activated?: boolean; section?: number; guarding?: boolean } = {},
): void {
  s.charStack = s.charStack.filter((c) => c !== id);
  s.chars.push({
    id,
    area,
    section: area === 1 ? (extra.section ?? 0) : null,
    tokens: { ...none(), ...tokens },
    activated: extra.activated ?? false,
    guarding: extra.guarding ?? false,
  });
}

/** Takes a card out of the deck and every hand (to lie on a Desktop or the discard pile). */
function take(s: AxonState, id: string): string {
  s.deck = s.deck.filter((c) => c !== id);
  for (const p of s.p) p.hand = p.hand.filter((c) => c !== id);
  return id;
}

function deal(s: AxonState, seat: number, n: number): void {
  s.p[seat]!.hand.push(...s.deck.splice(0, n));
}

/** Corporations taken in a fixed order (ARES, MEDIA NET, Helix...), hands dealt, the Turn Phase under way. */
function started(players: number, seed: string): AxonState {
  const s = axon.setup(players, { beginner: false, window: 60 }, seed);
  s.stack = [];
  s.queue = [];
  s.phase = 'turns';
  s.round = 1;
  // Two Player Mode: Corporations that share no Resource (ARES, The Syndicate), a third Resource each.
  const corps = players === 2 ? ['ares', 'syndicate'] : CORPORATION_LIST.map((c) => c.id);
  s.p.forEach((p, i) => {
    p.corp = corps[i]!;
    deal(s, i, 3);
  });
  if (players === 2) {
    s.p[0]!.extra = 'data';
    s.p[1]!.extra = 'products';
  }
  return s;
}

/** Round 3, seat 1's turn: Characters with tokens, a Criminal, an inmate, crimescenes, used boxes, Data, Desktop cards. */
export function midGame(players: number): AxonState {
  const s = started(players, `mid-${players}`);
  s.round = 3;
  s.first = 0;
  place(s, 'street-samurai', 10, { augments: 2, violence: 1 });
  place(s, 'cop', 13, {}, { activated: true });
  place(s, 'yakuza', 1, { violence: 0 }, { section: 0 });
  place(s, 'rockstar', 11, { drugs: 2, products: 1, scandal: 1 });
  place(s, 'fixer', 3, { products: 2 }, { activated: true });
  place(s, 'reporter', 8, { scandal: 2 });
  if (players >= 4) place(s, 'pusher', 12, { drugs: 1, violence: 2 });
  if (players >= 5) place(s, 'security-droid', 15, {}, { guarding: true });
  if (players >= 6) place(s, 'tourist', 9, { products: 1 }, { activated: true });
  s.areas[10 - 1]!.boxes[0]!.violence = true;
  s.areas[11 - 1]!.boxes[0]!.activated = true;
  s.areas[8 - 1]!.boxes[0]!.activated = true;
  s.areas[3 - 1]!.data = 2;
  s.areas[2 - 1]!.data = 1;
  settle(s, 4);
  s.p[0]!.permVp = 1;
  s.p[0]!.corpUsed = true;
  s.p[1]!.desktop = [{ card: take(s, 'cloud-storage-1') }];
  s.discard = [take(s, 'firewall-2'), take(s, 'brain-burn-1')];
  s.turn = { seat: 1 % players, acted: false, special: false, reverse: false, acting: null };
  s.recent = [
    "{seat:0} used ARES's ability: the Street Samurai murdered nobody, she took an Augment.",
    '{seat:0} activated the Cop: he ARRESTed the Yakuza (to Fort Plissken, top section).',
    "The Yakuza's Violence token went back to the pool.",
    '{seat:1} played Cloud Storage onto the Desktop.',
  ];
  return s;
}

/** A crowded city late in the game: many Characters, five in one Area, both Prison sections used, counters in the Red Zone, the acting Character ringed. */
export function crowded(players: number): AxonState {
  const s = started(players, `crowd-${players}`);
  s.round = 6;
  s.first = players - 1;
  s.dir = -1;
  s.tookFirst = players - 1;
  place(s, 'street-samurai', 12, { augments: 3, violence: 2, drugs: 1 });
  place(s, 'serial-killer', 12, { violence: 3, scandal: 2 }, { activated: true });
  place(s, 'rich-kid', 12, { products: 4, augments: 1, scandal: 1, drugs: 2 });
  place(s, 'ripperdoc', 12, { augments: 1 });
  place(s, 'junkie', 12, { drugs: 2 }, { activated: true });
  place(s, 'private-investigator', 12, {});
  place(s, 'yakuza', 1, { products: 1 }, { section: 0 });
  place(s, 'gang-boss', 1, { scandal: 1 }, { section: 1, activated: true });
  place(s, 'hitman', 1, { augments: 1 }, { section: 1 });
  place(s, 'corporate-assassin', 2, { augments: 2, violence: 1 });
  place(s, 'pleasure-droid', 14, { products: 2, scandal: 3 });
  place(s, 'courier-drone', 9, {});
  place(s, 'politician', 5, { scandal: 2 }, { guarding: true });
  place(s, 'market-ai', 7, { products: 1 }, { activated: true });
  place(s, 'taxi-driver', 16, { drugs: 1 });
  place(s, 'chemist', 4, { drugs: 1 });
  for (const a of [2, 3, 9, 10, 12, 13, 16]) for (const b of s.areas[a - 1]!.boxes) b.violence = true;
  for (const a of [4, 5, 8, 11, 14, 15]) for (const b of s.areas[a - 1]!.boxes) b.activated = true;
  s.areas[4 - 1]!.data = 3;
  s.areas[5 - 1]!.data = 1;
  s.areas[7 - 1]!.data = 2;
  settle(s, 9);
  s.breaking = Math.min(s.breaking, s.stress + 3);
  s.p.forEach((p, i) => {
    p.permVp = i % 3;
    p.corpUsed = i % 2 === 0;
    p.hand = p.hand.slice(0, 1 + (i % 4));
  });
  s.p[0]!.monopoly = 'violence';
  s.p[players - 1]!.desktop = [
    { card: take(s, 'proxy-server-1') },
    { card: take(s, 'bodyguard-protocol-1'), target: 'rich-kid' },
  ];
  s.turn = { seat: 2 % players, acted: true, special: false, reverse: false, acting: 'street-samurai' };
  s.stack = [
    {
      kind: 'choose',
      seats: [2 % players],
      data: { char: 'street-samurai', mode: 'routine', uses: [], nothing: false },
    },
  ];
  s.end = { by: 0, why: 'resource', last: [2 % players, 1].slice(0, players - 1) };
  s.recent = Array.from(
    { length: 8 },
    (_v, i) =>
      `{seat:${i % players}} did thing number ${i + 1}, with a rather long description of what happened in Nexus City.`,
  );
  return s;
}

/** The game is over: scores and winners set. */
export function finished(players: number): AxonState {
  const s = crowded(players);
  s.turn = null;
  s.stack = [];
  s.phase = 'over';
  s.over = true;
  s.end = { by: 0, why: 'resource', last: [] };
  // Seat 1 wins on the tie-break with seat 0.
  const scores = s.p.map((_p, i) => (i <= 1 ? 15 : 9 + i));
  s.result = {
    winners: [1],
    scores,
    lines: ['{seat:1} wins with 15 VP.', 'Tie with {seat:0}: {seat:1} has more Software cards in hand.'],
  };
  return s;
}
