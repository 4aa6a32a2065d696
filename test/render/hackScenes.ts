/** Hacktivity states for the renderer tests, built from a fresh setup by direct edits (card data looked up defensively). */
import type { RenderContext } from '../../renderers/types.ts';
import {
  ANOMALY_LIST,
  CHARACTER_CARD_LIST,
  CHARACTERS,
  type Character,
  SOLO_ZERO,
} from '../../src/games/hacktivity/data/index.ts';
import { hacktivity } from '../../src/games/hacktivity/game.ts';
import type { HackState } from '../../src/games/hacktivity/state.ts';

export const NAMES = ['Maria', 'Tom', 'Łucja "Glitch" Wiśniewska-Kowalczyk', 'agent_zero_zero_seven_the_long'];

export function context(s: HackState, extra: Partial<RenderContext> = {}): RenderContext {
  const awaiting = s.stack.length ? s.stack.at(-1)!.seats : s.turn ? [s.turn.seat] : [];
  return { seats: NAMES.slice(0, s.players).map((name) => ({ name })), awaiting, ...extra };
}

/** Character cards of one character (any card when the data has none for it yet). */
function cardsOf(c: Character): string[] {
  const own = CHARACTER_CARD_LIST.filter((x) => x.character === c).map((x) => x.id);
  return own.length ? own : CHARACTER_CARD_LIST.map((x) => x.id);
}
function anomalies(...sets: string[]): string[] {
  const a = ANOMALY_LIST.filter((x) => sets.includes(x.set)).map((x) => x.id);
  return a.length ? a : ANOMALY_LIST.map((x) => x.id);
}
const pick = (ids: string[], i: number): string => ids[i % ids.length]!;

/** Characters by seat: 4 players all four; 3: CyberLink, DrPower, ArTeMiS (the rulebook's example); 2: DrPower, BLAAST!!; solo: DrPower + CyberLink. */
const CHARS: Record<number, Character[][]> = {
  1: [['cyberlink', 'drpower']],
  2: [['blaast'], ['drpower']],
  3: [['artemis'], ['cyberlink'], ['drpower']],
  4: [['artemis'], ['blaast'], ['cyberlink'], ['drpower']],
};

/** The set-up after the Characters are chosen: decks, Firewalls, CyberLink's cubes, the Alpha in a block. */
export function fresh(players: number, seed = 'seed'): HackState {
  const s = hacktivity.setup(players, { difficult: false, protocol: 'none' }, `${seed}-${players}`);
  s.stack = [];
  s.queue = [];
  CHARS[players]!.forEach((cs, seat) => {
    const p = s.p[seat]!;
    p.characters = [...cs];
    p.deck = cs.flatMap((c) => Array.from({ length: 13 }, (_v, i) => pick(cardsOf(c), i)));
    if (players === 1) p.deck.push(...SOLO_ZERO.map((z) => z.id));
    p.firewall = players === 1 ? 4 : 3;
    p.cubes = cs.includes('cyberlink') ? 4 : 0;
  });
  s.order = [...Array(players).keys()].sort(
    (a, b) => CHARACTERS.indexOf(s.p[a]!.characters[0]!) - CHARACTERS.indexOf(s.p[b]!.characters[0]!),
  );
  const alpha = anomalies('alpha');
  s.blocks[1] = { card: pick(alpha, 0), nodes: 1, chains: 0, forbidden: false };
  s.phase = 'draw';
  s.wave = 1;
  s.stack = [{ kind: 'draw', seats: [s.order[0]!], data: { i: 0 } }];
  return s;
}

/** Wave 3, Play: the second player mid-turn; blocks filled, chains, a removed Alert column, purple high, Firewalls low. */
export function midGame(players: number): HackState {
  const s = fresh(players, 'mid');
  s.stack = [];
  s.wave = 3;
  s.phase = 'play';
  s.tension = 2;
  const an = anomalies('A1+', 'A2+', 'A3+', 'A4');
  const alerts = anomalies('X2', 'X3', 'X4');
  s.blocks[1] = { card: pick(anomalies('alpha'), 1), nodes: 1, chains: 0, forbidden: false };
  s.blocks[2] = { card: pick(an, 0), nodes: 4, chains: 2, forbidden: false };
  s.blocks[3] = { card: pick(alerts, 0), nodes: 5, chains: 0, forbidden: false };
  if (players >= 3) s.blocks[0] = { card: pick(an, 1), nodes: 2, chains: 1, forbidden: false };
  // Alert: the left column went over the top, the next is at row 7.
  const first = s.alert.findIndex((r) => r !== null);
  s.alert[first] = null;
  s.removed[first] = true;
  s.alert[first + 1] = 7;
  s.alert[first + 2] = 5;
  s.purple = s.grey - 2;
  s.p.forEach((p, seat) => {
    const own = p.deck;
    p.top = [own[0]!, own[1]!];
    p.bottom = seat % 2 ? [own[2]!] : [];
    p.hand = [own[3]!, own[4]!, pick(an, 2 + seat)];
    p.deck = own.slice(5);
    p.firewall = [3, 1, 2, 4][seat]!;
    if (p.characters.includes('drpower')) {
      p.load = 6;
      p.programsUsed = ['p1'];
    }
    if (p.characters.includes('cyberlink')) p.cubes = 1;
  });
  s.enemyDiscard = [pick(an, 5), pick(an, 6)];
  s.anomalyDeck = s.anomalyDeck.slice(0, Math.max(0, s.anomalyDeck.length - 4));
  s.turn = { seat: s.order[Math.min(1, players - 1)]!, played: 1 };
  return s;
}

/** Draw phase: the first players have drawn face down, the next one chooses the split. */
export function drawing(players: number): HackState {
  const s = midGame(players);
  s.turn = null;
  s.phase = 'draw';
  s.wave = 4;
  s.p.forEach((p) => (p.hand = []));
  const asked = Math.min(1, players - 1);
  const chooser = s.order[asked]!;
  const done = s.order[0]!;
  if (done !== chooser) {
    s.p[done]!.drawn = [s.p[done]!.deck[0]!, pick(anomalies('A1+'), 0), pick(anomalies('A2+'), 0)];
    s.p[done]!.split = { character: 1, anomaly: 2 };
  }
  s.stack = [{ kind: 'draw', seats: [chooser], data: { i: asked } }];
  return s;
}

/** Lost: purple reached grey. */
export function finished(players: number): HackState {
  const s = midGame(players);
  s.turn = null;
  s.phase = 'over';
  s.purple = s.grey;
  s.over = true;
  s.result = { won: false, reason: 'The purple cube reached the grey cube.' };
  return s;
}
