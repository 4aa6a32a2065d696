import type { FlowContext } from '../../engine/events.ts';
import { clip } from '../../engine/text.ts';
import type { Seat } from '../../engine/types.ts';
import { assetOf, districtOf, isEmergency, playableOf, TYPE_NAMES } from './cards.ts';
import { districtName } from './city.ts';
import { RULES } from './data/index.ts';
import { cardText } from './describe.ts';
import { lookAt, offerLine, resolveCard } from './effects.ts';
import { ask, commit, commits, type NaFlow, type Opt, queue } from './flow.ts';
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
  isEmergency(card) ? `${name(card)} (emergency action)` : `${name(card)} (${TYPE_NAMES[playableOf(card).type]})`;
const capitalWord = (n: number): string => (n === 0 ? 'free' : `${n} capital`);

/**
 * What an offer would do, for a choice's detail (100 characters) whose label already names the card
 * and the district: offerLine without its "Card → district: " head and the card's own name in its
 * threat notes. When still too long: the district is "here", the resolver's capital "pays N", then
 * city notes are left out from the end ("2 more"), never what it pays, contracts, draws or threat,
 * and last the reasons for threat, so what matters most to a deal is not clipped off.
 */
export function effectDetail(s: NaState, card: string, target: number): string {
  const cardName = name(card);
  const place = districtName(target);
  const line = offerLine(s, card, target);
  const head = line.indexOf(': ');
  let text = (head >= 0 ? line.slice(head + 2) : line)
    .replaceAll(` (${cardName} involved illness)`, ' (illness)')
    .replaceAll(` (${cardName})`, '');
  if (text.length <= 100) return text;
  text = text
    .replaceAll(` in ${place}`, ' here')
    .replaceAll(` from ${place}`, ' from here')
    .replaceAll(`${place} exploited`, 'exploited')
    .replace(/resolver \+(\d+) capital/g, 'pays $1')
    // "Haas-Bioroid contract" as "Haas contract", "Weyland Consortium contract" as "Weyland contract".
    .replace(/([A-Z][a-z]+)[- ][A-Z][a-z]+ contract/g, '$1 contract');
  const fitted = fitNotes(text.split('; '));
  // Last, the reasons for threat ("(Human First reached The Root)"), but "(illness)".
  return clip(
    fitted.length <= 100
      ? fitted
      : fitNotes(text.replace(/threat ([+-]?\d+) \((?!illness\))[^)]*\)/g, 'threat $1').split('; ')),
    100,
  );
}

/** Notes a deal must always show: capital, contracts, draws, threat. */
const KEY_NOTE = /^(pays \d|threat |draw )|contract [+-]\d/;

/** Joins notes, leaving out city notes from the end (the first is kept) until it fits 100 characters. */
function fitNotes(notes: readonly string[]): string {
  const keep = notes.map(() => true);
  const joined = (): string => {
    const dropped = keep.filter((k) => !k).length;
    const out: string[] = [];
    notes.forEach((n, i) => {
      if (keep[i]) out.push(n);
      else if (out[out.length - 1] !== `${dropped} more`) out.push(`${dropped} more`);
    });
    return out.join('; ');
  };
  for (let i = notes.length - 1; i > 0 && joined().length > 100; i--) if (!KEY_NOTE.test(notes[i]!)) keep[i] = false;
  return joined();
}

