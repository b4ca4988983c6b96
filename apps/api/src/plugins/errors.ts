import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { clientErrorOf, codeOfFrameworkStatus } from '../lib/client-errors';
import type { FieldError } from '../lib/errors';

/** Renders every failure as `{detail, code}`; a 500 says nothing internal and logs an id to find it by. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const detail: FieldError[] = error.validation.map((issue) => ({
        msg: issue.message ?? 'Invalid value',
        loc: [
          error.validationContext ?? 'body',
          ...(issue.instancePath ? issue.instancePath.split('/').filter(Boolean) : []),
        ],
      }));
      return reply.status(422).send({ detail, code: 'validation_failed' });
    }
    if (isResponseSerializationError(error)) {
      const errorId = randomUUID();
      request.log.error(
        { err: error, errorId, issues: error.cause.issues },
        'response did not match its schema',
      );
      return reply.status(500).send({ detail: `Internal server error (id ${errorId})`, code: 'internal' });
    }
    const clientError = clientErrorOf(error);
    if (clientError) {
      return reply
        .status(clientError.status)
        .headers(clientError.headers)
        .send({ ...clientError.extra, detail: clientError.detail, code: clientError.code });
    }
    if (isPoolExhausted(error)) {
      request.log.warn({ err: error }, 'no database connection within the pool timeout');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({ detail: 'The service is busy. Try again in a moment.', code: 'unavailable' });
    }
    const errorId = randomUUID();
    request.log.error({ err: error, errorId }, 'unhandled error');
    return reply.status(500).send({ detail: `Internal server error (id ${errorId})`, code: 'internal' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ detail: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'not_found' });
  });
});

/** node-postgres' pool gave up waiting for a free connection (`connectionTimeoutMillis`, db/client.ts): overload. */
function isPoolExhausted(error: unknown): boolean {
  for (
    let cause = error as { message?: unknown; cause?: unknown } | undefined, depth = 0;
    cause && depth < 5;
    depth++
  ) {
    if (cause.message === 'timeout exceeded when trying to connect') return true;
    cause = cause.cause as typeof cause | undefined;
  }
  return false;
}

/**
 * Fastify's router refuses some requests before any route or error handler runs (a bad percent-encoding, an
 * over-long path parameter); given to `Fastify({frameworkErrors})`, this answers them in the same shape.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // Refused before any hook runs: the request id is named here, as every other error answer names it.
  reply.header('x-request-id', request.id);
  const clientError = clientErrorOf(error);
  if (clientError) {
    return reply
      .status(clientError.status)
      .send({ detail: clientError.detail, code: clientError.code, request_id: request.id });
  }
  return reply.status(400).send({ detail: 'Bad request', code: 'bad_request', request_id: request.id });
}

/**
 * Node's HTTP parser refuses a request it cannot read (headers too large, a broken request line) on the socket
 * itself; given to `Fastify({clientErrorHandler})`, this writes the refusal in the contract's shape.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const code = codeOfFrameworkStatus(status);
  const detail =
    status === 431
      ? 'The request headers are too large'
      : status === 408
        ? 'The request took too long to arrive'
        : 'The request could not be read';
  const body = JSON.stringify({ detail, code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
