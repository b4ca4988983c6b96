import { errorResponses, requiresSession } from '../../lib/openapi';
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

  r.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'Create an account',
        description:
          'Creates the account (role `tenant` unless another self-service role is given: `owner`, `agent`, ' +
          '`developer`), signs it in as login does (token and cookie) and mails a link to confirm the address. ' +
          'An e-mail already registered is a 422 on `email`.',
        body: registerBody,
        response: { 201: authResponse, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      const { user, session } = await registerUser({ deps: app.deps, input: request.body });
      return reply.status(201).send(signIn(reply, user, session));
    },
  );

  r.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in',
        description:
          'Answers the user and an `access_token` for `Authorization: Bearer`, and sets the httpOnly session cookie ' +
          'for the web app. The session lasts one day, or 30 days with `rememberMe`. Attempts are limited per ' +
          'client address and per account (by default 100 and 10 in 15 minutes).',
        body: loginBody,
        response: {
          200: authResponse,
          ...errorResponses([401, 'Incorrect e-mail or password'], 422, [
            429,
            'Too many login attempts: wait for `Retry-After` seconds',
          ]),
        },
      },
      preHandler: limitLoginAttempts,
    },
    async (request, reply) => {
      const { user, session } = await loginUser({ db: app.db, input: request.body });
      return signIn(reply, user, session);
    },
  );

  r.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'Sign out',
        description:
          'Revokes the session on the server (its token stops working at once) and clears the cookie.',
        security: requiresSession,
        response: { 200: messageSchema, ...errorResponses(401) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      if (request.sessionToken) await revokeSession(app.db, request.sessionToken);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: 'Logged out' };
    },
  );

  r.get(
    '/auth/me',
    {
      schema: {
        tags,
        summary: 'Your profile',
        description: 'The signed-in user. A client that kept a token calls this to check it is still good.',
        security: requiresSession,
        response: { 200: userSchema, ...errorResponses(401) },
      },
      preHandler: app.requireUser,
    },
    async (request) => presentUser(currentUser(request)),
  );

  r.put(
    '/auth/me',
    {
      schema: {
        tags,
        summary: 'Update your profile',
        description:
          'Changes the fields given (first and last name, e-mail, phone) and keeps the rest. A new e-mail address ' +
          'is unconfirmed until the link mailed to it is opened; one that another account uses is a 422.',
        security: requiresSession,
        body: updateProfileBody,
        response: { 200: userSchema, ...errorResponses(401, 422) },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      presentUser(await updateProfile({ deps: app.deps, actor: currentUser(request), input: request.body })),
  );

  r.post(
    '/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'Ask for a password reset link',
        description:
          'Mails a link that sets a new password within one hour. The answer is the same whether an account ' +
          'exists for the address or not, so it cannot be used to find out who is registered.',
        body: forgotPasswordBody,
        response: { 200: messageSchema, ...errorResponses(422) },
      },
    },
    async (request) => {
      await requestPasswordReset({ ...app.deps, email: request.body.email });
      return { message: 'If an account exists for this e-mail, a reset link has been sent.' };
    },
  );

  r.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password',
        description:
          'Takes the token from the mailed link and the new password (`new_password`, or `password`). The token ' +
          'works once; an unknown, used or expired one is a 422 on `token`.',
        body: resetPasswordBody,
        response: { 200: messageSchema, ...errorResponses(422) },
      },
    },
    async (request) => {
      await resetPassword({ db: app.db, token: request.body.token, newPassword: request.body.new_password });
      return { message: 'Your password has been changed. You can log in now.' };
    },
  );

  r.post(
    '/auth/verify-email',
    {
      schema: {
        tags,
        summary: 'Confirm an e-mail address',
        description:
          'Takes the token from the link mailed at registration or after an address change. An unknown or ' +
          'expired token is a 422 on `token`.',
        body: verifyEmailBody,
        response: { 200: messageSchema, ...errorResponses(422) },
      },
    },
    async (request) => {
      await verifyEmail({ db: app.db, token: request.body.token });
      return { message: 'Your e-mail address is confirmed.' };
    },
  );
}
