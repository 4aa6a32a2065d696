import type { FlowContext } from '../../engine/events.ts';
import { commit, committed } from '../../engine/flow.ts';
import { localize } from '../../engine/messages.ts';
import { clipWords } from '../../engine/text.ts';
import type { Seat } from '../../engine/types.ts';
import { PHISHING_DRAW } from './data/index.ts';
import { dataWord, orList } from './data/messages.ts';
import { type AxonFlow, ask, type Opt, top } from './flow.ts';
import { AREA_IDS, areaOf } from './graph.ts';
import { ma, mc } from './messages.ts';
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
  ctx.event(mc('axon.corp.ph.ev.box', { who: `{seat:${seat}}`, area: areaOf(b.area).name, n: b.area }));
  startPhishing(s, ctx, seat);
}

/** The English Routine steps, shorter: "closest" dropped, then "a Character with" said "one with". */
const SHORTER: readonly ((step: string) => string)[] = [
  (x) => x.replace(' to closest ', ' to '),
  (x) =>
    x
      .replace(' to closest ', ' to ')
      .replace(/\b(a )?Character with the most Products\b/g, 'the richest')
      .replace(/\b(a )?Character with\b/g, 'one with'),
];

/**
 * What a Character card says in one line (at most 100 characters, never cut mid-word): Types,
 * start, Initiative and the whole Routine, its steps joined by "›". Too long in a language, each
 * language shortens its own words (the English as it always has; the French says the steps by
 * their Skills), and cuts at a word's end as the last resort.
 */
export function charLine(id: string): string {
  const c = charData(id);
  const start = c.start === 'random' ? mc('axon.corp.ph.random') : areaOf(c.start).name;
  const types = c.types.map((t) => dataWord('type', t)).join('/');
  const line = (st: readonly string[]) =>
    mc('axon.corp.ph.line', { types, start, ini: c.initiative, steps: st.join(' › ') });
  const text = line(c.routine.map((r) => r.body));
  const en = localize(text, 'en');
  const fr = localize(text, 'fr');
  if (en.length <= 100 && fr.length <= 100) return text;
  const steps = c.routine.map((r) => localize(r.body, 'en'));
  let inEnglish = en;
  for (const shorter of SHORTER) if (inEnglish.length > 100) inEnglish = localize(line(steps.map(shorter)), 'en');
  if (inEnglish.length > 100) inEnglish = `${inEnglish.slice(0, 99).replace(/\s+\S*$/, '')}…`;
  const bySkills = localize(line(c.routine.map((r) => orList(r.skills.map((k) => dataWord('skill', k))))), 'fr');
  const inFrench = fr.length <= 100 ? fr : clipWords(bySkills, 100);
  return ma('axon.act.cut', { en: inEnglish, fr: inFrench });
}

/** A Character to keep, with its Skill icons (what a hack can make it do). */
export const keepLabel = (id: string) =>
  mc('axon.corp.ph.keep', {
    name: charName(id),
    skills: charData(id)
      .skills.map((k) => dataWord('skill', k))
      .join(' '),
  });

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
    ctx.event(mc('axon.corp.ph.empty'));
    return;
  }
  const cards = s.charStack.splice(0, PHISHING_DRAW);
  ask(s, 'phish', [seat]);
  commit(top(s)!, seat, cards);
  ctx.event(mc('axon.corp.ph.look', { who: `{seat:${seat}}`, n: cards.length }));
  ctx.privately(seat, mc('axon.corp.ph.look.private', { cards: cards.map(charName).join(', ') }));
}

export function registerPhishing(flow: AxonFlow): void {
  flow.defineDecision('phishBox', {
    options: (s): Opt[] =>
      freePhishingBoxes(s).map((b) => ({
        key: `box:${b.area}`,
        kind: 'box',
        label: mc('axon.corp.ph.box', { area: areaOf(b.area).name, n: b.area }),
        detail: mc('axon.corp.ph.box.detail'),
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
      ctx.event(mc('axon.corp.ph.kept', { who: `{seat:${seat}}`, n: rest.length }));
      enterCity(s, ctx, kept);
    },
  });
}
