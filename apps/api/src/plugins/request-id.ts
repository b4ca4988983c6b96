import { randomUUID } from 'node:crypto';
import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Fastify's `genReqId`: the id a load balancer or the web server already gave the request (so one id follows it
 * through every tier's logs), when it is a short token; a fresh UUID otherwise.
 */
export function requestId(raw: RawRequestDefaultExpression): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && /^[A-Za-z0-9._:-]{1,128}$/.test(given) ? given : randomUUID();
}

/**
 * Every log line of a request carries its id (Fastify's `reqId`); every answer says it in `x-request-id`, and every
 * error answer also as `request_id` beside `detail` and `code`, so a user's report leads to the log lines.
 */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode < 400 || payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
      return payload;
    }
    return 'code' in payload && 'detail' in payload ? { ...payload, request_id: request.id } : payload;
  });
});
