/** One measured figure of a benchmark. */
export interface BenchResult {
  /** What was measured, in plain words: 'bulk increase, 1.000.000 cells'. */
  name: string;
  value: number;
  /** 'ms', 'ratio', 'KB gzip', ... */
  unit: string;
  /** The aim the issue names, as text: '< 500 ms', '<= 3x'. */
  aim?: string;
  /** Whether the figure meets its aim, when there is one. */
  meetsAim?: boolean;
  note?: string;
}

/** A benchmark module (scripts/bench/<name>.bench.ts) exports one of these as default. */
export type Benchmark = () => Promise<BenchResult[]>;

/** Runs fn repeatedly and returns the median duration in milliseconds (after warm-up runs). */
export async function medianMs(fn: () => unknown | Promise<unknown>, runs = 7, warmup = 2): Promise<number> {
  for (let i = 0; i < warmup; i += 1) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
