'use client';

import { findLocation, type MapPoints } from '@tbilisi/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ImageOff, LocateFixed, X } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import Supercluster from 'supercluster';
import { QueryProvider } from '@/components/layout/query-provider';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePreferences } from '@/lib/preferences-context';
import { Price } from '@/components/price';
import { useSearchNavigation } from '@/lib/search/search-navigation';
import { Link } from '@/i18n/navigation';
import { browserApi } from '@/lib/api/client';
import { formatMoney, formatNumber, localized } from '@/lib/format';
import { orderedImages } from '@/lib/images';
import { cn } from '@/lib/cn';
import { addressLine } from '@/lib/locations';
import { sameArea, type Bbox } from '@/lib/search/bbox';
import {
  bboxToBounds,
  boundsToBbox,
  createMap,
  L,
  MAX_ZOOM,
  TBILISI_CENTRE,
} from '@/components/map/leaflet-map';
import {
  boxToLoad,
  clusterDiameter,
  compactPrice,
  toFeatures,
  toMapQuery,
  type PointProperties,
} from './map-points';
import type { MapTiles } from '@/components/map/map-tiles';

/** Beyond this zoom a cluster is listings at one spot (often a neighbourhood's centre): it opens as a list. */
const CLUSTER_MAX_ZOOM = 17;

type Selection = { kind: 'point'; id: number } | { kind: 'group'; points: PointProperties[] };

interface View {
  box: Bbox;
  zoom: number;
}

