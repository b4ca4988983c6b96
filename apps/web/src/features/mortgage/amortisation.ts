/**
 * Mortgage arithmetic and the National Bank of Georgia's lending rules, as pure functions so the figures can be checked
 * against published amortisation tables (amortisation.test.ts).
 */

export type LoanCurrency = 'GEL' | 'USD';

/** NBG: a loan below this many lari must be issued in lari (larisation rule). */
export const GEL_ONLY_BELOW_GEL = 200_000;
/** NBG: a loan in a foreign currency may run at most this many years. */
export const MAX_FOREIGN_CURRENCY_YEARS = 10;
/** Banks ask for at least this share of the price as a down payment. */
export const MIN_DOWN_PAYMENT_SHARE = 0.15;
export const MAX_TERM_YEARS = 30;

/** Example annual rates, overridable by MORTGAGE_RATE_GEL / MORTGAGE_RATE_USD on the web server: not offers. */
export const DEFAULT_RATES: Record<LoanCurrency, number> = { GEL: 13, USD: 8.5 };

export interface LoanInput {
  /** price of the property, in the loan's currency */
  price: number;
  /** down payment, in the loan's currency */
  downPayment: number;
  years: number;
  /** nominal annual rate, per cent */
  annualRatePercent: number;
  currency: LoanCurrency;
}

export interface ScheduleYear {
  year: number;
  principal: number;
  interest: number;
  /** what is still owed at the end of this year */
  balance: number;
}

export interface LoanResult {
  principal: number;
  monthlyPayment: number;
  totalInterest: number;
  totalPaid: number;
  schedule: ScheduleYear[];
}

/** The level monthly payment of an annuity loan: P·r / (1 − (1 + r)^−n), r the monthly rate. */
export function monthlyPayment(principal: number, annualRatePercent: number, months: number): number {
  if (principal <= 0 || months <= 0) return 0;
  const rate = annualRatePercent / 100 / 12;
  if (rate === 0) return principal / months;
  return (principal * rate) / (1 - (1 + rate) ** -months);
}

/** The annuity loan month by month, summed into years for the chart. */
export function amortise(input: LoanInput): LoanResult {
  const principal = Math.max(0, input.price - input.downPayment);
  const months = Math.round(input.years * 12);
  const payment = monthlyPayment(principal, input.annualRatePercent, months);
  const rate = input.annualRatePercent / 100 / 12;
  const schedule: ScheduleYear[] = [];
  let balance = principal;
  let totalInterest = 0;
  for (let month = 1; month <= months; month++) {
    const interest = balance * rate;
    // The last payment clears what rounding has left.
    const repaid = month === months ? balance : payment - interest;
    balance = Math.max(0, balance - repaid);
    totalInterest += interest;
    const yearIndex = Math.ceil(month / 12) - 1;
    const year = (schedule[yearIndex] ??= { year: yearIndex + 1, principal: 0, interest: 0, balance: 0 });
    year.principal += repaid;
    year.interest += interest;
    year.balance = balance;
  }
  return {
    principal,
    monthlyPayment: payment,
    totalInterest,
    totalPaid: principal + totalInterest,
    schedule,
  };
}

export type LoanProblem =
  | { code: 'down_payment_too_small'; minimum: number }
  | { code: 'gel_only_below'; limitGel: number }
  | { code: 'foreign_currency_term'; maxYears: number }
  | { code: 'term_out_of_range'; maxYears: number }
  | { code: 'nothing_to_borrow' };

/** What the rules forbid about a loan, in the order a form should say it; empty when it may be taken. */
export function loanProblems(input: LoanInput, rateUsdGel: number): LoanProblem[] {
  const problems: LoanProblem[] = [];
  const minimum = input.price * MIN_DOWN_PAYMENT_SHARE;
  const principal = input.price - input.downPayment;
  if (input.downPayment + 1e-9 < minimum) problems.push({ code: 'down_payment_too_small', minimum });
  if (principal <= 0) problems.push({ code: 'nothing_to_borrow' });
  const principalGel = input.currency === 'USD' ? principal * rateUsdGel : principal;
  if (input.currency !== 'GEL' && principal > 0 && principalGel < GEL_ONLY_BELOW_GEL) {
    problems.push({ code: 'gel_only_below', limitGel: GEL_ONLY_BELOW_GEL });
  }
  if (input.currency !== 'GEL' && input.years > MAX_FOREIGN_CURRENCY_YEARS) {
    problems.push({ code: 'foreign_currency_term', maxYears: MAX_FOREIGN_CURRENCY_YEARS });
  }
  if (input.years < 1 || input.years > MAX_TERM_YEARS) {
    problems.push({ code: 'term_out_of_range', maxYears: MAX_TERM_YEARS });
  }
  return problems;
}
