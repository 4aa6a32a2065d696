import type { FlowContext } from '../../engine/events.ts';
import { commit, commits, committed } from '../../engine/flow.ts';
import type { HelpTopic, Standings, StorySpec } from '../../engine/types.ts';
import { ACTION_CARDS, NATIONS, type Nation, TRACK_MAX } from './data/index.ts';
import { cardName, nationName } from './data/messages.ts';
import { ask, type IspyFlow, type Opt, queue } from './flow.ts';
import { h } from './help.messages.ts';
import { m, seatOf } from './messages.ts';
import { turnOrder } from './politicians.ts';
import type { IspyState } from './state.ts';
import { addPower } from './tracks.ts';

/**
 * The End-Game Sequence after round 14's Scoring Phase: the Final Report (option), Apply Assets
 * (one Asset per spy at a time, clockwise from the Initiative, each +1 Power to a Nation of the
 * spy's choice), then the Alignments are revealed and the winner found with the tie rules.
 */

/**
 * A Final Report card "matches" an Alignment when that Nation is among the Nations the card owes
 * Influence to (a base card has one; a Special Action Card matches any of its Nations).
 */
export const matches = (card: string, n: Nation): boolean =>
  ACTION_CARDS[card]?.influence.some((i) => i.nation === n) ?? false;

/** The Final Report option in words, with this game's meaning of a match (for /game help). */
export const FINAL_REPORT_TOPIC: HelpTopic = { name: 'final-report', text: h('spy.help.finalReport') };

/** Final Report drafts: per giver, the card given to each opponent (by seat). */
type Report = Record<string, string>;

/** A spy's opponents clockwise from its left: the order it gives its Final Report cards in. */
const opponents = (s: IspyState, seat: number): number[] =>
  Array.from({ length: s.players - 1 }, (_v, i) => (seat + 1 + i) % s.players);

/** What each spy earns from the Final Report, by seat (given[giver][receiver] = card). */
export function reportPoints(s: IspyState, given: Readonly<Record<number, Report>>): number[] {
  return s.spies.map((me, seat) => {
    const received = opponents(s, seat)
      .map((g) => given[g]?.[String(seat)])
      .filter((c): c is string => c !== undefined);
    const misses = received.filter((c) => !matches(c, me.alignment)).length;
    const allMissed = misses === received.length ? 1 : 0;
    // My guesses earned no opponent anything: every card I gave matched its receiver.
    const mine = given[seat] ?? {};
    const allRight = opponents(s, seat).every(
      (o) => mine[String(o)] !== undefined && matches(mine[String(o)]!, s.spies[o]!.alignment),
    )
      ? 1
      : 0;
    return misses + allMissed + allRight;
  });
}

function finalReportStep(s: IspyState, ctx: FlowContext): void {
  if (!s.options.finalReport) return;
  for (const p of s.spies) {
    p.hand.push(...p.records.map((r) => r.card));
    p.records = [];
  }
  ctx.event(m('spy.ev.finalReport'));
  ask(
    s,
    'finalReport',
    turnOrder(s).sort((a, b) => a - b),
  );
}

/** Apply Assets: the next spy clockwise from `from` with an Asset still face up is asked. */
function applyAssetsStep(s: IspyState, from: number): void {
  for (let i = 0; i < s.players; i += 1) {
    const seat = (from + i) % s.players;
    if (s.spies[seat]!.assets.some((a) => !a.applied)) {
      ask(s, 'applyAsset', [seat], {});
      return;
    }
  }
}

/**
 * The winners among the Alignments held: most Power; on a tie, less Influence; still tied, a
 * standstill sets the tied Nations' Power to 0 and the comparison runs again among the Nations
 * held; a tie that persists lets every tied spy win. A standstill is applied to `s.power`.
 */
export function decide(s: IspyState): { winners: number[]; lines: string[] } {
  const held = [...new Set(s.spies.map((p) => p.alignment))];
  const lines: string[] = [];
  const power = { ...s.power };
  const compare = (): Nation[] => {
    const top = Math.max(...held.map((n) => power[n]));
    const tied = held.filter((n) => power[n] === top);
    if (tied.length < 2) return tied;
    const least = Math.min(...tied.map((n) => s.influence[n]));
    const left = tied.filter((n) => s.influence[n] === least);
    lines.push(
      left.length === 1
        ? m('spy.tie.one', { top, names: names(tied), nation: nationName(left[0]!), least })
        : m('spy.tie.still', { top, names: names(tied), least }),
    );
    return left;
  };
  let win = compare();
  if (win.length > 1) {
    // The standstill is real: the tied Nations' Power markers drop to 0.
    for (const n of win) s.power[n] = power[n] = 0;
    lines.push(m('spy.standstill', { names: names(win) }));
    win = compare();
    if (win.length > 1) lines.push(m('spy.tiePersists', { names: names(win) }));
  }
  const winners = s.spies.map((p, seat) => (win.includes(p.alignment) ? seat : -1)).filter((x) => x >= 0);
  return { winners, lines };
}

/**
 * The standings now, in public: each Nation's Power and Influence (the tracks are public). A spy
 * scores the Power of the Nation it secretly works for, and the Alignments stay secret, so no spy
 * can be ranked: nobody wins such an end.
 */
