import { errorSchema } from '@tbilisi/contracts';
import { z } from 'zod';

/**
 * The error body every 4xx answer carries (`{detail, code}`, see plugins/errors.ts), as one OpenAPI component.
 * Loose, because an error may carry a field beside the two (a refused duplicate listing says `duplicate_of`): the
 * response serializer must pass such fields through, not strip them.
 */
export const errorBody = errorSchema
  .extend({
    duplicate_of: z
      .number()
      .int()
      .optional()
      .describe('409 on a listing that repeats an active one: the id of the listing it repeats'),
  })
  .loose()
  .meta({
    id: 'Error',
    description:
      '`detail` is a message to show, or for 422 one `{msg, loc}` entry per bad field (`loc` is where: ' +
      '`["body", "title"]`, `["querystring", "min_rent"]`); `code` is stable and meant for programs.',
  });

/** What each error status means in this api; a route may say it more precisely. */
const MEANING = {
  401: 'Not signed in: no session, or it expired or was revoked (`unauthenticated`)',
  403: 'Signed in, but not allowed to do this (`forbidden`)',
  404: 'No such resource (`not_found`)',
  409: 'Conflicts with what is stored (`conflict`)',
  413: 'Too large: a photo over 10 MB, or more photos than allowed (`payload_too_large`)',
  415: 'Not an image, or not sent as multipart/form-data (`unsupported_media_type`)',
  422: 'Invalid input: one `{msg, loc}` entry per bad field (`validation_failed`)',
  429: 'Too many requests: wait for the seconds in `Retry-After` (`rate_limited`)',
} as const;

export type ErrorStatus = keyof typeof MEANING;

/**
 * The error answers of a route, for its `response` block: `errorResponses(401, [404, 'No listing with this id'], 422)`.
 * Each answers the error body above; the description is the status's usual meaning unless the route gives its own.
 */
export function errorResponses(...statuses: (ErrorStatus | [ErrorStatus, string])[]) {
  return Object.fromEntries(
    statuses.map((entry) => {
      const [status, description] = Array.isArray(entry) ? entry : [entry, MEANING[entry]];
      return [status, { description, content: { 'application/json': { schema: errorBody } } }];
    }),
  ) as Partial<
    Record<
      ErrorStatus,
      { description: string; content: { 'application/json': { schema: typeof errorBody } } }
    >
  >;
}

/** `security` of an operation that needs a signed-in user: a bearer token, or the web app's session cookie. */
export const requiresSession: Record<string, string[]>[] = [{ bearer: [] }, { sessionCookie: [] }];
