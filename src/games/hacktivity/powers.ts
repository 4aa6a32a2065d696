import type { FlowContext } from '../../engine/events.ts';
import { PROGRAMS } from './data/index.ts';
import type { Opt } from './flow.ts';
import { blockedIcon, cardName, describeIcons, has, resolveIcons } from './icons.ts';
import { m } from './messages.ts';
import type { HackState } from './state.ts';

/**
 * DrPower's Experimental card: during their Play turn, with nothing pending, DrPower may spend
 * load on one program (not a card played): the blue cube steps back by its cost, a once-per-game
 * program's blue hexagon is removed, then its icons resolve. One program per turn (the rulebook:
 * "spend the blue cube to activate one of the 4 programs"); the repeatable one may run again on a
 * later turn. A program none of whose icons could apply now is not offered (it would do nothing).
 * BLAAST!!'s Duplicate and Put back, CyberLink's chains and DrPower's Charge and Discharge are icons (icons.ts).
 */

/** The programs `seat` (DrPower) could run now, the turn aside: load enough, not used up, an icon that applies. */
export function readyPrograms(s: HackState, seat: number): (typeof PROGRAMS)[number][] {
  if (s.over || s.phase !== 'play' || s.stack.length > 0 || !has(s, seat, 'drpower')) return [];
  const p = s.p[seat]!;
  return PROGRAMS.filter(
    (g) =>
      !(g.once && p.programsUsed.includes(g.id)) &&
      p.load >= g.cost &&
      g.icons.some((i) => blockedIcon(s, seat, i) === null),
  );
}

export function programOptions(s: HackState, seat: number): Opt[] {
  if (s.turn?.seat !== seat || s.turn.program || s.queue.length > 0) return [];
  const p = s.p[seat]!;
  return readyPrograms(s, seat).map((g) => ({
    key: `program:${g.id}`,
    kind: 'program',
    label: m('hack.choice.program', { name: cardName(g.id), cost: g.cost, from: p.load, to: p.load - g.cost }),
    detail: m(g.once ? 'hack.choice.program.once' : 'hack.choice.program.repeatable', {
      icons: describeIcons(g.icons),
    }),
    value: g.id,
  }));
}

/** Runs program `id` for `seat` (checked by `programOptions`); may ask decisions. */
export function runProgram(s: HackState, ctx: FlowContext, seat: number, id: string): void {
  const g = PROGRAMS.find((x) => x.id === id);
  if (!g) throw new Error(`no program ${id}`);
  const p = s.p[seat]!;
  if (p.load < g.cost || (g.once && p.programsUsed.includes(id))) throw new Error(`program ${id} is not available`);
  const before = p.load;
  p.load -= g.cost;
  if (g.once) p.programsUsed.push(id);
  ctx.event(
    m('hack.event.program', {
      who: `{seat:${seat}}`,
      name: cardName(g.id),
      before,
      after: p.load,
      once: g.once ? 'yes' : 'no',
      icons: describeIcons(g.icons),
    }),
  );
  resolveIcons(s, ctx, seat, g.icons, { name: cardName(g.id) });
}
