import type { UnitType } from '@tbilisi/contracts';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatNumber } from '@/lib/format';
import { srcSetOf } from '@/lib/images';
import { ProjectMoney } from './project-money';

/** What a project sells: one row per unit type, with its floor plan and how many are still available. */
export async function UnitTypesTable({ unitTypes }: { unitTypes: UnitType[] }) {
  const locale = await getLocale();
  const t = await getTranslations('projects');
  if (unitTypes.length === 0) return <p className="text-muted">{t('noUnitTypes')}</p>;
  const area = (unit: UnitType) =>
    unit.area_min === unit.area_max
      ? `${formatNumber(unit.area_min, locale, 1)} m²`
      : `${formatNumber(unit.area_min, locale, 1)}–${formatNumber(unit.area_max, locale, 1)} m²`;
  return (
    <div className="overflow-x-auto rounded-2xl border border-border">
      <table className="w-full min-w-[40rem] text-left text-sm" data-testid="unit-types">
        <caption className="sr-only">{t('unitTypes')}</caption>
        <thead className="bg-surface-2 text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('plan')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('rooms')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('area')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('pricePerM2')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('priceFrom')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('availability')}
            </th>
          </tr>
        </thead>
        <tbody>
          {unitTypes.map((unit) => (
            <tr key={unit.id} className="border-t border-border">
              <td className="px-4 py-3">
                {unit.floor_plan ? (
                  <a href={unit.floor_plan.image_url} className="block w-24" target="_blank" rel="noopener">
                    <img
                      src={unit.floor_plan.image_url}
                      srcSet={srcSetOf(unit.floor_plan)}
                      sizes="96px"
                      alt={t('planOf', { rooms: unit.rooms })}
                      loading="lazy"
                      className="h-16 w-24 rounded-md border border-border bg-white object-contain"
                    />
                  </a>
                ) : (
                  <span className="text-muted">—</span>
                )}
              </td>
              <th scope="row" className="px-4 py-3 font-medium text-fg">
                {unit.rooms === 0 ? t('studio') : t('roomsCount', { count: unit.rooms })}
              </th>
              <td className="px-4 py-3 tabular-nums">{area(unit)}</td>
              <td className="px-4 py-3">
                <ProjectMoney gel={unit.price_per_m2_gel} usd={unit.price_per_m2_usd} />
              </td>
              <td className="px-4 py-3">
                <ProjectMoney gel={unit.price_from_gel} usd={unit.price_from_usd} />
              </td>
              <td className="px-4 py-3">
                {unit.available_units === 0 ? (
                  <span className="text-muted">{t('soldOut')}</span>
                ) : (
                  t('availableOf', {
                    available: formatNumber(unit.available_units, locale),
                    total: formatNumber(unit.total_units, locale),
                  })
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
