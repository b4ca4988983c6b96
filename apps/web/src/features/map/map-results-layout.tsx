import type { ReactNode } from 'react';

/** The map beside the list on wide screens (kept in view while the list scrolls), above it on narrow ones. */
export function MapResultsLayout({ map, children }: { map: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
      <div className="relative h-[60dvh] min-h-80 lg:sticky lg:top-20 lg:order-2 lg:h-[calc(100dvh-6rem)]">
        {map}
      </div>
      <div className="min-w-0 lg:order-1">{children}</div>
    </div>
  );
}
