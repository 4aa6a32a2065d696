/**
 * `npm run measure:text [-- --game vr] [-- --seeds 2]`: how small each game's text is where it is
 * read (its image shown 550 px wide in Discord), board and hand apart, over the states of random
 * games the glyph and text-size tests draw. Prints figures, asserts nothing: the renderer work of
 * issue 21 §3 uses it to find the strings to enlarge (goal: nothing under 8 px).
 */
import { parseArgs } from 'node:util';
import { GAMES } from '../src/games/index.ts';
import { DEFAULT_SAMPLES } from '../test/support/renderSamples.ts';
import { floorTenth, measureGame, TARGET_PX, type TextSizeStats, VIEW_WIDTH } from '../test/support/textSize.ts';

const { values } = parseArgs({
  options: { game: { type: 'string', multiple: true }, seeds: { type: 'string' }, smallest: { type: 'string' } },
});
const wanted = values.game ?? [];
const entries = GAMES.filter((e) => wanted.length === 0 || wanted.includes(e.game.id));
if (entries.length === 0)
  throw new Error(`no game ${wanted.join(', ')}; games: ${GAMES.map((e) => e.game.id).join(', ')}`);
const opts = { ...DEFAULT_SAMPLES, seeds: Number(values.seeds ?? DEFAULT_SAMPLES.seeds) };
const keep = Number(values.smallest ?? 5);

const pct = (x: number): string => `${(x * 100).toFixed(0)}%`;
const cell = (s: string, n: number): string => s.padEnd(n);
const line = (game: string, image: string, s: TextSizeStats): string =>
  [
    cell(game, 6),
    cell(image, 6),
    cell(String(s.images), 7),
    cell(String(s.strings), 8),
    cell(floorTenth(s.minPx).toFixed(1), 9),
    pct(s.under),
  ].join(' ');

console.log(
  `Text size at ${VIEW_WIDTH} px wide (em size x ${VIEW_WIDTH} / image width); goal: none under ${TARGET_PX} px. ${opts.seeds} random game(s) per seat count.`,
);
console.log(
  [
    cell('game', 6),
    cell('image', 6),
    cell('images', 7),
    cell('strings', 8),
    cell('min px', 9),
    `under ${TARGET_PX} px`,
  ].join(' '),
);
const details: string[] = [];
for (const e of entries) {
  const m = await measureGame(e, opts);
  for (const [image, s] of [
    ['board', m.board],
    ['hand', m.hand],
  ] as const) {
    console.log(line(m.game, image, s));
    details.push(
      `${m.game} ${image}: ${s.smallest
        .slice(0, keep)
        .map(
          (t) =>
            `${JSON.stringify(t.text.length > 40 ? `${t.text.slice(0, 39)}…` : t.text)} ${t.px.toFixed(2)} px (${t.sizePx.toFixed(1)} of ${t.canvasWidth})`,
        )
        .join('; ')}`,
    );
  }
}
console.log('\nSmallest strings (size at 550, then on the image):');
for (const d of details) console.log(d);
