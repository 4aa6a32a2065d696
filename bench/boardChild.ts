/**
 * One side of `npm run bench -- --before`: run as `node --import tsx bench/boardChild.ts <root>
 * <game id> <renders>`, it loads the games and renderers of the checkout at <root> (this tree or
 * an older commit's), draws one sample board of the game (step 40 of a seeded random game, or its middle, as that
 * checkout's rules play it) <renders> times and prints a JSON line: the CPU time of this process
 * per board (render and PNG encode, every thread) and the wall time per board.
 */
import { childSide } from './childSide.ts';

const { count: renders, from, entry } = await childSide('boardChild.ts', 'renders', 20);
const { registerFonts } = await from('renderers/kit/index.ts');
const { playRandomGame } = await from('src/engine/randomPlay.ts');
const { publicWaiting } = await from('src/engine/waiting.ts');
registerFonts();

const g = entry.game;
const seats = Math.max(g.minSeats, Math.min(4, g.maxSeats));
// Step 40, or the middle of a game shorter than 80 steps.
const STEP = 40;
const states: unknown[] = [];
playRandomGame(g, seats, g.optionsSchema.parse({}), 'board-before-after', {
  onStep: (s: { before: unknown }) => {
    if (states.length <= 2 * STEP) states.push(s.before);
  },
});
const state = states[Math.min(STEP, Math.floor(states.length / 2))];
const names = ['Ann', 'Bo', 'Cy', 'Dee', 'Eve', 'Fin'];
const ctx = { seats: names.slice(0, seats).map((name) => ({ name })), awaiting: [...publicWaiting(g, state).seats] };
const view = g.view(state, 'spectator');

// Warm: fonts, static layers and the JIT, as a running bot has them.
let png: Buffer = await entry.renderer.board(view, ctx);
for (let i = 0; i < 3; i++) png = await entry.renderer.board(view, ctx);
const c0 = process.cpuUsage();
const t0 = performance.now();
for (let i = 0; i < renders; i++) png = await entry.renderer.board(view, ctx);
const cpu = process.cpuUsage(c0);
const wall = performance.now() - t0;
console.log(
  JSON.stringify({ cpuMs: (cpu.user + cpu.system) / 1000 / renders, wallMs: wall / renders, bytes: png.length }),
);
