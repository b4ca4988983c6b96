'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useRecentSearches } from './use-recent-searches';

const RecentSearchesPanel = lazy(() => import('./recent-searches-panel'));

/**
 * Wraps the search box: while it has focus, the browser's recent searches (10, newest first:
 * docs/product/search.md#recent-searches) drop down under it (recent-searches-panel.tsx, loaded when it first opens).
 */
export function RecentSearchesMenu({ inputId, children }: { inputId: string; children: ReactNode }) {
  const { searches, record, clear } = useRecentSearches();
  const [open, setOpen] = useState(false);
  const panelId = `${inputId}-recent`;

  return (
    <div
      className="relative"
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      {children}
      {open && searches.length ? (
        <Suspense fallback={null}>
          <RecentSearchesPanel
            inputId={inputId}
            panelId={panelId}
            searches={searches}
            record={record}
            clear={clear}
            close={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
