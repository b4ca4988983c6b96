'use client';

import { ChevronDown, MapPin } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { cn } from '@/lib/cn';
import { locationName } from '@/lib/locations';

const TRIGGER_NAMES = 3;

const loadPanel = () => import('./location-panel');
const LocationPanel = lazy(loadPanel);

/**
 * The location picker: the chosen places on a button that opens the districts dialog (location-panel.tsx, fetched
 * when the pointer or focus reaches the button: docs/product/search.md#location-picker).
 */
export function LocationPicker({
  value,
  onChange,
  id,
}: {
  value: string[];
  onChange: (slugs: string[]) => void;
  id: string;
}) {
  const ts = useTranslations('search');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const prefetch = () => void loadPanel();

  const names = value.map((slug) => locationName(slug, locale));
  const summary =
    names.length === 0
      ? null
      : names.slice(0, TRIGGER_NAMES).join(', ') +
        (names.length > TRIGGER_NAMES
          ? ` ${ts('moreLocations', { count: names.length - TRIGGER_NAMES })}`
          : '');

  return (
    <>
      <button
        id={id}
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(true)}
        className="flex h-11 w-full items-center gap-2 rounded-lg border border-border bg-surface px-3 text-left text-sm focus-visible:outline-2 focus-visible:outline-ring"
      >
        <MapPin className="size-4 shrink-0 text-muted" aria-hidden />
        <span className={cn('min-w-0 flex-1 truncate', summary ? 'text-fg' : 'text-muted')}>
          {summary ?? ts('locationPlaceholder')}
        </span>
        <ChevronDown className="size-4 shrink-0 text-muted" aria-hidden />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LocationPanel value={value} onChange={onChange} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
