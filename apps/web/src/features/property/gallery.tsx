'use client';

import { ChevronLeft, ChevronRight, Expand, ImageOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Property } from '@tbilisi/contracts';
import { cn } from '@/lib/cn';
import { GALLERY_PHOTO_SIZES, placeholderStyle, srcSetOf } from '@/lib/images';

export type GalleryImage = Property['images'][number];

/** The full-screen viewer is fetched when it is first opened (decision 020). */
const Lightbox = lazy(() => import('./lightbox'));
const preloadLightbox = () => void import('./lightbox');

/** Photos with thumbnails, and a full-screen viewer driven by arrow keys, swipes or buttons. */
const arrow =
  'absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-neutral-900 shadow-md hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function Gallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const t = useTranslations('property');
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const thumbnails = useRef<HTMLDivElement>(null);
  const touchStart = useRef<number | null>(null);
  const count = images.length;
  const go = (delta: number) => setIndex((current) => (current + delta + count) % count);

  useEffect(() => {
    thumbnails.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)?.scrollIntoView({
      block: 'nearest',
      inline: 'nearest',
    });
  }, [index]);

  if (count === 0)
    return (
      <div className="flex aspect-[16/10] flex-col items-center justify-center gap-2 rounded-2xl bg-surface-2 text-muted">
        <ImageOff className="size-10" aria-hidden />
      </div>
    );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };
  const swipe = {
    onTouchStart: (event: React.TouchEvent) => (touchStart.current = event.touches[0]?.clientX ?? null),
    onTouchEnd: (event: React.TouchEvent) => {
      const start = touchStart.current;
      const end = event.changedTouches[0]?.clientX;
      if (start !== null && end !== undefined && Math.abs(end - start) > 40) go(end < start ? 1 : -1);
      touchStart.current = null;
    },
  };
  const current = images[index]!;

  return (
    <section aria-label={t('gallery')} aria-roledescription="carousel" onKeyDown={onKeyDown}>
      <div
        className="relative aspect-[16/10] overflow-hidden rounded-2xl bg-surface-2"
        style={placeholderStyle(current)}
        {...swipe}
      >
        <button
          type="button"
          className="block size-full cursor-zoom-in"
          onClick={() => setOpen(true)}
          onPointerEnter={preloadLightbox}
          onFocus={preloadLightbox}
          aria-label={t('openPhotos')}
        >
          <img
            key={current.image_url}
            src={current.image_url}
            srcSet={srcSetOf(current)}
            sizes={GALLERY_PHOTO_SIZES}
            alt={current.caption || t('photo', { number: index + 1, total: count })}
            fetchPriority={index === 0 ? 'high' : undefined}
            className="size-full object-cover"
          />
        </button>
        {count > 1 ? <PhotoArrows go={go} left="left-3" right="right-3" /> : null}
        <button
          type="button"
          onClick={() => setOpen(true)}
          onPointerEnter={preloadLightbox}
          onFocus={preloadLightbox}
          className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-lg bg-black/65 px-3 py-1.5 text-sm font-medium text-white backdrop-blur-sm hover:bg-black/75"
        >
          <Expand className="size-4" aria-hidden />
          {t('allPhotos', { count })}
        </button>
        <span
          className="absolute bottom-3 left-3 rounded-lg bg-black/65 px-2.5 py-1 text-xs font-medium text-white tabular-nums"
          aria-live="polite"
        >
          {index + 1} / {count}
        </span>
      </div>
      {count > 1 ? (
        <div ref={thumbnails} className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((image, i) => (
            <button
              key={image.image_url + i}
              type="button"
              data-index={i}
              onClick={() => setIndex(i)}
              aria-label={t('photo', { number: i + 1, total: count })}
              aria-current={i === index}
              className={cn(
                'relative aspect-[4/3] w-24 shrink-0 overflow-hidden rounded-lg border-2 transition sm:w-28',
                i === index ? 'border-primary' : 'border-transparent opacity-70 hover:opacity-100',
              )}
            >
              <img
                src={image.sizes.find((size) => size.width <= 320)?.url ?? image.image_url}
                alt=""
                loading="lazy"
                className="size-full object-cover"
              />
            </button>
          ))}
        </div>
      ) : null}

      {open ? (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            title={title}
            index={index}
            go={go}
            onClose={() => setOpen(false)}
            swipe={swipe}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** Previous / next over the photo; `left` and `right` place them for the gallery or the lightbox. */
export function PhotoArrows({
  go,
  left,
  right,
}: {
  go: (step: number) => void;
  left: string;
  right: string;
}) {
  const t = useTranslations('property');
  return (
    <>
      <button
        type="button"
        className={cn(arrow, left)}
        onClick={() => go(-1)}
        aria-label={t('previousPhoto')}
      >
        <ChevronLeft className="size-5" aria-hidden />
      </button>
      <button type="button" className={cn(arrow, right)} onClick={() => go(1)} aria-label={t('nextPhoto')}>
        <ChevronRight className="size-5" aria-hidden />
      </button>
    </>
  );
}
