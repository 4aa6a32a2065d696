import { expect } from 'vitest';
import { controls } from '../../../src/games/vr/board.ts';
import { DISTRICT_LIST } from '../../../src/games/vr/data/index.ts';
import type { VrState } from '../../../src/games/vr/state.ts';

/** What must hold after every action of every game. */
export function checkInvariants(s: VrState, startTokens: number): void {
  s.p.forEach((p, seat) => {
    const onMap = s.boroughs.reduce((n, b) => n + (b.owner === seat ? b.count : 0), 0);
    expect(p.reserve + onMap + s.recycle[seat]!, `seat ${seat} Influence tokens`).toBe(startTokens);
    const servers = s.boroughs.reduce((n, b) => n + b.servers.filter((o) => o === seat).length, 0);
    expect(servers + p.serverSupply, `seat ${seat} Servers`).toBe(7);
    expect(p.onDuty.length).toBeLessThanOrEqual(3);
    expect(p.money).toBeGreaterThanOrEqual(0);
    expect(p.immunity).toBeGreaterThanOrEqual(0);
    expect(p.income).toBeGreaterThanOrEqual(0);
  });
  for (const b of s.boroughs) {
    if (b.count === 0) expect(b.owner).toBeNull();
    else expect(b.owner).not.toBeNull();
  }
  // Title holders match District control: a holder never lacks two or more Boroughs of its District.
  for (const d of DISTRICT_LIST) {
    const holder = s.titles[d.id];
    if (holder === null || holder === undefined) {
      for (let seat = 0; seat < s.players; seat++) expect(d.boroughs.every((b) => controls(s, seat, b)), `${d.id} unclaimed though seat ${seat} controls it`).toBe(false);
    } else {
      expect(d.boroughs.filter((b) => !controls(s, holder, b)).length, `${d.id} holder`).toBeLessThan(2);
    }
  }
}
