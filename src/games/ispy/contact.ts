import type { FlowContext } from '../../engine/events.ts';
import { token } from '../../engine/messages.ts';
import { inCapital } from './capital.ts';
import { later } from './cards.ts';
import { CONTACT_AT, type Contact, type Icon, type Reward } from './data/index.ts';
import { nationName } from './data/messages.ts';
import { ask, type IspyFlow, type Opt } from './flow.ts';
import { canResolveIcon, resolveIcon } from './icons.ts';
import { fitting, m, seatOf } from './messages.ts';
import { gainTickets, self } from './movement.ts';
import type { IspyState } from './state.ts';
import { addInfluence } from './tracks.ts';

/**
 * The Contact Action (in a Capital): the agent's Nation scores its Influence at once (flag), then
 * the spy chooses one of the two rewards; with Courier Line the Influence is scored once and a
 * reward is chosen twice (the same or the other; never more, however many Courier Lines apply).
 * Prerequisites apply to rewards too: a reward whose icon cannot be completed is not offered, and
 * a Contact with no possible reward is not offered at all (the rulebook's prerequisite rule: an
 * Action you cannot complete may not be performed). A Tickets reward is always possible.
 *
 * The Retrieval Action: rotate one Records card (cards of this turn's Agenda are not in the
 * Records yet, so they never can be); with empty Records it is still taken and does nothing.
 */

/** A reward in words: "Resupply (+1 Supply)", "2 Tickets". */
export function rewardWords(r: Reward): string {
  return 'icon' in r ? token(`spy.iconWords.${r.icon}`) : m('spy.reward.tickets', { n: r.tickets });
}

/** A reward in a word or two: "Resupply", "In The Wind", "2 Tickets". */
const shortReward = (r: Reward): string =>
  'icon' in r ? token(`spy.icon.${r.icon}`) : m('spy.reward.tickets', { n: r.tickets });

/** Why a Contact reward's icon cannot be completed now (canResolveIcon's cases). */
const NOT_NOW: ReadonlySet<Icon> = new Set(['recruit', 'control', 'empower', 'scandalize']);

function possible(s: IspyState, seat: number, r: Reward): boolean {
  return 'icon' in r ? canResolveIcon(s, self(seat), r.icon) : true;
}

/** The Contact in the Capital `seat` stands in, when it has a possible reward. */
export function availableContact(s: IspyState, seat: number): Contact | undefined {
  const c = inCapital(s, seat);
  if (!c) return undefined;
  const contact = CONTACT_AT[c];
  return contact.rewards.some((r) => possible(s, seat, r)) ? contact : undefined;
}

export function contactOption(s: IspyState, seat: number): Opt[] {
  const t = s.turn!;
  if (t.third !== null) return [];
  const c = availableContact(s, seat);
  if (!c) return [];
  // Only the rewards that can be taken now, and why another cannot: the reward decision offers
  // no more than these, so the Contact's offer must not promise a Recruit the spy cannot pay for.
  const open = c.rewards.filter((r) => possible(s, seat, r));
  const either = (words: (r: Reward) => string): string =>
    open.length === 2 ? m('spy.or', { a: words(open[0]!), b: words(open[1]!) }) : open.map(words).join('');
  const blocked = c.rewards
    .filter((r) => !possible(s, seat, r))
    .flatMap((r) =>
      'icon' in r && NOT_NOW.has(r.icon)
        ? [m('spy.notNow.one', { icon: token(`spy.icon.${r.icon}`), why: token(`spy.notNow.${r.icon}`) })]
        : [],
    );
  const why = blocked.length ? m('spy.paren', { text: blocked.join('; ') }) : '';
  const twice = t.courier ? m('spy.opt.contact.twice') : '';
  const detail = (rewards: string, why: string, twice: string): string =>
    m('spy.opt.contact.detail', { nation: nationName(c.nation), n: c.influence, rewards, why, twice });
  return [
    {
      key: 'contact',
      kind: 'contact',
      label: m('spy.opt.contact', { name: c.name }),
      detail: fitting(
        100,
        detail(either(rewardWords), why, twice),
        detail(either(shortReward), why, twice),
        detail(either(shortReward), '', twice),
        detail(either(shortReward), '', ''),
      ),
      style: 'primary',
    },
  ];
}

