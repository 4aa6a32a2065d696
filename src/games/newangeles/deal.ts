import type { FlowContext } from '../../engine/events.ts';
import { LOCALES, localize } from '../../engine/messages.ts';
import type { Seat } from '../../engine/types.ts';
import { assetOf, districtOf, isEmergency, playableOf, TYPE_NAMES } from './cards.ts';
import { assetShortOf, RULES } from './data/index.ts';
import { cardText, fittingCardText } from './describe.ts';
import { joinNotes, lookAt, type Outcome, offerLine, resolveCard } from './effects.ts';
import { ask, commit, commits, type NaFlow, type Opt, queue, top } from './flow.ts';
import { m } from './messages.ts';
import { discardAction, payCapital, who } from './primitives.ts';
import type { NaState, Offer } from './state.ts';
import { distinctCards, passive } from './turn.ts';

/**
 * The deal (rules 53-63), as steps and decisions: 'reveal' takes the highest-numbered asset off the
 * track and asks the active player's 'main' offer ('target' when the card has several districts);
 * 'nextCounter' gives each other seat in clockwise order its 'counter' chance; 'vote' asks every
 * seat's secret 'support' when there is a counteroffer; 'resolve' resolves the winner, hands over
 * the asset and clears the table. Each step queues the next one first, so the chain survives the
 * decisions asked in between.
 */

type Role = 'main' | 'counter';
const name = (card: string): string => playableOf(card).name;
const cardLabel = (card: string): string =>
  isEmergency(card)
    ? m('na.cardEmergency', { card: name(card) })
    : m('na.cardTyped', { card: name(card), deck: TYPE_NAMES[playableOf(card).type] });
const capitalWord = (n: number): string => (n === 0 ? m('na.free') : m('na.capitalN', { n }));

/** The longest a text is in any language (a label at most 80, a detail at most 100). */
export const widest = (text: string): number => Math.max(...LOCALES.map((l) => localize(text, l).length));
const fits = (text: string, max = 100): boolean => widest(text) <= max;
/** The first text that fits 100 characters in every language, else the last. */
const firstFitting = (texts: readonly string[]): string => texts.find((t) => fits(t)) ?? texts[texts.length - 1]!;

/**
 * What an offer would do, for a choice's detail (100 characters in every language) whose label
 * already names the card and the district: offerLine's notes, the card's own name left out of its
 * threat notes. When still too long: the district is "here", the resolver's capital "pays N", then
 * city notes are left out from the end ("2 more"), never what it pays, contracts, draws or threat,
 * and last the reasons for threat, so what matters most to a deal is not cut off.
 */
export function effectDetail(s: NaState, card: string, target: number): string {
  const cardName = name(card);
  const notes = lookAt(s).notes(card, target);
  if (notes.length === 0) return m('na.nothingHappens');
  const first = joinNotes(notes.map((n) => (n.threat ? (n.short?.(-1, cardName) ?? n.text) : n.text)));
  if (fits(first)) return first;
  const compact = notes.map((n) => ({ text: n.short?.(target, cardName) ?? n.text, key: !!n.key }));
  const fitted = fitNotes(compact, false);
  if (fits(fitted)) return fitted;
  const bare = notes.map((n, i) => ({ text: n.bare ?? compact[i]!.text, key: !!n.key }));
  const barer = fitNotes(bare, false);
  return fits(barer) ? barer : fitNotes(bare, true);
}

/** Joins notes, leaving out city notes (or, `all`, any) from the end (the first is kept) until it fits 100 characters. */
function fitNotes(notes: readonly { text: string; key: boolean }[], all: boolean): string {
  const keep = notes.map(() => true);
  const joined = (): string => {
    const dropped = keep.filter((k) => !k).length;
    const out: string[] = [];
    notes.forEach((n, i) => {
      if (keep[i]) out.push(n.text);
      else if (out[out.length - 1] !== m('na.more', { n: dropped })) out.push(m('na.more', { n: dropped }));
    });
    return joinNotes(out);
  };
  for (let i = notes.length - 1; i > 0 && !fits(joined()); i--) if (all || !notes[i]!.key) keep[i] = false;
  return joined();
}

