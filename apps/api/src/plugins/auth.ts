import { SESSION_COOKIE } from '@tbilisi/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import type { Db } from '../db/client';
import type { users } from '../db/schema';

/** The signed-in user a request carries: the account row. */
export type SessionUser = typeof users.$inferSelect;

export interface AuthPluginOptions {
  /** Origins allowed to write with the session cookie. */
  allowedOrigins: string[];
  /** The account a session token belongs to (the auth module sessions), given by app.ts. */
  findSessionUser: (db: Db, token: string) => Promise<SessionUser | undefined>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, once `requireUser` or `optionalUser` ran. */
    user: SessionUser | null;
    sessionToken: string | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    optionalUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** A signed-in moderator, else 401 or 403. */
    requireModerator: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves the session from `Authorization: Bearer` (api clients) or the httpOnly cookie (the web app).
 * Writes authenticated by cookie must come from one of our origins: SameSite=Lax already stops most
 * cross-site posts, the Origin check stops the rest (sibling subdomains, old browsers).
 */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  async function resolve(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const cookie = request.cookies[SESSION_COOKIE];
    const token = bearer ?? cookie;
    if (!token) return;
    if (!bearer && !SAFE_METHODS.has(request.method)) {
      const origin = request.headers.origin;
      if (origin && !options.allowedOrigins.includes(origin)) {
        throw new AppError('forbidden', 'Cross-origin request refused');
      }
    }
    const user = await options.findSessionUser(app.db, token);
    if (user) {
      request.user = user;
      request.sessionToken = token;
    }
  }

  app.decorate('optionalUser', async (request: FastifyRequest) => {
    await resolve(request);
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    await resolve(request);
    if (!request.user) throw new AppError('unauthenticated', 'Authentication required');
  });

  app.decorate('requireModerator', async (request: FastifyRequest) => {
    await resolve(request);
    if (!request.user) throw new AppError('unauthenticated', 'Authentication required');
    if (request.user.role !== 'moderator') throw new AppError('forbidden', 'Moderators only');
  });
});

/** The signed-in user of a route guarded by `requireUser`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthenticated', 'Authentication required');
  return request.user;
}
