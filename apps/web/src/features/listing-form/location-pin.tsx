'use client';

import { MapPin, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useMapTiles } from '@/components/map/map-tiles-context';
import type { LatLng } from '@/components/map/pin-map-leaflet';
import { clientOnlyLazy } from '@/components/map/client-only-lazy';
import { MapErrorBoundary, MapUnavailable } from '@/components/map/map-fallback';
import { placeCentre, type ListingValues } from './listing-schema';

function PinMapLoading() {
  const t = useTranslations('map');
  return (
    <div className="flex h-72 items-center justify-center rounded-xl border border-border bg-surface-2 text-sm text-muted">
      <Spinner label={t('loading')} />
    </div>
  );
}

// Leaflet is fetched when the form is shown, not with the page.
const PinMap = clientOnlyLazy(() => import('@/components/map/pin-map-leaflet'));

const coordinate = (raw: string) => (raw.trim() === '' ? NaN : Number(raw));

/**
 * The listing's position: a pin on a map centred on the chosen neighbourhood, or typed coordinates. Optional: without
 * a pin the listing is shown at its neighbourhood's centre.
 */
export function LocationPin({
  form,
  errorText,
}: {
  form: UseFormReturn<ListingValues>;
  errorText: (message: string | undefined) => string | undefined;
}) {
  const t = useTranslations('map');
  const tiles = useMapTiles();
  const [state, urbanArea, latitude, longitude] = form.watch([
    'state',
    'urban_area',
    'latitude',
    'longitude',
  ]);
  const centre = placeCentre({ state, urban_area: urbanArea });
  const lat = coordinate(latitude);
  const lng = coordinate(longitude);
  const pin =
    Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
      ? { latitude: lat, longitude: lng }
      : undefined;
  const set = (position: LatLng | undefined) => {
    const options = { shouldDirty: true, shouldValidate: true };
    form.setValue('latitude', position ? String(position.latitude) : '', options);
    form.setValue('longitude', position ? String(position.longitude) : '', options);
  };
  const { errors } = form.formState;
  const latitudeError = errorText(errors.latitude?.message);
  const longitudeError = errorText(errors.longitude?.message);

  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <div>
        <h3 className="text-sm font-medium text-fg">{t('pinTitle')}</h3>
        <p className="mt-0.5 text-sm text-muted">{t('pinHelp')}</p>
      </div>
      <MapErrorBoundary
        fallback={
          <div className="h-72">
            <MapUnavailable message={t('pinFailed')} />
          </div>
        }
      >
        <PinMap
          tiles={tiles}
          centre={centre}
          centreZoom={urbanArea ? 15 : state ? 13 : 11}
          pin={pin}
          onPick={set}
          labels={{ map: t('pinMapLabel'), pin: t('pinMarker'), pinAtCentre: t('pinAtCentre') }}
          fallback={<PinMapLoading />}
        />
      </MapErrorBoundary>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 text-sm text-fg" aria-live="polite" data-testid="pin-status">
          <MapPin className="size-4 shrink-0 text-primary" aria-hidden />
          {pin
            ? // Coordinates are written with decimal points in every language.
              t('pinSet', { latitude: pin.latitude.toFixed(5), longitude: pin.longitude.toFixed(5) })
            : t('pinNone')}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={() => set(undefined)} disabled={!pin}>
          <X className="size-4" aria-hidden />
          {t('pinClear')}
        </Button>
      </div>
      <details className="rounded-xl border border-border p-4" open={!!(latitudeError || longitudeError)}>
        <summary className="cursor-pointer text-sm font-medium text-fg">{t('coordinates')}</summary>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field label={t('latitude')} htmlFor="listing-latitude" error={latitudeError}>
            <Input
              id="listing-latitude"
              type="number"
              step="any"
              inputMode="decimal"
              placeholder={centre ? String(centre.latitude) : '41.7151'}
              aria-invalid={!!latitudeError}
              aria-describedby={latitudeError ? 'listing-latitude-error' : undefined}
              {...form.register('latitude')}
            />
          </Field>
          <Field label={t('longitude')} htmlFor="listing-longitude" error={longitudeError}>
            <Input
              id="listing-longitude"
              type="number"
              step="any"
              inputMode="decimal"
              placeholder={centre ? String(centre.longitude) : '44.8271'}
              aria-invalid={!!longitudeError}
              aria-describedby={longitudeError ? 'listing-longitude-error' : undefined}
              {...form.register('longitude')}
            />
          </Field>
        </div>
      </details>
    </div>
  );
}
