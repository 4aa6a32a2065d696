import type { BoardWords } from '../../engine/types.ts';
import { NEXUS_CITY, RESOURCE_NAMES, type Resource } from './data/index.ts';
import type { AxonView, CharView } from './view.ts';

/**
 * Axon Protocol's board in words (GameDefinition.describe), from the view's public part only
 * (never `me`): the VP track, the Scoreboard's counters, the Breaking Point, the Characters in
 * Nexus City; hands only as counts.
 */

const seat = (s: number) => `{seat:${s}}`;
const PHASE: Readonly<Record<AxonView['phase'], string>> = {
  setup: 'Set-up',
  turns: 'turns',
  endRound: 'End of Round',
  over: 'game over',
};
const areaName = (id: number) => NEXUS_CITY.areas.find((a) => a.id === id)?.name ?? `Area ${id}`;

function standing(v: AxonView, s: number, long: boolean): string {
  const p = v.p[s]!;
  const corp = p.corpName ? `${p.corpName}, ` : '';
  const scores = p.monopoly
    ? `Monopoly ${RESOURCE_NAMES[p.monopoly]}`
    : p.scores.map((r) => RESOURCE_NAMES[r]).join('+');
  const base = `${seat(s)} ${p.vp.total} VP (${corp}${scores || 'no Resources yet'}), ${p.hand} in hand`;
  if (!long) return base;
  const desk = p.desktop.map((c) => c.name).join(', ');
  return `${base}${p.permVp ? `, ${p.permVp} Permanent VP` : ''}${p.corpUsed ? ', ability used this round' : ''}; Desktop: ${desk || 'empty'}`;
}

function tokens(c: CharView): string {
  const held = (Object.entries(c.tokens) as [Resource, number][])
    .filter(([, n]) => n > 0)
    .map(([r, n]) => `${n} ${RESOURCE_NAMES[r]}`);
  const marks = [
    ...held,
    ...(c.activated ? ['activated'] : []),
    ...(c.guarding ? ['guarding'] : []),
    ...(c.criminal ? ['criminal'] : []),
  ];
  return `${c.name}${marks.length ? ` (${marks.join(', ')})` : ''}`;
}

function counters(v: AxonView): string {
  return (Object.entries(v.counter) as [Resource, number][])
    .map(([r, n]) => `${RESOURCE_NAMES[r]} ${n}${v.red.includes(r) ? ' (red zone)' : ''}`)
    .join(', ');
}

export function axonWords(v: AxonView): BoardWords {
  const seats = Array.from({ length: v.players }, (_x, i) => i);
  const head = `Round ${v.round}, ${PHASE[v.phase]}; ${seat(v.first)} is First Player, play goes ${v.dir === 1 ? 'clockwise' : 'counter-clockwise'}${v.turn ? `; ${seat(v.turn.seat)}'s turn` : ''}${v.end ? `; the game ends after this round's last turns (${v.end.why})` : ''}.`;
  const result = v.result ? `Result: ${v.result.lines.map((l) => l.replace(/[.;]?$/, '')).join('; ')}.` : '';
  const byVp = [...seats].sort((a, b) => v.p[b]!.vp.total - v.p[a]!.vp.total);
  const breaking = `Stress ${v.stress} of Breaking Point ${v.breaking}.`;
  const summary = [
    head,
    result,
    `Standing: ${byVp.map((s) => standing(v, s, false)).join('; ')}.`,
    `Counters: ${counters(v)}.`,
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
        ...(a.data ? [`${a.data} Data`] : []),
        ...(crime ? [`${crime} Crimescene${crime > 1 ? 's' : ''}`] : []),
      ];
      if (!here.length && !extra.length) return '';
      return `${a.id} ${areaName(a.id)}: ${[...here.map(tokens), ...extra].join(', ')}`;
    })
    .filter(Boolean);
  const full = [
    head,
    ...(result ? [result] : []),
    '**Standing** (VP):',
    ...byVp.map((s) => `• ${standing(v, s, true)}`),
    `**Scoreboard** counters: ${counters(v)}. ${breaking}`,
    `**Nexus City** (Area: Characters and tokens): ${city.join('; ') || 'empty'}.`,
    `**Decks**: Characters ${v.stack} (${v.charDiscard.length} discarded), Software ${v.deck}, discard ${v.discard}${v.discardTop ? ` (top: ${v.discardTop.name})` : ''}.`,
  ];
  return { summary, full };
}
