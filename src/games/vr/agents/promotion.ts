import type { FlowContext } from '../../../engine/events.ts';
import { actionBlock, onAction, recruitRange } from '../actions.ts';
import { canAddInfluence, serverBlock } from '../board.ts';
import { AGENTS, boroughsWithin, MAX_ON_DUTY, VERSES } from '../data/index.ts';
import type { Agent } from '../data/types.ts';
import { changeIncome, corruptionText, discardCorruption, drawCorruption, gainImmunity } from '../econ.ts';
import type { Opt } from '../flow.ts';
import type { VrState } from '../state.ts';
import { verseBonusText } from '../verses/text.ts';
import { verseBonus } from '../verses.ts';
import { clipLabel, prefixed } from '../wording.ts';
import { am } from './agents.messages.ts';
import {
  adjacentTo,
  askToken,
  boroughsOf,
  canStillPerform,
  cardOptions,
  directorBorough,
  grantExtra,
  mayStillPerform,
  moveCorruption,
  others,
  recruitedThisTurn,
  seatLabel,
  tokenTargets,
} from './common.ts';
import { type PickStep, type PickTable, pick } from './pick.ts';
import { promotionText } from './text.ts';

/**
 * Promotion abilities. `chain` lists the Agents through which the ability is used (Pixel lends
 * another Agent's Promotion ability to its promoter); the promoter is always `seat`.
 * Level 1 Promotion abilities always draw 1 Corruption card when used.
 */
interface Promo {
  /** Would using it now do anything? (Never draw a Corruption card for nothing.) */
  usable(s: VrState, seat: number, a: Agent, chain: readonly string[]): boolean;
  use(s: VrState, ctx: FlowContext, seat: number, a: Agent, source: string, chain: readonly string[]): void;
}

const always = () => true;

/** "If you perform X this turn": usable while X may still come this turn. */
const laterAction = (action: 'recruit' | 'server' | 'verse') => (s: VrState) => mayStillPerform(s, action);

/** A money bonus on an Action: paid at once if it was already performed, else when it is. */
function moneyOn(action: 'recruit' | 'server' | 'verse', money: number): Promo {
  // The Action that brought this Agent on Duty cannot be improved by it ('a bonus cannot
  // immediately improve the Action that brought it into play'); a later one this turn can.
  const brought = (s: VrState, a: Agent, chain: readonly string[]) =>
    action === 'recruit' && [...chain, a.id].some((id) => recruitedThisTurn(s, id));
  return {
    usable: (s, _seat, a, chain) =>
      (s.turn!.performed.includes(action) && !brought(s, a, chain)) || mayStillPerform(s, action),
    use(s, ctx, seat, a, source, chain) {
      if (brought(s, a, chain) && s.turn!.performed.includes(action))
        s.turn!.bonus.onAction.push({ action, money, source });
      else onAction(s, ctx, seat, { action, money, source });
    },
  };
}

const fightBack = (districts: (a: Agent) => string[]): Promo => ({
  usable: (s, seat, a) =>
    tokenTargets(s, seat, { boroughs: boroughsOf(districts(a)), add: false, remove: true }).length > 0,
  use: (s, ctx, seat, a, source) =>
    askToken(s, ctx, seat, { boroughs: boroughsOf(districts(a)), add: false, remove: true, source }),
});

/** An extra Action, granted only when it could be performed this turn (money aside: it may still come). */
const extra = (action: 'donation' | 'work' | 'verse' | 'server' | 'recruit', discardPile = false): Promo => ({
  usable: (s, seat) => actionBlock(s, seat, action, discardPile, true) === null,
  use: (s, ctx, seat, _a, source) => grantExtra(s, ctx, seat, action, source, discardPile),
});

/** Does +2 Range bring an Agent within reach of this turn's Director that is not yet? */
function armondoReaches(s: VrState, seat: number): boolean {
  const at = directorBorough(s);
  const range = recruitRange(s, seat);
  const near = new Set(boroughsWithin(at, range));
  const far = new Set(boroughsWithin(at, range + 2));
  return s.agentSpaces.some((sp) => sp.agent && sp.borough !== null && far.has(sp.borough) && !near.has(sp.borough));
}

