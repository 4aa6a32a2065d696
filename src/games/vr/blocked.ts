import type { Unavailable } from '../../engine/types.ts';
import { ACTION_NAMES, actionBlock } from './actions.ts';
import { activationBlock } from './agents/activation.ts';
import { boroughState, canAddInfluence, titlesOf } from './board.ts';
import { donationExtra } from './costs.ts';
import { AGENTS, COSTS, DISTRICT_NAMES, VERSES } from './data/index.ts';
import { ACTIONS, type ActionId } from './data/types.ts';
import { top } from './flow.ts';
import type { Pending, VrState } from './state.ts';
import { titleBlock } from './titles.ts';
import { verseCondition } from './verses/text.ts';
import { verseConditionMet } from './verses.ts';
import { clipLabel } from './wording.ts';

/**
 * Choices the current player cannot take now, and why: a blocked Action stays visible with its
 * reason ("no Agent within range 1 of your Director"), and a refused typed choice is answered
 * with that reason. Each is keyed like the choice it would be, so a refused key finds its reason.
 */
export interface Blocked extends Unavailable {
  readonly key: string;
}

const NO_DIRECTOR = 'place your Director first';
const lowerFirst = (t: string): string => `${t.charAt(0).toLowerCase()}${t.slice(1)}`;
const NO_MANOEUVRE = 'make your Influence manoeuvre first, or choose "No Influence manoeuvre"';
const ACTION_DONE = 'you have already performed your Action this turn';

/**
 * Kinds met inside an Action ("/vr recruit" before the Action is chosen): they repeat the Action's
 * label and reason, so a prompt that groups entries by reason shows each once.
 */
const INSIDE: Partial<Record<ActionId, { key: string; kind: string }>> = {
  recruit: { key: 'recruit', kind: 'recruit' },
  verse: { key: 'verse', kind: 'verse' },
  donation: { key: 'donate', kind: 'donate' },
};

export function blockedChoices(s: VrState, seat: number): Blocked[] {
  if (s.over) return [];
  const p = top(s);
  if (p) return p.seats.includes(seat) ? decisionBlocked(s, p, seat) : [];
  if (s.turn?.seat !== seat) return [];
  return [...turnBlocked(s, seat), ...freeBlocked(s, seat)];
}

/** Why each Action cannot be chosen now (none when it can). */
function actionReasons(s: VrState, seat: number): Partial<Record<ActionId, string>> {
  const t = s.turn!;
  const out: Partial<Record<ActionId, string>> = {};
  for (const a of ACTIONS) {
    const reason =
      t.stage === 'director'
        ? NO_DIRECTOR
        : t.stage === 'influence'
          ? NO_MANOEUVRE
          : t.stage === 'end'
            ? ACTION_DONE
            : actionBlock(s, seat, a);
    if (reason) out[a] = reason;
  }
  return out;
}

function turnBlocked(s: VrState, seat: number): Blocked[] {
  const t = s.turn!;
  const out: Blocked[] = [];
  const reasons = actionReasons(s, seat);
  for (const a of ACTIONS) {
    const reason = reasons[a];
    if (reason) out.push({ key: `act:${a}`, kind: 'action', label: ACTION_NAMES[a], reason });
  }
  for (const a of ACTIONS) {
    const inside = INSIDE[a];
    if (!inside) continue;
    // An extra of this Action still to perform is the way to it: no reason to give.
    const extras = t.extra.filter((x) => x.action === a).map((x) => actionBlock(s, seat, a, x.discardPile));
    if (extras.includes(null)) continue;
    const reason = reasons[a];
    if (!reason) continue;
    out.push({ ...inside, label: ACTION_NAMES[a], reason: reason === ACTION_DONE ? (extras[0] ?? reason) : reason });
  }
  for (const x of t.extra) {
    const reason = actionBlock(s, seat, x.action, x.discardPile);
    if (reason)
      out.push({
        key: `extra:${x.action}:${x.source}`,
        kind: 'extra',
        label: clipLabel(`Extra: ${ACTION_NAMES[x.action]} (${x.source})`),
        reason,
      });
  }
  if (t.stage === 'director') {
    out.push({ key: 'inf', kind: 'influence', label: 'Influence manoeuvre', reason: NO_DIRECTOR });
  } else if (t.stage === 'influence') {
    const b = t.borough!;
    const here = boroughState(s, b);
    const theirs = here.owner !== null && here.owner !== seat;
    if (!canAddInfluence(s, seat, b)) {
      out.push({
        key: 'inf:add',
        kind: 'influence',
        label: 'Add 1 Influence here',
        reason: theirs
          ? `another player's tokens are in Borough ${b}`
          : 'you have no Influence token left in your reserve',
      });
    }
    if (here.count === 0)
      out.push({
        key: 'inf:remove',
        kind: 'influence',
        label: 'Remove 1 token here',
        reason: `there is no Influence token in Borough ${b}`,
      });
    const elsewhere = s.boroughs.some((x, i) => x.owner === seat && x.count > 0 && i + 1 !== b);
    if (theirs || !elsewhere) {
      out.push({
        key: 'inf:move',
        kind: 'move',
        label: 'Move a token here',
        reason: theirs ? `another player's tokens are in Borough ${b}` : 'you have no token in another Borough',
      });
    }
  }
  return out;
}

