import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export interface ReadinessOptions {
  /** Each throws when its part is unavailable. */
  database: () => Promise<void>;
  replica: (() => Promise<void>) | undefined;
  redis: (() => Promise<void>) | undefined;
  pendingMigrations: () => Promise<number>;
  /** True once the instance was told to stop: the load balancer should send it nothing new. */
  isDraining: () => boolean;
}

const state = z.enum(['ok', 'down', 'absent']);
const readiness = z.object({
  status: z.enum(['ready', 'degraded', 'not_ready', 'draining']),
  checks: z.object({ database: state, replica: state, redis: state, migrations: z.enum(['ok', 'pending']) }),
});

const CHECK_TIMEOUT_MS = 2_000;

async function probe(check: (() => Promise<void>) | undefined): Promise<z.infer<typeof state>> {
  if (!check) return 'absent';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

export async function readyRoutes(app: FastifyInstance, options: ReadinessOptions) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness for a load balancer: database, replica, Redis and migrations',
        description:
          'Whether this instance can serve, for a load balancer: 200 with `ready`, or `degraded` when a read replica ' +
          'or Redis is down (reads fall back to the primary, limits to their fail modes); 503 with `not_ready` while ' +
          'the primary database is unreachable or migrations are pending, and `draining` once the instance is ' +
          'stopping. `checks` gives each part (`absent` when not configured); each is given 2 seconds. Never ' +
          'cached. `GET /api/health` stays the liveness check.',
        response: { 200: readiness, 503: readiness },
      },
    },
    async (_request, reply) => {
      const [database, replica, redis] = await Promise.all([
        probe(options.database),
        probe(options.replica),
        probe(options.redis),
      ]);
      const pending = database === 'ok' ? await options.pendingMigrations().catch(() => 1) : 1;
      const checks = {
        database,
        replica,
        redis,
        migrations: pending === 0 ? ('ok' as const) : ('pending' as const),
      };
      const status = options.isDraining()
        ? ('draining' as const)
        : database !== 'ok' || pending > 0
          ? ('not_ready' as const)
          : replica === 'down' || redis === 'down'
            ? ('degraded' as const)
            : ('ready' as const);
      reply.header('cache-control', 'no-store');
      return reply.status(status === 'ready' || status === 'degraded' ? 200 : 503).send({ status, checks });
    },
  );
}