const PROMOS: Record<string, Promo> = {
  fighterL1: fightBack((a) => a.districts),
  droid: fightBack(() => ['PI', 'MA']),
  fighterL2donation: {
    usable: (s, seat, a) =>
      tokenTargets(s, seat, { boroughs: boroughsOf(a.districts), add: true, remove: true }).length > 0,
    use: (s, ctx, seat, a, source) =>
      askToken(s, ctx, seat, { boroughs: boroughsOf(a.districts), add: true, remove: true, source }),
  },
  tanaka: extra('donation'),
  trunk: extra('work'),
  pixel: {
    usable: (s, seat, a, chain) => pixelTargets(s, seat, [...chain, a.id]).length > 0,
    use: (s, _ctx, seat, a, _source, chain) => pick(s, seat, 'pixel', { chain: [...chain, a.id] }),
  },
  shane: {
    // A refresh from an empty Verse deck would show the same 5 again.
    usable: (s) => laterAction('verse')(s) && s.verseDeck.length > 0,
    use: (s, ctx, seat, _a, source) =>
      onAction(s, ctx, seat, { action: 'verse', money: 0, refreshVerses: true, source }),
  },
  sx1248: moneyOn('server', 3),
  dimka: { usable: always, use: (s, ctx, seat, _a, source) => changeIncome(s, ctx, seat, 1, source) },
  megabyte: moneyOn('verse', 3),
  delta: {
    // Only where it lifts the one thing in the way: no token of one's own in this Borough.
    usable: (s, seat) => {
      const b = directorBorough(s);
      return (
        canStillPerform(s, 'server') &&
        actionBlock(s, seat, 'server', false, true) !== null &&
        serverBlock(s, seat, b, true) === null
      );
    },
    use(s, ctx, seat, _a, source) {
      s.turn!.bonus.serverAnywhere = true;
      ctx.event(am('vr.agents.pr.serverAnywhere', { who: seatLabel(seat), source }));
    },
  },
  hassan: {
    usable: (s, seat) => s.p[seat]!.verses.some((v) => !v.online),
    use: (s, _ctx, seat) => pick(s, seat, 'hassanOnline'),
  },
  viscount: {
    usable: (s, seat) => s.p[seat]!.onDuty.some((d) => d.turned),
    use(s, ctx, seat, _a, source) {
      for (const d of s.p[seat]!.onDuty) d.turned = false;
      ctx.event(am('vr.agents.pr.allUpright', { who: seatLabel(seat), source }));
    },
  },
  mole: { usable: always, use: (s, ctx, seat, _a, source) => changeIncome(s, ctx, seat, 2, source) },
  corto: extra('verse'),
  ivan: extra('server'),
  armondo: {
    // Only when +2 Range reaches an Agent the Range so far does not.
    usable: (s, seat) =>
      canStillPerform(s, 'recruit') && s.p[seat]!.onDuty.length < MAX_ON_DUTY && armondoReaches(s, seat),
    use(s, ctx, seat, _a, source) {
      s.turn!.bonus.range += 2;
      ctx.event(am('vr.agents.pr.range', { who: seatLabel(seat), source }));
    },
  },
  clarisse: {
    usable: (s, seat) => others(s, seat).some((o) => s.p[o]!.corruption.length > 0),
    use: (s, _ctx, seat) => pick(s, seat, 'clarisseWho'),
  },
  yoshida: {
    usable: (s, seat) => adjacentTo(directorBorough(s)).some((b) => canAddInfluence(s, seat, b)),
    use: (s, ctx, seat, _a, source) =>
      askToken(s, ctx, seat, { boroughs: adjacentTo(directorBorough(s)), add: true, remove: false, source }),
  },
  weasel: { usable: always, use: (s, _ctx, seat, _a, source) => pick(s, seat, 'discardTwo', { left: 2, source }) },
  lance: moneyOn('recruit', 4),
  princess: { usable: always, use: (s, ctx, seat, _a, source) => gainImmunity(s, ctx, seat, 2, source) },
  morel: extra('recruit', true),
  slade: { usable: always, use: (s, ctx, seat, _a, source) => gainImmunity(s, ctx, seat, 2, source) },
  dina: {
    usable: (s, seat) => s.p[seat]!.corruption.length > 0,
    use: (s, _ctx, seat, _a, source) => pick(s, seat, 'dinaCard', { source }),
  },
  stilson: extra('recruit'),
  // Mme Tropovicz: no immediate effect; retired, her owner chooses her type before the final scoring.
  tropovicz: { usable: () => false, use: () => {} },
};

