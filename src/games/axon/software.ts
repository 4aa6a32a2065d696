import type { FlowContext } from '../../engine/events.ts';
import { type Choice, commit, committed } from '../../engine/flow.ts';
import type { Seat } from '../../engine/types.ts';
import { CORPORATION_LIST, PRISON_AREA, type Software } from './data/index.ts';
import { dataWord } from './data/messages.ts';
import { type AxonFlow, ask, type Link, type Opt, type PendingKind, type Target, top } from './flow.ts';
import { areaOf, atArea, neighbours } from './graph.ts';
import { ma, ms } from './messages.ts';
import {
  areaState,
  canBeKilled,
  canMove,
  charAt,
  charName,
  drawSoftware,
  gain,
  guarded,
  inPrison,
  isCriminal,
  kill,
  lose,
  placeable,
  placedWords,
  softwareOf,
  tokenWords,
} from './resources.ts';
import { clip } from './skills.ts';
import type { AxonState, CharResource, CharState } from './state.ts';

/**
 * Playing Software cards for their text (docs/games/axon.md rules 73-80 and 80a-80j).
 *
 * - `softwareChoices(s, seat)`: the cards `seat` may play now (kind 'play', value { card }): in
 *   the Turn Phase, while the 'turn' decision is on top (before or after an action, never during
 *   one), only cards that would do something; own-turn cards only for the active seat; never a
 *   Counter (they are played in the Counter window only).
 * - `playSoftware(s, ctx, seat, card)`: the card leaves the hand; its targets are chosen through the
 *   'software' decision (kind 'target'); a Utility then resolves at once (to the discard pile, or
 *   into the Desktop Area); an Attack opens the Counter window ('respond', kind 'counter').
 * - The Counter window: every other player is asked privately, "Pass" always offered so nobody
 *   learns who holds a Counter. A Counter played goes on the chain and the window reopens for
 *   every player but its owner. When all have passed the chain resolves from the top (each
 *   standing Counter cancels what it answers), then the Attack if it stands ('resolveAttack').
 * - `respondTimeLimit(s, seat)`: how long the window waits for `seat` (the table's option), and
 *   the key chosen for it when time runs out (pass).
 */

/** What a card is played on (built one pick at a time) and the Counter window's chain: decision data (flow.ts). */
export type { Link, Target } from './flow.ts';

const TYPE_WORD = {
  attack: ms('axon.sw.type.attack'),
  counter: ms('axon.sw.type.counter'),
  utility: ms('axon.sw.type.utility'),
} as const;
const CHAR_TOKENS: readonly CharResource[] = ['augments', 'drugs', 'products', 'scandal', 'violence'];
const effectOf = (card: string) => softwareOf(card).effect;

function where(c: CharState): string {
  const a = areaOf(c.area);
  return inPrison(c)
    ? ms('axon.sw.where.prison', { area: a.name, top: c.section === 0 ? 'yes' : 'no' })
    : ms('axon.sw.where', { area: a.name, n: a.id });
}
const hasDesktop = (s: AxonState, seat: Seat, effect: string) =>
  s.p[seat]!.desktop.some((d) => effectOf(d.card) === effect);
const corpAreaSeat = (s: AxonState, area: number): Seat | undefined => {
  const corp = CORPORATION_LIST.find((c) => c.area === area);
  const seat = corp ? s.p.findIndex((p) => p.corp === corp.id) : -1;
  return seat >= 0 ? seat : undefined;
};

/** Brain Burn's victims: not in a Prison, not protected by GUARD, not unkillable (rule 80a). */
const killable = (s: AxonState, c: CharState) => !inPrison(c) && canBeKilled(c) && !guarded(s, c.area, c.id);
/** Overclock: one street, never into or out of the Prison (rule 80f). */
const streetsFrom = (c: CharState) =>
  inPrison(c) || !canMove(c) ? [] : neighbours(c.area, 'street').filter((a) => a !== PRISON_AREA);

