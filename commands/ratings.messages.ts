import { defineMessages } from '../src/engine/messages.ts';

/** The words of /rank, /leaderboard and /history (docs/i18n.md, "Slash commands"; their names are in game.messages.ts). */
export const cmdRank = defineMessages(
  'cmd.rank',
  {
    'cmd.rank.description': "A player's rating, games, wins, place and trend (hide: leave the all-servers boards)",
    'cmd.rank.game': 'game',
    'cmd.rank.game.description': 'One game (default: every game they have played)',
    'cmd.rank.player': 'player',
    'cmd.rank.player.description': 'Whose rating (default: yours)',
    'cmd.rank.hide': 'hide',
    'cmd.rank.hide.description': 'Yourself only: true leaves the all-servers leaderboards, false returns',
  },
  {
    'cmd.rank.description':
      'Le classement d’un joueur : parties, victoires, place, tendance (masquer : hors classements communs)',
    'cmd.rank.game': 'jeu',
    'cmd.rank.game.description': 'Un jeu (par défaut : tous ceux joués)',
    'cmd.rank.player': 'joueur',
    'cmd.rank.player.description': 'De qui (par défaut : vous)',
    'cmd.rank.hide': 'masquer',
    'cmd.rank.hide.description': 'Vous seul : true quitte les classements de tous les serveurs, false y revient',
  },
);

export const cmdLeaderboard = defineMessages(
  'cmd.leaderboard',
  {
    'cmd.leaderboard.description': "A game's best players, this server or every server, by season",
    'cmd.leaderboard.game': 'game',
    'cmd.leaderboard.game.description': 'Which game',
    'cmd.leaderboard.scope': 'scope',
    'cmd.leaderboard.scope.description': 'This server (default) or every server the bot is in',
    'cmd.leaderboard.scope.server': 'this server',
    'cmd.leaderboard.scope.all': 'every server',
    'cmd.leaderboard.season': 'season',
    'cmd.leaderboard.season.description': 'A quarter such as 2026-Q4 (default: the current one)',
    'cmd.leaderboard.server': 'server',
    'cmd.leaderboard.server.description':
      "Manage Server only: turn this server's leaderboard off or on (alone, no game)",
    'cmd.leaderboard.server.off': 'off',
    'cmd.leaderboard.server.on': 'on',
  },
  {
    'cmd.leaderboard.description': 'Les meilleurs joueurs d’un jeu, sur ce serveur ou tous, par saison',
    'cmd.leaderboard.game': 'jeu',
    'cmd.leaderboard.game.description': 'Quel jeu',
    'cmd.leaderboard.scope': 'portée',
    'cmd.leaderboard.scope.description': 'Ce serveur (par défaut) ou tous les serveurs où est le bot',
    'cmd.leaderboard.scope.server': 'ce serveur',
    'cmd.leaderboard.scope.all': 'tous les serveurs',
    'cmd.leaderboard.season': 'saison',
    'cmd.leaderboard.season.description': 'Un trimestre comme 2026-Q4 (par défaut : l’actuel)',
    'cmd.leaderboard.server': 'serveur',
    'cmd.leaderboard.server.description':
      'Gérer le serveur seulement : couper ou rétablir le classement du serveur (seul, sans jeu)',
    'cmd.leaderboard.server.off': 'couper',
    'cmd.leaderboard.server.on': 'rétablir',
  },
);

export const cmdHistory = defineMessages(
  'cmd.history',
  {
    'cmd.history.description': 'The last rated games of a player: result, rating change, where',
    'cmd.history.player': 'player',
    'cmd.history.player.description': 'Whose games (default: yours)',
  },
  {
    'cmd.history.description': 'Les dernières parties classées d’un joueur : résultat, variation, où',
    'cmd.history.player': 'joueur',
    'cmd.history.player.description': 'Les parties de qui (par défaut : vous)',
  },
);