export function takeContact(s: IspyState, ctx: FlowContext, seat: number): void {
  const t = s.turn!;
  const c = availableContact(s, seat)!;
  t.third = 'contact';
  ctx.event(m('spy.ev.contact', { who: seatOf(seat), name: c.name }));
  addInfluence(s, ctx, c.nation, c.influence, c.name);
  ask(s, 'reward', [seat], {
    seat,
    contact: c.id,
    capital: c.capital,
    times: t.courier ? 2 : 1,
    of: t.courier ? 2 : 1,
  });
}

/** `retrieve:<card>` for each Records card (or `retrieve:none` when the Records are empty). */
export function retrieveOptions(s: IspyState, seat: number, cardName: (id: string) => string): Opt[] {
  const t = s.turn!;
  if (t.third !== null) return [];
  const records = s.spies[seat]!.records.filter((r) => !r.rotated && !s.spies[seat]!.agenda.includes(r.card));
  if (s.spies[seat]!.records.length === 0) {
    return [
      {
        key: 'retrieve:none',
        kind: 'retrieve',
        label: m('spy.opt.retrieveNone'),
        detail: m('spy.opt.retrieveNone.detail'),
        style: 'secondary',
      },
    ];
  }
  return records.map((r) => ({
    key: `retrieve:${r.card}`,
    kind: 'retrieve',
    label: m('spy.opt.retrieve', { card: cardName(r.card) }),
    detail: m('spy.opt.retrieve.detail'),
    value: r.card,
  }));
}

export function takeRetrieval(
  s: IspyState,
  ctx: FlowContext,
  seat: number,
  card: string | null,
  cardName: (id: string) => string,
): void {
  const t = s.turn!;
  t.third = 'retrieval';
  if (card === null) {
    ctx.event(m('spy.ev.retrieveNone', { who: seatOf(seat) }));
    return;
  }
  const rec = s.spies[seat]!.records.find((r) => r.card === card && !r.rotated)!;
  rec.rotated = true;
  ctx.event(m('spy.ev.retrieve', { who: seatOf(seat), card: cardName(card) }));
}

export function registerContact(flow: IspyFlow): void {
  flow.defineDecision('reward', {
    options(s, p, seat): Opt[] {
      const c = CONTACT_AT[p.data.capital];
      // With Courier Line the two reward prompts must not read alike: each says which reward it is,
      // and the second says what the first was (the choice left is still either reward).
      const twice = p.data.of === 2;
      const nth = twice ? (p.data.times === 2 ? 1 : 2) : 0;
      const first = p.data.first;
      const which = nth === 1 ? m('spy.reward.first') : nth === 2 ? m('spy.reward.second') : '';
      const before =
        nth === 2 && first ? m('spy.reward.beforeSecond', { first }) : nth === 1 ? m('spy.reward.beforeFirst') : '';
      return c.rewards.flatMap((r, i) =>
        possible(s, seat, r)
          ? [
              {
                key: `reward:${i}`,
                kind: 'reward',
                label: m('spy.opt.reward', { name: c.name, reward: shortReward(r), which }),
                detail: fitting(
                  100,
                  m('spy.opt.reward.detail', { reward: rewardWords(r), before }),
                  m('spy.opt.reward.detail', { reward: shortReward(r), before }),
                ),
                value: i,
              },
            ]
          : [],
      );
    },
    resolve(s, p, seat, choice, _n, ctx) {
      const c = CONTACT_AT[p.data.capital];
      const r = c.rewards[choice.value as number]!;
      const times = p.data.times;
      ctx.event(m('spy.ev.reward', { who: seatOf(seat), name: c.name, reward: rewardWords(r) }));
      // The second choice waits below whatever this reward asks, so it comes once this one is resolved.
      if (times > 1) ask(s, 'reward', [seat], { ...p.data, times: times - 1, first: shortReward(r) });
      if ('icon' in r) resolveIcon(s, ctx, self(seat), r.icon, c.id);
      else gainTickets(s, ctx, self(seat), r.tickets);
    },
    // The Contact Action is over once its last reward is taken, or the second has nothing left to offer.
    // `done` runs as the choice is made, before the reward's own decisions (Recruit...) are answered:
    // the "after a Contact Action" Assets wait as a step, which runs once those are resolved.
    done(s, p) {
      if (p.data.times === 1 || s.stack.every((q) => q.kind !== 'reward'))
        later(s, { fn: 'afterContact', who: self(p.data.seat), contact: p.data.contact });
    },
  });
}
