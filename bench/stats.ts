import { performance } from 'node:perf_hooks';

export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export function summary(name: string, samples: readonly number[], unit = 'ms'): string {
  const f = (x: number) => x.toFixed(2);
  return `${name.padEnd(44)} n=${String(samples.length).padStart(4)}  p50 ${f(percentile(samples, 50))} ${unit}  p99 ${f(percentile(samples, 99))} ${unit}  max ${f(samples.reduce((m, x) => Math.max(m, x), -Infinity))} ${unit}`;
}

export async function timed<T>(fn: () => Promise<T> | T): Promise<[T, number]> {
  const t0 = performance.now();
  const out = await fn();
  return [out, performance.now() - t0];
}
