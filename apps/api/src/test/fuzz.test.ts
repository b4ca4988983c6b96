import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, createTestContext, registerUser, type TestContext, type TestUser } from './harness';

/**
 * Hostile and careless requests to every operation the api publishes (issue 13). The operations come from
 * /api/openapi.json, so a new route is fuzzed without touching this file. Whatever is sent, anonymous or signed in,
 * the answer is below 500 and every 4xx is `{detail, code}`. `FUZZ_RUNS` and `FUZZ_SEED` choose the run; the seed is
 * printed so a failure can be replayed (`FUZZ_SEED=… npx vitest run apps/api/src/test/fuzz.test.ts`);
 * `npm run bench:fuzz` is the long run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
  contentTypes: string[];
}

let ctx: TestContext;
let operations: Operation[];
let owner: TestUser;
let session: TestUser | null = null;
let listingId = 1;

beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_MAX_PER_IP: '100000', LOGIN_MAX_PER_ACCOUNT: '100000' });
  owner = await registerUser(ctx.app);
  listingId = (await createListing(ctx.app, owner)).id;
  const spec = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  operations = Object.entries<Record<string, OpenApiOperation>>(spec.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      bodyFields: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      contentTypes: Object.keys(op.requestBody?.content ?? {}),
    })),
  );
}, 60_000);
afterAll(() => ctx?.close());

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** A signed-in user for the runs that want one; a run that signs out or deletes the account gets a new one. */
async function signedIn(): Promise<TestUser> {
  if (session) {
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.auth });
    if (me.statusCode === 200) return session;
  }
  session = await registerUser(ctx.app);
  return session;
}

// Values a careless or hostile client sends where text, a number or an id is expected.
const hostileText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1.5',
    '1e308',
    '-1e308',
    'NaN',
    'Infinity',
    '2147483648',
    '9223372036854775808',
    '99999999999999999999999',
    'true',
    'null',
    'undefined',
    '[]',
    '{}',
    'a\u0000b',
    '\u0000',
    '\ud800',
    'x\udfffy',
    '\u202e\u200b',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '%00',
    '%zz',
    'ვაკე',
    'Ваке',
    '😀'.repeat(50),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constant('x'.repeat(100_000)),
);
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, true, false, null, [], {}),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(hostileText, { maxLength: 5 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
  fc.constant(Array.from({ length: 5000 }, (_, i) => i)),
);

const pathValue = fc.oneof(
  fc.constant('LISTING'),
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '2147483647',
    '2147483648',
    '99999999999999999999',
    '1e3',
    '0x10',
    'abc',
    '%00',
    '%zz',
    '%2e%2e',
    '%ED%A0%80',
    '%F0%9F%98%80',
    'a'.repeat(150),
    '1.5',
    ' 1',
    'a'.repeat(32),
  ),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'image/jpeg',
  '',
  '\u00e9/\u00e9',
);

/** A body in one of many broken or surprising forms. */
function bodyFor(op: Operation) {
  const fields = op.bodyFields.length ? op.bodyFields : ['x'];
  const objectBody = fc
    .tuple(
      fc.subarray(fields),
      fc.array(hostileJson, { minLength: fields.length, maxLength: fields.length }),
      fc.dictionary(fc.string({ maxLength: 10 }), hostileJson, { maxKeys: 3 }),
    )
    .map(([chosen, values, extra]) => ({
      ...extra,
      ...Object.fromEntries(chosen.map((field, i) => [field, values[i]])),
    }));
  return fc.oneof(
    fc.record({ type: fc.constant('json' as const), value: objectBody }),
    fc.record({ type: fc.constant('json' as const), value: hostileJson }),
    fc.record({
      type: fc.constant('raw' as const),
      value: fc.oneof(
        fc.constantFrom(
          '{',
          '{"a":',
          '[1,2',
          '{"__proto__":{"admin":true}}',
          '{"constructor":{"prototype":{"x":1}}}',
          'null',
          '"\\u0000"',
          '{"a":"\\ud800"}',
          '\u0000',
          '--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n\r\nabc',
          '--xyz--\r\n',
          '--xyz\r\nContent-Disposition: form-data; name="files"\r\n\r\nvalue\r\n--xyz--\r\n',
        ),
        fc.string({ unit: 'binary', maxLength: 200 }),
      ),
      contentType,
    }),
    fc.constant({ type: 'none' as const }),
  );
}

