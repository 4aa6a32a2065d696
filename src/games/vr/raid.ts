import type { FlowContext } from '../../engine/events.ts';
import type { Choice } from '../../engine/flow.ts';
import { agentTypeOf, removeInfluence, removeServer } from './board.ts';
import { boostName } from './boosts.ts';
import { corruptionDetail, corruptionShort } from './corruptionCards.ts';
import { AGENTS, CORRUPTION, DISTRICTS, VERSES } from './data/index.ts';
import { changeIncome, loseImmunity, loseMoney } from './econ.ts';
import { ask, type Handler, type Opt, queue, type RaidData, type StepRun, type VrFlow } from './flow.ts';
import { boroughLabel, discardAgentOnDuty, discardBoost } from './losses.ts';
import { m, who } from './messages.ts';
import type { Step, VrState } from './state.ts';
import { discardVerse } from './verseRow.ts';
import { clip, clipLabel } from './wording.ts';

/**
 * The Interpol Raid. The raided player reveals every Corruption card and suffers them one by one in
 * the order of their choice, spending 1 Immunity token to ignore any card. "Lose 1 Immunity token"
 * cards are resolved first, before any Immunity can be spent. A card with two indicated Districts,
 * Actions or types must take the one that affects the player; which Borough, Server, Boost, Verse
 * or Agent is the player's choice. Afterwards all their Corruption cards are discarded.
 *
 * The Raid runs as a loop of 'raidNext' steps (one card per loop) carried by step data, so a
 * Quartier Latin question raised by one card is answered before the next card is looked at.
 */

/** A card's targets in Boroughs, one choice per Borough. */
const inBoroughs = (boroughs: readonly number[], label: (b: number) => string): Opt[] =>
  boroughs.map((b) => ({ key: `raid:target:${b}`, kind: 'target', label: clipLabel(label(b)), value: b }));

/** What a card could take from `seat` now: the choices it leaves ([] = no effect; one 'all' entry when nothing is to choose). */
export function corruptionTargets(s: VrState, seat: number, id: string): Opt[] {
  const c = CORRUPTION[id]!;
  const p = s.p[seat]!;
  const boroughs = c.districts.flatMap((d) => DISTRICTS[d]!.boroughs);
  const whole = (label: string): Opt[] => [{ key: 'raid:target:all', kind: 'target', label }];
  switch (c.effect) {
    case 'loseImmunity':
      return p.immunity > 0 ? whole(m('vr.cor.short.loseImmunity')) : [];
    case 'loseMoney':
      return p.money > 0 ? whole(m('vr.cor.short.loseMoney')) : [];
    case 'loseIncome':
      return p.income > 0 ? whole(m('vr.cor.short.loseIncome')) : [];
    case 'removeInfluence':
      return inBoroughs(
        boroughs.filter((b) => s.boroughs[b - 1]!.owner === seat && s.boroughs[b - 1]!.count > 0),
        (b) => m('vr.loss.removeToken', { borough: boroughLabel(b) }),
      );
    case 'removeServer':
      return inBoroughs(
        boroughs.filter((b) => s.boroughs[b - 1]!.servers.includes(seat)),
        (b) => m('vr.loss.removeServer', { borough: boroughLabel(b) }),
      );
    case 'discardBoost':
      return p.boosts
        .filter((b) => c.actions.includes(b.action))
        .map((b) => ({
          key: `raid:target:${b.source}:${b.id}`,
          kind: 'target',
          label: clipLabel(m('vr.loss.discard', { what: boostName(b) })),
          value: { source: b.source, id: b.id },
        }));
    case 'discardVerse':
      return p.verses
        .filter((v) => c.verseTypes.includes(VERSES[v.id]!.type))
        .map((v) => ({
          key: `raid:target:${v.id}`,
          kind: 'target',
          label: clipLabel(
            m(v.online ? 'vr.loss.discardVerse' : 'vr.loss.discardVerseLoading', { verse: VERSES[v.id]!.name }),
          ),
          value: v.id,
        }));
    case 'discardAgent':
      return p.onDuty
        .filter((a) => agentTypeOf(s, seat, a.id) === c.agentType)
        .map((a) => ({
          key: `raid:target:${a.id}`,
          kind: 'target',
          label: clipLabel(m('vr.loss.discard', { what: AGENTS[a.id]!.name })),
          value: a.id,
        }));
  }
}

/** Applies a card's effect on the chosen target. */
function suffer(s: VrState, ctx: FlowContext, seat: number, id: string, target: Choice): void {
  const c = CORRUPTION[id]!;
  const why = m('vr.raid.why');
  switch (c.effect) {
    case 'loseImmunity':
      loseImmunity(s, ctx, seat, 1);
      return;
    case 'loseMoney':
      loseMoney(s, ctx, seat, 2, why);
      return;
    case 'loseIncome':
      changeIncome(s, ctx, seat, -1, why);
      return;
    case 'removeInfluence':
      removeInfluence(s, ctx, target.value as number);
      return;
    case 'removeServer':
      removeServer(s, ctx, seat, target.value as number);
      return;
    case 'discardBoost':
      discardBoost(s, ctx, seat, target.value as { source: 'card' | 'agent'; id: string }, why, 'raid');
      return;
    case 'discardVerse':
      discardVerse(s, ctx, seat, target.value as string, why);
      return;
    case 'discardAgent':
      discardAgentOnDuty(s, ctx, seat, target.value as string, why, 'raid');
      return;
  }
}

/** Queues the Raid of `seat` (at the end of Rounds 1-4 only with 5 or more cards; at the end of the game always). */
export const raidStep = (seat: number, endGame: boolean): Step => ({ k: 'raid', seat, data: { endGame } });

