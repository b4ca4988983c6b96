import { z } from 'zod';

/** Form clients send '' or null for an untouched field; both mean "not given". */
export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A number field that turns blank into `fallback` (blank rent becomes 0, blank bedrooms 1 ...:
 * docs/product/listings.md#blank-values).
 * With `fallback` undefined a blank stays unset, which is what a partial update needs.
 */
export function formNumber(
  label: string,
  fallback: number | undefined,
  rules: (n: z.ZodNumber) => z.ZodNumber,
) {
  return z.preprocess(
    (value) => (isBlank(value) ? fallback : typeof value === 'string' ? Number(value.trim()) : value),
    rules(z.number({ error: `${label} must be a number` })).optional(),
  );
}

export function formBoolean() {
  return z.preprocess(
    (value) =>
      isBlank(value)
        ? undefined
        : value === 'true' || value === '1'
          ? true
          : value === 'false' || value === '0'
            ? false
            : value,
    z.boolean({ error: 'must be true or false' }).optional(),
  );
}

/** Optional text: blank becomes null so "cleared" and "never set" read the same. */
export function formText(max: number) {
  return z.preprocess(
    (value) => (isBlank(value) ? null : typeof value === 'string' ? value.trim() : value),
    z.string().max(max, `must be at most ${max} characters`).nullable().optional(),
  );
}

/**
 * What a client may send for a form-like body: the values the api reads it as, and for any field it may leave out,
 * also null or '' (blank means "not given", see formNumber).
 */
export type Sendable<T> = { [K in keyof T]: T[K] | (undefined extends T[K] ? null | '' : never) };

export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.output<typeof messageSchema>;

/** The closed set of error codes the api answers with, and the HTTP status of each. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  rate_limited: 429,
  uri_too_long: 414,
  headers_too_large: 431,
  internal: 500,
  // Every database connection stayed busy past the pool's wait: nothing is wrong with the request; try again.
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** One invalid field of a 422: what is wrong, and where (`['body', 'title']`, `['query', 'min_rent']`). */
export const fieldErrorSchema = z.object({ msg: z.string(), loc: z.array(z.string()) });
export type FieldError = z.output<typeof fieldErrorSchema>;

/** Every answer other than 2xx: a sentence (or one entry per bad field) and a stable code. */
export const errorSchema = z.object({
  detail: z.union([z.string(), z.array(fieldErrorSchema)]),
  code: z.enum(ERROR_CODES),
  duplicate_of: z
    .number()
    .int()
    .optional()
    .describe("409 on saving a listing: the poster's own active listing of the same property"),
});
export type ErrorBody = z.output<typeof errorSchema>;

/** Ids are PostgreSQL `integer`s: a larger number names nothing, and is refused before it reaches the database. */
export const ID_MAX = 2_147_483_647;

/** A row id in a path, query or body (`coerce` reads path and query text as a number). */
export function idSchema(label = 'Id', { coerce = true }: { coerce?: boolean } = {}) {
  const number = coerce
    ? z.coerce.number({ error: `${label} must be a number` })
    : z.number({ error: `${label} must be a number` });
  return number
    .int(`${label} must be a whole number`)
    .positive(`${label} must be 1 or more`)
    .max(ID_MAX, `${label} must be at most ${ID_MAX}`);
}
