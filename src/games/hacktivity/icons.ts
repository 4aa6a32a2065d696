import type { FlowContext } from '../../engine/events.ts';
import type { Choice } from '../../engine/flow.ts';
import { listToken, localize } from '../../engine/messages.ts';
import {
  ADD_NODE_LIMIT,
  ANOMALIES,
  CHARACTER_CARDS,
  type Character,
  COLUMNS,
  type CountedIconKind,
  FIREWALL_MAX,
  type Icon,
  LOAD_MAX,
  ROWS,
  TENSION_TRACK,
} from './data/index.ts';
import { cardWord } from './data/names.messages.ts';
import { ask, type HackFlow, type Job, type Opt, type Part, queue, type Source, type StepRun } from './flow.ts';
import type { HackChoiceKind } from './kinds.ts';
import { m } from './messages.ts';
import type { HackState } from './state.ts';

/**
 * Every icon of the Description of Icons, resolved in order for the seat that played the card
 * (`resolveIcons`). An icon that needs a choice asks its player a decision ('target', 'distribute',
 * 'share', 'discard', 'duplicate'); the card's later icons wait in an 'iconsRest' step queued at
 * the front, so the inner decisions (and a Duplicate's copied icons) finish first. A decision with one
 * choice only (and no number to type) is taken at once. The Golden Rule: an icon whose effect
 * cannot apply is skipped with a public note; Spread, Reduce infection, Charge and Destroy apply
 * up to their limit (the excess is lost, said in the event).
 *
 * Designed (the rulebook leaves them open):
 * - shared Damage and shared Fortify are split by the card's player, point by point;
 * - CyberLink's chain from block D does not reach the Critical interface in Scenario 1 (the
 *   rulebook: "In some scenarios"; Scenario 1 does not enable it): lost on the right, as on the
 *   left of block A and next to an empty or Forbidden block;
 * - each grey cube (and an automatic chain) gives Destroy 1 to each neighbour, so two cubes give 2;
 * - Spread stops at the grey cube (the loss); Discharge and Reduce stop at 0;
 * - Duplicate copies a visible Character card's option without its Duplicate and Put back icons
 *   (those act on the card itself);
 * - a Character card discarded by [Discard Character card] goes to the Enemy Discard.
 */

export type { Source } from './flow.ts';

export const BLOCK_NAMES = ['A', 'B', 'C', 'D'] as const;

// ---------------------------------------------------------------------------------------------
// Words for icons

/** A one-number icon's words: its printed name without commas ("Damage shared 2"); the Tension says which way it moves. */
const COUNTED_WORDS = {
  distributed: 'hack.icon.distributed',
  destroyOrReduce: 'hack.icon.destroyOrReduce',
  spread: 'hack.icon.spread',
  reduce: 'hack.icon.reduce',
  charge: 'hack.icon.charge',
  discharge: 'hack.icon.discharge',
  damage: 'hack.icon.damage',
  damageShared: 'hack.icon.damageShared',
  fortify: 'hack.icon.fortify',
  fortifyShared: 'hack.icon.fortifyShared',
  alertUp: 'hack.icon.alertUp',
  alertDown: 'hack.icon.alertDown',
  discard: 'hack.icon.discard',
  addNode: 'hack.icon.addNode',
  tension: 'hack.icon.tension',
} as const satisfies Record<CountedIconKind, Parameters<typeof m>[0]>;

/** An icon in words, with its numbers or (the communication rule) without them (a message token). */
export function describeIcon(icon: Icon, withNumbers = true): string {
  const n = (x: number) => (withNumbers ? ` ${x}` : '');
  switch (icon.k) {
    case 'destroy':
      return m(icon.anomalyOnly ? 'hack.icon.destroyAnomaly' : 'hack.icon.destroy', { x: n(icon.n) });
    case 'destroy2':
      return m('hack.icon.destroy2', { x: n(icon.n), y: n(icon.m) });
    case 'destroyReduce':
      return m('hack.icon.destroyReduce', { x: n(icon.n), y: n(icon.m) });
    case 'chain':
      return m('hack.icon.chain');
    case 'duplicate':
      return m('hack.icon.duplicate');
    case 'putBack':
      return m('hack.icon.putBack');
    default:
      return m(COUNTED_WORDS[icon.k], { x: n(icon.n) });
  }
}

/** A list of icons in words: "Alert down 1, Destroy 3"; without numbers: "Alert down, Destroy". */
export function describeIcons(icons: readonly Icon[], withNumbers = true): string {
  return icons.length === 0 ? m('hack.icons.none') : icons.map((i) => describeIcon(i, withNumbers)).join(', ');
}

/** A seat as a message value. */
const seatOf = (seat: number): string => `{seat:${seat}}`;
export const pileWord = (pile: 'top' | 'bottom'): string => m(pile === 'top' ? 'hack.pile.top' : 'hack.pile.bottom');

