'use client';

import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, type TouchEvent } from 'react';
import { Dialog, ModalDialog } from '@/components/ui/dialog';
import { PhotoArrows, type GalleryImage } from './gallery';

/**
 * The gallery's full-screen viewer, in its own file so that it is fetched on the first click (decision 020). Arrow
 * keys reach the gallery's handler (the dialog sits inside it in the document).
 */
export default function Lightbox({
  images,
  title,
  index,
  go,
  onClose,
  swipe,
}: {
  images: GalleryImage[];
  title: string;
  index: number;
  go: (step: number) => void;
  onClose: () => void;
  swipe: { onTouchStart: (event: TouchEvent) => void; onTouchEnd: (event: TouchEvent) => void };
}) {
  const t = useTranslations('property');
  const tc = useTranslations('common');
  const id = useId();
  const count = images.length;
  const current = images[index]!;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <ModalDialog
        labelledBy={`${id}-title`}
        className="fixed inset-0 z-50 m-0 flex h-dvh max-h-none w-full max-w-none flex-col bg-black/95 p-0 text-white backdrop:bg-black/95 focus:outline-none"
      >
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <h2 id={`${id}-title`} className="truncate text-sm font-medium text-white/90">
            {title}
          </h2>
          <span className="shrink-0 text-sm text-white/80 tabular-nums" aria-live="polite">
            {t('photo', { number: index + 1, total: count })}
          </span>
          <button
            type="button"
            onClick={onClose}
            className="shrink-0 rounded-full p-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
            aria-label={tc('close')}
          >
            <X className="size-6" aria-hidden />
          </button>
        </div>
        <div
          className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-6 sm:px-16"
          {...swipe}
        >
          <img
            src={current.image_url}
            alt={current.caption || t('photo', { number: index + 1, total: count })}
            className="max-h-full max-w-full rounded-lg object-contain"
          />
          {count > 1 ? <PhotoArrows go={go} left="left-2 sm:left-4" right="right-2 sm:right-4" /> : null}
        </div>
      </ModalDialog>
    </Dialog>
  );
}
