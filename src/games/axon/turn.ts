import type { FlowContext } from '../../engine/events.ts';
import type { Seat } from '../../engine/types.ts';
import { activationChoices, startActivation } from './activation.ts';
import { corporationAbility, monopolyDecision, specialChoices } from './corporations.ts';
import { type AxonFlow, ask, type Opt, queue, type Then } from './flow.ts';
import { m } from './messages.ts';
import { canPhish, phishAtBox } from './phishing.ts';
import { cardLabel, cardsByName, costOf, softwareOf } from './resources.ts';
import { playSoftware, softwareChoices } from './software.ts';
import type { AxonState, Pending } from './state.ts';

/**
 * The Turn Phase. The active player's turn is the 'turn' decision: exactly one action (Activate
 * Character, Phishing, Take First Player Token, Reverse the Turn Order), one Special Action before
 * or after it, Software played for its text, and End turn once the action is taken; every other
 * player is a may-seat of the same decision, playing Software.
 *
 * Whatever a choice starts (a Routine, a hack, a card's targets and Counter window) may ask
 * decisions and queue steps of its own; so the 'turn' decision leaves the stack when a choice is
 * made and the 'nextTurn' step asks it again once nothing else is pending or queued. 'endTurn'
 * applies a Reverse, then passes the turn, starts the End of Round, or runs the last turns.
 */

/** Seats in turn order starting at `from` (the current direction). */
export function turnOrder(s: AxonState, from: Seat): Seat[] {
  return Array.from({ length: s.players }, (_, i) => (((from + i * s.dir) % s.players) + s.players) % s.players);
}
export const nextSeat = (s: AxonState, seat: Seat): Seat => turnOrder(s, seat)[1 % s.players]!;

/** A new round's Turn Phase: the first player's turn. */
export function startRound(s: AxonState, ctx: FlowContext): void {
  s.round++;
  s.tookFirst = null;
  s.phase = 'turns';
  // Everyone died and the stack is empty: no Character can ever act again, so the game ends.
  if (s.chars.length === 0 && s.charStack.length === 0) {
    ctx.event(m('axon.turn.empty'));
    queue(s, [{ k: 'finish' }]);
    return;
  }
  ctx.event(m('axon.turn.round', { n: s.round }));
  beginTurn(s, ctx, s.first);
}

export function beginTurn(s: AxonState, ctx: FlowContext, seat: Seat): void {
  s.turn = { seat, acted: false, special: false, reverse: false, acting: null };
  ctx.event(m('axon.turn.begin', { who: `{seat:${seat}}`, last: s.end ? 'yes' : 'no' }));
  askTurnLater(s);
}

/** Queues the 'turn' decision to be asked again once everything a choice started is done. */
function askTurnLater(s: AxonState): void {
  if (!s.queue.some((q) => q.k === 'nextTurn')) queue(s, [{ k: 'nextTurn' }]);
}

const costWord = (n: number) => m('axon.cost', { n });
const dirWord = (dir: 1 | -1) => (dir === 1 ? 'cw' : 'ccw');

/** What paying a cost leads to: the 'pay' decision's data (flow.ts). */
export type { Then } from './flow.ts';

/** Pays `n` Software cards (the 'pay' decision, one card at a time), then does `then`. */
export function payThen(s: AxonState, ctx: FlowContext, seat: Seat, n: number, what: string, then: Then): void {
  if (n <= 0) runThen(s, ctx, seat, then);
  else ask(s, 'pay', [seat], { n, paid: [], what, then });
}

function runThen(s: AxonState, ctx: FlowContext, seat: Seat, then: Then): void {
  const t = s.turn!;
  switch (then.do) {
    case 'hack':
      startActivation(s, ctx, seat, then.char, 'hack');
      return;
    case 'phishing':
      t.acted = true;
      phishAtBox(s, ctx, seat);
      return;
    case 'first':
      t.acted = true;
      s.first = seat;
      s.tookFirst = seat;
      ctx.event(m('axon.turn.took', { who: `{seat:${seat}}` }));
      return;
    case 'reverse':
      t.acted = true;
      t.reverse = true;
      ctx.event(m('axon.turn.reversed', { who: `{seat:${seat}}`, dir: dirWord(-s.dir as 1 | -1) }));
      return;
    case 'corp':
      corporationAbility(s, ctx, seat);
      return;
    case 'monopoly':
      monopolyDecision(s, seat);
  }
}

