import {
  toGel,
  toUsd,
  type Currency,
  type UnitTypeCreateInput,
  type UnitTypeUpdateInput,
} from '@tbilisi/contracts';
import type { projectUnitTypes } from '../../db/schema';
import { AppError, type FieldError } from '../../lib/errors';

type UnitTypeRow = typeof projectUnitTypes.$inferSelect;

/**
 * The stored columns of a unit-type write, checked as the row will be after it: the area range in order, no more
 * units available than there are; prices kept as entered and in both currencies (decision 002's rule for listings).
 */
export function toUnitTypeValues(
  input: UnitTypeCreateInput | UnitTypeUpdateInput,
  existing: UnitTypeRow | undefined,
  rateUsdGel: number,
) {
  const merged = {
    areaMin: input.area_min ?? existing?.areaMin,
    areaMax: input.area_max ?? existing?.areaMax,
    available: input.available_units ?? existing?.availableUnits,
    total: input.total_units ?? existing?.totalUnits,
    currency: (input.currency ?? existing?.currency) as Currency,
    perM2: input.price_per_m2 ?? existing?.pricePerM2,
    from: input.price_from ?? existing?.priceFrom,
  };
  const errors: FieldError[] = [];
  if (merged.areaMin !== undefined && merged.areaMax !== undefined && merged.areaMin > merged.areaMax)
    errors.push({ loc: ['body', 'area_min'], msg: 'The smallest area is larger than the largest' });
  if (merged.available !== undefined && merged.total !== undefined && merged.available > merged.total)
    errors.push({ loc: ['body', 'available_units'], msg: 'More units available than there are' });
  if (errors.length) throw new AppError('validation_failed', errors);

  const values: Partial<typeof projectUnitTypes.$inferInsert> = {
    rooms: input.rooms,
    areaMin: input.area_min,
    areaMax: input.area_max,
    availableUnits: input.available_units,
    totalUnits: input.total_units,
  };
  if (input.currency !== undefined || input.price_per_m2 !== undefined || input.price_from !== undefined) {
    values.currency = merged.currency;
    values.pricePerM2 = merged.perM2!;
    values.pricePerM2Gel = toGel(merged.perM2!, merged.currency, rateUsdGel);
    values.pricePerM2Usd = toUsd(merged.perM2!, merged.currency, rateUsdGel);
    values.priceFrom = merged.from!;
    values.priceFromGel = toGel(merged.from!, merged.currency, rateUsdGel);
    values.priceFromUsd = toUsd(merged.from!, merged.currency, rateUsdGel);
  }
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as typeof values;
}
