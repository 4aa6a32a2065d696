import type { FlowContext } from '../../engine/events.ts';
import type { Seat } from '../../engine/types.ts';
import {
  CHARACTERS,
  type Character,
  type CharacterType,
  CORPORATIONS,
  COST,
  HAND_LIMIT,
  PRISON_AREA,
  RESOURCE_NAMES,
  type Resource,
  SCOREBOARD,
  SOFTWARE_LIST,
  TOKENS_PER_RESOURCE,
} from './data/index.ts';
import { dataWord } from './data/messages.ts';
import { type AxonFlow, ask } from './flow.ts';
import { AREA_IDS, areaOf, atArea } from './graph.ts';
import { m, mr } from './messages.ts';
import type { AxonState, CharResource, CharState } from './state.ts';

/**
 * The primitives every rule uses: Characters in the city, Resource tokens (counters, Stress,
 * Scoreboard rewards, the end trigger when a Resource runs out), killing, arresting, leaving,
 * entering the city, drawing Software and Random Numbers.
 */

const SOFTWARE = new Map(SOFTWARE_LIST.map((c) => [c.id, c]));
export const softwareOf = (id: string) => {
  const c = SOFTWARE.get(id);
  if (!c) throw new Error(`no Software card ${id}`);
  return c;
};
/** The Characters by id in a Map: looked up many times per choice list, faster than the record. */
const CHARS = new Map(Object.entries(CHARACTERS));
/**
 * A hand's cards one per name (the first copy held) with how many copies: copies of one card are
 * one choice when discarding, not two identical buttons.
 */
export function cardsByName(hand: readonly string[]): { id: string; name: string; copies: number }[] {
  const out = new Map<string, { id: string; name: string; copies: number }>();
  for (const id of hand) {
    const name = softwareOf(id).name;
    const had = out.get(name);
    if (had) had.copies++;
    else out.set(name, { id, name, copies: 1 });
  }
  return [...out.values()];
}
/** "Scout", or "Scout (2 held)" for copies. */
export const cardLabel = (c: { name: string; copies: number }): string =>
  c.copies > 1 ? m('axon.card.held', { card: c.name, n: c.copies }) : c.name;

export function charData(id: string): Character {
  const c = CHARS.get(id);
  if (!c) throw new Error(`no Character ${id}`);
  return c;
}
export const charName = (id: string): string => charData(id).name;
/** Each Character's abilities as a Set: every choice list asks about them many times. */
const ABILITIES = new Map(Object.values(CHARACTERS).map((c) => [c.id, new Set(c.abilities.map((a) => a.id))]));
export function hasAbility(id: string, ability: string): boolean {
  const set = ABILITIES.get(id);
  if (!set) throw new Error(`no Character ${id}`);
  return set.has(ability);
}

// Plain loops: these run in every choice list, many times over.
export function charAt(s: AxonState, id: string): CharState | undefined {
  for (const c of s.chars) if (c.id === id) return c;
  return undefined;
}
export function inArea(s: AxonState, area: number): CharState[] {
  const out: CharState[] = [];
  for (const c of s.chars) if (c.area === area) out.push(c);
  return out;
}
/** A Criminal: the printed Type, or any Violence token on it. */
export function isCriminal(c: CharState): boolean {
  return c.tokens.violence > 0 || charData(c.id).types.includes('criminal');
}
export function hasType(c: CharState, t: CharacterType): boolean {
  return t === 'criminal' ? isCriminal(c) : charData(c.id).types.includes(t);
}
export const inPrison = (c: CharState): boolean => c.area === PRISON_AREA;
export const areaState = (s: AxonState, id: number) => s.areas[id - 1]!;

/** The seat whose turn it is (or the first player outside the Turn Phase). */
export const activeSeat = (s: AxonState): Seat => s.turn?.seat ?? s.first;

/** Reward Resource tokens still on the Scoreboard for `res`. */
export function boardTokens(s: AxonState, res: Resource): number {
  const track = SCOREBOARD.tracks.find((t) => t.resource === res)!;
  // A claimed token waiting to be placed ('reward' decision) is still off the board and out of play.
  const waiting = s.stack.filter((p) => p.kind === 'reward' && p.data.res === res).length;
  return track.rewards.filter((r, i) => r.kind === 'token' && !s.claimed[res][i]).length + waiting;
}
/** Tokens in the pool: the total less those in play and those still on the Scoreboard. */
export function pool(s: AxonState, res: Resource): number {
  return TOKENS_PER_RESOURCE - s.counter[res] - boardTokens(s, res);
}

