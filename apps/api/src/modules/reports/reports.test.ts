import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListing,
  createTestContext,
  errorDetail,
  readOutbox,
  registerUser,
  type TestContext,
} from '../../test/harness';

let ctx: TestContext;
let listingId: number;
beforeAll(async () => {
  ctx = await createTestContext({ MODERATOR_EMAIL: 'moderators@sakhli.test' });
  listingId = (await createListing(ctx.app, await registerUser(ctx.app))).id;
});
afterAll(() => ctx.close());

const report = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/reports', payload, headers });

describe('reports', () => {
  it('stores an anonymous report and mails it to the moderators', async () => {
    const response = await report({
      propertyId: listingId,
      propertyTitle: 'ბინა ვაკეში',
      reportReason: 'wrong_price',
      description: 'The price on the phone was double.',
      userName: 'Lasha',
      userEmail: 'lasha@example.ge',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(
      'Thank you for your report. We will investigate this property listing.',
    );
    const mail = (await readOutbox(ctx.dataDir)).at(-1)!;
    expect(mail).toContain('To: moderators@sakhli.test');
    expect(mail).toContain('Reply-To: lasha@example.ge');
    expect(mail).toContain('The price on the phone was double.');
  });

  it("uses the signed-in user's name and e-mail", async () => {
    const user = await registerUser(ctx.app, { first_name: 'Tamar' });
    const response = await report(
      { propertyId: listingId, reportReason: 'spam', description: 'Posted five times.' },
      user.auth,
    );
    expect(response.statusCode).toBe(201);
    expect((await readOutbox(ctx.dataDir)).at(-1)).toContain(user.email);
  });

  it("answers the report form's messages for a missing reason and a blank description", async () => {
    const response = await report({ propertyId: listingId, description: '   ' });
    expect(response.statusCode).toBe(422);
    const messages = Object.fromEntries(errorDetail(response).map((e) => [e.loc.at(-1), e.msg]));
    expect(messages).toEqual({
      reportReason: 'Please select a reason for reporting.',
      description: 'Please provide a description of the issue.',
    });
  });

  it('is 404 for an unknown listing', async () => {
    expect((await report({ propertyId: 999999, reportReason: 'fraud', description: 'x' })).statusCode).toBe(
      404,
    );
  });
});
