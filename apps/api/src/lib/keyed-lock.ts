/**
 * Serialises work on the same keys within this process: `withLocks(keys, fn)` runs `fn` once no other holder of any
 * of the keys is running. Keys are taken in sorted order, so two holders of overlapping sets never wait on each other.
 */
export function createKeyedLock() {
  const tails = new Map<string, Promise<void>>();
  return async function withLocks<T>(keys: string[], fn: () => Promise<T>): Promise<T> {
    const releases: (() => void)[] = [];
    for (const key of [...new Set(keys)].sort()) {
      const previous = tails.get(key) ?? Promise.resolve();
      let release!: () => void;
      const mine = new Promise<void>((resolve) => (release = resolve));
      const tail = previous.then(() => mine);
      tails.set(key, tail);
      await previous;
      releases.push(() => {
        release();
        if (tails.get(key) === tail) tails.delete(key);
      });
    }
    try {
      return await fn();
    } finally {
      for (const release of releases) release();
    }
  };
}
