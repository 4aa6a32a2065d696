import type { FlowContext } from '../../engine/events.ts';
import { LOCALES, localize } from '../../engine/messages.ts';
import type { Seat } from '../../engine/types.ts';
import { assetOf } from './cards.ts';
import { assetShortOf } from './data/index.ts';
import type { NaFlow, Opt } from './flow.ts';
import { m } from './messages.ts';
import { who } from './primitives.ts';
import type { Draft, NaState, Trade } from './state.ts';

/**
 * Trading capital and assets at any time (rules 71-75), through the flow's anytime choices. A seat
 * drafts privately (partner, capital and assets each way), then sends: a gift (asking nothing)
 * happens at once (rule 73); anything else becomes its one open proposal (rule 75), seen by both
 * sides only, which the partner accepts (completed at once if both can still pay, rule 72) or
 * declines. Only capital and claimed assets move: action and emergency cards never (rule 74).
 */

const seats = (s: NaState): Seat[] => Array.from({ length: s.players }, (_v, i) => i);
const partners = (s: NaState, seat: Seat): Seat[] => seats(s).filter((x) => x !== seat);

/** How assets are named in a side: in full, by short name ("Tomas Achi"), or counted ("2 assets"). */
type Naming = 'full' | 'short' | 'count';

/** "3 capital + Tri-Maf Boss", or "nothing". */
function side(capital: number, assets: readonly string[], naming: Naming = 'full'): string {
  const named =
    naming === 'count'
      ? assets.length
        ? [m('na.assetsN', { n: assets.length })]
        : []
      : assets.map((id) => (naming === 'short' ? assetShortOf(id) : assetOf(id).name));
  const parts = [...(capital > 0 ? [m('na.capitalN', { n: capital })] : []), ...named];
  return parts.length ? parts.join(' + ') : m('na.nothing');
}

const movesSomething = (t: Draft | Trade): boolean =>
  t.giveCapital > 0 || t.askCapital > 0 || t.give.length > 0 || t.ask.length > 0;
const isGift = (t: Draft | Trade): boolean => t.askCapital === 0 && t.ask.length === 0;

/** Why `from`'s trade cannot be completed now (rule 72), or null when both sides can pay. */
export function cannotPay(s: NaState, from: Seat, t: Trade): string | null {
  const check = (seat: Seat, capital: number, assets: readonly string[]): string | null => {
    if (s.capital[seat]! < capital)
      return m('na.why.holdsOnly', { who: who(seat), n: s.capital[seat]!, need: capital });
    const gone = assets.find((id) => !s.assets[seat]!.includes(id));
    return gone ? m('na.why.noLonger', { who: who(seat), asset: assetOf(gone).name }) : null;
  };
  return check(from, t.giveCapital, t.give) ?? check(t.to, t.askCapital, t.ask);
}

/** Moves both sides of a payable trade. An exhausted asset stays exhausted (s.exhausted is by asset). */
function complete(s: NaState, from: Seat, t: Trade): void {
  const move = (a: Seat, b: Seat, capital: number, assets: readonly string[]) => {
    s.capital[a] = s.capital[a]! - capital;
    s.capital[b] = s.capital[b]! + capital;
    s.assets[a] = s.assets[a]!.filter((id) => !assets.includes(id));
    s.assets[b] = [...s.assets[b]!, ...assets];
  };
  move(from, t.to, t.giveCapital, t.give);
  move(t.to, from, t.askCapital, t.ask);
}

/** The draft's send button: what moves each way, as the sender reads it. */
function sendLabel(d: Trade): string {
  return fitted((naming) =>
    isGift(d)
      ? m('na.choice.sendGift', { give: side(d.giveCapital, d.give, naming) })
      : m('na.choice.send', { give: side(d.giveCapital, d.give, naming), get: side(d.askCapital, d.ask, naming) }),
  );
}

/** A label (at most 80 characters in every language) naming assets in full, else by short name, else counted. */
function fitted(say: (naming: Naming) => string): string {
  const fits = (text: string): boolean => LOCALES.every((l) => localize(text, l).length <= 80);
  const full = say('full');
  if (fits(full)) return full;
  const short = say('short');
  return fits(short) ? short : say('count');
}

/** The draft can be sent: a partner, something moving, and its own side payable now. */
function sendable(s: NaState, seat: Seat, d: Draft): d is Trade {
  if (d.to === null || !movesSomething(d)) return false;
  return (
    s.capital[seat]! >= d.giveCapital &&
    d.give.every((id) => s.assets[seat]!.includes(id)) &&
    s.capital[d.to]! >= d.askCapital &&
    d.ask.every((id) => s.assets[d.to!]!.includes(id))
  );
}