/** The Characters passing `ok` as targets; `probe`: only whether there is one (the first is enough). */
function charOpts(
  s: AxonState,
  card: Software,
  ok: (c: CharState) => boolean,
  detail: (c: CharState) => string,
  probe: boolean,
): Opt[] {
  const out: Opt[] = [];
  for (const c of s.chars) {
    if (!ok(c)) continue;
    out.push({
      key: `target:${c.id}`,
      kind: 'target',
      label: ms('axon.sw.on', { card: card.name, target: charName(c.id) }),
      detail: clip(ms('axon.sw.on.detail', { name: charName(c.id), where: where(c), what: detail(c) }), 100),
      group: atArea(c.area),
      value: { char: c.id },
    });
    if (probe) break;
  }
  return out;
}

/**
 * The next choices a card's targeting leaves, given what is picked so far (`null`: nothing more
 * to pick). Used to offer the picks, to tell whether a card has any target at all, and to check
 * again at resolution that the target still stands. `probe`: the caller only asks whether there
 * is a pick, so a list of Characters, seats or boxes may stop at its first.
 */
function nextPicks(s: AxonState, seat: Seat, card: string, t: Target, probe = false): Opt[] | null {
  const c = softwareOf(card);
  const ch = t.char ? charAt(s, t.char) : undefined;
  switch (c.effect) {
    case 'kill-character':
      return t.char
        ? null
        : charOpts(
            s,
            c,
            (x) => killable(s, x),
            (x) => (x.tokens.augments ? ms('axon.sw.absorbs', { n: x.tokens.augments }) : ms('axon.sw.dies')),
            probe,
          );
    case 'scandal-character':
      return t.char
        ? null
        : charOpts(
            s,
            c,
            () => true,
            (x) => ms('axon.sw.scandal', { n: x.tokens.scandal }),
            probe,
          );
    case 'violence-character':
      return t.char
        ? null
        : charOpts(
            s,
            c,
            () => true,
            (x) => (isCriminal(x) ? ms('axon.sw.violence.criminal', { n: x.tokens.violence }) : ms('axon.sw.violence')),
            probe,
          );
    case 'shield-character':
      return t.char
        ? null
        : charOpts(
            s,
            c,
            () => true,
            () => ms('axon.sw.shield'),
            probe,
          );
    case 'data-corporate':
      if (t.area !== undefined) return null;
      return s.areas
        .filter((a) => areaOf(a.id).type === 'corporate')
        .map((a) => {
          const owner = corpAreaSeat(s, a.id);
          return {
            key: `target:area:${a.id}`,
            kind: 'target',
            label: ms('axon.sw.on', { card: c.name, target: areaOf(a.id).name }),
            detail:
              owner !== undefined
                ? ms('axon.sw.data.owner', { n: a.data, who: `{seat:${owner}}` })
                : ms('axon.sw.data', { n: a.data }),
            value: { area: a.id },
          };
        });
    case 'strip-token':
      if (!t.char)
        return charOpts(
          s,
          c,
          (x) => CHAR_TOKENS.some((r) => x.tokens[r] > 0),
          (x) =>
            CHAR_TOKENS.filter((r) => x.tokens[r] > 0)
              .map((r) => ms('axon.sw.count', { n: x.tokens[r], res: dataWord('low', r) }))
              .join(', '),
          probe,
        );
      if (!ch) return [];
      if (t.token) return null;
      return CHAR_TOKENS.filter((r) => ch.tokens[r] > 0).map((r) => ({
        key: `target:token:${r}`,
        kind: 'target',
        label: ms('axon.sw.strip', { card: c.name, token: tokenWords(r, 1), name: charName(ch.id) }),
        detail: ms('axon.sw.strip.detail', { res: dataWord('low', r) }),
        value: { token: r },
      }));
    case 'steal-card': {
      if (t.seat !== undefined) return null;
      const out: Opt[] = [];
      for (let i = 0; i < s.p.length && !(probe && out.length > 0); i++) {
        const p = s.p[i]!;
        if (i === seat || p.hand.length === 0) continue;
        out.push({
          key: `target:seat:${i}`,
          kind: 'target',
          label: ms('axon.sw.on', { card: c.name, target: `{seat:${i}}` }),
          detail: ms('axon.sw.steal.detail', { n: p.hand.length }),
          value: { seat: i },
        });
      }
      return out;
    }
    case 'discard-desktop': {
      if (t.seat !== undefined) return null;
      const out: Opt[] = [];
      for (let i = 0; i < s.p.length && !(probe && out.length > 0); i++) {
        if (i === seat) continue;
        for (const d of s.p[i]!.desktop) {
          out.push({
            key: `target:desk:${i}:${d.card}`,
            kind: 'target',
            label: clip(ms('axon.sw.desk', { card: c.name, who: `{seat:${i}}`, target: softwareOf(d.card).name }), 80),
            detail: clip(ms('axon.sw.desk.detail', { text: softwareOf(d.card).text }), 100),
            value: { seat: i, card: d.card },
          });
        }
      }
      return out;
    }
    case 'extra-move':
      if (!t.char)
        return charOpts(
          s,
          c,
          (x) => streetsFrom(x).length > 0,
          () => ms('axon.sw.street'),
          probe,
        );
      if (!ch) return [];
      if (t.to !== undefined) return null;
      return streetsFrom(ch).map((a) => ({
        key: `target:to:${a}`,
        kind: 'target',
        label: ms('axon.sw.to', { name: charName(ch.id), area: areaOf(a).name, n: a }),
        detail: ms('axon.sw.to.detail', { area: areaOf(ch.area).name }),
        value: { to: a },
      }));
    case 'release-prisoner':
      if (!t.char)
        return charOpts(
          s,
          c,
          (x) => inPrison(x) && (x.section === 0 || canMove(x)),
          (x) => (x.section === 0 ? ms('axon.sw.down') : ms('axon.sw.release.any')),
          probe,
        );
      if (!ch) return [];
      if (ch.section === 0 || t.to !== undefined) return null;
      return s.areas
        .filter((a) => a.id !== PRISON_AREA)
        .map((a) => ({
          key: `target:to:${a.id}`,
          kind: 'target',
          label: ms('axon.sw.release', { name: charName(ch.id), area: areaOf(a.id).name, n: a.id }),
          detail: ms('axon.sw.release.detail', { prison: areaOf(PRISON_AREA).name }),
          value: { to: a.id },
        }));
    case 'clear-activation': {
      if (t.area !== undefined) return null;
      const out: Opt[] = [];
      for (const a of s.areas) {
        for (let i = 0; i < a.boxes.length; i++) {
          if (!a.boxes[i]!.activated) continue;
          out.push({
            key: `target:box:${a.id}:${i}`,
            kind: 'target',
            label: ms('axon.sw.box', { card: c.name, area: areaOf(a.id).name, n: a.id }),
            detail: clip(ms('axon.sw.box.detail', { text: areaOf(a.id).boxes[i]!.text }), 100),
            value: { area: a.id, box: i },
          });
          if (probe) return out;
        }
      }
      return out;
    }
    default:
      return null;
  }
}