/** The active seat's actions now (before its action): Activate Character, Phishing, Take First Player, Reverse. */
function actionChoices(s: AxonState, seat: Seat): Opt[] {
  const hand = s.p[seat]!.hand.length;
  const canHack = hand >= costOf(s, seat, 'hack');
  const out = activationChoices(s, seat).filter((c) => c.kind !== 'hack' || canHack);
  const phish = costOf(s, seat, 'phishing');
  if (canPhish(s) && hand >= phish) {
    out.push({
      key: 'phishing',
      kind: 'phishing',
      label: m('axon.turn.phishing', { cost: costWord(phish) }),
      detail: m('axon.turn.phishing.detail'),
    });
  }
  const first = costOf(s, seat, 'takeFirstPlayer');
  // The only printed limit: "cannot be used if another player has already taken the First Player
  // Token using this action this round" (rule 23a). Its holder may take it too: step 6 is then skipped.
  if ((s.tookFirst === null || s.tookFirst === seat) && hand >= first) {
    const detail = s.first === seat ? m('axon.turn.first.held') : m('axon.turn.first.detail');
    out.push({ key: 'first', kind: 'first', label: m('axon.turn.first', { cost: costWord(first) }), detail });
  }
  const rev = costOf(s, seat, 'reverse');
  if (s.players > 2 && hand >= rev) {
    out.push({
      key: 'reverse',
      kind: 'reverse',
      label: m('axon.turn.reverse', { cost: costWord(rev) }),
      detail: m('axon.turn.reverse.detail', { dir: dirWord(-s.dir as 1 | -1) }),
    });
  }
  return out;
}

/** The active seat's whole menu. */
export function turnChoices(s: AxonState, seat: Seat): Opt[] {
  const t = s.turn!;
  const actions = t.acted ? [] : actionChoices(s, seat);
  const out = [...actions, ...(t.special ? [] : specialChoices(s, seat)), ...softwareChoices(s, seat)];
  // No action left to take (every Character killed, no card to pay): the turn may still end.
  if (t.acted || actions.length === 0) {
    out.push({
      key: 'end',
      kind: 'end',
      label: m('axon.turn.end'),
      detail: t.acted ? m('axon.turn.end.detail') : m('axon.turn.end.stuck'),
      style: 'primary',
    });
  }
  return out;
}

const removeFromStack = (s: AxonState, p: Pending) => {
  const i = s.stack.indexOf(p);
  if (i >= 0) s.stack.splice(i, 1);
};

