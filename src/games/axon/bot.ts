import { pickBest } from '../../engine/computer.ts';
import type { ComputerChoice, ComputerInput, LegalAction } from '../../engine/types.ts';
import {
  CHARACTERS,
  type Character,
  CORPORATIONS,
  END_ROUND_DRAW,
  HAND_LIMIT,
  NEXUS_CITY,
  OVERDOSE_AT,
  PRISON_AREA,
  RESOURCES,
  type Resource,
  type RoutineStep,
  SKILLS,
  type Skill,
  SOFTWARE_LIST,
  type Software,
  type Target,
} from './data/index.ts';
import type { Link } from './flow.ts';
import type { AxonAction } from './game.ts';
import { areaOf } from './graph.ts';
import type { AxonView, CharView } from './view.ts';

/**
 * Axon Protocol's greedy computer player. It sees only its seat's view (its own hand, the public
 * city and Scoreboard) and its legal actions, and scores each action by the Victory Points it
 * moves now: a token of a Resource its Corporation scores is worth +1 (+2 for its Monopoly), a
 * token a rival scores costs the rivals' average, a Data token on a rival's Corporate Area is
 * worth that rival's -1. So it activates the Characters whose Routine (or, when a card is spare,
 * whose hack) adds its own Resources or removes its rivals', claims rewards, places reward
 * tokens where they hurt rivals, keeps Software cards for hacks when its hand is short, passes
 * in Counter windows unless the Attack destroys its own Resources, and never picks a "cancel".
 *
 * The rules modules name choices by kind (the brief's list) and keys like `act:cop`, `hack:cop`,
 * `skill:arrest:yakuza`, `move:12`, `pay:firewall-3`, `counter:pass`; the matching here is
 * tolerant: Character ids, Software card ids, Corporation ids, Resource names, Skill names and
 * Area numbers are found wherever they appear in a key. One pass over the legal actions: no search.
 */
export function axonGreedy(input: ComputerInput<AxonView, AxonAction>): ComputerChoice {
  const { legal, rng } = input;
  if (legal.length === 0) throw new Error('axonGreedy: no legal action');
  const ctx = context(input.view, input.seat);
  const scores = legal.map((a) => {
    const s = score(ctx, a);
    return Number.isFinite(s) ? s : 0;
  });
  const pick = pickBest(legal, scores, rng, 1e-9);
  return pick.amount ? { key: pick.key, amount: pick.amount.max } : { key: pick.key };
}

const SOFTWARE = new Map<string, Software>(SOFTWARE_LIST.map((c) => [c.id, c]));
const SKILL_SET = new Set<string>(SKILLS);
const RES_SET = new Set<string>(RESOURCES);
const CHAR_RES: Partial<Record<Skill, Resource>> = {
  augment: 'augments',
  buy: 'products',
  drugs: 'drugs',
  data: 'data',
  scandal: 'scandal',
  crime: 'violence',
};

interface Ctx {
  v: AxonView;
  seat: number;
  /** VP for this seat of one more token of each Resource in play, less the rivals' average. */
  val: Record<Resource, number>;
  /** The seat owning each Corporate Area (by Area number). */
  owner: Map<number, number>;
  /** What spending one Software card costs now (cheap when the End of Round would discard it anyway). */
  card: number;
  hand: string[];
}

function context(v: AxonView, seat: number): Ctx {
  const each = (s: number, r: Resource): number => {
    const p = v.p[s];
    return p?.scores.includes(r) ? (p.monopoly ? 2 : 1) : 0;
  };
  const rivals = v.p.map((_p, i) => i).filter((i) => i !== seat);
  const val = Object.fromEntries(
    RESOURCES.map((r) => {
      const theirs = rivals.length ? rivals.reduce((t, i) => t + each(i, r), 0) / rivals.length : 0;
      return [r, each(seat, r) - theirs];
    }),
  ) as Record<Resource, number>;
  const owner = new Map<number, number>();
  v.p.forEach((p, i) => {
    if (p.corp && CORPORATIONS[p.corp]) owner.set(CORPORATIONS[p.corp]!.area, i);
  });
  const hand = v.me?.hand.map((c) => c.id) ?? [];
  const limit = v.p[seat]?.desktop.some((d) => effectOf(d.id) === 'hand-limit-plus') ? 6 : HAND_LIMIT;
  // Cards beyond what the End of Round keeps are lost anyway: spending them is nearly free.
  const spare = hand.length + END_ROUND_DRAW - limit;
  return { v, seat, val, owner, card: spare > 0 ? 0.2 : hand.length <= 1 ? 1.2 : 0.8, hand };
}

