import type { BoardWords } from '../../engine/types.ts';
import { RESOURCE_NAMES, type Resource, RULES } from './data/index.ts';
import type { DistrictView, NaView } from './view.ts';

/**
 * New Angeles' board in words (GameDefinition.describe), from the view's public part only (never
 * `mine`: hands, rivals and investments stay out): the threat, supply against demand, capital,
 * the deal in progress and the districts' components.
 */

const seat = (s: number) => `{seat:${s}}`;
const cards = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;
const UNREST = ['stable', 'protest', 'strike'] as const;
const PHASE: Readonly<Record<NaView['phase'], string>> = {
  action: 'Action phase',
  production: 'Production',
  demand: 'Demand round',
  event: 'Event',
  over: 'game over',
};

function supply(v: NaView): string {
  return (Object.keys(v.supply) as Resource[])
    .map((r) => `${RESOURCE_NAMES[r]} ${v.supply[r]}/${v.demand.targets[r]}`)
    .join(', ');
}

function district(d: DistrictView): string {
  const on = [
    ...(d.android ? ['android'] : []),
    ...(d.development ? ['development'] : []),
    ...(d.outage ? ['outage'] : []),
    ...(d.illness ? ['illness'] : []),
    ...(d.humanFirst ? ['Human First'] : []),
    ...(d.orgcrime ? ['orgcrime'] : []),
    ...(d.prisec ? [`${d.prisec} PriSec`] : []),
  ];
  return `${d.name} (${RESOURCE_NAMES[d.primary]}, ${UNREST[d.unrest] ?? `unrest ${d.unrest}`})${on.length ? `: ${on.join(', ')}` : ''}`;
}

function deal(v: NaView): string {
  const d = v.deal;
  if (!d) return '';
  const offer = (o: NonNullable<typeof d.main>) =>
    `${seat(o.seat)}'s ${o.card.name}${o.targetName ? ` on ${o.targetName}` : ''}`;
  const counter = d.counters.at(-1);
  return `Deal for ${d.asset.name}: main offer ${d.main ? offer(d.main) : 'not yet made'}${counter ? `, counteroffer ${offer(counter)}` : ''}.`;
}

export function naWords(v: NaView): BoardWords {
  const head = `Round ${v.round} of ${RULES.rounds}, ${PHASE[v.phase]}${v.phase === 'action' ? `, ${seat(v.active)} active` : ''}. Threat ${v.threat} of ${RULES.threatEnd}.`;
  const result = v.result ? `Result: ${v.result.lines.join(' ')}` : '';
  const capital = [...v.corps]
    .sort((a, b) => b.capital - a.capital)
    .map((c) => `${seat(c.seat)} (${c.name}) ${c.capital} capital, ${cards(c.hand)}`);
  const left = RULES.demandAfter.length - v.demandRounds;
  const demand =
    left > 0
      ? `Supply against ${v.demand.name} demand (${left} demand round${left === 1 ? '' : 's'} left): ${supply(v)}.`
      : `The last demand, ${v.demand.name}, against the final supply: ${supply(v)}.`;
  const troubled = v.districts.filter((d) => d.unrest > 0 || d.outage || d.illness || d.orgcrime);
  const summary = [
    head,
    result,
    `Capital: ${capital.join('; ')}.`,
    demand,
    deal(v),
    troubled.length ? `Districts in trouble: ${troubled.map(district).join('; ')}.` : 'No district in unrest.',
  ]
    .filter(Boolean)
    .join(' ');
  const full = [
    head,
    ...(result ? [result] : []),
    '**Corporations** (capital):',
    ...[...v.corps]
      .sort((a, b) => b.capital - a.capital)
      .map(
        (c) =>
          `• ${seat(c.seat)} ${c.name}: ${c.capital} capital, ${cards(c.hand)} in hand, contract: ${c.contract.replace(/\.$/, '')}; assets: ${c.assets.map((a) => `${a.name}${a.exhausted ? ' (exhausted)' : ''}`).join(', ') || 'none'}; emergency ${c.emergency.name}${c.emergencyUp ? ' (face up)' : ' (used)'}${c.invested ? '; has invested' : ''}`,
      ),
    `**Supply/Demand** ${demand}`,
    ...(v.deal ? [`**Deal** ${deal(v)}`] : []),
    `**Turn track**: ${v.track.map((a, i) => `${i + 1}. ${a ? a.name : 'empty'}`).join('; ')}.`,
    `**City**: ${v.districts.map(district).join('; ')}.`,
    `**Decks**: ${Object.entries(v.decks)
      .map(([k, n]) => `${k} ${n}`)
      .join(
        ', ',
      )}; discard ${v.discard}; assets ${v.assetDeck}; events ${v.eventDeck}${v.lastEvent ? ` (last: ${v.lastEvent.name})` : ''}; ${v.deals} deals made.`,
  ];
  return { summary, full };
}
