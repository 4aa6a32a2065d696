import { defineMessages } from '../../src/engine/messages.ts';

/** The words the kit draws itself, the same on every game's board, hand, chart and card. */
export const m = defineMessages(
  'kit',
  {
    'kit.yourMove': 'Your move: {what}',
    'kit.status': '{who}: {what}',
    'kit.player': 'Player {letter}',
    'kit.private': 'PRIVATE',
    'kit.waiting': 'WAITING',
    'kit.chart.start': 'Start',
    'kit.chart.title': '{game}: {label} by {unit}',
    'kit.leaderboard.title': '{game} leaderboard',
    'kit.leaderboard.player': 'Player',
    'kit.leaderboard.rating': 'Rating',
    'kit.leaderboard.games': 'Games',
    'kit.leaderboard.wins': 'Wins',
  },
  {
    'kit.yourMove': 'À vous : {what}',
    'kit.status': '{who} : {what}',
    'kit.player': 'Joueur {letter}',
    'kit.private': 'PRIVÉ',
    'kit.waiting': 'À JOUER',
    'kit.chart.start': 'Début',
    'kit.chart.title': '{game} : {label} par {unit}',
    'kit.leaderboard.title': '{game} : classement',
    'kit.leaderboard.player': 'Joueur',
    'kit.leaderboard.rating': 'Cote',
    'kit.leaderboard.games': 'Parties',
    'kit.leaderboard.wins': 'Victoires',
  },
);