/** A Software card's effect, by its id. */
const effectOf = (id: string): string | undefined => SOFTWARE_LIST.find((c) => c.id === id)?.effect;

// ---- Reading keys. ----

const parts = (key: string): string[] => key.split(/[:/ ,]/).filter(Boolean);
const charsIn = (key: string): string[] => parts(key).filter((p) => CHARACTERS[p]);
const cardIn = (key: string): Software | undefined =>
  parts(key)
    .map((p) => SOFTWARE.get(p))
    .find((c) => c !== undefined);
const resourceIn = (key: string): Resource | undefined =>
  parts(key).find((p) => RES_SET.has(p)) as Resource | undefined;
const skillIn = (key: string): Skill | undefined => parts(key).find((p) => SKILL_SET.has(p)) as Skill | undefined;
const areaIn = (key: string): number | undefined => {
  const m = /(?:^|:)a?(\d{1,2})(?:$|:)/.exec(key);
  const n = m ? Number(m[1]) : NaN;
  return Number.isInteger(n) && NEXUS_CITY.areas.some((a) => a.id === n) ? n : undefined;
};
const negative = (a: LegalAction): boolean => /(^|:)(cancel|back|undo)($|:)/i.test(a.key);
const declining = (a: LegalAction): boolean => /(^|:)(skip|pass|no|none|nothing|done|stop|keep)($|:)/i.test(a.key);

// ---- What things are worth. ----

const charOf = (ctx: Ctx, id: string): CharView | undefined => ctx.v.chars.find((c) => c.id === id);
const data = (id: string): Character | undefined => CHARACTERS[id];
const hasType = (c: CharView, t: string): boolean =>
  t === 'criminal' ? c.criminal : !!data(c.id)?.types.includes(t as never);
const inPrison = (c: CharView): boolean => c.area === PRISON_AREA;

/** This seat's VP from the tokens a Character carries (negative: it carries rivals' Resources). */
function carried(ctx: Ctx, c: CharView, except: Resource[] = []): number {
  let t = 0;
  for (const r of ['augments', 'drugs', 'products', 'scandal', 'violence'] as const)
    if (!except.includes(r)) t += c.tokens[r] * ctx.val[r];
  return t;
}

/** One Data token on Corporate Area `area`: Data scorers gain, its owner loses 1. */
function dataValue(ctx: Ctx, area: number): number {
  const own = ctx.owner.get(area);
  const rivals = Math.max(1, ctx.v.players - 1);
  return ctx.val.data + (own === undefined ? 0 : own === ctx.seat ? -1 : 1 / rivals);
}

/** Killing `c`: an Augment absorbs it; else its tokens leave play (its Products stay with a killing Character). */
function killValue(ctx: Ctx, c: CharView, killer: boolean, overdose = false): number {
  if (hasAbilityId(c.id, 'incorporeal')) return -0.5;
  if (!overdose && c.tokens.augments > 0) return -ctx.val.augments;
  return -carried(ctx, c, killer ? ['products'] : []);
}
const hasAbilityId = (id: string, ability: string): boolean => !!data(id)?.abilities.some((a) => a.id === ability);

const others = (ctx: Ctx, c: CharView): CharView[] => ctx.v.chars.filter((o) => o.id !== c.id && o.area === c.area);
/** At a Shop, or with another Merchant (Dealer) in the Area: one does not serve itself (docs rule 36a). */
const shopOr = (ctx: Ctx, c: CharView, type: 'merchant' | 'dealer'): boolean =>
  !inPrison(c) &&
  (areaOf(c.area).shop || ctx.v.chars.some((o) => o.id !== c.id && o.area === c.area && hasType(o, type)));
