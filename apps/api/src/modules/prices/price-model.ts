/**
 * The estimate's model (docs/decisions/015): a hedonic regression of the log price per m² on where a property is
 * (its neighbourhood and district), what it is (type, rooms, size, floor, renovation, a new building) and when it
 * was listed (a linear trend in months), fitted by ridge least squares on the recent listings. Pure functions: the
 * statistics job fits it from the database, the evaluation from a time split (scripts/eval-estimate.ts).
 */

export interface ModelRow {
  propertyType: string;
  district: string;
  neighbourhood: string;
  rooms: number | null;
  floor: number | null;
  totalFloors: number | null;
  renovation: string | null;
  isNewBuilding: boolean;
  /** m² */
  area: number;
  /** months since 2000-01, fractional */
  month: number;
}

export interface PriceModel {
  /** feature name → index into `coefficients` */
  features: Record<string, number>;
  coefficients: number[];
  /** the latest month of the data it was fitted on: estimates are made at this month */
  lastMonth: number;
  /** 10th and 90th percentiles of the log residuals per "district|kind", and over everything ("") */
  spread: Record<string, [low: number, high: number]>;
  /** how many fitted listings each "neighbourhood|kind" had */
  support: Record<string, number>;
  rows: number;
}

export interface Estimate {
  value: number;
  low: number;
  high: number;
  /** the half-width of the range as a share of the value, e.g. 0.12 for ±12 % */
  spread: number;
  /** how many listings of its kind in its neighbourhood the model was fitted on */
  comparables: number;
}

const RIDGE = 0.5;

export const monthOf = (date: Date) =>
  (date.getUTCFullYear() - 2000) * 12 + date.getUTCMonth() + date.getUTCDate() / 31;

export function kindOf(propertyType: string): string {
  if (propertyType === 'apartment' || propertyType === 'studio') return 'flats';
  if (propertyType === 'house' || propertyType === 'country_house') return 'houses';
  if (propertyType === 'land_plot') return 'land';
  return 'commercial';
}

function floorClass(row: ModelRow): string {
  if (row.floor === null) return 'none';
  if (row.floor <= 1) return 'ground';
  if (row.totalFloors !== null && row.floor === row.totalFloors && row.totalFloors > 3) return 'top';
  return 'middle';
}

/** The row's features as (name, value) pairs: one-hot places and traits, plus size and time. */
function featuresOf(row: ModelRow, lastMonth: number): [string, number][] {
  const kind = kindOf(row.propertyType);
  return [
    ['intercept', 1],
    [`district:${row.district}`, 1],
    [`neighbourhood:${row.neighbourhood}`, 1],
    [`type:${row.propertyType}`, 1],
    [`renovation:${row.renovation ?? 'none'}`, 1],
    ['new', row.isNewBuilding ? 1 : 0],
    [`floor:${floorClass(row)}`, 1],
    [`rooms:${kind === 'flats' ? Math.min(5, Math.max(1, row.rooms ?? 1)) : 0}`, 1],
    [`size:${kind}`, Math.log(Math.max(10, row.area) / 70)],
    // Months before the latest: the trend is estimated as one slope per kind.
    [`trend:${kind}`, (row.month - lastMonth) / 12],
  ];
}

/** Solves (A + ridge) x = b for a symmetric positive definite A by Cholesky. */
function solve(a: Float64Array[], b: Float64Array): number[] {
  const n = b.length;
  const l = a.map(() => new Float64Array(n));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = a[i]![j]!;
      for (let k = 0; k < j; k++) sum -= l[i]![k]! * l[j]![k]!;
      if (i === j) l[i]![i] = Math.sqrt(Math.max(sum, 1e-12));
      else l[i]![j] = sum / l[j]![j]!;
    }
  }
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = b[i]!;
    for (let k = 0; k < i; k++) sum -= l[i]![k]! * y[k]!;
    y[i] = sum / l[i]![i]!;
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i]!;
    for (let k = i + 1; k < n; k++) sum -= l[k]![i]! * x[k]!;
    x[i] = sum / l[i]![i]!;
  }
  return [...x];
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}

/** Fits the model on rows with their price per m² (GEL). Sparse rows make the normal equations cheap at any size. */
export function fitPriceModel(rows: (ModelRow & { perSqm: number })[]): PriceModel | null {
  if (rows.length < 30) return null;
  const lastMonth = Math.max(...rows.map((row) => row.month));
  const features: Record<string, number> = {};
  const encoded = rows.map((row) =>
    featuresOf(row, lastMonth).map(
      ([name, value]) => [(features[name] ??= Object.keys(features).length), value] as const,
    ),
  );
  const n = Object.keys(features).length;
  const a = Array.from({ length: n }, () => new Float64Array(n));
  const b = new Float64Array(n);
  encoded.forEach((pairs, r) => {
    const target = Math.log(rows[r]!.perSqm);
    for (const [i, vi] of pairs) {
      b[i]! += vi * target;
      for (const [j, vj] of pairs) a[i]![j]! += vi * vj;
    }
  });
  // A light ridge keeps districts and their neighbourhoods (which overlap) and rare categories well defined; the
  // intercept is left free.
  for (let i = 1; i < n; i++) a[i]![i]! += RIDGE;
  const coefficients = solve(a, b);

  const residuals = new Map<string, number[]>();
  const support: Record<string, number> = {};
  encoded.forEach((pairs, r) => {
    const row = rows[r]!;
    const predicted = pairs.reduce((sum, [i, v]) => sum + coefficients[i]! * v, 0);
    const residual = Math.log(row.perSqm) - predicted;
    const kind = kindOf(row.propertyType);
    for (const key of [`${row.district}|${kind}`, '']) {
      const list = residuals.get(key) ?? [];
      list.push(residual);
      residuals.set(key, list);
    }
    const place = `${row.neighbourhood}|${kind}`;
    support[place] = (support[place] ?? 0) + 1;
  });
  const spread: Record<string, [number, number]> = {};
  for (const [key, list] of residuals) {
    if (list.length < 20 && key !== '') continue;
    list.sort((x, y) => x - y);
    spread[key] = [quantile(list, 0.1), quantile(list, 0.9)];
  }
  return { features, coefficients, lastMonth, spread, support, rows: rows.length };
}

/** Below this many fitted listings of its kind in its neighbourhood, an estimate's range is widened. */
const THIN_SUPPORT = 10;

/**
 * The model's price for a property at `month` (default: the latest fitted month) and its range: the 10th to 90th
 * percentile of the fitted listings' errors in its district and kind, widened where its neighbourhood has few.
 */
export function estimatePrice(
  model: PriceModel,
  row: Omit<ModelRow, 'month'> & { month?: number },
): Estimate {
  const month = row.month ?? model.lastMonth;
  const logPerSqm = featuresOf({ ...row, month }, model.lastMonth).reduce((sum, [name, value]) => {
    const index = model.features[name];
    return index === undefined ? sum : sum + model.coefficients[index]! * value;
  }, 0);
  const kind = kindOf(row.propertyType);
  const comparables = model.support[`${row.neighbourhood}|${kind}`] ?? 0;
  const [low, high] = model.spread[`${row.district}|${kind}`] ?? model.spread[''] ?? [-0.3, 0.3];
  const widen = comparables >= THIN_SUPPORT ? 1 : 1.5;
  const value = Math.exp(logPerSqm) * row.area;
  return {
    value,
    low: value * Math.exp(low * widen),
    high: value * Math.exp(high * widen),
    spread: Math.max(1 - Math.exp(low * widen), Math.exp(high * widen) - 1),
    comparables,
  };
}
