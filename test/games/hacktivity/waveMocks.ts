import type { HackState } from '../../../src/games/hacktivity/state.ts';

/**
 * The card rules as the wave tests need them, independent of the icons work: every card offers
 * top and bottom; playing one moves it to the chosen discard pile (special ids act on the table).
 */
export const simpleRules = {
  cardOptions: (_s: HackState, _seat: number, card: string) =>
    (['top', 'bottom'] as const).map((o) => ({ key: `play:${card}:${o}`, kind: 'play', label: `Play ${card}: ${o}` })),
  playCard: (s: HackState, seat: number, card: string, option: 'top' | 'bottom') => {
    const p = s.p[seat]!;
    p.hand.splice(p.hand.indexOf(card), 1);
    p[option].push(card);
    if (card.startsWith('burn')) p.firewall = 0;
    if (card.startsWith('plague')) s.purple = s.grey;
    if (card.startsWith('noise')) s.alert = s.alert.map(() => null);
  },
};
