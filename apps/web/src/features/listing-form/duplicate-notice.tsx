'use client';

import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { ExternalLink, ImageOff, Info } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { ReasonList } from '@/components/duplicate-reasons/reason-list';
import { reasonsForPoster } from '@/components/duplicate-reasons/reasons';
import { OffersBadge } from '@/components/offers-badge';
import { Price } from '@/components/price';
import { useSession } from '@/lib/session-context';
import { Link } from '@/i18n/navigation';
import { browserApi } from '@/lib/api/client';
import type { CheckDuplicatesBody, DuplicateMatch, Property } from '@tbilisi/contracts';
import { localized } from '@/lib/format';
import { orderedImages } from '@/lib/images';
import { addressLine } from '@/lib/locations';
import {
  CHECK_DELAY_MS,
  DUPLICATE_CHECK_FIELDS,
  duplicateCheckInput,
  matchesToShow,
  oneMatchPerProperty,
  type DuplicateCheckValues,
  type ShownMatch,
} from './duplicate-check';
import type { ListingValues } from './listing-schema';
import type { PhotoItem } from './photo-list';

/** At most this many properties are described; more would only repeat the message. */
const MATCHES_SHOWN = 3;
/** Matching listings whose details are fetched: enough to tell one property's several listings apart. */
const DETAILS_FETCHED = 8;

interface CheckProps {
  control: Control<ListingValues>;
  photos: readonly PhotoItem[];
  /** the listing being edited: neither it nor its property's other offers count as duplicates */
  property?: Property;
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * The listings the form's property seems to repeat: POST /api/properties/check-duplicates once the poster pauses,
 * and only while an address, a cadastral code or a photo could identify the property. Nothing is saved by a check.
 */
function useDuplicateMatches({ control, photos, property }: CheckProps): DuplicateMatch[] {
  const watched = useWatch({ control, name: DUPLICATE_CHECK_FIELDS });
  const body = useMemo(() => {
    const values = Object.fromEntries(
      DUPLICATE_CHECK_FIELDS.map((field, index) => [field, watched[index] ?? '']),
    ) as DuplicateCheckValues;
    const input = duplicateCheckInput(values, photos);
    return input ? JSON.stringify(input) : null;
  }, [watched, photos]);
  const settled = useDebounced(body, CHECK_DELAY_MS);
  const check = useQuery({
    queryKey: ['duplicate-check', settled],
    queryFn: () => browserApi.checkDuplicates(JSON.parse(settled!) as CheckDuplicatesBody),
    enabled: settled !== null,
    staleTime: 5 * 60_000,
    retry: false,
    // While the next check runs, the last answer stays rather than the notice blinking.
    placeholderData: keepPreviousData,
  });
  // A form cleared of everything that identifies a property drops the notice at once, not after the pause.
  if (body === null || settled === null) return [];
  return matchesToShow(check.data?.matches, property);
}

/** The non-blocking notice under the form's location: "this property seems to be listed already", with links. */
export function DuplicateNotice(props: CheckProps) {
  const t = useTranslations('duplicates');
  const { user } = useSession();
  const matches = useDuplicateMatches(props).slice(0, DETAILS_FETCHED);
  // The same query as the map's listing card: a listing seen there is not fetched again.
  const details = useQueries({
    queries: matches.map((match) => ({
      queryKey: ['property', match.id],
      queryFn: () => browserApi.getProperty(match.id),
      staleTime: 60_000,
    })),
  });
  // Shown once the details are in, so that one property's several listings appear as one entry from the start.
  const ready = details.every((query) => !query.isPending);
  const loaded = new Map(
    details.flatMap((query) => (query.data ? [[query.data.id, query.data] as const] : [])),
  );
  const shown = ready ? oneMatchPerProperty(matches, loaded, user?.id ?? null, MATCHES_SHOWN) : [];
  return (
    <>
      <p role="status" className="sr-only">
        {shown.length ? t('noticeTitle') : ''}
      </p>
      {shown.length ? (
        <section
          id="duplicate-notice"
          aria-labelledby="duplicate-notice-title"
          className="scroll-mt-24 rounded-2xl border border-primary/35 bg-primary-soft p-5 sm:p-6"
        >
          <div className="flex gap-3">
            <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <div className="min-w-0">
              <h2 id="duplicate-notice-title" className="font-semibold text-fg">
                {t('noticeTitle')}
              </h2>
              <p className="mt-1 text-sm leading-relaxed text-fg">{t('noticeText')}</p>
            </div>
          </div>
          <ul className="mt-4 flex flex-col gap-2.5">
            {shown.map((entry) => (
              <MatchItem key={entry.match.id} {...entry} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function MatchItem({ match, property, yours }: ShownMatch & { property?: Property }) {
  const t = useTranslations('duplicates');
  const locale = useLocale();
  const image = property ? orderedImages(property)[0] : undefined;
  const title = property ? localized(property, 'title', locale) : t('match', { id: match.id });
  return (
    <li className="flex gap-3 rounded-xl border border-border bg-surface p-3">
      <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface-2 text-muted sm:size-20">
        {image ? (
          <img src={image.sizes[0]?.url ?? image.image_url} alt="" className="size-full object-cover" />
        ) : (
          <ImageOff className="size-5" aria-hidden />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          href={`/property/${match.id}`}
          target="_blank"
          rel="noopener"
          className="line-clamp-2 text-sm font-medium text-fg underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {title}
          <ExternalLink className="ml-1 inline size-3.5 align-[-2px] text-muted" aria-hidden />
          <span className="sr-only"> {t('newTab')}</span>
        </Link>
        {property ? (
          <>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <Price property={property} className="text-sm font-semibold text-fg" />
              <OffersBadge count={property.offers_count} />
            </p>
            <p className="truncate text-sm text-muted">{addressLine(property, locale)}</p>
          </>
        ) : null}
        <ReasonList reasons={reasonsForPoster(match.reasons)} className="mt-1" />
        {yours ? (
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            <Badge tone="primary">{t('yours')}</Badge>
            <Link
              href={`/edit-property/${match.id}`}
              target="_blank"
              rel="noopener"
              className="font-medium text-primary underline-offset-2 hover:underline"
            >
              {t('editYours')}
              <span className="sr-only"> {t('newTab')}</span>
            </Link>
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** A line above the form's buttons, so a match found from the photos is seen too; it points to the notice. */
export function DuplicateReminder(props: CheckProps) {
  const t = useTranslations('duplicates');
  const matches = useDuplicateMatches(props);
  if (matches.length === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-primary/35 bg-primary-soft px-4 py-3 text-sm text-fg">
      <Info className="size-4 shrink-0 text-primary" aria-hidden />
      <span>{t('reminder')}</span>
      <a
        href="#duplicate-notice"
        className="font-medium text-primary underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
      >
        {t('reminderLink')}
      </a>
    </p>
  );
}