/** A card's own text for a choice's detail when it has several districts (the district comes next). */
function choose(card: string, targets: readonly number[]): string {
  const text = cardText(playableOf(card));
  const more = `${text} (${targets.length} districts)`;
  return more.length <= 100
    ? more
    : clip(
        text.length <= 100 ? text : text.replace(/^Target: /, '').replace('from here to The Root', 'down to The Root'),
        100,
      );
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
      label: clip(`Offer ${cardLabel(card)}${targets.length === 1 ? ` → ${districtOf(targets[0]!).name}` : ''}`, 80),
      detail: targets.length === 1 ? effectDetail(s, card, targets[0]!) : choose(card, targets),
      style: isEmergency(card) ? ('danger' as const) : ('primary' as const),
      value: { card, targets },
    }));
  }
  // No card has a target: the emergency action must be offered (the issue's guidance), else any card, with no effect.
  if (s.emergencyUp[seat]) {
    const e = emergencyId(s, seat);
    return [
      {
        key: `offer:${e}`,
        kind: 'offer',
        label: clip(`Offer ${cardLabel(e)}: no target`, 80),
        detail: clip(`Forced: no card of yours has a target. ${offerLine(s, e, null)}`, 100),
        style: 'danger',
        value: { card: e, targets: [] },
      },
    ];
  }
  return distinctCards(s.hands[seat]!).map((card) => ({
    key: `offer:${card}`,
    kind: 'offer',
    label: clip(`Offer ${cardLabel(card)}: no effect`, 80),
    detail: clip(`No card has a target: no effect in the city. ${offerLine(s, card, null)}`, 100),
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
  `${who(o.seat)}'s ${isEmergency(o.card) ? 'emergency action ' : ''}${offerLine(s, o.card, o.target)}`;

/** Places the main offer (rule 54). */
function placeMain(s: NaState, ctx: FlowContext, seat: Seat, card: string, target: number | null): void {
  takeCard(s, seat, card);
  s.deal!.main = { seat, card, target, paid: 0 };
  const note = target === null ? 'no card had a target: no effect in the city' : '';
  ctx.event(`🤝 Main offer: ${lineOf(s, s.deal!.main)}${note ? ` (${note})` : ''}.`);
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
  const how = free ? `free, exhausting ${assetOf(free).name}` : capitalWord(paid);
  ctx.event(`↪️ Counteroffer (${how}): ${lineOf(s, o)}.`);
  if (under) {
    ctx.event(`It covers ${who(under.seat)}'s ${name(under.card)}.`);
    // Rule 58: a covered emergency action goes back face up at once.
    if (isEmergency(under.card)) {
      s.emergencyUp[under.seat] = true;
      ctx.event(`${who(under.seat)}'s ${name(under.card)} returns face up.`);
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
  else paid = payCapital(s, ctx, seat, counterCost(s, seat), 'counteroffer');
  placeCounter(s, ctx, seat, card, target, paid, free);
}

/** One district choice for an offer's target decision. */
const targetOptions = (s: NaState, card: string, targets: readonly number[]): Opt[] =>
  targets.map((n) => ({
    key: `target:${n}`,
    kind: 'target',
    label: clip(`${n} ${districtOf(n).name}`, 80),
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
    label: 'Back: another card, or pass',
    detail: 'Nothing is paid yet: choose the counteroffer again',
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
  const sides: [Role, Offer, string][] = [
    ['main', main, 'main offer'],
    ['counter', top, 'counteroffer'],
  ];
  const votes = s.assets[seat]!.filter((a) => assetOf(a).power.kind === 'vote' && !s.exhausted.includes(a));
  const out: Opt[] = [];
  for (const [which, o, word] of sides) {
    const at = o.target === null ? '' : ` → ${districtOf(o.target).name}`;
    const line = o.target === null ? clip(offerLine(s, o.card, null), 100) : effectDetail(s, o.card, o.target);
    out.push({
      key: `support:${which}`,
      kind: 'support',
      label: clip(`Support the ${word}: ${who(o.seat)}'s ${name(o.card)}${at}`, 80),
      detail: line,
      style: which === 'main' ? 'primary' : 'success',
      value: { which, asset: null },
    });
    for (const a of votes) {
      const p = assetOf(a).power as { n: number };
      out.push({
        key: `support:${which}:${a}`,
        kind: 'support',
        label: clip(`Support the ${word}, exhausting ${assetOf(a).name} (+${p.n})`, 80),
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
      `🏷️ The deal (slot ${slot + 1}) is for ${a.name}${a.timing === 'passive' ? ' (always on)' : ''}: ${a.text}`,
    );
    if (!canOffer(s, seat)) {
      // Designed: nothing at all to offer (no card, the emergency action face down): no deal; the asset goes under the deck (as rule 68).
      ctx.event(`${who(seat)} has nothing to offer: ${a.name} goes to the bottom of the asset deck.`);
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
        ctx.event(`${who(seat)} may counteroffer (${capitalWord(counterCost(s, seat))}) or pass.`);
        ask(s, 'counter', [seat], { seat });
        queue(s, [{ k: 'nextCounter' }], true);
        return;
      }
      ctx.event(`${who(seat)} cannot counteroffer and passes.`);
      const cost = counterCost(s, seat);
      ctx.event(
        targeted(s, seat).length === 0
          ? 'You have no card with a target to counteroffer.'
          : `You cannot pay the ${cost} capital a counteroffer costs.`,
        [seat],
      );
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
        const group = clip(`${cardLabel(card)}${where}`, 80);
        // The cost in the label: a button shows only its label (rule 57).
        if (s.capital[seat]! >= cost) {
          out.push({
            key: `counter:${card}`,
            kind: 'counter',
            label: clip(`Counter (${capitalWord(cost)}): ${cardLabel(card)}${where}`, 80),
            detail: text,
            group,
            value: { card, targets, free: null },
          });
        }
        for (const a of frees) {
          out.push({
            key: `counter:${card}:free:${a}`,
            kind: 'counter',
            label: clip(`Counter (free, exhausting ${assetOf(a).name.split(',')[0]}): ${name(card)}${where}`, 80),
            detail: text,
            group,
            value: { card, targets, free: a },
          });
        }
      }
      out.push({
        key: 'counter:pass',
        kind: 'counter',
        label: 'Pass',
        detail: 'No counteroffer in this deal',
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
        ctx.event(`${who(seat)} passes.`);
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
      ctx.event('No counteroffer: the main offer wins.');
      return;
    }
    ctx.event(
      'Support: every player backs the main offer or the counteroffer, secretly; the votes are revealed together (a tie goes to the main offer).',
    );
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
          extra = ` (+${bonus}, ${assetOf(v.asset).name})`;
        }
        tally[v.which] += n;
        parts.push(`${who(seat)} ${v.which === 'main' ? 'main' : 'counter'}${extra}`);
      }
      d.winner = tally.counter > tally.main ? 'counter' : 'main';
      const result =
        d.winner === 'main'
          ? tally.main === tally.counter
            ? 'a tie: the main offer wins'
            : 'the main offer wins'
          : 'the counteroffer wins';
      ctx.event(`🗳️ Support: ${parts.join(', ')}. Main ${tally.main}, counteroffer ${tally.counter}: ${result}.`);
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
    ctx.event(`${who(win.seat)} claims ${assetOf(d.asset).name}.`);
    // Rule 62: every proposed action card, covered ones too, is discarded face down.
    for (const o of [d.main, ...d.counters]) if (!isEmergency(o.card)) discardAction(s, o.card);
    // Rule 63: the winning emergency action stays face down; the losing one returns face up (covered ones already did, rule 58).
    if (lose && isEmergency(lose.card)) {
      s.emergencyUp[lose.seat] = true;
      ctx.event(`${who(lose.seat)}'s ${name(lose.card)} lost: it returns face up.`);
    }
    if (isEmergency(win.card)) ctx.event(`${who(win.seat)}'s ${name(win.card)} returns face down.`);
    s.deals++;
    s.deal = null;
    if (!s.over) queue(s, [{ k: 'endTurn' }], true);
  });
}
