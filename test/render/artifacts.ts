/** Saves rendered PNGs to test-artifacts/ (gitignored) for a person to look at, plus a 400 px wide phone-size copy. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';

export const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'test-artifacts');

export async function saveArtifact(name: string, png: Buffer, phoneWidth = 400): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  writeFileSync(path, png);
  const img = await loadImage(png);
  const w = phoneWidth;
  const h = Math.round((img.height * w) / img.width);
  const small = createCanvas(w, h);
  const g = small.getContext('2d');
  g.imageSmoothingQuality = 'high';
  g.drawImage(img, 0, 0, w, h);
  writeFileSync(join(ARTIFACTS, `${name}@${w}.png`), await small.encode('png'));
  return path;
}
