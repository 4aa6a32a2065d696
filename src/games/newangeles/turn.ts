import type { FlowContext } from '../../engine/events.ts';
import { listToken } from '../../engine/messages.ts';
import type { Seat } from '../../engine/types.ts';
import { actionOf, assetOf, deckOf, TYPE_NAMES } from './cards.ts';
import { ACTION_TYPES, type ActionType, type AssetPower, corpOf, RULES } from './data/index.ts';
import { fittingCardText } from './describe.ts';
import { ask, type NaFlow, queue } from './flow.ts';
import { m } from './messages.ts';
import { discardAction, drawAction, who } from './primitives.ts';
import type { NaState } from './state.ts';

/**
 * A turn (rules 46-49) and the round around it (rule 44): 'startTurn' readies the active player's
 * assets and draws by the corp sheet ('general' asks the deck, 'handLimit' discards down), then
 * queues the deal ('reveal', deal.ts); after the deal and End of Turn (endTurn.ts) 'passTurn' passes
 * left or ends the Action phase; 'newRound' starts the next round. The game is driven by decisions
 * and steps only: the flow's own turn awaits nobody, so every step here either asks a decision or
 * queues the next step until the game is over.
 */

/** The total `n` of a seat's passive assets of one kind (hand limit, counteroffer discount). */
export function passive(s: NaState, seat: Seat, kind: AssetPower['kind']): number {
  let n = 0;
  for (const id of s.assets[seat]!) {
    const a = assetOf(id);
    if (a.timing === 'passive' && a.power.kind === kind && 'n' in a.power) n += a.power.n;
  }
  return n;
}

/** A seat's hand limit (rule 48, raised by handLimit assets). */
export const handLimit = (s: NaState, seat: Seat): number => RULES.handLimit + passive(s, seat, 'handLimit');

/** Whether a draw from `deck` can give a card: it has one, or the discard pile holds one of its type (rule 49). */
export const canDrawFrom = (s: NaState, deck: ActionType): boolean =>
  s.decks[deck].length > 0 || s.discard.some((id) => deckOf(id) === deck);

/** The hand's cards, one per design (copies are identical: one button each is enough). */
export function distinctCards(hand: readonly string[]): string[] {
  const seen = new Set<string>();
  return hand.filter((id) => {
    const name = actionOf(id).name;
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  });
}

/** Draws one card for `seat` from `deck`: a public line with the deck, the card only to its owner. */
function drawOne(s: NaState, ctx: FlowContext, seat: Seat, deck: ActionType): void {
  const card = drawAction(s, ctx, seat, deck);
  if (card === null) {
    ctx.event(m('na.event.drawsNothing', { who: who(seat), deck: TYPE_NAMES[deck] }));
    return;
  }
  ctx.event(m('na.event.drawsOne', { who: who(seat), deck: TYPE_NAMES[deck] }));
  ctx.event(m('na.event.youDrawOne', { card: actionOf(card).name, deck: TYPE_NAMES[deck] }), [seat]);
}

/**
 * Continues the refresh draw from entry `i` of the corp sheet's list (rule 47): fixed decks are
 * drawn at once, a General entry asks the 'general' decision (whose `done` continues from i + 1);
 * after the last entry comes the hand limit (rule 48).
 */
export function continueDraw(s: NaState, ctx: FlowContext, seat: Seat, i: number, drawn: ActionType[]): void {
  const list = corpOf(s.corps[seat]!).draw;
  for (let j = i; j < list.length; j++) {
    const d = list[j]!;
    if (d === 'general') {
      if (generalDecks(s, drawn).length > 0) {
        ask(s, 'general', [seat], { seat, i: j, drawn });
        return;
      }
      ctx.event(m('na.event.noGeneral', { who: who(seat) }));
      continue;
    }
    drawn.push(d);
    drawOne(s, ctx, seat, d);
  }
  if (s.hands[seat]!.length > handLimit(s, seat)) ask(s, 'handLimit', [seat], { limit: handLimit(s, seat) });
}

/** The decks a General draw may take: not drawn from in this step, and able to give a card (rules 47, 49). */
const generalDecks = (s: NaState, drawn: readonly ActionType[]): ActionType[] =>
  ACTION_TYPES.filter((t) => !drawn.includes(t) && canDrawFrom(s, t));

/** True when the turn track holds no asset: the Action phase is over (rule 44). */
export const trackEmpty = (s: NaState): boolean => s.track.every((a) => a === null);

