'use client';

import { Heart } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import { useSavedListing } from './use-saved';

/** The property page's Save button (its own module: the cards' hearts do not bring the page's messages along). */
export function SaveListingButton({ propertyId }: { propertyId: number }) {
  const t = useTranslations('property');
  const { saved, pending, toggle } = useSavedListing(propertyId);
  return (
    <button
      type="button"
      aria-pressed={saved}
      disabled={pending}
      onClick={toggle}
      className={cn(
        'inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg border text-sm font-medium transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60',
        saved
          ? 'border-heart/40 bg-heart/10 text-heart'
          : 'border-border bg-surface text-fg hover:bg-surface-2',
      )}
    >
      <Heart className={cn('size-4', saved && 'fill-heart')} aria-hidden />
      {saved ? t('unsave') : t('save')}
    </button>
  );
}