// ---------------------------------------------------------------------------------------------
// Small helpers

export const has = (s: HackState, seat: number, c: Character): boolean => !!s.p[seat]?.characters.includes(c);
/** The seat playing CyberLink (its grey cubes), if any. */
export const cyberlinkSeat = (s: HackState): number => s.p.findIndex((p) => p.characters.includes('cyberlink'));
/** A card's name (the tables first, so cards added to them later resolve too). */
export const cardName = (id: string): string => cardWord(id, CHARACTER_CARDS[id]?.name ?? ANOMALIES[id]?.name ?? id);
const blockText = (s: HackState, b: number) =>
  m('hack.block', { card: cardName(s.blocks[b]!.card!), b: BLOCK_NAMES[b]! });
/** Blocks holding an Anomaly with nodes left. */
export const anomalyBlocks = (s: HackState): number[] =>
  [0, 1, 2, 3].filter((b) => s.blocks[b]!.card !== null && s.blocks[b]!.nodes > 0);
/** Free data blocks (no Anomaly, no Forbidden card). */
export const freeBlocks = (s: HackState): number[] =>
  [0, 1, 2, 3].filter((b) => !s.blocks[b]!.forbidden && s.blocks[b]!.card === null);
/** The left column that still has its orange cube, if any. */
export const leftColumn = (s: HackState): number => s.alert.findIndex((r) => r !== null);
/** An icon's X (a target's icons all have one). */
const numberOf = (icon: Icon): number => ('n' in icon ? icon.n : 0);
const skip = (ctx: FlowContext, icon: Icon, why: string) =>
  ctx.event(m('hack.event.skip', { icon: describeIcon(icon), why }));

// ---------------------------------------------------------------------------------------------
// The end of the game (losses)

/**
 * The loss conditions: a Firewall at 0, no orange cube left on the Alert interface, the purple
 * cube reaching the grey one. Sets `s.over` and `s.result`; true when the game is over.
 */
export function checkEnd(s: HackState, ctx: FlowContext): boolean {
  if (s.over) return true;
  if (s.phase === 'setup') return false;
  let reason: string | null = null;
  const down = s.p.findIndex((p) => p.characters.length > 0 && p.firewall <= 0);
  if (down >= 0) reason = m('hack.lost.firewall', { who: seatOf(down) });
  else if (s.alert.every((r) => r === null)) reason = m('hack.lost.alert');
  else if (s.purple >= s.grey) reason = m('hack.lost.purple', { grey: s.grey });
  if (!reason) return false;
  s.over = true;
  s.phase = 'over';
  s.result = { won: false, reason };
  ctx.event(m('hack.event.lost', { reason }));
  return true;
}

// ---------------------------------------------------------------------------------------------
// Effects with no choice

/** Purple cube down by up to n (Destroy on the Critical interface, Reduce infection). */
export function lowerPurple(s: HackState, ctx: FlowContext, n: number, what: string): void {
  const d = Math.min(n, s.purple);
  const before = s.purple;
  s.purple -= d;
  ctx.event(m('hack.event.purple', { what, before, after: s.purple, lost: n - d }));
}

/** Spread: the purple cube up by n, stopping at the grey cube (the loss). */
export function spread(s: HackState, ctx: FlowContext, n: number): void {
  const before = s.purple;
  s.purple = Math.min(s.grey, s.purple + n);
  ctx.event(m('hack.event.spread', { n, before, after: s.purple, reached: s.purple >= s.grey ? 'yes' : 'no' }));
  checkEnd(s, ctx);
}

/**
 * Destroy n on the Anomaly in block b, up to its nodes (the excess lost); at 0 it is deactivated:
 * Enemy Discard, block freed, then its chains.
 */
export function destroyOn(
  s: HackState,
  ctx: FlowContext,
  b: number,
  n: number,
  what = describeIcon({ k: 'destroy', n, anomalyOnly: false }),
): void {
  const blk = s.blocks[b]!;
  if (blk.card === null || blk.nodes <= 0) return;
  const d = Math.min(n, blk.nodes);
  const name = blockText(s, b);
  const before = blk.nodes;
  blk.nodes -= d;
  ctx.event(m('hack.event.destroy', { what, target: name, before, after: blk.nodes, lost: n - d }));
  if (blk.nodes === 0) deactivate(s, ctx, b);
}

/**
 * An Anomaly at 0 nodes: to the Enemy Discard, its block freed; CyberLink's grey cubes back to the
 * reserve, and each cube (and an automatic chain) gives Destroy 1 to each neighbour, left then right.
 */