/** After the Action phase (rules 44-45, 50-52, 76-79, 84): Production, a Demand round after rounds 2/4/6, then the end or the Event and a new round. */
function endActionPhase(s: NaState, ctx: FlowContext): void {
  s.phase = 'production';
  ctx.event(m('na.event.actionOver', { round: s.round }));
  const steps: NaState['queue'] = [{ k: 'production' }];
  if (RULES.demandAfter.includes(s.round)) steps.push({ k: 'demand' });
  if (s.round >= RULES.rounds) steps.push({ k: 'finish' });
  else steps.push({ k: 'event' }, { k: 'newRound' });
  queue(s, steps);
}

/** Rule 46 step 1, Refresh: ready own exhausted assets (rule 67), draw by the corp sheet (rule 47), the hand limit (rule 48); then the deal. */
export function startTurn(s: NaState, ctx: FlowContext): void {
  if (s.over) return;
  if (trackEmpty(s)) {
    endActionPhase(s, ctx);
    return;
  }
  const seat = s.active;
  s.phase = 'action';
  s.usedThisTurn = [];
  ctx.event(m('na.event.turn', { who: who(seat), round: s.round }));
  const mine = s.assets[seat]!;
  const ready = s.exhausted.filter((a) => mine.includes(a));
  if (ready.length > 0) {
    s.exhausted = s.exhausted.filter((a) => !mine.includes(a));
    ctx.event(m('na.event.readies', { who: who(seat), assets: listToken(ready.map((a) => assetOf(a).name)) }));
  }
  queue(s, [{ k: 'reveal' }], true);
  continueDraw(s, ctx, seat, 0, []);
}

/** Rule 46: the active-player token passes left; an empty track ends the Action phase (rule 44). */
export function passTurn(s: NaState, ctx: FlowContext): void {
  if (s.over) return;
  s.usedThisTurn = [];
  s.active = (s.active + 1) % s.players;
  if (trackEmpty(s)) endActionPhase(s, ctx);
  else queue(s, [{ k: 'startTurn' }]);
}

/** After the Event: the next round's Action phase (rule 44). */
export function newRound(s: NaState, ctx: FlowContext): void {
  if (s.over) return;
  s.round++;
  s.phase = 'action';
  ctx.event(m('na.event.round', { round: s.round }));
  queue(s, [{ k: 'startTurn' }]);
}

export function registerTurn(flow: NaFlow): void {
  // Nobody acts outside a decision: every step asks one or queues the next (see the module note).
  flow.defineTurn({ seats: () => [], options: () => [], resolve: () => undefined });

  flow.defineStep('startTurn', (s, _step, ctx) => startTurn(s, ctx));

  flow.defineDecision('general', {
    options: (s, p) =>
      generalDecks(s, p.data.drawn).map((t) => ({
        key: `general:${t}`,
        kind: 'general',
        label: m('na.choice.general', { deck: TYPE_NAMES[t], n: s.decks[t].length }),
        detail:
          s.decks[t].length > 0 ? m('na.choice.generalTop', { deck: TYPE_NAMES[t] }) : m('na.choice.generalReshuffle'),
        value: t,
      })),
    resolve: (s, p, seat, c, _n, ctx) => {
      const t = c.value as ActionType;
      p.data.drawn.push(t);
      drawOne(s, ctx, seat, t);
    },
    // Answered or dropped, the draw goes on with the next entry.
    done: (s, p, ctx) => {
      if (s.over) return;
      continueDraw(s, ctx, p.data.seat, p.data.i + 1, p.data.drawn);
    },
  });

  /** Rule 48: discard face down, one card at a time, down to the hand limit. */
  flow.defineDecision('handLimit', {
    options: (s, _p, seat) => {
      const hand = s.hands[seat]!;
      const limit = handLimit(s, seat);
      if (hand.length <= limit) return [];
      return distinctCards(hand).map((id) => ({
        key: `discard:${id}`,
        kind: 'discard',
        // The limit in the label (the same on every choice), the card's whole text in the detail.
        label: m('na.choice.discard', {
          card: actionOf(id).name,
          deck: TYPE_NAMES[actionOf(id).type],
          over: hand.length - limit,
          limit,
        }),
        detail: fittingCardText(actionOf(id)),
        value: id,
      }));
    },
    resolve: (s, _p, seat, c, _n, ctx) => {
      const id = c.value as string;
      const hand = s.hands[seat]!;
      hand.splice(hand.indexOf(id), 1);
      discardAction(s, id);
      ctx.event(m('na.event.discards', { who: who(seat) }));
      ctx.event(m('na.event.youDiscard', { card: actionOf(id).name }), [seat]);
      return hand.length > handLimit(s, seat) ? 'keep' : undefined;
    },
  });

  flow.defineStep('passTurn', (s, _step, ctx) => passTurn(s, ctx));
  flow.defineStep('newRound', (s, _step, ctx) => newRound(s, ctx));
}