/** Whether playing `card` now would do something (a target exists, or the Desktop lacks it). */
function useful(s: AxonState, seat: Seat, card: string): boolean {
  const picks = nextPicks(s, seat, card, {}, true);
  if (picks) return picks.length > 0;
  switch (effectOf(card)) {
    case 'hand-limit-plus':
    case 'free-phishing':
      // A second copy in the same Desktop would do nothing (rule 80h).
      return !hasDesktop(s, seat, effectOf(card));
    case 'peek-stack':
      return s.charStack.length > 0;
    default:
      return false;
  }
}

/** Whether `t` is still a legal target of `card` for `seat` (each pick still among those offered). */
function stillValid(s: AxonState, seat: Seat, card: string, t: Target): boolean {
  let sofar: Target = {};
  for (let i = 0; i < 4; i++) {
    const opts = nextPicks(s, seat, card, sofar);
    if (!opts) return true;
    const hit = opts.find((o) => Object.entries(o.value as Target).every(([k, v]) => t[k as keyof Target] === v));
    if (!hit) return false;
    sofar = { ...sofar, ...(hit.value as Target) };
  }
  return true;
}

/** "on Cop", "on {seat:2}'s Cloud Storage"... for the public event. */
function describe(card: string, t: Target): string {
  const e = effectOf(card);
  const name = t.char ? charName(t.char) : '';
  if (e === 'strip-token') return ms('axon.sw.d.strip', { name, token: tokenWords(t.token!, 1) });
  if (e === 'extra-move') return ms('axon.sw.d.move', { name, area: areaOf(t.to!).name, n: t.to! });
  if (e === 'release-prisoner')
    return t.to !== undefined
      ? ms('axon.sw.d.release', { name, area: areaOf(t.to).name, n: t.to })
      : ms('axon.sw.d.on', { name });
  if (e === 'discard-desktop') return ms('axon.sw.d.desk', { who: `{seat:${t.seat}}`, card: softwareOf(t.card!).name });
  if (e === 'clear-activation') return ms('axon.sw.d.box', { area: areaOf(t.area!).name });
  if (t.char) return ms('axon.sw.d.on', { name });
  if (t.area !== undefined) return ms('axon.sw.d.on', { name: areaOf(t.area).name });
  if (t.seat !== undefined) return ms('axon.sw.d.on', { name: `{seat:${t.seat}}` });
  return '';
}

