import type { FlowContext } from '../../engine/events.ts';
import type { Seat } from '../../engine/types.ts';
import { END_ROUND_DRAW, RESOURCE_NAMES, RESOURCES, SCOREBOARD } from './data/index.ts';
import { type AxonFlow, ask, type Opt, queue } from './flow.ts';
import { mc } from './messages.ts';
import { canPhish, phishAtBox, startPhishing } from './phishing.ts';
import { cardLabel, cardsByName, drawSoftware, enterCity, handLimit, softwareOf, triggerEnd } from './resources.ts';
import { vpOf } from './score.ts';
import type { AxonState, Step } from './state.ts';
import { startRound, turnOrder } from './turn.ts';

/**
 * The End of Round Phase (no Software is played in it). Steps 1-3 for each player in turn order
 * from the first player: (1) discard any cards, one Phishing each (with its box, as normally) and
 * Desktop cards that may leave here; (2) draw 3; (3) discard down to the hand limit. Then together:
 * (4) every Activation Token off (Characters, boxes, Corporation cards), guarding ends, Desktop
 * cards that last one round leave; (5) a counter in the Red Zone moves the Breaking Point token
 * down once, meeting Stress ends the game at once; (6) the lowest VP takes the First Player Token
 * (unless taken by action this round; tie: first in turn order); (7) the lowest VP phishes for free
 * without a box (tie: the top Character enters at its Starting Location). Then the next round.
 */

const leavesAfterRound = (card: string) => softwareOf(card).leaves === 'discard-after-round';

function roundDiscardChoices(s: AxonState, seat: Seat): Opt[] {
  const p = s.p[seat]!;
  const out: Opt[] = [];
  // Discarding without a Phishing to gain would do nothing that step 3 does not.
  if (canPhish(s)) {
    for (const c of cardsByName(p.hand))
      out.push({
        key: `discard:${c.id}`,
        kind: 'discard',
        label: mc('axon.corp.er.discard', { card: cardLabel(c) }),
        detail: mc('axon.corp.er.discard.detail'),
        value: c.id,
      });
  }
  if (out.length > 0)
    out.push({
      key: 'discard:done',
      kind: 'discard',
      label: mc('axon.corp.er.done'),
      detail: mc('axon.corp.er.done.detail'),
      style: 'primary',
    });
  return out;
}

/** Lowest VP: every seat tied for it, in turn order from the first player. */
function lowest(s: AxonState): Seat[] {
  const order = turnOrder(s, s.first);
  const vps = order.map((seat) => vpOf(s, seat));
  const min = Math.min(...vps);
  return order.filter((_, i) => vps[i] === min);
}

function tidy(s: AxonState, ctx: FlowContext): void {
  // Step 4.
  for (const c of s.chars) {
    c.activated = false;
    c.guarding = false;
  }
  for (const a of s.areas) for (const b of a.boxes) b.activated = false;
  s.p.forEach((p, seat) => {
    p.corpUsed = false;
    const gone = p.desktop.filter((d) => leavesAfterRound(d.card));
    if (gone.length === 0) return;
    p.desktop = p.desktop.filter((d) => !leavesAfterRound(d.card));
    s.discard.push(...gone.map((d) => d.card));
    ctx.event(
      mc('axon.corp.er.leave', {
        who: `{seat:${seat}}`,
        cards: gone.map((d) => softwareOf(d.card).name).join(', '),
        n: gone.length,
      }),
    );
  });
  ctx.event(mc('axon.corp.er.tokens'));
  // Step 5.
  const red = RESOURCES.filter((r) => s.counter[r] >= SCOREBOARD.tracks.find((t) => t.resource === r)!.redFrom);
  if (red.length > 0) {
    s.breaking = Math.max(0, s.breaking - 1);
    const names = red.map((r) => RESOURCE_NAMES[r]);
    ctx.event(mc('axon.corp.er.red', { names: names.join(', '), n: red.length, to: s.breaking }));
    if (s.breaking <= s.stress) {
      triggerEnd(s, ctx, 'redzone');
      queue(s, [{ k: 'finish' }], true);
      return;
    }
  }
  // Step 6.
  if (s.tookFirst === null) {
    const first = lowest(s)[0]!;
    if (first !== s.first) ctx.event(mc('axon.corp.er.first', { who: `{seat:${first}}` }));
    s.first = first;
  }
  // Step 7.
  const low = lowest(s);
  if (low.length === 1) {
    ctx.event(mc('axon.corp.er.phish', { who: `{seat:${low[0]}}` }));
    startPhishing(s, ctx, low[0]!);
  } else if (s.charStack.length > 0) {
    ctx.event(mc('axon.corp.er.tied'));
    enterCity(s, ctx, s.charStack.shift()!);
  }
  queue(s, [{ k: 'roundCommon', data: { stage: 'next' } }]);
}