const assetDetail = (s: NaState, id: string): string =>
  s.exhausted.includes(id) ? m('na.exhaustedText', { text: assetOf(id).text }) : assetOf(id).text;

/** The draft's choices: partner first; then terms, send, cancel. */
function draftOptions(s: NaState, seat: Seat, d: Draft): Opt[] {
  const out: Opt[] = [];
  for (const p of partners(s, seat)) {
    if (p === d.to) continue;
    out.push({
      key: `terms:to:${p}`,
      kind: 'terms',
      label: m('na.choice.tradeWith', { who: who(p), instead: d.to === null ? 'n' : 'y' }),
      detail:
        d.to === null
          ? m('na.choice.holds', { who: who(p), n: s.capital[p]!, assets: s.assets[p]!.length })
          : m('na.choice.clears', { who: who(d.to) }),
      value: p,
    });
  }
  const cancel: Opt = {
    key: 'terms:cancel',
    kind: 'terms',
    label: m('na.choice.cancel'),
    detail: m('na.choice.cancelDetail'),
    style: 'danger',
  };
  if (d.to === null) return [...out, cancel];
  const to = d.to;
  const mine = s.capital[seat]!;
  if (mine > 0 || d.giveCapital > 0) {
    out.push({
      key: 'terms:give',
      kind: 'terms',
      label: m('na.choice.give', { n: d.giveCapital }),
      detail: m('na.choice.youHold', { n: mine }),
      amount: { min: 0, max: mine, prompt: m('na.choice.givePrompt') },
    });
  }
  if (s.capital[to]! > 0 || d.askCapital > 0) {
    out.push({
      key: 'terms:ask',
      kind: 'terms',
      label: m('na.choice.ask', { n: d.askCapital }),
      detail: m('na.choice.theyHold', { who: who(to), n: s.capital[to]! }),
      amount: { min: 0, max: s.capital[to]!, prompt: m('na.choice.askPrompt') },
    });
  }
  // Assets each way: the ones held now, and any drafted that have since left their owner (to drop).
  const assetTerms = (owner: number, drafted: readonly string[], key: 'giveAsset' | 'askAsset') => {
    const side = key === 'giveAsset' ? 'give' : 'ask';
    for (const id of new Set([...s.assets[owner]!, ...drafted])) {
      const asset = assetOf(id).name;
      const held = s.assets[owner]!.includes(id);
      out.push({
        key: `terms:${key}:${id}`,
        kind: 'terms',
        label: drafted.includes(id)
          ? held
            ? m('na.choice.stop', { side, asset })
            : m('na.choice.drop', { side, asset })
          : m('na.choice.start', { side, asset }),
        detail: assetDetail(s, id),
        value: id,
      });
    }
  };
  assetTerms(seat, d.give, 'giveAsset');
  assetTerms(to, d.ask, 'askAsset');
  if (sendable(s, seat, d)) {
    out.push({
      key: 'terms:send',
      kind: 'terms',
      label: sendLabel(d),
      style: 'success',
      detail: isGift(d) ? m('na.choice.giftDetail', { who: who(to) }) : m('na.choice.sendDetail', { who: who(to) }),
    });
  }
  return [...out, cancel];
}

/** Answers to the proposals addressed to `seat`. */
function answerOptions(s: NaState, seat: Seat): Opt[] {
  const out: Opt[] = [];
  s.proposals.forEach((t, from) => {
    if (!t || t.to !== seat) return;
    const why = cannotPay(s, from, t);
    out.push({
      key: `answer:${from}:yes`,
      kind: 'answer',
      style: 'success',
      label: fitted((naming) =>
        m('na.choice.accept', {
          who: who(from),
          get: side(t.giveCapital, t.give, naming),
          give: side(t.askCapital, t.ask, naming),
        }),
      ),
      detail: why ? m('na.choice.cannotComplete', { why }) : m('na.choice.completes'),
    });
    out.push({
      key: `answer:${from}:no`,
      kind: 'answer',
      label: m('na.choice.decline', { who: who(from) }),
      detail: m('na.choice.declineDetail'),
      style: 'danger',
    });
  });
  return out;
}

/** Every trade choice `seat` has now (rules 71-75). */
export function tradeOptions(s: NaState, seat: Seat): Opt[] {
  if (s.over) return [];
  const d = s.drafts[seat];
  const own: Opt[] = d
    ? draftOptions(s, seat, d)
    : partners(s, seat).length > 0
      ? [
          {
            key: 'trade',
            kind: 'trade',
            label: m('na.choice.propose'),
            detail: m('na.choice.proposeDetail'),
          },
        ]
      : [];
  return [...own, ...answerOptions(s, seat)];
}

