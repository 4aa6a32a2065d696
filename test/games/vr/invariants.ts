import { controls } from '../../../src/games/vr/board.ts';
import { DISTRICT_LIST } from '../../../src/games/vr/data/index.ts';
import type { VrState } from '../../../src/games/vr/state.ts';

/** Plain checks (run after every action of hundreds of games, so no per-check assertion objects). */
function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`invariant broken: ${what}`);
}

/** What must hold after every action of every game. */
export function checkInvariants(s: VrState, startTokens: number): void {
  s.p.forEach((p, seat) => {
    const onMap = s.boroughs.reduce((n, b) => n + (b.owner === seat ? b.count : 0), 0);
    check(
      p.reserve + onMap + s.recycle[seat]! === startTokens,
      `seat ${seat}: reserve ${p.reserve} + map ${onMap} + recycle ${s.recycle[seat]} != ${startTokens} Influence tokens`,
    );
    const servers = s.boroughs.reduce((n, b) => n + b.servers.filter((o) => o === seat).length, 0);
    check(
      servers + p.serverSupply === 7,
      `seat ${seat}: ${servers} Servers on the map + ${p.serverSupply} in supply != 7`,
    );
    check(p.onDuty.length <= 3, `seat ${seat}: ${p.onDuty.length} Agents on Duty`);
    check(p.money >= 0 && p.immunity >= 0 && p.income >= 0, `seat ${seat}: negative Eurocredits, Immunity or Income`);
  });
  s.boroughs.forEach((b, i) =>
    check((b.count === 0) === (b.owner === null), `Borough ${i + 1}: owner ${b.owner} with ${b.count} tokens`),
  );
  // Title holders match District control.
  for (const d of DISTRICT_LIST) {
    const holder = s.titles[d.id];
    if (holder === null || holder === undefined) {
      for (let seat = 0; seat < s.players; seat++)
        check(!d.boroughs.every((b) => controls(s, seat, b)), `${d.id}: no holder though seat ${seat} controls it all`);
    } else {
      check(
        d.boroughs.filter((b) => !controls(s, holder, b)).length < 2,
        `${d.id}: holder ${holder} lacks two Boroughs`,
      );
    }
  }
}