const guardedHere = (ctx: Ctx, c: CharView): boolean =>
  areaOf(c.area).permanent?.effect !== 'no-guard' &&
  ctx.v.chars.some((o) => o.id !== c.id && o.area === c.area && (o.guarding || hasAbilityId(o.id, 'guard-permanent')));
const matches = (ctx: Ctx, o: CharView, t: Target | undefined): boolean => {
  if (!t || t === 'any') return true;
  if (t === 'scandalous') return o.tokens.scandal > 0;
  if (t === 'augmented') return o.tokens.augments > 0;
  if (t === 'richest')
    return o.tokens.products > 0 && o.tokens.products === Math.max(...ctx.v.chars.map((x) => x.tokens.products));
  return hasType(o, t);
};

/** The best this Character can do now with `skill` (undefined: impossible), `t` restricting its victim. */
function skillValue(ctx: Ctx, c: CharView, skill: Skill, t?: Target): number | undefined {
  const area = areaOf(c.area);
  const victims = others(ctx, c).filter((o) => matches(ctx, o, t));
  const best = (xs: number[]) => (xs.length ? Math.max(...xs) : undefined);
  switch (skill) {
    case 'augment':
      return shopOr(ctx, c, 'merchant') ? ctx.val.augments : undefined;
    case 'buy':
      return shopOr(ctx, c, 'merchant') ? ctx.val.products : undefined;
    case 'drugs':
      return shopOr(ctx, c, 'dealer')
        ? ctx.val.drugs + (c.tokens.drugs + 1 >= OVERDOSE_AT ? 0.5 * killValue(ctx, c, false, true) : 0)
        : undefined;
    case 'data':
      return area.type === 'corporate' ? dataValue(ctx, area.id) : undefined;
    case 'crime': {
      const boxes = ctx.v.areas[area.id - 1]?.boxes ?? [];
      return boxes.some((b) => !b.violence) && !guardedHere(ctx, c) ? 2 * ctx.val.violence : undefined;
    }
    case 'scandal':
      return victims.length ? (c.tokens.scandal > 0 ? 2 : 1) * ctx.val.scandal : undefined;
    case 'murder': {
      if (guardedHere(ctx, c)) return undefined;
      return best(victims.map((o) => killValue(ctx, o, true) + (o.criminal ? 0 : ctx.val.violence)));
    }
    case 'execute': {
      if (guardedHere(ctx, c)) return undefined;
      return best(
        victims
          .filter((o) => o.criminal || (c.id === 'street-samurai' && hasType(o, 'android')))
          .map((o) => killValue(ctx, o, true)),
      );
    }
    case 'arrest':
      return inPrison(c)
        ? undefined
        : best(
            victims
              .filter((o) => o.criminal && !hasAbilityId(o.id, 'incorporeal'))
              .map((o) => -(o.tokens.violence * ctx.val.violence + o.tokens.drugs * ctx.val.drugs)),
          );
    case 'investigate':
      return (ctx.v.areas[area.id - 1]?.boxes ?? []).some((b) => b.violence) ? -ctx.val.violence : undefined;
    case 'move':
    case 'drive':
    case 'fly':
      return inPrison(c) || hasAbilityId(c.id, 'incorporeal') ? undefined : 0.05;
    case 'guard':
      return 0.05;
    case 'hack':
      return others(ctx, c).length ? 0.3 : undefined;
  }
}

/** A Routine step: possible, and then the best of its choices (the acting player chooses). */
function stepValue(ctx: Ctx, c: CharView, step: RoutineStep): number | undefined {
  const moving = step.skills.every((s) => s === 'move' || s === 'drive' || s === 'fly');
  if (moving && step.target) {
    if (inPrison(c) || hasAbilityId(c.id, 'incorporeal')) return undefined;
    const t = step.target;
    const there =
      ctx.v.chars.some((o) => o.id !== c.id && !inPrison(o) && matches(ctx, o, t)) ||
      NEXUS_CITY.areas.some(
        (a) =>
          a.id !== c.area &&
          ((t === 'shop' && a.shop) ||
            a.type === t ||
            (t === 'crimescene' && ctx.v.areas[a.id - 1]?.boxes.some((b) => b.violence))),
      );
    return there ? 0.05 : undefined;
  }
  const vals = step.skills.map((s) => skillValue(ctx, c, s, step.target)).filter((x): x is number => x !== undefined);
  return vals.length ? Math.max(...vals) : undefined;
}

