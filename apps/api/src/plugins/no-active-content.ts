import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Nothing the api answers except the docs page is meant to run: JSON, photos. */
const NO_ACTIVE_CONTENT = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * Every answer that is not an HTML page gets a Content-Security-Policy under which nothing runs, so a JSON body or a
 * photo opened directly (or sniffed wrongly by an old browser) cannot become a page of this origin. The api docs,
 * the one HTML page, keep Swagger UI's own needs.
 */
export const noActiveContentPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html')) reply.header('content-security-policy', NO_ACTIVE_CONTENT);
    return payload;
  });
});
