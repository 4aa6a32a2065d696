import { finalValue, type Story, type StorySeries, storyOf } from '../engine/story.ts';
import { clipWords } from '../engine/text.ts';
import { effectiveActions } from '../store/effective.ts';
import type { TableStore } from '../store/types.ts';
import { setupOf } from './replay.ts';
import type { Result, Table } from './tables.ts';

/**
 * The story of a channel's game (the chart of its lines over its rounds), from its seed and its
 * effective history, seats by their table names. Discord-free: the end-of-game post and /game
 * replay draw it (src/discord/storyImage.ts).
 */
export async function tableStory(store: TableStore, t: Table): Promise<Result<Story>> {
  if (t.state === null) return { ok: false, error: 'This game never started: it has no story.' };
  const entries = effectiveActions(await store.readHistory(t.record.channelId));
  const names = t.record.seats.map((s) => s.name);
  const r = storyOf(t.entry.game, setupOf(t.record), entries, names);
  return r.ok ? { ok: true, value: r.story } : { ok: false, error: r.error };
}

/** Discord's limit on an attachment's description (its alt text). */
export const ALT_MAX = 1024;

const at = (s: Story, k: number): string => {
  const r = s.rounds[k] ?? 0;
  return r === 0 ? 'the start' : `${s.unit.toLowerCase()} ${r}`;
};

/** The lines ahead at sample `k` (several on a tie), none when no line has a value. */
function leadersAt(series: readonly StorySeries[], k: number): string[] {
  const known = series.flatMap((l) => ((l.values[k] ?? null) === null ? [] : [{ name: l.name, v: l.values[k]! }]));
  if (known.length === 0) return [];
  const best = Math.max(...known.map((x) => x.v));
  return known.filter((x) => x.v === best).map((x) => x.name);
}

/** Who led when, as runs: "Ana led from the start to round 3, Bo from round 4 to round 5". */
function leadRuns(s: Story): string {
  const runs: { who: string; from: number; to: number }[] = [];
  s.rounds.forEach((_r, k) => {
    const who = leadersAt(s.series, k).join(' and ');
    const prev = runs[runs.length - 1];
    if (prev && prev.who === who) prev.to = k;
    else runs.push({ who, from: k, to: k });
  });
  return runs
    .filter((r) => r.who !== '')
    .map((r) => `${r.who} ${r.from === r.to ? `at ${at(s, r.from)}` : `from ${at(s, r.from)} to ${at(s, r.to)}`}`)
    .join('; ');
}

/**
 * The chart in words, for screen readers (at most ALT_MAX characters): what it shows, over which
 * rounds, who led when, and every line's final value, highest first.
 */
export function storyAlt(s: Story): string {
  const last = s.rounds[s.rounds.length - 1] ?? 0;
  const what = `Line chart of ${s.game}: ${s.label} at the start and after each ${s.unit.toLowerCase()}, to ${s.unit.toLowerCase()} ${last}.`;
  const finals = s.series
    .map((l) => ({ name: l.name, v: finalValue(l) }))
    .sort((a, b) => (b.v ?? Number.NEGATIVE_INFINITY) - (a.v ?? Number.NEGATIVE_INFINITY));
  const final = `Final: ${finals.map((f) => `${f.name} ${f.v ?? 'no public value'}`).join(', ')}.`;
  const only = s.series.length === 1 ? s.series[0] : undefined;
  const course = only
    ? `${only.name} went from ${only.values[0] ?? 'nothing'} at the start to ${finalValue(only) ?? 'nothing'}, highest ${Math.max(...only.values.filter((v): v is number => v !== null))}.`
    : `Ahead: ${leadRuns(s)}.`;
  return clipWords([what, final, course].join(' '), ALT_MAX);
}
