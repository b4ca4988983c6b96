import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

/**
 * One rule for a NUL character anywhere in what a client sends (path, query, JSON body): refused with a 422 naming
 * the field, before validation. PostgreSQL cannot store U+0000 in text, and no form has a reason to send it.
 */
export const refuseNulPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const [source, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const at = nulPath(value, [], 0);
      if (at) throw AppError.validation([source, ...at], 'must not contain a NUL character');
    }
  });
});

/** The path to the first string (or object key) holding U+0000, or null. */
export function nulPath(value: unknown, at: string[], depth: number): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (!value || typeof value !== 'object' || depth > 32 || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...at, key];
    const found = nulPath(item, [...at, key], depth + 1);
    if (found) return found;
  }
  return null;
}
