import { DEFAULT_LOCALE, type Locale, localize } from '../engine/messages.ts';
import { finalValue, type Story, type StorySeries, storyOf } from '../engine/story.ts';
import { clipWords } from '../engine/text.ts';
import { effectiveActions } from '../store/effective.ts';
import type { TableStore } from '../store/types.ts';
import { service } from './messages.ts';
import { setupOf } from './replay.ts';
import type { Result, Table } from './tables.ts';

/**
 * The story of a channel's game (the chart of its lines over its rounds), from its seed and its
 * effective history, seats by their table names. Discord-free: the end-of-game post and /game
 * replay draw it (src/discord/storyImage.ts).
 */
export async function tableStory(store: TableStore, t: Table): Promise<Result<Story>> {
  if (t.state === null) return { ok: false, error: service('service.story.never') };
  const entries = effectiveActions(await store.readHistory(t.record.channelId));
  const names = t.record.seats.map((s) => s.name);
  const r = storyOf(t.entry.game, setupOf(t.record), entries, names);
  return r.ok ? { ok: true, value: r.story } : { ok: false, error: r.error };
}

/** Discord's limit on an attachment's description (its alt text). */
export const ALT_MAX = 1024;

/** A story's words in one language: its unit in lower case, and a message put into that language. */
interface Words {
  readonly say: (text: string) => string;
  readonly unit: string;
}

const at = (s: Story, k: number, w: Words): string => {
  const r = s.rounds[k] ?? 0;
  return r === 0 ? w.say(service('service.story.start')) : `${w.unit} ${r}`;
};

/** The lines ahead at sample `k` (several on a tie), none when no line has a value. */
function leadersAt(series: readonly StorySeries[], k: number): string[] {
  const known = series.flatMap((l) => ((l.values[k] ?? null) === null ? [] : [{ name: l.name, v: l.values[k]! }]));
  if (known.length === 0) return [];
  const best = Math.max(...known.map((x) => x.v));
  return known.filter((x) => x.v === best).map((x) => x.name);
}

/** Who led when, as runs: "Ana led from the start to round 3, Bo from round 4 to round 5". */
function leadRuns(s: Story, w: Words): string {
  const runs: { who: string; from: number; to: number }[] = [];
  s.rounds.forEach((_r, k) => {
    const leaders = leadersAt(s.series, k);
    const who = leaders.length ? leaders.reduce((a, b) => w.say(service('service.story.and', { a, b }))) : '';
    const prev = runs[runs.length - 1];
    if (prev && prev.who === who) prev.to = k;
    else runs.push({ who, from: k, to: k });
  });
  return runs
    .filter((r) => r.who !== '')
    .map((r) =>
      w.say(
        r.from === r.to
          ? service('service.story.leadAt', { who: r.who, at: at(s, r.from, w) })
          : service('service.story.leadFrom', { who: r.who, from: at(s, r.from, w), to: at(s, r.to, w) }),
      ),
    )
    .join('; ');
}

/**
 * The chart in words, for screen readers (at most ALT_MAX characters): what it shows, over which
 * rounds, who led when, and every line's final value, highest first.
 */
export function storyAlt(s: Story, locale: Locale = DEFAULT_LOCALE): string {
  const say = (text: string) => localize(text, locale);
  const w: Words = { say, unit: say(s.unit).toLowerCase() };
  const last = s.rounds[s.rounds.length - 1] ?? 0;
  const what = say(service('service.story.what', { game: s.game, label: s.label, unit: w.unit, last }));
  const finals = s.series
    .map((l) => ({ name: l.name, v: finalValue(l) }))
    .sort((a, b) => (b.v ?? Number.NEGATIVE_INFINITY) - (a.v ?? Number.NEGATIVE_INFINITY));
  const none = say(service('service.story.noValue'));
  const final = say(service('service.story.final', { list: finals.map((f) => `${f.name} ${f.v ?? none}`).join(', ') }));
  const only = s.series.length === 1 ? s.series[0] : undefined;
  const nothing = say(service('service.story.nothing'));
  const course = only
    ? say(
        service('service.story.course', {
          name: only.name,
          first: only.values[0] ?? nothing,
          last: finalValue(only) ?? nothing,
          max: Math.max(...only.values.filter((v): v is number => v !== null)),
        }),
      )
    : say(service('service.story.ahead', { runs: leadRuns(s, w) }));
  return clipWords([what, final, course].join(' '), ALT_MAX);
}