/** Agents, Titles and Verses during one's turn: used already, or with nothing to do now. */
function freeBlocked(s: VrState, seat: number): Blocked[] {
  const t = s.turn!;
  const p = s.p[seat]!;
  const out: Blocked[] = [];
  if (t.borough === null) {
    if (p.onDuty.length) {
      out.push({ key: 'agent:use', kind: 'agentUse', label: 'Use an Agent on Duty', reason: NO_DIRECTOR });
      out.push({ key: 'agent:promote', kind: 'agentPromote', label: 'Promote an Agent on Duty', reason: NO_DIRECTOR });
    }
  } else {
    for (const d of p.onDuty) {
      const label = `Use ${AGENTS[d.id]!.name}`;
      if (d.turned)
        out.push({ key: `agent:use:${d.id}`, kind: 'agentUse', label, reason: 'it has already been used this Round' });
      else {
        const reason = activationBlock(s, seat, d.id);
        if (reason) out.push({ key: `agent:use:${d.id}`, kind: 'agentUse', label, reason: `no effect: ${reason}` });
      }
    }
  }
  for (const d of titlesOf(s, seat)) {
    if (d === 'QL') continue; // used during Raids and Necro attacks, never from the turn
    const label = `${DISTRICT_NAMES[d]} Title`;
    if (s.titlesTurned.includes(d))
      out.push({ key: `title:${d}`, kind: 'title', label, reason: 'it has already been used this Round' });
    else {
      const reason = titleBlock(s, seat, d);
      if (reason) out.push({ key: `title:${d}`, kind: 'title', label, reason: `no effect: ${reason}` });
    }
  }
  for (const v of p.verses) {
    if (v.online || verseConditionMet(s, seat, v.id)) continue;
    out.push({
      key: `verse:online:${v.id}`,
      kind: 'verseOnline',
      label: clipLabel(`Put ${VERSES[v.id]!.name} Online`),
      reason: `its condition is not met: ${lowerFirst(verseCondition(v.id).replace(/\.$/, ''))}`,
    });
  }
  return out;
}

/** Inside a Donation: the payments one cannot make. */
function decisionBlocked(s: VrState, p: Pending, seat: number): Blocked[] {
  if (p.kind !== 'donation' || p.data.paid || p.data.discarding > 0) return [];
  const hand = s.p[seat]!.corruption.length;
  const money = s.p[seat]!.money;
  const x = donationExtra(s, seat);
  const out: Blocked[] = [];
  const pay = (key: string, label: string, cards: number, cost: number) => {
    if (hand < cards)
      out.push({ key, kind: 'donate', label, reason: `you hold ${hand} Corruption card${hand === 1 ? '' : 's'}` });
    else if (money < cost)
      out.push({ key, kind: 'donate', label, reason: `it costs ${cost} Eurocredits and you have ${money}` });
  };
  pay('don-1', `Pay ${COSTS.donationOne + x}: discard 1 Corruption card`, 1, COSTS.donationOne + x);
  pay('don-2', `Pay ${COSTS.donationTwo + x}: discard 2 Corruption cards`, 2, COSTS.donationTwo + x);
  if (!p.data.immunity)
    pay('don-imm', `Pay ${COSTS.donationImmunity + x}: gain 1 Immunity`, 0, COSTS.donationImmunity + x);
  return out;
}

/** The choices a seat cannot take now, for the platform (kind, label, reason). */
export const unavailableChoices = (s: VrState, seat: number): Unavailable[] =>
  blockedChoices(s, seat).map(({ kind, label, reason }) => ({ kind, label, reason }));

const sentence = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/**
 * Why `key` is refused for `seat`, as a sentence: whose decision the table awaits, the blocked
 * choice's reason, or what the turn needs first.
 */
export function refusal(s: VrState, seat: number, key: string): string {
  if (s.over) return 'The game is over.';
  const p = top(s);
  const t = s.turn;
  if (p && !p.seats.includes(seat)) return 'The table is waiting for another decision; you have nothing to choose now.';
  if (!p && t?.seat !== seat) return 'It is not your turn.';
  const blocked = blockedChoices(s, seat);
  const hit = blocked.find((b) => b.key === key) ?? blocked.find((b) => key.startsWith(`${b.key}:`));
  if (hit) return sentence(`${hit.label}: ${hit.reason}`);
  if (p) return 'That choice does not answer the question asked now.';
  const head = key.split(':')[0];
  if (t?.stage === 'director' && head !== 'dir') return sentence(NO_DIRECTOR);
  if (head === 'dir') return 'Your Director is already placed this turn.';
  if (head === 'inf' && t?.stage !== 'influence') return 'Your Influence manoeuvre is over for this turn.';
  return 'That choice is not available now.';
}
