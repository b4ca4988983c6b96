'use client';

import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';

const SLIDES = [
  { title: 'slide1Title', text: 'slide1Text' },
  { title: 'slide2Title', text: 'slide2Text' },
  { title: 'slide3Title', text: 'slide3Text' },
] as const;
const INTERVAL_MS = 5000;

/**
 * The home page's hero: three slides, advancing every 5 s, wrapping both ways; paused on request or while
 * hovered (docs/product/screens.md#home).
 */
export function Hero({ heading, explore }: { heading: string; explore: string }) {
  const t = useTranslations('home');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    if (paused || hovered) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % SLIDES.length), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, hovered]);

  const go = (delta: number) => setIndex((current) => (current + delta + SLIDES.length) % SLIDES.length);
  const control =
    'flex size-9 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('heroLabel')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      className="relative overflow-hidden bg-[linear-gradient(135deg,var(--hero-from)_0%,var(--hero-via)_45%,var(--hero-to)_100%)] text-white"
    >
      <svg className="pointer-events-none absolute inset-0 size-full opacity-[0.07]" aria-hidden>
        <defs>
          <pattern id="hero-grid" width="40" height="40" patternUnits="userSpaceOnUse">
            <path d="M40 0H0v40" fill="none" stroke="white" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#hero-grid)" />
      </svg>
      <div className="relative mx-auto max-w-7xl px-4 pt-10 pb-28 sm:px-6 sm:pt-16 sm:pb-32">
        <h1 className="max-w-3xl text-3xl font-semibold tracking-tight sm:text-5xl">{heading}</h1>
        <p className="mt-3 text-base text-white/80 sm:text-lg">{explore}</p>
        <div className="mt-6 grid min-h-[112px] max-w-2xl sm:mt-8" aria-live={paused ? 'polite' : 'off'}>
          {SLIDES.map((slide, i) => (
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${SLIDES.length}`}
              aria-hidden={i !== index}
              className={cn(
                'col-start-1 row-start-1 transition-all duration-500',
                i === index ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-2 opacity-0',
              )}
            >
              <p className="text-xl font-semibold sm:text-2xl">{t(slide.title)}</p>
              <p className="mt-2 max-w-xl text-white/80">{t(slide.text)}</p>
            </div>
          ))}
        </div>
        <div className="mt-4 flex items-center gap-2">
          <button type="button" className={control} onClick={() => go(-1)} aria-label={t('previousSlide')}>
            <ChevronLeft className="size-4" aria-hidden />
          </button>
          <div className="flex items-center gap-1.5 px-1">
            {SLIDES.map((slide, i) => (
              <button
                key={slide.title}
                type="button"
                aria-label={t('goToSlide', { number: i + 1 })}
                aria-current={i === index}
                onClick={() => setIndex(i)}
                className="flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
              >
                <span
                  className={cn(
                    'h-2 rounded-full bg-white transition-all',
                    i === index ? 'w-6' : 'w-2 opacity-50',
                  )}
                />
              </button>
            ))}
          </div>
          <button type="button" className={control} onClick={() => go(1)} aria-label={t('nextSlide')}>
            <ChevronRight className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            className={cn(control, 'ml-1')}
            onClick={() => setPaused((current) => !current)}
            aria-label={paused ? t('play') : t('pause')}
          >
            {paused ? <Play className="size-4" aria-hidden /> : <Pause className="size-4" aria-hidden />}
          </button>
        </div>
      </div>
    </section>
  );
}
