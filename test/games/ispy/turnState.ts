import type { IspyState, Turn } from '../../../src/games/ispy/state.ts';

/** Seat `seat` in the main stage of a fresh turn (nothing spent, played or visited), `extra` applied. */
export function onTurn(s: IspyState, seat: number, extra: Partial<Turn> = {}): Turn {
  s.turn = {
    seat,
    stage: 'main',
    tickets: 0,
    played: 0,
    extraUsed: 0,
    visit: 'no',
    third: null,
    courier: false,
    privateTag: null,
    revealed: false,
    ...extra,
  };
  return s.turn;
}
