import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, createTestContext, registerUser, type TestContext } from '../test/harness';

/**
 * The OpenAPI document is a partner's manual: every operation says what it does and which errors it answers. Besides
 * reading the document, each operation is called (as a guest, as someone else, and with an unknown id) and every 4xx
 * it answers must be one it declares, so a new failure a route can give cannot go undocumented.
 */

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses: Record<
    string,
    { description?: string; content?: Record<string, { schema?: { $ref?: string } }> }
  >;
}
interface Document {
  info: { description?: string };
  servers?: unknown[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

let ctx: TestContext;
let document: Document;
const operations: { method: string; path: string; operation: Operation }[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) operations.push({ method, path, operation });
  }
});
afterAll(() => ctx.close());

const name = ({ method, path }: { method: string; path: string }) => `${method.toUpperCase()} ${path}`;
const errorStatuses = (operation: Operation) =>
  Object.keys(operation.responses).filter((status) => status.startsWith('4'));

describe('OpenAPI document', () => {
  it('introduces the api, its tags and where to call it', () => {
    expect(document.info.description).toMatch(/Authorization: Bearer/);
    expect(document.servers?.length).toBeGreaterThan(0);
    expect(document.components.schemas.Error).toBeDefined();
    for (const tag of document.tags ?? []) expect(tag.description, tag.name).toBeTruthy();
    expect(operations.length).toBeGreaterThanOrEqual(40);
  });

  it('gives every operation a summary, a description and a described tag', () => {
    const tagNames = new Set((document.tags ?? []).map((tag) => tag.name));
    for (const entry of operations) {
      const { summary, description, tags } = entry.operation;
      expect(summary?.trim(), name(entry)).toBeTruthy();
      expect(description?.trim(), name(entry)).toBeTruthy();
      expect(tags?.length, name(entry)).toBeGreaterThan(0);
      for (const tag of tags ?? []) expect(tagNames, `${name(entry)}: tag ${tag}`).toContain(tag);
    }
  });

  it('declares 422 wherever there is input, 401 wherever a session is needed, each with the Error body', () => {
    for (const entry of operations) {
      const { operation } = entry;
      const takesInput = (operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined;
      if (takesInput) expect(errorStatuses(operation), name(entry)).toContain('422');
      if (operation.security?.length) expect(errorStatuses(operation), name(entry)).toContain('401');
      for (const status of errorStatuses(operation)) {
        const response = operation.responses[status]!;
        expect(response.description, `${name(entry)} ${status}`).not.toBe('Default Response');
        expect(response.content?.['application/json']?.schema?.$ref, `${name(entry)} ${status}`).toBe(
          '#/components/schemas/Error',
        );
      }
    }
  });

  it('declares every error an operation answers, and a session where it answers 401', async () => {
    const owner = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const listing = await createListing(ctx.app, owner);
    // Signing out ends the session the other calls use: last.
    const ordered = [...operations].sort(
      (a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')),
    );
    const undeclared: string[] = [];
    for (const entry of ordered) {
      const { method, path, operation } = entry;
      for (const [who, id, headers] of [
        ['guest', listing.id, {}],
        ['someone else', listing.id, other.auth],
        ['someone else, unknown id', 999_999, other.auth],
      ] as const) {
        const url = path.replace(/\{(\w+)\}/g, (_match, param: string) =>
          param === 'name' ? 'a'.repeat(32) : String(id),
        );
        const response = await ctx.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers,
          ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
        });
        const status = response.statusCode;
        expect(status, `${name(entry)} as ${who}: ${response.body}`).toBeLessThan(500);
        if (status >= 400 && !(String(status) in operation.responses)) {
          undeclared.push(`${name(entry)} as ${who} answers ${status} (${response.json().code})`);
        }
        if (status === 401 && !operation.security?.length) {
          undeclared.push(`${name(entry)} answers 401 but declares no security`);
        }
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('serves a docs page', async () => {
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toMatch(/swagger/i);
  });
});
