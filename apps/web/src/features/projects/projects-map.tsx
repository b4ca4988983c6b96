'use client';

import { useTranslations } from 'next-intl';
import { clientOnlyLazy } from '@/components/map/client-only-lazy';
import { MapErrorBoundary, MapUnavailable } from '@/components/map/map-fallback';
import { useMapTiles } from '@/components/map/map-tiles-context';
import { Spinner } from '@/components/ui/spinner';
import { useRouter } from '@/i18n/navigation';
import type { ProjectPin } from './projects-map-leaflet';

// Leaflet is fetched only when the map view is shown.
const ProjectsMapLeaflet = clientOnlyLazy(() => import('./projects-map-leaflet'));

/** The /projects map view: the found projects on the site's map. */
export function ProjectsMap({ pins }: { pins: ProjectPin[] }) {
  const t = useTranslations('map');
  const tp = useTranslations('projects');
  const tiles = useMapTiles();
  const router = useRouter();
  return (
    <MapErrorBoundary fallback={<MapUnavailable message={t('failed')} />}>
      <ProjectsMapLeaflet
        tiles={tiles}
        pins={pins}
        label={tp('mapLabel')}
        onOpen={(id) => router.push(`/projects/${id}`)}
        fallback={
          <div className="flex min-h-[28rem] items-center justify-center rounded-2xl border border-border bg-surface-2 text-sm text-muted">
            <Spinner label={t('loading')} />
          </div>
        }
      />
    </MapErrorBoundary>
  );
}
