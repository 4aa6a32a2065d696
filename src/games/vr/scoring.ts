import { listToken } from '../../engine/messages.ts';
import type { Standings } from '../../engine/types.ts';
import { agentsOwned, agentTypeOf, boroughState, controlledBoroughs, serversOf, titlesOf } from './board.ts';
import {
  AGENT_TRIO_VP,
  AGENT_TYPE_NAMES,
  AGENTS,
  BOROUGH_VP,
  DISTRICT_LIST,
  EUROCREDITS_PER_VP,
  OBJECTIVE_VP_CAP,
  OBJECTIVES,
  SERVER_VP,
  TITLE_VP,
  VERSE_TYPE_NAMES,
  VERSE_VP_CAP,
  VERSES,
  VP_TOKEN,
} from './data/index.ts';
import { AGENT_TYPES, type AgentType, VERSE_TYPES, type VerseType } from './data/types.ts';
import { ask, type Handler, type Opt, type StepRun, type VrFlow } from './flow.ts';
import { m } from './messages.ts';
import { objectiveText } from './objectives.messages.ts';
import type { VrState } from './state.ts';
import { verseScore } from './verses.ts';
import { clip, clipLabel } from './wording.ts';

/**
 * End of Game scoring. Before it, one simultaneous decision of all players: the type of a promoted
 * Mme Tropovicz, then which Objective to score (and its type for the "choose a type" cards), each
 * option showing what it is worth. Then every player's VPs, item by item, into s.scores.
 */

export interface ObjectiveChoice {
  id: string;
  type: string | null;
}

/** Per-player-count VPs of the Boroughs, empty Districts and Titles Objectives. */
const BY_PLAYERS = { boroughs: [2, 3, 4], emptyDistricts: [7, 6, 5], titles: [8, 10, 12] } as const;
const byPlayers = (s: VrState, family: keyof typeof BY_PLAYERS): number => BY_PLAYERS[family][s.players - 2]!;

/** Districts where `seat` has no Influence token (Servers do not count). */
const emptyDistricts = (s: VrState, seat: number): number =>
  DISTRICT_LIST.filter((d) =>
    d.boroughs.every((b) => boroughState(s, b).owner !== seat || boroughState(s, b).count === 0),
  ).length;

const agentsOfType = (s: VrState, seat: number, t: string): string[] =>
  agentsOwned(s, seat).filter((id) => agentTypeOf(s, seat, id) === t);

/** An Objective's VPs before the cap. */
export function objectiveScore(s: VrState, seat: number, id: string, type: string | null): number {
  const p = s.p[seat]!;
  const verseTypes = p.verses.map((v) => VERSES[v.id]!.type);
  switch (OBJECTIVES[id]!.family) {
    case 'income':
      return 3 * Math.floor(p.income / 2);
    case 'servers':
      return 5 * serversOf(s, seat).length;
    case 'verses':
      return 5 * p.verses.length;
    case 'verseTypes':
      return 7 * new Set(verseTypes).size;
    case 'verseOfType':
      return 7 * verseTypes.filter((t) => t === type).length;
    case 'boroughs':
      return byPlayers(s, 'boroughs') * controlledBoroughs(s, seat).length;
    case 'emptyDistricts':
      return byPlayers(s, 'emptyDistricts') * emptyDistricts(s, seat);
    case 'titles':
      return byPlayers(s, 'titles') * titlesOf(s, seat).length;
    // Line 1 (5 per Level 1, 7 per Level 2) plus line 2 (2 per Level 1, 3 per Level 2).
    case 'agentType':
      return agentsOfType(s, seat, type ?? '').reduce((n, a) => n + (AGENTS[a]!.level === 1 ? 5 + 2 : 7 + 3), 0);
    case 'money':
      return Math.floor(p.money / 2) + p.income;
    default:
      throw new Error(`unknown Objective ${id}`);
  }
}

