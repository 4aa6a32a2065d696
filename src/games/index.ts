import { vrCommands } from '../../commands/vr.ts';
import { vrRenderer } from '../../renderers/vr.ts';
import { defineGame, type GameEntry } from '../registry.ts';
import { virtualRevolution } from './vr/game.ts';

/** The games this bot offers: one line per game (its rules, commands and renderer). */
export const GAMES: readonly GameEntry[] = [
  defineGame({ game: virtualRevolution, commands: vrCommands, renderer: vrRenderer }),
];
