import type { FlowContext } from '../../engine/events.ts';
import { listToken } from '../../engine/messages.ts';
import { ANOMALIES, CHARACTER_CARDS, type Icon } from './data/index.ts';
import { ask, type HackFlow, type Opt } from './flow.ts';
import { BLOCK_NAMES, cardName, describeIcons, freeBlocks, pileWord, resolveIcons } from './icons.ts';
import { m } from './messages.ts';
import type { HackState } from './state.ts';

/**
 * Playing a card from hand (Phase 2). A Character card goes onto the Discard pile of the chosen
 * option (top or bottom; the choice is final), then that option's icons resolve in order. An
 * Anomaly's top option places it in a free data block (the 'block' decision when more than one is
 * free), sets its blue hexagon to its nodes, then resolves its top icons; its bottom option
 * (self-destruct) goes to the Enemy Discard and resolves its bottom icons (the card is laid there
 * first so every card is always somewhere; nothing reads the Enemy Discard meanwhile). Every card
 * in hand must be played even when all its icons fail: both options of a Character card are
 * always offered; an Anomaly's top only while a block is free.
 */
export type Option = 'top' | 'bottom';

/** The card's two options' icons, or null for a card that is not played this way (Solo Zero, Solo Virus). */
export function cardIcons(card: string): { top: Icon[]; bottom: Icon[]; anomaly: boolean; nodes: number } | null {
  const c = CHARACTER_CARDS[card];
  if (c) return { top: c.top, bottom: c.bottom, anomaly: false, nodes: 0 };
  const a = ANOMALIES[card];
  if (a && a.set !== 'soloVirus') return { top: a.top, bottom: a.bottom, anomaly: true, nodes: a.nodes };
  return null;
}

/** The legal options of `card` in `seat`'s hand, each with its icons in words and numbers (the owner sees them). */
export function cardOptions(s: HackState, _seat: number, card: string): Opt[] {
  const c = cardIcons(card);
  if (!c) return [];
  const name = cardName(card);
  const play = (option: 'top' | 'bottom', what: string): Opt => ({
    key: `play:${card}:${option}`,
    kind: 'play',
    label: m('hack.choice.play', { card: name, option: pileWord(option) }),
    detail: what,
    value: { card, option },
  });
  const out: Opt[] = [];
  if (!c.anomaly || freeBlocks(s).length > 0) {
    const what = c.anomaly
      ? m('hack.choice.play.anomalyTop', { nodes: c.nodes, icons: describeIcons(c.top) })
      : m('hack.choice.play.top', { icons: describeIcons(c.top) });
    out.push(play('top', what));
  }
  const bottom = c.anomaly
    ? m('hack.choice.play.selfDestruct', { icons: describeIcons(c.bottom) })
    : m('hack.choice.play.bottom', { icons: describeIcons(c.bottom) });
  out.push(play('bottom', bottom));
  return out;
}

/**
 * Plays `card` for `seat` with `option`: out of the hand (if there: a Solo Virus's Anomaly comes
 * from the deck top, taken off by the caller), placed, then its icons. May ask decisions; the
 * caller settles the flow.
 */
export function playCard(s: HackState, ctx: FlowContext, seat: number, card: string, option: Option): void {
  const c = cardIcons(card);
  if (!c) throw new Error(`${card} is not played with an option`);
  if (c.anomaly && option === 'top' && freeBlocks(s).length === 0)
    throw new Error("no free data block for an Anomaly's top option");
  const p = s.p[seat]!;
  const name = cardName(card);
  if (c.anomaly && option === 'top') {
    // The card stays in the hand until its block is chosen (`place` takes it out), so it is
    // always somewhere while the 'block' decision is pending.
    const free = freeBlocks(s);
    if (free.length === 1) return place(s, ctx, seat, card, free[0]!);
    ask(s, 'block', [seat], { seat, card });
    return;
  }
  const at = p.hand.indexOf(card);
  if (at >= 0) p.hand.splice(at, 1);
  if (!c.anomaly) {
    p[option].push(card);
    ctx.event(
      m(option === 'top' ? 'hack.event.playTop' : 'hack.event.playBottom', {
        who: `{seat:${seat}}`,
        card: name,
        icons: describeIcons(c[option]),
      }),
    );
    return resolveIcons(s, ctx, seat, c[option], { name, card, pile: option });
  }
  s.enemyDiscard.push(card);
  ctx.event(m('hack.event.selfDestruct', { who: `{seat:${seat}}`, card: name, icons: describeIcons(c.bottom) }));
  return resolveIcons(s, ctx, seat, c.bottom, { name, card });
}

/** The top option: into block b, the blue hexagon set to its nodes, then its top icons. */
export function place(s: HackState, ctx: FlowContext, seat: number, card: string, b: number): void {
  const a = ANOMALIES[card]!;
  const hand = s.p[seat]!.hand;
  const at = hand.indexOf(card);
  if (at >= 0) hand.splice(at, 1);
  const blk = s.blocks[b]!;
  blk.card = card;
  blk.nodes = a.nodes;
  blk.chains = 0;
  ctx.event(
    m('hack.event.place', {
      who: `{seat:${seat}}`,
      card: cardName(card),
      b: BLOCK_NAMES[b]!,
      nodes: a.nodes,
      icons: describeIcons(a.top),
    }),
  );
  resolveIcons(s, ctx, seat, a.top, { name: cardName(card), card, block: b });
}

function blockOptions(s: HackState, card: string): Opt[] {
  const a = ANOMALIES[card];
  if (!a) return [];
  return freeBlocks(s).map((b) => {
    const left = b > 0 ? s.blocks[b - 1]!.card : null;
    const right = b < 3 ? s.blocks[b + 1]!.card : null;
    const near = [left, right].filter((x): x is string => !!x).map(cardName);
    return {
      key: `block:b${b}`,
      kind: 'block',
      label: m('hack.choice.place', { card: cardName(card), b: BLOCK_NAMES[b]!, nodes: a.nodes }),
      // Scenario 1: the Critical interface beside block D takes no chain, so only Anomalies are named.
      detail: near.length > 0 ? m('hack.choice.place.next', { cards: listToken(near) }) : m('hack.choice.place.alone'),

      value: b,
    };
  });
}

/** Registers the 'block' decision. */
export function registerCards(flow: HackFlow): void {
  flow.defineDecision('block', {
    options: (s, p) => blockOptions(s, p.data.card),
    resolve: (s, p, _seat, c, _n, ctx) => place(s, ctx, p.data.seat, p.data.card, c.value as number),
  });
}
