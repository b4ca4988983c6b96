'use client';

import { History } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/format';
import { locationName } from '@/lib/locations';
import { hrefFor, useSearchNavigation } from '@/lib/search/search-navigation';
import type { SearchState } from '@/lib/search/search-state';
import { otherFilterCount } from './recent-searches';
import { searchOfQuery } from './search-of-query';

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
 * The drop-down list of remembered searches, each a link that runs it again, with a Clear button. Loaded when the
 * list first opens: reading a remembered search brings the contract's schemas (and zod), which the page itself does
 * not need (decision 007).
 */
export default function RecentSearchesPanel({
  inputId,
  panelId,
  searches,
  record,
  clear,
  close,
}: {
  inputId: string;
  panelId: string;
  searches: string[];
  record: (query: string) => void;
  clear: () => void;
  close: () => void;
}) {
  const t = useTranslations('search');
  const { state, navigate } = useSearchNavigation();
  const describe = useDescribeSearch();
  return (
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
                  close();
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
  );
}