/** The cards `seat` may play for their text now (see the header). */
export function softwareChoices(s: AxonState, seat: Seat): Opt[] {
  if (s.over || s.phase !== 'turns' || !s.turn || s.turn.acting !== null || top(s)?.kind !== 'turn') return [];
  const seen = new Set<string>();
  const out: Opt[] = [];
  for (const card of s.p[seat]?.hand ?? []) {
    const c = softwareOf(card);
    // Copies of one card are the same choice: offered once.
    if (seen.has(c.name) || c.type === 'counter') continue;
    seen.add(c.name);
    if (c.timing === 'own-turn' && seat !== s.turn.seat) continue;
    if (!useful(s, seat, card)) continue;
    out.push({
      key: `play:${card}`,
      kind: 'play',
      label: ms('axon.sw.play', { card: c.name, type: TYPE_WORD[c.type] }),
      detail: c.text,
      value: { card },
    });
  }
  return out;
}

/** Plays `card` from `seat`'s hand for its text (see the header). */
export function playSoftware(s: AxonState, ctx: FlowContext, seat: Seat, card: string): void {
  const hand = s.p[seat]!.hand;
  const at = hand.indexOf(card);
  if (at < 0) throw new Error(`{seat:${seat}} does not hold ${card}`);
  hand.splice(at, 1);
  const c = softwareOf(card);
  if (c.effect === 'peek-stack') return peek(s, ctx, seat, card);
  if (nextPicks(s, seat, card, {}) === null) return played(s, ctx, seat, card, {});
  ask(s, 'software', [seat], { card, seat, target: {} });
}

/** Scout: the seat looks at the top cards privately (its secret), then puts them back in its order. */
function peek(s: AxonState, ctx: FlowContext, seat: Seat, card: string): void {
  const look = s.charStack.slice(0, 3);
  ctx.event(ms('axon.sw.ev.peek', { who: `{seat:${seat}}`, card: softwareOf(card).name, n: look.length }));
  ctx.privately(seat, ms('axon.sw.peek.private', { cards: look.map(charName).join(', ') }));
  if (look.length <= 1) {
    s.discard.push(card);
    return;
  }
  ask(s, 'software', [seat], { card, seat, target: {}, peek: look.length });
  commit(top(s)!, seat, { look, order: [] });
}

/** Targets chosen: a Utility resolves at once, an Attack opens the Counter window. */
function played(s: AxonState, ctx: FlowContext, seat: Seat, card: string, t: Target): void {
  const c = softwareOf(card);
  const on = describe(card, t);
  if (c.type === 'attack') {
    ctx.event(ms('axon.sw.ev.attack', { who: `{seat:${seat}}`, card: c.name, on: on ? ` ${on}` : '' }));
    const chain: Link[] = [{ seat, card, target: t }];
    const asked = answerers(s, ctx, seat);
    // Nobody holds a card: nothing can answer, so the Attack resolves at once.
    if (asked.length === 0) resolveChain(s, ctx, chain);
    else ask(s, 'respond', asked, { chain });
    return;
  }
  ctx.event(ms('axon.sw.ev.utility', { who: `{seat:${seat}}`, card: c.name, on: on ? ` ${on}` : '' }));
  apply(s, ctx, seat, card, t);
  if (!c.desktop) s.discard.push(card);
}

/** Every seat but `seat`, from the next in seat order. */
function others(s: AxonState, seat: Seat): Seat[] {
  return Array.from({ length: s.players - 1 }, (_, i) => (seat + 1 + i) % s.players);
}

/**
 * Who the Counter window asks after `seat`'s card: every other player, less those who cannot
 * answer by what everyone knows (no card in hand; hand sizes are public), who pass at once
 * rather than keep the table waiting. Whether a held card is a Counter stays secret: the others
 * are all asked, Counter or not.
 */
