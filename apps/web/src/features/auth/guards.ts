import { notFound } from 'next/navigation';
import { redirect } from '@/i18n/navigation';
import { getCurrentUser } from '@/lib/api/server';
import type { User } from '@tbilisi/contracts';
import { safeNext } from '@/lib/auth/safe-next';

/**
 * Pages for signed-in users send guests to /auth, remembering where they were going
 * (docs/product/screens.md#access).
 */
export async function requireUser(locale: string, path: string): Promise<User> {
  const user = await getCurrentUser().catch(() => null);
  if (!user) return redirect({ href: `/auth?next=${encodeURIComponent(path)}`, locale });
  return user;
}

/**
 * Moderators' pages: guests sign in first, like any signed-in page; a signed-in user who is not a moderator gets
 * the 404 page, as the api answers them 403, so the page's existence tells nothing.
 */
export async function requireModerator(locale: string, path: string): Promise<User> {
  const user = await requireUser(locale, path);
  if (user.role !== 'moderator') notFound();
  return user;
}

/** Guests-only pages send a signed-in user on to where they were going, or the dashboard. */
export async function requireGuest(locale: string, next: string | string[] | undefined): Promise<void> {
  const user = await getCurrentUser().catch(() => null);
  if (user) redirect({ href: safeNext(next), locale });
}
