import { pickBest } from '../../engine/computer.ts';
import type { ComputerChoice, ComputerInput, LegalAction } from '../../engine/types.ts';
import {
  ADD_NODE_LIMIT,
  ANOMALIES,
  CHARACTER_CARDS,
  CHARACTERS,
  type Character,
  FIREWALL_MAX,
  type Icon,
  LOAD_MAX,
  PROGRAMS,
  ROWS,
} from './data/index.ts';
import type { HackAction } from './game.ts';
import type { HackView } from './view.ts';

/**
 * Hacktivity's greedy computer player: a careful cooperative hacker. It sees only its seat's view
 * (its own hand, the public table) and the legal actions, and scores each action by what it does
 * to the group's three dangers (the Alert interface, the purple cube against the grey one, the
 * Firewalls) and to the Anomalies on the Antivirus interface. It deactivates Anomalies (a Destroy
 * that finishes one counts most), keeps Alert and purple low, protects Firewalls, puts weak
 * Anomalies into free blocks, and splits its draw by the Tension and what is left in the decks.
 *
 * The rules modules name their choices by kind (draw, play, end, program, share, target,
 * distribute, block, discard, duplicate, option, character) and by keys such as
 * `play:<card>:top|bottom`, `t:b<block>`, `t:purple`, `s:<seat>`; the figures of the decision
 * under way (the icon resolved, the last turn's hand-out) come from the view's `asked`. Nothing
 * here reads a label or a detail: their words are in the reader's language.
 */
export function hackGreedy(input: ComputerInput<HackView, HackAction>): ComputerChoice {
  const { legal, rng } = input;
  if (legal.length === 0) throw new Error('hackGreedy: no legal action');
  const ctx = context(input.view, input.seat);
  const scored = legal.map((a) => ({ a, ...score(ctx, a) }));
  const pick = pickBest(
    scored,
    scored.map((x) => x.s),
    rng,
    1e-9,
  );
  return pick.amount === undefined ? { key: pick.a.key } : { key: pick.a.key, amount: pick.amount };
}

interface Ctx {
  v: HackView;
  seat: number;
  /** How close each danger is, 0 (far) to 1 (lost): weights for the icons that move it. */
  purpleRisk: number;
  alertRisk: number;
  /** Nodes left on each block's Anomaly (0: none). */
  nodes: number[];
  freeBlocks: number;
}

function context(v: HackView, seat: number): Ctx {
  const gap = Math.max(1, v.grey - v.purple);
  const cubes = v.alert.filter((r) => r !== null).length;
  const lead = v.alert.find((r) => r !== null) ?? 1;
  return {
    v,
    seat,
    purpleRisk: Math.min(1, 2 / gap),
    alertRisk: cubes <= 1 ? 1 : Math.min(1, (lead / ROWS) * (cubes <= 2 ? 1 : 0.6)),
    nodes: v.blocks.map((b) => (b.card ? b.nodes : 0)),
    freeBlocks: v.blocks.filter((b) => !b.card && !b.forbidden).length,
  };
}

type Scored = { s: number; amount?: number };

const parts = (key: string): string[] => key.split(/[:/ ]/);
/** A card id named in a key (Character, Anomaly or program). */
const cardIn = (key: string): string | undefined => parts(key).find((p) => CHARACTER_CARDS[p] || ANOMALIES[p]);
const sideIn = (key: string): 'top' | 'bottom' | undefined =>
  /(^|:)bottom($|:)/.test(key) ? 'bottom' : /(^|:)top($|:)/.test(key) ? 'top' : undefined;
