'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { useSession } from '@/lib/session-context';

/**
 * Registers the site's one service worker (public/sw.js: pushes and offline reading, decision 020) once the page is
 * idle, and tells it who is signed in, so it keeps each user's pages apart and forgets them all on signing out.
 */
export function ServiceWorkerSetup() {
  const { user } = useSession();
  const locale = useLocale();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const start = () => {
      navigator.serviceWorker
        .register('/sw.js')
        .then(() => navigator.serviceWorker.ready)
        .then((registration) => registration.active?.postMessage({ type: 'session', user: userId, locale }))
        .catch((error: unknown) => console.warn('Service worker registration failed', error));
    };
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 2000);
    return () => clearTimeout(timer);
  }, [userId, locale]);
  return null;
}
