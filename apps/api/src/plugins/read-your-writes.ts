import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import type { ReadRouter } from '../db/read-routing';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public reads (search, counts, the map, locations): on the replica when it has this client's writes. */
    readDb<T>(request: FastifyRequest, run: (db: Db) => Promise<T>): Promise<T>;
  }
}

/** Carries the WAL position of a client's last write to whichever instance answers its next read. */
export const WRITE_POSITION_COOKIE = 'sakhli_wrote';
const LSN = /^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/i;
/** Longer than any replica lag worth reading from; after it the replica has the write anyway. */
const COOKIE_SECONDS = 60;

/**
 * Read-your-writes across instances (see db/read-routing.ts): after a successful write the primary's WAL position is
 * noted and sent back as a short-lived cookie; a public read waits for the replica to reach it or runs on the primary.
 */
export const readYourWritesPlugin = fp(async (app: FastifyInstance, options: { router: ReadRouter }) => {
  const { router } = options;
  app.decorate('readDb', function readDb<T>(request: FastifyRequest, run: (db: Db) => Promise<T>) {
    const wrote = request.cookies[WRITE_POSITION_COOKIE];
    return router.read(run, { afterLsn: wrote && LSN.test(wrote) ? wrote : undefined });
  });

  if (router.replica === 'none') return;
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return payload;
    if (reply.statusCode >= 400) return payload;
    const lsn = await router.noteWrite().catch((error: unknown) => {
      request.log.warn({ err: error }, 'could not read the primary WAL position');
      return undefined;
    });
    if (lsn) {
      reply.setCookie(WRITE_POSITION_COOKIE, lsn, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        maxAge: COOKIE_SECONDS,
      });
    }
    return payload;
  });
});
