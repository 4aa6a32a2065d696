import {
  ApplicationIntegrationType,
  InteractionContextType,
  SlashCommandBuilder,
  type SlashCommandStringOption,
} from 'discord.js';
import { type RatedGameId, ratedGameIdSchema } from '../src/ratings/game.ts';
import type { Registry } from '../src/registry.ts';
import { cmdHistory, cmdLeaderboard, cmdRank } from './ratings.messages.ts';

/**
 * The registry's games that are rated, as [id, name], in the registry's order: the choices of
 * every `game` option here. A test's fixture game is in no rated game's list, so it offers none.
 */
export function ratedGamesOf(registry: Registry): { readonly id: RatedGameId; readonly name: string }[] {
  return registry.all().flatMap((e) => {
    const id = ratedGameIdSchema.safeParse(e.game.id);
    return id.success ? [{ id: id.data, name: e.game.name }] : [];
  });
}

const gameOption = (registry: Registry, description: string) => (o: SlashCommandStringOption) => {
  const choices = ratedGamesOf(registry).map((g) => ({ name: g.name, value: g.id }));
  o.setName('game').setDescription(description);
  // A registry without rated games (a test's fixture game) offers none; the handler says so.
  return choices.length ? o.addChoices(...choices) : o;
};

/** A ratings command: offered in servers only (the answers speak of this server's board). */
const ratingsCommand = (name: string, description: string) =>
  new SlashCommandBuilder()
    .setName(name)
    .setDescription(description)
    .setIntegrationTypes(ApplicationIntegrationType.GuildInstall)
    .setContexts(InteractionContextType.Guild);

/** `/rank [game] [player] [hide]`, `/leaderboard game: [scope] [season] [server]`, `/history [player]`. */
export function ratingsCommands(registry: Registry) {
  return [
    ratingsCommand('rank', cmdRank('cmd.rank.description'))
      .addStringOption(gameOption(registry, cmdRank('cmd.rank.game.description')))
      .addUserOption((o) => o.setName('player').setDescription(cmdRank('cmd.rank.player.description')))
      .addBooleanOption((o) => o.setName('hide').setDescription(cmdRank('cmd.rank.hide.description'))),
    ratingsCommand('leaderboard', cmdLeaderboard('cmd.leaderboard.description'))
      .addStringOption(gameOption(registry, cmdLeaderboard('cmd.leaderboard.game.description')))
      .addStringOption((o) =>
        o
          .setName('scope')
          .setDescription(cmdLeaderboard('cmd.leaderboard.scope.description'))
          .addChoices(
            { name: cmdLeaderboard('cmd.leaderboard.scope.server'), value: 'server' },
            { name: cmdLeaderboard('cmd.leaderboard.scope.all'), value: 'all' },
          ),
      )
      .addStringOption((o) =>
        o.setName('season').setDescription(cmdLeaderboard('cmd.leaderboard.season.description')).setMaxLength(7),
      )
      .addStringOption((o) =>
        o
          .setName('server')
          .setDescription(cmdLeaderboard('cmd.leaderboard.server.description'))
          .addChoices(
            { name: cmdLeaderboard('cmd.leaderboard.server.off'), value: 'off' },
            { name: cmdLeaderboard('cmd.leaderboard.server.on'), value: 'on' },
          ),
      ),
    ratingsCommand('history', cmdHistory('cmd.history.description')).addUserOption((o) =>
      o.setName('player').setDescription(cmdHistory('cmd.history.player.description')),
    ),
  ];
}