/** What activating `c` with its Routine is worth: its first possible step (an overdose first). */
function routineValue(ctx: Ctx, c: CharView): number {
  if (c.tokens.drugs >= OVERDOSE_AT) return killValue(ctx, c, false, true);
  for (const step of data(c.id)?.routine ?? []) {
    const v = stepValue(ctx, c, step);
    if (v !== undefined) return v;
  }
  return 0;
}

/** What hacking `c` is worth before its cost: its best Skill, or nothing. */
function hackValue(ctx: Ctx, c: CharView): number {
  if (c.tokens.drugs >= OVERDOSE_AT) return killValue(ctx, c, false, true);
  const vals = (data(c.id)?.skills ?? []).map((s) => skillValue(ctx, c, s)).filter((x): x is number => x !== undefined);
  return Math.max(0, ...vals);
}

/** How promising a Character is for this seat: the Resources its Routine and Skills generate. */
function potential(ctx: Ctx, id: string): number {
  const ch = data(id);
  if (!ch) return 0;
  const steps = ch.routine.flatMap((r) => r.skills);
  return [...steps, ...ch.skills].reduce((t, s) => {
    const r = CHAR_RES[s];
    return t + (r ? Math.max(0, r === 'data' ? ctx.val.data + 0.3 : ctx.val[r]) : 0);
  }, 0);
}

/** What one card in hand is worth keeping: Counters defend, Attacks and Utilities by what they would do now. */
function keepValue(ctx: Ctx, card: Software): number {
  if (card.type === 'counter') return 0.7;
  return 0.2 + Math.max(0, playValue(ctx, card));
}

/** What playing a Software card for its text is worth now, before its cost. */
function playValue(ctx: Ctx, card: Software): number {
  const risk = card.type === 'attack' ? 0.7 : 1;
  const chars = ctx.v.chars;
  const best = (xs: number[]) => (xs.length ? Math.max(...xs) : 0);
  switch (card.effect) {
    case 'kill-character':
      return risk * best(chars.filter((c) => !inPrison(c)).map((c) => killValue(ctx, c, false)));
    case 'scandal-character':
      return risk * (chars.length ? ctx.val.scandal : 0);
    case 'violence-character':
      return risk * (chars.length ? ctx.val.violence : 0);
    case 'data-corporate':
      return risk * best([...ctx.owner.keys()].map((a) => dataValue(ctx, a)));
    case 'strip-token':
      return (
        risk *
        best(
          chars.flatMap((c) =>
            (['augments', 'drugs', 'products', 'scandal', 'violence'] as const)
              .filter((r) => c.tokens[r] > 0)
              .map((r) => -ctx.val[r]),
          ),
        )
      );
    case 'steal-card':
      return risk * (ctx.v.p.some((p, i) => i !== ctx.seat && p.hand > 0) ? 0.6 : 0);
    case 'discard-desktop':
      return risk * (ctx.v.p.some((p, i) => i !== ctx.seat && p.desktop.length > 0) ? 0.4 : 0);
    case 'hand-limit-plus':
      return 0.3;
    case 'shield-character':
      return best(chars.map((c) => carried(ctx, c))) > 1 ? 0.4 : 0;
    case 'free-phishing':
      return 0.1;
    default:
      return 0;
  }
}

// ---- Scoring each choice. ----

