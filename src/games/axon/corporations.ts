import type { FlowContext } from '../../engine/events.ts';
import type { Seat } from '../../engine/types.ts';
import { hackWith } from './activation.ts';
import { CORPORATIONS, type Corporation, PRISON_AREA, type Resource } from './data/index.ts';
import { dataWord, orList } from './data/messages.ts';
import { type AxonFlow, ask, type Opt } from './flow.ts';
import { areaOf, neighbours } from './graph.ts';
import { mc } from './messages.ts';
import {
  areaState,
  canBeKilled,
  canMove,
  cardLabel,
  cardsByName,
  charAt,
  charData,
  charName,
  costOf,
  drawSoftware,
  gain,
  guarded,
  hasType,
  inPrison,
  placedWords,
  softwareOf,
} from './resources.ts';
import type { AxonState, CharState } from './state.ts';

/**
 * Special Actions: the Corporation's Special Ability (1 card, once per round: the Activation Token
 * on the Corporation card, `p.corpUsed`) and Create Monopoly (4 cards, once per game, each
 * Monopoly unique). One per turn (`turn.special`). The six abilities (data/corporations.ts):
 * - ares-murder: hack 1 Character (not in the Prison) that could MURDER or AUGMENT where it stands;
 * - media-scandal: 1 Scandal token on a Character with a Violence token;
 * - helix-move: a Character with Drugs (not in the Prison) along 1 street, never into the Prison;
 * - omni-shift: 1 Data token from one's Corporate Area to another (the counter does not move);
 * - syndicate-release: an inmate of the Prison to an Area adjacent to it;
 * - datastream-draw: draw 2 Software cards, then discard 1.
 * Prison inmates are targets only for each other and Software (rule 71): the abilities other than
 * the Syndicate's never reach them.
 */

const corpOf = (s: AxonState, seat: Seat): Corporation | undefined => {
  const id = s.p[seat]!.corp;
  return id ? CORPORATIONS[id] : undefined;
};

/** Whether `c` could use `skill` where it stands (for offering Ares' hack only when it does something). */
function couldUse(s: AxonState, c: CharState, skill: 'murder' | 'augment'): boolean {
  if (!charData(c.id).skills.includes(skill)) return false;
  if (skill === 'augment')
    return areaOf(c.area).shop || s.chars.some((x) => x.area === c.area && hasType(x, 'merchant'));
  return !guarded(s, c.area, c.id) && s.chars.some((x) => x.area === c.area && x.id !== c.id && canBeKilled(x));
}

const outside = (s: AxonState) => s.chars.filter((c) => !inPrison(c));

const where = (c: CharState) => mc('axon.corp.at', { area: areaOf(c.area).name, n: c.area });

/** The ability's choices now (kind 'target'): empty when it would do nothing. */
function abilityTargets(s: AxonState, seat: Seat): Opt[] {
  const corp = corpOf(s, seat);
  if (!corp) return [];
  switch (corp.ability.id) {
    case 'ares-murder':
      return outside(s)
        .filter((c) => couldUse(s, c, 'murder') || couldUse(s, c, 'augment'))
        .map((c) => ({
          key: `corp:${c.id}`,
          kind: 'target',
          label: mc('axon.corp.ares', { name: charName(c.id) }),
          detail: mc('axon.corp.ares.detail', { where: where(c) }),
          value: { char: c.id },
        }));
    case 'media-scandal':
      return outside(s)
        .filter((c) => c.tokens.violence > 0)
        .map((c) => ({
          key: `corp:${c.id}`,
          kind: 'target',
          label: mc('axon.corp.media', { name: charName(c.id) }),
          detail: mc('axon.corp.media.detail', { where: where(c) }),
          value: { char: c.id },
        }));
    case 'helix-move':
      return outside(s)
        .filter((c) => c.tokens.drugs > 0 && canMove(c))
        .flatMap((c) =>
          neighbours(c.area, 'street')
            .filter((to) => to !== PRISON_AREA)
            .map((to) => ({
              key: `corp:${c.id}:${to}`,
              kind: 'target',
              label: mc('axon.corp.move', { name: charName(c.id), area: areaOf(to).name, n: to }),
              detail: mc('axon.corp.move.detail', { area: areaOf(c.area).name }),
              value: { char: c.id, to },
            })),
        );
    case 'omni-shift':
      if (areaState(s, corp.area).data === 0) return [];
      return Object.values(CORPORATIONS)
        .filter((o) => o.area !== corp.area)
        .map((o) => ({
          key: `corp:a${o.area}`,
          kind: 'target',
          label: mc('axon.corp.omni', { area: areaOf(o.area).name }),
          detail: mc('axon.corp.omni.detail', { corp: o.name }),
          value: { to: o.area },
        }));
    case 'syndicate-release':
      return s.chars
        .filter((c) => inPrison(c) && canMove(c))
        .flatMap((c) =>
          neighbours(PRISON_AREA).map((to) => ({
            key: `corp:${c.id}:${to}`,
            kind: 'target',
            label: mc('axon.corp.release', { name: charName(c.id), area: areaOf(to).name, n: to }),
            detail: mc('axon.corp.release.detail', { prison: areaOf(PRISON_AREA).name }),
            value: { char: c.id, to },
          })),
        );
    case 'datastream-draw':
      // The card paid for it is on the discard pile at worst: there is always a card to draw.
      return [
        {
          key: 'corp:draw',
          kind: 'target',
          label: mc('axon.corp.draw'),
          detail: corp.ability.text,
          value: {},
        },
      ];
    default:
      return [];
  }
}

