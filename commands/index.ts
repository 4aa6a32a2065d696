import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { Registry } from '../src/registry.ts';
import { buildGameCommand, localizeCommand } from './build.ts';
import { awayCommand, gameCommand, gamesCommand, handCommand } from './game.ts';
import { ratingsCommands } from './ratings.ts';

/** Every slash command the bot registers: the platform's, the ratings' and one per game, in English and French. */
export function allCommands(registry: Registry): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
  return [
    gameCommand.toJSON(),
    handCommand.toJSON(),
    gamesCommand.toJSON(),
    awayCommand.toJSON(),
    ...ratingsCommands(registry).map((c) => c.toJSON()),
    ...registry.all().map((e) => buildGameCommand(e.commands).toJSON()),
  ].map(localizeCommand);
}
