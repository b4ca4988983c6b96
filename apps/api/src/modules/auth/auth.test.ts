import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTokens } from '../../db/schema';
import {
  createTestContext,
  errorDetail,
  lastMailedToken,
  readOutbox,
  registerUser,
  type TestContext,
} from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_MAX_PER_ACCOUNT: '5', LOGIN_MAX_PER_IP: '1000' });
});
afterAll(() => ctx.close());

const register = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload });
const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers });
const validRegistration = (email: string) => ({
  email,
  password: 'correct-horse-battery',
  first_name: 'Giorgi',
  last_name: 'Kapanadze',
  phone: '+995 577 22 33 44',
});

describe('register', () => {
  it('creates a tenant, signs in with a bearer token and an httpOnly cookie, and mails a confirmation link', async () => {
    const response = await register(validRegistration('giorgi@example.ge'));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token_type).toBe('bearer');
    expect(body.user).toMatchObject({
      email: 'giorgi@example.ge',
      first_name: 'Giorgi',
      role: 'tenant',
      email_verified: false,
    });
    expect(body.user.password_hash).toBeUndefined();
    const cookie = response.cookies.find((c) => c.name === 'sakhli_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.value).toBe(body.access_token);
    expect(await lastMailedToken(ctx.dataDir, '/verify-email')).toBeTruthy();
  });

  it('refuses a second account for the same e-mail in another case', async () => {
    await register(validRegistration('case@example.ge'));
    const response = await register(validRegistration('CASE@Example.ge'));
    expect(response.statusCode).toBe(422);
    expect(errorDetail(response)).toEqual([
      { loc: ['body', 'email'], msg: 'An account with this e-mail already exists' },
    ]);
  });

  it('answers one 422 entry per bad field', async () => {
    const response = await register({
      email: 'not-an-email',
      password: 'short',
      first_name: '',
      phone: 'abc',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('validation_failed');
    const fields = errorDetail(response).map((entry) => entry.loc.at(-1));
    expect(fields.sort()).toEqual(['email', 'first_name', 'last_name', 'password', 'phone']);
    expect(errorDetail(response).find((e) => e.loc.at(-1) === 'password')?.msg).toBe(
      'Password must be at least 8 characters',
    );
  });

  it('does not let anyone register as a moderator', async () => {
    const response = await register({ ...validRegistration('moderator@example.ge'), role: 'moderator' });
    expect(response.statusCode).toBe(422);
  });

  it('accepts another role a poster may have', async () => {
    const response = await register({ ...validRegistration('agent@example.ge'), role: 'agent' });
    expect(response.json().user.role).toBe('agent');
  });
});

describe('login and sessions', () => {
  it('logs in regardless of e-mail case and the token opens /auth/me', async () => {
    const user = await registerUser(ctx.app);
    const response = await login({ email: user.email.toUpperCase(), password: user.password });
    expect(response.statusCode).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${response.json().access_token}` },
    });
    expect(me.json().email).toBe(user.email);
  });

  it('gives one message for a wrong password and an unknown e-mail', async () => {
    const user = await registerUser(ctx.app);
    const wrong = await login({ email: user.email, password: 'wrong-password' });
    const unknown = await login({ email: 'nobody@example.ge', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ detail: 'Incorrect email or password', code: 'unauthenticated' });
    const { request_id: _wrongId, ...wrongBody } = wrong.json();
    const { request_id: _unknownId, ...unknownBody } = unknown.json();
    expect(unknownBody).toEqual(wrongBody);
  });

  it('keeps a remembered session for 30 days and another for one day', async () => {
    const user = await registerUser(ctx.app);
    const day = 86_400_000;
    const short = (await login({ email: user.email, password: user.password })).cookies[0]!;
    const long = (await login({ email: user.email, password: user.password, rememberMe: true })).cookies[0]!;
    expect(short.expires!.getTime() - Date.now()).toBeLessThanOrEqual(day);
    expect(long.expires!.getTime() - Date.now()).toBeGreaterThan(29 * day);
  });

  it('works with the session cookie alone', async () => {
    const user = await registerUser(ctx.app);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { sakhli_session: user.token },
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a cookie-authenticated write from a foreign origin', async () => {
    const user = await registerUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      cookies: { sakhli_session: user.token },
      headers: { origin: 'https://evil.example' },
      payload: { first_name: 'Hacked' },
    });
    expect(response.statusCode).toBe(403);
    const ours = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      cookies: { sakhli_session: user.token },
      headers: { origin: 'http://localhost:3000' },
      payload: { first_name: 'Nini' },
    });
    expect(ours.json().first_name).toBe('Nini');
  });

  it('logout revokes the token server-side, even with an empty JSON body', async () => {
    const user = await registerUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...user.auth, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ detail: 'Authentication required', code: 'unauthenticated' });
  });

  it('rate-limits login per account with Retry-After', async () => {
    const user = await registerUser(ctx.app);
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await login({ email: user.email, password: 'wrong-password' })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await login({ email: user.email, password: user.password });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().code).toBe('rate_limited');
    // Another account from the same address is not locked out.
    const other = await registerUser(ctx.app);
    expect((await login({ email: other.email, password: other.password })).statusCode).toBe(200);
  });
});

describe('rate limit per IP', () => {
  it('answers 429 once one address tries too many accounts', async () => {
    const limited = await createTestContext({ LOGIN_MAX_PER_IP: '3' });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `someone${i}@example.ge`, password: 'whatever-password' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('profile', () => {
  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/auth/me', payload: {} })).statusCode).toBe(401);
  });

  it('updates names and phone, and a new e-mail must be confirmed again', async () => {
    const user = await registerUser(ctx.app);
    const verifyToken = await lastMailedToken(ctx.dataDir, '/verify-email');
    await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: verifyToken } });
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: user.auth,
      payload: {
        first_name: 'ნინო',
        last_name: 'ბერიძე',
        phone: '+995 599 00 11 22',
        email: 'new-address@example.ge',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      first_name: 'ნინო',
      phone: '+995 599 00 11 22',
      email: 'new-address@example.ge',
      email_verified: false,
    });
  });

  it("refuses another account's e-mail", async () => {
    const first = await registerUser(ctx.app);
    const second = await registerUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: second.auth,
      payload: { email: first.email },
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('e-mail verification', () => {
  it('confirms the address with the mailed token, once', async () => {
    const user = await registerUser(ctx.app);
    const token = await lastMailedToken(ctx.dataDir, '/verify-email');
    const first = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(first.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth });
    expect(me.json().email_verified).toBe(true);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(again.statusCode).toBe(422);
  });
});

describe('password reset', () => {
  it('mails a single-use link; the new password works, the old one and old sessions do not', async () => {
    const user = await registerUser(ctx.app);
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    const token = await lastMailedToken(ctx.dataDir, '/reset-password');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, new_password: 'a-brand-new-password' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await login({ email: user.email, password: 'a-brand-new-password' })).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth })).statusCode,
    ).toBe(401);
    const reuse = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, new_password: 'yet-another-password' },
    });
    expect(reuse.statusCode).toBe(422);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const count = (await readOutbox(ctx.dataDir)).length;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'ghost@example.ge' },
    });
    expect(response.statusCode).toBe(200);
    expect((await readOutbox(ctx.dataDir)).length).toBe(count);
  });

  it('refuses an expired token', async () => {
    const user = await registerUser(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    const token = await lastMailedToken(ctx.dataDir, '/reset-password');
    await ctx.database.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a-brand-new-password' },
    });
    expect(response.statusCode).toBe(422);
    expect(errorDetail(response)[0]?.loc).toEqual(['body', 'token']);
  });

  it('validates the new password', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'x'.repeat(20), new_password: 'short' },
    });
    expect(response.statusCode).toBe(422);
  });
});