/** Can `seat` usefully use `id`'s Promotion ability now? */
export function promotionUsable(s: VrState, seat: number, id: string, chain: readonly string[] = []): boolean {
  const a = AGENTS[id]!;
  return !!PROMOS[a.ability]?.usable(s, seat, a, chain);
}

/** Uses `id`'s Promotion ability for `seat` (a Level 1 ability first draws its Corruption card). */
export function usePromotion(
  s: VrState,
  ctx: FlowContext,
  seat: number,
  id: string,
  chain: readonly string[] = [],
): void {
  const a = AGENTS[id]!;
  const source = chain.length ? `${a.name} via ${chain.map((c) => AGENTS[c]!.name).join(' via ')}` : a.name;
  if (a.level === 1) drawCorruption(s, ctx, seat, 1, source);
  PROMOS[a.ability]?.use(s, ctx, seat, a, source, chain);
}

// --- Pixel: use the Promotion ability of any Agent on Duty, yours or another player's (it stays put). ---

function pixelTargets(s: VrState, seat: number, chain: readonly string[]): Opt[] {
  return s.p.flatMap((p, o) =>
    p.onDuty
      .filter((d) => !chain.includes(d.id) && promotionUsable(s, seat, d.id, chain))
      .map((d) => ({
        key: `pixel:${o}:${d.id}`,
        kind: 'agent',
        value: { owner: o, id: d.id },
        label: clipLabel(
          o === seat
            ? am('vr.agents.pr.useYours', { agent: AGENTS[d.id]!.name })
            : am('vr.agents.pr.useTheirs', { agent: AGENTS[d.id]!.name, who: seatLabel(o) }),
        ),
        detail: promotionText(d.id),
      })),
  );
}

const pixelPick: PickStep<'pixel'> = {
  options: (s, seat, d) => pixelTargets(s, seat, d.chain),
  resolve(s, ctx, seat, d, opt) {
    const { owner, id } = opt.value as { owner: number; id: string };
    const source = AGENTS.pixel!.name;
    ctx.event(
      owner === seat
        ? am('vr.agents.pr.usesOwn', { who: seatLabel(seat), agent: AGENTS[id]!.name, source })
        : am('vr.agents.pr.usesOther', {
            who: seatLabel(seat),
            owner: seatLabel(owner),
            agent: AGENTS[id]!.name,
            source,
          }),
    );
    usePromotion(s, ctx, seat, id, d.chain);
  },
};

// --- Hassan: turn one of your Verses Online regardless of its condition, and gain its bonus. ---

const hassanOnlinePick: PickStep<'hassanOnline'> = {
  options: (s, seat) =>
    s.p[seat]!.verses.filter((v) => !v.online).map((v) => ({
      key: `hassanon:${v.id}`,
      kind: 'verse',
      label: clipLabel(am('vr.agents.pr.putOnline', { verse: VERSES[v.id]!.name })),
      detail: VERSES[v.id]!.bonus
        ? prefixed(am('vr.agents.pr.bonus'), verseBonusText(v.id))
        : am('vr.agents.pr.noBonus'),
      value: v.id,
    })),
  resolve(s, ctx, seat, _d, opt) {
    const v = s.p[seat]!.verses.find((x) => x.id === opt.value);
    if (!v || v.online) return;
    v.online = true;
    ctx.event(
      am('vr.agents.pr.putsOnline', { who: seatLabel(seat), verse: VERSES[v.id]!.name, source: AGENTS.hassan!.name }),
    );
    verseBonus(s, ctx, seat, v.id);
  },
};

