import { describe, expect, it } from 'vitest';
import { createRng } from '../../../tools/seed/demo-random';
import { estimatePrice, fitPriceModel, type ModelRow } from './price-model';

const LEVEL: Record<string, number> = { vake: 5000, saburtalo: 4000, gldani: 2000 };
const DISTRICT: Record<string, string> = {
  vake: 'vake-saburtalo',
  saburtalo: 'vake-saburtalo',
  gldani: 'gldani-nadzaladevi',
};

/** Flats priced by a known rule: the neighbourhood's level, −8 % on the ground floor, +10 % renovated, +1 % a month. */
function market(count: number, seed: number) {
  const rng = createRng(seed);
  return Array.from({ length: count }, () => {
    const neighbourhood = rng.pick(['vake', 'saburtalo', 'gldani']);
    const floor = rng.int(1, 9);
    const renovation = rng.pick(['renovated', 'old_renovated']);
    const month = 300 + rng.int(0, 11);
    const row: ModelRow = {
      propertyType: 'apartment',
      district: DISTRICT[neighbourhood]!,
      neighbourhood,
      rooms: rng.int(1, 4),
      floor,
      totalFloors: 9,
      renovation,
      isNewBuilding: false,
      area: rng.int(40, 120),
      month,
    };
    const perSqm =
      LEVEL[neighbourhood]! *
      (floor === 1 ? 0.92 : 1) *
      (renovation === 'renovated' ? 1.1 : 1) *
      1.01 ** (month - 311) *
      Math.exp(0.05 * (rng.next() - 0.5));
    return { ...row, perSqm };
  });
}

describe('the price model', () => {
  const model = fitPriceModel(market(600, 1))!;

  it('recovers the prices of a market with a known rule', () => {
    const flat = {
      propertyType: 'apartment',
      district: 'vake-saburtalo',
      neighbourhood: 'vake',
      rooms: 2,
      floor: 4,
      totalFloors: 9,
      renovation: 'renovated',
      isNewBuilding: false,
      area: 60,
    };
    const estimate = estimatePrice(model, flat);
    expect(estimate.value / (5000 * 1.1 * 60)).toBeCloseTo(1, 1);
    expect(estimatePrice(model, { ...flat, floor: 1 }).value / estimate.value).toBeCloseTo(0.92, 1);
    expect(
      estimatePrice(model, { ...flat, neighbourhood: 'gldani', district: 'gldani-nadzaladevi' }).value,
    ).toBeLessThan(estimate.value * 0.5);
    expect(estimate.low).toBeLessThan(estimate.value);
    expect(estimate.high).toBeGreaterThan(estimate.value);
    expect(estimate.spread).toBeLessThan(0.1);
    expect(estimate.comparables).toBeGreaterThan(100);
  });

  it('widens the range for a neighbourhood it has barely seen', () => {
    const seen = estimatePrice(model, {
      propertyType: 'apartment',
      district: 'vake-saburtalo',
      neighbourhood: 'vake',
      rooms: 2,
      floor: 4,
      totalFloors: 9,
      renovation: 'renovated',
      isNewBuilding: false,
      area: 60,
    });
    const unseen = estimatePrice(model, {
      propertyType: 'apartment',
      district: 'vake-saburtalo',
      neighbourhood: 'bagebi',
      rooms: 2,
      floor: 4,
      totalFloors: 9,
      renovation: 'renovated',
      isNewBuilding: false,
      area: 60,
    });
    expect(unseen.comparables).toBe(0);
    expect(unseen.spread).toBeGreaterThan(seen.spread);
  });

  it('needs a few dozen listings before it fits at all', () => {
    expect(fitPriceModel(market(20, 2))).toBeNull();
  });
});
