/** PNG output. Encoding costs far more than drawing, so it runs off the event loop. */
import type { Canvas } from '@napi-rs/canvas';

/** The eight bytes every PNG file starts with. */
export const PNG_SIGNATURE: Readonly<Buffer> = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Encodes the canvas as PNG on a worker thread (async `encode`), leaving the event loop free. */
export function encodePng(canvas: Canvas): Promise<Buffer> {
  return canvas.encode('png');
}

/** Width and height from a PNG's IHDR chunk, or null if `buf` is not a PNG. */
export function pngSize(buf: Uint8Array): { width: number; height: number } | null {
  if (buf.length < 24) return null;
  const b = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
  if (!b.subarray(0, 8).equals(PNG_SIGNATURE) || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}
