import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListing,
  createTestContext,
  errorDetail,
  readOutbox,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/harness';

let ctx: TestContext;
let poster: TestUser;
let listingId: number;
beforeAll(async () => {
  ctx = await createTestContext({ MODERATOR_EMAIL: 'team@sakhli.test' });
  poster = await registerUser(ctx.app);
  listingId = (await createListing(ctx.app, poster)).id;
});
afterAll(() => ctx.close());

const contact = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/contact', payload });

describe('contact', () => {
  it("mails a message about a listing to its poster, with the sender's address to reply to", async () => {
    const response = await contact({
      name: 'Ana',
      email: 'ana@example.ge',
      subject: 'Viewing on Saturday?',
      message: 'Can I see the flat on Saturday at noon?',
      propertyId: listingId,
    });
    expect(response.statusCode).toBe(201);
    const mail = (await readOutbox(ctx.dataDir)).at(-1)!;
    expect(mail).toContain(`To: ${poster.email}`);
    expect(mail).toContain('Reply-To: ana@example.ge');
    expect(mail).toContain(`/property/${listingId}`);
  });

  it('mails a general message to the team', async () => {
    const response = await contact({
      name: 'Ana',
      email: 'ana@example.ge',
      subject: 'Hello',
      message: 'A question.',
    });
    expect(response.statusCode).toBe(201);
    expect((await readOutbox(ctx.dataDir)).at(-1)).toContain('To: team@sakhli.test');
  });

  it('validates every field and the listing', async () => {
    const response = await contact({ name: '', email: 'nope', subject: '', message: '' });
    expect(
      errorDetail(response)
        .map((e) => e.loc.at(-1))
        .sort(),
    ).toEqual(['email', 'message', 'name', 'subject']);
    const unknown = await contact({
      name: 'A',
      email: 'a@example.ge',
      subject: 's',
      message: 'm',
      propertyId: 999999,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