function answerers(s: AxonState, ctx: FlowContext, seat: Seat): Seat[] {
  const all = others(s, seat);
  const empty = all.filter((x) => s.p[x]!.hand.length === 0);
  if (empty.length)
    ctx.event(ms('axon.sw.ev.empty', { who: empty.map((x) => `{seat:${x}}`).join(', '), n: empty.length }));
  return all.filter((x) => !empty.includes(x));
}

/** A card's effect on its target, `seat` causing it (Scoreboard rewards are its). */
function apply(s: AxonState, ctx: FlowContext, seat: Seat, card: string, t: Target): void {
  const c = softwareOf(card);
  if (!stillValid(s, seat, card, t)) {
    ctx.event(ms('axon.sw.ev.void', { card: c.name }));
    if (c.desktop) s.discard.push(card);
    return;
  }
  switch (c.effect) {
    case 'kill-character':
      kill(s, ctx, t.char!, { cause: 'software', causer: seat });
      break;
    case 'scandal-character':
      ctx.event(ms('axon.sw.ev.scandal', { card: c.name, placed: placedWords(s, 'scandal', charName(t.char!)) }));
      gain(s, ctx, 'scandal', { char: t.char! }, seat);
      break;
    case 'violence-character': {
      const ch = charAt(s, t.char!);
      const now = ch && placeable(s, 'violence') > 0 && !isCriminal(ch) ? 'yes' : 'no';
      ctx.event(
        ms('axon.sw.ev.violence', { card: c.name, placed: placedWords(s, 'violence', charName(t.char!)), now }),
      );
      gain(s, ctx, 'violence', { char: t.char! }, seat);
      break;
    }
    case 'data-corporate':
      ctx.event(
        ms('axon.sw.ev.data', {
          card: c.name,
          placed: placedWords(s, 'data', ms('axon.sw.where', { area: areaOf(t.area!).name, n: t.area! })),
        }),
      );
      gain(s, ctx, 'data', { area: t.area! }, seat);
      break;
    case 'strip-token':
      lose(s, t.token!, { char: t.char! }, 1);
      ctx.event(ms('axon.sw.ev.strip', { token: tokenWords(t.token!, 1), name: charName(t.char!) }));
      break;
    case 'steal-card': {
      const from = s.p[t.seat!]!.hand;
      const [got] = from.splice(ctx.rng.int(from.length), 1);
      s.p[seat]!.hand.push(got!);
      ctx.event(ms('axon.sw.ev.steal', { who: `{seat:${seat}}`, from: `{seat:${t.seat}}` }));
      ctx.privately(seat, ms('axon.sw.steal.you', { card: softwareOf(got!).name, from: `{seat:${t.seat}}` }));
      ctx.privately(t.seat!, ms('axon.sw.steal.them', { who: `{seat:${seat}}`, card: softwareOf(got!).name }));
      break;
    }
    case 'discard-desktop': {
      const desk = s.p[t.seat!]!.desktop;
      desk.splice(
        desk.findIndex((d) => d.card === t.card),
        1,
      );
      s.discard.push(t.card!);
      ctx.event(ms('axon.sw.ev.desk', { who: `{seat:${t.seat}}`, card: softwareOf(t.card!).name }));
      break;
    }
    case 'extra-move': {
      const ch = charAt(s, t.char!)!;
      ch.area = t.to!;
      ctx.event(ms('axon.sw.ev.move', { name: charName(ch.id), area: areaOf(t.to!).name, n: t.to! }));
      break;
    }
    case 'release-prisoner': {
      const ch = charAt(s, t.char!)!;
      if (ch.section === 0) {
        ch.section = 1;
        ctx.event(ma('axon.act.ev.down.plain', { name: charName(ch.id), prison: areaOf(PRISON_AREA).name }));
      } else {
        ch.area = t.to!;
        ch.section = null;
        ctx.event(
          ma('axon.act.ev.released.n', {
            name: charName(ch.id),
            prison: areaOf(PRISON_AREA).name,
            area: areaOf(t.to!).name,
            n: t.to!,
          }),
        );
      }
      break;
    }
    case 'clear-activation':
      areaState(s, t.area!).boxes[t.box!]!.activated = false;
      ctx.event(ms('axon.sw.ev.patch', { area: areaOf(t.area!).name }));
      break;
    case 'hand-limit-plus':
    case 'free-phishing':
    case 'shield-character':
      s.p[seat]!.desktop.push(t.char ? { card, target: t.char } : { card });
      ctx.event(ms('axon.sw.ev.desktop', { card: c.name, who: `{seat:${seat}}` }));
      break;
    default:
      throw new Error(`no Software effect ${c.effect}`);
  }
}

