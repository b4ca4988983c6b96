'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EstimateFigure, EstimateRequest } from '@tbilisi/contracts';
import { Calculator } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { EstimateBasis, EstimateRange, useEstimateMoney } from '@/components/estimate-lines';
import { browserApi } from '@/lib/api/client';
import type { ListingValues } from './listing-schema';

const FIELDS = [
  'state',
  'urban_area',
  'property_type',
  'square_feet',
  'rooms',
  'floor',
  'total_floors',
  'renovation_status',
  'is_new_building',
  'listing_type',
  'currency',
] as const;

const DELAY_MS = 600;

const numberOrNull = (value: unknown) => {
  const number = Number(value);
  return value === '' || value === null || value === undefined || !Number.isFinite(number) ? null : number;
};

/**
 * What comparable listings say the property is worth, while the owner fills in the form: POST /api/estimate once
 * the place, type and area are known. Shown only when the estimate's range is within ±20 % (the api says `shown`).
 */
export function EstimateNotice({ control }: { control: Control<ListingValues> }) {
  const t = useTranslations('estimate');
  const watched = useWatch({ control, name: FIELDS });
  const values = Object.fromEntries(FIELDS.map((field, index) => [field, watched[index]])) as Pick<
    ListingValues,
    (typeof FIELDS)[number]
  >;
  const money = useEstimateMoney(values.currency);
  const body = useMemo(() => {
    const area = numberOrNull(values.square_feet);
    if (!values.state || !area || area <= 0) return null;
    const request: EstimateRequest = {
      state: values.state,
      urban_area: values.urban_area || null,
      property_type: values.property_type as EstimateRequest['property_type'],
      square_feet: area,
      rooms: numberOrNull(values.rooms),
      floor: numberOrNull(values.floor),
      total_floors: numberOrNull(values.total_floors),
      renovation_status: (values.renovation_status || null) as EstimateRequest['renovation_status'],
      is_new_building: Boolean(values.is_new_building),
    };
    return JSON.stringify(request);
  }, [JSON.stringify(watched)]);
  const [settled, setSettled] = useState(body);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(body), DELAY_MS);
    return () => clearTimeout(timer);
  }, [body]);
  const estimate = useQuery({
    queryKey: ['estimate', settled],
    queryFn: () => browserApi.estimate(JSON.parse(settled!) as EstimateRequest),
    enabled: settled !== null,
    staleTime: 5 * 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  if (body === null || !estimate.data) return null;
  const lease = values.listing_type === 'rent';
  const figure: EstimateFigure | null = lease
    ? estimate.data.rent
    : values.listing_type === 'sale'
      ? estimate.data.sale
      : null;
  if (!figure?.shown) return null;
  return (
    <section
      className="rounded-2xl border border-border bg-surface p-5 sm:p-6"
      data-testid="estimate-notice"
      aria-live="polite"
    >
      <div className="flex gap-3">
        <Calculator className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div>
          <h2 className="font-semibold text-fg">{lease ? t('rentTitle') : t('saleTitle')}</h2>
          <p className="mt-1 text-lg font-semibold text-fg tabular-nums">
            {money(figure.value_gel, figure.value_usd)}
            {lease ? <span className="ml-1 text-sm font-normal text-muted">{t('perMonth')}</span> : null}
          </p>
          <p className="text-sm text-muted">
            <EstimateRange figure={figure} currency={values.currency} />
          </p>
          <p className="mt-2 text-xs text-muted">
            <EstimateBasis figure={figure} />
          </p>
        </div>
      </div>
    </section>
  );
}
