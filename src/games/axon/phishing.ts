import type { FlowContext } from '../../engine/events.ts';
import { commit, committed } from '../../engine/flow.ts';
import type { Seat } from '../../engine/types.ts';
import { PHISHING_DRAW } from './data/index.ts';
import { type AxonFlow, ask, type Opt, top } from './flow.ts';
import { AREA_IDS, areaOf } from './graph.ts';
import { areaState, charData, charName, enterCity } from './resources.ts';
import type { AxonState } from './state.ts';

/**
 * Phishing: an Exit Area's Phishing Action Box (the 'phishBox' decision when several are free),
 * then the top 5 Character cards seen by the phishing seat alone (the 'phish' decision keeps them
 * as its secret part), 1 kept in the Display at its Starting Location (not activated), the rest
 * shuffled back. Used by the turn's Phishing action, End of Round steps 1 and 7, and the Area
 * Action (helper A, which puts the box's token on itself).
 */

/** The Exit Areas' Phishing Action Boxes holding neither an Activation nor a Violence token. */
export function freePhishingBoxes(s: AxonState): { area: number; box: number }[] {
  const out: { area: number; box: number }[] = [];
  for (const id of AREA_IDS) {
    const a = areaOf(id);
    if (a.type !== 'exit') continue;
    a.boxes.forEach((b, i) => {
      const st = areaState(s, id).boxes[i]!;
      if (b.kind === 'phishing' && !st.activated && !st.violence) out.push({ area: id, box: i });
    });
  }
  return out;
}

/** A Phishing "following the normal rules" is possible: a Character card to take and a free Phishing box. */
export const canPhish = (s: AxonState): boolean => s.charStack.length > 0 && freePhishingBoxes(s).length > 0;

/** A Phishing with its box: asks which box when several are free, puts the Activation Token on it, phishes. */
export function phishAtBox(s: AxonState, ctx: FlowContext, seat: Seat): void {
  const boxes = freePhishingBoxes(s);
  if (boxes.length === 0) return;
  if (boxes.length === 1) useBox(s, ctx, seat, boxes[0]!);
  else ask(s, 'phishBox', [seat]);
}

function useBox(s: AxonState, ctx: FlowContext, seat: Seat, b: { area: number; box: number }): void {
  areaState(s, b.area).boxes[b.box]!.activated = true;
  ctx.event(`🎣 {seat:${seat}} phishes at ${areaOf(b.area).name} (${b.area}).`);
  startPhishing(s, ctx, seat);
}

/**
 * What a Character card says in one line (at most 100 characters, never cut mid-word): Types,
 * start, Initiative and the whole Routine, its steps joined by "›" (shortened if needed:
 * "closest" dropped, "a Character with" said "one with").
 */
export function charLine(id: string): string {
  const c = charData(id);
  const start = c.start === 'random' ? 'Random Area' : `${areaOf(c.start).name}`;
  const steps = c.routine.map((r) => r.text.replace(/^Else: /, ''));
  const line = (st: string[]) => `${c.types.join('/')} · ${start} · Ini ${c.initiative} · ${st.join(' › ')}`;
  let text = line(steps);
  if (text.length > 100) text = line(steps.map((x) => x.replace(' to closest ', ' to ')));
  if (text.length > 100)
    text = line(
      steps.map((x) =>
        x
          .replace(' to closest ', ' to ')
          .replace(/\b(a )?Character with the most Products\b/g, 'the richest')
          .replace(/\b(a )?Character with\b/g, 'one with'),
      ),
    );
  return text.length > 100 ? `${text.slice(0, 99).replace(/\s+\S*$/, '')}…` : text;
}

/** A Character to keep, with its Skill icons (what a hack can make it do). */
export const keepLabel = (id: string) =>
  `Keep ${charName(id)}: ${charData(id)
    .skills.map((k) => k.toUpperCase())
    .join(' ')}`.slice(0, 80);

/** A Character card offered to keep (Phishing, the Two Player draft): its Skills, its card in one line. */
export const keepOption = (kind: 'phish' | 'draft', id: string): Opt => ({
  key: `${kind}:${id}`,
  kind,
  label: keepLabel(id),
  detail: charLine(id),
  value: id,
});

/**
 * One Phishing: `seat` looks at the top 5 Character cards (privately), keeps 1 in the Display (it
 * enters at its Starting Location, not activated) and shuffles the rest back ('phish' decision).
 * Whoever calls it has already paid and put the Activation Token on the box where the rules want
 * one. An empty Character stack: nothing happens (rule 93).
 */
export function startPhishing(s: AxonState, ctx: FlowContext, seat: Seat): void {
  if (s.charStack.length === 0) {
    ctx.event('🎣 The Character stack is empty: the Phishing brings nobody.');
    return;
  }
  const cards = s.charStack.splice(0, PHISHING_DRAW);
  ask(s, 'phish', [seat]);
  commit(top(s)!, seat, cards);
  ctx.event(`🎣 {seat:${seat}} looks at the top ${cards.length} Character card${cards.length > 1 ? 's' : ''}.`);
  ctx.privately(seat, `You look at ${cards.map(charName).join(', ')}: keep 1.`);
}

export function registerPhishing(flow: AxonFlow): void {
  flow.defineDecision('phishBox', {
    options: (s): Opt[] =>
      freePhishingBoxes(s).map((b) => ({
        key: `box:${b.area}`,
        kind: 'box',
        label: `Phishing box at ${areaOf(b.area).name} (${b.area})`,
        detail: 'Put the Activation Token on it (blocked until the End of Round), then phish',
        value: b,
      })),
    resolve: (s, _p, seat, c, _n, ctx) => useBox(s, ctx, seat, c.value as { area: number; box: number }),
  });
  flow.defineDecision('phish', {
    options: (_s, p, seat): Opt[] => (committed<string[]>(p, seat) ?? []).map((id) => keepOption('phish', id)),
    resolve: (s, p, seat, c, _n, ctx) => {
      const cards = committed<string[]>(p, seat) ?? [];
      const kept = c.value as string;
      const rest = cards.filter((x) => x !== kept);
      s.charStack = ctx.rng.shuffle([...s.charStack, ...rest]);
      ctx.event(
        `🎣 {seat:${seat}} keeps 1 Character${rest.length ? ` and shuffles ${rest.length} back into the stack` : ''}.`,
      );
      enterCity(s, ctx, kept);
    },
  });
}
