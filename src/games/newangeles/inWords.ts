import type { BoardWords } from '../../engine/types.ts';
import { TYPE_NAMES } from './cards.ts';
import { RESOURCE_NAMES, type Resource, RULES } from './data/index.ts';
import { m } from './messages.ts';
import type { DistrictView, NaView } from './view.ts';

/**
 * New Angeles' board in words (GameDefinition.describe), from the view's public part only (never
 * `mine`: hands, rivals and investments stay out): the threat, supply against demand, capital,
 * the deal in progress and the districts' components.
 */

const seat = (s: number) => `{seat:${s}}`;
const cards = (n: number) => m('na.words.cards', { n });

function supply(v: NaView): string {
  return (Object.keys(v.supply) as Resource[])
    .map((r) => m('na.against', { r: RESOURCE_NAMES[r], n: v.supply[r], of: v.demand.targets[r] }))
    .join(', ');
}

function district(d: DistrictView): string {
  const on = [
    ...(d.android ? [m('na.bare.android')] : []),
    ...(d.development ? [m('na.bare.development')] : []),
    ...(d.outage ? [m('na.bare.outage')] : []),
    ...(d.illness ? [m('na.bare.illness')] : []),
    ...(d.humanFirst ? [m('na.bare.humanFirst')] : []),
    ...(d.orgcrime ? [m('na.words.orgcrime')] : []),
    ...(d.prisec ? [m('na.words.prisec', { n: d.prisec })] : []),
  ];
  return m('na.words.district', {
    name: d.name,
    r: RESOURCE_NAMES[d.primary],
    stage: d.unrest,
    on: on.length ? on.join(', ') : 'none',
  });
}

function deal(v: NaView): string {
  const d = v.deal;
  if (!d) return '';
  const offer = (o: NonNullable<typeof d.main>) =>
    m('na.words.offer', { who: seat(o.seat), card: o.card.name, on: o.targetName ?? 'none' });
  const counter = d.counters.at(-1);
  return m('na.words.deal', {
    asset: d.asset.name,
    main: d.main ? offer(d.main) : 'none',
    counter: counter ? offer(counter) : 'none',
  });
}

export function naWords(v: NaView): BoardWords {
  const head = m('na.words.head', {
    round: v.round,
    rounds: RULES.rounds,
    phase: v.phase,
    active: v.phase === 'action' ? seat(v.active) : 'none',
    threat: v.threat,
    end: RULES.threatEnd,
  });
  const result = v.result ? m('na.words.result', { lines: v.result.lines.join(' ') }) : '';
  const capital = [...v.corps]
    .sort((a, b) => b.capital - a.capital)
    .map((c) => m('na.words.capital', { who: seat(c.seat), corp: c.name, n: c.capital, cards: cards(c.hand) }));
  const left = RULES.demandAfter.length - v.demandRounds;
  const demand =
    left > 0
      ? m('na.words.demand', { name: v.demand.name, left, supply: supply(v) })
      : m('na.words.lastDemand', { name: v.demand.name, supply: supply(v) });
  const troubled = v.districts.filter((d) => d.unrest > 0 || d.outage || d.illness || d.orgcrime);
  const summary = [
    head,
    result,
    m('na.words.capitalAll', { list: capital.join(m('na.semi')) }),
    demand,
    deal(v),
    troubled.length ? m('na.words.trouble', { list: troubled.map(district).join(m('na.semi')) }) : m('na.words.calm'),
  ]
    .filter(Boolean)
    .join(' ');
  const semi = (xs: readonly string[]) => xs.join(m('na.semi'));
  const full = [
    head,
    ...(result ? [result] : []),
    m('na.words.corps'),
    ...[...v.corps]
      .sort((a, b) => b.capital - a.capital)
      .map((c) =>
        m('na.words.corp', {
          who: seat(c.seat),
          corp: c.name,
          n: c.capital,
          cards: cards(c.hand),
          contract: c.contractClause,
          assets: c.assets.length
            ? c.assets.map((a) => (a.exhausted ? m('na.exhaustedText', { text: a.name }) : a.name)).join(', ')
            : m('na.words.none'),
          emergency: c.emergency.name,
          up: c.emergencyUp ? 'y' : 'n',
          invested: c.invested ? 'y' : 'n',
        }),
      ),
    m('na.words.supply', { demand }),
    ...(v.deal ? [m('na.words.dealLine', { deal: deal(v) })] : []),
    m('na.words.track', {
      list: semi(v.track.map((a, i) => m('na.words.slot', { n: i + 1, asset: a ? a.name : m('na.words.empty') }))),
    }),
    m('na.words.city', { list: semi(v.districts.map(district)) }),
    m('na.words.decks', {
      decks: Object.entries(v.decks)
        .map(([k, n]) => m('na.words.deck', { deck: TYPE_NAMES[k as keyof typeof TYPE_NAMES], n }))
        .join(', '),
      discard: v.discard,
      assets: v.assetDeck,
      events: v.eventDeck,
      last: v.lastEvent ? v.lastEvent.name : 'none',
      deals: v.deals,
    }),
  ];
  return { summary, full };
}