/** A card's own text for a choice's detail when it has several districts (the district comes next). */
function choose(card: string, targets: readonly number[]): string {
  const text = cardText(playableOf(card));
  const more = m('na.cardMany', { text, n: targets.length });
  return fits(more) ? more : fittingCardText(playableOf(card));
}

/** Cards `seat` could propose now with a target (rules 54-56): hand cards, then the face-up emergency action. */
function targeted(s: NaState, seat: Seat, look = lookAt(s)): { card: string; targets: number[] }[] {
  const out = distinctCards(s.hands[seat]!).map((card) => ({ card, targets: look.targets(card) }));
  const e = emergencyId(s, seat);
  if (s.emergencyUp[seat]) out.push({ card: e, targets: look.targets(e) });
  return out.filter((x) => x.targets.length > 0);
}

const emergencyId = (s: NaState, seat: Seat): string => `E-${s.corps[seat]}`;

/** Rule 57: what `seat`'s counteroffer costs now (first free, then 1, 2, 3...; less by its discount assets). */
export function counterCost(s: NaState, seat: Seat): number {
  const placed = s.deal?.counters.length ?? 0;
  const base = RULES.counterCost[Math.min(placed, RULES.counterCost.length - 1)]!;
  return Math.max(0, base - passive(s, seat, 'counterDiscount'));
}

/** `seat`'s ready freeCounter assets (rule 69: Exhaust, when counteroffering). */
const freeCounterAssets = (s: NaState, seat: Seat): string[] =>
  s.assets[seat]!.filter((a) => assetOf(a).power.kind === 'freeCounter' && !s.exhausted.includes(a));

/** Rule 56: a seat can counteroffer at all when it has a card with a target and can pay (or has a free counteroffer asset). */
export function canCounter(s: NaState, seat: Seat): boolean {
  if (targeted(s, seat).length === 0) return false;
  const cost = counterCost(s, seat);
  return s.capital[seat]! >= cost || freeCounterAssets(s, seat).length > 0;
}

/**
 * Whether `seat` has a main offer to make: mainOptions not empty, told without building it. A card
 * with a target is a hand card or the face-up emergency action, and without one either is offered.
 */
const canOffer = (s: NaState, seat: Seat): boolean => s.emergencyUp[seat]! || s.hands[seat]!.length > 0;

/** The main offer's choices (rules 54-55). Empty only when the seat has neither a card nor a face-up emergency action. */
export function mainOptions(s: NaState, seat: Seat): Opt[] {
  const look = lookAt(s);
  const withTarget = targeted(s, seat, look);
  if (withTarget.length > 0) {
    return withTarget.map(({ card, targets }) => ({
      key: `offer:${card}`,
      kind: 'offer',
      label: m('na.choice.offer', {
        card: cardLabel(card),
        to: targets.length === 1 ? ` → ${districtOf(targets[0]!).name}` : '',
      }),
      detail: targets.length === 1 ? effectDetail(s, card, targets[0]!) : choose(card, targets),
      style: isEmergency(card) ? ('danger' as const) : ('primary' as const),
      value: { card, targets },
    }));
  }
  // No card has a target: the emergency action must be offered (the guidance), else any card, with no effect.
  if (s.emergencyUp[seat]) {
    const e = emergencyId(s, seat);
    return [
      {
        key: `offer:${e}`,
        kind: 'offer',
        label: m('na.choice.offerNoTarget', { card: cardLabel(e) }),
        detail: firstFitting([
          m('na.choice.forced', { line: offerLine(s, e, null) }),
          m('na.choice.forced', { line: m('na.offerNoTarget', { card: name(e) }) }),
        ]),
        style: 'danger',
        value: { card: e, targets: [] },
      },
    ];
  }
  return distinctCards(s.hands[seat]!).map((card) => ({
    key: `offer:${card}`,
    kind: 'offer',
    label: m('na.choice.offerNoEffect', { card: cardLabel(card) }),
    detail: firstFitting([
      m('na.choice.noEffect', { line: offerLine(s, card, null) }),
      m('na.choice.noEffect', { line: m('na.offerNoTarget', { card: name(card) }) }),
    ]),
    value: { card, targets: [] },
  }));
}

