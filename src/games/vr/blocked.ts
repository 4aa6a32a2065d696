import type { Unavailable } from '../../engine/types.ts';
import { ACTION_NAMES, actionBlock } from './actions.ts';
import { activationBlock } from './agents/activation.ts';
import { boroughState, canAddInfluence, titlesOf } from './board.ts';
import { donationExtra } from './costs.ts';
import { AGENTS, COSTS, DISTRICT_NAMES, VERSES } from './data/index.ts';
import { ACTIONS, type ActionId } from './data/types.ts';
import { top } from './flow.ts';
import { borough, m } from './messages.ts';
import type { Pending, VrState } from './state.ts';
import { titleBlock } from './titles.ts';
import { extraKey } from './turn.ts';
import { verseConditionReason } from './verses/text.ts';
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

const NO_DIRECTOR = m('vr.no.directorFirst');
const NO_MANOEUVRE = m('vr.no.manoeuvreFirst');
const ACTION_DONE = m('vr.no.actionDone');

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
        key: extraKey(x),
        kind: 'extra',
        label: clipLabel(m('vr.extra.label', { action: ACTION_NAMES[x.action], source: x.source })),
        reason,
      });
  }
  if (t.stage === 'director') {
    out.push({ key: 'inf', kind: 'influence', label: m('vr.inf.manoeuvre'), reason: NO_DIRECTOR });
  } else if (t.stage === 'influence') {
    const b = t.borough!;
    const here = boroughState(s, b);
    const theirs = here.owner !== null && here.owner !== seat;
    if (!canAddInfluence(s, seat, b)) {
      out.push({
        key: 'inf:add',
        kind: 'influence',
        label: m('vr.inf.add'),
        reason: theirs ? m('vr.no.othersTokens', { borough: borough(b) }) : m('vr.no.reserveEmpty'),
      });
    }
    if (here.count === 0)
      out.push({
        key: 'inf:remove',
        kind: 'influence',
        label: m('vr.inf.remove'),
        reason: m('vr.no.tokenIn', { borough: borough(b) }),
      });
    const elsewhere = s.boroughs.some((x, i) => x.owner === seat && x.count > 0 && i + 1 !== b);
    if (theirs || !elsewhere) {
      out.push({
        key: 'inf:move',
        kind: 'move',
        label: m('vr.inf.move'),
        reason: theirs ? m('vr.no.othersTokens', { borough: borough(b) }) : m('vr.no.tokenElsewhere'),
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
      out.push({ key: 'agent:use', kind: 'agentUse', label: m('vr.agent.useOnDuty'), reason: NO_DIRECTOR });
      out.push({ key: 'agent:promote', kind: 'agentPromote', label: m('vr.agent.promoteOnDuty'), reason: NO_DIRECTOR });
    }
  } else {
    for (const d of p.onDuty) {
      const label = m('vr.agent.use', { agent: AGENTS[d.id]!.name });
      if (d.turned) out.push({ key: `agent:use:${d.id}`, kind: 'agentUse', label, reason: m('vr.no.usedThisRound') });
      else {
        const reason = activationBlock(s, seat, d.id);
        if (reason)
          out.push({ key: `agent:use:${d.id}`, kind: 'agentUse', label, reason: m('vr.no.noEffect', { reason }) });
      }
    }
  }
  for (const d of titlesOf(s, seat)) {
    if (d === 'QL') continue; // used during Raids and Necro attacks, never from the turn
    const label = m('vr.title', { district: DISTRICT_NAMES[d] });
    if (s.titlesTurned.includes(d))
      out.push({ key: `title:${d}`, kind: 'title', label, reason: m('vr.no.usedThisRound') });
    else {
      const reason = titleBlock(s, seat, d);
      if (reason) out.push({ key: `title:${d}`, kind: 'title', label, reason: m('vr.no.noEffect', { reason }) });
    }
  }
  for (const v of p.verses) {
    if (v.online || verseConditionMet(s, seat, v.id)) continue;
    out.push({
      key: `verse:online:${v.id}`,
      kind: 'verseOnline',
      label: clipLabel(m('vr.verse.putOnline', { verse: VERSES[v.id]!.name })),
      reason: m('vr.no.condition', { condition: verseConditionReason(v.id) }),
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
    if (hand < cards) out.push({ key, kind: 'donate', label, reason: m('vr.don.held', { n: hand }) });
    else if (money < cost) out.push({ key, kind: 'donate', label, reason: m('vr.no.costs', { cost, money }) });
  };
  pay('don-1', m('vr.don.payDiscard', { cost: COSTS.donationOne + x, n: 1 }), 1, COSTS.donationOne + x);
  pay('don-2', m('vr.don.payDiscard', { cost: COSTS.donationTwo + x, n: 2 }), 2, COSTS.donationTwo + x);
  if (!p.data.immunity)
    pay('don-imm', m('vr.don.payImmunity', { cost: COSTS.donationImmunity + x }), 0, COSTS.donationImmunity + x);
  return out;
}

/** The choices a seat cannot take now, for the platform (kind, label, reason). */
export const unavailableChoices = (s: VrState, seat: number): Unavailable[] =>
  blockedChoices(s, seat).map(({ kind, label, reason }) => ({ kind, label, reason }));

/**
 * Why `key` is refused for `seat`, as a sentence: whose decision the table awaits, the blocked
 * choice's reason, or what the turn needs first.
 */
export function refusal(s: VrState, seat: number, key: string): string {
  if (s.over) return m('vr.refuse.over');
  const p = top(s);
  const t = s.turn;
  if (p && !p.seats.includes(seat)) return m('vr.refuse.otherDecision');
  if (!p && t?.seat !== seat) return m('vr.refuse.notYourTurn');
  const blocked = blockedChoices(s, seat);
  const hit = blocked.find((b) => b.key === key) ?? blocked.find((b) => key.startsWith(`${b.key}:`));
  if (hit) return m('vr.refuse.sentence', { label: hit.label, reason: hit.reason });
  if (p) return m('vr.refuse.notThisQuestion');
  const head = key.split(':')[0];
  if (t?.stage === 'director' && head !== 'dir') return m('vr.refuse.directorFirst');
  if (head === 'dir') return m('vr.refuse.directorPlaced');
  if (head === 'inf' && t?.stage !== 'influence') return m('vr.refuse.manoeuvreOver');
  return m('vr.refuse.notAvailable');
}
