/**
 * How the browser retries a failed read (docs/product/README.md#limits-and-defaults): 3 more tries, waiting 1 s,
 * doubling up to 30 s. The pages that use react-query give it the same two numbers.
 */
export const READ_RETRIES = 3;

export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** A read tried again on failure as above; the last failure is thrown. */
export async function withRetries<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if (attempt >= READ_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt)));
    }
  }
}
