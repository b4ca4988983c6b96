'use client';

import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';
import { clientOnlyLazy } from '@/components/map/client-only-lazy';
import { MapErrorBoundary, MapUnavailable } from '@/components/map/map-fallback';
import { useMapTiles } from '@/components/map/map-tiles-context';

function MapLoading() {
  const t = useTranslations('map');
  return (
    <div className="flex size-full items-center justify-center rounded-2xl border border-border bg-surface-2 text-sm text-muted">
      <Spinner label={t('loading')} />
    </div>
  );
}

// Leaflet and the clusterer are fetched only when a map is shown: the home page's first load carries none of it.
const SearchMapLeaflet = clientOnlyLazy(() => import('./search-map-leaflet'));

/** The search results' map; the list beside it never depends on it. */
export function SearchMap() {
  const t = useTranslations('map');
  const tiles = useMapTiles();
  return (
    <MapErrorBoundary fallback={<MapUnavailable message={t('failed')} />}>
      <SearchMapLeaflet tiles={tiles} fallback={<MapLoading />} />
    </MapErrorBoundary>
  );
}
