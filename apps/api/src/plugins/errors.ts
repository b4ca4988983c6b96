import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type ErrorCode, type FieldError } from '../lib/errors';

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
};

/** Renders every failure as `{detail, code}`; a 500 says nothing internal and logs an id to find it by. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .headers(error.headers)
        .send({ ...error.extra, detail: error.detail, code: error.code });
    }
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
    const status = error.statusCode ?? 500;
    const code = STATUS_CODES[status];
    if (status < 500 && code) {
      // Fastify's own 4xx (bad JSON, body too large, unsupported content type): its message is safe to show.
      return reply.status(status).send({ detail: error.message, code });
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
