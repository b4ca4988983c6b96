/**
 * The page and the count of one search share one count. The web asks for both at once (the same query string); the
 * page needs the count to choose its plan (search-properties.ts) and the count route answers it, so whichever arrives
 * first computes it and the other joins. A finished count stays joinable for `joinMs` only, long enough for the
 * sibling request of the same search, too short to act as a cache of other visitors' searches (that is the count
 * cache's job, SEARCH_COUNT_CACHE_SECONDS, which may be off).
 */
export interface CountFlights<T> {
  /** The count under `key`: joined when one is under way or just finished, else started with `compute`. */
  join(key: string, compute: () => Promise<T>): { result: Promise<T>; joined: boolean };
}

export function countFlights<T>({ joinMs }: { joinMs: number }): CountFlights<T> {
  const flights = new Map<string, Promise<T>>();
  return {
    join(key, compute) {
      const under = flights.get(key);
      if (under) return { result: under, joined: true };
      const result = compute();
      flights.set(key, result);
      const forget = () => setTimeout(() => flights.delete(key), joinMs).unref();
      // A failed count is forgotten at once, so the sibling request tries again rather than failing too.
      result.then(forget, () => flights.delete(key));
      return { result, joined: false };
    },
  };
}
