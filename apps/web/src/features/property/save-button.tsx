'use client';

import { Heart } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import { useSavedListing } from './use-saved';

export function SaveHeart({ propertyId, className }: { propertyId: number; className?: string }) {
  const t = useTranslations('card');
  const { saved, pending, toggle } = useSavedListing(propertyId);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? t('unsave') : t('save')}
      disabled={pending}
      onClick={(event) => {
        // The heart sits on a card that is itself a link.
        event.preventDefault();
        event.stopPropagation();
        toggle();
      }}
      className={cn(
        'flex size-9 items-center justify-center rounded-full bg-white/90 text-neutral-800 shadow-sm backdrop-blur transition',
        'hover:scale-105 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
        className,
      )}
    >
      <Heart className={cn('size-[18px]', saved && 'fill-heart text-heart')} aria-hidden />
    </button>
  );
}