// --- Clarisse: look at another player's Corruption cards (privately), take one, give one back. ---

const clarisseWhoPick: PickStep<'clarisseWho'> = {
  options: (s, seat) =>
    others(s, seat)
      .filter((o) => s.p[o]!.corruption.length > 0)
      .map((o) => ({
        key: `clarisse:${o}`,
        kind: 'player',
        label: am('vr.agents.pr.lookAt', { who: seatLabel(o) }),
        detail: am('vr.agents.pr.cards', { n: s.p[o]!.corruption.length }),
        value: o,
      })),
  resolve(s, ctx, seat, _d, opt) {
    const o = opt.value as number;
    ctx.event(am('vr.agents.pr.looks', { who: seatLabel(seat), other: seatLabel(o), source: AGENTS.clarisse!.name }));
    ctx.privately(
      seat,
      am('vr.agents.pr.theirCards', { who: seatLabel(o), cards: s.p[o]!.corruption.map(corruptionText).join(' | ') }),
    );
    pick(s, seat, 'clarisseTake', { from: o });
  },
};

const clarisseTakePick: PickStep<'clarisseTake'> = {
  options: (s, _seat, d) => cardOptions(s.p[d.from]!.corruption, am('vr.agents.pr.take'), 'ctake'),
  resolve(s, ctx, seat, d, opt) {
    const o = d.from;
    const card = opt.value as string;
    if (!moveCorruption(s, o, seat, card)) return;
    ctx.privately(
      seat,
      am('vr.agents.pr.youTake', { who: seatLabel(o), card: corruptionText(card), why: AGENTS.clarisse!.name }),
    );
    ctx.privately(
      o,
      am('vr.agents.pr.takesYour', { who: seatLabel(seat), card: corruptionText(card), why: AGENTS.clarisse!.name }),
    );
    pick(s, seat, 'clarisseGive', { to: o });
  },
};

const clarisseGivePick: PickStep<'clarisseGive'> = {
  options: (s, seat) => cardOptions(s.p[seat]!.corruption, am('vr.agents.pr.giveBack'), 'cgive'),
  resolve(s, ctx, seat, d, opt) {
    const o = d.to;
    const card = opt.value as string;
    if (!moveCorruption(s, seat, o, card)) return;
    ctx.privately(
      seat,
      am('vr.agents.act.youGive', { who: seatLabel(o), card: corruptionText(card), why: AGENTS.clarisse!.name }),
    );
    ctx.privately(
      o,
      am('vr.agents.act.givesYou', { who: seatLabel(seat), card: corruptionText(card), why: AGENTS.clarisse!.name }),
    );
    ctx.event(am('vr.agents.pr.swapped', { who: seatLabel(seat), other: seatLabel(o), source: AGENTS.clarisse!.name }));
  },
};

// --- The Weasel: discard 2 Corruption cards of your choice (the one just drawn included). ---

const discardTwoPick: PickStep<'discardTwo'> = {
  options: (s, seat) => cardOptions(s.p[seat]!.corruption, am('vr.agents.pr.discard'), 'weasel'),
  resolve(s, ctx, seat, d, opt) {
    discardCorruption(s, ctx, seat, opt.value as string);
    ctx.event(am('vr.agents.pr.discards', { who: seatLabel(seat), source: d.source }));
    d.left -= 1;
    return d.left > 0 ? 'keep' : undefined;
  },
};

/** The Promotion abilities' choices, for the 'agentPick' decision. */
export const PROMOTION_PICKS = {
  pixel: pixelPick,
  hassanOnline: hassanOnlinePick,
  clarisseWho: clarisseWhoPick,
  clarisseTake: clarisseTakePick,
  clarisseGive: clarisseGivePick,
  discardTwo: discardTwoPick,
} satisfies Partial<PickTable>;
