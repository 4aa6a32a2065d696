/**
 * New Angeles' balance (issue 13): whole games between greedy computer players, 1,000 seeded
 * games per player count by default (BALANCE_GAMES=n to change), reporting how often threat
 * reaches 25, how often the Federalist wins, how often each corporation wins (of the games it
 * plays), and the average number of deals per game. Run: `npm run balance:na`.
 */
import { playComputerGame } from '../src/engine/computerPlay.ts';
import { CORPS } from '../src/games/newangeles/data/index.ts';
import { newAngeles } from '../src/games/newangeles/game.ts';
import type { NaState } from '../src/games/newangeles/state.ts';

export interface BalanceFigures {
  players: number;
  games: number;
  threatEnds: number;
  federalistWins: number;
  federalistGames: number;
  lostAll: number;
  deals: number;
  /** Per corporation: games played, games won. */
  corps: Record<string, { played: number; won: number }>;
}

export function balance(players: number, games: number, seedPrefix = 'balance'): BalanceFigures {
  const f: BalanceFigures = {
    players,
    games,
    threatEnds: 0,
    federalistWins: 0,
    federalistGames: 0,
    lostAll: 0,
    deals: 0,
    corps: {},
  };
  for (let g = 0; g < games; g++) {
    const { final } = playComputerGame(newAngeles, Array(players).fill('greedy'), {}, `${seedPrefix}:${players}:${g}`);
    const s = final as NaState;
    const r = s.result!;
    if (r.reason === 'threat') f.threatEnds++;
    const fed = s.rivals.indexOf('federalist');
    if (fed >= 0) {
      f.federalistGames++;
      if (r.winners.includes(fed)) f.federalistWins++;
    }
    if (r.winners.length === 0) f.lostAll++;
    f.deals += s.deals;
    s.corps.forEach((c, seat) => {
      const e = (f.corps[c] ??= { played: 0, won: 0 });
      e.played++;
      if (r.winners.includes(seat)) e.won++;
    });
  }
  return f;
}

const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);

export function report(f: BalanceFigures): string {
  const corps = CORPS.filter((c) => f.corps[c.id])
    .map((c) => `${c.short} ${pct(f.corps[c.id]!.won, f.corps[c.id]!.played)}`)
    .join(', ');
  const rates = Object.values(f.corps).map((c) => c.won / c.played);
  const spread = Math.min(...rates) > 0 ? (Math.max(...rates) / Math.min(...rates)).toFixed(2) : 'inf';
  return [
    `${f.players} players, ${f.games} games: threat 25 in ${pct(f.threatEnds, f.games)}; the Federalist (dealt in ${f.federalistGames}) wins ${pct(f.federalistWins, f.federalistGames)};`,
    `  nobody wins ${pct(f.lostAll, f.games)}; deals per game ${(f.deals / f.games).toFixed(1)}; corporation win rates: ${corps} (best/worst ${spread}×)`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const games = Number(process.env.BALANCE_GAMES ?? 1000);
  for (const players of [4, 5, 6]) console.log(report(balance(players, games)));
}
