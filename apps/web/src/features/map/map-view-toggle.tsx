'use client';

import { List, Map as MapIcon, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { hrefFor, useSearchNavigation } from '@/lib/search/search-navigation';
import { SEARCH_VIEWS, type SearchView } from '@/lib/search/search-state';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';

const ICONS = { list: List, map: MapIcon } as const;

/** List or map, as links (they work without JavaScript), and the searched map area with a way to drop it. */
export function MapViewToggle() {
  const t = useTranslations('map');
  const { state, navigate } = useSearchNavigation();
  const go = (view: SearchView) => (event: MouseEvent) => {
    event.preventDefault();
    if (view !== state.view) navigate({ ...state, view });
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {state.bbox ? (
        <button
          type="button"
          onClick={() => navigate({ ...state, bbox: undefined, page: 1 })}
          className="inline-flex h-9 items-center gap-1.5 rounded-full border border-primary/40 bg-primary-soft px-3 text-sm font-medium text-primary-strong transition-colors hover:bg-primary/15 focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={t('clearArea')}
          title={t('clearArea')}
        >
          {t('areaFilter')}
          <X className="size-3.5" aria-hidden />
        </button>
      ) : null}
      <div
        role="group"
        aria-label={t('viewToggle')}
        className="inline-flex h-9 rounded-lg border border-border bg-surface p-0.5"
      >
        {SEARCH_VIEWS.map((view) => {
          const Icon = ICONS[view];
          const current = state.view === view;
          return (
            <Link
              key={view}
              href={hrefFor({ ...state, view })}
              onClick={go(view)}
              aria-current={current ? 'true' : undefined}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                current ? 'bg-fg text-bg' : 'text-muted hover:bg-surface-2 hover:text-fg',
              )}
            >
              <Icon className="size-4" aria-hidden />
              {t(view)}
            </Link>
          );
        })}
      </div>
    </div>
  );
}
