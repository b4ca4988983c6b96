import { describe, expect, it } from 'vitest';
import { toApiError } from './errors';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api errors', () => {
  it('keep the listing a refused duplicate repeats', async () => {
    const error = await toApiError(
      answer(409, {
        detail: 'You have already listed this property (listing 12)',
        code: 'conflict',
        duplicate_of: 12,
      }),
    );
    expect(error).toMatchObject({ status: 409, code: 'conflict', duplicateOf: 12 });
    expect(error.message).toBe('You have already listed this property (listing 12)');
  });

  it('carry no duplicate for other errors or a malformed id', async () => {
    expect(
      (await toApiError(answer(409, { detail: 'Taken', code: 'conflict' }))).duplicateOf,
    ).toBeUndefined();
    expect((await toApiError(answer(409, { detail: 'x', duplicate_of: '12' }))).duplicateOf).toBeUndefined();
  });

  it('still read field errors from a 422', async () => {
    const error = await toApiError(
      answer(422, { detail: [{ msg: 'Floor must be a whole number', loc: ['body', 'floor'] }] }),
    );
    expect(error.fieldErrors).toEqual({ floor: 'Floor must be a whole number' });
  });
});
