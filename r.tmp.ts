import { writeFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { ispyRenderer } from './renderers/ispy.ts';
import { ispy } from './src/games/ispy/game.ts';
import { context, fresh, midGame, finished } from './test/render/ispyScenes.ts';
async function save(name: string, png: Buffer) {
  writeFileSync(`/tmp/ispy-${name}.png`, png);
  const img = await loadImage(png);
  const c = createCanvas(550, Math.round(img.height * 550 / img.width));
  const g = c.getContext('2d'); g.imageSmoothingQuality = 'high'; g.drawImage(img, 0, 0, c.width, c.height);
  writeFileSync(`/tmp/ispy-${name}@550.png`, await c.encode('png'));
}
const m = midGame(4);
await save('mid', await ispyRenderer.board(ispy.view(m, 'spectator'), context(m)));
await save('hand', await ispyRenderer.hand(ispy.view(m, 1), { ...context(m), seat: 1 }));
const f = finished(3);
await save('end', await ispyRenderer.board(ispy.view(f, 'spectator'), context(f, { outcome: { headline: 'Mata Hari wins', winners: [0] } })));
const s = fresh(2);
await save('setup', await ispyRenderer.board(ispy.view(s, 'spectator'), context(s)));
console.log(ispyRenderer.caption!(ispy.view(m, 'spectator'), context(m)));
console.log(ispyRenderer.handText!(ispy.view(m, 1), { ...context(m), seat: 1 }).join('\n'));
