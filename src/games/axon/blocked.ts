import type { Seat, Unavailable } from '../../engine/types.ts';
import { COST, NEXUS_CITY, type Resource } from './data/index.ts';
import { top } from './flow.ts';
import type { ChoiceKind } from './kinds.ts';
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
    cards >= n
      ? null
      : n === 1
        ? 'needs 1 Software card to discard; your hand is empty'
        : `needs ${n} Software cards to discard; you hold ${cards}`;
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
      'Phishing',
      !free
        ? "every Exit Area's Phishing box holds an Activation or Violence token this round"
        : s.charStack.length === 0
          ? 'the Character stack is empty'
          : noCard(costOf(s, seat, 'phishing')),
    );
    add(
      'first',
      'Take the First Player Token',
      s.tookFirst !== null && s.tookFirst !== seat
        ? `{seat:${s.tookFirst}} took it by action this round`
        : noCard(COST.takeFirstPlayer),
    );
    add('reverse', 'Reverse the Turn Order', s.players === 2 ? 'not in Two Player Mode' : noCard(COST.reverse));
    if (s.chars.some((c) => !c.activated)) add('hack', 'Hack a Character', noCard(COST.hack));
  }

  // Special Actions: one per turn, before or after the action.
  const special = t.special ? 'you took your Special Action this turn already (one per turn)' : null;
  // Offered only when it would do something (docs rule 25a): otherwise that is the reason.
  add(
    'corp',
    'Corporation ability',
    me.corp === null
      ? null
      : me.corpUsed
        ? 'used this round: an Activation Token is on your Corporation card'
        : (special ?? noCard(costOf(s, seat, 'corporation')) ?? (offered ? 'it would do nothing now' : null)),
  );
  add(
    'monopoly',
    'Create Monopoly',
    me.corp === null
      ? null
      : me.monopoly
        ? `your Corporation is a ${me.monopoly} Monopoly already (once per game)`
        : (monopolyBlocked(s, seat) ?? special ?? noCard(COST.monopoly)),
  );
  return out;
}

/** Every Monopoly of the seat's scoring Resources exists already (each Monopoly is unique). */
function monopolyBlocked(s: AxonState, seat: Seat): string | null {
  const taken = new Set<Resource>(s.p.flatMap((p) => (p.monopoly ? [p.monopoly] : [])));
  const mine = scoredResources(s, seat);
  return mine.length > 0 && mine.every((r) => taken.has(r))
    ? `every Monopoly of your Resources (${mine.join(', ')}) exists already`
    : null;
}
