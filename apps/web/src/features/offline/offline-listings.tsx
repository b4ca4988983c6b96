'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

interface CachedListing {
  url: string;
  title: string;
  saved: boolean;
  at: number;
}

/** Reads what the service worker (public/sw.js) kept for the signed-in user, or for a guest: saved, then recent. */
async function cachedListings(): Promise<CachedListing[]> {
  if (!('caches' in window)) return [];
  const state = await (await caches.open('sakhli-state-v1')).match('/__sakhli/state');
  const user = state ? ((await state.json()) as { user: string }).user : 'anon';
  const index = await (await caches.open(`sakhli-user-${user}-v1`)).match('/__sakhli/listings');
  return index ? ((await index.json()) as CachedListing[]) : [];
}

export function OfflineListings() {
  const t = useTranslations('offline');
  const [listings, setListings] = useState<CachedListing[] | null>(null);
  useEffect(() => {
    cachedListings()
      .then(setListings)
      .catch(() => setListings([]));
  }, []);
  if (listings === null) return null;
  if (listings.length === 0) return <p className="text-muted">{t('nothingKept')}</p>;
  const saved = listings.filter((listing) => listing.saved);
  const recent = listings.filter((listing) => !listing.saved);
  const list = (items: CachedListing[], heading: string) =>
    items.length ? (
      <section className="mt-6">
        <h2 className="mb-2 text-lg font-semibold text-fg">{heading}</h2>
        <ul className="flex flex-col gap-2">
          {items.map((listing) => (
            <li key={listing.url}>
              {/* A plain link: the service worker answers the navigation from its cache. */}
              <a href={listing.url} className="text-primary underline-offset-4 hover:underline">
                {listing.title.split(' | ')[0] || listing.url}
              </a>
            </li>
          ))}
        </ul>
      </section>
    ) : null;
  return (
    <div data-testid="offline-listings">
      {list(saved, t('saved'))}
      {list(recent, t('recent'))}
    </div>
  );
}