const runRaid: StepRun<'raid'> = (s, step, ctx) => {
  const seat = step.seat!;
  const endGame = !!step.data?.endGame;
  const p = s.p[seat]!;
  const held = p.corruption.length;
  if (endGame) p.curseCards = held;
  if (held === 0) {
    ctx.event(m('vr.raid.none', { who: who(seat) }));
    return;
  }
  const texts = p.corruption.map((c) => corruptionShort(CORRUPTION[c]!));
  // The cards are revealed: from now on their identities are public.
  ctx.event(m('vr.raid.reveals', { who: who(seat), n: held, cards: texts.join('; ') }));
  // "Lose 1 Immunity token" cards come first, before any Immunity can be spent on the others.
  const first = p.corruption.filter((c) => CORRUPTION[c]!.effect === 'loseImmunity');
  for (const _c of first) {
    if (p.immunity > 0) loseImmunity(s, ctx, seat, 1);
    else ctx.event(m('vr.raid.noImmunity', { who: who(seat) }));
  }
  const data: RaidData = { seat, left: p.corruption.filter((c) => !first.includes(c)), spent: 0, held, endGame };
  queue(s, [{ k: 'raidNext', seat, data }], true);
};

/** Carries on with the Raid once everything this card caused has been answered. */
const next = (s: VrState, d: RaidData): void => {
  const { card: _done, ...rest } = d;
  queue(s, [{ k: 'raidNext', seat: d.seat, data: rest }], true);
};

/** Suffers card `id`: at once when it leaves a single target, else the player is asked which. */
function beginSuffer(s: VrState, ctx: FlowContext, data: RaidData, id: string): void {
  const seat = data.seat;
  ctx.event(m('vr.raid.suffers', { who: who(seat), card: corruptionShort(CORRUPTION[id]!) }));
  const rest = { ...data, left: data.left.filter((c) => c !== id) };
  const targets = corruptionTargets(s, seat, id);
  if (targets.length === 1) {
    suffer(s, ctx, seat, id, targets[0]!);
    next(s, rest);
    return;
  }
  ask(s, 'raid', [seat], { ...data, card: id });
}

const runRaidNext: StepRun<'raidNext'> = (s, step, ctx) => {
  const data = step.data;
  const seat = data.seat;
  // A card that can take nothing now never will (Raid effects only take away): it is resolved at once.
  for (const c of [...data.left]) {
    if (corruptionTargets(s, seat, c).length > 0) continue;
    data.left = data.left.filter((x) => x !== c);
    ctx.event(m('vr.raid.noEffect', { card: corruptionShort(CORRUPTION[c]!), who: who(seat) }));
  }
  if (data.left.length === 0) {
    finishRaid(s, ctx, data);
    return;
  }
  // Without Immunity and with only identical cards left, there is nothing to choose but targets.
  if (s.p[seat]!.immunity === 0 && new Set(data.left.map((c) => CORRUPTION[c]!.text)).size === 1) {
    beginSuffer(s, ctx, data, data.left[0]!);
    return;
  }
  ask(s, 'raid', [seat], { ...data });
};

function finishRaid(s: VrState, ctx: FlowContext, data: RaidData): void {
  const p = s.p[data.seat]!;
  s.corruptionDiscard.push(...p.corruption);
  p.corruption = [];
  if (data.held >= 7) p.raidedWith7 = true;
  if (data.spent === 0) p.raidedClean = true;
  ctx.event(m('vr.raid.over', { who: who(data.seat), n: data.held }));
}

const raidDecision: Handler<'raid'> = {
  options(s, pend, seat) {
    const data = pend.data;
    // The target's page names the card it answers (its prompt comes alone, after the Suffer).
    const card = data.card;
    if (card)
      return corruptionTargets(s, seat, card).map((o) => ({
        ...o,
        detail: clip(m('vr.raid.targetDetail', { card: corruptionShort(CORRUPTION[card]!) })),
      }));
    const out: Opt[] = [];
    const seen = new Set<string>();
    const imm = s.p[seat]!.immunity;
    const canIgnore = imm > 0;
    for (const id of data.left) {
      const c = CORRUPTION[id]!;
      // Identical cards make identical buttons: one pair per text.
      if (seen.has(c.text)) continue;
      seen.add(c.text);
      const short = corruptionShort(c);
      out.push({
        key: `raid:suffer:${id}`,
        kind: 'suffer',
        label: clipLabel(m('vr.raid.suffer', { card: short })),
        detail: corruptionDetail(c),
        value: id,
        style: 'danger',
      });
      if (canIgnore)
        out.push({
          key: `raid:ignore:${id}`,
          kind: 'ignore',
          label: clipLabel(m('vr.raid.ignore', { card: short })),
          detail: m('vr.raid.ignoreDetail', { left: data.left.length, n: imm }),
          value: id,
          style: 'success',
        });
    }
    return out;
  },
  resolve(s, pend, seat, opt, _n, ctx) {
    const data = pend.data;
    if (data.card) {
      const id = data.card;
      suffer(s, ctx, seat, id, opt);
      next(s, { ...data, left: data.left.filter((c) => c !== id) });
      return;
    }
    const id = opt.value as string;
    if (opt.key.startsWith('raid:ignore:')) {
      loseImmunity(s, ctx, seat, 1, m('vr.raid.ignores', { card: corruptionShort(CORRUPTION[id]!) }));
      next(s, { ...data, left: data.left.filter((c) => c !== id), spent: data.spent + 1 });
      return;
    }
    beginSuffer(s, ctx, data, id);
  },
};

/** Registers this module's decisions and steps on the game's flow. */
export function registerRaid(flow: VrFlow): void {
  flow.defineStep('raid', runRaid);
  flow.defineStep('raidNext', runRaidNext);
  flow.defineDecision('raid', raidDecision);
}
