import {
  ApplicationIntegrationType,
  InteractionContextType,
  SlashCommandBuilder,
  type SlashCommandStringOption,
} from 'discord.js';
import { type RatedGameId, ratedGameIdSchema } from '../src/ratings/game.ts';
import type { Registry } from '../src/registry.ts';

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
    ratingsCommand('rank', "A player's rating, games, wins, place and trend (hide: leave the all-servers boards)")
      .addStringOption(gameOption(registry, 'One game (default: every game they have played)'))
      .addUserOption((o) => o.setName('player').setDescription('Whose rating (default: yours)'))
      .addBooleanOption((o) =>
        o.setName('hide').setDescription('Yourself only: true leaves the all-servers leaderboards, false returns'),
      ),
    ratingsCommand('leaderboard', "A game's best players, this server or every server, by season")
      .addStringOption(gameOption(registry, 'Which game'))
      .addStringOption((o) =>
        o
          .setName('scope')
          .setDescription('This server (default) or every server the bot is in')
          .addChoices({ name: 'this server', value: 'server' }, { name: 'every server', value: 'all' }),
      )
      .addStringOption((o) =>
        o.setName('season').setDescription('A quarter such as 2026-Q4 (default: the current one)').setMaxLength(7),
      )
      .addStringOption((o) =>
        o
          .setName('server')
          .setDescription("Manage Server only: turn this server's leaderboard off or on (alone, no game)")
          .addChoices({ name: 'off', value: 'off' }, { name: 'on', value: 'on' }),
      ),
    ratingsCommand('history', 'The last rated games of a player: result, rating change, where').addUserOption((o) =>
      o.setName('player').setDescription('Whose games (default: yours)'),
    ),
  ];
}
