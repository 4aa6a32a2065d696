import type { BoardWords } from '../../engine/types.ts';
import { NATIONS, ROUNDS, SCORING_ROUNDS } from './data/index.ts';
import { capitalName, cardName as dataCardName, nationName, regionName } from './data/messages.ts';
import { m, seatOf } from './messages.ts';
import type { IspyView } from './view.ts';

/**
 * I, Spy's board in words (GameDefinition.describe), from the view's public part only (never
 * `me`, nor a Politician's face): the Influence and Power tracks, each spy's place and public
 * holdings, the Politician spaces by their tokens.
 */

const seat = seatOf;
const cardName = dataCardName;

/** "Britain 12/9, France 8/4" (Influence/Power), the highest Influence first. */
function tracks(v: IspyView): string {
  const order = [...NATIONS].sort((a, b) => v.influence[b] - v.influence[a]);
  return order.map((n) => `${nationName(n)} ${v.influence[n]}/${v.power[n]}`).join(', ');
}

function spy(v: IspyView, s: number, long: boolean): string {
  const x = v.spies[s]!;
  const parts = [
    x.region
      ? m('spy.words.spyIn', { who: seat(s), n: x.number, region: regionName(x.region) })
      : m('spy.words.spyOff', { who: seat(s), n: x.number }),
    m('spy.words.supply', { n: x.supply }),
    m('spy.tags', { n: x.tags }),
    m('spy.words.inHand', { n: x.handCount }),
    m('spy.words.records', { n: x.records.length }),
    ...(x.assets.length ? [m('spy.words.assets', { list: x.assets.map((a) => a.name).join(', ') })] : []),
    ...(x.alignment ? [m('spy.words.workedFor', { nation: nationName(x.alignment) })] : []),
  ];
  if (long) {
    parts.push(m('spy.words.tokensLeft', { n: x.tokens }));
    if (x.agenda.length) parts.push(m('spy.words.agenda', { list: x.agenda.map(cardName).join(', ') }));
    if (x.records.length)
      parts.push(
        m('spy.words.recordList', {
          list: x.records
            .map((r) => (r.rotated ? m('spy.words.retrieved', { card: cardName(r.card) }) : cardName(r.card)))
            .join(', '),
        }),
      );
  }
  return parts.join(', ');
}

/** "Phase 1: Fritz Haber, Ferdinand Foch; Phase 2: ..." (the revealed tiles, by the phase that revealed them). */
function revealedWords(v: IspyView): string {
  const phases = [...new Set(v.revealed.map((r) => r.phase))];
  return phases
    .map((p) =>
      m('spy.words.revealedIn', {
        when: p === null ? m('spy.words.earlier') : m('spy.words.phase', { n: p }),
        names: v.revealed
          .filter((r) => r.phase === p)
          .map((r) => r.name)
          .join(', '),
      }),
    )
    .join('; ');
}

export function ispyWords(v: IspyView): BoardWords {
  const next = SCORING_ROUNDS.find((r) => r >= v.round);
  const at = { round: v.round, rounds: ROUNDS, who: seat(v.initiative) };
  const head = v.over
    ? m('spy.words.headOver', at)
    : next
      ? m('spy.words.headNext', { ...at, next })
      : m('spy.words.head', at);
  const spies = Array.from({ length: v.players }, (_x, s) => s);
  const result = v.result ? m('spy.words.result', { lines: v.result.lines.join(' ') }) : '';
  const summary = [
    head,
    result,
    m('spy.words.tracks', { list: tracks(v) }),
    m('spy.words.spies', { list: spies.map((s) => spy(v, s, false)).join('; ') }),
  ]
    .filter(Boolean)
    .join(' ');
  const spaces = v.spaces
    .filter((sp) => sp.occupied)
    .map((sp) =>
      m('spy.words.space', {
        where: sp.phase ? m('spy.words.phase', { n: sp.phase }) : m('spy.words.shadows'),
        n: sp.index + 1,
        tokens: sp.tokens.length ? sp.tokens.map(seat).join(', ') : m('spy.words.noTokens'),
      }),
    );
  const full = [
    head,
    ...(result ? [result] : []),
    m('spy.words.tracksLong', { list: tracks(v) }),
    m('spy.words.spiesHead'),
    ...spies.map((s) => `• ${spy(v, s, true)}`),
    m('spy.words.politicians', {
      spaces: spaces.join('; ') || m('spy.words.noneLeft'),
      deck: v.politicianDeck,
      revealed: v.revealed.length ? m('spy.words.politiciansRevealed', { list: revealedWords(v) }) : '',
    }),
    m('spy.words.caches', { list: v.caches.map(regionName).join(', ') || m('spy.words.none') }),
    m('spy.words.stacks', {
      berlin: capitalName('berlin'),
      b: v.stackCounts.berlin,
      budapest: capitalName('budapest'),
      u: v.stackCounts.budapest,
      london: capitalName('london'),
      l: v.stackCounts.london,
    }),
  ];
  return { summary, full };
}
