'use client';

import { SORT_KEYS, type SortKey } from '@tbilisi/contracts';
import {
  ArrowDownWideNarrow,
  ArrowUpNarrowWide,
  ChevronLeft,
  ChevronRight,
  SearchX,
  TriangleAlert,
} from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useRouter } from '@/i18n/navigation';
import { cn } from '@/lib/cn';
import { paginationWindow } from './pagination-window';
import { hrefFor, useSearchNavigation } from '@/lib/search/search-navigation';
import { DEFAULT_SEARCH } from '@/lib/search/search-state';

const SORT_LABELS: Record<SortKey, 'sortDate' | 'sortPrice' | 'sortArea' | 'sortBedrooms'> = {
  date: 'sortDate',
  price: 'sortPrice',
  area: 'sortArea',
  bedrooms: 'sortBedrooms',
};

export function SortControl() {
  const t = useTranslations('search');
  const { state, navigate } = useSearchNavigation();
  const ascending = state.sort_order === 'asc';
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="sort-by" className="text-sm whitespace-nowrap text-muted">
        {t('sortBy')}
      </label>
      <Select
        id="sort-by"
        className="h-9 w-auto"
        value={state.sort_by}
        onChange={(event) => navigate({ ...state, sort_by: event.target.value as SortKey, page: 1 })}
      >
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(SORT_LABELS[key])}
          </option>
        ))}
      </Select>
      <Button
        variant="outline"
        size="sm"
        className="h-9"
        aria-label={`${t('toggleOrder')}: ${ascending ? t('ascending') : t('descending')}`}
        title={ascending ? t('ascending') : t('descending')}
        onClick={() => navigate({ ...state, sort_order: ascending ? 'desc' : 'asc', page: 1 })}
      >
        {ascending ? (
          <ArrowUpNarrowWide className="size-4" aria-hidden />
        ) : (
          <ArrowDownWideNarrow className="size-4" aria-hidden />
        )}
        <span className="hidden sm:inline">{ascending ? t('ascending') : t('descending')}</span>
      </Button>
    </div>
  );
}

export function Pagination({ totalPages }: { totalPages: number }) {
  const t = useTranslations('search');
  const { state, navigate } = useSearchNavigation();
  const pageWindow = paginationWindow(state.page, totalPages);
  if (totalPages <= 1) return null;
  const goTo = (page: number) => (event: React.MouseEvent) => {
    event.preventDefault();
    if (page === state.page || page < 1 || page > totalPages) return;
    navigate({ ...state, page }, { scrollToResults: true });
  };
  const link = (
    page: number,
    content: ReactNode,
    props: { label?: string; disabled?: boolean; current?: boolean },
  ) =>
    props.disabled ? (
      <span
        className="flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 text-sm text-muted opacity-50"
        aria-disabled
      >
        {content}
      </span>
    ) : (
      <a
        href={hrefFor({ ...state, page })}
        onClick={goTo(page)}
        aria-label={props.label}
        aria-current={props.current ? 'page' : undefined}
        className={cn(
          'flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
          props.current ? 'bg-primary text-primary-fg' : 'text-fg hover:bg-surface-2',
        )}
      >
        {content}
      </a>
    );
  return (
    <nav aria-label={t('pagination')} className="mt-10 flex flex-wrap items-center justify-center gap-1">
      {link(
        state.page - 1,
        <>
          <ChevronLeft className="size-4" aria-hidden />
          <span className="hidden sm:inline">{t('previous')}</span>
        </>,
        {
          label: t('previous'),
          disabled: !pageWindow.hasPrevious,
        },
      )}
      {pageWindow.pages.map((page) => (
        <span key={page}>
          {link(page, page, { label: t('page', { page }), current: page === state.page })}
        </span>
      ))}
      {pageWindow.showEllipsis ? (
        <span className="px-2 text-muted" aria-hidden>
          …
        </span>
      ) : null}
      {link(
        state.page + 1,
        <>
          <span className="hidden sm:inline">{t('next')}</span>
          <ChevronRight className="size-4" aria-hidden />
        </>,
        {
          label: t('next'),
          disabled: !pageWindow.hasNext,
        },
      )}
    </nav>
  );
}

/** Dims the previous results while the next ones load, so the page never jumps to an empty state. */
export function ResultsRegion({ children }: { children: ReactNode }) {
  const t = useTranslations('home');
  const { pending } = useSearchNavigation();
  return (
    <div className="relative" aria-busy={pending}>
      <div className={cn('transition-opacity', pending && 'pointer-events-none opacity-50')}>{children}</div>
      {pending ? (
        <div className="absolute inset-x-0 top-16 flex justify-center">
          <Spinner
            className="rounded-full bg-surface px-4 py-2 text-sm text-fg shadow-lg"
            label={t('loadingProperties')}
          />
        </div>
      ) : null}
    </div>
  );
}

export function EmptyResults() {
  const t = useTranslations('search');
  const { navigate } = useSearchNavigation();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-border-strong px-6 py-16 text-center">
      <SearchX className="size-10 text-muted" aria-hidden />
      <h2 className="mt-4 text-lg font-semibold text-fg">{t('empty')}</h2>
      <p className="mt-1 text-sm text-muted">{t('emptyText')}</p>
      <Button className="mt-6" onClick={() => navigate(DEFAULT_SEARCH)}>
        {t('browseAll')}
      </Button>
    </div>
  );
}

export function SearchError({ message, title }: { message: string; title?: string }) {
  const t = useTranslations('search');
  const tc = useTranslations('common');
  const router = useRouter();
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-danger/30 bg-danger-soft px-6 py-14 text-center"
    >
      <TriangleAlert className="size-10 text-danger" aria-hidden />
      <h2 className="mt-4 text-lg font-semibold text-fg">{title ?? t('failed')}</h2>
      <p className="mt-1 max-w-md text-sm text-muted">{message}</p>
      <Button className="mt-6" variant="outline" onClick={() => router.refresh()}>
        {tc('retry')}
      </Button>
    </div>
  );
}
