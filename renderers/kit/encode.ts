/** PNG output. Encoding costs far more than drawing, so it runs off the event loop. */
import type { Canvas } from '@napi-rs/canvas';

import { encodeOpaquePng, PNG_SIGNATURE } from './png.ts';
import { OPAQUE } from './surface.ts';

export { PNG_SIGNATURE };

/**
 * Encodes the canvas as PNG off the event loop: the kit's opaque surfaces with the fast encoder
 * (png.ts), any other canvas with Skia's async `encode`.
 */
export function encodePng(canvas: Canvas): Promise<Buffer> {
  return OPAQUE.has(canvas) ? encodeOpaquePng(canvas) : canvas.encode('png');
}

/** Width and height from a PNG's IHDR chunk, or null if `buf` is not a PNG. */
export function pngSize(buf: Uint8Array): { width: number; height: number } | null {
  if (buf.length < 24) return null;
  const b = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
  if (!b.subarray(0, 8).equals(PNG_SIGNATURE) || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}
