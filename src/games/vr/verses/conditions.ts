import { agentTypeOf, serversOf } from '../board.ts';
import { BOROUGHS, DISTRICTS, districtsAdjacent, VERSES } from '../data/index.ts';
import type { AgentType, DistrictId } from '../data/types.ts';
import type { VrState } from '../state.ts';

/** The condition printed on each Verse, checked against one player's board now. */

/** Agents on Duty of one type (turned or upright: both are on Duty). */
export const onDutyOfType = (s: VrState, seat: number, type: AgentType): number =>
  s.p[seat]!.onDuty.filter((a) => agentTypeOf(s, seat, a.id) === type).length;

const serverDistrictsOf = (s: VrState, seat: number): DistrictId[] =>
  serversOf(s, seat).map((b) => BOROUGHS[b]!.district);

export function verseConditionMet(s: VrState, seat: number, verseId: string): boolean {
  const v = VERSES[verseId]!;
  const p = s.p[seat]!;
  switch (v.family) {
    case 'twoAgents':
      return onDutyOfType(s, seat, v.agentTypes[0]!) >= 2;
    case 'agentPair':
      return v.agentTypes.every((t) => onDutyOfType(s, seat, t) >= 1);
    case 'serverDistricts':
    case 'paris1920':
      return serverDistrictsOf(s, seat).some((d) => v.districts.includes(d));
    case 'darkKingdom':
      return (['fighter', 'tech', 'diplomat'] as const).every((t) => onDutyOfType(s, seat, t) >= 1);
    case 'mythologia':
      return p.raidedWith7;
    case 'howling':
      // The three Directors of this Round (directorDistricts is cleared with the Directors).
      return p.directorDistricts.some((d) => p.directorDistricts.filter((x) => x === d).length >= 3);
    case 'curse':
      return p.raidedClean;
    case 'archipelago':
      return s.boroughs.some((b) => b.owner === seat && b.count >= 3);
    case 'london':
      return (s.recycle[seat] ?? 0) >= 3;
    case 'ashes':
      return p.onDuty.length === 0;
    case 'outpost': {
      const ds = serverDistrictsOf(s, seat);
      return ds.some((a, i) => ds.some((b, j) => i !== j && districtsAdjacent(a, b)));
    }
    case 'jurassic':
      return p.immunity >= 5;
    case 'castle':
      return p.boosts.length >= 4;
    case 'codex':
    case 'steampunk':
    case 'multiverse':
    case 'cyclades':
      return true;
    default:
      throw new Error(`unknown Verse family ${v.family}`);
  }
}

/** Boroughs of the Districts a Verse indicates (Venizia, Olmeta Worlds, The Rift, Paris 1920). */
export const indicatedBoroughs = (verseId: string): number[] =>
  VERSES[verseId]!.districts.flatMap((d) => DISTRICTS[d]!.boroughs);
