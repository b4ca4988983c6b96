import type { Currency } from './enums';

/** Rounds to the tetri / cent: prices are shown and compared to two decimals. */
const toCents = (amount: number) => Math.round(amount * 100) / 100;

export function toGel(amount: number, currency: Currency, rateUsdGel: number): number {
  return toCents(currency === 'USD' ? amount * rateUsdGel : amount);
}

export function toUsd(amount: number, currency: Currency, rateUsdGel: number): number {
  return toCents(currency === 'GEL' ? amount / rateUsdGel : amount);
}
