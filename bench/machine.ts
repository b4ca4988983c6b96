import pg from 'pg';
import os from 'node:os';

/** What a benchmark ran on, recorded with its results: figures only compare within one machine and one run. */
export function describeMachine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The q-quantile of `list` (nearest rank). */
export function percentile(list: number[], q: number): number {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** Median, p95 and max of request times in milliseconds, to a tenth. */
export function latencySummary(times: number[]) {
  return {
    median_ms: Math.round(median(times) * 10) / 10,
    p95_ms: Math.round(percentile(times, 0.95) * 10) / 10,
    max_ms: Math.round(Math.max(...times) * 10) / 10,
    requests: times.length,
  };
}

/** One statement on its own connection (CREATE or DROP DATABASE cannot run in a pool's transaction). */
/** `requests` GETs of `paths` in turn, one at a time, after 20 to warm up; any non-2xx answer stops the run. */
export async function timeRequests(origin: string, paths: string[], requests: number) {
  for (const p of paths.slice(0, 20)) await (await fetch(origin + p)).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const path = paths[i % paths.length]!;
    const started = performance.now();
    const response = await fetch(origin + path);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return latencySummary(times);
}

export async function adminQuery(serverUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
