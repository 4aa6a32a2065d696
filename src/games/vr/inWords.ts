import type { BoardWords } from '../../engine/types.ts';
import { BOROUGHS, DISTRICTS, type DistrictId } from './data/index.ts';
import type { VrView } from './view.ts';

/**
 * Virtual Revolution's board in words (GameDefinition.describe), from the view's public part only
 * (never `me`): each player's standing, who holds which Borough, the Agents and Verses on offer.
 */

const seat = (s: number) => `{seat:${s}}`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const districtName = (d: string) => DISTRICTS[d as DistrictId]?.name ?? d;
const boroughName = (id: number) => BOROUGHS[id]?.name ?? `Borough ${id}`;

function standing(v: VrView, s: number): string {
  const p = v.p[s]!;
  const held = v.boroughs.filter((b) => b.owner === s);
  const influence = held.reduce((n, b) => n + b.count, 0);
  const online = p.verses.filter((x) => x.online).length;
  return [
    `${seat(s)}: ${plural(p.vpTokens, 'VP token')}`,
    `${p.money} money`,
    `Influence ${influence} in ${plural(held.length, 'Borough')}`,
    plural(p.servers.length, 'Server'),
    plural(p.onDuty.length, 'Agent'),
    `${plural(p.verses.length, 'Verse')} (${online} online)`,
    ...(p.titles.length ? [`Titles: ${p.titles.map((d) => districtName(d)).join(', ')}`] : []),
  ].join(', ');
}

function finalScores(v: VrView): string {
  if (!v.scores) return '';
  const order = v.scores.map((x, s) => ({ s, total: x.total ?? 0 })).sort((a, b) => b.total - a.total);
  return `Final scores: ${order.map((x) => `${seat(x.s)} ${x.total} VP`).join(', ')}.`;
}

export function vrWords(v: VrView): BoardWords {
  const head = `Round ${v.round} of 5, ${v.turnsPlayed} turns played${v.current !== null ? `; ${seat(v.current)}'s turn` : ''}.`;
  const standings = v.order.map((s) => standing(v, s));
  const held = v.boroughs.filter((b) => b.owner !== null && b.count > 0);
  const boroughs = held.map((b) => `${boroughName(b.id)} ${seat(b.owner!)} ×${b.count}`);
  const summary = [
    head,
    finalScores(v),
    `Standing in turn order: ${standings.join('; ')}.`,
    boroughs.length ? `Boroughs held: ${boroughs.join(', ')}.` : 'No Borough is held yet.',
  ]
    .filter(Boolean)
    .join(' ');
  const directors = v.directors.map((d) => `${seat(d.seat)} in ${boroughName(d.borough)}`);
  const agents = v.agentSpaces.map(
    (a, i) =>
      `${i + 1}. ${a.agent ? `${a.agent.name} (${a.agent.type}, level ${a.agent.level})${a.borough !== null ? ` in ${boroughName(a.borough)}` : ''}` : 'empty'}`,
  );
  const verses = v.verseDisplay.map((x) => (x ? `${x.name} (${x.type})` : 'empty'));
  const titles = Object.entries(v.titles).map(([d, h]) => `${districtName(d)}: ${h === null ? 'nobody' : seat(h)}`);
  const full = [
    head,
    ...(v.scores ? [finalScores(v)] : []),
    '**Players** (turn order):',
    ...v.order.map((s) => {
      const p = v.p[s]!;
      return `• ${standing(v, s)}; immunity ${p.immunity}, income ${p.income}, reserve ${p.reserve}, Directors left ${p.directorsLeft}, ${plural(p.corruptionCount, 'Corruption card')} in hand; Agents: ${p.onDuty.map((a) => `${a.name} (level ${a.level}${a.turned ? ', turned' : ''})`).join(', ') || 'none'}; Verses: ${p.verses.map((x) => `${x.name}${x.online ? ' (online)' : ''}`).join(', ') || 'none'}`;
    }),
    `**Boroughs**: ${v.boroughs.map((b) => `${boroughName(b.id)}: ${b.owner === null ? 'free' : `${seat(b.owner)} ×${b.count}`}${b.servers.length ? `, Servers of ${b.servers.map(seat).join(', ')}` : ''}`).join('; ')}.`,
    `**Directors**: ${directors.join(', ') || 'none placed'}.`,
    `**Agents on offer**: ${agents.join('; ')}.`,
    `**Verses on offer**: ${verses.join('; ')}.`,
    `**Titles**: ${titles.join('; ')}.`,
    `**Decks**: Agents ${v.agentDeckCount}, Verses ${v.verseDeckCount}, Necro ${v.necroDeckCount}${v.necroRevealed.length ? ` (revealed: ${v.necroRevealed.join(', ')})` : ''}, Corruption ${v.corruptionDeckCount}.`,
  ];
  return { summary, full };
}
