import { listToken } from '../../engine/messages.ts';
import type { BoardWords } from '../../engine/types.ts';
import { AGENT_TYPE_NAMES, DISTRICTS, type DistrictId, VERSE_TYPE_NAMES } from './data/index.ts';
import { m, who as seat } from './messages.ts';
import type { VrView } from './view.ts';
import { boroughName } from './wording.ts';

/**
 * Virtual Revolution's board in words (GameDefinition.describe), from the view's public part only
 * (never `me`): each player's standing, who holds which Borough, the Agents and Verses on offer.
 */

const districtName = (d: string) => DISTRICTS[d as DistrictId]?.name ?? d;
const typeName = (t: string) =>
  AGENT_TYPE_NAMES[t as keyof typeof AGENT_TYPE_NAMES] ?? VERSE_TYPE_NAMES[t as keyof typeof VERSE_TYPE_NAMES] ?? t;

function standing(v: VrView, s: number): string {
  const p = v.p[s]!;
  const held = v.boroughs.filter((b) => b.owner === s);
  return m('vr.words.standing', {
    who: seat(s),
    vp: p.vpTokens,
    money: p.money,
    influence: held.reduce((n, b) => n + b.count, 0),
    boroughs: held.length,
    servers: p.servers.length,
    agents: p.onDuty.length,
    verses: p.verses.length,
    online: p.verses.filter((x) => x.online).length,
    titles: p.titles.length ? m('vr.words.titles', { titles: p.titles.map((d) => districtName(d)).join(', ') }) : '',
  });
}

function finalScores(v: VrView): string {
  if (!v.scores) return '';
  const order = v.scores.map((x, s) => ({ s, total: x.total ?? 0 })).sort((a, b) => b.total - a.total);
  return m('vr.words.finalScores', {
    scores: order.map((x) => m('vr.words.score', { who: seat(x.s), n: x.total })).join(', '),
  });
}

export function vrWords(v: VrView): BoardWords {
  const head =
    v.current !== null
      ? m('vr.words.headTurn', { round: v.round, turns: v.turnsPlayed, who: seat(v.current) })
      : m('vr.words.head', { round: v.round, turns: v.turnsPlayed });
  const standings = v.order.map((s) => standing(v, s));
  const held = v.boroughs.filter((b) => b.owner !== null && b.count > 0);
  const boroughs = held.map((b) => `${boroughName(b.id)} ${seat(b.owner!)} ×${b.count}`);
  const summary = [
    head,
    finalScores(v),
    m('vr.words.standings', { standings: standings.join('; ') }),
    boroughs.length ? m('vr.words.held', { boroughs: boroughs.join(', ') }) : m('vr.words.noneHeld'),
  ]
    .filter(Boolean)
    .join(' ');
  const directors = v.directors.map((d) =>
    m('vr.words.directorIn', { who: seat(d.seat), borough: boroughName(d.borough) }),
  );
  const agents = v.agentSpaces.map((a, i) =>
    a.agent
      ? m('vr.words.agentSpace', {
          n: i + 1,
          agent: a.agent.name,
          type: typeName(a.agent.type),
          level: a.agent.level,
          where: a.borough !== null ? m('vr.words.in', { borough: boroughName(a.borough) }) : '',
        })
      : `${i + 1}. ${m('vr.words.empty')}`,
  );
  const verses = v.verseDisplay.map((x) =>
    x ? m('vr.words.typed', { name: x.name, type: typeName(x.type) }) : m('vr.words.empty'),
  );
  const titles = Object.entries(v.titles).map(
    ([d, h]) => `${districtName(d)}: ${h === null ? m('vr.words.nobody') : seat(h)}`,
  );
  const none = m('vr.words.none');
  const full = [
    head,
    ...(v.scores ? [finalScores(v)] : []),
    m('vr.words.players'),
    ...v.order.map((s) => {
      const p = v.p[s]!;
      return m('vr.words.player', {
        standing: standing(v, s),
        immunity: p.immunity,
        income: p.income,
        reserve: p.reserve,
        directors: p.directorsLeft,
        corruption: p.corruptionCount,
        agents:
          p.onDuty
            .map((a) =>
              m(a.turned ? 'vr.words.agentTurned' : 'vr.words.agentOnDuty', { agent: a.name, level: a.level }),
            )
            .join(', ') || none,
        verses: p.verses.map((x) => (x.online ? m('vr.words.online', { verse: x.name }) : x.name)).join(', ') || none,
      });
    }),
    m('vr.words.boroughs', {
      boroughs: v.boroughs
        .map(
          (b) =>
            `${boroughName(b.id)}: ${b.owner === null ? m('vr.words.free') : `${seat(b.owner)} ×${b.count}`}${b.servers.length ? m('vr.words.serversOf', { who: b.servers.map(seat).join(', ') }) : ''}`,
        )
        .join('; '),
    }),
    m('vr.words.directors', { directors: directors.join(', ') || m('vr.words.nonePlaced') }),
    m('vr.words.agents', { agents: agents.join('; ') }),
    m('vr.words.verses', { verses: verses.join('; ') }),
    m('vr.words.titlesHeld', { titles: titles.join('; ') }),
    m('vr.words.decks', {
      agents: v.agentDeckCount,
      verses: v.verseDeckCount,
      necro: v.necroDeckCount,
      revealed: v.necroRevealed.length ? m('vr.words.revealed', { cards: listToken(v.necroRevealed) }) : '',
      corruption: v.corruptionDeckCount,
    }),
  ];
  return { summary, full };
}
