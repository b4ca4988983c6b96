import { DEFAULT_EXCHANGE_RATE_USD_GEL } from '@tbilisi/contracts';
import { DEFAULT_RATES, type LoanCurrency } from './amortisation';

function rateFrom(value: string | undefined, fallback: number): number {
  const rate = Number(value);
  return value && Number.isFinite(rate) && rate >= 0 && rate < 100 ? rate : fallback;
}

/**
 * The calculator's example rates and the exchange rate, read on the server: MORTGAGE_RATE_GEL and MORTGAGE_RATE_USD
 * (per cent a year) change the examples without a rebuild; EXCHANGE_RATE_USD_GEL is the api's rate.
 */
export function mortgageDefaults(): { rates: Record<LoanCurrency, number>; rateUsdGel: number } {
  return {
    rates: {
      GEL: rateFrom(process.env.MORTGAGE_RATE_GEL, DEFAULT_RATES.GEL),
      USD: rateFrom(process.env.MORTGAGE_RATE_USD, DEFAULT_RATES.USD),
    },
    rateUsdGel: rateFrom(process.env.EXCHANGE_RATE_USD_GEL, DEFAULT_EXCHANGE_RATE_USD_GEL),
  };
}