/** The seat a shared point goes to: `s:<seat>`. */
const seatIn = (key: string): number | undefined => {
  const m = /^s:(\d+)$/.exec(key);
  return m ? Number(m[1]) : undefined;
};
const isCritical = (key: string): boolean => /(^|:)purple$/.test(key);
/** The data block a choice names: `block:bN`, `t:bN`, `d:bN`. */
function blockIn(a: LegalAction<HackAction>): number | undefined {
  const m = /(?:block|blk|b)[:\s#]*(\d)/i.exec(a.key) ?? /(\d)$/.exec(a.key);
  if (!m) return undefined;
  const n = Number(m[1]);
  // Keys may count blocks from 0 or labels from 1: prefer 0-based within range.
  return n >= 0 && n < 4 ? n : n - 1 >= 0 && n - 1 < 4 ? n - 1 : undefined;
}

/** Alert up by n: how many orange cubes it would remove, and whether none would be left. */
function alertUpHits(alert: readonly (number | null)[], n: number): { removed: number; lost: boolean } {
  const rows = [...alert];
  let removed = 0;
  for (let k = 0; k < n; k++) {
    const c = rows.findIndex((r) => r !== null);
    if (c < 0) break;
    if (rows[c]! >= ROWS) {
      rows[c] = null;
      removed++;
    } else rows[c] = rows[c]! + 1;
  }
  return { removed, lost: rows.every((r) => r === null) };
}

/** Destroy points' worth on the board: finishing an Anomaly counts most, then the purple cube. */
function destroyValue(ctx: Ctx, n: number, anomalyOnly: boolean): number {
  let best = 0;
  for (const nodes of ctx.nodes) {
    if (nodes <= 0) continue;
    const used = Math.min(n, nodes);
    best = Math.max(best, used + (nodes <= n ? 2.5 : 0));
  }
  if (!anomalyOnly) best = Math.max(best, Math.min(n, ctx.v.purple) * (0.4 + 1.6 * ctx.purpleRisk));
  return best;
}

function iconValue(ctx: Ctx, i: Icon, self: { firewall: number; character: Character | undefined }): number {
  const { v } = ctx;
  switch (i.k) {
    case 'destroy':
      return destroyValue(ctx, i.n, i.anomalyOnly);
    case 'destroy2':
      return destroyValue(ctx, Math.max(i.n, i.m), false) + 0.6 * Math.min(i.n, i.m);
    case 'distributed':
      return destroyValue(ctx, i.n, false) + 0.3 * i.n;
    case 'destroyReduce':
      return destroyValue(ctx, i.n, true) + Math.min(i.m, v.purple) * (0.4 + 1.6 * ctx.purpleRisk);
    case 'destroyOrReduce':
      return destroyValue(ctx, i.n, false);
    case 'spread':
      return v.purple + i.n >= v.grey ? -1000 : -i.n * (0.8 + 3 * ctx.purpleRisk);
    case 'reduce':
      return Math.min(i.n, v.purple) * (0.4 + 1.6 * ctx.purpleRisk);
    case 'damage':
      return self.firewall - i.n <= 0 ? -1000 : -i.n * (self.firewall <= 2 ? 3 : 1.8);
    case 'damageShared': {
      const total = v.p.reduce((t, p) => t + Math.max(0, p.firewall - 1), 0);
      return total < i.n ? -1000 : -i.n * 1.5;
    }
    case 'fortify':
      return self.firewall >= FIREWALL_MAX
        ? 0
        : Math.min(i.n, FIREWALL_MAX - self.firewall) * (self.firewall <= 1 ? 2.5 : 1.2);
    case 'fortifyShared':
      return (
        Math.min(
          i.n,
          v.p.reduce((t, p) => t + Math.max(0, FIREWALL_MAX - p.firewall), 0),
        ) * 1.2
      );
    case 'alertUp': {
      const hit = alertUpHits(v.alert, i.n);
      return hit.lost ? -1000 : -i.n * (0.6 + 2 * ctx.alertRisk) - hit.removed * 4;
    }
    case 'alertDown': {
      const lead = v.alert.find((r) => r !== null) ?? 1;
      return Math.min(i.n, lead - 1) * (0.5 + 1.5 * ctx.alertRisk);
    }
    case 'discard':
      return -0.8 * i.n;
    case 'addNode': {
      const can = ctx.nodes.some((x) => x > 0 && x < ADD_NODE_LIMIT);
      return can ? -0.9 * i.n : 0;
    }
    case 'chain':
      return ctx.nodes.some((x) => x > 0) ? 1.2 : 0;
    case 'charge':
      return self.character === 'drpower' || v.p[ctx.seat]?.characters.includes('drpower')
        ? 0.6 * Math.min(i.n, LOAD_MAX - (v.p[ctx.seat]?.load ?? 0))
        : 0;
    case 'discharge':
      return -0.5 * Math.min(i.n, v.p[ctx.seat]?.load ?? 0);
    case 'duplicate':
      return 2;
    case 'putBack':
      return 0.8;
    case 'tension':
      return -1.5 * i.n;
  }
}

const iconsValue = (ctx: Ctx, icons: readonly Icon[]): number => {
  const me = ctx.v.p[ctx.seat];
  return icons.reduce(
    (t, i) => t + iconValue(ctx, i, { firewall: me?.firewall ?? 3, character: me?.characters[0] }),
    0,
  );
};

/** What playing `card` with `side` is worth now. */
function cardValue(ctx: Ctx, card: string, side: 'top' | 'bottom'): number {
  const c = CHARACTER_CARDS[card];
  if (c) return iconsValue(ctx, side === 'top' ? c.top : c.bottom);
  const a = ANOMALIES[card];
  if (!a) return 0;
  if (side === 'bottom') return iconsValue(ctx, a.bottom) - 0.3;
  // Top: the Anomaly takes a free block (the last ones are precious) and must be worn down, but its top icons are gentler.
  const cost = 0.35 * a.nodes + (ctx.freeBlocks <= 1 ? 1.5 : 0.5) + (a.chain ? -0.5 : 0);
  const after: Ctx = { ...ctx, nodes: [...ctx.nodes, a.nodes] };
  return iconsValue(after, a.top) - cost;
}

function score(ctx: Ctx, a: LegalAction<HackAction>): Scored {
  switch (a.kind) {
    case 'character':
      return { s: characterScore(ctx, a.key) };
    case 'draw':
      return drawScore(ctx, a);
    case 'lastdraw': {
      // The last turn's remaining Anomaly cards: to whoever would be shortest of a full draw, then the fewest handed.
      const { short, handed } = lastDrawFigures(ctx, a.key);
      return { s: short * 2 - handed * 0.5 };
    }
    case 'play': {
      const card = cardIn(a.key);
      // A Solo Virus (`virus:<card>`) names no option.
      const side = sideIn(a.key) ?? 'top';
      // Playing beats ending; a card that must go first (Solo Virus, Solo Zero) is simply played.
      return { s: 10 + (card ? cardValue(ctx, card, side) : 0) };
    }
    case 'end': {
      // A second card only when it helps now.
      const me = ctx.v.p[ctx.seat];
      return { s: me && me.handCharacter + me.handAnomaly > 3 ? 10.5 : 11 };
    }
    case 'program': {
      const id = parts(a.key).find((p) => PROGRAMS.some((x) => x.id === p));
      const p = PROGRAMS.find((x) => x.id === id);
      // Free actions: taken when they do real good (their load is spent either way).
      return { s: p ? 10 + iconsValue(ctx, p.icons) - (p.once ? 3 : 1.5) : 9 };
    }
    case 'share':
      return shareScore(ctx, a);
    case 'target':
    case 'distribute':
      return { s: targetScore(ctx, a), ...amountMax(a) };
    case 'block':
      return { s: blockScore(ctx, a) };
    case 'discard': {
      const card = cardIn(a.key);
      if (!card) return { s: a.key === 'discard:deck' ? 1.5 : 0 };
      const c = CHARACTER_CARDS[card];
      return { s: c ? 1.5 - Math.max(iconsValue(ctx, c.top), iconsValue(ctx, c.bottom)) : 0 };
    }
    case 'duplicate': {
      // `dup:<seat>:<pile>`: the visible top of that pile, from the public view.
      const [, who, pile] = a.key.split(':');
      const fromView = pile === 'top' || pile === 'bottom' ? (ctx.v.p[Number(who)]?.[pile] ?? undefined) : undefined;
      const card = fromView ?? cardIn(a.key);
      const side = sideIn(a.key) ?? (pile === 'bottom' ? 'bottom' : 'top');
      return { s: card ? cardValue(ctx, card, side) : 0 };
    }
    case 'option': {
      const card = cardIn(a.key);
      const side = sideIn(a.key);
      if (card && side) return { s: cardValue(ctx, card, side) };
      return { s: /no|skip|cancel/i.test(a.key) ? -0.5 : 0, ...amountMax(a) };
    }
    default:
      return { s: 0, ...amountMax(a) };
  }
}

const amountMax = (a: LegalAction<HackAction>): { amount?: number } => (a.amount ? { amount: a.amount.max } : {});

/** The last turn's hand-out (`last:<n>:<seat>`): how short of a full draw that seat is, and how many it was handed. */
function lastDrawFigures(ctx: Ctx, key: string): { short: number; handed: number } {
  const seat = Number(key.split(':')[2]);
  const i = ctx.v.order.indexOf(seat);
  const handed = ctx.v.asked?.given?.[i] ?? 0;
  const deck = ctx.v.p[seat]?.deck ?? 0;
  return { short: Math.max(0, ctx.v.tensionValue - handed - deck), handed };
}

/** Characters (`character:<id>`): the versatile ones first; CyberLink in bigger groups (its chains need neighbours). */
function characterScore(ctx: Ctx, key: string): number {
  const c = CHARACTERS.find((x) => key === `character:${x}`);
  if (!c) return 0;
  const pref: Record<Character, number> = {
    artemis: 4,
    drpower: 3,
    blaast: 2,
    cyberlink: ctx.v.players >= 3 ? 3.5 : 1,
  };
  return pref[c];
}

/**
 * The draw split: the share of this seat's remaining draws its Character deck can cover, more
 * Character cards when the board is dangerous, never more than the deck holds.
 */
function wantedCharacters(ctx: Ctx): number {
  const { v } = ctx;
  const me = v.p[ctx.seat]!;
  const T = v.tensionValue;
  const deck = me.deck;
  const perSeatAnomalies = v.anomalyDeck / Math.max(1, v.players);
  const ratio = deck + perSeatAnomalies > 0 ? deck / (deck + perSeatAnomalies) : 1;
  const danger = Math.max(ctx.purpleRisk, ctx.alertRisk, ...ctx.nodes.map((n) => n / 8), me.firewall <= 1 ? 1 : 0);
  const want = Math.round(T * Math.min(1, ratio + 0.3 * danger));
  return Math.max(0, Math.min(deck, T, want));
}

function drawScore(ctx: Ctx, a: LegalAction<HackAction>): Scored {
  const want = wantedCharacters(ctx);
  if (a.amount) return { s: 0, amount: Math.max(a.amount.min, Math.min(a.amount.max, want)) };
  const k = charactersIn(a);
  return { s: k === undefined ? 0 : -Math.abs(k - want) };
}

/** Character cards a draw choice takes: `draw:<N>`. */
function charactersIn(a: LegalAction<HackAction>): number | undefined {
  const n = /(\d+)/.exec(a.key);
  return n ? Number(n[1]) : undefined;
}

/** Whether the decision under way fortifies (shared Fortify) rather than damages. */
const fortifying = (ctx: Ctx): boolean =>
  ctx.v.asked?.fortifying ?? (ctx.v.asked?.icon?.k === 'fortify' || ctx.v.asked?.icon?.k === 'fortifyShared');

/** Share a card's icons: harmless, but a computer has no teammate to tell; split shared Damage to the strongest Firewall, Fortify to the weakest. */
function shareScore(ctx: Ctx, a: LegalAction<HackAction>): Scored {
  const who = seatIn(a.key);
  // Telling the icons changes nothing: never chosen over a card that must be played, however bad.
  if (who === undefined) return { s: /^share:/.test(a.key) && cardIn(a.key) ? -1e9 : 0, ...amountMax(a) };
  const fw = ctx.v.p[who]?.firewall ?? 0;
  if (fortifying(ctx)) return { s: FIREWALL_MAX - fw, ...amountMax(a) };
  return { s: fw, ...(a.amount ? { amount: fw > 1 ? Math.min(a.amount.max, fw - 1) : a.amount.min } : {}) };
}

/** A target for Destroy (finish an Anomaly, else the purple cube when it is close, else the biggest), Additional node (an Anomaly left alone), a chain, or a Firewall. */
/** The Destroy a 'target' choice makes now: the icon's number (a two-target Destroy's second pick: its Y). */
function destroyOf(ctx: Ctx): number | undefined {
  const icon = ctx.v.asked?.icon;
  if (!icon || ctx.v.asked?.kind !== 'target') return undefined;
  if (icon.k === 'destroy2') return ctx.v.asked?.pick === 'y' ? icon.m : icon.n;
  if (icon.k === 'destroy' || icon.k === 'destroyReduce' || icon.k === 'destroyOrReduce') return icon.n;
  return undefined;
}

function targetScore(ctx: Ctx, a: LegalAction<HackAction>): number {
  const icon = ctx.v.asked?.icon;
  if (isCritical(a.key)) {
    const n = destroyOf(ctx);
    const drop = n === undefined ? 1 : Math.min(n, ctx.v.purple);
    return drop * (0.3 + 5 * ctx.purpleRisk ** 2);
  }
  const b = blockIn(a);
  const nodes = b === undefined ? 0 : (ctx.nodes[b] ?? 0);
  if (icon?.k === 'addNode') return nodes;
  if (icon?.k === 'chain' && b !== undefined) {
    const neighbours = [b - 1, b + 1].filter((x) => (ctx.nodes[x] ?? 0) > 0).length;
    return neighbours * 2 - nodes * 0.2;
  }
  // Destroy: finish an Anomaly with the least waste, else wear down the one closest to its end.
  const chains = b === undefined ? 0 : (ctx.v.blocks[b]?.chains ?? 0);
  const destroy = destroyOf(ctx);
  if (destroy !== undefined && b !== undefined && nodes > 0) {
    const [n, before, after] = [destroy, nodes, Math.max(0, nodes - destroy)];

    return after === 0
      ? 8 + before * 0.3 - (n - before) * 0.3 + chains
      : Math.min(n, before) * 0.8 - after * 0.3 + chains * 0.5;
  }
  return nodes > 0 ? 6 - nodes + chains : 0;
}

/** A free block: next to Anomalies (chains reach them). */
function blockScore(ctx: Ctx, a: LegalAction<HackAction>): number {
  const b = blockIn(a);
  if (b === undefined) return 0;
  return [b - 1, b + 1].filter((x) => (ctx.nodes[x] ?? 0) > 0).length;
}