/** A Resource's token as a sentence names it: "Augment", "Drugs", "Scandal". */
const TOKEN_NAME: Readonly<Record<Resource, string>> = {
  augments: dataWord('token', 'augments'),
  data: dataWord('token', 'data'),
  drugs: dataWord('token', 'drugs'),
  products: dataWord('token', 'products'),
  scandal: dataWord('token', 'scandal'),
  violence: dataWord('token', 'violence'),
};
/** "1 Scandal token", "2 Scandal tokens", "an Augment token" (n omitted: the article). */
export function tokenWords(res: Resource, n?: number): string {
  const name = TOKEN_NAME[res];
  if (n === undefined) return mr('axon.res.token.a', { vowel: res === 'augments' ? 'yes' : 'no', name });
  return mr('axon.res.token.n', { n, name });
}
/**
 * How many of `n` tokens `gain` will place now (the pool may hold fewer), so that an event told
 * before the tokens arrive (and before their rewards) says what really happens.
 */
export const placeable = (s: AxonState, res: Resource, n = 1): number => Math.max(0, Math.min(n, pool(s, res)));
/** ": the pool is empty" when no `res` token can be placed now, else nothing (an event's tail). */
export const poolEmpty = (s: AxonState, res: Resource): string =>
  placeable(s, res) === 0 ? mr('axon.res.empty', { name: TOKEN_NAME[res] }) : '';
/** The words for tokens an event places: "1 Scandal token on X", or that the pool is empty. */
export function placedWords(s: AxonState, res: Resource, on: string, n = 1): string {
  const k = placeable(s, res, n);
  return k === 0
    ? mr('axon.res.none.for', { name: TOKEN_NAME[res], on })
    : mr('axon.res.placed', { tokens: tokenWords(res, k), on });
}

/** Where a token lies: a Character, a Corporate Area (Data), or an Area's Action Box (Crime's Violence). */
export type Holder = { char: string } | { area: number; box?: number };

/**
 * Ends the game's normal course: trigger 1 (Stress meets the Breaking Point token), trigger 2 (a
 * Resource generated with all its tokens in play), or the End of Round's Red Zone step (immediate,
 * no last turns). The triggering player is the one whose turn it is, whoever's card caused it;
 * the others then take one last turn each in turn order (computed again if the order reverses).
 */
export function triggerEnd(s: AxonState, ctx: FlowContext, why: 'stress' | 'resource' | 'redzone'): void {
  if (s.end) return;
  const by = activeSeat(s);
  s.end = { by, why, last: why === 'redzone' ? [] : lastTurnSeats(s, by) };
  ctx.event(mr('axon.res.end', { why: mr(`axon.res.end.${why}`), last: s.end.last.length ? 'yes' : 'no' }));
}
/** Every seat but `by`, in turn order after it. */
export function lastTurnSeats(s: AxonState, by: Seat): Seat[] {
  const out: Seat[] = [];
  for (let i = 1; i < s.players; i++) out.push((((by + i * s.dir) % s.players) + s.players) % s.players);
  return out;
}

function addToHolder(s: AxonState, res: Resource, h: Holder, n: number): void {
  if ('area' in h && h.box !== undefined) {
    // At most one Violence token per Action Box.
    const b = areaState(s, h.area).boxes[h.box];
    if (res !== 'violence' || !b || b.violence === n > 0)
      throw new Error(`no room for ${res} on box ${h.box} of Area ${h.area}`);
    b.violence = n > 0;
  } else if ('area' in h) {
    if (res !== 'data') throw new Error(`${res} cannot lie on an Area`);
    areaState(s, h.area).data += n;
  } else {
    if (res === 'data') throw new Error('Data lies only on Corporate Areas');
    const c = charAt(s, h.char);
    if (!c) throw new Error(`${h.char} is not in the city`);
    c.tokens[res as CharResource] += n;
  }
}

/**
 * Brings `n` tokens of `res` into play on `holder`, one at a time: each moves its counter and the
 * Stress token up one, and the counter's first arrival on a reward space gives `causer` that
 * reward (a counter jumping two spaces passes over each in turn). When the pool is empty the token
 * is not generated and the end of the game is triggered. Returns how many were placed.
 */
export function gain(
  s: AxonState,
  ctx: FlowContext,
  res: Resource,
  holder: Holder,
  causer: Seat | null,
  n = 1,
  fromBoard = false,
): number {
  let placed = 0;
  for (let i = 0; i < n; i++) {
    if (!fromBoard && pool(s, res) <= 0) {
      triggerEnd(s, ctx, 'resource');
      break;
    }
    addToHolder(s, res, holder, 1);
    placed++;
    s.counter[res]++;
    stressUp(s, ctx, 1);
    reward(s, ctx, res, causer);
  }
  return placed;
}

