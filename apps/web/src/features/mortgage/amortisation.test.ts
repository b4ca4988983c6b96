import { describe, expect, it } from 'vitest';
import { amortise, loanProblems, monthlyPayment } from './amortisation';

describe('monthlyPayment', () => {
  // Textbook figures: 200,000 at 6 % over 30 years is 1,199.10 a month; 100,000 at 5 % over 15 years is 790.79;
  // 150,000 at 4.5 % over 30 years is 760.03 (the standard amortisation tables).
  it.each([
    [200_000, 6, 360, 1199.1],
    [100_000, 5, 180, 790.79],
    [150_000, 4.5, 360, 760.03],
  ])('%d at %d %% over %d months is %d', (principal, rate, months, expected) => {
    expect(monthlyPayment(principal, rate, months)).toBeCloseTo(expected, 2);
  });

  it('is the principal spread evenly at 0 %', () => {
    expect(monthlyPayment(120_000, 0, 120)).toBe(1000);
  });
});

describe('amortise', () => {
  it('matches the worked example: 200,000 at 6 % over 30 years', () => {
    const result = amortise({
      price: 250_000,
      downPayment: 50_000,
      years: 30,
      annualRatePercent: 6,
      currency: 'GEL',
    });
    expect(result.principal).toBe(200_000);
    expect(result.monthlyPayment).toBeCloseTo(1199.1, 2);
    // 360 payments of 1,199.10 less the 200,000 borrowed.
    expect(result.totalInterest).toBeCloseTo(231_676.38, 0);
    expect(result.schedule).toHaveLength(30);
    // First year of the published schedule: 11,933.19 of interest, 2,456.02 of principal, 197,543.98 still owed.
    expect(result.schedule[0]!.interest).toBeCloseTo(11_933.19, 1);
    expect(result.schedule[0]!.principal).toBeCloseTo(2_456.02, 1);
    expect(result.schedule[0]!.balance).toBeCloseTo(197_543.98, 1);
    expect(result.schedule.at(-1)!.balance).toBe(0);
  });

  it('repays exactly the principal', () => {
    const result = amortise({
      price: 100_000,
      downPayment: 15_000,
      years: 10,
      annualRatePercent: 8.5,
      currency: 'USD',
    });
    const repaid = result.schedule.reduce((sum, year) => sum + year.principal, 0);
    expect(repaid).toBeCloseTo(85_000, 6);
    expect(result.totalPaid).toBeCloseTo(result.monthlyPayment * 120, 4);
  });
});

describe('loanProblems', () => {
  const rate = 2.7;
  it('asks for a 15 % down payment', () => {
    const problems = loanProblems(
      { price: 300_000, downPayment: 30_000, years: 20, annualRatePercent: 13, currency: 'GEL' },
      rate,
    );
    expect(problems).toEqual([{ code: 'down_payment_too_small', minimum: 45_000 }]);
  });

  it('allows a dollar loan only at 200,000 GEL and above, and for at most 10 years', () => {
    const small = loanProblems(
      { price: 80_000, downPayment: 20_000, years: 10, annualRatePercent: 8.5, currency: 'USD' },
      rate,
    );
    expect(small.map((p) => p.code)).toEqual(['gel_only_below']);
    const long = loanProblems(
      { price: 150_000, downPayment: 30_000, years: 15, annualRatePercent: 8.5, currency: 'USD' },
      rate,
    );
    expect(long.map((p) => p.code)).toEqual(['foreign_currency_term']);
    expect(
      loanProblems(
        { price: 150_000, downPayment: 30_000, years: 10, annualRatePercent: 8.5, currency: 'USD' },
        rate,
      ),
    ).toEqual([]);
  });

  it('lets a lari loan of any size run 30 years', () => {
    expect(
      loanProblems(
        { price: 100_000, downPayment: 15_000, years: 30, annualRatePercent: 13, currency: 'GEL' },
        rate,
      ),
    ).toEqual([]);
  });
});
