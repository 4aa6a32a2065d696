import type { FlowContext } from '../../engine/events.ts';
import { commit, committed } from '../../engine/flow.ts';
import { listToken } from '../../engine/messages.ts';
import { canPlay, cardEffect, cardName, later, owes, playCard } from './cards.ts';
import { ACTION_CARDS } from './data/index.ts';
import { ask, type DataOf, type IspyFlow, type Opt, top } from './flow.ts';
import { fitting, m, seatOf } from './messages.ts';
import type { Who } from './movement.ts';
import type { IspyState } from './state.ts';

/**
 * Misdirect's Coerce. The coercer draws 2 cards at random from the target's hand (Special Action
 * Cards are never drawn); the drawn cards live only in the 'coerce' decision's secret part (only
 * the coercer's view and choices read it; the coercer may reveal them). The coercer picks one and
 * who plays it; the other goes back to the hand before anything resolves (so a coerced Misdirect
 * may Coerce the same hand again). The played card goes to its owner's Records, not to anyone's
 * Agenda, and is no Card Action of the coercer's.
 *
 * Decided where the rulebook is silent:
 * - fewer than 2 drawable cards: the coercer draws what there is (1 card: that one; none: Coerce
 *   does nothing, Misdirect itself stays playable since its In The Wind still resolves);
 * - a drawn card neither spy can play now is not offered; when neither drawn card can be played by
 *   either spy, both go back to the hand and nothing else happens;
 * - self-play: the coercer's own Assets apply (and the coercer's Tickets, Capital, Courier flag);
 *   opponent-play: no Assets at all, Tickets spent at once by the coercer, no Capital visit, no
 *   Coerce through a Misdirect (its In The Wind still resolves).
 */

interface Drawn {
  cards: string[];
}

/** The Who of the chosen player: the coercer itself (its Assets apply) or the target made to play. */
export function coercedWho(coercer: Who, target: number, self: boolean): Who {
  return self
    ? { actor: coercer.actor, chooser: coercer.actor, assets: coercer.assets }
    : { actor: target, chooser: coercer.actor, assets: false, forced: true };
}

const players = (s: IspyState, coercer: Who, target: number, card: string): ('me' | 'them')[] => [
  ...(canPlay(s, coercedWho(coercer, target, true), card) ? ['me' as const] : []),
  ...(canPlay(s, coercedWho(coercer, target, false), card) ? ['them' as const] : []),
];

/** `coercer` Coerces `target`: draws up to 2 cards at random and asks which one is played. */
export function coerce(s: IspyState, ctx: FlowContext, coercer: Who, target: number): void {
  const hand = s.spies[target]!.hand;
  const drawable = hand.filter((c) => !ACTION_CARDS[c]?.special);
  const cards = ctx.rng.shuffle(drawable).slice(0, 2);
  if (cards.length === 0) {
    ctx.event(m('spy.ev.coerceNothing', { who: seatOf(coercer.chooser), target: seatOf(target) }));
    return;
  }
  for (const c of cards) hand.splice(hand.indexOf(c), 1);
  ctx.event(
    m(cards.length === 1 ? 'spy.ev.coerce1' : 'spy.ev.coerce2', {
      who: seatOf(coercer.chooser),
      target: seatOf(target),
    }),
  );
  ctx.privately(
    coercer.chooser,
    m('spy.ev.coerceDrawn', { cards: listToken(cards.map(cardName)), target: seatOf(target) }),
  );
  ask(s, 'coerce', [coercer.chooser], { who: coercer, target, n: cards.length, revealed: false });
  commit(top(s)!, coercer.chooser, { cards } satisfies Drawn);
}

function back(s: IspyState, target: number, cards: readonly string[]): void {
  s.spies[target]!.hand.push(...cards);
}

