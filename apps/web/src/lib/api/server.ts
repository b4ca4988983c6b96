import { SESSION_COOKIE, type User } from '@tbilisi/contracts';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { createApi } from './client';
import { ApiError } from './errors';

const apiUrl = () => process.env.API_URL ?? 'http://127.0.0.1:8000';

/** The api as the current visitor: their session cookie and address are passed on. */
export async function serverApi() {
  const session = (await cookies()).get(SESSION_COOKIE)?.value;
  const forwardedFor = (await headers()).get('x-forwarded-for');
  return createApi({
    baseUrl: apiUrl(),
    headers: {
      ...(session ? { cookie: `${SESSION_COOKIE}=${session}` } : {}),
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
  });
}

/** The signed-in user, or null; once per request however many components ask. */
export const getCurrentUser = cache(async (): Promise<User | null> => {
  if (!(await cookies()).has(SESSION_COOKIE)) return null;
  try {
    return await (await serverApi()).me();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
});