function score(ctx: Ctx, a: LegalAction<AxonAction>): number {
  if (negative(a)) return -50;
  const key = a.key;
  switch (a.kind) {
    case 'corporation':
      return corporationScore(ctx, key);
    case 'extra': {
      const r = resourceIn(key);
      return r
        ? ctx.v.chars.reduce((t, c) => t + (data(c.id)?.skills.some((s) => CHAR_RES[s] === r) ? 1 : 0), 0) +
            ctx.v.counter[r]
        : 0;
    }
    case 'draft':
    case 'phish': {
      const id = parts(key).find((p) => CHARACTERS[p]);
      return id ? potential(ctx, id) : 0;
    }
    case 'activate': {
      const c = charsIn(key)
        .map((id) => charOf(ctx, id))
        .find((x) => x);
      return c ? 1 + routineValue(ctx, c) : 1;
    }
    case 'hack': {
      const c = charsIn(key)
        .map((id) => charOf(ctx, id))
        .find((x) => x);
      return c ? 1 + hackValue(ctx, c) - ctx.card : 1 - ctx.card;
    }
    case 'phishing':
      return 1 + 0.15 - ctx.card;
    case 'first':
      return 1 + (ctx.v.first === ctx.seat ? -0.2 : 0.1) - ctx.card;
    case 'reverse':
      return 1 - 0.1 - ctx.card;
    case 'corp':
      return corpScore(ctx) - ctx.card;
    case 'monopoly':
      return monopolyScore(ctx, key);
    case 'play': {
      const card = cardIn(key);
      return card ? playValue(ctx, card) - Math.max(ctx.card, keepValue(ctx, card) - playValue(ctx, card)) - 0.3 : -1;
    }
    case 'end':
      return 0;
    case 'pay': {
      const card = cardIn(key);
      return card ? -keepValue(ctx, card) : -0.5;
    }
    case 'skill':
      return skillChoiceScore(ctx, a);
    case 'area':
      return areaScore(ctx, a);
    case 'release': {
      const to = areaIn(key);
      const acting = ctx.v.turn?.acting ? charOf(ctx, ctx.v.turn.acting) : undefined;
      return to === undefined ? 0 : destination(ctx, acting, to);
    }
    case 'reward':
      return rewardScore(ctx, a);
    case 'box':
      return 0;
    case 'target':
      return targetScore(ctx, a);
    case 'counter':
      return counterScore(ctx, a);
    case 'discard':
      return discardScore(ctx, a);
    default:
      return declining(a) ? -0.1 : 0;
  }
}

function corporationScore(ctx: Ctx, key: string): number {
  const id = parts(key).find((p) => CORPORATIONS[p]);
  if (!id) return 0;
  const mine = CORPORATIONS[id]!.scores;
  const chosen = ctx.v.p.flatMap((p) => (p.corp && CORPORATIONS[p.corp] ? [CORPORATIONS[p.corp]!.scores] : []));
  // The rulebook's advice: share exactly 1 scoring Resource with a Corporation already chosen.
  const shared = chosen.reduce((t, s) => t + s.filter((r) => mine.includes(r)).length, 0);
  return shared === 1 ? 1 : shared === 0 ? 0.5 : 0;
}

function corpScore(ctx: Ctx): number {
  const corp = ctx.v.p[ctx.seat]?.corp;
  const chars = ctx.v.chars;
  switch (corp ? CORPORATIONS[corp]?.ability.id : undefined) {
    case 'ares-murder':
      return Math.max(
        0,
        ...chars.map((c) => Math.max(skillValue(ctx, c, 'murder') ?? 0, skillValue(ctx, c, 'augment') ?? 0)),
      );
    case 'media-scandal':
      return chars.some((c) => c.criminal) ? ctx.val.scandal : 0;
    case 'omni-shift': {
      const mine = ctx.v.p[ctx.seat]?.corp;
      const area = mine ? CORPORATIONS[mine]!.area : 0;
      return (ctx.v.areas[area - 1]?.data ?? 0) > 0 ? 1 + 1 / Math.max(1, ctx.v.players - 1) : 0;
    }
    case 'datastream-draw':
      return 0.2;
    default:
      return 0.05;
  }
}

/** A Monopoly on `r`: 2 VP per token of it instead of 1 per token of each scored Resource. */
function monopolyScore(ctx: Ctx, key: string): number {
  const me = ctx.v.p[ctx.seat];
  if (!me) return 0;
  const now = me.scores.reduce((t, r) => t + ctx.v.counter[r] * (me.monopoly ? 2 : 1), 0);
  const taken = new Set(ctx.v.p.flatMap((p) => (p.monopoly ? [p.monopoly] : [])));
  const gain = (r: Resource) => 2 * ctx.v.counter[r] - now;
  const r = resourceIn(key);
  // Inside the Monopoly decision (its cost paid): the best Resource, whatever it gives.
  if (ctx.v.pending?.kind === 'monopoly' || me.monopoly) return r ? gain(r) : 0;
  const best = r ? gain(r) : Math.max(-99, ...me.scores.filter((x) => !taken.has(x)).map(gain));
  return best - 2 - 4 * ctx.card;
}