export function registerEndRound(flow: AxonFlow): void {
  flow.defineStep('endRound', (s, _step, ctx) => {
    s.phase = 'endRound';
    s.turn = null;
    ctx.event(mc('axon.corp.er.end', { n: s.round }));
    queue(s, [
      ...turnOrder(s, s.first).map((seat): Step => ({ k: 'roundPlayer', seat, data: { stage: 1 } })),
      { k: 'roundCommon', data: { stage: 'tidy' } },
    ]);
  });

  flow.defineStep('roundPlayer', (s, step, ctx) => {
    const seat = step.seat!;
    if (step.data.stage === 1) {
      queue(s, [{ k: 'roundPlayer', seat, data: { stage: 2 } }], true);
      if (roundDiscardChoices(s, seat).length > 0) ask(s, 'roundDiscard', [seat]);
      return;
    }
    drawSoftware(s, ctx, seat, END_ROUND_DRAW);
    ctx.event(mc('axon.corp.er.draw', { who: `{seat:${seat}}`, n: END_ROUND_DRAW }));
    if (s.p[seat]!.hand.length > handLimit(s, seat)) ask(s, 'handLimit', [seat]);
  });

  flow.defineStep('roundCommon', (s, step, ctx) => {
    if (s.over) return;
    if (step.data.stage === 'next') startRound(s, ctx);
    else tidy(s, ctx);
  });

  flow.defineDecision('roundDiscard', {
    options: (s, _p, seat) => roundDiscardChoices(s, seat),
    resolve: (s, _p, seat, c, _n, ctx) => {
      if (c.key === 'discard:done') return undefined;
      const p = s.p[seat]!;
      const id = c.value as string;
      p.hand.splice(p.hand.indexOf(id), 1);
      s.discard.push(id);
      ctx.event(mc('axon.corp.er.ev.phish', { who: `{seat:${seat}}`, card: softwareOf(id).name }));
      phishAtBox(s, ctx, seat);
      return 'keep';
    },
  });

  flow.defineDecision('handLimit', {
    options: (s, _p, seat) => {
      const limit = handLimit(s, seat);
      const over = s.p[seat]!.hand.length - limit;
      if (over <= 0) return [];
      return cardsByName(s.p[seat]!.hand).map((c) => ({
        key: `discard:${c.id}`,
        kind: 'discard',
        label: mc('axon.corp.er.limit', { card: cardLabel(c) }),
        detail: mc('axon.corp.er.limit.detail', { limit, n: over }),
        value: c.id,
      }));
    },
    resolve: (s, _p, seat, c, _n, ctx) => {
      const hand = s.p[seat]!.hand;
      hand.splice(hand.indexOf(c.value as string), 1);
      s.discard.push(c.value as string);
      ctx.event(mc('axon.corp.er.ev.limit', { who: `{seat:${seat}}`, card: softwareOf(c.value as string).name }));
      return hand.length > handLimit(s, seat) ? 'keep' : undefined;
    },
  });
}
