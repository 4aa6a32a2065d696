import type { Seat } from '../../engine/types.ts';
import { assetName, politicianName, politicianText } from './data/messages.ts';
import { capitalOf } from './graph.ts';
import type { IspyState } from './state.ts';
import { alignmentText } from './view.ts';

/**
 * What only `seat` may know, as strings its own view shows and no other seat's view (unless that
 * seat knows it too), no spectator view and no public event may contain:
 * - its Alignment sentence;
 * - the name and text of each face-down Politician it has a Control Token on;
 * - while it stands in a Capital with an Asset stack, the face-down Assets' names.
 * Hands are not secret in this game (every spy starts with the same 12 cards and every card
 * played is public), only held privately in the view.
 */
export function ispySecrets(s: IspyState, seat: Seat): string[] {
  const me = s.spies[seat];
  if (!me) return [];
  const out = [alignmentText(me.alignment)];
  for (const sp of s.spaces) {
    if (sp.tile && sp.tokens.includes(seat)) out.push(politicianName(sp.tile), politicianText(sp.tile));
  }
  const cap = me.region ? capitalOf(me.region) : undefined;
  if (cap === 'berlin' || cap === 'budapest' || cap === 'london')
    for (const id of s.stacks[cap]) out.push(assetName(id));
  return [...new Set(out)];
}
