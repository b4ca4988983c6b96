import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { collectClusterMetrics, joinClusterMetrics } from '../lib/cluster-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export interface AppMetrics {
  registry: Registry;
  /** One lookup of a named cache (`search_count`): the hit rate is hits / (hits + misses). */
  cacheLookup(cache: string, hit: boolean): void;
}

export interface MetricsOptions {
  poolStats: () => { pool: string; total: number; idle: number; waiting: number }[];
  /** Jobs waiting in the queue, when there is one (the alerts' job queue plugs in here). */
  queueDepth?: () => Promise<number>;
  /** Labels on every series (e.g. the worker's number under API_WORKERS). */
  labels?: Record<string, string>;
}

/**
 * `GET /metrics` in Prometheus' text format: requests by route and status with latency histograms, the database pools'
 * connections, the queue's depth, cache hits and misses, and the process (memory, CPU, event loop lag). Each app
 * keeps its own registry, so tests that build many apps do not share series. Under API_WORKERS a scrape answers for
 * every worker (lib/cluster-metrics.ts), each series labelled with its worker.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  const registry = new Registry();
  if (options.labels) registry.setDefaultLabels(options.labels);
  collectDefaultMetrics({ register: registry });
  if (cluster.isWorker) joinClusterMetrics(registry);

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const cacheLookups = new Counter({
    name: 'cache_lookups_total',
    help: 'Cache lookups by cache and result (hit or miss)',
    labelNames: ['cache', 'result'],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by pool (primary, replica) and state (total, idle, waiting clients)',
    labelNames: ['pool', 'state'],
    registers: [registry],
    collect() {
      this.reset();
      for (const stats of options.poolStats()) {
        this.set({ pool: stats.pool, state: 'total' }, stats.total);
        this.set({ pool: stats.pool, state: 'idle' }, stats.idle);
        this.set({ pool: stats.pool, state: 'waiting' }, stats.waiting);
      }
    },
  });
  new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs due and waiting for a worker (the same queue, seen by each instance)',
    registers: [registry],
    async collect() {
      this.set(options.queueDepth ? await options.queueDepth().catch(() => -1) : 0);
    },
  });

  app.decorate('metrics', {
    registry,
    cacheLookup(cache: string, hit: boolean) {
      cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' });
    },
  } satisfies AppMetrics);

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (`/api/properties/:id`), never the raw URL: one series per route, not per listing.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    if (!cluster.isWorker) return registry.metrics();
    return collectClusterMetrics().catch((error: unknown) => {
      // The primary is busy or gone: this worker's own series are better than none.
      app.log.warn({ err: error }, 'metrics of the other workers unavailable');
      return registry.metrics();
    });
  });
});