// ---------------------------------------------------------------------------------------------
// The Counter window.

/** The seat an Attack is "on" for Mirror: the player robbed, whose Desktop or Corporate Area it hits (rule 80c). */
function victim(s: AxonState, attack: Link): Seat | undefined {
  const t = attack.target ?? {};
  const e = effectOf(attack.card);
  if (e === 'steal-card' || e === 'discard-desktop') return t.seat;
  if (e === 'data-corporate' && t.area !== undefined) return corpAreaSeat(s, t.area);
  return undefined;
}

/** Whether counter `card`, held by `seat`, can answer the top of `chain`. */
function answers(s: AxonState, seat: Seat, card: string, chain: Link[]): boolean {
  const c = softwareOf(card);
  if (c.type !== 'counter') return false;
  const onAttack = chain.length === 1;
  if (c.target === 'counter') return !onAttack;
  if (!onAttack) return false;
  return c.effect !== 'redirect-attack' || victim(s, chain[0]!) === seat;
}

const chainOf = (p: PendingKind<'respond'>) => p.data.chain;

/**
 * "Pass" names the window it answers (`counter:pass`, then `counter:pass:2` after one Counter...):
 * a reopened window is a new decision, so the table tells every asked player again and a stale
 * Pass button from an earlier window is refused instead of passing on a card its player never saw.
 */
export const passKey = (chain: readonly unknown[]) =>
  chain.length <= 1 ? 'counter:pass' : `counter:pass:${chain.length}`;

function respondOptions(s: AxonState, p: PendingKind<'respond'>, seat: Seat): Opt[] {
  // No card: nothing to answer with (answerers passes such a seat when the window opens).
  if (s.p[seat]!.hand.length === 0) return [];
  const chain = chainOf(p);
  const topCard = softwareOf(chain[chain.length - 1]!.card);
  const seen = new Set<string>();
  const out: Opt[] = [];
  for (const card of s.p[seat]!.hand) {
    const c = softwareOf(card);
    if (seen.has(c.name) || !answers(s, seat, card, chain)) continue;
    seen.add(c.name);
    out.push({
      key: `counter:${card}`,
      kind: 'counter',
      label: clip(ms('axon.sw.counter', { card: c.name, top: topCard.name }), 80),
      detail: c.text,
      style: 'danger',
      value: { card },
    });
  }
  out.push({
    key: passKey(chain),
    kind: 'counter',
    label: ms('axon.sw.pass'),
    detail: ms('axon.sw.pass.detail', { card: topCard.name }),
    style: 'secondary',
  });
  return out;
}

function respond(
  s: AxonState,
  ctx: FlowContext,
  p: PendingKind<'respond'>,
  seat: Seat,
  choice: Choice,
): undefined | 'keep' {
  if (choice.key.startsWith('counter:pass')) return;
  const { card } = choice.value as { card: string };
  const hand = s.p[seat]!.hand;
  hand.splice(hand.indexOf(card), 1);
  const chain = chainOf(p);
  const answered = softwareOf(chain[chain.length - 1]!.card).name;
  chain.push({ seat, card });
  ctx.event(ms('axon.sw.ev.counter', { who: `{seat:${seat}}`, top: answered, card: softwareOf(card).name }));
  // The window reopens for everyone but the Counter's owner (the attacker included), less those without a card.
  p.seats = answerers(s, ctx, seat);
  return 'keep';
}

