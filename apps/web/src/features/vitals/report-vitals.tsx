'use client';

import { useEffect } from 'react';
import { vitalsPageType } from './page-type';

/** One page view in ten reports: enough for a p75 per kind of page, little traffic. */
const SAMPLE_RATE = 0.1;

/**
 * Real-user Core Web Vitals (issue 18): for a sample of page views, the web-vitals library is fetched once the page is
 * idle and its measurements are sent in one beacon to POST /api/vitals when the page is hidden. Only the metric, its
 * value and the kind of page leave the browser.
 */
export function ReportVitals() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || Math.random() >= SAMPLE_RATE) return;
    const pageType = vitalsPageType(window.location.pathname, window.location.search);
    const measurements = new Map<string, number>();
    const send = () => {
      if (document.visibilityState !== 'hidden' || measurements.size === 0) return;
      const body = JSON.stringify({
        measurements: [...measurements].map(([name, value]) => ({
          name,
          value: Math.min(Math.max(value, 0), 60_000),
          page_type: pageType,
        })),
      });
      measurements.clear();
      navigator.sendBeacon('/api/vitals', new Blob([body], { type: 'application/json' }));
    };
    let cancelled = false;
    const start = () =>
      void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        if (cancelled) return;
        const keep = ({ name, value }: { name: string; value: number }) => measurements.set(name, value);
        for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(keep);
      });
    const idle =
      'requestIdleCallback' in window ? window.requestIdleCallback(start, { timeout: 5000 }) : null;
    const timer = idle === null ? setTimeout(start, 3000) : null;
    document.addEventListener('visibilitychange', send);
    return () => {
      cancelled = true;
      if (idle !== null) window.cancelIdleCallback(idle);
      if (timer !== null) clearTimeout(timer);
      document.removeEventListener('visibilitychange', send);
    };
  }, []);
  return null;
}
