'use client';

import { SlidersHorizontal } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { countAdditionalFilters, type SearchState } from '@/lib/search/search-state';

const loadPanel = () => import('./filters-panel');
const FiltersPanel = lazy(loadPanel);

/**
 * The Filters button and, once pressed, the additional-filters dialog (filters-panel.tsx). The dialog's code is
 * fetched when the pointer or focus reaches the button, so a search without extra filters does not download it.
 */
export function FiltersDialog({
  state,
  onApply,
}: {
  state: SearchState;
  onApply: (next: SearchState) => void;
}) {
  const ts = useTranslations('search');
  const [open, setOpen] = useState(false);
  const applied = countAdditionalFilters(state);
  const prefetch = () => void loadPanel();
  return (
    <>
      <Button
        variant="outline"
        className="h-11"
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(true)}
      >
        <SlidersHorizontal className="size-4" aria-hidden />
        {ts('moreFilters')}
        {applied > 0 ? (
          <span
            className="rounded-full bg-primary px-1.5 text-xs text-primary-fg"
            aria-label={ts('filtersApplied', { count: applied })}
          >
            {applied}
          </span>
        ) : null}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <FiltersPanel state={state} onApply={onApply} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
