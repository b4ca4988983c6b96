'use client';

import { useEffect } from 'react';
import { browserApi } from '@/lib/api/client';

/** Counts the visit from the browser, so crawlers and prefetches do not inflate the figure. */
export function ViewRecorder({ propertyId }: { propertyId: number }) {
  useEffect(() => {
    browserApi.recordView(propertyId).catch(() => undefined);
  }, [propertyId]);
  return null;
}