/** Where the map opens: the searched area, else the chosen places, else the city. */
function initialBounds(locations: string[]): L.LatLngBounds | undefined {
  const nodes = locations.flatMap((slug) => {
    const place = findLocation(slug);
    if (!place) return [];
    return place.neighbourhood ? [place.neighbourhood] : [place.district, ...place.district.neighbourhoods];
  });
  if (!nodes.length) return undefined;
  return L.latLngBounds(nodes.map((node) => [node.latitude, node.longitude] as L.LatLngTuple)).pad(0.3);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Fetched with the map (decision 024): the points and the chosen listing are cached like the dashboard's lists. */
export default function SearchMapLeaflet({ tiles }: { tiles: MapTiles }) {
  return (
    <QueryProvider>
      <SearchMapView tiles={tiles} />
    </QueryProvider>
  );
}

/** The search results on a Leaflet map: clustered price markers, "Search this area" and a card for the chosen one. */
function SearchMapView({ tiles }: { tiles: MapTiles }) {
  const t = useTranslations('map');
  const locale = useLocale();
  const { currency } = usePreferences();
  const { state, pending, navigate } = useSearchNavigation();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markersRef = useRef<L.LayerGroup | null>(null);
  const areaRef = useRef<L.Rectangle | null>(null);
  // The area this map last showed or asked for, so a URL change the map itself made does not move it again.
  const shownAreaRef = useRef<Bbox | undefined>(state.bbox);
  const [view, setView] = useState<View | null>(null);
  const [loadBox, setLoadBox] = useState<Bbox | undefined>(undefined);
  const [selection, setSelection] = useState<Selection | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = createMap(container, tiles, { zoomControl: true });
    mapRef.current = map;
    markersRef.current = L.layerGroup().addTo(map);
    const start = state.bbox ? bboxToBounds(state.bbox) : initialBounds(state.locations);
    if (start) map.fitBounds(start, { maxZoom: 15 });
    else map.setView(TBILISI_CENTRE, 11);
    const update = () => setView({ box: boundsToBbox(map.getBounds()), zoom: map.getZoom() });
    map.on('moveend', update);
    update();
    return () => {
      map.remove();
      mapRef.current = null;
      markersRef.current = null;
      areaRef.current = null;
    };
    // The map is made once; later searches move it through the effects below.
  }, [tiles]);

  // Back and forward through searched areas move the map; an area this map asked for does not.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (state.bbox && !(shownAreaRef.current && sameArea(shownAreaRef.current, state.bbox))) {
      map.fitBounds(bboxToBounds(state.bbox), { animate: false });
    }
    shownAreaRef.current = state.bbox;
    areaRef.current?.remove();
    areaRef.current = state.bbox
      ? L.rectangle(bboxToBounds(state.bbox), {
          className: 'map-area',
          weight: 2,
          dashArray: '6 6',
          fill: false,
          interactive: false,
        }).addTo(map)
      : null;
  }, [state.bbox]);

  const query = loadBox ? toMapQuery(state, loadBox) : '';
  const points = useQuery({
    queryKey: ['map-points', query],
    queryFn: () => browserApi.mapPoints(query),
    enabled: query !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const loaded: MapPoints | undefined = points.data;
  const loadedForThisSearch = !points.isPlaceholderData;

  useEffect(() => {
    if (!view) return;
    setLoadBox((current) =>
      boxToLoad(current, view.box, loadedForThisSearch ? (loaded?.is_complete ?? true) : true),
    );
  }, [view, loaded, loadedForThisSearch]);

  const index = useMemo(() => {
    // Leaflet's tiles are 256 px: with that extent the radius is in screen pixels.
    const clusterer = new Supercluster<PointProperties>({
      radius: 60,
      extent: 256,
      maxZoom: CLUSTER_MAX_ZOOM,
    });
    clusterer.load(toFeatures(loaded?.points ?? []));
    return clusterer;
  }, [loaded]);

  const selectedId = selection?.kind === 'point' ? selection.id : undefined;

  useEffect(() => {
    const map = mapRef.current;
    const layer = markersRef.current;
    if (!map || !layer || !view) return;
    layer.clearLayers();
    const { west, south, east, north } = view.box;
    const labels = {
      thousands: (amount: string) => t('priceThousands', { amount }),
      millions: (amount: string) => t('priceMillions', { amount }),
    };
    for (const feature of index.getClusters([west, south, east, north], Math.round(view.zoom))) {
      const [longitude, latitude] = feature.geometry.coordinates as [number, number];
      const properties = feature.properties as PointProperties & {
        cluster?: boolean;
        cluster_id?: number;
        point_count?: number;
      };
      if (properties.cluster && properties.cluster_id !== undefined) {
        const count = properties.point_count ?? 0;
        const clusterId = properties.cluster_id;
        const formatted = formatNumber(count, locale);
        const size = clusterDiameter(count);
        const marker = L.marker([latitude, longitude], {
          icon: L.divIcon({
            className: 'map-marker',
            html: `<span class="map-cluster" style="--size:${size}px" aria-hidden="true">${formatted}</span>`,
            iconSize: [0, 0],
          }),
          title: t('cluster', { count, formatted }),
          keyboard: true,
        });
        marker.on('click', () => {
          const expansion = index.getClusterExpansionZoom(clusterId);
          if (expansion > CLUSTER_MAX_ZOOM || map.getZoom() >= MAX_ZOOM) {
            const leaves = index.getLeaves(clusterId, 100).map((leaf) => leaf.properties);
            setSelection({ kind: 'group', points: leaves });
          } else {
            map.flyTo([latitude, longitude], Math.min(expansion, MAX_ZOOM), { duration: 0.4 });
          }
        });
        marker.on('add', () =>
          marker.getElement()?.setAttribute('aria-label', t('cluster', { count, formatted })),
        );
        layer.addLayer(marker);
      } else {
        const amount = currency === 'USD' ? properties.price_usd : properties.price;
        const label = compactPrice(amount, currency, locale, labels);
        const marker = L.marker([latitude, longitude], {
          icon: L.divIcon({
            className: `map-marker${properties.id === selectedId ? ' is-selected' : ''}`,
            html: `<span class="map-price">${escapeHtml(label)}</span>`,
            iconSize: [0, 0],
          }),
          keyboard: true,
          riseOnHover: true,
          zIndexOffset: properties.id === selectedId ? 1000 : 0,
        });
        marker.on('click', () => setSelection({ kind: 'point', id: properties.id }));
        marker.on('add', () =>
          marker.getElement()?.setAttribute('aria-label', t('marker', { price: label })),
        );
        layer.addLayer(marker);
      }
    }
  }, [index, view, currency, locale, selectedId, t]);

  const searchThisArea = () => {
    const map = mapRef.current;
    if (!map) return;
    const box = boundsToBbox(map.getBounds());
    shownAreaRef.current = box;
    navigate({ ...state, bbox: box, page: 1 });
  };
  const clearArea = () => navigate({ ...state, bbox: undefined, page: 1 });
  const moved = view !== null && !(state.bbox && sameArea(state.bbox, view.box, 0.05));

  const total = loaded ? formatNumber(loaded.total_in_view, locale) : '';
  return (
    <div className="relative isolate size-full overflow-hidden rounded-2xl border border-border bg-surface-2">
      <div
        ref={containerRef}
        className="size-full"
        role="region"
        aria-label={t('mapLabel')}
        data-testid="search-map"
      />
      <div className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex flex-wrap justify-center gap-2 px-14">
        {moved ? (
          <Button
            size="sm"
            className="pointer-events-auto shadow-lg"
            onClick={searchThisArea}
            disabled={pending}
          >
            {pending ? <Spinner /> : <LocateFixed className="size-4" aria-hidden />}
            {t('searchArea')}
          </Button>
        ) : null}
        {state.bbox ? (
          <Button
            size="sm"
            variant="outline"
            className="pointer-events-auto shadow-lg"
            onClick={clearArea}
            disabled={pending}
          >
            <X className="size-4" aria-hidden />
            {t('clearArea')}
          </Button>
        ) : null}
      </div>
      {/* The chosen listing's card takes the status's place at the bottom. */}
      <div
        className={cn(
          'pointer-events-none absolute bottom-7 left-3 z-[1000] max-w-[calc(100%-1.5rem)]',
          selection && 'sr-only',
        )}
      >
        <p
          role="status"
          className="rounded-lg bg-surface/95 px-3 py-1.5 text-xs font-medium text-fg shadow-md"
          data-testid="map-status"
        >
          {points.isError
            ? t('pointsFailed')
            : !loaded || points.isFetching
              ? t('loadingPoints')
              : loaded.is_complete
                ? t('inView', { count: loaded.total_in_view, formatted: total })
                : t('capped', {
                    shown: formatNumber(loaded.points.length, locale),
                    total: loaded.total_is_exact ? total : `${total}+`,
                  })}
        </p>
      </div>
      {selection ? <SelectionPanel selection={selection} onClose={() => setSelection(null)} /> : null}
    </div>
  );
}

function SelectionPanel({ selection, onClose }: { selection: Selection; onClose: () => void }) {
  const t = useTranslations('map');
  const tc = useTranslations('common');
  return (
    <div
      className="absolute inset-x-3 bottom-7 z-[1001] mx-auto max-w-md rounded-xl border border-border bg-surface p-3 shadow-xl"
      role="dialog"
      aria-label={t('selected')}
    >
      <button
        type="button"
        onClick={onClose}
        aria-label={tc('close')}
        className="absolute top-2 right-2 z-10 flex size-8 items-center justify-center rounded-full bg-surface/90 text-muted hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X className="size-4" aria-hidden />
      </button>
      {selection.kind === 'point' ? <PointCard id={selection.id} /> : <GroupList points={selection.points} />}
    </div>
  );
}

function PointCard({ id }: { id: number }) {
  const t = useTranslations('map');
  const locale = useLocale();
  const property = useQuery({
    queryKey: ['property', id],
    queryFn: () => browserApi.getProperty(id),
    staleTime: 60_000,
  });
  const data = property.data;
  const image = data ? orderedImages(data)[0] : undefined;
  return (
    <Link
      href={`/property/${id}`}
      className="flex gap-3 rounded-lg pr-8 focus-visible:outline-2 focus-visible:outline-ring"
    >
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface-2 text-muted">
        {image ? (
          <img src={image.sizes[0]?.url ?? image.image_url} alt="" className="size-full object-cover" />
        ) : data ? (
          <ImageOff className="size-6" aria-hidden />
        ) : (
          <Spinner />
        )}
      </div>
      <div className="min-w-0 flex-1 py-0.5">
        {data ? (
          <>
            <Price property={data} className="text-base font-semibold text-fg" />
            <p className="mt-0.5 line-clamp-2 text-sm font-medium text-fg">
              {localized(data, 'title', locale)}
            </p>
            <p className="mt-0.5 truncate text-xs text-muted">{addressLine(data, locale)}</p>
          </>
        ) : property.isError ? (
          <p className="text-sm text-fg">{t('openListing')}</p>
        ) : (
          <p className="text-sm text-muted">{t('loadingListing')}</p>
        )}
        <span className="mt-1 inline-block text-xs font-medium text-primary">{t('openListing')} →</span>
      </div>
    </Link>
  );
}

function GroupList({ points }: { points: PointProperties[] }) {
  const t = useTranslations('map');
  const locale = useLocale();
  const { currency } = usePreferences();
  const formatted = formatNumber(points.length, locale);
  return (
    <div>
      <p className="pr-8 text-sm font-semibold text-fg">
        {t('clusterHere', { count: points.length, formatted })}
      </p>
      <ul className="mt-2 max-h-48 divide-y divide-border overflow-y-auto">
        {points.map((point) => {
          const amount = currency === 'USD' ? point.price_usd : point.price;
          return (
            <li key={point.id}>
              <Link
                href={`/property/${point.id}`}
                className="flex items-center justify-between gap-3 px-1 py-2 text-sm text-fg hover:text-primary focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="font-medium tabular-nums">{formatMoney(amount, currency, locale)}</span>
                <span className="text-xs text-primary">{t('openListing')} →</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
