import { axonCommands } from '../../commands/axon.ts';
import { hackCommands } from '../../commands/hacktivity.ts';
import { ispyCommands } from '../../commands/ispy.ts';
import { naCommands } from '../../commands/newangeles.ts';
import { vrCommands } from '../../commands/vr.ts';
import { axonRenderer } from '../../renderers/axon.ts';
import { hackRenderer } from '../../renderers/hacktivity.ts';
import { ispyRenderer } from '../../renderers/ispy.ts';
import { naRenderer } from '../../renderers/newangeles.ts';
import { vrRenderer } from '../../renderers/vr.ts';
import type { GameDefinition } from '../engine/types.ts';
import { defineGame, type GameEntry } from '../registry.ts';
import { axon } from './axon/game.ts';
import { hacktivity } from './hacktivity/game.ts';
import { ispy } from './ispy/game.ts';
import { newAngeles } from './newangeles/game.ts';
import { virtualRevolution } from './vr/game.ts';

/** A renderer module's address for the render workers: `url` relative to this file, and its export's name. */
const rendererAt = (path: string, name: string) => ({ url: new URL(path, import.meta.url).href, name });

/**
 * A registered game puts its views into words itself (alt text, /game status text:true); the
 * generic words are for test fixtures only. Checked at load (the games declare the optional type).
 */
function described<G extends GameDefinition>(game: G): G {
  if (typeof game.describe !== 'function')
    throw new Error(`${game.id} does not describe its views (GameDefinition.describe)`);
  return game;
}

/** The games this bot offers: one line per game (its rules, commands and renderer, and where the render workers find it). */
export const GAMES: readonly GameEntry[] = [
  defineGame({
    game: described(virtualRevolution),
    commands: vrCommands,
    renderer: vrRenderer,
    rendererModule: rendererAt('../../renderers/vr.ts', 'vrRenderer'),
  }),
  defineGame({
    game: described(ispy),
    commands: ispyCommands,
    renderer: ispyRenderer,
    rendererModule: rendererAt('../../renderers/ispy.ts', 'ispyRenderer'),
  }),
  defineGame({
    game: described(hacktivity),
    commands: hackCommands,
    renderer: hackRenderer,
    rendererModule: rendererAt('../../renderers/hacktivity.ts', 'hackRenderer'),
  }),
  defineGame({
    game: described(axon),
    commands: axonCommands,
    renderer: axonRenderer,
    rendererModule: rendererAt('../../renderers/axon.ts', 'axonRenderer'),
  }),
  defineGame({
    game: described(newAngeles),
    commands: naCommands,
    renderer: naRenderer,
    rendererModule: rendererAt('../../renderers/newangeles.ts', 'naRenderer'),
  }),
];
