/**
 * Runs at most `limit` of the given tasks at once, the rest in the order they were asked for:
 * `const run = limitConcurrency(2); await run(() => work())`.
 */
export function limitConcurrency(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