export function stressUp(s: AxonState, ctx: FlowContext, n: number): void {
  s.stress += n;
  // Jumping past the Breaking Point token counts as reaching it.
  if (s.stress >= s.breaking) triggerEnd(s, ctx, 'stress');
}

/** The reward on the counter's new space, if unclaimed, to `causer`. */
function reward(s: AxonState, ctx: FlowContext, res: Resource, causer: Seat | null): void {
  if (causer === null) return;
  const track = SCOREBOARD.tracks.find((t) => t.resource === res)!;
  track.rewards.forEach((r, i) => {
    if (r.space !== s.counter[res] || s.claimed[res][i]) return;
    if (r.kind === 'token') {
      // A token with nowhere to go (no Character in the city) stays on the Scoreboard, unclaimed.
      if (rewardHolders(s, res).length === 0) return;
      s.claimed[res][i] = true;
      ctx.event(
        mr('axon.res.reward.token', { who: `{seat:${causer}}`, res: dataWord('low', res), token: tokenWords(res) }),
      );
      ask(s, 'reward', [causer], { res });
    } else if (r.kind === 'vp') {
      s.claimed[res][i] = true;
      s.p[causer]!.permVp++;
      ctx.event(mr('axon.res.reward.vp', { who: `{seat:${causer}}`, res: dataWord('low', res) }));
    } else {
      s.claimed[res][i] = true;
      ctx.event(mr('axon.res.reward.card', { who: `{seat:${causer}}`, res: dataWord('low', res) }));
      drawSoftware(s, ctx, causer, 1);
    }
  });
}

/** Where a reward token of `res` may go: any Character in the city, or for Data any Corporate Area. */
export function rewardHolders(s: AxonState, res: Resource): Holder[] {
  if (res === 'data') return s.areas.filter((a) => areaOf(a.id).type === 'corporate').map((a) => ({ area: a.id }));
  return s.chars.map((c) => ({ char: c.id }));
}

/** Returns up to `n` tokens of `res` from `holder` to the pool; counters go down. Returns how many. */
export function lose(s: AxonState, res: Resource, holder: Holder, n = 1): number {
  const have =
    'area' in holder
      ? holder.box !== undefined
        ? Number(areaState(s, holder.area).boxes[holder.box]?.violence ?? false)
        : areaState(s, holder.area).data
      : (charAt(s, holder.char)?.tokens[res as CharResource] ?? 0);
  const k = Math.min(n, have);
  if (k <= 0) return 0;
  addToHolder(s, res, holder, -k);
  s.counter[res] -= k;
  return k;
}

/** Every token on a Character back to the pool (counters down), Products optionally kept aside. */
function stripAll(s: AxonState, c: CharState, keepProducts: boolean): number {
  const products = c.tokens.products;
  for (const r of ['augments', 'drugs', 'scandal', 'violence'] as const) lose(s, r, { char: c.id }, c.tokens[r]);
  if (keepProducts) {
    c.tokens.products = 0;
    return products;
  }
  lose(s, 'products', { char: c.id }, products);
  return 0;
}

function removeFromCity(s: AxonState, c: CharState): void {
  s.chars.splice(s.chars.indexOf(c), 1);
}

export type KillCause = 'murder' | 'execute' | 'software' | 'overdose' | 'ability';

/**
 * Kills a Character: an Augment absorbs it (never an overdose), then a Bodyguard Protocol naming
 * it; otherwise its card goes to the discard pile, its Products to the killing Character (to the
 * pool for an overdose, Software, or no killer) and its other tokens to the pool. A MURDER of a
 * non-Criminal gives the murderer 1 Violence, also when an Augment absorbed it.
 */
