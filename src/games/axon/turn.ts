import type { FlowContext } from '../../engine/events.ts';
import type { Seat } from '../../engine/types.ts';
import { activationChoices, startActivation } from './activation.ts';
import { corporationAbility, monopolyDecision, specialChoices } from './corporations.ts';
import { type AxonFlow, ask, type Opt, queue, type Then } from './flow.ts';
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
    ctx.event('🏙️ Nexus City is empty and no Character is left in the stack: the game ends.');
    queue(s, [{ k: 'finish' }]);
    return;
  }
  ctx.event(`🔁 Round ${s.round} begins.`);
  beginTurn(s, ctx, s.first);
}

export function beginTurn(s: AxonState, ctx: FlowContext, seat: Seat): void {
  s.turn = { seat, acted: false, special: false, reverse: false, acting: null };
  ctx.event(`▶️ {seat:${seat}}'s turn${s.end ? ' (a last turn)' : ''}.`);
  askTurnLater(s);
}

/** Queues the 'turn' decision to be asked again once everything a choice started is done. */
function askTurnLater(s: AxonState): void {
  if (!s.queue.some((q) => q.k === 'nextTurn')) queue(s, [{ k: 'nextTurn' }]);
}

const costWord = (n: number) => (n === 0 ? 'free' : `discard ${n} card${n > 1 ? 's' : ''}`);

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
      ctx.event(`🥇 {seat:${seat}} takes the First Player Token.`);
      return;
    case 'reverse':
      t.acted = true;
      t.reverse = true;
      ctx.event(
        `🔄 {seat:${seat}} reverses the turn order: after this turn play goes ${s.dir === 1 ? 'counterclockwise' : 'clockwise'}.`,
      );
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
      label: `Phishing (${costWord(phish)})`,
      detail: "Use an Exit Area's Phishing box; look at the top 5 Characters, keep 1 in the city (not activated)",
    });
  }
  const first = costOf(s, seat, 'takeFirstPlayer');
  // The only printed limit: "cannot be used if another player has already taken the First Player
  // Token using this action this round" (rule 23a). Its holder may take it too: step 6 is then skipped.
  if ((s.tookFirst === null || s.tookFirst === seat) && hand >= first) {
    const detail =
      s.first === seat
        ? 'You hold it: taking it keeps it for the next round (End of Round step 6 is skipped)'
        : 'You start the next round; End of Round step 6 is skipped';
    out.push({ key: 'first', kind: 'first', label: `Take the First Player Token (${costWord(first)})`, detail });
  }
  const rev = costOf(s, seat, 'reverse');
  if (s.players > 2 && hand >= rev) {
    out.push({
      key: 'reverse',
      kind: 'reverse',
      label: `Reverse the turn order (${costWord(rev)})`,
      detail: `After your turn play goes ${s.dir === 1 ? 'counterclockwise' : 'clockwise'}`,
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
      label: 'End turn',
      detail: t.acted ? 'Pass to the next player' : 'No action is possible: pass to the next player',
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
          payThen(s, ctx, seat, costOf(s, seat, 'hack'), 'the hack', { do: 'hack', char: v.char! });
        else if (c.kind === 'phishing')
          payThen(s, ctx, seat, costOf(s, seat, 'phishing'), 'Phishing', { do: 'phishing' });
        else if (c.kind === 'first')
          payThen(s, ctx, seat, costOf(s, seat, 'takeFirstPlayer'), 'the First Player Token', { do: 'first' });
        else if (c.kind === 'reverse') payThen(s, ctx, seat, costOf(s, seat, 'reverse'), 'Reverse', { do: 'reverse' });
        else if (c.kind === 'corp')
          payThen(s, ctx, seat, costOf(s, seat, 'corporation'), 'the Corporation ability', { do: 'corp' });
        else if (c.kind === 'monopoly' && hand >= costOf(s, seat, 'monopoly'))
          payThen(s, ctx, seat, costOf(s, seat, 'monopoly'), 'the Monopoly', { do: 'monopoly' });
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
        label: `Discard ${cardLabel(c)}`,
        detail: `Pays for ${p.data.what}: card ${paid + 1} of ${n} (its text is ignored)`,
        value: c.id,
      }));
      if (paid === 0)
        out.push({
          key: 'pay:cancel',
          kind: 'pay',
          label: 'Cancel',
          detail: 'Pay nothing and choose something else',
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
      ctx.event(`🗑️ {seat:${seat}} discards ${softwareOf(id).name} to pay for ${p.data.what}.`);
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
      ctx.event(`🔄 The turn order is now ${s.dir === 1 ? 'clockwise' : 'counterclockwise'}.`);
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
