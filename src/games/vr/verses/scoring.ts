import { agentsOwned, agentTypeOf, boroughState, controls, serversOf, tokensOnMap } from '../board.ts';
import { DISTRICT_LIST, VERSES } from '../data/index.ts';
import { AGENT_TYPES } from '../data/types.ts';
import type { VrState } from '../state.ts';
import { indicatedBoroughs } from './conditions.ts';

/**
 * End-of-game VPs of one Verse, BEFORE the cap: the scoring module applies the 10 VP cap (8 under
 * Computer Virus). A Verse scores only Online: this returns 0 unless `seat` holds `verseId` Online.
 */
export function verseScore(s: VrState, seat: number, verseId: string): number {
  const p = s.p[seat]!;
  if (!p.verses.some((v) => v.id === verseId && v.online)) return 0;
  const v = VERSES[verseId]!;
  const seats = s.p.map((_x, i) => i);
  const ownedOfType = (t: string) => p.verses.filter((x) => VERSES[x.id]!.type === t).length;
  switch (v.family) {
    case 'twoAgents':
      return 3 * agentsOwned(s, seat).filter((id) => agentTypeOf(s, seat, id) === v.agentTypes[0]).length;
    case 'agentPair':
      // Every Verse of the indicated type owned, Online or not.
      return 3 * ownedOfType(v.verseType!);
    case 'serverDistricts':
      return 2 * indicatedBoroughs(verseId).filter((b) => controls(s, seat, b)).length;
    case 'darkKingdom': {
      const types = AGENT_TYPES.map((t) => agentsOwned(s, seat).filter((id) => agentTypeOf(s, seat, id) === t).length);
      return 5 * Math.min(...types);
    }
    case 'mythologia':
      return 3 * ownedOfType('horror');
    case 'codex':
      return p.money <= Math.min(...seats.map((o) => s.p[o]!.money)) ? 7 : 0;
    case 'paris1920':
      return 3 * indicatedBoroughs(verseId).filter((b) => controls(s, seat, b)).length;
    case 'howling':
      // Servers do not count: only Influence tokens.
      return (
        2 *
        DISTRICT_LIST.filter((d) =>
          d.boroughs.every((b) => boroughState(s, b).owner !== seat || boroughState(s, b).count === 0),
        ).length
      );
    case 'curse':
      return 2 * p.curseCards;
    case 'archipelago':
      return 3 * s.boroughs.filter((b) => b.owner === seat && b.count >= 2).length;
    case 'london':
      return 3 * (s.recycle[seat] ?? 0);
    case 'steampunk':
      return tokensOnMap(s, seat) >= Math.max(...seats.map((o) => tokensOnMap(s, o))) ? 7 : 0;
    case 'ashes':
      return 2 * p.boosts.length;
    case 'multiverse':
      return p.money >= Math.max(...seats.map((o) => s.p[o]!.money)) ? 7 : 0;
    case 'outpost':
      // Servers standing in Neo Paris at the end (one removed has gone back to the supply).
      return 2 * serversOf(s, seat).length;
    case 'jurassic':
      return 2 * p.immunity;
    case 'cyclades':
      return tokensOnMap(s, seat) <= Math.min(...seats.map((o) => tokensOnMap(s, o))) ? 7 : 0;
    case 'castle':
      // "3 VPs per Boost you have under different Actions": read as one Boost counted per Action
      // that has at least one, so several Boosts under the same Action score 3 VPs once.
      return 3 * new Set(p.boosts.map((b) => b.action)).size;
    default:
      throw new Error(`unknown Verse family ${v.family}`);
  }
}
