import {
  MAX_ESTIMATE_SPREAD,
  type EstimateFigure,
  type EstimateRequest,
  type EstimateResponse,
} from '@tbilisi/contracts';
import { toUsd } from '@tbilisi/contracts';
import type { Deps } from '../../deps';
import { estimatePrice, type Estimate } from './price-model';
import { priceModelCache } from './price-model-cache';

function present(estimate: Estimate, rateUsdGel: number): EstimateFigure {
  const gel = (amount: number) => Math.round(amount / 100) * 100;
  const usd = (amount: number) => Math.round(toUsd(amount, 'GEL', rateUsdGel) / 100) * 100;
  return {
    shown: estimate.spread <= MAX_ESTIMATE_SPREAD,
    value_gel: gel(estimate.value),
    low_gel: gel(estimate.low),
    high_gel: gel(estimate.high),
    value_usd: usd(estimate.value),
    low_usd: usd(estimate.low),
    high_usd: usd(estimate.high),
    spread_percent: Math.round(estimate.spread * 100),
    comparables: estimate.comparables,
  };
}

/**
 * The sale price and the monthly rent the fitted models give a property (a listing, or what an owner is filling in),
 * with a range; `shown` is false where the range is wider than ±20 %.
 */
export async function estimatePropertyPrice({
  deps,
  property,
}: {
  deps: Pick<Deps, 'db' | 'config'>;
  property: EstimateRequest;
}): Promise<EstimateResponse> {
  const { models, fittedAt } = await priceModelCache.get(deps.db);
  // A listing without an area (some have 0) has no price per m² to estimate from.
  if (!(property.square_feet > 0))
    return { sale: null, rent: null, fitted_at: fittedAt?.toISOString() ?? null };
  const row = {
    propertyType: property.property_type,
    district: property.state,
    neighbourhood: property.urban_area ?? '',
    rooms: property.rooms ?? null,
    floor: property.floor ?? null,
    totalFloors: property.total_floors ?? null,
    renovation: property.renovation_status ?? null,
    isNewBuilding: property.is_new_building,
    area: property.square_feet,
  };
  const figure = (deal: 'sale' | 'rent') => {
    const model = models.get(deal);
    return model ? present(estimatePrice(model, row), deps.config.exchangeRateUsdGel) : null;
  };
  return { sale: figure('sale'), rent: figure('rent'), fitted_at: fittedAt?.toISOString() ?? null };
}
