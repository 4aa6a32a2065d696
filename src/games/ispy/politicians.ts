import type { FlowContext } from '../../engine/events.ts';
import { NATIONS, type Nation, POLITICIANS } from './data/index.ts';
import { politicianName, politicianOffice, politicianText } from './data/messages.ts';
import { ask, type IspyFlow, type Opt } from './flow.ts';
import { m, seatOf } from './messages.ts';
import type { IspyState } from './state.ts';
import { addInfluence, addPower } from './tracks.ts';

/**
 * Revealing a scheduled Politician in a Scoring Phase: the tile is flipped, its Influence applied
 * in the fixed Nation order, then its further effect; it is discarded face up and its Control
 * Tokens go back to their owners. Effects naming "the Nation with the most/least ..." apply to
 * every tied Nation; spies asked to act are asked one at a time in turn order.
 */

/** Seats in turn order: the Initiative holder first, then clockwise. */
export const turnOrder = (s: IspyState): number[] =>
  Array.from({ length: s.players }, (_v, i) => (s.initiative + i) % s.players);

const extreme = (track: Record<Nation, number>, most: boolean): Nation[] => {
  const best = most ? Math.max(...NATIONS.map((n) => track[n])) : Math.min(...NATIONS.map((n) => track[n]));
  return NATIONS.filter((n) => track[n] === best);
};

const eachSpy = (s: IspyState, run: (seat: number) => void): void => turnOrder(s).forEach(run);

/** The further effects, by the tile's `effect` name. */
export const EFFECTS: Readonly<Record<string, (s: IspyState, ctx: FlowContext, why: string) => void>> = {
  haber: (s, ctx, why) => extreme(s.power, false).forEach((n) => addPower(s, ctx, n, 5, why)),
  tirpitz: (s, ctx, why) => extreme(s.power, true).forEach((n) => addPower(s, ctx, n, -2, why)),
  topLoses3: (s, ctx, why) => extreme(s.influence, true).forEach((n) => addInfluence(s, ctx, n, -3, why)),
  bottomGains2: (s, ctx, why) => extreme(s.influence, false).forEach((n) => addInfluence(s, ctx, n, 2, why)),
  others1: (s, ctx, why) => NATIONS.filter((n) => n !== 'austria').forEach((n) => addInfluence(s, ctx, n, 1, why)),
  germanyPower: (s, ctx, why) => addPower(s, ctx, 'germany', 1, why),
  italyPower: (s, ctx, why) => addPower(s, ctx, 'italy', 1, why),
  britainPower: (s, ctx, why) => addPower(s, ctx, 'britain', 1, why),
  belowBritain: (s, ctx, why) => {
    const b = s.power.britain;
    NATIONS.filter((n) => s.power[n] < b).forEach((n) => addPower(s, ctx, n, 1, why));
  },
  supplyAll: (s, ctx, why) =>
    eachSpy(s, (seat) => {
      s.spies[seat]!.supply += 1;
      ctx.event(m('spy.ev.supply1', { who: seatOf(seat), why }));
    }),
  tagsAll: (s, ctx, why) =>
    eachSpy(s, (seat) => {
      s.spies[seat]!.tags += 1;
      ctx.event(m('spy.ev.tag1', { who: seatOf(seat), why, n: s.spies[seat]!.tags }));
    }),
  tagsHeavy: (s, ctx, why) =>
    eachSpy(s, (seat) => {
      if (s.spies[seat]!.tags < 3) return;
      s.spies[seat]!.tags -= 1;
      ctx.event(m('spy.ev.untag1', { who: seatOf(seat), why, n: s.spies[seat]!.tags }));
    }),
  // Each spy with a Tag may lose 2, in turn order: the first in turn order is asked first (top of the stack).
  joffre: (s) => {
    const seats = turnOrder(s).filter((seat) => s.spies[seat]!.tags > 0);
    for (const seat of [...seats].reverse()) ask(s, 'politician', [seat], { effect: 'joffre' });
  },
};

/** Flips, resolves and discards the Politician on `space` (nothing when the space is empty). */
export function revealPolitician(s: IspyState, ctx: FlowContext, space: number): void {
  const sp = s.spaces[space];
  if (!sp?.tile) return;
  const p = POLITICIANS[sp.tile]!;
  for (const seat of sp.tokens) s.spies[seat]!.tokens += 1;
  s.politicianDiscard.push({ id: sp.tile, revealed: true, phase: s.phase + 1 });
  sp.tile = null;
  sp.tokens = [];
  const name = politicianName(p.id);
  ctx.event(m('spy.ev.revealed', { name, office: politicianOffice(p.id), text: politicianText(p.id) }));
  for (const n of NATIONS) addInfluence(s, ctx, n, p.influence[n] ?? 0, name);
  if (p.effect) EFFECTS[p.effect]!(s, ctx, name);
}

export function registerPoliticians(flow: IspyFlow): void {
  flow.defineDecision('politician', {
    options(s, _p, seat): Opt[] {
      const tags = s.spies[seat]!.tags;
      return [
        {
          key: 'tags:lose',
          kind: 'politician',
          label: m('spy.opt.loseTags', { n: Math.min(2, tags) }),
          detail: m('spy.opt.joffre.detail', { n: tags }),
          style: 'primary',
        },
        {
          key: 'tags:keep',
          kind: 'politician',
          label: m('spy.opt.keepTags'),
          detail: m('spy.opt.keepTags.detail'),
        },
      ];
    },
    resolve(s, _p, seat, c, _n, ctx) {
      if (c.key !== 'tags:lose') {
        ctx.event(m('spy.ev.keepTags', { who: seatOf(seat) }));
        return;
      }
      const me = s.spies[seat]!;
      const n = Math.min(2, me.tags);
      me.tags -= n;
      ctx.event(m('spy.ev.joffre', { who: seatOf(seat), n, left: me.tags }));
    },
  });
}
