import type { FlowContext } from '../../engine/events.ts';
import type { Choice } from '../../engine/flow.ts';
import {
  ADD_NODE_LIMIT,
  ANOMALIES,
  CHARACTER_CARDS,
  type Character,
  COLUMNS,
  type CountedIconKind,
  cardName as dataCardName,
  FIREWALL_MAX,
  ICON_NAMES,
  type Icon,
  LOAD_MAX,
  ROWS,
  TENSION_TRACK,
} from './data/index.ts';
import { ask, type HackFlow, type Job, type Opt, type Part, queue, type Source, type StepRun } from './flow.ts';
import type { HackChoiceKind } from './kinds.ts';
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
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

// ---------------------------------------------------------------------------------------------
// Words for icons

/** A one-number icon's words: its printed name without commas ("Damage shared 2"); the Tension says which way it moves. */
const countedWords = (k: CountedIconKind): string =>
  k === 'tension' ? 'Tension up' : ICON_NAMES[k].replaceAll(',', '');

/** An icon in words, with its numbers or (the communication rule) without them. */
export function describeIcon(icon: Icon, withNumbers = true): string {
  const n = (x: number) => (withNumbers ? ` ${x}` : '');
  switch (icon.k) {
    case 'destroy':
      return `Destroy${n(icon.n)}${icon.anomalyOnly ? ' (Anomaly only)' : ''}`;
    case 'destroy2':
      return `Destroy${n(icon.n)} + Destroy${n(icon.m)}`;
    case 'destroyReduce':
      return `Destroy${n(icon.n)} + Reduce infection${n(icon.m)}`;
    case 'chain':
      return 'Chain (place a cube)';
    case 'duplicate':
      return 'Duplicate';
    case 'putBack':
      return 'Put back';
    default:
      return `${countedWords(icon.k)}${n(icon.n)}`;
  }
}

/** A list of icons in words: "Alert down 1, Destroy 3"; without numbers: "Alert down, Destroy". */
export function describeIcons(icons: readonly Icon[], withNumbers = true): string {
  return icons.length === 0 ? 'no icon' : icons.map((i) => describeIcon(i, withNumbers)).join(', ');
}

// ---------------------------------------------------------------------------------------------
// Small helpers

export const has = (s: HackState, seat: number, c: Character): boolean => !!s.p[seat]?.characters.includes(c);
/** The seat playing CyberLink (its grey cubes), if any. */
export const cyberlinkSeat = (s: HackState): number => s.p.findIndex((p) => p.characters.includes('cyberlink'));
/** A card's name (the tables first, so cards added to them later resolve too). */
export const cardName = (id: string): string => CHARACTER_CARDS[id]?.name ?? ANOMALIES[id]?.name ?? dataCardName(id);
const blockText = (s: HackState, b: number) => `${cardName(s.blocks[b]!.card!)} (block ${BLOCK_NAMES[b]})`;
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
  ctx.event(`${describeIcon(icon)} cannot apply (${why}): skipped.`);

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
  if (down >= 0) reason = `{seat:${down}}'s Firewall fell to 0: kicked out of cyberspace.`;
  else if (s.alert.every((r) => r === null))
    reason = 'No orange cube is left on the Alert interface: the group is ejected from the network.';
  else if (s.purple >= s.grey) reason = `The purple cube reached the grey cube (${s.grey}): the infection has spread.`;
  if (!reason) return false;
  s.over = true;
  s.phase = 'over';
  s.result = { won: false, reason };
  ctx.event(`Game lost. ${reason}`);
  return true;
}

// ---------------------------------------------------------------------------------------------
// Effects with no choice

/** Purple cube down by up to n (Destroy on the Critical interface, Reduce infection). */
export function lowerPurple(s: HackState, ctx: FlowContext, n: number, what: string): void {
  const d = Math.min(n, s.purple);
  const before = s.purple;
  s.purple -= d;
  ctx.event(`${what} on the Critical interface: purple ${before} → ${s.purple}${d < n ? ` (${n - d} lost)` : ''}.`);
}

/** Spread: the purple cube up by n, stopping at the grey cube (the loss). */
export function spread(s: HackState, ctx: FlowContext, n: number): void {
  const before = s.purple;
  s.purple = Math.min(s.grey, s.purple + n);
  ctx.event(`Spread ${n}: purple ${before} → ${s.purple}${s.purple >= s.grey ? ' (the grey cube is reached)' : ''}.`);
  checkEnd(s, ctx);
}

