'use client';

import { lazy, Suspense, useEffect, useState, type ComponentType, type JSX, type ReactNode } from 'react';

/**
 * A component whose code is fetched only when it is first shown, and only in the browser (Leaflet needs `window`).
 * React's own lazy and Suspense: nothing is added to the page's first load but this wrapper.
 */
export function clientOnlyLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P & { fallback: ReactNode }> {
  const Lazy = lazy(load);
  return function ClientOnly({ fallback, ...props }: P & { fallback: ReactNode }) {
    const [mounted, setMounted] = useState(false);
    useEffect(() => setMounted(true), []);
    if (!mounted) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}
