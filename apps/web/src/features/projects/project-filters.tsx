import { CURRENCIES, DISTRICTS, PROJECT_STATUSES, type ProjectSearchQuery } from '@tbilisi/contracts';
import { getLocale, getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/field';
import { nodeName } from '@/lib/locations';

/** The years a filter offers: this one and the next few (projects delivered earlier are finished). */
export function deliveryYears(now = new Date()): number[] {
  const first = now.getFullYear() - 1;
  return Array.from({ length: 7 }, (_, index) => first + index);
}

/**
 * The /projects filters as a plain GET form: it works before (and without) JavaScript, and its URL is the search's
 * (the api's GET /api/projects takes the same names).
 */
export async function ProjectFilters({
  query,
  view,
  action,
}: {
  query: ProjectSearchQuery;
  view: 'list' | 'map';
  action: string;
}) {
  const locale = await getLocale();
  const t = await getTranslations('projects');
  const statuses = new Set(query.status ?? []);
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={t('filters')}
      className="grid gap-4 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      <label className="flex flex-col gap-1.5 text-sm font-medium text-fg lg:col-span-2">
        {t('location')}
        <Select name="location" defaultValue={query.location ?? ''}>
          <option value="">{t('anyLocation')}</option>
          {DISTRICTS.map((district) => (
            <optgroup key={district.slug} label={nodeName(district, locale)}>
              <option value={district.slug}>
                {t('wholeDistrict', { name: nodeName(district, locale) })}
              </option>
              {district.neighbourhoods.map((neighbourhood) => (
                <option key={neighbourhood.slug} value={neighbourhood.slug}>
                  {nodeName(neighbourhood, locale)}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </label>
      <label className="flex flex-col gap-1.5 text-sm font-medium text-fg">
        {t('deliveryYear')}
        <Select name="delivery_year" defaultValue={query.delivery_year?.toString() ?? ''}>
          <option value="">{t('anyYear')}</option>
          {deliveryYears().map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </Select>
      </label>
      <label className="flex flex-col gap-1.5 text-sm font-medium text-fg">
        {t('minPricePerM2')}
        <Input
          name="min_price_per_m2"
          type="number"
          min={0}
          inputMode="numeric"
          defaultValue={query.min_price_per_m2 ?? ''}
        />
      </label>
      <label className="flex flex-col gap-1.5 text-sm font-medium text-fg">
        {t('maxPricePerM2')}
        <Input
          name="max_price_per_m2"
          type="number"
          min={0}
          inputMode="numeric"
          defaultValue={query.max_price_per_m2 ?? ''}
        />
      </label>
      <label className="flex flex-col gap-1.5 text-sm font-medium text-fg">
        {t('currency')}
        <Select name="currency" defaultValue={query.currency ?? 'GEL'}>
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </Select>
      </label>
      <fieldset className="flex flex-wrap items-center gap-4 lg:col-span-4">
        <legend className="mb-1.5 text-sm font-medium text-fg">{t('statusLabel')}</legend>
        {PROJECT_STATUSES.map((status) => (
          <label key={status} className="flex items-center gap-2 text-sm text-fg">
            <input
              type="checkbox"
              name="status"
              value={status}
              defaultChecked={statuses.has(status)}
              className="size-4 accent-primary"
            />
            {t(`status.${status}`)}
          </label>
        ))}
      </fieldset>
      {view === 'map' ? <input type="hidden" name="view" value="map" /> : null}
      <div className="flex items-end gap-2 lg:col-span-2 lg:justify-end">
        <Button type="submit">{t('apply')}</Button>
      </div>
    </form>
  );
}
