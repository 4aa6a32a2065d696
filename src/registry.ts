import type { GameCommands } from '../commands/types.ts';
import type { GameRenderer } from '../renderers/types.ts';
import type { GameDefinition } from './engine/types.ts';

/**
 * Where a render worker finds a game's renderer (src/render/worker.ts): the module's URL and the
 * name it exports the renderer under. The worker imports it itself, so nothing game-specific is
 * sent across threads but this address.
 */
export interface RendererModule {
  readonly url: string;
  readonly name: string;
}

/** Everything the platform needs of one game: its rules, its commands and its renderer. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds games of every state, action and option type; each entry is used through its own game only.
export interface GameEntry<V = any> {
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  readonly game: GameDefinition<any, any, any, V>;
  readonly commands: GameCommands;
  /** The renderer in this thread: captions and text for /hand (cheap), and direct renders in tests. */
  readonly renderer: GameRenderer<V>;
  /** The same renderer as a module the render pool's workers load to draw the images. */
  readonly rendererModule: RendererModule;
}

export function defineGame<S, A, O, V>(entry: {
  game: GameDefinition<S, A, O, V>;
  commands: GameCommands;
  renderer: GameRenderer<V>;
  rendererModule: RendererModule;
}): GameEntry<V> {
  return entry;
}

export class Registry {
  readonly #byId = new Map<string, GameEntry>();
  constructor(entries: readonly GameEntry[]) {
    for (const e of entries) {
      if (this.#byId.has(e.game.id)) throw new Error(`two games share the id ${e.game.id}`);
      this.#byId.set(e.game.id, e);
    }
  }
  get(id: string): GameEntry | undefined {
    return this.#byId.get(id);
  }
  all(): GameEntry[] {
    return [...this.#byId.values()];
  }
  byCommand(name: string): GameEntry | undefined {
    return this.all().find((e) => e.commands.name === name);
  }
}