/** The Resources `seat` may turn into a Monopoly: the ones it scores (3 in Two Player Mode) that nobody holds a Monopoly of. */
export function monopolyResources(s: AxonState, seat: Seat): Resource[] {
  const p = s.p[seat]!;
  const corp = corpOf(s, seat);
  if (!corp || p.monopoly) return [];
  const held = new Set(s.p.map((x) => x.monopoly).filter((r): r is Resource => r !== null));
  return [...corp.scores, ...(p.extra ? [p.extra] : [])].filter((r) => !held.has(r));
}

/** The Special Actions offered in the turn (the caller checks `turn.special`). */
export function specialChoices(s: AxonState, seat: Seat): Opt[] {
  const p = s.p[seat]!;
  const corp = corpOf(s, seat);
  if (!corp) return [];
  const out: Opt[] = [];
  const cost = costOf(s, seat, 'corporation');
  if (!p.corpUsed && p.hand.length >= cost && abilityTargets(s, seat).length > 0) {
    out.push({
      key: 'corp',
      kind: 'corp',
      label: mc('axon.corp.ability', { corp: corp.name, n: cost }),
      detail: corp.ability.text,
    });
  }
  const mono = monopolyResources(s, seat);
  const mcost = costOf(s, seat, 'monopoly');
  if (mono.length > 0 && p.hand.length >= mcost) {
    const all = [...corp.scores, ...(p.extra ? [p.extra] : [])];
    out.push({
      key: 'monopoly',
      kind: 'monopoly',
      label: mc('axon.corp.monopoly', { n: mcost }),
      detail: mc('axon.corp.monopoly.detail', {
        list: orList(mono.map((r) => dataWord('low', r))),
        n: all.length - 1,
      }),
    });
  }
  return out;
}

/** After paying: the Activation Token on the Corporation card, then the ability's choice. */
export function corporationAbility(s: AxonState, ctx: FlowContext, seat: Seat): void {
  s.p[seat]!.corpUsed = true;
  s.turn!.special = true;
  ctx.event(mc('axon.corp.ev.ability', { who: `{seat:${seat}}`, corp: corpOf(s, seat)!.name }));
  ask(s, 'corpAbility', [seat], { stage: 'target' });
}

/** After paying 4 cards: the Monopoly's Resource. */
export function monopolyDecision(s: AxonState, seat: Seat): void {
  s.turn!.special = true;
  ask(s, 'monopoly', [seat]);
}

function resolveAbility(s: AxonState, ctx: FlowContext, seat: Seat, v: { char?: string; to?: number }): void {
  const corp = corpOf(s, seat)!;
  const c = v.char ? charAt(s, v.char) : undefined;
  switch (corp.ability.id) {
    case 'ares-murder':
      ctx.event(mc('axon.corp.ev.ares', { name: charName(v.char!) }));
      hackWith(s, ctx, seat, v.char!, ['murder', 'augment']);
      return;
    case 'media-scandal':
      ctx.event(mc('axon.corp.ev.media', { placed: placedWords(s, 'scandal', charName(v.char!)) }));
      gain(s, ctx, 'scandal', { char: v.char! }, seat);
      return;
    case 'helix-move':
    case 'syndicate-release':
      c!.area = v.to!;
      c!.section = null;
      ctx.event(
        mc('axon.corp.ev.move', { corp: corp.name, name: charName(c!.id), area: areaOf(v.to!).name, n: v.to! }),
      );
      return;
    case 'omni-shift':
      areaState(s, corp.area).data--;
      areaState(s, v.to!).data++;
      ctx.event(mc('axon.corp.ev.omni', { corp: corp.name, from: areaOf(corp.area).name, to: areaOf(v.to!).name }));
      return;
    case 'datastream-draw':
      drawSoftware(s, ctx, seat, 2);
      ctx.event(mc('axon.corp.ev.draw', { who: `{seat:${seat}}` }));
      ask(s, 'corpAbility', [seat], { stage: 'discard' });
  }
}

export function registerCorporations(flow: AxonFlow): void {
  flow.defineDecision('corpAbility', {
    options: (s, p, seat) =>
      p.data.stage === 'discard'
        ? cardsByName(s.p[seat]!.hand).map((c) => ({
            key: `corp:discard:${c.id}`,
            kind: 'target',
            label: mc('axon.corp.discard', { card: cardLabel(c) }),
            detail: mc('axon.corp.discard.detail'),
            value: c.id,
          }))
        : abilityTargets(s, seat),
    resolve: (s, p, seat, c, _n, ctx) => {
      if (p.data.stage === 'discard') {
        const hand = s.p[seat]!.hand;
        hand.splice(hand.indexOf(c.value as string), 1);
        s.discard.push(c.value as string);
        ctx.event(mc('axon.corp.ev.discard', { who: `{seat:${seat}}`, card: softwareOf(c.value as string).name }));
        return;
      }
      resolveAbility(s, ctx, seat, c.value as { char?: string; to?: number });
    },
  });
  flow.defineDecision('monopoly', {
    options: (s, _p, seat) =>
      monopolyResources(s, seat).map((r) => ({
        key: `monopoly:${r}`,
        kind: 'monopoly',
        label: mc('axon.corp.mono', { res: dataWord('low', r) }),
        detail: mc('axon.corp.mono.detail', { n: s.counter[r], vp: 2 * s.counter[r] }),
        value: r,
      })),
    resolve: (s, _p, seat, c, _n, ctx) => {
      const r = c.value as Resource;
      s.p[seat]!.monopoly = r;
      ctx.event(mc('axon.corp.ev.mono', { who: `{seat:${seat}}`, res: dataWord('low', r) }));
    },
  });
}
