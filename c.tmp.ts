import { writeFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
const [src, x, y, w, h, out] = process.argv.slice(2);
const img = await loadImage(src!);
const c = createCanvas(+w! * 2, +h! * 2); const g = c.getContext('2d');
g.drawImage(img, +x!, +y!, +w!, +h!, 0, 0, +w! * 2, +h! * 2);
writeFileSync(out!, await c.encode('png'));
