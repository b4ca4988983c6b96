'use client';

import {
  CURRENCIES,
  ROOMS_FILTER_MAX,
  ROOMS_FILTER_MIN,
  SEARCH_LISTING_TYPES,
  type Currency,
} from '@tbilisi/contracts';
import { Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { usePreferences } from '@/lib/preferences-context';
import { cn } from '@/lib/cn';
import { FiltersDialog } from './filters-dialog';
import { LocationPicker } from './location-picker';
import { recentSearchQuery } from './recent-searches';
import { RecentSearchesMenu } from './recent-searches-menu';
import { useSearchNavigation } from '@/lib/search/search-navigation';
import {
  SEARCH_PROPERTY_TYPES,
  withNumber,
  type NumberFilter,
  type SearchState,
} from '@/lib/search/search-state';
import { useRecentSearches } from './use-recent-searches';

const label = 'mb-1.5 block text-xs font-medium text-muted';

/** Deal tabs and the search form; edits a draft of the URL's search and submits it as a new URL. */
export function SearchBar() {
  const { state, pending, navigate } = useSearchNavigation();
  const t = useTranslations('search');
  const tDeal = useTranslations('deal');
  const tType = useTranslations('propertyType');
  const tc = useTranslations('common');
  const { currency: displayCurrency } = usePreferences();
  // Prices are typed in the currency the visitor reads them in, unless the link already says otherwise.
  const [draft, setDraft] = useState(() =>
    state.numbers.min_rent === undefined && state.numbers.max_rent === undefined
      ? { ...state, currency: displayCurrency }
      : state,
  );

  const setNumber = (key: NumberFilter, typed: string) =>
    setDraft((current) => withNumber(current, key, typed));

  // A new search starts at page 1 and is remembered among the recent searches
  // (docs/product/search.md#new-search).
  const { record } = useRecentSearches();
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    record(recentSearchQuery(draft));
    navigate({ ...draft, page: 1 }, { scrollToResults: true });
  };
  const apply = (next: SearchState) => {
    setDraft(next);
    record(recentSearchQuery(next));
    navigate({ ...next, page: 1 });
  };

  return (
    <div className="rounded-2xl border border-border bg-surface p-4 shadow-lg shadow-black/5 sm:p-5">
      <div
        role="group"
        aria-label={t('dealTabs')}
        className="-mx-1 mb-4 flex gap-1 overflow-x-auto px-1 pb-1"
      >
        {SEARCH_LISTING_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            aria-pressed={state.listing_type === type}
            onClick={() => apply({ ...draft, listing_type: type })}
            className={cn(
              'h-9 shrink-0 rounded-full px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
              state.listing_type === type ? 'bg-fg text-bg' : 'text-muted hover:bg-surface-2 hover:text-fg',
            )}
          >
            {tDeal(type)}
          </button>
        ))}
      </div>
      <form onSubmit={submit} role="search" aria-label={t('results')} className="flex flex-col gap-3">
        <div className="grid gap-3 md:grid-cols-2 lg:grid-cols-12">
          <div className="lg:col-span-2">
            <label htmlFor="search-type" className={label}>
              {t('propertyType')}
            </label>
            <Select
              id="search-type"
              className="h-11"
              value={draft.property_type}
              onChange={(event) => setDraft({ ...draft, property_type: event.target.value })}
            >
              <option value="">{tType('all')}</option>
              {SEARCH_PROPERTY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {tType(type)}
                </option>
              ))}
            </Select>
          </div>
          <div className="lg:col-span-3">
            <label htmlFor="search-location" className={label}>
              {t('location')}
            </label>
            <LocationPicker
              id="search-location"
              value={draft.locations}
              onChange={(locations) => setDraft({ ...draft, locations })}
            />
          </div>
          <div className="md:col-span-2 lg:col-span-7">
            <label htmlFor="search-query" className={label}>
              {t('query')}
            </label>
            <RecentSearchesMenu inputId="search-query">
              <Input
                id="search-query"
                type="search"
                className="h-11"
                maxLength={200}
                autoComplete="off"
                placeholder={t('queryPlaceholder')}
                value={draft.query}
                onChange={(event) => setDraft({ ...draft, query: event.target.value })}
              />
            </RecentSearchesMenu>
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <fieldset className="w-full sm:w-auto">
            <legend className={label}>{t('price')}</legend>
            <div className="flex gap-2">
              <Input
                type="number"
                min={0}
                inputMode="numeric"
                className="h-11 w-full min-w-0 sm:w-32"
                aria-label={t('priceFrom')}
                placeholder={tc('from')}
                value={draft.numbers.min_rent ?? ''}
                onChange={(event) => setNumber('min_rent', event.target.value)}
              />
              <Input
                type="number"
                min={0}
                inputMode="numeric"
                className="h-11 w-full min-w-0 sm:w-32"
                aria-label={t('priceTo')}
                placeholder={tc('to')}
                value={draft.numbers.max_rent ?? ''}
                onChange={(event) => setNumber('max_rent', event.target.value)}
              />
              <Select
                aria-label={t('priceCurrency')}
                className="h-11 w-20 shrink-0"
                value={draft.currency}
                onChange={(event) => setDraft({ ...draft, currency: event.target.value as Currency })}
              >
                {CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency === 'GEL' ? '₾ GEL' : '$ USD'}
                  </option>
                ))}
              </Select>
            </div>
          </fieldset>
          <fieldset>
            <legend className={label}>{t('rooms')}</legend>
            <div className="flex gap-2">
              {(['min_rooms', 'max_rooms'] as const).map((key) => (
                <Input
                  key={key}
                  type="number"
                  min={ROOMS_FILTER_MIN}
                  max={ROOMS_FILTER_MAX}
                  inputMode="numeric"
                  className="h-11 w-20"
                  aria-label={key === 'min_rooms' ? t('roomsFrom') : t('roomsTo')}
                  placeholder={key === 'min_rooms' ? tc('from') : tc('to')}
                  value={draft.numbers[key] ?? ''}
                  onChange={(event) => {
                    const value = event.target.value;
                    // The rooms inputs range 0 to 10 (docs/product/search.md#search-bar).
                    const clamped =
                      value === ''
                        ? ''
                        : String(Math.min(ROOMS_FILTER_MAX, Math.max(ROOMS_FILTER_MIN, Number(value))));
                    setNumber(key, clamped);
                  }}
                />
              ))}
            </div>
          </fieldset>
          <FiltersDialog state={draft} onApply={apply} />
          <Button
            type="submit"
            size="lg"
            className="h-11 w-full sm:ml-auto sm:w-auto sm:min-w-40"
            disabled={pending}
          >
            {pending ? <Spinner className="text-current" /> : <Search className="size-4" aria-hidden />}
            {t('find')}
          </Button>
        </div>
      </form>
    </div>
  );
}
