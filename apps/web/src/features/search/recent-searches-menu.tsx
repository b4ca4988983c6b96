'use client';

import { History } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/format';
import { locationName } from '@/lib/locations';
import { otherFilterCount, searchOfQuery } from './recent-searches';
import { hrefFor, useSearchNavigation } from './search-navigation';
import type { SearchState } from './search-state';
import { useRecentSearches } from './use-recent-searches';

/** One line for a remembered search: deal · type · places · “text” · price · +N filters. */
function useDescribeSearch() {
  const t = useTranslations('search');
  const tDeal = useTranslations('deal');
  const tType = useTranslations('propertyType');
  const tc = useTranslations('common');
  const tMap = useTranslations('map');
  const locale = useLocale();
  return (search: SearchState) => {
    const parts: string[] = [tDeal(search.listing_type)];
    if (search.property_type) parts.push(tType(search.property_type as 'apartment'));
    if (search.locations.length) {
      const names = search.locations.slice(0, 2).map((slug) => locationName(slug, locale));
      const rest = search.locations.length - names.length;
      parts.push(names.join(', ') + (rest > 0 ? ` ${t('moreLocations', { count: rest })}` : ''));
    }
    if (search.query) parts.push(`“${search.query}”`);
    const { min_rent: min, max_rent: max } = search.numbers;
    const money = (value: number) => formatMoney(value, search.currency, locale);
    if (min !== undefined && max !== undefined) parts.push(`${money(min)} – ${money(max)}`);
    else if (min !== undefined) parts.push(`${tc('from')} ${money(min)}`);
    else if (max !== undefined) parts.push(`${tc('to')} ${money(max)}`);
    if (search.bbox) parts.push(tMap('areaFilter'));
    const more = otherFilterCount(search);
    if (more) parts.push(`+${t('filtersApplied', { count: more })}`);
    return parts.join(' · ');
  };
}

/**
 * Wraps the search box: while it has focus, the browser's recent searches (10, newest first:
 * docs/product/search.md#recent-searches) drop down
 * under it, each a link that runs the search again, with a Clear button.
 */
export function RecentSearchesMenu({ inputId, children }: { inputId: string; children: ReactNode }) {
  const t = useTranslations('search');
  const { searches, record, clear } = useRecentSearches();
  const { state, navigate } = useSearchNavigation();
  const describe = useDescribeSearch();
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
        <div
          id={panelId}
          role="region"
          aria-label={t('recentTitle')}
          // Clicks must not take the focus away from the box first (Safari does not focus links it clicks).
          onMouseDown={(event) => event.preventDefault()}
          className="absolute inset-x-0 top-full z-30 mt-1.5 rounded-xl border border-border bg-surface p-1.5 shadow-lg animate-fade-in"
        >
          <div className="flex items-center justify-between gap-3 px-2.5 py-1.5">
            <h3 className="text-xs font-medium text-muted">{t('recentTitle')}</h3>
            <button
              type="button"
              onClick={() => {
                clear();
                document.getElementById(inputId)?.focus();
              }}
              className="rounded text-xs font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {t('recentClear')}
            </button>
          </div>
          <ul className="max-h-80 overflow-y-auto">
            {searches.map((query) => {
              const search = {
                ...searchOfQuery(query),
                sort_by: state.sort_by,
                sort_order: state.sort_order,
                view: state.view,
              };
              return (
                <li key={query}>
                  <Link
                    href={hrefFor(search)}
                    onClick={(event) => {
                      event.preventDefault();
                      record(query);
                      setOpen(false);
                      navigate(search, { scrollToResults: true });
                    }}
                    className="flex items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-fg hover:bg-surface-2 focus-visible:bg-surface-2 focus-visible:outline-none"
                  >
                    <History className="size-4 shrink-0 text-muted" aria-hidden />
                    <span className="min-w-0 truncate">{describe(search)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
