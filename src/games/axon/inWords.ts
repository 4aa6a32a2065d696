import type { BoardWords } from '../../engine/types.ts';
import { NEXUS_CITY, RESOURCE_NAMES, type Resource } from './data/index.ts';
import { mw } from './messages.ts';
import type { AxonView, CharView } from './view.ts';

/**
 * Axon Protocol's board in words (GameDefinition.describe), from the view's public part only
 * (never `me`): the VP track, the Scoreboard's counters, the Breaking Point, the Characters in
 * Nexus City; hands only as counts.
 */

const seat = (s: number) => `{seat:${s}}`;
const areaName = (id: number) => NEXUS_CITY.areas.find((a) => a.id === id)?.name ?? mw('axon.words.area', { n: id });

function standing(v: AxonView, s: number, long: boolean): string {
  const p = v.p[s]!;
  const corp = p.corpName ? `${p.corpName}, ` : '';
  const scores = p.monopoly
    ? mw('axon.words.mono', { res: RESOURCE_NAMES[p.monopoly] })
    : p.scores.map((r) => RESOURCE_NAMES[r]).join('+');
  const base = mw('axon.words.base', {
    who: seat(s),
    vp: p.vp.total,
    corp,
    scores: scores || mw('axon.words.nores'),
    hand: p.hand,
  });
  if (!long) return base;
  const desk = p.desktop.map((c) => c.name).join(', ');
  return mw('axon.words.desk', {
    base,
    perm: p.permVp ? mw('axon.words.perm', { n: p.permVp }) : '',
    used: p.corpUsed ? mw('axon.words.used') : '',
    desk: desk || mw('axon.words.empty'),
  });
}

function tokens(c: CharView): string {
  const held = (Object.entries(c.tokens) as [Resource, number][])
    .filter(([, n]) => n > 0)
    .map(([r, n]) => `${n} ${RESOURCE_NAMES[r]}`);
  const marks = [
    ...held,
    ...(c.activated ? [mw('axon.words.activated')] : []),
    ...(c.guarding ? [mw('axon.words.guarding')] : []),
    ...(c.criminal ? [mw('axon.words.criminal')] : []),
  ];
  return `${c.name}${marks.length ? ` (${marks.join(', ')})` : ''}`;
}

function counters(v: AxonView): string {
  return (Object.entries(v.counter) as [Resource, number][])
    .map(([r, n]) =>
      v.red.includes(r)
        ? mw('axon.words.red', { res: RESOURCE_NAMES[r], n })
        : mw('axon.words.counter', { res: RESOURCE_NAMES[r], n }),
    )
    .join(', ');
}

export function axonWords(v: AxonView): BoardWords {
  const seats = Array.from({ length: v.players }, (_x, i) => i);
  const head = mw('axon.words.head', {
    round: v.round,
    phase: mw(`axon.words.phase.${v.phase}`),
    first: seat(v.first),
    dir: v.dir === 1 ? 'cw' : 'ccw',
    turn: v.turn ? mw('axon.words.turn', { who: seat(v.turn.seat) }) : '',
    end: v.end ? mw('axon.words.end', { why: mw(`axon.words.why.${v.end.why}`) }) : '',
  });
  // Each result line without its closing stop: they are joined by ";" into one sentence.
  const result = v.result ? mw('axon.words.result', { lines: v.result.lines.join('; ') }) : '';
  const byVp = [...seats].sort((a, b) => v.p[b]!.vp.total - v.p[a]!.vp.total);
  const breaking = mw('axon.words.breaking', { stress: v.stress, breaking: v.breaking });
  const summary = [
    head,
    result,
    mw('axon.words.standing', { list: byVp.map((s) => standing(v, s, false)).join('; ') }),
    mw('axon.words.counters', { list: counters(v) }),
    breaking,
  ]
    .filter(Boolean)
    .join(' ');
  const byArea = new Map<number, CharView[]>();
  for (const c of v.chars) byArea.set(c.area, [...(byArea.get(c.area) ?? []), c]);
  const city = v.areas
    .map((a) => {
      const here = byArea.get(a.id) ?? [];
      const crime = a.boxes.filter((b) => b.violence).length;
      const extra = [
        ...(a.data ? [mw('axon.words.data', { n: a.data })] : []),
        ...(crime ? [mw('axon.words.crime', { n: crime })] : []),
      ];
      if (!here.length && !extra.length) return '';
      return mw('axon.words.here', { n: a.id, area: areaName(a.id), list: [...here.map(tokens), ...extra].join(', ') });
    })
    .filter(Boolean);
  const full = [
    head,
    ...(result ? [result] : []),
    mw('axon.words.standing.title'),
    ...byVp.map((s) => `• ${standing(v, s, true)}`),
    mw('axon.words.scoreboard', { list: counters(v), breaking }),
    mw('axon.words.city', { list: city.join('; ') || mw('axon.words.empty') }),
    mw('axon.words.decks', {
      stack: v.stack,
      dead: v.charDiscard.length,
      deck: v.deck,
      discard: v.discard,
      top: v.discardTop ? v.discardTop.name : 'none',
    }),
  ];
  return { summary, full };
}