export const objectiveCap = (s: VrState, seat: number): number => s.p[seat]!.eog.objectiveCap ?? OBJECTIVE_VP_CAP;

/**
 * The ways `seat` may score one of their Objectives: one per card, one per type for "choose a
 * type" cards. Two copies of the same card (the repeated "choose a type" ones) are one choice.
 */
export function objectiveChoices(s: VrState, seat: number): (ObjectiveChoice & { vp: number })[] {
  const cap = objectiveCap(s, seat);
  const ids = s.p[seat]!.objectives.filter(
    (id, i, all) => all.findIndex((o) => OBJECTIVES[o]!.text === OBJECTIVES[id]!.text) === i,
  );
  return ids.flatMap((id) => {
    const family = OBJECTIVES[id]!.family;
    const types: (string | null)[] =
      family === 'verseOfType' ? [...VERSE_TYPES] : family === 'agentType' ? [...AGENT_TYPES] : [null];
    return types.map((type) => ({ id, type, vp: Math.min(cap, objectiveScore(s, seat, id, type)) }));
  });
}

/** A player's final score, item by item. Without a chosen Objective, the best one counts. */
export function scoreSeat(
  s: VrState,
  seat: number,
  choice: ObjectiveChoice | null = s.p[seat]!.objectiveChoice,
): Record<string, number> {
  const p = s.p[seat]!;
  const owned = agentsOwned(s, seat);
  const trios = Math.min(...AGENT_TYPES.map((t) => agentsOfType(s, seat, t).length));
  const verseCap = p.eog.verseCap ?? VERSE_VP_CAP;
  const objective = choice
    ? Math.min(objectiveCap(s, seat), objectiveScore(s, seat, choice.id, choice.type))
    : Math.max(0, ...objectiveChoices(s, seat).map((c) => c.vp));
  const x = {
    vpTokens: VP_TOKEN * p.vpTokens,
    money: Math.floor(p.money / EUROCREDITS_PER_VP),
    income: p.income,
    boroughs: BOROUGH_VP * controlledBoroughs(s, seat).length,
    titles: (p.eog.titlePenalty ? TITLE_VP - 3 : TITLE_VP) * titlesOf(s, seat).length,
    agents: owned.length + (p.eog.trioPenalty ? AGENT_TRIO_VP - 2 : AGENT_TRIO_VP) * trios,
    servers: SERVER_VP[serversOf(s, seat).length] ?? 0,
    verses: p.verses.filter((v) => v.online).reduce((n, v) => n + Math.min(verseCap, verseScore(s, seat, v.id)), 0),
    objective,
    necro: 0 - (p.eog.vpLoss ?? 0),
  };
  return { ...x, total: Object.values(x).reduce((a, b) => a + b, 0) };
}

const typeName = (t: string | null): string =>
  t ? (VERSE_TYPE_NAMES[t as VerseType] ?? AGENT_TYPE_NAMES[t as AgentType] ?? t) : '';

/** An Objective in a few words, for buttons. */
export function objectiveShort(s: VrState, id: string, type: string | null): string {
  switch (OBJECTIVES[id]!.family) {
    case 'income':
      return m('vr.obj.short.income');
    case 'servers':
      return m('vr.obj.short.servers');
    case 'verses':
      return m('vr.obj.short.verses');
    case 'verseTypes':
      return m('vr.obj.short.verseTypes');
    case 'verseOfType':
      return m('vr.obj.short.verseOfType', { type: typeName(type) });
    case 'boroughs':
      return m('vr.obj.short.boroughs', { n: byPlayers(s, 'boroughs') });
    case 'emptyDistricts':
      return m('vr.obj.short.emptyDistricts', { n: byPlayers(s, 'emptyDistricts') });
    case 'titles':
      return m('vr.obj.short.titles', { n: byPlayers(s, 'titles') });
    case 'agentType':
      return m('vr.obj.short.agentType', { type: typeName(type) });
    case 'money':
      return m('vr.obj.short.money');
    default:
      return id;
  }
}

