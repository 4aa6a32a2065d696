/**
 * What both sides of a before/after measure (boardChild.ts, moveChild.ts) start with: their
 * arguments `<root> <game id> <count>`, an import of the checkout at <root>'s modules by path, and
 * that checkout's registered entry of the game.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export async function childSide(script: string, countName: string, fallback: number) {
  const [root, gameId, countArg] = process.argv.slice(2);
  if (!root || !gameId) throw new Error(`usage: ${script} <root> <game id> <${countName}>`);
  const from = async (path: string) => import(pathToFileURL(join(root, path)).href);
  const { GAMES } = await from('src/games/index.ts');
  const entry = GAMES.find((g: { game: { id: string } }) => g.game.id === gameId);
  if (!entry) throw new Error(`${root}: no game ${gameId}`);
  return { count: Number(countArg ?? fallback), from, entry };
}
