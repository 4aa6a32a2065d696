import type { FlowContext } from '../../../engine/events.ts';
import { actionBlock } from '../actions.ts';
import { addInfluence, boroughState, canAddInfluence, removeInfluence } from '../board.ts';
import { corruptionOptions } from '../corruptionCards.ts';
import { ACTION_NAMES, BOROUGHS, DISTRICTS } from '../data/index.ts';
import type { ActionId } from '../data/types.ts';
import type { Opt } from '../flow.ts';
import { borough } from '../messages.ts';
import type { VrState } from '../state.ts';
import { bname, clipLabel } from '../wording.ts';
import { am } from './agents.messages.ts';
import { type PickStep, type PickTable, pick } from './pick.ts';

/** Small shared pieces of the Agent abilities. */

/** "In the Borough": where this turn's Director stands. */
export const directorBorough = (s: VrState): number => s.turn!.borough!;

export { bname } from '../wording.ts';

/** A seat in a label; the Discord layer fills in the player's name. */
export const seatLabel = (seat: number): string => `{seat:${seat}}`;

export const others = (s: VrState, seat: number): number[] => s.p.map((_p, o) => o).filter((o) => o !== seat);

export const ALL_BOROUGHS: readonly number[] = Array.from({ length: 23 }, (_x, i) => i + 1);
export const adjacentTo = (b: number): number[] => [...BOROUGHS[b]!.adjacent];
export const boroughsOf = (districts: readonly string[]): number[] =>
  districts.flatMap((d) => DISTRICTS[d as keyof typeof DISTRICTS]!.boroughs);

/** Removes 1 token (anyone's) from `b`, to the Recycle Area; no Corruption card. */
export function removeOne(s: VrState, ctx: FlowContext, b: number, why: string): void {
  if (boroughState(s, b).count === 0) ctx.event(am('vr.agents.noTokenToRemove', { borough: borough(b), why }));
  else removeInfluence(s, ctx, b);
}

/** Can the turn's main Action, or an extra one already granted, still be this Action? */
export function canStillPerform(s: VrState, action: ActionId): boolean {
  const t = s.turn!;
  return t.stage !== 'end' || t.extra.some((x) => x.action === action);
}

/**
 * Can this Action still come this turn, money aside (Eurocredits may still arrive)? The main
 * Action or an extra already granted, where nothing else stands in the way: a one-time bonus for
 * it ("if you perform X this turn") would otherwise never be paid.
 */
export function mayStillPerform(s: VrState, action: ActionId): boolean {
  const t = s.turn!;
  if (t.stage !== 'end' && actionBlock(s, t.seat, action, false, true) === null) return true;
  return t.extra.some((x) => x.action === action && actionBlock(s, t.seat, action, x.discardPile, true) === null);
}

/** "In addition to your action for the turn, you may perform ...": performed from the turn menu. */
export function grantExtra(
  s: VrState,
  ctx: FlowContext,
  seat: number,
  action: ActionId,
  source: string,
  discardPile = false,
): void {
  const t = s.turn!;
  // The turn menu keys extras by action and source, so a second grant from the same source gets a distinct one.
  let src = source;
  for (let n = 2; t.extra.some((x) => x.action === action && x.source === src); n++) src = `${source} ${n}`;
  t.extra.push({ action, source: src, ...(discardPile ? { discardPile: true } : {}) });
  ctx.event(
    am(discardPile ? 'vr.agents.mayPerformDiscard' : 'vr.agents.mayPerform', {
      who: seatLabel(seat),
      action: ACTION_NAMES[action],
      source,
    }),
  );
}

/**
 * "A bonus cannot immediately improve the Action that brought it into play": was this Agent
 * recruited by a Recruit an Agent Action of this very turn (the turn records them in `recruited`).
 */
export function recruitedThisTurn(s: VrState, id: string): boolean {
  return !!s.turn?.recruited.includes(id);
}

// --- Influence token choices: remove and/or add 1 token in one of the listed Boroughs. ---

interface TokenPick {
  boroughs: number[];
  add: boolean;
  remove: boolean;
  source: string;
}

export const tokenTargets = (s: VrState, seat: number, x: Pick<TokenPick, 'boroughs' | 'add' | 'remove'>): Opt[] =>
  x.boroughs.flatMap((b) => {
    const here = boroughState(s, b);
    const out: Opt[] = [];
    if (x.remove && here.count > 0) {
      out.push({
        key: `tok:rm:${b}`,
        kind: 'remove',
        label: clipLabel(
          am(here.owner === seat ? 'vr.agents.removeYour' : 'vr.agents.removeOpposing', { borough: bname(b) }),
        ),
        value: b,
        style: 'danger',
      });
    }
    if (x.add && canAddInfluence(s, seat, b)) {
      out.push({
        key: `tok:add:${b}`,
        kind: 'add',
        label: clipLabel(am('vr.agents.addToken', { borough: bname(b) })),
        detail: am('vr.agents.fromReserve'),
        value: b,
        style: 'success',
      });
    }
    return out;
  });

/** Asks for one token move among `boroughs`; does nothing (and says so) when none is possible. */
export function askToken(s: VrState, ctx: FlowContext, seat: number, x: TokenPick): void {
  if (tokenTargets(s, seat, x).length === 0) {
    const key = x.add && x.remove ? 'vr.agents.noAddOrRemove' : x.add ? 'vr.agents.noAdd' : 'vr.agents.noRemove';
    ctx.event(am(key, { who: seatLabel(seat), source: x.source }));
    return;
  }
  pick(s, seat, 'token', { ...x });
}

const tokenPick: PickStep<'token'> = {
  options: (s, seat, d) => tokenTargets(s, seat, d),
  resolve(s, ctx, seat, _d, opt) {
    const b = opt.value as number;
    if (opt.key.startsWith('tok:rm:')) removeInfluence(s, ctx, b);
    else addInfluence(s, ctx, seat, b);
  },
};

// --- Corruption cards changing hands (Dina, Clarisse). ---

/** Moves one card between hands, silently: callers tell only the two players which card it is. */
export function moveCorruption(s: VrState, from: number, to: number, card: string): boolean {
  const hand = s.p[from]!.corruption;
  const i = hand.indexOf(card);
  if (i < 0) return false;
  hand.splice(i, 1);
  s.p[to]!.corruption.push(card);
  return true;
}

/** One button per distinct card of a hand (labels are only ever shown to the seat choosing). */
export const cardOptions = (hand: readonly string[], verb: string, prefix: string): Opt[] =>
  corruptionOptions(hand, verb, prefix);

/** The shared token move's choice, for the 'agentPick' decision. */
export const COMMON_PICKS = {
  token: tokenPick,
} satisfies Partial<PickTable>;