/** Takes the proposed card off its owner: out of the hand, or the emergency action off the corp sheet. */
function takeCard(s: NaState, seat: Seat, card: string): void {
  if (isEmergency(card)) s.emergencyUp[seat] = false;
  else {
    const hand = s.hands[seat]!;
    hand.splice(hand.indexOf(card), 1);
  }
}

const lineOf = (s: NaState, o: Offer): string =>
  m('na.offerOf', {
    who: who(o.seat),
    emergency: isEmergency(o.card) ? 'y' : 'n',
    line: offerLine(s, o.card, o.target),
  });

/** Places the main offer (rule 54). */
function placeMain(s: NaState, ctx: FlowContext, seat: Seat, card: string, target: number | null): void {
  takeCard(s, seat, card);
  s.deal!.main = { seat, card, target, paid: 0 };
  ctx.event(m('na.event.main', { line: lineOf(s, s.deal!.main), none: target === null ? 'y' : 'n' }));
}

/** Places a counteroffer (rules 56-58): the cost is already paid; it covers the previous counteroffer. */
function placeCounter(
  s: NaState,
  ctx: FlowContext,
  seat: Seat,
  card: string,
  target: number,
  paid: number,
  free: string | null,
): void {
  const d = s.deal!;
  takeCard(s, seat, card);
  const under = d.counters[d.counters.length - 1];
  const o: Offer = { seat, card, target, paid };
  d.counters.push(o);
  const how = free ? m('na.freeExhausting', { asset: assetOf(free).name }) : capitalWord(paid);
  ctx.event(m('na.event.counter', { how, line: lineOf(s, o) }));
  if (under) {
    ctx.event(m('na.event.covers', { who: who(under.seat), card: name(under.card) }));
    // Rule 58: a covered emergency action goes back face up at once.
    if (isEmergency(under.card)) {
      s.emergencyUp[under.seat] = true;
      ctx.event(m('na.event.faceUp', { who: who(under.seat), card: name(under.card) }));
    }
  }
}

/** Pays a counteroffer's cost (capital, or a free counteroffer asset exhausted) and places it. */
function counterPlaced(
  s: NaState,
  ctx: FlowContext,
  seat: Seat,
  card: string,
  target: number,
  free: string | null,
): void {
  let paid = 0;
  if (free) s.exhausted.push(free);
  else paid = payCapital(s, ctx, seat, counterCost(s, seat), m('na.counteroffer'));
  placeCounter(s, ctx, seat, card, target, paid, free);
}

/** One district choice for an offer's target decision. */
const targetOptions = (s: NaState, card: string, targets: readonly number[]): Opt[] =>
  targets.map((n) => ({
    key: `target:${n}`,
    kind: 'target',
    label: `${n} ${districtOf(n).name}`,
    detail: effectDetail(s, card, n),
    value: n,
  }));

/**
 * A counteroffer's district choice: its cost is paid only as it is placed (rule 57), so going
 * back to the card choice costs nothing. Capital given away meanwhile (a trade) leaves only Back.
 */
function counterTargetOptions(
  s: NaState,
  seat: Seat,
  p: { card: string; cost: number; free: string | null; targets: readonly number[] },
): Opt[] {
  const back: Opt = {
    key: 'target:back',
    kind: 'target',
    label: m('na.choice.back'),
    detail: m('na.choice.backDetail'),
    style: 'secondary',
  };
  const payable = p.free !== null || s.capital[seat]! >= p.cost;
  return [...(payable ? targetOptions(s, p.card, p.targets) : []), back];
}