export function deactivate(s: HackState, ctx: FlowContext, b: number): void {
  const blk = s.blocks[b]!;
  const card = blk.card!;
  const cubes = blk.chains;
  const auto = ANOMALIES[card]?.chain ? 1 : 0;
  ctx.event(m('hack.event.deactivated', { target: blockText(s, b) }));
  s.enemyDiscard.push(card);
  blk.card = null;
  blk.nodes = 0;
  blk.chains = 0;
  if (cubes > 0) {
    const cl = cyberlinkSeat(s);
    if (cl >= 0) s.p[cl]!.cubes += cubes;
  }
  const k = cubes + auto;
  if (k === 0) return;
  chainTo(s, ctx, b, b - 1, k);
  chainTo(s, ctx, b, b + 1, k);
}

function chainTo(s: HackState, ctx: FlowContext, from: number, to: number, k: number): void {
  const what = m('hack.chain.what', { b: BLOCK_NAMES[from]!, k });
  // The Critical interface is on block D's right, but a chain reaches it only "in some scenarios";
  // Scenario 1 does not name that rule, so a chain from block D loses its Destroy on the right.
  if (to < 0 || to > 3 || s.blocks[to]!.card === null || s.blocks[to]!.nodes <= 0) {
    const where =
      to < 0 ? m('hack.chain.left') : to > 3 ? m('hack.chain.right') : m('hack.chain.to', { b: BLOCK_NAMES[to]! });
    ctx.event(m('hack.event.chainLost', { what, where }));
    return;
  }
  destroyOn(s, ctx, to, k, what);
}

/**
 * Alert up n, one step at a time on the left column's cube; from row 7 the cube is removed, the
 * top Alert card goes to the middle of the Anomaly deck, and the rest of the rise moves to the
 * next column. No cube left: the game is lost.
 */
export function alertUp(s: HackState, ctx: FlowContext, n: number): void {
  for (let i = 0; i < n; i++) {
    const c = leftColumn(s);
    if (c < 0) break;
    const row = s.alert[c]!;
    if (row < ROWS) {
      s.alert[c] = row + 1;
      ctx.event(m('hack.event.alertUp', { c: COLUMNS[c]!, from: row, to: row + 1 }));
      continue;
    }
    s.alert[c] = null;
    s.removed[c] = true;
    const card = s.alertDeck.shift();
    if (card) {
      const at = Math.floor(s.anomalyDeck.length / 2);
      s.anomalyDeck.splice(at, 0, card);
      ctx.event(m('hack.event.alertRemovedCard', { c: COLUMNS[c]! }));
    } else ctx.event(m('hack.event.alertRemoved', { c: COLUMNS[c]! }));
    if (checkEnd(s, ctx)) return;
  }
}

/** Alert down n on the left column's cube, stopping at row 1 (the excess lost). */
export function alertDown(s: HackState, ctx: FlowContext, n: number): void {
  const c = leftColumn(s);
  if (c < 0) return;
  const row = s.alert[c]!;
  const to = Math.max(1, row - n);
  s.alert[c] = to;
  ctx.event(m('hack.event.alertDown', { n, c: COLUMNS[c]!, from: row, to, lost: n - (row - to) }));
}

/** One Firewall down by n (Damage); at 0 the game is lost. */
export function damage(s: HackState, ctx: FlowContext, seat: number, n: number): void {
  const p = s.p[seat]!;
  const before = p.firewall;
  p.firewall = Math.max(0, p.firewall - n);
  ctx.event(m('hack.event.damage', { who: seatOf(seat), n, before, after: p.firewall }));
  checkEnd(s, ctx);
}