function requestFor(op: Operation) {
  return fc.record({
    signedIn: fc.boolean(),
    pathValues: fc.array(pathValue, { minLength: op.pathParams.length, maxLength: op.pathParams.length }),
    query: fc.dictionary(
      fc.oneof(
        fc.constantFrom(...(op.queryParams.length ? op.queryParams : ['q'])),
        fc.string({ maxLength: 8 }),
      ),
      fc.oneof(hostileText, fc.array(hostileText, { maxLength: 3 })),
      { maxKeys: 4 },
    ),
    body: bodyFor(op),
    headers: fc.dictionary(
      fc.constantFrom(
        'origin',
        'accept',
        'authorization',
        'x-forwarded-for',
        'accept-language',
        'cookie',
        'range',
      ),
      fc.constantFrom(
        'https://evil.example',
        'null',
        'Bearer ',
        'Bearer x',
        'Basic Zm9vOmJhcg==',
        '*/*',
        'text/html',
        '1.2.3.4, ::1',
        'sakhli_session=x',
        'bytes=0-1',
        'x'.repeat(4000),
      ),
      { maxKeys: 2 },
    ),
  });
}

const operationAndRequest = fc.integer({ min: 0, max: 10_000 }).chain((i) => {
  const op = operations[i % operations.length]!;
  return fc.tuple(fc.constant(op), requestFor(op));
});

function expectContractAnswer(label: string, response: { statusCode: number; body: string }) {
  expect(
    response.statusCode,
    `${label} → ${response.statusCode} ${response.body.slice(0, 300)}`,
  ).toBeLessThan(500);
  if (response.statusCode < 400) return;
  let body: { detail?: unknown; code?: unknown };
  try {
    body = JSON.parse(response.body);
  } catch {
    throw new Error(`${label} → ${response.statusCode} not JSON: ${response.body.slice(0, 200)}`);
  }
  const detailOk =
    typeof body.detail === 'string' ||
    (Array.isArray(body.detail) &&
      body.detail.every(
        (entry: { msg?: unknown; loc?: unknown }) =>
          typeof entry.msg === 'string' && Array.isArray(entry.loc),
      ));
  expect(detailOk && typeof body.code === 'string', `${label} → ${response.body.slice(0, 300)}`).toBe(true);
}

describe('fuzzing every operation of /api/openapi.json', () => {
  it('publishes the operations fuzzed here', () => {
    expect(operations.length).toBeGreaterThanOrEqual(35);
  });

  it(`answers no hostile request with a 500 or outside {detail, code} (${RUNS} runs)`, async () => {
    console.log(
      `fuzz: ${RUNS} runs over ${operations.length} operations, seed ${SEED} (FUZZ_SEED=${SEED} replays)`,
    );
    await fc.assert(
      fc.asyncProperty(operationAndRequest, async ([op, request]) => {
        let pathIndex = 0;
        const path = op.path.replace(/\{[^}]+\}/g, () => {
          const value = request.pathValues[pathIndex++]!;
          return value === 'LISTING' ? String(listingId) : value;
        });
        const query = new URLSearchParams();
        for (const [key, value] of Object.entries(request.query)) {
          for (const item of Array.isArray(value) ? value : [value]) query.append(key, item);
        }
        const headers: Record<string, string> = { ...request.headers };
        if (request.signedIn) headers.authorization = (await signedIn()).auth.authorization;
        const options: InjectOptions = {
          method: op.method as InjectOptions['method'],
          url: `${path}${query.size ? `?${query}` : ''}`,
          headers,
        };
        if (request.body.type === 'json') {
          options.payload = JSON.stringify(request.body.value) ?? 'null';
          headers['content-type'] = 'application/json';
        } else if (request.body.type === 'raw') {
          options.payload = request.body.value;
          if (request.body.contentType) headers['content-type'] = request.body.contentType;
        }
        let response;
        try {
          response = await ctx.app.inject(options);
        } catch (error) {
          // light-my-request refuses some header values a real client could not send either.
          if (error instanceof TypeError && /header|character/i.test(error.message)) return;
          throw error;
        }
        expectContractAnswer(`${options.method} ${options.url}`, response);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }, 600_000);
});