/**
 * Destroy n on the Anomaly in block b, up to its nodes (the excess lost); at 0 it is deactivated:
 * Enemy Discard, block freed, then its chains.
 */
export function destroyOn(s: HackState, ctx: FlowContext, b: number, n: number, what = `Destroy ${n}`): void {
  const blk = s.blocks[b]!;
  if (blk.card === null || blk.nodes <= 0) return;
  const d = Math.min(n, blk.nodes);
  const name = blockText(s, b);
  const before = blk.nodes;
  blk.nodes -= d;
  ctx.event(`${what} on ${name}: ${before} → ${blk.nodes} nodes${d < n ? ` (${n - d} lost)` : ''}.`);
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
  ctx.event(`${blockText(s, b)} is deactivated: to the Enemy Discard.`);
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
  const what = `Chain from block ${BLOCK_NAMES[from]}: Destroy ${k}`;
  // The Critical interface is on block D's right, but a chain reaches it only "in some scenarios";
  // Scenario 1 does not name that rule, so a chain from block D loses its Destroy on the right.
  if (to < 0 || to > 3 || s.blocks[to]!.card === null || s.blocks[to]!.nodes <= 0) {
    const where =
      to < 0
        ? 'on the left'
        : to > 3
          ? 'on the right (the Critical interface is not a chain target in Scenario 1)'
          : `to block ${BLOCK_NAMES[to]}`;
    ctx.event(`${what} ${where} is lost: no adjacent Anomaly.`);
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
      ctx.event(`Alert up: column ${COLUMNS[c]} ${row} → ${row + 1}.`);
      continue;
    }
    s.alert[c] = null;
    s.removed[c] = true;
    const card = s.alertDeck.shift();
    if (card) {
      const at = Math.floor(s.anomalyDeck.length / 2);
      s.anomalyDeck.splice(at, 0, card);
      ctx.event(
        `Alert up past row 7: column ${COLUMNS[c]}'s orange cube is removed; an Alert card goes into the middle of the Anomaly deck.`,
      );
    } else ctx.event(`Alert up past row 7: column ${COLUMNS[c]}'s orange cube is removed.`);
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
  ctx.event(`Alert down ${n}: column ${COLUMNS[c]} ${row} → ${to}${row - to < n ? ` (${n - (row - to)} lost)` : ''}.`);
}

/** One Firewall down by n (Damage); at 0 the game is lost. */
export function damage(s: HackState, ctx: FlowContext, seat: number, n: number): void {
  const p = s.p[seat]!;
  const before = p.firewall;
  p.firewall = Math.max(0, p.firewall - n);
  ctx.event(`{seat:${seat}}'s Firewall takes Damage ${n}: ${before} → ${p.firewall}.`);
  checkEnd(s, ctx);
}