export function kill(
  s: AxonState,
  ctx: FlowContext,
  victim: string,
  how: { killer?: string; cause: KillCause; causer: Seat | null },
): 'absorbed' | 'shielded' | 'died' {
  const v = charAt(s, victim);
  if (!v) throw new Error(`${victim} is not in the city`);
  const wasCriminal = isCriminal(v);
  const murderer = how.cause === 'murder' && how.killer ? how.killer : null;
  let result: 'absorbed' | 'shielded' | 'died';
  if (how.cause !== 'overdose' && v.tokens.augments > 0) {
    lose(s, 'augments', { char: victim }, 1);
    ctx.event(mr('axon.res.absorb', { name: charName(victim) }));
    result = 'absorbed';
  } else {
    const guard = s.p.findIndex((p) =>
      p.desktop.some((d) => d.target === victim && softwareOf(d.card).effect === 'shield-character'),
    );
    if (guard >= 0) {
      const p = s.p[guard]!;
      const at = p.desktop.findIndex((d) => d.target === victim && softwareOf(d.card).effect === 'shield-character');
      const [card] = p.desktop.splice(at, 1);
      s.discard.push(card!.card);
      ctx.event(mr('axon.res.shield', { who: `{seat:${guard}}`, name: charName(victim) }));
      result = 'shielded';
    } else {
      const toKiller =
        how.killer && how.cause !== 'overdose' && how.cause !== 'software' ? charAt(s, how.killer) : undefined;
      const products = stripAll(s, v, !!toKiller);
      if (toKiller && products > 0) toKiller.tokens.products += products;
      removeFromCity(s, v);
      s.charDiscard.push(victim);
      ctx.event(
        toKiller && products
          ? mr('axon.res.dies.takes', { name: charName(victim), killer: charName(toKiller.id), n: products })
          : mr('axon.res.dies', { name: charName(victim), overdose: how.cause === 'overdose' ? 'yes' : 'no' }),
      );
      result = 'died';
    }
  }
  const m = murderer ? charAt(s, murderer) : undefined;
  if (murderer && !wasCriminal && m) {
    // "He counts as a criminal": news only for one that was not a Criminal already.
    const now = placeable(s, 'violence') > 0 && !isCriminal(m) ? 'yes' : 'no';
    ctx.event(
      placeable(s, 'violence') > 0
        ? mr('axon.res.murder', { name: charName(murderer), now })
        : mr('axon.res.murder.none', { name: charName(murderer) }),
    );
    gain(s, ctx, 'violence', { char: murderer }, how.causer);
  }
  return result;
}

/**
 * A Character goes to `area` by a movement (MOVE, DRIVE, a ride): "a Character who gets into a
 * Prison is placed in the topmost section" (rule 71).
 */
export function moveTo(c: CharState, area: number): void {
  c.area = area;
  c.section = area === PRISON_AREA ? 0 : null;
}

/** ARREST: into the Prison's top section; its Violence and Drugs tokens return to the pool. */
export function arrest(s: AxonState, ctx: FlowContext, target: string): void {
  const c = charAt(s, target)!;
  lose(s, 'violence', { char: target }, c.tokens.violence);
  lose(s, 'drugs', { char: target }, c.tokens.drugs);
  c.area = PRISON_AREA;
  c.section = 0;
  ctx.event(mr('axon.res.arrested', { name: charName(target), prison: areaOf(PRISON_AREA).name }));
}

/** LEAVE: the Character leaves the city; its card is shuffled back into the stack, its tokens to the pool. */
export function leaveCity(s: AxonState, ctx: FlowContext, id: string): void {
  const c = charAt(s, id)!;
  stripAll(s, c, false);
  removeFromCity(s, c);
  s.charStack = ctx.rng.shuffle([...s.charStack, id]);
  ctx.event(mr('axon.res.leaves', { name: charName(id) }));
}

/** A Character enters the city at its Starting Location (a Random Number for "Random Area"), unactivated. */
export function enterCity(s: AxonState, ctx: FlowContext, id: string): void {
  const ch = charData(id);
  const area = ch.start === 'random' ? randomNumber(s, ctx) : ch.start;
  s.chars.push({
    id,
    area,
    section: area === PRISON_AREA ? 0 : null,
    tokens: { augments: 0, drugs: 0, products: 0, scandal: 0, violence: 0 },
    activated: false,
    guarding: false,
  });
  if (ch.token && s.typeTokens[ch.token] > 0) s.typeTokens[ch.token]--;
  ctx.event(mr('axon.res.enters', { name: ch.name, area: areaOf(area).name, n: area }));
}

/** Takes the top Software card (reshuffling the discard pile into a new deck when it runs out). */
function takeSoftware(s: AxonState, ctx: FlowContext): string | undefined {
  if (s.deck.length === 0 && s.discard.length > 0) {
    s.deck = ctx.rng.shuffle(s.discard);
    s.discard = [];
    ctx.event(mr('axon.res.reshuffle'));
  }
  return s.deck.shift();
}

/** `seat` draws up to `n` Software cards (told privately which). */
export function drawSoftware(s: AxonState, ctx: FlowContext, seat: Seat, n: number): number {
  const got: string[] = [];
  for (let i = 0; i < n; i++) {
    const c = takeSoftware(s, ctx);
    if (!c) break;
    s.p[seat]!.hand.push(c);
    got.push(c);
  }
  if (got.length) ctx.privately(seat, mr('axon.res.draw', { cards: got.map((c) => softwareOf(c).name).join(', ') }));
  return got.length;
}

