import type { FlowContext } from '../../engine/events.ts';
import { inCapital } from './capital.ts';
import { later } from './cards.ts';
import { CONTACT_AT, type Contact, type Icon, NATION_NAMES, type Reward } from './data/index.ts';
import { ask, type IspyFlow, type Opt } from './flow.ts';
import { canResolveIcon, resolveIcon } from './icons.ts';
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

const ICON_WORDS: Record<Icon, string> = {
  inTheWind: 'In The Wind (choose who takes the Initiative)',
  recruit: 'Recruit (buy an Asset here)',
  empower: 'Empower (swap two Politicians)',
  resupply: 'Resupply (+1 Supply)',
  control: 'Control (mark a Politician)',
  scandalize: 'Scandalize (replace a Politician you Control)',
};

/** Why a Contact reward's icon cannot be completed now (canResolveIcon's cases). */
const NOT_NOW: Partial<Record<Icon, string>> = {
  recruit: 'no Asset here you can afford',
  control: 'no Politician to Control',
  empower: 'no two Politicians you may swap',
  scandalize: 'no Politician with your token',
};

export function rewardWords(r: Reward): string {
  return 'icon' in r ? ICON_WORDS[r.icon] : `${r.tickets} Tickets`;
}

/** A reward in a word or two: "Resupply", "In The Wind", "2 Tickets". */
const shortReward = (r: Reward): string =>
  'icon' in r
    ? r.icon === 'inTheWind'
      ? 'In The Wind'
      : r.icon[0]!.toUpperCase() + r.icon.slice(1)
    : `${r.tickets} Tickets`;

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
  const rewards = c.rewards
    .filter((r) => possible(s, seat, r))
    .map(rewardWords)
    .join(' or ');
  const blocked = c.rewards
    .filter((r) => !possible(s, seat, r))
    .map(
      (r) =>
        `${'icon' in r ? r.icon[0]!.toUpperCase() + r.icon.slice(1) : 'Tickets'}: ${'icon' in r ? NOT_NOW[r.icon] : ''}`,
    );
  const why = blocked.length ? ` (${blocked.join('; ')})` : '';
  const twice = t.courier ? ' Courier Line: choose a reward twice.' : '';
  return [
    {
      key: 'contact',
      kind: 'contact',
      label: `Contact ${c.name}`,
      detail: `${NATION_NAMES[c.nation]} +${c.influence} Influence now; you get ${rewards}${why}.${twice}`.slice(
        0,
        100,
      ),
      style: 'primary',
    },
  ];
}

export function takeContact(s: IspyState, ctx: FlowContext, seat: number): void {
  const t = s.turn!;
  const c = availableContact(s, seat)!;
  t.third = 'contact';
  ctx.event(`{seat:${seat}} contacts ${c.name}.`);
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
        label: 'Retrieval (Records empty)',
        detail: 'Required to end a turn without a Contact; your Records are empty, so nothing else happens.',
        style: 'secondary',
      },
    ];
  }
  return records.map((r) => ({
    key: `retrieve:${r.card}`,
    kind: 'retrieve',
    label: `Retrieve ${cardName(r.card)}`,
    detail: 'Rotate it in your Records: back to your hand at the end of this turn, not scored.',
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
    ctx.event(`{seat:${seat}} takes a Retrieval Action with empty Records.`);
    return;
  }
  const rec = s.spies[seat]!.records.find((r) => r.card === card && !r.rotated)!;
  rec.rotated = true;
  ctx.event(`{seat:${seat}} retrieves ${cardName(card)} from their Records (back to hand at the end of the turn).`);
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
      const which = nth === 1 ? ' (1st of 2 rewards)' : nth === 2 ? ' (2nd of 2 rewards)' : '';
      const before =
        nth === 2 && first
          ? ` Courier Line's second reward; the first was ${first}.`
          : nth === 1
            ? ' Courier Line: a second reward follows.'
            : '';
      return c.rewards.flatMap((r, i) =>
        possible(s, seat, r)
          ? [
              {
                key: `reward:${i}`,
                kind: 'reward',
                label: `${c.name}: ${shortReward(r)}${which}`,
                detail: `${rewardWords(r)}.${before}`.slice(0, 100),
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
      ctx.event(`{seat:${seat}} takes ${c.name}'s reward: ${rewardWords(r)}.`);
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