/** The support vote's choices (rule 59): either offer, alone or with a ready vote asset exhausted. */
function supportOptions(s: NaState, seat: Seat): Opt[] {
  const d = s.deal!;
  const main = d.main!;
  const top = d.counters[d.counters.length - 1]!;
  const sides: [Role, Offer][] = [
    ['main', main],
    ['counter', top],
  ];
  const votes = s.assets[seat]!.filter((a) => assetOf(a).power.kind === 'vote' && !s.exhausted.includes(a));
  const out: Opt[] = [];
  for (const [which, o] of sides) {
    const at = o.target === null ? '' : ` → ${districtOf(o.target).name}`;
    const line =
      o.target === null
        ? firstFitting([offerLine(s, o.card, null), m('na.offerNoTarget', { card: name(o.card) })])
        : effectDetail(s, o.card, o.target);
    out.push({
      key: `support:${which}`,
      kind: 'support',
      label: m('na.choice.support', { which, who: who(o.seat), card: name(o.card), at }),
      detail: line,
      style: which === 'main' ? 'primary' : 'success',
      value: { which, asset: null },
    });
    for (const a of votes) {
      const p = assetOf(a).power as { n: number };
      out.push({
        key: `support:${which}:${a}`,
        kind: 'support',
        label: m('na.choice.supportWith', { which, asset: assetOf(a).name, n: p.n }),
        detail: line,
        value: { which, asset: a },
      });
    }
  }
  return out;
}

interface Vote {
  which: Role;
  asset: string | null;
}

/** A vote is open (rule 59): a counteroffer stands against the main offer, no winner yet. Every seat may then back either. */
const voting = (s: NaState): boolean => !!(s.deal?.main && s.deal.counters.length > 0 && !s.deal.winner);

/** An offer a choice shows the dry run of (its detail), as numbers: the card, its district, what it would do. */
export interface OfferOutcome extends Outcome {
  card: string;
  target: number | null;
}

/**
 * What the offers `seat` is asked to choose between would do now (their choices' details, as
 * numbers, for a computer player): at the main offer and a counteroffer chance, each card with one
 * district; at a district choice, the card at each district; at the vote, both offers. Empty when
 * the seat is asked nothing of these.
 */
export function offerOutcomes(s: NaState, seat: Seat): OfferOutcome[] {
  const p = top(s);
  const d = s.deal;
  if (!p || !d || !p.seats.includes(seat)) return [];
  const look = lookAt(s);
  const at = (card: string, target: number | null): OfferOutcome => ({ card, target, ...look.outcome(card, target) });
  if ((p.kind === 'main' && !d.main) || (p.kind === 'counter' && d.main))
    return targeted(s, seat, look).flatMap(({ card, targets }) =>
      targets.length === 1 ? [at(card, targets[0]!)] : [],
    );
  if (p.kind === 'target') return p.data.targets.map((n) => at(p.data.card, n));
  if (p.kind === 'support' && voting(s))
    return [d.main!, d.counters[d.counters.length - 1]!].map((o) => at(o.card, o.target));
  return [];
}