function coerceOptions(s: IspyState, data: DataOf<IspyState, 'coerce'>, drawn: Drawn | undefined): Opt[] {
  if (!drawn) return [];
  const { who, target } = data;
  const play = drawn.cards.flatMap((c): Opt[] => {
    const by = players(s, who, target, c);
    if (by.length === 0) return [];
    const names = by.map((b) => (b === 'me' ? m('spy.coerce.you') : seatOf(target)));
    const whom = names.length === 2 ? m('spy.or', { a: names[0]!, b: names[1]! }) : names.join('');
    // The coercer sees what the drawn card does before choosing it, as with any card offer; who
    // plays it is asked next, so that part gives way when Discord's 100 characters run short.
    const what = m('spy.coerce.what', { effect: cardEffect(c), owes: owes(c), target: seatOf(target) });
    const detail = fitting(100, m('spy.coerce.by', { what, whom }), what, cardEffect(c));
    return [{ key: `coerce:${c}`, kind: 'card', label: m('spy.opt.play', { card: cardName(c) }), detail, value: c }];
  });
  const none: Opt[] =
    play.length === 0
      ? [
          {
            key: 'coerce:none',
            kind: 'card',
            label: m('spy.opt.returnCards'),
            detail: m('spy.opt.returnCards.detail'),
            value: null,
          },
        ]
      : [];
  const reveal: Opt[] = data.revealed
    ? []
    : [
        {
          key: 'coerce:reveal',
          kind: 'reveal',
          label: m('spy.opt.reveal'),
          detail: m('spy.opt.reveal.detail'),
          style: 'secondary' as const,
          value: 'reveal',
        },
      ];
  return [...play, ...none, ...reveal];
}

/** After the coerced card resolved: it goes to its owner's Records. */
export function finishCoerce(s: IspyState, data: { readonly owner: number; readonly card: string }): void {
  s.spies[data.owner]!.records.push({ card: data.card, rotated: false });
}

export function registerCoerce(flow: IspyFlow): void {
  flow.defineDecision('coerce', {
    options: (s, p, seat) => coerceOptions(s, p.data, committed<Drawn>(p, seat)),
    resolve(s, p, seat, c, _n, ctx) {
      const drawn = committed<Drawn>(p, seat)!;
      const target = p.data.target;
      if (c.value === 'reveal') {
        p.data.revealed = true;
        ctx.event(
          m('spy.ev.coerceShow', {
            who: seatOf(seat),
            target: seatOf(target),
            cards: listToken(drawn.cards.map(cardName)),
          }),
        );
        return 'keep';
      }
      if (c.value === null) {
        back(s, target, drawn.cards);
        ctx.event(m('spy.ev.coerceBack', { target: seatOf(target) }));
        return;
      }
      const card = c.value as string;
      // The unselected card goes back before anything resolves (a coerced Misdirect may draw it again).
      back(
        s,
        target,
        drawn.cards.filter((x) => x !== card),
      );
      ask(s, 'coerceWho', [seat], { who: p.data.who, target, card });
    },
  });
  flow.defineDecision('coerceWho', {
    options(s, p) {
      const { who, target, card } = p.data;
      return players(s, who, target, card).map((b) => ({
        key: `coercewho:${b}`,
        kind: 'player',
        label:
          b === 'me'
            ? m('spy.opt.youPlay', { card: cardName(card) })
            : m('spy.opt.theyPlay', { who: seatOf(target), card: cardName(card) }),
        detail: m(b === 'me' ? 'spy.opt.youPlay.detail' : 'spy.opt.theyPlay.detail'),
        value: b,
      }));
    },
    resolve(s, p, _seat, c, _n, ctx) {
      const { who, target, card } = p.data;
      const actor = coercedWho(who, target, c.value === 'me');
      ctx.event(
        m('spy.ev.coerced', {
          who: seatOf(who.actor),
          target: seatOf(target),
          card: cardName(card),
          actor: seatOf(actor.actor),
        }),
      );
      later(s, { fn: 'coerceDone', owner: target, card });
      playCard(s, ctx, actor, card, target);
    },
  });
}
