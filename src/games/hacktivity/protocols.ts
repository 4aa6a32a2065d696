import type { FlowContext } from '../../engine/events.ts';
import { FIREWALL_MAX } from './data/index.ts';
import { m } from './messages.ts';
import type { HackState } from './state.ts';

/**
 * The Emergency Protocols A-E (Scenario 1, one at a time, the `protocol` option of /game new),
 * applied at the end of the set-up once the Characters, Firewalls and Alpha Anomalies are in place.
 * The rulebook leaves some targets open; what this game decides (designed):
 * - A: +1 Firewall to each player, up to the Firewall card's top box (4): in solo the Firewall
 *   already starts at 4, so A adds nothing there (the event says so).
 * - B: "Destroy 1 per player on the Basic Anomaly cards": the Basic Anomalies are the Alpha
 *   Anomalies set up on the Antivirus interface; the group's Destroy (1 per player) goes, one at a
 *   time, to the Alpha with the most nodes (leftmost on a tie); an Alpha at 0 is deactivated (Enemy
 *   Discard, block freed); the excess is lost.
 * - C: "1 green cube per player on the Critical interface": each green cube raises the breaking
 *   point, so the grey cube starts 1 box higher per player.
 * - D: -1 purple cube per player: the purple cube starts that many boxes lower (never below 0).
 * - E: "Destroy 2 per player on the cards": as B with 2 per player on the Anomaly cards set up on
 *   the board, and what no Anomaly can take lowers the purple cube instead (a Destroy may target the
 *   Critical interface), never below 0.
 * F is play advice only (a help topic).
 */
export const PROTOCOLS = {
  A: m('hack.protocol.A'),
  B: m('hack.protocol.B'),
  C: m('hack.protocol.C'),
  D: m('hack.protocol.D'),
  E: m('hack.protocol.E'),
} as const;
export type Protocol = keyof typeof PROTOCOLS;

/** Destroy `n` nodes one at a time on the strongest Anomaly on the board; returns what is left over. */
function destroyOnBoard(s: HackState, n: number): number {
  let left = n;
  while (left > 0) {
    let best = -1;
    s.blocks.forEach((b, i) => {
      if (b.card !== null && b.nodes > 0 && (best < 0 || b.nodes > s.blocks[best]!.nodes)) best = i;
    });
    if (best < 0) break;
    const b = s.blocks[best]!;
    b.nodes -= 1;
    left -= 1;
    if (b.nodes === 0) {
      s.enemyDiscard.push(b.card!);
      b.card = null;
      b.chains = 0;
    }
  }
  return left;
}

export function applyProtocol(s: HackState, ctx: FlowContext): void {
  const k = s.players;
  const which = s.options.protocol;
  if (which === 'none') return;
  switch (which) {
    case 'A':
      // The Firewall card stops at 4: a solo Firewall already there gains nothing.
      for (const p of s.p) p.firewall = Math.min(FIREWALL_MAX, p.firewall + 1);
      break;
    case 'B':
      destroyOnBoard(s, k);
      break;
    case 'C':
      s.grey += k;
      break;
    case 'D':
      s.purple = Math.max(0, s.purple - k);
      break;
    case 'E': {
      const rest = destroyOnBoard(s, 2 * k);
      s.purple = Math.max(0, s.purple - rest);
      break;
    }
  }
  ctx.event(m('hack.event.protocol', { p: which, text: PROTOCOLS[which] }));
}