export function registerDeal(flow: NaFlow): void {
  /** Rule 53: the highest-numbered asset on the track is revealed; the active player makes the main offer. */
  flow.defineStep('reveal', (s, _step, ctx) => {
    if (s.over) return;
    const seat = s.active;
    let slot = -1;
    s.track.forEach((a, i) => {
      if (a !== null) slot = i;
    });
    if (slot < 0) {
      queue(s, [{ k: 'endTurn' }], true);
      return;
    }
    const asset = s.track[slot]!;
    s.track[slot] = null;
    const chances = Array.from({ length: s.players - 1 }, (_x, i) => (seat + 1 + i) % s.players);
    s.deal = { asset, main: null, counters: [], chances, winner: null };
    const a = assetOf(asset);
    ctx.event(
      m('na.event.deal', { slot: slot + 1, asset: a.name, passive: a.timing === 'passive' ? 'y' : 'n', text: a.text }),
    );
    if (!canOffer(s, seat)) {
      // Designed: nothing at all to offer (no card, the emergency action face down): no deal; the asset goes under the deck (as rule 68).
      ctx.event(m('na.event.nothingToOffer', { who: who(seat), asset: a.name }));
      s.assetDeck.push(asset);
      s.deal = null;
      queue(s, [{ k: 'endTurn' }], true);
      return;
    }
    ask(s, 'main', [seat]);
    queue(s, [{ k: 'nextCounter' }], true);
  });

  flow.defineDecision('main', {
    options: (s, _p, seat) => (s.deal && !s.deal.main ? mainOptions(s, seat) : []),
    // The flow asks after every move whether the seat still has choices: told without the previews.
    has: (s, _p, seat) => !!s.deal && !s.deal.main && canOffer(s, seat),
    resolve: (s, _p, seat, c, _n, ctx) => {
      const { card, targets } = c.value as { card: string; targets: number[] };
      if (targets.length > 1) ask(s, 'target', [seat], { seat, card, role: 'main', cost: 0, free: null, targets });
      else placeMain(s, ctx, seat, card, targets[0] ?? null);
    },
  });

  flow.defineDecision('target', {
    options: (s, p, seat) =>
      p.data.role === 'main' ? targetOptions(s, p.data.card, p.data.targets) : counterTargetOptions(s, seat, p.data),
    has: (_s, p) => p.data.targets.length > 0,
    resolve: (s, p, seat, c, _n, ctx) => {
      const card = p.data.card;
      if (p.data.role === 'main') return placeMain(s, ctx, seat, card, c.value as number);
      // Back to the counteroffer choice (the seat's chance stands: nothing was paid or exhausted).
      if (c.key === 'target:back') return ask(s, 'counter', [seat], { seat });
      counterPlaced(s, ctx, seat, card, c.value as number, p.data.free);
    },
  });

  /** Rule 56: the next seat clockwise that can counteroffer gets its chance; the others are passed over. */
  flow.defineStep('nextCounter', (s, _step, ctx) => {
    const d = s.deal;
    if (s.over || !d || !d.main) return;
    while (d.chances.length > 0) {
      const seat = d.chances.shift()!;
      if (canCounter(s, seat)) {
        ctx.event(m('na.event.mayCounter', { who: who(seat), cost: capitalWord(counterCost(s, seat)) }));
        ask(s, 'counter', [seat], { seat });
        queue(s, [{ k: 'nextCounter' }], true);
        return;
      }
      ctx.event(m('na.event.cannotCounter', { who: who(seat) }));
      const cost = counterCost(s, seat);
      ctx.event(targeted(s, seat).length === 0 ? m('na.event.noCounterCard') : m('na.event.cannotPay', { n: cost }), [
        seat,
      ]);
    }
    queue(s, [{ k: 'vote' }], true);
  });

  /** Rules 56-58: a card with a target (its cost shown), free with a freeCounter asset, or pass. */
  flow.defineDecision('counter', {
    options: (s, _p, seat) => {
      if (!s.deal?.main) return [];
      const cost = counterCost(s, seat);
      const frees = cost > 0 ? freeCounterAssets(s, seat) : [];
      const out: Opt[] = [];
      const look = lookAt(s);
      for (const { card, targets } of targeted(s, seat, look)) {
        const where = targets.length === 1 ? ` → ${districtOf(targets[0]!).name}` : '';
        const text = targets.length === 1 ? effectDetail(s, card, targets[0]!) : choose(card, targets);
        // Many cards, each payable two ways: the card first, then how to pay (a two-step pick).
        const group = `${cardLabel(card)}${where}`;
        // The cost in the label: a button shows only its label (rule 57).
        if (s.capital[seat]! >= cost) {
          out.push({
            key: `counter:${card}`,
            kind: 'counter',
            label: m('na.choice.counter', { cost: capitalWord(cost), card: cardLabel(card), where }),
            detail: text,
            group,
            value: { card, targets, free: null },
          });
        }
        for (const a of frees) {
          out.push({
            key: `counter:${card}:free:${a}`,
            kind: 'counter',
            label: m('na.choice.counterFree', { asset: assetShortOf(a), card: name(card), where }),
            detail: text,
            group,
            value: { card, targets, free: a },
          });
        }
      }
      out.push({
        key: 'counter:pass',
        kind: 'counter',
        label: m('na.choice.pass'),
        detail: m('na.choice.passDetail'),
        style: 'secondary',
        value: null,
      });
      return out;
    },
    // Passing is always a choice.
    has: (s) => !!s.deal?.main,
    resolve: (s, _p, seat, c, _n, ctx) => {
      const v = c.value as { card: string; targets: number[]; free: string | null } | null;
      if (!v) {
        ctx.event(m('na.event.passes', { who: who(seat) }));
        return;
      }
      // The cost is paid as the counteroffer is placed, once its district is chosen (rule 57): backing out of the district choice is free.
      if (v.targets.length > 1)
        ask(s, 'target', [seat], {
          seat,
          card: v.card,
          role: 'counter',
          cost: counterCost(s, seat),
          free: v.free,
          targets: v.targets,
        });
      else counterPlaced(s, ctx, seat, v.card, v.targets[0]!, v.free);
    },
  });

  /** Rule 59: no counteroffer, the main offer wins at once; else every seat supports one offer, secretly. */
  flow.defineStep('vote', (s, _step, ctx) => {
    const d = s.deal;
    if (s.over || !d) return;
    queue(s, [{ k: 'resolve' }], true);
    if (d.counters.length === 0) {
      d.winner = 'main';
      ctx.event(m('na.event.noCounter'));
      return;
    }
    ctx.event(m('na.event.vote'));
    ask(
      s,
      'support',
      Array.from({ length: s.players }, (_x, i) => i),
    );
  });

  flow.defineDecision('support', {
    options: (s, _p, seat) => (voting(s) ? supportOptions(s, seat) : []),
    has: (s) => voting(s),
    // Kept secret until everyone has answered (nobody sees another's vote).
    resolve: (_s, p, seat, c) => {
      commit(p, seat, c.value as Vote);
    },
    done: (s, p, ctx) => {
      const d = s.deal;
      if (s.over || !d) return;
      const tally = { main: 0, counter: 0 };
      const parts: string[] = [];
      for (const [seat, v] of commits<Vote>(p)) {
        let n = 1;
        let extra = '';
        // The vote asset is exhausted at the reveal, so nobody learns before that it was used.
        if (v.asset && s.assets[seat]!.includes(v.asset) && !s.exhausted.includes(v.asset)) {
          const bonus = (assetOf(v.asset).power as { n: number }).n;
          s.exhausted.push(v.asset);
          n += bonus;
          extra = m('na.voteExtra', { n: bonus, asset: assetOf(v.asset).name });
        }
        tally[v.which] += n;
        parts.push(m('na.voteOf', { who: who(seat), which: v.which, extra }));
      }
      d.winner = tally.counter > tally.main ? 'counter' : 'main';
      const result = d.winner === 'main' ? (tally.main === tally.counter ? 'tie' : 'main') : 'counter';
      ctx.event(m('na.event.votes', { votes: parts.join(', '), main: tally.main, counter: tally.counter, result }));
    },
  });

  /** Rules 60-63: the winner resolves, its owner claims the asset, the proposed cards leave the table. */
  flow.defineStep('resolve', (s, _step, ctx) => {
    const d = s.deal;
    if (s.over || !d || !d.main) return;
    const top = d.counters[d.counters.length - 1];
    const win = d.winner === 'counter' && top ? top : d.main;
    const lose = win === d.main ? top : d.main;
    // effects.resolveCard announces the card and what it does.
    resolveCard(s, ctx, win.seat, win.card, win.target);
    s.assets[win.seat]!.push(d.asset);
    ctx.event(m('na.event.claims', { who: who(win.seat), asset: assetOf(d.asset).name }));
    // Rule 62: every proposed action card, covered ones too, is discarded face down.
    for (const o of [d.main, ...d.counters]) if (!isEmergency(o.card)) discardAction(s, o.card);
    // Rule 63: the winning emergency action stays face down; the losing one returns face up (covered ones already did, rule 58).
    if (lose && isEmergency(lose.card)) {
      s.emergencyUp[lose.seat] = true;
      ctx.event(m('na.event.lostFaceUp', { who: who(lose.seat), card: name(lose.card) }));
    }
    if (isEmergency(win.card)) ctx.event(m('na.event.faceDown', { who: who(win.seat), card: name(win.card) }));
    s.deals++;
    s.deal = null;
    if (!s.over) queue(s, [{ k: 'endTurn' }], true);
  });
}
