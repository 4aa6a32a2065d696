import type { Unavailable } from '../../engine/types.ts';
import { ANOMALIES, PROGRAMS } from './data/index.ts';
import { cardName } from './icons.ts';
import type { HackChoiceKind } from './kinds.ts';
import { m } from './messages.ts';
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
        label: m('hack.choice.play', { card: cardName(id), option: m('hack.pile.top') }),
        reason: m('hack.unavailable.noBlock'),
      });
    }
  }
  if (me.characters.includes('drpower')) {
    for (const p of PROGRAMS) {
      const label = m('hack.unavailable.program', { name: cardName(p.id) });
      if (t.program) out.push({ kind: 'program', label, reason: m('hack.unavailable.programRun') });
      else if (p.once && me.programsUsed.includes(p.id))
        out.push({ kind: 'program', label, reason: m('hack.unavailable.programUsed') });
      else if (me.load < p.cost)
        out.push({
          kind: 'program',
          label,
          reason: m('hack.unavailable.programLoad', { cost: p.cost, load: me.load }),
        });
    }
  }
  if (t.played === 0 && me.hand.length > 0)
    out.push({ kind: 'end', label: m('hack.choice.end'), reason: m('hack.unavailable.endFirst') });

  return out;
}
