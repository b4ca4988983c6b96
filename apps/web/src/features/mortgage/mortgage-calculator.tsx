'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Field, Input, Select } from '@/components/ui/field';
import { formatMoney, formatNumber } from '@/lib/format';
import {
  amortise,
  loanProblems,
  MAX_FOREIGN_CURRENCY_YEARS,
  MIN_DOWN_PAYMENT_SHARE,
  type LoanCurrency,
  type LoanProblem,
} from './amortisation';
import { AmortisationChart } from './amortisation-chart';

export interface MortgageCalculatorProps {
  /** the price to start from, in `currency` */
  price?: number;
  currency?: LoanCurrency;
  /** example annual rates, per cent, by currency */
  rates: Record<LoanCurrency, number>;
  rateUsdGel: number;
  /** the property page's leasehold listings start on the leasehold tab */
  kind?: 'mortgage' | 'leasehold';
  compact?: boolean;
}

const toNumber = (text: string) => {
  const value = Number(text.replace(/[\s,]/g, ''));
  return Number.isFinite(value) ? value : 0;
};

/**
 * A mortgage (or leasehold-mortgage, გირავნობით) calculator: monthly payment, total interest and a yearly chart of
 * what is repaid, with the National Bank of Georgia's rules checked as the figures change.
 */
export function MortgageCalculator({
  price: initialPrice = 150_000,
  currency: initialCurrency = 'USD',
  rates,
  rateUsdGel,
  compact = false,
}: MortgageCalculatorProps) {
  const t = useTranslations('mortgage');
  const locale = useLocale();
  const id = useId();
  const [currency, setCurrency] = useState<LoanCurrency>(initialCurrency);
  const [price, setPrice] = useState(String(Math.round(initialPrice)));
  const [down, setDown] = useState(String(Math.round(initialPrice * 0.2)));
  const [years, setYears] = useState(String(initialCurrency === 'USD' ? MAX_FOREIGN_CURRENCY_YEARS : 15));
  const [rate, setRate] = useState(String(rates[initialCurrency]));

  const input = {
    price: toNumber(price),
    downPayment: toNumber(down),
    years: toNumber(years),
    annualRatePercent: toNumber(rate),
    currency,
  };
  const problems = loanProblems(input, rateUsdGel);
  // A 30-year schedule is 360 steps: cheap enough to recompute on every keystroke.
  const result = amortise(input);
  const money = (amount: number) => formatMoney(Math.round(amount), currency, locale);

  const switchCurrency = (next: LoanCurrency) => {
    if (next === currency) return;
    const factor = next === 'GEL' ? rateUsdGel : 1 / rateUsdGel;
    setPrice(String(Math.round(toNumber(price) * factor)));
    setDown(String(Math.round(toNumber(down) * factor)));
    setRate(String(rates[next]));
    if (next === 'USD' && toNumber(years) > MAX_FOREIGN_CURRENCY_YEARS)
      setYears(String(MAX_FOREIGN_CURRENCY_YEARS));
    setCurrency(next);
  };

  const describe = (problem: LoanProblem) => {
    switch (problem.code) {
      case 'down_payment_too_small':
        return t('problemDownPayment', {
          share: Math.round(MIN_DOWN_PAYMENT_SHARE * 100),
          minimum: money(problem.minimum),
        });
      case 'gel_only_below':
        return t('problemGelOnly', { limit: formatMoney(problem.limitGel, 'GEL', locale) });
      case 'foreign_currency_term':
        return t('problemForeignTerm', { years: problem.maxYears });
      case 'term_out_of_range':
        return t('problemTerm', { years: problem.maxYears });
      case 'nothing_to_borrow':
        return t('problemNothing');
    }
  };

  const shown = problems.length === 0 && result.principal > 0;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6"
      data-testid="mortgage-calculator"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-fg">
        {t('title')}
      </h2>
      <div className={compact ? 'mt-4 grid gap-3 sm:grid-cols-2' : 'mt-4 grid gap-4 sm:grid-cols-3'}>
        <Field label={t('price')} htmlFor={`${id}-price`}>
          <Input
            id={`${id}-price`}
            inputMode="numeric"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
        </Field>
        <Field
          label={t('downPayment')}
          htmlFor={`${id}-down`}
          hint={t('downPaymentHint', { share: Math.round(MIN_DOWN_PAYMENT_SHARE * 100) })}
        >
          <Input
            id={`${id}-down`}
            inputMode="numeric"
            value={down}
            onChange={(e) => setDown(e.target.value)}
          />
        </Field>
        <Field label={t('currency')} htmlFor={`${id}-currency`}>
          <Select
            id={`${id}-currency`}
            value={currency}
            onChange={(e) => switchCurrency(e.target.value as LoanCurrency)}
          >
            <option value="GEL">GEL ₾</option>
            <option value="USD">USD $</option>
          </Select>
        </Field>
        <Field label={t('term')} htmlFor={`${id}-years`}>
          <Input
            id={`${id}-years`}
            inputMode="numeric"
            value={years}
            onChange={(e) => setYears(e.target.value)}
          />
        </Field>
        <Field label={t('rate')} htmlFor={`${id}-rate`} hint={t('rateHint')}>
          <Input
            id={`${id}-rate`}
            inputMode="decimal"
            value={rate}
            onChange={(e) => setRate(e.target.value)}
          />
        </Field>
      </div>

      {problems.length ? (
        // The alert is a wrapper: a role on the list itself would take away its list semantics.
        <div role="alert">
          <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-danger">
            {problems.map((problem) => (
              <li key={problem.code}>{describe(problem)}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {shown ? (
        <>
          <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Figure label={t('monthly')} value={money(result.monthlyPayment)} testId="mortgage-monthly" />
            <Figure label={t('loan')} value={money(result.principal)} />
            <Figure
              label={t('totalInterest')}
              value={money(result.totalInterest)}
              testId="mortgage-interest"
            />
            <Figure label={t('totalPaid')} value={money(result.totalPaid)} />
          </dl>
          <AmortisationChart
            schedule={result.schedule}
            format={(amount) => formatNumber(Math.round(amount), locale)}
            labels={{ principal: t('principalPart'), interest: t('interestPart'), year: t('year') }}
          />
        </>
      ) : null}
      <p className="mt-4 text-xs text-muted">{t('disclaimer')}</p>
    </section>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-lg bg-bg p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-1 font-semibold text-fg tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
