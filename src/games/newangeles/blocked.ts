import type { Choice } from '../../engine/flow.ts';
import type { Seat, Unavailable } from '../../engine/types.ts';
import { assetOf, playableOf, TYPE_NAMES } from './cards.ts';
import { ACTION_TYPES, corpOf } from './data/index.ts';
import { counterCost } from './deal.ts';
import { assetTargets, targetsOf } from './effects.ts';
import { top } from './flow.ts';
import type { ChoiceKind } from './kinds.ts';
import { m } from './messages.ts';
import type { NaState } from './state.ts';
import { canDrawFrom } from './turn.ts';

/**
 * The choices a seat cannot take now, and why, shown under its prompt and given for a refused
 * typed command: at the main offer and a counteroffer chance, hand cards with no district where
 * they apply (rule 55) and a face-down emergency action (rule 63); a counteroffer one cannot pay
 * (rule 57; the deal passes such a seat over with a private line, so this shows only if it is asked)
 * and an exhausted free-counteroffer asset; at the vote, exhausted vote assets; at the
 * end of turn, assets used this turn already, exhausted, or with nothing to act on; at a General
 * draw, decks drawn from already or empty (rules 47, 49). `offered` are the seat's choices now: a
 * choice offered is never listed as blocked (a forced offer, rule 55's last case, stays offered).
 */
export function unavailable(s: NaState, seat: Seat, offered: readonly Choice[]): Unavailable[] {
  const p = top(s);
  if (s.over || !p || !p.seats.includes(seat)) return [];
  const out: Unavailable[] = [];
  const seen = new Set<string>();
  const isOffered = (key: string) => offered.some((o) => o.key === key || o.key.startsWith(`${key}:`));
  /** Adds one line unless `key` (a choice's key or its prefix) is offered; one line per kind and label. */
  const add = (kind: ChoiceKind, label: string, reason: string | null, key?: string) => {
    if (!reason || (key !== undefined && isOffered(key)) || seen.has(`${kind}|${label}`)) return;
    seen.add(`${kind}|${label}`);
    out.push({ kind, label, reason });
  };

  switch (p.kind) {
    case 'main':
      offers(s, seat, 'offer', add);
      break;
    case 'counter': {
      offers(s, seat, 'counter', add);
      const cost = counterCost(s, seat);
      const free = freeCounters(s, seat);
      const anyCounter = offered.some((o) => o.kind === 'counter' && o.key !== 'counter:pass');
      if (!anyCounter && cost > s.capital[seat]! && free.length === 0) {
        add(
          'counter',
          m('na.counterofferCap'),
          m('na.why.counterCost', { nth: (s.deal?.counters.length ?? 0) + 1, n: cost, held: s.capital[seat]! }),
        );
      }
      for (const a of mine(s, seat).filter(
        (id) => assetOf(id).power.kind === 'freeCounter' && s.exhausted.includes(id),
      )) {
        add('counter', m('na.blocked.freeCounter', { asset: assetOf(a).name }), m('na.why.exhausted'));
      }
      break;
    }
    case 'support':
      for (const a of mine(s, seat).filter((id) => assetOf(id).power.kind === 'vote' && s.exhausted.includes(id))) {
        add(
          'support',
          m('na.blocked.vote', { asset: assetOf(a).name, n: (assetOf(a).power as { n: number }).n }),
          m('na.why.exhausted'),
          `support:main:${a}`,
        );
      }
      break;
    case 'endTurn':
      for (const a of mine(s, seat)) add('asset', assetOf(a).name, assetBlocked(s, seat, a), `asset:${a}`);
      break;
    case 'general': {
      const drawn = p.data.drawn;
      for (const t of ACTION_TYPES) {
        const why = drawn.includes(t)
          ? m('na.why.drewAlready')
          : canDrawFrom(s, t)
            ? null
            : m('na.why.deckEmpty', { deck: TYPE_NAMES[t] });
        add('general', m('na.blocked.drawFrom', { deck: TYPE_NAMES[t] }), why, `general:${t}`);
      }
      break;
    }
    default:
      break;
  }
  return out;
}

type Add = (kind: ChoiceKind, label: string, reason: string | null, key?: string) => void;

/** Hand cards and the emergency action that cannot be offered now (rules 55, 63). */
function offers(s: NaState, seat: Seat, kind: 'offer' | 'counter', add: Add): void {
  for (const id of s.hands[seat]!) {
    if (targetsOf(s, id).length === 0) add(kind, playableOf(id).name, m('na.why.noDistrict55'), `${kind}:${id}`);
  }
  const e = corpOf(s.corps[seat]!).emergency;
  const name = m('na.cardEmergency', { card: playableOf(e).name });
  if (!s.emergencyUp[seat]) add(kind, name, m('na.why.faceDown'), `${kind}:${e}`);
  else if (targetsOf(s, e).length === 0) add(kind, name, m('na.why.noDistrict55'), `${kind}:${e}`);
}

/** Why an asset cannot be used at this end of turn, or null when that is not known to be so. */
function assetBlocked(s: NaState, seat: Seat, id: string): string | null {
  const a = assetOf(id);
  if (a.timing === 'passive') return null;
  if (s.usedThisTurn.includes(id)) return m('na.why.usedAlready');
  if (a.timing === 'exhaust' && s.exhausted.includes(id)) return m('na.why.exhausted');
  const p = a.power;
  switch (p.kind) {
    case 'city':
      return assetTargets(s, id).length === 0 ? m('na.why.noDistrict') : null;
    case 'flip':
      return s.emergencyUp[seat] ? m('na.why.faceUpAlready') : null;
    case 'draw':
      return (p.deck === 'general' ? ACTION_TYPES.some((t) => canDrawFrom(s, t)) : canDrawFrom(s, p.deck))
        ? null
        : m('na.why.noCardLeft');
    case 'threat':
      return p.by > 0 ? (s.threat >= 25 ? m('na.why.threatMax') : null) : s.threat <= 0 ? m('na.why.threatZero') : null;
    default:
      return null;
  }
}

const mine = (s: NaState, seat: Seat): string[] => s.assets[seat] ?? [];

/** The seat's ready free-counteroffer assets. */
const freeCounters = (s: NaState, seat: Seat): string[] =>
  mine(s, seat).filter((id) => assetOf(id).power.kind === 'freeCounter' && !s.exhausted.includes(id));