/**
 * Whether `seat` has any trade choice now: tradeOptions not empty, told without building them (the
 * flow asks for every urgent seat at every move). A draft always offers Cancel; with no draft, the
 * opener needs a partner; proposals addressed to the seat offer their answers.
 */
export function hasTradeChoices(s: NaState, seat: Seat): boolean {
  if (s.over) return false;
  return s.drafts[seat] != null || partners(s, seat).length > 0 || s.proposals.some((t) => t !== null && t.to === seat);
}

/** Something waits on the seat's trade choices: its own draft, or a proposal to answer. */
export const tradeUrgent = (s: NaState, seat: Seat): boolean =>
  !s.over && (s.drafts[seat] != null || s.proposals.some((t) => t !== null && t.to === seat));

const toggle = (list: readonly string[], id: string): string[] =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

/** Sends `seat`'s draft: a gift at once (rule 73), else its one open proposal (rule 75). */
function send(s: NaState, ctx: FlowContext, seat: Seat, d: Trade): void {
  s.drafts[seat] = null;
  if (isGift(d)) {
    complete(s, seat, d);
    ctx.event(m('na.event.gift', { who: who(seat), to: who(d.to), what: side(d.giveCapital, d.give) }));
    return;
  }
  const old = s.proposals[seat];
  if (old && old.to !== d.to) ctx.event(m('na.event.withdraws', { who: who(seat), to: who(old.to) }), [seat, old.to]);
  s.proposals[seat] = { ...d, give: [...d.give], ask: [...d.ask] };
  const terms = m('na.event.proposes', {
    who: who(seat),
    to: who(d.to),
    give: side(d.giveCapital, d.give),
    get: side(d.askCapital, d.ask),
  });
  ctx.event(terms, [seat]);
  // The partner learns how to answer: the DM brings the Accept and Decline buttons (pushPrompt).
  ctx.event(m('na.event.proposesAnswer', { terms }), [d.to]);
}

/** `seat` answers `from`'s proposal. */
function answer(s: NaState, ctx: FlowContext, seat: Seat, from: Seat, yes: boolean): void {
  const t = s.proposals[from];
  if (!t || t.to !== seat) return;
  s.proposals[from] = null;
  if (!yes) {
    ctx.event(m('na.event.declines', { who: who(seat), from: who(from) }), [from, seat]);
    return;
  }
  const why = cannotPay(s, from, t);
  if (why) {
    ctx.event(m('na.event.cannotComplete', { from: who(from), why }), [from, seat]);
    return;
  }
  complete(s, from, t);
  ctx.event(
    m('na.event.trade', {
      a: who(from),
      b: who(seat),
      aGives: side(t.giveCapital, t.give),
      bGives: side(t.askCapital, t.ask),
    }),
  );
}

export function resolveTrade(s: NaState, ctx: FlowContext, seat: Seat, c: Opt, amount?: number): void {
  const [head, what, arg] = c.key.split(':');
  if (head === 'trade') {
    s.drafts[seat] = { to: null, giveCapital: 0, askCapital: 0, give: [], ask: [] };
    return;
  }
  if (head === 'answer') {
    answer(s, ctx, seat, Number(what), arg === 'yes');
    return;
  }
  const d = s.drafts[seat];
  if (!d) return;
  switch (what) {
    case 'to': {
      const to = Number(arg);
      s.drafts[seat] = d.to === to ? d : { ...d, to, askCapital: 0, ask: [] };
      return;
    }
    case 'give':
      s.drafts[seat] = { ...d, giveCapital: amount ?? 0 };
      return;
    case 'ask':
      s.drafts[seat] = { ...d, askCapital: amount ?? 0 };
      return;
    case 'giveAsset':
      s.drafts[seat] = { ...d, give: toggle(d.give, arg!) };
      return;
    case 'askAsset':
      s.drafts[seat] = { ...d, ask: toggle(d.ask, arg!) };
      return;
    case 'send':
      if (sendable(s, seat, d)) send(s, ctx, seat, d);
      return;
    case 'cancel':
      s.drafts[seat] = null;
      return;
  }
}

export function registerTrade(flow: NaFlow): void {
  flow.defineAnytime({
    seats,
    options: tradeOptions,
    resolve: (s, seat, c, amount, ctx) => resolveTrade(s, ctx, seat, c as Opt, amount),
    urgent: tradeUrgent,
    has: hasTradeChoices,
  });
}