/** What an Objective counts, in a sentence, with what `seat` has of it now (for a button's detail). */
export function objectiveDetail(s: VrState, seat: number, id: string, type: string | null): string {
  const p = s.p[seat]!;
  const verseTypes = p.verses.map((v) => VERSES[v.id]!.type);
  switch (OBJECTIVES[id]!.family) {
    case 'income':
      return m('vr.obj.detail.income', { income: p.income });
    case 'servers':
      return clip(m('vr.obj.detail.servers', { n: serversOf(s, seat).length }));
    case 'verses':
      return m('vr.obj.detail.verses', { n: p.verses.length });
    case 'verseTypes':
      return m('vr.obj.detail.verseTypes', { n: new Set(verseTypes).size });
    case 'verseOfType':
      return m('vr.obj.detail.verseOfType', { type: typeName(type), n: verseTypes.filter((t) => t === type).length });
    case 'boroughs':
      return m('vr.obj.detail.boroughs', {
        vp: byPlayers(s, 'boroughs'),
        players: s.players,
        n: controlledBoroughs(s, seat).length,
      });
    case 'emptyDistricts':
      return clip(
        m('vr.obj.detail.emptyDistricts', {
          vp: byPlayers(s, 'emptyDistricts'),
          players: s.players,
          n: emptyDistricts(s, seat),
        }),
      );
    case 'titles':
      return m('vr.obj.detail.titles', { vp: byPlayers(s, 'titles'), n: titlesOf(s, seat).length });
    case 'agentType': {
      const mine = agentsOfType(s, seat, type ?? '');
      const l1 = mine.filter((a) => AGENTS[a]!.level === 1).length;
      return m('vr.obj.detail.agentType', { type: typeName(type), l1, l2: mine.length - l1 });
    }
    case 'money':
      return m('vr.obj.detail.money', { money: p.money, income: p.income });
    default:
      return clip(objectiveText(id));
  }
}

const needsTropovicz = (s: VrState, seat: number): boolean =>
  s.p[seat]!.retired.includes('mme-tropovicz') && s.p[seat]!.tropovicz === null;

const runFinalChoices: StepRun<'finalChoices'> = (s, _step, ctx) => {
  // Mme Tropovicz is named only when a player has her retired, type not yet declared.
  const trop = s.order.filter((seat) => needsTropovicz(s, seat));
  ctx.event(
    trop.length
      ? m('vr.final.startTrop', { who: listToken(trop.map((seat) => `{seat:${seat}}`)) })
      : m('vr.final.start'),
  );
  ask(s, 'finalChoice', [...s.order]);
};

const finalChoiceDecision: Handler<'finalChoice'> = {
  options(s, _p, seat) {
    const p = s.p[seat]!;
    if (needsTropovicz(s, seat)) {
      return AGENT_TYPES.map((t): Opt => {
        const total = scoreSeat(
          { ...s, p: s.p.map((x, i) => (i === seat ? { ...x, tropovicz: t } : x)) },
          seat,
          null,
        ).total;
        return {
          key: `trop:${t}`,
          kind: 'tropovicz',
          label: m('vr.trop.label', { type: AGENT_TYPE_NAMES[t] }),
          detail: m('vr.trop.detail', { n: total ?? 0 }),
          value: t,
        };
      });
    }
    if (p.objectiveChoice) return [];
    return objectiveChoices(s, seat).map(
      (c): Opt => ({
        key: `obj:${c.id}${c.type ? `:${c.type}` : ''}`,
        kind: 'objective',
        label: clipLabel(m('vr.obj.score', { what: objectiveShort(s, c.id, c.type), n: c.vp })),
        detail: objectiveDetail(s, seat, c.id, c.type),
        value: { id: c.id, type: c.type },
        style: 'primary',
      }),
    );
  },
  resolve(s, _p, seat, opt, _n, ctx) {
    const p = s.p[seat]!;
    if (opt.kind === 'tropovicz') {
      p.tropovicz = opt.value as AgentType;
      ctx.event(m('vr.ev.declaresTrop', { who: `{seat:${seat}}`, type: AGENT_TYPE_NAMES[p.tropovicz] }));
      return 'keep';
    }
    const choice = opt.value as ObjectiveChoice;
    p.objectiveChoice = choice;
    p.objectives = [choice.id, ...p.objectives.filter((o) => o !== choice.id)];
    ctx.privately(seat, m('vr.ev.youScoreObjective', { what: objectiveShort(s, choice.id, choice.type) }));
    ctx.event(m('vr.ev.choseObjective', { who: `{seat:${seat}}` }));
  },
};

