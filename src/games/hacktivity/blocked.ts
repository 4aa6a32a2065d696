import type { Unavailable } from '../../engine/types.ts';
import { ANOMALIES, PROGRAMS } from './data/index.ts';
import type { HackChoiceKind } from './kinds.ts';
import type { HackState } from './state.ts';

/**
 * Choices of the current Play turn that the seat cannot take now, and why, shown under its
 * (private) prompt: an Anomaly's top option with no free data block, DrPower's programs without
 * the load or already used, and ending the turn before a card is played. Labels name a card only
 * to its owner and never show its numbers.
 */
export function unavailable(s: HackState, seat: number): (Unavailable & { readonly kind: HackChoiceKind })[] {
  const t = s.turn;
  if (s.over || s.phase !== 'play' || !t || t.seat !== seat || s.stack.length > 0) return [];
  const me = s.p[seat];
  if (!me) return [];
  const out: (Unavailable & { readonly kind: HackChoiceKind })[] = [];
  const free = s.blocks.some((b) => !b.card && !b.forbidden);
  if (t.played < 2 && !free) {
    for (const id of new Set(me.hand)) {
      const a = ANOMALIES[id];
      if (!a || a.set === 'soloVirus') continue;
      out.push({
        kind: 'play',
        label: `Play ${a.name}: top`.slice(0, 80),
        reason: 'no free data block on the Antivirus interface: only its bottom option',
      });
    }
  }
  if (me.characters.includes('drpower')) {
    for (const p of PROGRAMS) {
      if (t.program)
        out.push({
          kind: 'program',
          label: `Program ${p.name}`.slice(0, 80),
          reason: "one program per turn: this turn's has run",
        });
      else if (p.once && me.programsUsed.includes(p.id))
        out.push({ kind: 'program', label: `Program ${p.name}`.slice(0, 80), reason: 'already used (once per game)' });
      else if (me.load < p.cost)
        out.push({
          kind: 'program',
          label: `Program ${p.name}`.slice(0, 80),
          reason: `needs load ${p.cost}; the blue cube is at ${me.load}`,
        });
    }
  }
  if (t.played === 0 && me.hand.length > 0)
    out.push({ kind: 'end', label: 'End turn', reason: 'play at least one card first (1 or 2 per turn)' });
  return out;
}
