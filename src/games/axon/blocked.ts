import type { Seat, Unavailable } from '../../engine/types.ts';
import { COST, NEXUS_CITY, type Resource } from './data/index.ts';
import { dataWord } from './data/messages.ts';
import { top } from './flow.ts';
import type { ChoiceKind } from './kinds.ts';
import { mb } from './messages.ts';
import { costOf } from './resources.ts';
import { scoredResources } from './score.ts';
import type { AxonState } from './state.ts';

/**
 * The turn's choices the active seat cannot take now, and why, shown under its prompt and given
 * for a refused typed command: Phishing (no free Phishing box, an empty Character stack, no card),
 * Take First Player (taken by action this round, held already, no card), Reverse (Two Player
 * Mode, no card), a hack (no card), the Special Actions (one taken this turn already; the ability
 * used this round, or doing nothing now; Monopoly created already, every Monopoly of one's
 * Resources taken, 4 cards needed). Only while the seat's turn is open (no decision of an action
 * in progress). `offered`, the seat's choices now when known: a kind offered is never listed as
 * blocked, and a Corporation ability not offered for none of the reasons above would do nothing.
 */
export function unavailable(s: AxonState, seat: Seat, offered?: readonly { readonly kind: string }[]): Unavailable[] {
  const t = s.turn;
  if (s.over || s.phase !== 'turns' || !t || t.seat !== seat) return [];
  const p = top(s);
  if (p && p.kind !== 'turn') return [];
  const me = s.p[seat];
  if (!me) return [];
  const cards = me.hand.length;
  const noCard = (n: number): string | null =>
    cards >= n ? null : n === 1 ? mb('axon.box.no.card') : mb('axon.box.no.cards', { n, k: cards });
  const out: Unavailable[] = [];
  const add = (kind: ChoiceKind, label: string, reason: string | null) => {
    if (reason && !offered?.some((o) => o.kind === kind)) out.push({ kind, label, reason });
  };

  if (!t.acted) {
    const free = NEXUS_CITY.areas.some((a) =>
      a.boxes.some(
        (b, i) =>
          b.kind === 'phishing' && !s.areas[a.id - 1]!.boxes[i]!.activated && !s.areas[a.id - 1]!.boxes[i]!.violence,
      ),
    );
    add(
      'phishing',
      mb('axon.box.u.phishing'),
      !free
        ? mb('axon.box.u.phishing.boxes')
        : s.charStack.length === 0
          ? mb('axon.box.u.phishing.stack')
          : noCard(costOf(s, seat, 'phishing')),
    );
    add(
      'first',
      mb('axon.box.u.first'),
      s.tookFirst !== null && s.tookFirst !== seat
        ? mb('axon.box.u.first.taken', { who: `{seat:${s.tookFirst}}` })
        : noCard(COST.takeFirstPlayer),
    );
    add('reverse', mb('axon.box.u.reverse'), s.players === 2 ? mb('axon.box.u.reverse.two') : noCard(COST.reverse));
    if (s.chars.some((c) => !c.activated)) add('hack', mb('axon.box.u.hack'), noCard(COST.hack));
  }

  // Special Actions: one per turn, before or after the action.
  const special = t.special ? mb('axon.box.u.special') : null;
  // Offered only when it would do something (docs rule 25a): otherwise that is the reason.
  add(
    'corp',
    mb('axon.box.u.corp'),
    me.corp === null
      ? null
      : me.corpUsed
        ? mb('axon.box.u.corp.used')
        : (special ?? noCard(costOf(s, seat, 'corporation')) ?? (offered ? mb('axon.box.u.corp.nothing') : null)),
  );
  add(
    'monopoly',
    mb('axon.box.u.monopoly'),
    me.corp === null
      ? null
      : me.monopoly
        ? mb('axon.box.u.monopoly.done', { res: dataWord('low', me.monopoly) })
        : (monopolyBlocked(s, seat) ?? special ?? noCard(COST.monopoly)),
  );
  return out;
}

/** Every Monopoly of the seat's scoring Resources exists already (each Monopoly is unique). */
function monopolyBlocked(s: AxonState, seat: Seat): string | null {
  const taken = new Set<Resource>(s.p.flatMap((p) => (p.monopoly ? [p.monopoly] : [])));
  const mine = scoredResources(s, seat);
  return mine.length > 0 && mine.every((r) => taken.has(r))
    ? mb('axon.box.u.monopoly.taken', { list: mine.map((r) => dataWord('low', r)).join(', ') })
    : null;
}
