/** A logger whose lines a test reads (JSON lines parsed as they are written). */
import { Writable } from 'node:stream';
import { pino } from 'pino';

export function capturedLog(): { log: pino.Logger; lines: { level: number; msg: string }[] } {
  const lines: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  return { log: pino({ level: 'debug' }, sink), lines };
}
