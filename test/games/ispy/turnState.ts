import { type IspyState, newTurn, type Turn } from '../../../src/games/ispy/state.ts';

/** Seat `seat` in the main stage of a fresh turn (nothing spent, played or visited), `extra` applied. */
export function onTurn(s: IspyState, seat: number, extra: Partial<Turn> = {}): Turn {
  s.turn = { ...newTurn(seat, 'main'), ...extra };
  return s.turn;
}
