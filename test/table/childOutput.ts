import type { ChildProcess } from 'node:child_process';

/** Everything a child process has written so far, its stdout and stderr as they came. */
export function outputOf(child: ChildProcess): () => string {
  let out = '';
  child.stdout!.on('data', (d) => {
    out += String(d);
  });
  child.stderr!.on('data', (d) => {
    out += String(d);
  });
  return () => out;
}