/** Resolves the chain from the top: each standing Counter cancels what it answers; then the Attack if it stands. */
export function resolveChain(s: AxonState, ctx: FlowContext, chain: readonly Link[]): void {
  const cancelled = chain.map(() => false);
  for (let i = chain.length - 1; i >= 1; i--) {
    if (cancelled[i]) continue;
    const { seat, card } = chain[i]!;
    cancelled[i - 1] = true;
    ctx.event(
      ms('axon.sw.ev.cancel', {
        card: softwareOf(card).name,
        who: `{seat:${seat}}`,
        other: softwareOf(chain[i - 1]!.card).name,
      }),
    );
    if (effectOf(card) === 'redirect-attack') drawSoftware(s, ctx, seat, 1);
  }
  // Every played card goes face up to the discard pile; the Attack resolves (or not) first.
  const [attack, ...counters] = chain;
  for (const l of counters) s.discard.push(l.card);
  if (!attack) return;
  if (cancelled[0]) s.discard.push(attack.card);
  else {
    apply(s, ctx, attack.seat, attack.card, attack.target ?? {});
    s.discard.push(attack.card);
  }
}

/** The Counter window's time limit for `seat` in asynchronous play (the table's `window` option), passing when it runs out. */
export function respondTimeLimit(s: AxonState, seat: Seat): { ms: number; key: string } | undefined {
  const p = top(s);
  if (p?.kind !== 'respond' || !p.seats.includes(seat) || s.options.window <= 0) return undefined;
  return { ms: s.options.window * 60_000, key: passKey(chainOf(p)) };
}

// ---------------------------------------------------------------------------------------------
// Targeting.

interface PeekSecret {
  look: string[];
  order: string[];
}

function targetOptions(s: AxonState, p: PendingKind<'software'>, seat: Seat): Opt[] {
  const card = p.data.card;
  if (p.data.peek) {
    const sec = committed<PeekSecret>(p, seat);
    if (!sec) return [];
    return sec.look
      .filter((id) => !sec.order.includes(id))
      .map((id) => ({
        key: `target:peek:${id}`,
        kind: 'target',
        label: ms('axon.sw.peek.label', { k: String(sec.order.length), name: charName(id) }),
        detail: ms('axon.sw.peek.detail'),
        value: { char: id },
      }));
  }
  return nextPicks(s, seat, card, p.data.target) ?? [];
}

function choose(
  s: AxonState,
  ctx: FlowContext,
  p: PendingKind<'software'>,
  seat: Seat,
  choice: Choice,
): undefined | 'keep' {
  const card = p.data.card;
  if (p.data.peek) {
    const sec = committed<PeekSecret>(p, seat)!;
    const order = [...sec.order, (choice.value as Target).char!];
    const rest = sec.look.filter((id) => !order.includes(id));
    if (rest.length > 1) {
      commit(p, seat, { look: sec.look, order });
      return 'keep';
    }
    order.push(...rest);
    s.charStack.splice(0, order.length, ...order);
    commit(p, seat, { look: sec.look, order });
    ctx.privately(seat, ms('axon.sw.peek.done', { cards: order.map(charName).join(', ') }));
    s.discard.push(card);
    return;
  }
  const t: Target = { ...p.data.target, ...(choice.value as Target) };
  p.data.target = t;
  if (nextPicks(s, seat, card, t) !== null) return 'keep';
  p.data.played = true;
  played(s, ctx, seat, card, t);
}

/** A targeting the flow dropped unfinished (no pick left to offer): the card is spent, to the discard pile. */
function unfinished(s: AxonState, ctx: FlowContext, p: PendingKind<'software'>): void {
  const card = p.data.card;
  if (p.data.played || s.discard.includes(card)) return;
  s.discard.push(card);
  ctx.event(ms('axon.sw.ev.unfinished', { card: softwareOf(card).name }));
}

export function registerSoftware(flow: AxonFlow): void {
  flow.defineDecision('software', {
    options: targetOptions,
    resolve: (s, p, seat, c, _n, ctx) => choose(s, ctx, p, seat, c),
    done: (s, p, ctx) => unfinished(s, ctx, p),
  });
  flow.defineDecision('respond', {
    options: respondOptions,
    resolve: (s, p, seat, c, _n, ctx) => respond(s, ctx, p, seat, c),
    // Everyone passed: the chain resolves now. (The 'turn' decision stays below while Software is
    // played, and queued steps wait for an empty stack, so this does not wait in the queue.)
    done: (s, p, ctx) => resolveChain(s, ctx, chainOf(p)),
  });
  flow.defineStep('resolveAttack', (s, step, ctx) => resolveChain(s, ctx, step.data.chain));
}