export function ispyStandings(s: IspyState): Standings {
  const nations = [...NATIONS].sort((a, b) => s.power[b] - s.power[a] || s.influence[a] - s.influence[b]);
  return {
    scores: s.spies.map(() => null),
    winners: [],
    summary: [
      m('spy.standings.tracks', {
        list: nations.map((n) => `${nationName(n)} ${s.power[n]} (${s.influence[n]})`).join(', '),
      }),
      m('spy.standings.secret'),
    ],
  };
}

/**
 * The story charts each Nation's Power over the 14 rounds: a spy's own score is the Power of a
 * secret Alignment, so the public lines are the Nations' (each spy's final score is one of them).
 */
export const ispyStory: StorySpec<IspyState> = {
  unit: m('spy.story.unit'),
  round: (s) => s.round,
  measure: {
    label: m('spy.story.measure'),
    lines: (s) => NATIONS.map((n) => ({ name: nationName(n), value: s.power[n] })),
  },
};

const names = (ns: readonly Nation[]): string => ns.map(nationName).join(', ');

/** The Nations a card owes Influence to, "France or Austria-Hungary". */
function nationsOr(card: string): string {
  const ns = (ACTION_CARDS[card]?.influence ?? []).map((i) => nationName(i.nation));
  return ns.length ? ns.reduce((a, b) => m('spy.or', { a, b })) : '';
}

function revealAlignments(s: IspyState, ctx: FlowContext): void {
  const reveal = turnOrder(s).map((seat) => {
    const n = s.spies[seat]!.alignment;
    return m('spy.ev.workedFor', {
      who: seatOf(seat),
      nation: nationName(n),
      power: s.power[n],
      influence: s.influence[n],
    });
  });
  for (const line of reveal) ctx.event(line);
  const { winners, lines } = decide(s);
  for (const line of lines) ctx.event(line);
  const won = m('spy.ev.winners', { n: winners.length, list: winners.map(seatOf).join(', ') });
  ctx.event(won);
  s.over = true;
  s.result = { winners, lines: [...reveal, ...lines, won] };
}

export function registerEnd(flow: IspyFlow): void {
  flow.defineStep('finalReport', (s, _step, ctx) => finalReportStep(s, ctx));
  flow.defineStep('applyAssets', (s, step, ctx) => {
    if (step.data.from === undefined) ctx.event(m('spy.ev.applyAssets'));
    applyAssetsStep(s, step.data.from ?? s.initiative);
  });
  flow.defineStep('revealAlignments', (s, _step, ctx) => revealAlignments(s, ctx));

  flow.defineDecision('applyAsset', {
    options(s, _p, seat): Opt[] {
      const left = s.spies[seat]!.assets.filter((a) => !a.applied).length;
      return NATIONS.map((n) => ({
        key: `apply:${n}`,
        kind: 'nation',
        label: m('spy.opt.apply', { nation: nationName(n) }),
        detail: m('spy.opt.apply.detail', { left, nation: nationName(n), power: s.power[n] }),
        value: n,
      }));
    },
    resolve(s, _p, seat, c, _n, ctx) {
      const a = s.spies[seat]!.assets.find((x) => !x.applied)!;
      a.applied = true;
      addPower(s, ctx, c.value as Nation, 1, m('spy.why.apply', { who: seatOf(seat) }));
      queue(s, [{ k: 'applyAssets', data: { from: (seat + 1) % s.players } }], true);
    },
  });

  flow.defineDecision('finalReport', {
    options(s, p, seat): Opt[] {
      const draft = committed<Report>(p, seat) ?? {};
      const next = opponents(s, seat).find((o) => draft[String(o)] === undefined);
      if (next === undefined) return [];
      const used = new Set(Object.values(draft));
      return [...new Set(s.spies[seat]!.hand)]
        .filter((c) => !used.has(c))
        .map((c) => ({
          key: `report:${c}`,
          kind: 'card',
          label: m('spy.opt.report', { to: seatOf(next), card: cardName(c) }),
          detail: m('spy.opt.report.detail', { to: seatOf(next), nations: nationsOr(c) }),
          value: { to: next, card: c },
        }));
    },
    resolve(s, p, seat, c) {
      const { to, card } = c.value as { to: number; card: string };
      const draft = { ...(committed<Report>(p, seat) ?? {}), [String(to)]: card };
      commit(p, seat, draft);
      return opponents(s, seat).every((o) => draft[String(o)] !== undefined) ? undefined : 'keep';
    },
    done(s, p, ctx) {
      const given: Record<number, Report> = Object.fromEntries(commits<Report>(p));
      for (const [giver, d] of Object.entries(given)) {
        for (const [to, card] of Object.entries(d))
          ctx.event(m('spy.ev.gave', { giver: seatOf(Number(giver)), to: seatOf(Number(to)), card: cardName(card) }));
      }
      // Earned Power goes to each spy's own Alignment; the events name the spy, not the Nation (the Alignments are revealed last).
      reportPoints(s, given).forEach((pts, seat) => {
        const n = s.spies[seat]!.alignment;
        s.power[n] = Math.min(TRACK_MAX, s.power[n] + pts);
        ctx.event(m('spy.ev.reportPower', { who: seatOf(seat), pts }));
      });
    },
  });
}