export function registerTurn(flow: AxonFlow): void {
  // The flow's own turn is never used: the Turn Phase is the 'turn' decision.
  flow.defineTurn({ seats: () => [], options: () => [], resolve: () => undefined });

  flow.defineStep('nextTurn', (s, step) => {
    if (s.over || !s.turn || s.phase !== 'turns') return;
    // After whatever the last choice queued (Area Action offers, an Attack's resolution).
    if (s.queue.some((q) => q.k !== 'nextTurn')) {
      queue(s, [step]);
      return;
    }
    if (s.stack.some((p) => p.kind === 'turn')) return;
    const seat = s.turn.seat;
    ask(s, 'turn', [seat], {}, { may: s.p.map((_, i) => i).filter((i) => i !== seat) });
  });

  flow.defineDecision('turn', {
    options: (s, _p, seat) => (!s.turn ? [] : seat === s.turn.seat ? turnChoices(s, seat) : softwareChoices(s, seat)),
    resolve: (s, p, seat, c, _n, ctx) => {
      removeFromStack(s, p);
      const t = s.turn!;
      const v = (c.value ?? {}) as { char?: string; card?: string };
      if (c.kind === 'end') {
        queue(s, [{ k: 'endTurn' }]);
        return 'keep';
      }
      if (c.kind === 'play') playSoftware(s, ctx, seat, v.card!);
      else if (seat === t.seat) {
        const hand = s.p[seat]!.hand.length;
        if (c.kind === 'activate') startActivation(s, ctx, seat, v.char!, 'routine');
        else if (c.kind === 'hack')
          payThen(s, ctx, seat, costOf(s, seat, 'hack'), m('axon.pay.hack'), { do: 'hack', char: v.char! });
        else if (c.kind === 'phishing')
          payThen(s, ctx, seat, costOf(s, seat, 'phishing'), m('axon.pay.phishing'), { do: 'phishing' });
        else if (c.kind === 'first')
          payThen(s, ctx, seat, costOf(s, seat, 'takeFirstPlayer'), m('axon.pay.first'), { do: 'first' });
        else if (c.kind === 'reverse')
          payThen(s, ctx, seat, costOf(s, seat, 'reverse'), m('axon.pay.reverse'), { do: 'reverse' });
        else if (c.kind === 'corp')
          payThen(s, ctx, seat, costOf(s, seat, 'corporation'), m('axon.pay.corp'), { do: 'corp' });
        else if (c.kind === 'monopoly' && hand >= costOf(s, seat, 'monopoly'))
          payThen(s, ctx, seat, costOf(s, seat, 'monopoly'), m('axon.pay.monopoly'), { do: 'monopoly' });
      }
      askTurnLater(s);
      // The decision already left the stack; 'keep' leaves the engine nothing to do with it.
      return 'keep';
    },
  });

  flow.defineDecision('pay', {
    options: (s, p, seat) => {
      const paid = p.data.paid.length;
      const n = p.data.n;
      const out: Opt[] = cardsByName(s.p[seat]!.hand).map((c) => ({
        key: `pay:${c.id}`,
        kind: 'pay',
        label: m('axon.pay.label', { card: cardLabel(c) }),
        detail: m('axon.pay.detail', { what: p.data.what, k: paid + 1, n }),
        value: c.id,
      }));
      if (paid === 0)
        out.push({
          key: 'pay:cancel',
          kind: 'pay',
          label: m('axon.pay.cancel'),
          detail: m('axon.pay.cancel.detail'),
          style: 'secondary',
        });
      return out;
    },
    resolve: (s, p, seat, c, _n, ctx) => {
      if (c.key === 'pay:cancel') return undefined;
      const id = c.value as string;
      const hand = s.p[seat]!.hand;
      hand.splice(hand.indexOf(id), 1);
      s.discard.push(id);
      const paid = p.data.paid;
      paid.push(id);
      ctx.event(m('axon.pay.event', { who: `{seat:${seat}}`, card: softwareOf(id).name, what: p.data.what }));
      if (paid.length < p.data.n) return 'keep';
      runThen(s, ctx, seat, p.data.then);
      return undefined;
    },
  });

  flow.defineStep('endTurn', (s, _step, ctx) => {
    const t = s.turn;
    if (!t || s.over) return;
    if (t.reverse) {
      s.dir = s.dir === 1 ? -1 : 1;
      ctx.event(m('axon.turn.now', { dir: dirWord(s.dir) }));
    }
    if (s.end) {
      const owed = s.end.last.filter((x) => x !== t.seat);
      // In turn order from here (again after a Reverse).
      s.end.last = turnOrder(s, t.seat).filter((x) => owed.includes(x));
      // No Character left to activate: the Turn Phase ends normally and the game with it (no End of Round).
      if (s.end.last.length === 0 || !s.chars.some((c) => !c.activated)) {
        queue(s, [{ k: 'finish' }]);
        return;
      }
      beginTurn(s, ctx, s.end.last[0]!);
      return;
    }
    if (s.chars.every((c) => c.activated)) {
      queue(s, [{ k: 'endRound' }]);
      return;
    }
    beginTurn(s, ctx, nextSeat(s, t.seat));
  });
}