/** A Skill use inside a Routine step or hack: the Skill on its target, a destination, or nothing. */
function skillChoiceScore(ctx: Ctx, a: LegalAction<AxonAction>): number {
  const acting = ctx.v.turn?.acting ? charOf(ctx, ctx.v.turn.acting) : undefined;
  const skill = skillIn(a.key);
  const targets = charsIn(a.key).filter((id) => id !== acting?.id || charsIn(a.key).length === 1);
  const target = targets.length ? charOf(ctx, targets[targets.length - 1]!) : undefined;
  const to = areaIn(a.key);
  if (!skill) return declining(a) ? 0 : to !== undefined ? destination(ctx, acting, to) : 0;
  switch (skill) {
    case 'move':
    case 'drive':
    case 'fly':
      return to !== undefined ? destination(ctx, acting, to) : 0.05;
    case 'murder':
      return target ? killValue(ctx, target, true) + (target.criminal ? 0 : ctx.val.violence) : 0;
    case 'execute':
      return target ? killValue(ctx, target, true) : 0;
    case 'arrest':
      return target ? -(target.tokens.violence * ctx.val.violence + target.tokens.drugs * ctx.val.drugs) : 0;
    case 'scandal':
      return (acting && acting.tokens.scandal > 0 ? 2 : 1) * ctx.val.scandal;
    case 'data':
      return dataValue(ctx, to ?? acting?.area ?? 0);
    case 'crime':
      return 2 * ctx.val.violence;
    case 'investigate':
      return -ctx.val.violence;
    case 'augment':
      return ctx.val.augments;
    case 'buy':
      return ctx.val.products;
    case 'drugs':
      return (
        ctx.val.drugs +
        (acting && acting.tokens.drugs + 1 >= OVERDOSE_AT ? 0.5 * killValue(ctx, acting, false, true) : 0)
      );
    case 'hack':
      return target ? 0.2 + hackValue(ctx, target) : 0.2;
    default:
      return 0.05;
  }
}

/** Where a Character may head: what it could do there next time, a little. */
function destination(ctx: Ctx, c: CharView | undefined, to: number): number {
  if (!c) return 0;
  const there: CharView = { ...c, area: to, section: to === PRISON_AREA ? 0 : null };
  const vals = (data(c.id)?.skills ?? [])
    .filter((s) => s !== 'move' && s !== 'drive' && s !== 'fly')
    .map((s) => skillValue(ctx, there, s))
    .filter((x): x is number => x !== undefined);
  // Driving into the Prison (allowed: rule 71b) locks the Character in for two activations.
  return 0.05 + 0.3 * Math.max(0, ...vals) - (to === PRISON_AREA ? 0.2 : 0);
}

/** The Area Action of the acting Character's Area: take it when it helps, never a Leave that costs. */
function areaScore(ctx: Ctx, a: LegalAction<AxonAction>): number {
  if (declining(a)) return 0;
  const c = ctx.v.turn?.acting ? charOf(ctx, ctx.v.turn.acting) : undefined;
  // `area:b<box>...`: the box of the acting Character's Area.
  const boxNo = /^area:b(\d+)/.exec(a.key)?.[1];
  const kind = c && boxNo !== undefined ? areaOf(c.area).boxes[Number(boxNo)]?.kind : undefined;
  if (kind === 'leave') return c ? -carried(ctx, c) - 0.1 : -0.1;
  if (kind === 'phishing') return 0.1;
  const box = c ? areaOf(c.area).boxes.find((b) => b.kind !== 'phishing' && b.kind !== 'leave') : undefined;
  switch (box?.effect) {
    case 'draw-card':
      return 0.6;
    case 'gain-drugs':
      return ctx.val.drugs + (c && c.tokens.drugs + 1 >= OVERDOSE_AT ? 0.5 * killValue(ctx, c, false, true) : 0);
    case 'gain-products':
      return ctx.val.products;
    case 'gain-augment':
      return ctx.val.augments;
    case 'clear-violence':
      return -ctx.val.violence;
    case 'move-data': {
      // `area:b0:<to>`: 1 Data from here to another Corporate Area.
      const to = Number(parts(a.key)[2]);
      const rivals = Math.max(1, ctx.v.players - 1);
      const side = (area: number | undefined) =>
        area === undefined ? 0 : ctx.owner.get(area) === ctx.seat ? 1 : ctx.owner.has(area) ? -1 / rivals : 0;
      return c && Number.isInteger(to) ? side(c.area) - side(to) : 0.05;
    }
    default:
      return 0.1;
  }
}

