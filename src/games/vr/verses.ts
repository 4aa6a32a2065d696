import type { FlowContext } from '../../engine/events.ts';
import { VERSES } from './data/index.ts';
import { gainImmunity } from './econ.ts';
import type { FreeActions, Opt, VrFlow } from './flow.ts';
import { m } from './messages.ts';
import type { VrState } from './state.ts';
import { discardVerse } from './verseRow.ts';
import { verseBonus } from './verses/bonuses.ts';
import { verseConditionMet } from './verses/conditions.ts';
import { verseBonusText } from './verses/text.ts';
import { clipLabel, prefixed } from './wording.ts';

export { verseBonus, verseBonusUseful } from './verses/bonuses.ts';
export { verseConditionMet } from './verses/conditions.ts';
export { verseScore } from './verses/scoring.ts';

/**
 * Verses during one's own turn: put a Loading Verse Online when its condition holds (voluntary,
 * several per turn; the Immediate Bonus comes at once), or trade any Verse for 1 Immunity token.
 */

/** Puts a Verse Online and grants its Immediate Bonus. */
export function putOnline(s: VrState, ctx: FlowContext, seat: number, verseId: string): void {
  const v = s.p[seat]!.verses.find((x) => x.id === verseId);
  if (!v || v.online) return;
  v.online = true;
  ctx.event(m('vr.ev.putsOnline', { who: `{seat:${seat}}`, verse: VERSES[verseId]!.name }));
  verseBonus(s, ctx, seat, verseId);
}

const freeActions: FreeActions = {
  options(s, seat) {
    if (s.turn?.seat !== seat) return [];
    const out: Opt[] = [];
    for (const v of s.p[seat]!.verses) {
      const card = VERSES[v.id]!;
      if (!v.online && verseConditionMet(s, seat, v.id)) {
        out.push({
          key: `verse:online:${v.id}`,
          kind: 'verseOnline',
          label: clipLabel(m('vr.verse.putOnline', { verse: card.name })),
          detail: card.bonus ? prefixed(m('vr.verse.bonusPrefix'), verseBonusText(v.id)) : m('vr.verse.noBonus'),
          value: v.id,
          style: 'success',
        });
      }
    }
    for (const v of s.p[seat]!.verses) {
      const card = VERSES[v.id]!;
      out.push({
        key: `verse:trade:${v.id}`,
        kind: 'verseTrade',
        label: clipLabel(m('vr.verse.trade', { verse: card.name })),
        detail: m(v.online ? 'vr.verse.tradeOnline' : 'vr.verse.tradeLoading'),
        value: v.id,
        style: 'secondary',
      });
    }
    return out;
  },
  resolve(s, seat, opt, _n, ctx) {
    const id = opt.value as string;
    if (opt.key.startsWith('verse:online:')) return putOnline(s, ctx, seat, id);
    if (discardVerse(s, ctx, seat, id, m('vr.verse.traded'))) gainImmunity(s, ctx, seat, 1, VERSES[id]!.name);
  },
};

/** Registers this module's free actions on the game's flow. */
export function registerVerses(flow: VrFlow): void {
  flow.defineFreeActions(freeActions);
}