/** One Firewall up by n, capped at 4 (the excess lost). */
export function fortify(s: HackState, ctx: FlowContext, seat: number, n: number): void {
  const p = s.p[seat]!;
  const before = p.firewall;
  p.firewall = Math.min(FIREWALL_MAX, p.firewall + n);
  ctx.event(
    `{seat:${seat}}'s Firewall is fortified: ${before} → ${p.firewall}${p.firewall - before < n ? ` (${n - (p.firewall - before)} lost at the cap of ${FIREWALL_MAX})` : ''}.`,
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
      if (icon.anomalyOnly) return anomalies > 0 ? null : 'no Anomaly on the Antivirus interface';
      return anomalies > 0 || s.purple > 0 ? null : 'no Anomaly and the purple cube at 0';
    case 'destroy2':
    case 'distributed':
    case 'destroyOrReduce':
      return anomalies > 0 || s.purple > 0 ? null : 'no Anomaly and the purple cube at 0';
    case 'destroyReduce':
      return anomalies > 0 || s.purple > 0 ? null : 'no Anomaly and the purple cube at 0';
    case 'spread':
      return null;
    case 'reduce':
      return s.purple > 0 ? null : 'the purple cube is at 0';
    case 'charge':
      if (!p.characters.includes('drpower')) return 'not DrPower';
      return p.load < LOAD_MAX ? null : `the load is at ${LOAD_MAX}`;
    case 'discharge':
      if (!p.characters.includes('drpower')) return 'not DrPower';
      return p.load > 0 ? null : 'the load is at 0';
    case 'damage':
      return null;
    case 'damageShared':
      return shareTargets(s, false).length > 0 ? null : 'no Firewall to damage';
    case 'fortify':
      return p.firewall < FIREWALL_MAX ? null : `the Firewall is at ${FIREWALL_MAX}`;
    case 'fortifyShared':
      return shareTargets(s, true).length > 0 ? null : `every Firewall is at ${FIREWALL_MAX}`;
    case 'alertUp':
      return leftColumn(s) >= 0 ? null : 'no orange cube';
    case 'alertDown': {
      const c = leftColumn(s);
      return c >= 0 && s.alert[c]! > 1 ? null : 'the orange cube is at row 1';
    }
    case 'discard':
      return handCharacters(s, seat).length > 0 || p.deck.length > 0 ? null : 'no Character card in hand or deck';
    case 'addNode':
      return addNodeTargets(s, src).length > 0 ? null : 'no other Anomaly under 5 nodes';
    case 'chain':
      if (!p.characters.includes('cyberlink')) return 'not CyberLink';
      if (p.cubes <= 0) return 'no grey cube in reserve';
      return anomalies > 0 ? null : 'no Anomaly on the Antivirus interface';
    case 'duplicate':
      return duplicateSources(s, seat).length > 0 ? null : 'no visible Character card with an effect to copy';
    case 'putBack':
      return src.card && src.pile && p[src.pile].at(-1) === src.card ? null : 'no card to put back';
    case 'tension':
      return s.tension < TENSION_TRACK.length - 1 ? null : 'the Tension track is at its end';
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
        ctx.event(`Destroy ${icon.n} cannot apply (no Anomaly): skipped.`);
        return lowerPurple(s, ctx, icon.m, `Reduce infection ${icon.m}`);
      }
      // Once the Destroy's target is chosen (queued at the front).
      queue(s, [{ k: 'reduceAfter', data: { n: icon.m } }], true);
      return choose(s, ctx, 'target', { seat, icon, src, pick: 'x' });
    case 'distributed':
      return choose(s, ctx, 'distribute', { seat, icon, src, left: icon.n });
    case 'spread':
      return spread(s, ctx, icon.n);
    case 'reduce':
      return lowerPurple(s, ctx, icon.n, `Reduce infection ${icon.n}`);
    case 'charge': {
      const before = p.load;
      p.load = Math.min(LOAD_MAX, p.load + icon.n);
      ctx.event(
        `Charge ${icon.n}: {seat:${seat}}'s load ${before} → ${p.load}${p.load - before < icon.n ? ` (${icon.n - (p.load - before)} lost)` : ''}.`,
      );
      return;
    }
    case 'discharge': {
      const before = p.load;
      p.load = Math.max(0, p.load - icon.n);
      ctx.event(`Discharge ${icon.n}: {seat:${seat}}'s load ${before} → ${p.load}.`);
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
      ctx.event(`Put back: {seat:${seat}}'s ${cardName(src.card!)} goes back into their Character deck, shuffled.`);
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
          ? `Tension up ${icon.n}: the red cube moves to box ${s.tension + 1}; each player still draws ${now} (more from the next box).`
          : `Tension up ${icon.n}: each player now draws ${now} (was ${was}).`,
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
  if (opts.length === 0) return skip(ctx, d.icon, 'no target');
  if (opts.length === 1) {
    const o = opts[0]!;
    return partResolve(s, ctx, kind, d, o, o.amount ? o.amount.max : undefined);
  }
  ask(s, kind, [d.seat], d);
}

const purpleOpt = (s: HackState, prefix: string, n: number, verb: string, kind: HackChoiceKind): Opt => ({
  key: `${prefix}:purple`,
  kind,
  label: `${verb} ${n} on the Critical interface (purple ${s.purple} → ${Math.max(0, s.purple - n)})`,
  detail:
    n > s.purple ? `Lowers the purple cube to 0; ${n - s.purple} lost.` : 'Lowers the purple cube (the infection).',
  value: 'purple',
});

const blockOpt = (s: HackState, prefix: string, b: number, n: number, kind: HackChoiceKind, verb = 'Destroy'): Opt => {
  const nodes = s.blocks[b]!.nodes;
  const after = Math.max(0, nodes - n);
  return {
    key: `${prefix}:b${b}`,
    kind,
    label:
      `${verb} ${n} on ${cardName(s.blocks[b]!.card!)} (block ${BLOCK_NAMES[b]}, ${plural(nodes, 'node')} → ${after})`.slice(
        0,
        80,
      ),
    detail:
      after === 0 ? `Deactivates it${n > nodes ? ` (${n - nodes} lost)` : ''}.` : `${plural(after, 'node')} left.`,
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
          label:
            `Additional node on ${cardName(s.blocks[b]!.card!)} (block ${BLOCK_NAMES[b]}, ${s.blocks[b]!.nodes} → ${s.blocks[b]!.nodes + 1})`.slice(
              0,
              80,
            ),
          detail: `Adds 1 node${(d.left ?? 1) > 1 ? ` (${d.left} to place)` : ''}.`,
          value: b,
        }));
      }
      if (icon.k === 'chain') {
        return anomalyBlocks(s).map((b) => ({
          key: `t:b${b}`,
          kind: 'target',
          label: `Chain cube on ${cardName(s.blocks[b]!.card!)} (block ${BLOCK_NAMES[b]})`.slice(0, 80),
          detail: `When deactivated: Destroy ${s.blocks[b]!.chains + 1 + (ANOMALIES[s.blocks[b]!.card!]?.chain ? 1 : 0)} to each neighbour (${me.cubes - 1} cubes left after).`,
          value: b,
        }));
      }
      const n = icon.k === 'destroy2' && d.pick === 'y' ? icon.m : numberOf(icon);
      const anomalyOnly = (icon.k === 'destroy' && icon.anomalyOnly) || icon.k === 'destroyReduce';
      const blocks = anomalyBlocks(s).filter((b) => b !== d.first);
      const out = blocks.map((b) => blockOpt(s, 't', b, n, 'target'));
      if (!anomalyOnly && s.purple > 0 && d.first !== 'purple') {
        out.push(purpleOpt(s, 't', n, icon.k === 'destroyOrReduce' ? 'Reduce infection' : 'Destroy', 'target'));
      }
      return out;
    }
    case 'distribute': {
      const left = d.left ?? 0;
      const out: Opt[] = anomalyBlocks(s).map((b) => {
        const nodes = s.blocks[b]!.nodes;
        const max = Math.min(left, nodes);
        const name = `${cardName(s.blocks[b]!.card!)} (block ${BLOCK_NAMES[b]}, ${plural(nodes, 'node')})`;
        return max > 1
          ? {
              key: `d:b${b}`,
              kind: 'distribute',
              label: `Destroy 1-${max} on ${name}`.slice(0, 80),
              detail: `${left} to distribute; ${max} deactivates it.`,
              amount: { min: 1, max, prompt: `Destroy how many on ${cardName(s.blocks[b]!.card!)}?`.slice(0, 45) },
              value: b,
            }
          : {
              key: `d:b${b}`,
              kind: 'distribute',
              label: `Destroy 1 on ${name}`.slice(0, 80),
              detail: `${left} to distribute${nodes === 1 ? '; deactivates it' : ''}.`,
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
                label: `Destroy 1-${max} on the Critical interface (purple ${s.purple})`,
                detail: `${left} to distribute; lowers the purple cube.`,
                amount: { min: 1, max, prompt: 'Lower the purple cube by how many?' },
                value: 'purple',
              }
            : {
                key: 'd:purple',
                kind: 'distribute',
                label: `Destroy 1 on the Critical interface (purple ${s.purple} → ${s.purple - 1})`,
                detail: `${left} to distribute.`,
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
          label: `${d.fortifying ? 'Fortify' : 'Damage'} 1 to {seat:${i}} (Firewall ${fw} → ${to})`,
          detail: `${left} point${left === 1 ? '' : 's'} of ${describeIcon(icon)} left to split${!d.fortifying && to === 0 ? '; a Firewall at 0 loses the game' : ''}.`,
          style: d.fortifying ? 'success' : to === 0 ? 'danger' : 'secondary',
          value: i,
        } satisfies Opt;
      });
    }
    case 'discard': {
      const out: Opt[] = handCharacters(s, d.seat).map((id) => ({
        key: `discard:${id}`,
        kind: 'discard',
        label: `Discard ${cardName(id)} from your hand`.slice(0, 80),
        detail:
          `Top: ${describeIcons(CHARACTER_CARDS[id]!.top)}; bottom: ${describeIcons(CHARACTER_CARDS[id]!.bottom)}`.slice(
            0,
            100,
          ),
        value: id,
      }));
      if (me.deck.length > 0)
        out.push({
          key: 'discard:deck',
          kind: 'discard',
          label: 'Discard the top card of your Character deck',
          detail: `Unseen; ${me.deck.length} in the deck.`,
          value: 'deck',
        });
      return out;
    }
    case 'duplicate':
      return duplicateSources(s, d.seat).map((x) => {
        const dead = x.dead.map((z) => `${describeIcon(z.icon)} copies nothing (${z.why})`).join('; ');
        const detail = `${describeIcons(x.icons)}${dead ? `. ${dead}` : ''}`;
        return {
          key: `dup:${x.seat}:${x.pile}`,
          kind: 'duplicate',
          label: `Duplicate ${cardName(x.card)} (${x.pile}, {seat:${x.seat}})`.slice(0, 80),
          detail: detail.length <= 100 ? detail : `${detail.slice(0, 99)}…`,
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
        ctx.event(`Additional node on ${blockText(s, b as number)}: ${blk.nodes - 1} → ${blk.nodes}.`);
        const left = (d.left ?? 1) - 1;
        if (left > 0) {
          if (addNodeTargets(s, d.src).length === 0)
            return skip(ctx, { k: 'addNode', n: left }, 'no other Anomaly under 5 nodes');
          choose(s, ctx, 'target', { ...d, left });
        }
        return;
      }
      if (icon.k === 'chain') {
        s.blocks[b as number]!.chains += 1;
        s.p[d.seat]!.cubes -= 1;
        ctx.event(`{seat:${d.seat}} places a grey cube (chain) on ${blockText(s, b as number)}.`);
        return;
      }
      const n = icon.k === 'destroy2' && d.pick === 'y' ? icon.m : numberOf(icon);
      // The second Destroy once this one is done (queued at the front).
      if (icon.k === 'destroy2' && d.pick !== 'y')
        queue(s, [{ k: 'secondTarget', data: { ...d, pick: 'y', first: b } }], true);
      if (b === 'purple')
        lowerPurple(s, ctx, n, icon.k === 'destroyOrReduce' ? `Reduce infection ${n}` : `Destroy ${n}`);
      else destroyOn(s, ctx, b, n);
      return;
    }
    case 'distribute': {
      const left = d.left ?? 0;
      const b = c.value as number | 'purple';
      const n = Math.max(1, Math.min(amount ?? 1, left));
      if (b === 'purple') lowerPurple(s, ctx, n, `Destroy distributed ${n}`);
      else destroyOn(s, ctx, b, n, `Destroy distributed ${n}`);
      const rest = left - n;
      if (rest <= 0) return;
      if (anomalyBlocks(s).length === 0 && s.purple === 0) {
        ctx.event(`Destroy distributed: ${rest} lost (no target left).`);
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
        ctx.event(`${describeIcon(icon)}: ${rest} lost (no Firewall can take it).`);
        return;
      }
      return choose(s, ctx, 'share', { ...d, left: rest });
    }
    case 'discard': {
      const p = s.p[d.seat]!;
      let card: string;
      if (c.value === 'deck') {
        card = p.deck.shift()!;
        ctx.event(`{seat:${d.seat}} discards the top card of their Character deck: ${cardName(card)}.`);
      } else {
        card = c.value as string;
        p.hand.splice(p.hand.indexOf(card), 1);
        ctx.event(`{seat:${d.seat}} discards ${cardName(card)} from their hand.`);
      }
      s.enemyDiscard.push(card);
      const rest = (d.left ?? 1) - 1;
      if (rest > 0) {
        if (handCharacters(s, d.seat).length === 0 && p.deck.length === 0)
          return skip(ctx, { k: 'discard', n: rest }, 'no Character card left');
        choose(s, ctx, 'discard', { ...d, left: rest });
      }
      return;
    }
    case 'duplicate': {
      const x = c.value as DuplicateSource;
      ctx.event(
        `{seat:${d.seat}} duplicates ${cardName(x.card)} (${x.pile}, {seat:${x.seat}}): ${describeIcons(x.icons)}.`,
      );
      return resolveIcons(s, ctx, d.seat, x.icons, { name: `Duplicate: ${cardName(x.card)}` });
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
    ctx.event(`Destroy ${d.icon.m} is lost: no other target.`);
    return;
  }
  choose(s, ctx, 'target', d);
};

/** A destroyReduce's Reduce infection, after its Destroy. */
const runReduceAfter: StepRun<'reduceAfter'> = (s, step, ctx) => {
  if (s.over) return;
  const n = step.data.n;
  if (s.purple === 0) return skip(ctx, { k: 'reduce', n }, 'the purple cube is at 0');
  lowerPurple(s, ctx, n, `Reduce infection ${n}`);
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
