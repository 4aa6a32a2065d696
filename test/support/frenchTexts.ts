/**
 * Every text a game gives its players along random games, put into French: events (public and
 * private), each acting seat's choices and why others are unavailable, the refusal of a move out
 * of turn, the board in words from every seat, standings, the result, help topics, table options
 * and the story's labels. What the French tests scan for English (test/support/english.ts).
 */
import { type Locale, localize } from '../../src/engine/messages.ts';
import { playRandomGame } from '../../src/engine/randomPlay.ts';
import type { GameDefinition, LegalAction } from '../../src/engine/types.ts';
import { mayActSeats, publicWaiting } from '../../src/engine/waiting.ts';

export interface GameText {
  readonly where: string;
  readonly text: string;
}

function choiceTexts(a: LegalAction): string[] {
  return [a.label, a.detail, a.group, a.groupDetail, a.amount?.prompt].filter((t): t is string => t !== undefined);
}

/** The texts of `games` random games per seat count of `def`, in `locale`, each text once. */
export function gameTexts(def: GameDefinition, locale: Locale, games = 1): GameText[] {
  const seen = new Map<string, string>();
  const add = (where: string, text: string | undefined): void => {
    if (text === undefined) return;
    const words = localize(text, locale);
    if (!seen.has(words)) seen.set(words, where);
  };
  add('name', def.name);
  add('summary', def.summary);
  for (const t of def.help) add(`help ${t.name}`, t.text);
  for (const [k, t] of Object.entries(def.optionHelp ?? {})) add(`option ${k}`, t);
  if (def.story) {
    add('story unit', def.story.unit);
    add('story scores', def.story.scores);
    add('story measure', def.story.measure?.label);
  }
  const look = (state: unknown, step: number, count: number): void => {
    const at = `step ${step}`;
    add(`${at} waiting`, publicWaiting(def, state).text);
    const o = def.outcome(state);
    for (const t of [...(o.summary ?? []), ...(o.results ?? [])]) add(`${at} outcome`, t);
    if (!o.over) for (const t of def.standings(state).summary) add(`${at} standings`, t);
    const seats = Array.from({ length: count }, (_v, i) => i);
    for (const viewer of ['spectator' as const, ...seats]) {
      const words = def.describe?.(def.view(state, viewer), viewer);
      add(`${at} words ${viewer}`, words?.summary);
      for (const l of words?.full ?? []) add(`${at} words ${viewer}`, l);
    }
    const acting = [...def.awaiting(state), ...mayActSeats(def, state)];
    for (const seat of acting) {
      for (const a of def.legalActions(state, seat))
        for (const t of choiceTexts(a)) add(`${at} seat ${seat} choice`, t);
      for (const u of def.unavailable?.(state, seat) ?? []) {
        add(`${at} seat ${seat} unavailable`, u.label);
        add(`${at} seat ${seat} unavailable`, u.reason);
      }
    }
    // A seat not asked that tries a move anyway is told why not.
    const idle = seats.find((s) => !acting.includes(s));
    const other = acting[0] === undefined ? undefined : def.legalActions(state, acting[0])[0];
    if (idle !== undefined && other) {
      const r = def.apply(structuredClone(state), idle, other.action);
      if (!r.ok) add(`${at} seat ${idle} refused`, r.error);
    }
  };
  for (let seats = def.minSeats; seats <= def.maxSeats; seats++) {
    for (let g = 0; g < games; g++) {
      let step = 0;
      const end = playRandomGame(def, seats, {}, `french-${def.id}-${seats}-${g}`, {
        onStep: ({ before, events }) => {
          look(before, step, seats);
          for (const e of events) add(`step ${step} event`, e.text);
          step++;
        },
      });
      look(end.final, step, seats);
    }
  }
  return [...seen].map(([text, where]) => ({ where, text }));
}
