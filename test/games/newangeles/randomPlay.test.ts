import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../../src/engine/randomPlay.ts';
import { ACTION_CARDS, ASSETS, INVESTMENTS, MOVING, RULES, TOTALS } from '../../../src/games/newangeles/data/index.ts';
import { newAngeles } from '../../../src/games/newangeles/game.ts';
import { componentCounts } from '../../../src/games/newangeles/setup.ts';
import { type NaState, naStateSchema } from '../../../src/games/newangeles/state.ts';

/**
 * Seeded random games for 4, 5 and 6 players (issue 13: at least 300 each), each reaching an end,
 * with the invariants checked after every action: at most one copy of each outage, illness and
 * enemy unit per district and at most one android and one development; units and tokens
 * conserved between board and reserve; no enemy unit sharing a district with Prisec; threat never
 * above 25; capital never negative; no action card, asset or investment lost or duplicated.
 */
/** NA_RANDOM_GAMES games per player count (300 by default). */
const GAMES = Number(process.env.NA_RANDOM_GAMES ?? 300);

const ACTION_COUNT = ACTION_CARDS.length;

/** Every invariant broken by a state (plain checks: this runs at every step of 900 games). */
function broken(s: NaState): string[] {
  const out: string[] = [];
  for (let d = 0; d < 13; d++) {
    for (const c of [...MOVING, 'android', 'development'] as const)
      if (s.city[c][d]! > 1) out.push(`${c} ×${s.city[c][d]} in ${d}`);
    if (s.city.prisec[d]! > 0 && (s.city.humanFirst[d]! > 0 || s.city.orgcrime[d]! > 0))
      out.push(`enemy unit with Prisec in ${d}`);
    const u = s.city.unrest[d]!;
    if (u < 0 || u > 2) out.push(`unrest ${u} in ${d}`);
    if (u > 0 && s.city.outage[d]! > 0) out.push(`unrest and outage in ${d}`);
  }
  const counts = componentCounts(s);
  for (const [c, n] of Object.entries(TOTALS))
    if (counts[c as keyof typeof counts] !== n) out.push(`${c}: ${counts[c as keyof typeof counts]} of ${n}`);
  for (const [c, n] of Object.entries(s.reserve)) if (n < 0) out.push(`reserve ${c} ${n}`);
  if (s.threat < 0 || s.threat > RULES.threatEnd) out.push(`threat ${s.threat}`);
  s.capital.forEach((c, i) => c < 0 && out.push(`capital of ${i} ${c}`));
  const offered = s.deal
    ? [s.deal.main, ...s.deal.counters].flatMap((o) => (o && !o.card.startsWith('E-') ? [o.card] : []))
    : [];
  const cards = [...Object.values(s.decks).flat(), ...s.discard, ...s.hands.flat(), ...offered];
  if (cards.length !== ACTION_COUNT || new Set(cards).size !== ACTION_COUNT)
    out.push(`action cards: ${cards.length} (${new Set(cards).size} distinct)`);
  const assets = [
    ...s.assetDeck,
    ...s.track.filter((a): a is string => a !== null),
    ...s.assets.flat(),
    ...(s.deal ? [s.deal.asset] : []),
  ];
  if (assets.length !== ASSETS.length || new Set(assets).size !== ASSETS.length) out.push(`assets: ${assets.length}`);
  const invest = [...s.investDeck, ...s.invest.filter((i): i is string => i !== null), ...s.investOffer.flat()];
  if (new Set(invest).size !== invest.length || invest.length > INVESTMENTS.length)
    out.push(`investments: ${invest.length}`);
  return out;
}

describe('New Angeles: random legal play', () => {
  for (const players of [4, 5, 6]) {
    it(`${players} players: ${GAMES} seeded games reach an end, with the invariants after every action`, () => {
      let threatEnds = 0;
      for (let g = 0; g < GAMES; g++) {
        const seed = `na-random:${players}:${g}`;
        const checked = (s: NaState, at: string) => {
          const bad = broken(s);
          if (bad.length) throw new Error(`seed ${seed} ${at}: ${bad.join('; ')}`);
        };
        const first = newAngeles.setup(players, {}, seed);
        checked(first, 'setup');
        const game = playRandomGame(newAngeles, players, {}, seed, {
          onStep: (st) => checked(st.after, `after ${JSON.stringify(st.action)}`),
        });
        const s = game.final;
        // The schema holds at the end (the state stays JSON the store can reload).
        naStateSchema.parse(s);
        expect(game.outcome.over).toBe(true);
        const winners = s.result!.winners;
        // At least one player always loses; the Federalist never wins a normal end.
        expect(winners.length).toBeLessThan(players);
        const fed = s.rivals.indexOf('federalist');
        if (s.result!.reason === 'end') {
          expect(s.demandRounds).toBe(RULES.demandAfter.length);
          if (fed >= 0) expect(winners).not.toContain(fed);
        } else {
          threatEnds++;
          expect(s.threat).toBe(RULES.threatEnd);
          expect(winners.every((w) => w === fed && s.capital[fed]! >= RULES.federalistCapital)).toBe(true);
        }
      }
      // Random players let the city fall now and then, and reach the normal end too.
      if (GAMES >= 100) {
        expect(threatEnds).toBeGreaterThan(0);
        expect(threatEnds).toBeLessThan(GAMES);
      }
    }, 600_000);
  }
});