/** The final score's items in words (the tally events and the game's outcome). */
export const SCORE_LABELS: Readonly<Record<string, string>> = {
  vpTokens: m('vr.score.vpTokens'),
  money: m('vr.score.money'),
  income: m('vr.score.income'),
  boroughs: m('vr.score.boroughs'),
  titles: m('vr.score.titles'),
  agents: m('vr.score.agents'),
  servers: m('vr.score.servers'),
  verses: m('vr.score.verses'),
  objective: m('vr.score.objective'),
  necro: m('vr.score.necro'),
};

/** A final score's non-zero items: "+2 VPs tokens 4, Eurocredits 3, Income 12". */
export const scoreParts = (x: Record<string, number>): string =>
  Object.entries(x)
    .filter(([k, v]) => k !== 'total' && v !== 0)
    .map(([k, v]) => m('vr.score.part', { label: SCORE_LABELS[k] ?? k, n: v }))
    .join(', ');

/**
 * The winners by VP totals: the most VP, a tie broken by Eurocredits (still tied: shared), and the
 * ranking line ("{seat:0} 31 VP, {seat:1} 27 VP"), for the end of the game and for its standings.
 */
export function ranking(s: VrState, totals: readonly number[]): { winners: number[]; line: string } {
  const best = Math.max(...totals);
  const tied = totals.flatMap((t, i) => (t === best ? [i] : []));
  const richest = Math.max(...tied.map((i) => s.p[i]!.money));
  const winners = tied.filter((i) => s.p[i]!.money === richest);
  const ranked = totals.map((_t, i) => i).sort((a, b) => totals[b]! - totals[a]! || s.p[b]!.money - s.p[a]!.money);
  const line = ranked.map((i) => m('vr.rank.seat', { who: `{seat:${i}}`, n: totals[i]! })).join(', ');
  return { winners, line: tied.length > 1 ? m('vr.rank.tieBroken', { line }) : line };
}

/**
 * The standings now: each player's VPs as the final scoring would count them today, without the
 * Objective (its card is secret: its VPs would tell it); the ranking as at the end.
 */
export function vrStandings(s: VrState): Standings {
  const totals = s.p.map((_p, seat) => {
    const x = scoreSeat(s, seat);
    return x.total! - x.objective!;
  });
  const { winners, line } = ranking(s, totals);
  return {
    scores: totals,
    winners,
    summary: [m('vr.standings.line', { line }), m('vr.standings.secret')],
  };
}

const runScore: StepRun<'score'> = (s, _step, ctx) => {
  s.scores = s.p.map((_p, seat) => scoreSeat(s, seat));
  // Objective cards stay private, also in the final tally (each player heard which one when choosing it).
  s.scores.forEach((x, seat) =>
    ctx.event(m('vr.ev.scores', { who: `{seat:${seat}}`, n: x.total ?? 0, parts: scoreParts(x) })),
  );
  s.over = true;
};

/** Registers this module's decisions and steps on the game's flow. */
export function registerScoring(flow: VrFlow): void {
  flow.defineStep('finalChoices', runFinalChoices);
  flow.defineDecision('finalChoice', finalChoiceDecision);
  flow.defineStep('score', runScore);
}
