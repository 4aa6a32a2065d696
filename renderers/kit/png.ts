/**
 * A fast PNG encoder for opaque canvases. Skia's encoder tries every row filter at zlib level 6
 * and costs about 45 ms per megapixel here, most of a board's budget; this one writes the pixels
 * unfiltered at zlib level 3: about 2.5 times faster, and smaller files for flat, dark boards.
 * Only the copy of the pixels runs on the event loop; compression runs on libuv's thread pool.
 * It needs a canvas whose context was created with `alpha: false` (the kit's surfaces), so the
 * raw pixels are straight RGBA with alpha 255 (premultiplication changes nothing).
 */
import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';
import type { Canvas } from '@napi-rs/canvas';

const deflateAsync = promisify(deflate);

/** The eight bytes every PNG file starts with. */
export const PNG_SIGNATURE: Readonly<Buffer> = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, body, crc]);
}

/** Encodes an opaque canvas as an 8-bit RGBA PNG (every row filter "none", zlib level 3). */
export async function encodeOpaquePng(canvas: Canvas): Promise<Buffer> {
  const { width, height } = canvas;
  const px = canvas.data();
  const stride = width * 4;
  if (px.length !== stride * height)
    throw new Error(`unexpected pixel buffer: ${px.length} bytes for ${width}x${height}`);
  // Each row: filter byte 0, then the row's pixels as they are.
  const raw = Buffer.allocUnsafe((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const at = y * (stride + 1);
    raw[at] = 0;
    px.copy(raw, at + 1, y * stride, (y + 1) * stride);
  }
  const idat = await deflateAsync(raw, { level: 3 });
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  ihdr[10] = 0; // deflate
  ihdr[11] = 0; // adaptive filtering (each row names its filter)
  ihdr[12] = 0; // no interlace
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}