/** A Random Number: the top Software card's number; the card is discarded face up. */
export function randomNumber(s: AxonState, ctx: FlowContext): number {
  const c = takeSoftware(s, ctx);
  // No Software card left anywhere (all in hands and Desktops): the seeded generator stands in.
  if (!c) return 1 + ctx.rng.int(AREA_IDS.length);
  s.discard.push(c);
  const n = softwareOf(c).random;
  ctx.event(mr('axon.res.random', { card: softwareOf(c).name, n }));
  return n;
}

/** A seat's hand limit now: 4, more with a Desktop card that says so, 5 after The Sprawl's Area Action this round. */
export function handLimit(s: AxonState, seat: Seat): number {
  const p = s.p[seat]!;
  const card = p.desktop.some((d) => softwareOf(d.card).effect === 'hand-limit-plus') ? 6 : HAND_LIMIT;
  return Math.max(card, p.sprawl ? HAND_LIMIT + 1 : 0);
}

/**
 * Whether GUARD protects `area` now: a Character there that used GUARD this round, or one that
 * guards permanently (never in an Area whose permanent effect cancels GUARD). `except`: the
 * Character asking (a guard does not stop itself).
 */
export function guarded(s: AxonState, area: number, except?: string): boolean {
  if (areaOf(area).permanent?.effect === 'no-guard') return false;
  for (const c of s.chars) if (c.area === area && c.id !== except && guards(c)) return true;
  return false;
}

/** Whether `c` guards its Area now: GUARD used this round, or a permanent guard. */
export function guards(c: CharState): boolean {
  return c.guarding || hasAbility(c.id, 'guard-permanent');
}

/** Places a reward token: the 'reward' decision (claimed in `gain`). */
export function registerResources(flow: AxonFlow): void {
  flow.defineDecision('reward', {
    options: (s, p) => {
      const res = p.data.res;
      const Res = RESOURCE_NAMES[res];
      // What placing it does: the counter and the Stress token move again (and may claim more rewards).
      const moves = mr('axon.res.moves', { res: Res, from: s.counter[res], to: s.counter[res] + 1 });
      return rewardHolders(s, res).map((h) => {
        if ('area' in h) {
          const owner = s.p.findIndex((q) => q.corp !== null && CORPORATIONS[q.corp]?.area === h.area);
          return {
            key: `reward:a${h.area}`,
            kind: 'reward',
            label: mr('axon.res.on.area', { res: Res, area: areaOf(h.area).name, n: h.area }),
            detail: mr('axon.res.on.area.detail', {
              moves,
              owner: owner >= 0 ? `{seat:${owner}}` : mr('axon.res.its'),
            }),
            group: atArea(h.area),
            value: h,
          };
        }
        const c = charAt(s, h.char)!;
        const criminal = res === 'violence' && !isCriminal(c) ? 'yes' : 'no';
        return {
          key: `reward:${h.char}`,
          kind: 'reward',
          label: mr('axon.res.on.char', { res: Res, name: charName(h.char) }),
          detail: mr('axon.res.on.char.detail', {
            name: charName(h.char),
            area: areaOf(c.area).name,
            n: c.area,
            moves,
            criminal,
          }),
          group: atArea(c.area),
          value: h,
        };
      });
    },
    resolve: (s, p, seat, c, _n, ctx) => {
      const res = p.data.res;
      const h = c.value as Holder;
      ctx.event(
        mr('axon.res.placed.event', {
          who: `{seat:${seat}}`,
          res: TOKEN_NAME[res],
          on: 'area' in h ? areaOf(h.area).name : charName(h.char),
        }),
      );
      gain(s, ctx, res, h, seat, 1, true);
    },
  });
}

/** Whether anything may kill `c` (a permanent ability can forbid it). */
export const canBeKilled = (c: CharState): boolean => !hasAbility(c.id, 'incorporeal');
/** Whether `c` may be arrested. */
export const canBeArrested = (c: CharState): boolean => !hasAbility(c.id, 'incorporeal');
/** Whether `c` may be moved at all (by a Skill, a card or an ability). */
export const canMove = (c: CharState): boolean => !hasAbility(c.id, 'incorporeal');

/** What an action costs `seat` in Software cards now (a Desktop card can make Phishing free). */
export function costOf(s: AxonState, seat: Seat, what: keyof typeof COST): number {
  if (what === 'phishing' && s.p[seat]!.desktop.some((d) => softwareOf(d.card).effect === 'free-phishing')) return 0;
  return COST[what];
}
