'use client';

import { LayoutGrid, Rows3 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { usePreferences } from '@/lib/preferences-context';
import { cn } from '@/lib/cn';
import { VIEW_MODES } from '@/lib/preferences';

const ICONS = { grid: LayoutGrid, list: Rows3 } as const;
const LABELS = { grid: 'viewGrid', list: 'viewList' } as const;

/**
 * The view mode toggles the result cards between a grid and a list; remembered like the theme
 * (docs/product/screens.md#preferences).
 */
export function ViewModeToggle() {
  const t = useTranslations('search');
  const { viewMode, setViewMode } = usePreferences();
  return (
    <div
      role="radiogroup"
      aria-label={t('viewMode')}
      className="inline-flex h-9 rounded-lg border border-border bg-surface p-0.5"
    >
      {VIEW_MODES.map((mode) => {
        const Icon = ICONS[mode];
        return (
          <button
            key={mode}
            type="button"
            role="radio"
            aria-checked={viewMode === mode}
            aria-label={t(LABELS[mode])}
            title={t(LABELS[mode])}
            onClick={() => setViewMode(mode)}
            className={cn(
              'inline-flex w-9 items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-ring',
              viewMode === mode ? 'bg-fg text-bg' : 'text-muted hover:bg-surface-2 hover:text-fg',
            )}
          >
            <Icon className="size-4" aria-hidden />
          </button>
        );
      })}
    </div>
  );
}

/**
 * The list of result cards in the chosen view mode. Cards lay themselves out with `group-data-[view-mode=list]/results`
 * variants, so switching needs no server round trip; `beside` is the narrower column next to the map.
 */
export function ResultList({ beside, children }: { beside: boolean; children: ReactNode }) {
  const { viewMode } = usePreferences();
  return (
    <ul
      data-view-mode={viewMode}
      className={cn(
        'group/results grid gap-5',
        viewMode === 'list'
          ? 'grid-cols-1 gap-4'
          : beside
            ? 'sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2'
            : 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
      )}
    >
      {children}
    </ul>
  );
}
