import type { StorySpec } from '../../engine/types.ts';
import { ALERT_SETUP } from './data/index.ts';
import { m } from './messages.ts';
import type { HackState } from './state.ts';

/** What a lost orange cube counts: one step above the top row (7), where an Alert up removes it. */
const LOST = 8;

/**
 * The Alert track as one number: the orange cubes' rows added up, a cube removed from the
 * interface (an Alert card drawn) counting LOST. It only grows with Alert up and falls with Alert
 * down; the group is ejected when every cube is lost.
 */
export function alertClimb(s: HackState): number {
  const k = Math.min(4, Math.max(1, s.p.length)) as keyof typeof ALERT_SETUP;
  const on = s.alert.filter((r): r is number => r !== null);
  const lost = ALERT_SETUP[k].length - on.length;
  return on.reduce((a, r) => a + r, 0) + LOST * lost;
}

/** The story of a co-operative game: the Alert track wave by wave (the seats share one result, and have no scores). */
export const hackStory: StorySpec<HackState> = {
  unit: m('hack.story.unit'),
  round: (s) => s.wave,
  measure: { label: m('hack.story.measure'), lines: (s) => [{ name: m('hack.story.line'), value: alertClimb(s) }] },
};
