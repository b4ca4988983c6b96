import { z } from 'zod';

/** Form clients send '' or null for an untouched field; both mean "not given". */
export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A number field that turns blank into `fallback` (SPEC §5: blank rent becomes 0, blank bedrooms 1 ...).
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

export const messageSchema = z.object({ message: z.string() });

export const errorSchema = z.object({
  detail: z.union([z.string(), z.array(z.object({ msg: z.string(), loc: z.array(z.string()) }))]),
  code: z.string(),
});

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
