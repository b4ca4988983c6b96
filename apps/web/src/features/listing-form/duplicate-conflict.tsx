'use client';

import { ExternalLink, TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Link } from '@/i18n/navigation';

/**
 * The api's 409 on publishing (or saving) a listing that repeats one of the poster's own: said at the top of the
 * form, which keeps everything typed, with the other listing one click away in a new tab.
 */
export function DuplicateConflictAlert({ listingId }: { listingId: number }) {
  const t = useTranslations('duplicates');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The button pressed is at the form's foot: bring the reason into view and to the screen reader.
    box.current?.focus({ preventScroll: true });
    box.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [listingId]);
  const link =
    'inline-flex items-center gap-1 font-medium text-danger underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring';
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby="duplicate-conflict-title"
      className="flex gap-3 rounded-2xl border border-danger/40 bg-danger-soft p-5 outline-none focus-visible:outline-2 focus-visible:outline-ring sm:p-6"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden />
      <div className="min-w-0">
        <h2 id="duplicate-conflict-title" className="font-semibold text-fg">
          {t('conflictTitle')}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-fg">{t('conflictText', { id: listingId })}</p>
        <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <Link href={`/edit-property/${listingId}`} target="_blank" rel="noopener" className={link}>
            {t('conflictEdit', { id: listingId })}
            <ExternalLink className="size-3.5" aria-hidden />
            <span className="sr-only"> {t('newTab')}</span>
          </Link>
          <Link href={`/property/${listingId}`} target="_blank" rel="noopener" className={link}>
            {t('conflictView', { id: listingId })}
            <ExternalLink className="size-3.5" aria-hidden />
            <span className="sr-only"> {t('newTab')}</span>
          </Link>
        </p>
      </div>
    </div>
  );
}