/** A reward token: Data on the leading rival's Corporate Area; other tokens where they are safest for its owner. */
function rewardScore(ctx: Ctx, a: LegalAction<AxonAction>): number {
  const area = /(?:^|:)a(\d{1,2})(?:$|:)/.exec(a.key);
  if (area) return dataValue(ctx, Number(area[1])) + leaderBonus(ctx, ctx.owner.get(Number(area[1])));
  const c = charsIn(a.key)
    .map((id) => charOf(ctx, id))
    .find((x) => x);
  if (!c) return 0;
  const r = resourceIn(a.key) ?? ctx.v.reward ?? undefined;
  // Drugs on a Character near its overdose kill it (with what it carries); Augments shield what it carries.
  if (r === 'drugs') return c.tokens.drugs + 1 >= OVERDOSE_AT ? killValue(ctx, c, false, true) : -0.1 * c.tokens.drugs;
  return 0.1 * carried(ctx, c);
}

const leaderBonus = (ctx: Ctx, seat: number | undefined): number => {
  if (seat === undefined || seat === ctx.seat) return 0;
  const best = Math.max(...ctx.v.p.map((p, i) => (i === ctx.seat ? -99 : p.vp.total)));
  return ctx.v.p[seat]?.vp.total === best ? 0.2 : 0;
};

/** A card's or ability's target, judged by what the card or ability does (its name leads the offer's label). */
function targetScore(ctx: Ctx, a: LegalAction<AxonAction>): number {
  if (declining(a)) return -0.2;
  const p = parts(a.key);
  const card = ctx.v.targeting ? SOFTWARE_LIST.find((c) => c.id === ctx.v.targeting) : undefined;
  if (p[1] === 'token') {
    const r = resourceIn(a.key);
    return r ? -ctx.val[r] : 0;
  }
  if (p[1] === 'to' || p[1] === 'box' || p[1] === 'peek' || (p[0] === 'corp' && p.length === 3 && /^\d+$/.test(p[2]!)))
    return 0.05;
  if (p[1] === 'seat' || p[1] === 'desk') {
    const seat = Number(p[2]);
    return seat === ctx.seat ? -1 : 0.1 * (ctx.v.p[seat]?.vp.total ?? 0) + leaderBonus(ctx, seat);
  }
  if (p[0] === 'corp' && p[1] === 'draw') return 0.2;
  if (p[0] === 'corp' && p[1] === 'discard') {
    const c = cardIn(a.key);
    return c ? -keepValue(ctx, c) : 0;
  }
  const area =
    p[1] === 'area'
      ? Number(p[2])
      : /^a(\d+)$/.exec(p[1] ?? '')?.[1] !== undefined
        ? Number(/^a(\d+)$/.exec(p[1]!)![1])
        : undefined;
  if (area !== undefined && Number.isInteger(area)) return dataValue(ctx, area) + leaderBonus(ctx, ctx.owner.get(area));
  const c = charsIn(a.key)
    .map((id) => charOf(ctx, id))
    .find((x) => x);
  if (!c) return 0;
  switch (card?.effect) {
    case 'kill-character':
      return killValue(ctx, c, false);
    case 'scandal-character':
      return ctx.val.scandal;
    case 'violence-character':
      return ctx.val.violence;
    case 'strip-token':
      return Math.max(
        0,
        ...(['augments', 'drugs', 'products', 'scandal', 'violence'] as const)
          .filter((r) => c.tokens[r] > 0)
          .map((r) => -ctx.val[r]),
      );
    case 'shield-character':
      return carried(ctx, c);
    default:
      break;
  }
  // Corporation abilities: ARES hacks (MURDER or AUGMENT), MEDIA NET's Scandal.
  const corp = ctx.v.p[ctx.seat]?.corp;
  if (!card && corp === 'ares')
    return Math.max(0, skillValue(ctx, c, 'murder') ?? 0, skillValue(ctx, c, 'augment') ?? 0);
  if (!card && corp === 'media-net') return ctx.val.scandal;
  return 0.1 * carried(ctx, c);
}

