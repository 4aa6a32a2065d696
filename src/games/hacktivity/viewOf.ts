import type { Viewer } from '../../engine/types.ts';
import { CHARACTER_CARDS, SOLO_ZERO, TENSION_TRACK } from './data/index.ts';
import { handCardText } from './secrets.ts';
import type { HackState } from './state.ts';
import { type HackView, pendingOf } from './view.ts';

const isCharacterBack = (id: string): boolean => !!CHARACTER_CARDS[id] || SOLO_ZERO.some((z) => z.id === id);

/** What a viewer may know: everything on the table; a hand only as card backs, except one's own. */
export function hackView(s: HackState, viewer: Viewer): HackView {
  const mine = viewer === 'spectator' ? null : viewer;
  return {
    viewer,
    players: s.players,
    options: { difficult: s.options.difficult, protocol: s.options.protocol },
    p: s.p.map((x) => ({
      characters: [...x.characters],
      deck: x.deck.length,
      handCharacter: x.hand.filter(isCharacterBack).length,
      handAnomaly: x.hand.filter((id) => !isCharacterBack(id)).length,
      drawnCount: x.drawn.length,
      top: x.top.at(-1) ?? null,
      bottom: x.bottom.at(-1) ?? null,
      topCount: x.top.length,
      bottomCount: x.bottom.length,
      firewall: x.firewall,
      load: x.load,
      programsUsed: [...x.programsUsed],
      cubes: x.cubes,
      split: x.split ? { ...x.split } : null,
    })),
    order: [...s.order],
    alert: [...s.alert],
    removed: [...s.removed],
    alertDeck: s.alertDeck.length,
    blocks: s.blocks.map((b) => ({ ...b })),
    tension: s.tension,
    tensionValue: TENSION_TRACK[Math.min(s.tension, TENSION_TRACK.length - 1)]!,
    purple: s.purple,
    grey: s.grey,
    anomalyDeck: s.anomalyDeck.length,
    enemyDiscard: [...s.enemyDiscard],
    wave: s.wave,
    phase: s.phase,
    turn: s.turn ? { ...s.turn } : null,
    over: s.over,
    result: s.result ? { ...s.result } : null,
    pending: pendingOf(s, viewer),
    me:
      mine === null || !s.p[mine]
        ? null
        : {
            seat: mine,
            hand: [...s.p[mine]!.hand],
            cards: s.p[mine]!.hand.map((id) => ({ id, text: handCardText(id) })),
          },
  };
}
