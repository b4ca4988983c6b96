import type { FastifyInstance } from 'fastify';

/**
 * What SIGTERM does to an instance, in order: /api/ready turns 503 so a load balancer stops sending new requests
 * (for `drainMs`, its health-check interval or so); the listener closes, idle keep-alive connections are cut, and the
 * requests in flight are answered (Fastify's close waits for them); then the jobs in flight finish and the pools
 * close (`afterClose`). A request that reaches a keep-alive connection after the listener closed is answered 503
 * with `connection: close`, which a load balancer retries on another instance (see docs/deploy.md).
 */
export async function stopGracefully(options: {
  app: FastifyInstance;
  drainMs: number;
  afterClose?: () => Promise<void>;
}): Promise<void> {
  const { app, drainMs, afterClose } = options;
  app.lifecycle.draining = true;
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  await app.close();
  await afterClose?.();
}