/** The Attack under way in a Counter window (the view's chain): who plays it, on what, and the Counters since. */
interface Attack {
  card: Software;
  by: number | undefined;
  /** What it is played on. */
  on: NonNullable<Link['target']>;
  /** Counters played against it so far (each cancels the one before). */
  counters: number;
}

function attackUnderWay(ctx: Ctx): Attack | undefined {
  const first = ctx.v.chain?.[0];
  if (!first) return undefined;
  const card = SOFTWARE_LIST.find((c) => c.id === first.card && c.type === 'attack');
  if (!card) return undefined;
  return { card, by: first.seat, on: first.target ?? {}, counters: ctx.v.chain!.length - 1 };
}

/** What the Attack does to this seat if it resolves: VP lost (negative: it helps this seat). */
function attackHarm(ctx: Ctx, at: Attack): number {
  const c = at.on.char ? ctx.v.chars.find((x) => x.id === at.on.char) : undefined;
  const onMe = at.on.seat === ctx.seat;
  switch (at.card.effect) {
    case 'kill-character':
      return c ? -killValue(ctx, c, false) : 0;
    case 'strip-token':
      return c
        ? Math.max(
            0,
            ...(['augments', 'drugs', 'products', 'scandal', 'violence'] as const)
              .filter((r) => c.tokens[r] > 0)
              .map((r) => ctx.val[r]),
          )
        : 0;
    case 'scandal-character':
      return -ctx.val.scandal;
    case 'violence-character':
      return -ctx.val.violence;
    case 'data-corporate': {
      return at.on.area !== undefined ? -dataValue(ctx, at.on.area) : 0;
    }
    case 'steal-card':
      return onMe ? 0.9 : 0;
    case 'discard-desktop':
      return onMe ? 0.8 : 0;
    default:
      return 0;
  }
}

/**
 * A Counter window: pass, unless a Counter changes the outcome in this seat's favour: the Attack
 * would resolve (an even number of Counters so far) and destroys its Resources (or takes its card,
 * its Desktop card, puts Data on its Corporate Area), or it is cancelled and would have helped it.
 */
function counterScore(ctx: Ctx, a: LegalAction<AxonAction>): number {
  if (declining(a)) return 0;
  if (!cardIn(a.key)) return -0.1;
  const at = attackUnderWay(ctx);
  if (!at) return -1;
  const harm = attackHarm(ctx, at);
  const resolves = at.counters % 2 === 0;
  if (resolves && harm >= 1) return harm - 0.7;
  if (!resolves && -harm >= 1) return -harm - 0.7;
  return -1;
}

/** End of Round discards: in step 1 only the cards the hand limit would take anyway (each gives a Phishing); in step 3 the least useful. */
function discardScore(ctx: Ctx, a: LegalAction<AxonAction>): number {
  // A Desktop card leaving early: kept.
  if (/^drop:/.test(a.key)) return -0.5;
  const card = cardIn(a.key);
  const limitStep = ctx.v.pending?.kind === 'handLimit';
  if (!card) return limitStep ? -5 : 0;
  const keep = keepValue(ctx, card);
  if (limitStep) return -keep;
  const limit = ctx.v.p[ctx.seat]?.desktop.some((d) => effectOf(d.id) === 'hand-limit-plus') ? 6 : HAND_LIMIT;
  return ctx.hand.length + END_ROUND_DRAW > limit ? 0.3 - keep * 0.1 : -1;
}