/** One Firewall up by n, capped at 4 (the excess lost). */
export function fortify(s: HackState, ctx: FlowContext, seat: number, n: number): void {
  const p = s.p[seat]!;
  const before = p.firewall;
  p.firewall = Math.min(FIREWALL_MAX, p.firewall + n);
  ctx.event(
    m('hack.event.fortify', {
      who: seatOf(seat),
      before,
      after: p.firewall,
      lost: n - (p.firewall - before),
      max: FIREWALL_MAX,
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Whether an icon can apply (the Golden Rule)

const shareTargets = (s: HackState, fortifying: boolean): number[] =>
  s.p
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => p.characters.length > 0 && (fortifying ? p.firewall < FIREWALL_MAX : p.firewall > 0))
    .map(({ i }) => i);

/** Character cards in `seat`'s hand (not Anomalies, not Solo Zero cards). */
const handCharacters = (s: HackState, seat: number): string[] => s.p[seat]!.hand.filter((id) => !!CHARACTER_CARDS[id]);

const addNodeTargets = (s: HackState, src: Source): number[] =>
  anomalyBlocks(s).filter((b) => b !== src.block && s.blocks[b]!.nodes < ADD_NODE_LIMIT);

/** A Discard-pile option Duplicate may copy: its icons, and those that would copy nothing for the duplicating seat now. */
export interface DuplicateSource {
  seat: number;
  pile: 'top' | 'bottom';
  card: string;
  icons: Icon[];
  /** The icons that cannot apply for the seat now (another Character's Chain or Charge, the Golden Rule), with why. */
  dead: { icon: Icon; why: string }[];
}

/**
 * The visible Discard-pile options `seat` may Duplicate: any player's top and bottom piles. An
 * option none of whose icons could apply for `seat` (another Character's Chain, Charge or
 * Discharge; the Golden Rule) copies nothing and is not offered; the others say what copies nothing.
 */
export function duplicateSources(s: HackState, seat: number): DuplicateSource[] {
  const out: DuplicateSource[] = [];
  s.p.forEach((p, owner) => {
    for (const pile of ['top', 'bottom'] as const) {
      const card = p[pile].at(-1);
      const cc = card ? CHARACTER_CARDS[card] : undefined;
      if (!card || !cc) continue;
      if (cc[pile].some((i) => i.k === 'duplicate')) continue;
      const icons = cc[pile].filter((i) => i.k !== 'putBack');
      const dead = icons.flatMap((icon) => {
        const why = blockedIcon(s, seat, icon);
        return why === null ? [] : [{ icon, why }];
      });
      if (icons.length > dead.length) out.push({ seat: owner, pile, card, icons, dead });
    }
  });
  return out;
}

/** Why `icon` cannot apply for `seat` now, or null when it can (at least in part). */
export function blockedIcon(s: HackState, seat: number, icon: Icon, src: Source = { name: '' }): string | null {
  const p = s.p[seat]!;
  const anomalies = anomalyBlocks(s).length;
  switch (icon.k) {
    case 'destroy':
      if (icon.anomalyOnly) return anomalies > 0 ? null : m('hack.why.noAnomaly');
      return anomalies > 0 || s.purple > 0 ? null : m('hack.why.noTarget');
    case 'destroy2':
    case 'distributed':
    case 'destroyOrReduce':
    case 'destroyReduce':
      return anomalies > 0 || s.purple > 0 ? null : m('hack.why.noTarget');
    case 'spread':
      return null;
    case 'reduce':
      return s.purple > 0 ? null : m('hack.why.purpleZero');
    case 'charge':
      if (!p.characters.includes('drpower')) return m('hack.why.notDrPower');
      return p.load < LOAD_MAX ? null : m('hack.why.loadAt', { n: LOAD_MAX });
    case 'discharge':
      if (!p.characters.includes('drpower')) return m('hack.why.notDrPower');
      return p.load > 0 ? null : m('hack.why.loadAt', { n: 0 });
    case 'damage':
      return null;
    case 'damageShared':
      return shareTargets(s, false).length > 0 ? null : m('hack.why.noDamage');
    case 'fortify':
      return p.firewall < FIREWALL_MAX ? null : m('hack.why.firewallAt', { n: FIREWALL_MAX });
    case 'fortifyShared':
      return shareTargets(s, true).length > 0 ? null : m('hack.why.everyFirewallAt', { n: FIREWALL_MAX });
    case 'alertUp':
      return leftColumn(s) >= 0 ? null : m('hack.why.noOrange');
    case 'alertDown': {
      const c = leftColumn(s);
      return c >= 0 && s.alert[c]! > 1 ? null : m('hack.why.orangeRow1');
    }
    case 'discard':
      return handCharacters(s, seat).length > 0 || p.deck.length > 0 ? null : m('hack.why.noCharacter');
    case 'addNode':
      return addNodeTargets(s, src).length > 0 ? null : m('hack.why.noAddNode', { n: ADD_NODE_LIMIT });
    case 'chain':
      if (!p.characters.includes('cyberlink')) return m('hack.why.notCyberLink');
      if (p.cubes <= 0) return m('hack.why.noGreyCube');
      return anomalies > 0 ? null : m('hack.why.noAnomaly');
    case 'duplicate':
      return duplicateSources(s, seat).length > 0 ? null : m('hack.why.noDuplicate');
    case 'putBack':
      return src.card && src.pile && p[src.pile].at(-1) === src.card ? null : m('hack.why.noPutBack');
    case 'tension':
      return s.tension < TENSION_TRACK.length - 1 ? null : m('hack.why.tensionEnd');
  }
}

// ---------------------------------------------------------------------------------------------
// Resolving a list of icons

/** Resolves `icons` in order for `seat` (the card's player), asking decisions where a choice is needed. */
export function resolveIcons(s: HackState, ctx: FlowContext, seat: number, icons: readonly Icon[], src: Source): void {
  run(s, ctx, { seat, icons: [...icons], i: 0, src });
}

function run(s: HackState, ctx: FlowContext, job: Job): void {
  for (let i = job.i; i < job.icons.length; i++) {
    if (checkEnd(s, ctx)) return;
    const depth = s.stack.length;
    const qlen = s.queue.length;
    applyIcon(s, ctx, job.seat, job.icons[i]!, job.src);
    if (s.over) return;
    if (s.stack.length > depth || s.queue.length > qlen) {
      // A decision is pending (or inner icons queued): the rest waits behind it.
      if (i + 1 < job.icons.length) {
        const rest = { seat: job.seat, icons: job.icons, i: i + 1, src: job.src };
        // Behind whatever the icon itself queued first (a Duplicate's copied icons).
        s.queue.splice(s.queue.length - qlen, 0, { k: 'iconsRest', data: rest });
      }
      return;
    }
  }
}

/** Applies one icon: at once when nothing is to choose, else asks its decision. */
function applyIcon(s: HackState, ctx: FlowContext, seat: number, icon: Icon, src: Source): void {
  const why = blockedIcon(s, seat, icon, src);
  if (why) return skip(ctx, icon, why);
  const p = s.p[seat]!;
  switch (icon.k) {
    case 'destroy':
    case 'destroyOrReduce':
      return choose(s, ctx, 'target', { seat, icon, src, pick: 'x' });
    case 'destroy2':
      return choose(s, ctx, 'target', { seat, icon, src, pick: 'x' });
    case 'destroyReduce':
      if (anomalyBlocks(s).length === 0) {
        skip(ctx, { k: 'destroy', n: icon.n, anomalyOnly: false }, m('hack.why.noAnomalyShort'));
        return lowerPurple(s, ctx, icon.m, describeIcon({ k: 'reduce', n: icon.m }));
      }
      // Once the Destroy's target is chosen (queued at the front).
      queue(s, [{ k: 'reduceAfter', data: { n: icon.m } }], true);
      return choose(s, ctx, 'target', { seat, icon, src, pick: 'x' });
    case 'distributed':
      return choose(s, ctx, 'distribute', { seat, icon, src, left: icon.n });
    case 'spread':
      return spread(s, ctx, icon.n);
    case 'reduce':
      return lowerPurple(s, ctx, icon.n, describeIcon(icon));
    case 'charge': {
      const before = p.load;
      p.load = Math.min(LOAD_MAX, p.load + icon.n);
      ctx.event(
        m('hack.event.charge', {
          n: icon.n,
          who: seatOf(seat),
          before,
          after: p.load,
          lost: icon.n - (p.load - before),
        }),
      );
      return;
    }
    case 'discharge': {
      const before = p.load;
      p.load = Math.max(0, p.load - icon.n);
      ctx.event(m('hack.event.discharge', { n: icon.n, who: seatOf(seat), before, after: p.load }));
      return;
    }
    case 'damage':
      return damage(s, ctx, seat, icon.n);
    case 'damageShared':
      return choose(s, ctx, 'share', { seat, icon, src, left: icon.n, fortifying: false });
    case 'fortify':
      return fortify(s, ctx, seat, icon.n);
    case 'fortifyShared':
      return choose(s, ctx, 'share', { seat, icon, src, left: icon.n, fortifying: true });
    case 'alertUp':
      return alertUp(s, ctx, icon.n);
    case 'alertDown':
      return alertDown(s, ctx, icon.n);
    case 'discard':
      return choose(s, ctx, 'discard', { seat, icon, src, left: icon.n });
    case 'addNode':
      return choose(s, ctx, 'target', { seat, icon, src, left: icon.n });
    case 'chain':
      return choose(s, ctx, 'target', { seat, icon, src });
    case 'duplicate':
      return choose(s, ctx, 'duplicate', { seat, icon, src });
    case 'putBack': {
      const pile = p[src.pile!];
      pile.pop();
      p.deck = ctx.rng.shuffle([...p.deck, src.card!]);
      ctx.event(m('hack.event.putBack', { who: seatOf(seat), card: cardName(src.card!) }));
      return;
    }
    case 'tension': {
      const before = s.tension;
      s.tension = Math.min(TENSION_TRACK.length - 1, s.tension + icon.n);
      const now = TENSION_TRACK[s.tension]!;
      const was = TENSION_TRACK[before]!;
      // The track's first two boxes both say 3: a step between them changes no draw.
      ctx.event(
        now === was
          ? m('hack.event.tensionSame', { n: icon.n, box: s.tension + 1, now })
          : m('hack.event.tension', { n: icon.n, now, was }),
      );
      return;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Decisions inside a card

export type PartKind = 'target' | 'distribute' | 'share' | 'discard' | 'duplicate';
export type { Part } from './flow.ts';

/** Asks the card's player a decision, or takes its only choice at once (one choice, no number to type). */
function choose(s: HackState, ctx: FlowContext, kind: PartKind, d: Part): void {
  const opts = partOptions(s, kind, d);
  if (opts.length === 0) return skip(ctx, d.icon, m('hack.why.noChoice'));
  if (opts.length === 1) {
    const o = opts[0]!;
    return partResolve(s, ctx, kind, d, o, o.amount ? o.amount.max : undefined);
  }
  ask(s, kind, [d.seat], d);
}

/** `what`: the icon with its number ("Destroy 3", "Reduce infection 2"). */
const purpleOpt = (s: HackState, prefix: string, n: number, what: string, kind: HackChoiceKind): Opt => ({
  key: `${prefix}:purple`,
  kind,
  label: m('hack.choice.purple', { what, from: s.purple, to: Math.max(0, s.purple - n) }),
  detail: n > s.purple ? m('hack.choice.purple.lost', { n: n - s.purple }) : m('hack.choice.purple.lowers'),
  value: 'purple',
});

const blockOpt = (s: HackState, prefix: string, b: number, n: number, kind: HackChoiceKind): Opt => {
  const nodes = s.blocks[b]!.nodes;
  const after = Math.max(0, nodes - n);
  return {
    key: `${prefix}:b${b}`,
    kind,
    label: m('hack.choice.block', {
      what: describeIcon({ k: 'destroy', n, anomalyOnly: false }),
      card: cardName(s.blocks[b]!.card!),
      b: BLOCK_NAMES[b]!,
      nodes,
      after,
    }),
    detail:
      after === 0
        ? m('hack.choice.block.deactivates', { lost: Math.max(0, n - nodes) })
        : m('hack.choice.block.left', { n: after }),
    value: b,
  };
};

function partOptions(s: HackState, kind: PartKind, d: Part): Opt[] {
  const icon = d.icon;
  const me = s.p[d.seat]!;
  switch (kind) {
    case 'target': {
      if (icon.k === 'addNode') {
        return addNodeTargets(s, d.src).map((b) => ({
          key: `t:b${b}`,
          kind: 'target',
          label: m('hack.choice.addNode', {
            card: cardName(s.blocks[b]!.card!),
            b: BLOCK_NAMES[b]!,
            from: s.blocks[b]!.nodes,
            to: s.blocks[b]!.nodes + 1,
          }),
          detail: m('hack.choice.addNode.detail', { left: d.left ?? 1 }),
          value: b,
        }));
      }
      if (icon.k === 'chain') {
        return anomalyBlocks(s).map((b) => ({
          key: `t:b${b}`,
          kind: 'target',
          label: m('hack.choice.chain', { card: cardName(s.blocks[b]!.card!), b: BLOCK_NAMES[b]! }),
          detail: m('hack.choice.chain.detail', {
            n: s.blocks[b]!.chains + 1 + (ANOMALIES[s.blocks[b]!.card!]?.chain ? 1 : 0),
            left: me.cubes - 1,
          }),
          value: b,
        }));
      }
      const n = icon.k === 'destroy2' && d.pick === 'y' ? icon.m : numberOf(icon);
      const anomalyOnly = (icon.k === 'destroy' && icon.anomalyOnly) || icon.k === 'destroyReduce';
      const blocks = anomalyBlocks(s).filter((b) => b !== d.first);
      const out = blocks.map((b) => blockOpt(s, 't', b, n, 'target'));
      if (!anomalyOnly && s.purple > 0 && d.first !== 'purple') {
        const what =
          icon.k === 'destroyOrReduce'
            ? describeIcon({ k: 'reduce', n })
            : describeIcon({ k: 'destroy', n, anomalyOnly: false });
        out.push(purpleOpt(s, 't', n, what, 'target'));
      }
      return out;
    }
    case 'distribute': {
      const left = d.left ?? 0;
      const out: Opt[] = anomalyBlocks(s).map((b) => {
        const nodes = s.blocks[b]!.nodes;
        const max = Math.min(left, nodes);
        const card = cardName(s.blocks[b]!.card!);
        const target = m('hack.blockNodes', { card, b: BLOCK_NAMES[b]!, nodes });
        return max > 1
          ? {
              key: `d:b${b}`,
              kind: 'distribute',
              label: m('hack.choice.dist.many', { max, target }),
              detail: m('hack.choice.dist.many.detail', { left, max }),
              amount: { min: 1, max, prompt: m('hack.choice.dist.many.prompt', { card }) },
              value: b,
            }
          : {
              key: `d:b${b}`,
              kind: 'distribute',
              label: m('hack.choice.dist.one', { target }),
              detail: m('hack.choice.dist.one.detail', { left, last: nodes === 1 ? 'yes' : 'no' }),
              value: b,
            };
      });
      if (s.purple > 0) {
        const max = Math.min(left, s.purple);
        out.push(
          max > 1
            ? {
                key: 'd:purple',
                kind: 'distribute',
                label: m('hack.choice.dist.purpleMany', { max, p: s.purple }),
                detail: m('hack.choice.dist.purpleMany.detail', { left }),
                amount: { min: 1, max, prompt: m('hack.choice.dist.purpleMany.prompt') },
                value: 'purple',
              }
            : {
                key: 'd:purple',
                kind: 'distribute',
                label: m('hack.choice.dist.purpleOne', { p: s.purple, after: s.purple - 1 }),
                detail: m('hack.choice.dist.purpleOne.detail', { left }),
                value: 'purple',
              },
        );
      }
      return out;
    }
    case 'share': {
      const left = d.left ?? 0;
      return shareTargets(s, d.fortifying ?? false).map((i) => {
        const fw = s.p[i]!.firewall;
        const to = d.fortifying ? fw + 1 : fw - 1;
        return {
          key: `s:${i}`,
          kind: 'share',
          label: m(d.fortifying ? 'hack.choice.shareFortify' : 'hack.choice.shareDamage', { who: seatOf(i), fw, to }),
          detail: m('hack.choice.share.detail', {
            left,
            icon: describeIcon(icon),
            zero: !d.fortifying && to === 0 ? 'yes' : 'no',
          }),
          style: d.fortifying ? 'success' : to === 0 ? 'danger' : 'secondary',
          value: i,
        } satisfies Opt;
      });
    }
    case 'discard': {
      const out: Opt[] = handCharacters(s, d.seat).map((id) => ({
        key: `discard:${id}`,
        kind: 'discard',
        label: m('hack.choice.discard', { card: cardName(id) }),
        detail: m('hack.choice.discard.detail', {
          top: describeIcons(CHARACTER_CARDS[id]!.top),
          bottom: describeIcons(CHARACTER_CARDS[id]!.bottom),
        }),
        value: id,
      }));
      if (me.deck.length > 0)
        out.push({
          key: 'discard:deck',
          kind: 'discard',
          label: m('hack.choice.discardDeck'),
          detail: m('hack.choice.discardDeck.detail', { n: me.deck.length }),
          value: 'deck',
        });
      return out;
    }
    case 'duplicate':
      return duplicateSources(s, d.seat).map((x) => {
        // What copies nothing, and why; without the reasons when the detail would pass 100 characters in a language.
        const icons = describeIcons(x.icons);
        const why = x.dead.map((z) => m('hack.choice.duplicate.why', { icon: describeIcon(z.icon), why: z.why }));
        const full = why.length > 0 ? m('hack.choice.duplicate.full', { icons, dead: why.join('; ') }) : icons;
        const short = m('hack.choice.duplicate.dead', {
          icons,
          dead: listToken(x.dead.map((z) => describeIcon(z.icon))),
        });
        const fit = (locale: 'en' | 'fr'): string =>
          [full, short].find((t) => localize(t, locale).length <= 100) ?? icons;
        const detail = m('hack.share.fit', { en: fit('en'), fr: fit('fr') });
        return {
          key: `dup:${x.seat}:${x.pile}`,
          kind: 'duplicate',
          label: m('hack.choice.duplicate', { card: cardName(x.card), pile: pileWord(x.pile), who: seatOf(x.seat) }),
          detail,
          value: x,
        };
      });
  }
}

function partResolve(s: HackState, ctx: FlowContext, kind: PartKind, d: Part, c: Choice, amount?: number): void {
  const icon = d.icon;
  switch (kind) {
    case 'target': {
      const b = c.value as number | 'purple';
      if (icon.k === 'addNode') {
        const blk = s.blocks[b as number]!;
        blk.nodes += 1;
        ctx.event(m('hack.event.addNode', { target: blockText(s, b as number), from: blk.nodes - 1, to: blk.nodes }));
        const left = (d.left ?? 1) - 1;
        if (left > 0) {
          if (addNodeTargets(s, d.src).length === 0)
            return skip(ctx, { k: 'addNode', n: left }, m('hack.why.noAddNode', { n: ADD_NODE_LIMIT }));
          choose(s, ctx, 'target', { ...d, left });
        }
        return;
      }
      if (icon.k === 'chain') {
        s.blocks[b as number]!.chains += 1;
        s.p[d.seat]!.cubes -= 1;
        ctx.event(m('hack.event.chain', { who: seatOf(d.seat), target: blockText(s, b as number) }));
        return;
      }
      const n = icon.k === 'destroy2' && d.pick === 'y' ? icon.m : numberOf(icon);
      // The second Destroy once this one is done (queued at the front).
      if (icon.k === 'destroy2' && d.pick !== 'y')
        queue(s, [{ k: 'secondTarget', data: { ...d, pick: 'y', first: b } }], true);
      if (b === 'purple')
        lowerPurple(
          s,
          ctx,
          n,
          icon.k === 'destroyOrReduce'
            ? describeIcon({ k: 'reduce', n })
            : describeIcon({ k: 'destroy', n, anomalyOnly: false }),
        );
      else destroyOn(s, ctx, b, n);
      return;
    }
    case 'distribute': {
      const left = d.left ?? 0;
      const b = c.value as number | 'purple';
      const n = Math.max(1, Math.min(amount ?? 1, left));
      const what = describeIcon({ k: 'distributed', n });
      if (b === 'purple') lowerPurple(s, ctx, n, what);
      else destroyOn(s, ctx, b, n, what);
      const rest = left - n;
      if (rest <= 0) return;
      if (anomalyBlocks(s).length === 0 && s.purple === 0) {
        ctx.event(m('hack.event.distributedLost', { n: rest }));
        return;
      }
      return choose(s, ctx, 'distribute', { ...d, left: rest });
    }
    case 'share': {
      const i = c.value as number;
      if (d.fortifying) fortify(s, ctx, i, 1);
      else damage(s, ctx, i, 1);
      if (s.over) return;
      const rest = (d.left ?? 0) - 1;
      if (rest <= 0) return;
      if (shareTargets(s, d.fortifying ?? false).length === 0) {
        ctx.event(m('hack.event.shareLost', { icon: describeIcon(icon), n: rest }));
        return;
      }
      return choose(s, ctx, 'share', { ...d, left: rest });
    }
    case 'discard': {
      const p = s.p[d.seat]!;
      let card: string;
      if (c.value === 'deck') {
        card = p.deck.shift()!;
        ctx.event(m('hack.event.discardDeck', { who: seatOf(d.seat), card: cardName(card) }));
      } else {
        card = c.value as string;
        p.hand.splice(p.hand.indexOf(card), 1);
        ctx.event(m('hack.event.discardHand', { who: seatOf(d.seat), card: cardName(card) }));
      }
      s.enemyDiscard.push(card);
      const rest = (d.left ?? 1) - 1;
      if (rest > 0) {
        if (handCharacters(s, d.seat).length === 0 && p.deck.length === 0)
          return skip(ctx, { k: 'discard', n: rest }, m('hack.why.noCharacterLeft'));
        choose(s, ctx, 'discard', { ...d, left: rest });
      }
      return;
    }
    case 'duplicate': {
      const x = c.value as DuplicateSource;
      ctx.event(
        m('hack.event.duplicate', {
          who: seatOf(d.seat),
          card: cardName(x.card),
          pile: pileWord(x.pile),
          owner: seatOf(x.seat),
          icons: describeIcons(x.icons),
        }),
      );
      return resolveIcons(s, ctx, d.seat, x.icons, { name: m('hack.duplicateOf', { card: cardName(x.card) }) });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The continuations: steps queued at the front while a card's decisions are answered

/** The rest of a card's (or program's, or Duplicate's) icons. */
const runIconsRest: StepRun<'iconsRest'> = (s, step, ctx) => {
  if (s.over) return;
  run(s, ctx, step.data);
};

/** A destroy2's second Destroy, on another target than the first. */
const runSecondTarget: StepRun<'secondTarget'> = (s, step, ctx) => {
  if (s.over) return;
  const d = step.data;
  if (d.icon.k !== 'destroy2') throw new Error(`secondTarget is queued for a destroy2, not ${d.icon.k}`);
  const opts = partOptions(s, 'target', d);
  if (opts.length === 0) {
    ctx.event(m('hack.event.secondLost', { n: d.icon.m }));
    return;
  }
  choose(s, ctx, 'target', d);
};

/** A destroyReduce's Reduce infection, after its Destroy. */
const runReduceAfter: StepRun<'reduceAfter'> = (s, step, ctx) => {
  if (s.over) return;
  const n = step.data.n;
  if (s.purple === 0) return skip(ctx, { k: 'reduce', n }, m('hack.why.purpleZero'));
  lowerPurple(s, ctx, n, describeIcon({ k: 'reduce', n }));
};

/** Registers the decisions inside a card and the continuations' steps. */
export function registerIcons(flow: HackFlow): void {
  for (const kind of ['target', 'distribute', 'share', 'discard', 'duplicate'] as const) {
    flow.defineDecision(kind, {
      options: (s, p) => partOptions(s, kind, p.data),
      resolve: (s, p, _seat, c, amount, ctx) => partResolve(s, ctx, kind, p.data, c, amount),
    });
  }
  flow.defineStep('iconsRest', runIconsRest);
  flow.defineStep('secondTarget', runSecondTarget);
  flow.defineStep('reduceAfter', runReduceAfter);
  // A game stored before the continuations had their own steps: each as its step.
  flow.defineStep('resume', (s, step, ctx) => {
    const data = step.data;
    switch (data.fn) {
      case 'icons':
        return runIconsRest(s, { k: 'iconsRest', data: data.job }, ctx);
      case 'second':
        return runSecondTarget(s, { k: 'secondTarget', data: data.part }, ctx);
      case 'reduce':
        return runReduceAfter(s, { k: 'reduceAfter', data: { n: data.n } }, ctx);
    }
  });
}
