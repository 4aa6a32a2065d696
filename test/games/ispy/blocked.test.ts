import { describe, expect, it } from 'vitest';
import { unavailable } from '../../../src/games/ispy/blocked.ts';
import { setupIspy } from '../../../src/games/ispy/setup.ts';
import type { IspyState } from '../../../src/games/ispy/state.ts';
import { checkUnavailable } from '../../contract/limits.ts';
import { en } from '../../support/words.ts';
import { onTurn } from './turnState.ts';

function alone(): IspyState {
  const s = setupIspy(2, { special: false, finalReport: false }, 'blocked');
  s.spies[0]!.region = 'frankfurt';
  s.spies[1]!.region = 'vienna';
  onTurn(s, 0);
  return s;
}

describe('I, Spy blocked choices', () => {
  it('say why a card in hand cannot be played, and why no Contact outside a Capital', () => {
    const s = alone();
    const list = unavailable(s, 0);
    checkUnavailable(list, 'blocked');
    const reason = (name: string) => list.find((u) => u.kind === 'play' && en(u.label).startsWith(name))?.reason;
    const reasonEn = (name: string) => en(reason(name) ?? '');
    expect(reasonEn('Blackmail')).toBe('no adjacent spy with a Tag');
    expect(reasonEn('Extort')).toBe('no adjacent spy with a Tag');
    expect(reasonEn('Trace')).toBe('no adjacent spy');
    expect(en(list.find((u) => u.kind === 'contact')?.reason ?? '')).toMatch(/Capital/);
  });

  it('are empty for another seat, or once two cards are played', () => {
    const s = alone();
    expect(unavailable(s, 1)).toEqual([]);
    s.turn!.played = 2;
    s.turn!.third = 'retrieval';
    expect(unavailable(s, 0)).toEqual([]);
  });

  // Played on the table: both cards played, no Contact yet, and 'End turn' missing without a word.
  it('say why the turn cannot end yet: a Contact or Retrieval Action is still owed', () => {
    const s = alone();
    s.turn!.played = 2;
    const list = unavailable(s, 0);
    checkUnavailable(list, 'blocked');
    expect(en(list.find((u) => u.kind === 'end')?.reason ?? '')).toBe(
      'first a Contact Action or a Retrieval Action (one each turn)',
    );
    s.turn!.played = 1;
    expect(unavailable(s, 0).some((u) => u.kind === 'end')).toBe(false);
  });
});
