import { Redis } from 'ioredis';
import { TtlCache } from './ttl-cache';

/** A cache whose reads and writes never throw: a lost store is a miss, and the caller computes the value itself. */
export interface KeyValueCache<V> {
  get(key: string): Promise<V | undefined>;
  set(key: string, value: V): Promise<void>;
}

/**
 * State that every api instance must see alike: the rate limits' counters and the caches. With a Redis URL it lives
 * in Redis (shared by all instances); without one, in this process (the single-process default).
 */
export interface SharedState {
  kind: 'redis' | 'process';
  /** What every key this api writes to Redis starts with. */
  prefix: string;
  /** The client @fastify/rate-limit keeps its counters in; undefined in-process. */
  redis: Redis | undefined;
  /** True while the shared store answers (always true in-process). */
  available(): boolean;
  cache<V>(name: string, options: { ttlMs: number; maxEntries: number }): KeyValueCache<V>;
  /** Throws when the store does not answer (the readiness check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

interface Log {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

export function openSharedState(options: {
  redisUrl: string | undefined;
  log: Log;
  /** Several sites (or test runs) can share one Redis under different prefixes. */
  prefix?: string;
}): SharedState {
  const prefix = options.prefix ?? 'sakhli:';
  if (!options.redisUrl) return processState(prefix);
  const { log } = options;
  const redis = new Redis(options.redisUrl, {
    // A command while Redis is away fails at once rather than queueing behind a reconnect: requests must not wait.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    // Reconnects for ever, at most every 2 s: the api recovers by itself when Redis returns.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let lastError = '';
  redis.on('error', (error: Error) => {
    // ioredis repeats the error on every reconnect attempt; once per distinct message is enough in the log.
    if (error.message !== lastError) log.warn({ err: error }, 'Redis unavailable');
    lastError = error.message;
  });
  redis.on('ready', () => {
    if (lastError) log.info({}, 'Redis is back');
    lastError = '';
  });
  return {
    kind: 'redis',
    prefix,
    redis,
    available: () => redis.status === 'ready',
    cache<V>(name: string, { ttlMs }: { ttlMs: number; maxEntries: number }): KeyValueCache<V> {
      const keyPrefix = `${prefix}cache:${name}:`;
      return {
        async get(key) {
          if (ttlMs <= 0 || redis.status !== 'ready') return undefined;
          const text = await redis.get(keyPrefix + key).catch(() => null);
          return text === null ? undefined : (JSON.parse(text) as V);
        },
        async set(key, value) {
          if (ttlMs <= 0 || redis.status !== 'ready') return;
          await redis.set(keyPrefix + key, JSON.stringify(value), 'PX', ttlMs).catch(() => undefined);
        },
      };
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      redis.disconnect();
    },
  };
}

function processState(prefix: string): SharedState {
  return {
    kind: 'process',
    prefix,
    redis: undefined,
    available: () => true,
    cache<V>(_name: string, { ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }): KeyValueCache<V> {
      const entries = new TtlCache<V>(ttlMs, maxEntries);
      return {
        get: async (key) => entries.get(key),
        set: async (key, value) => entries.set(key, value),
      };
    },
    ping: async () => {},
    close: async () => {},
  };
}
