import type { GameCommands } from '../commands/types.ts';
import type { GameRenderer } from '../renderers/types.ts';
import type { GameDefinition } from './engine/types.ts';

/** Everything the platform needs of one game: its rules, its commands and its renderer. */
export interface GameEntry<V = any> {
  readonly game: GameDefinition<any, any, any, V>;
  readonly commands: GameCommands;
  readonly renderer: GameRenderer<V>;
}

export function defineGame<S, A, O, V>(entry: {
  game: GameDefinition<S, A, O, V>;
  commands: GameCommands;
  renderer: GameRenderer<V>;
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
