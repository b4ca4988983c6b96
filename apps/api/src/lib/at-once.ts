/**
 * Runs `work` for every item, at most `limit` at a time (mails to a connection pool, pushes to push services: each
 * mostly a wait for the other side). Every item is tried even when some fail; answers the first failure, if any,
 * for the caller to throw after recording what succeeded.
 */
export async function eachAtOnce<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<{ failure: unknown } | undefined> {
  let failed: { failure: unknown } | undefined;
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        await work(items[index]!, index);
      } catch (error) {
        failed ??= { failure: error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return failed;
}
