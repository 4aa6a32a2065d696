/**
 * Games whose every image is one dark 1×1 PNG, for tests of timers and flow (a table of computers
 * playing whole games), where drawing hundreds of boards would only cost time. Captions and the
 * /hand text stay the game's own; the render pool's workers load this module as the renderer.
 */
import type { GameEntry } from '../../src/registry.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGMQEBAAAABkADEogkG3AAAAAElFTkSuQmCC',
  'base64',
);

/** The renderer the workers load (its name in `rendererModule`). */
export const blankRenderer = {
  board: async (): Promise<Buffer> => Buffer.from(PNG),
  hand: async (): Promise<Buffer> => Buffer.from(PNG),
};

/** `entry` with blank images, in this thread and in the render pool. */
export function withBlankImages(entry: GameEntry): GameEntry {
  return {
    ...entry,
    renderer: { ...entry.renderer, board: blankRenderer.board, hand: blankRenderer.hand },
    rendererModule: { url: new URL('./blankImages.ts', import.meta.url).href, name: 'blankRenderer' },
  };
}
