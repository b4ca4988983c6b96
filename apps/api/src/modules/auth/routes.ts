import {
  authResponse,
  forgotPasswordBody,
  loginBody,
  messageSchema,
  registerBody,
  resetPasswordBody,
  SESSION_COOKIE,
  updateProfileBody,
  userSchema,
  verifyEmailBody,
} from '@tbilisi/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { AppError } from '../../lib/errors';
import { loginUser } from './login-user';
import { presentUser } from './present-user';
import { registerUser } from './register-user';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { revokeSession } from './sessions';
import type { SessionUser } from '../../plugins/auth';
import { updateProfile } from './update-profile';
import { verifyEmail } from './verify-email';

const tags = ['auth'];

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secureCookie = app.config.publicWebUrl.startsWith('https://');

  function signIn(reply: FastifyReply, user: SessionUser, session: { token: string; expiresAt: Date }) {
    reply.setCookie(SESSION_COOKIE, session.token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookie,
      path: '/',
      expires: session.expiresAt,
    });
    return { user: presentUser(user), access_token: session.token, token_type: 'bearer' as const };
  }

  const { perAccount, perIp, windowMs } = app.config.loginLimits;
  const limiters = [
    app.createRateLimit({
      max: perIp,
      timeWindow: windowMs,
      keyGenerator: (request) => `login-ip:${request.ip}`,
      skipOnError: false,
    }),
    app.createRateLimit({
      max: perAccount,
      timeWindow: windowMs,
      keyGenerator: (request) => {
        const email = (request.body as { email?: unknown } | undefined)?.email;
        return `login-account:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
      },
      skipOnError: false,
    }),
  ];
  // Guessing is limited both per address and per account: a botnet spreading over addresses still hits the second.
  // The counters are shared by every instance (Redis when REDIS_URL is set). Without them a guesser could try without
  // limit, so while Redis is away sign-in is refused (fails closed) and comes back with it.
  const loginUnavailable = () =>
    new AppError('rate_limited', 'Sign-in is briefly unavailable. Try again in a minute.', {
      'retry-after': '30',
    });
  async function limitLoginAttempts(request: FastifyRequest) {
    if (!app.shared.available()) throw loginUnavailable();
    for (const limiter of limiters) {
      const result = await limiter(request).catch((error: unknown) => {
        request.log.warn({ err: error }, 'login limiter store failed');
        throw loginUnavailable();
      });
      if (!result.isAllowed && result.isExceeded) {
        const seconds = Math.max(1, result.ttlInSeconds);
        throw new AppError(
          'rate_limited',
          `Too many login attempts. Try again in ${Math.ceil(seconds / 60)} min.`,
          {
            'retry-after': String(seconds),
          },
        );
      }
    }
  }

  // POST /api/auth/register - create an account (role tenant unless given), sign in, mail a confirmation link
  r.post(
    '/auth/register',
    { schema: { tags, body: registerBody, response: { 201: authResponse } } },
    async (request, reply) => {
      const { user, session } = await registerUser({ deps: app.deps, input: request.body });
      return reply.status(201).send(signIn(reply, user, session));
    },
  );

  // POST /api/auth/login - rate-limited per IP and per account
  r.post(
    '/auth/login',
    { schema: { tags, body: loginBody, response: { 200: authResponse } }, preHandler: limitLoginAttempts },
    async (request, reply) => {
      const { user, session } = await loginUser({ db: app.db, input: request.body });
      return signIn(reply, user, session);
    },
  );

  // POST /api/auth/logout - revoke the session server-side and drop the cookie
  r.post(
    '/auth/logout',
    { schema: { tags, response: { 200: messageSchema } }, preHandler: app.requireUser },
    async (request, reply) => {
      if (request.sessionToken) await revokeSession(app.db, request.sessionToken);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: 'Logged out' };
    },
  );

  // GET /api/auth/me - the signed-in user's profile
  r.get(
    '/auth/me',
    { schema: { tags, response: { 200: userSchema } }, preHandler: app.requireUser },
    async (request) => presentUser(currentUser(request)),
  );

  // PUT /api/auth/me - update name, e-mail (re-confirmed by mail) and phone
  r.put(
    '/auth/me',
    { schema: { tags, body: updateProfileBody, response: { 200: userSchema } }, preHandler: app.requireUser },
    async (request) =>
      presentUser(await updateProfile({ deps: app.deps, actor: currentUser(request), input: request.body })),
  );

  // POST /api/auth/forgot-password - mail a one-hour reset link; same answer whether the account exists
  r.post(
    '/auth/forgot-password',
    { schema: { tags, body: forgotPasswordBody, response: { 200: messageSchema } } },
    async (request) => {
      await requestPasswordReset({ ...app.deps, email: request.body.email });
      return { message: 'If an account exists for this e-mail, a reset link has been sent.' };
    },
  );

  // POST /api/auth/reset-password - set a new password with the mailed token (single use)
  r.post(
    '/auth/reset-password',
    { schema: { tags, body: resetPasswordBody, response: { 200: messageSchema } } },
    async (request) => {
      await resetPassword({ db: app.db, token: request.body.token, newPassword: request.body.new_password });
      return { message: 'Your password has been changed. You can log in now.' };
    },
  );

  // POST /api/auth/verify-email - confirm the e-mail address with the mailed token
  r.post(
    '/auth/verify-email',
    { schema: { tags, body: verifyEmailBody, response: { 200: messageSchema } } },
    async (request) => {
      await verifyEmail({ db: app.db, token: request.body.token });
      return { message: 'Your e-mail address is confirmed.' };
    },
  );
}
