'use client';

import { whenNear } from '@/components/lazy/when-near';
import type { MortgageCalculatorProps } from './mortgage-calculator';

/** The property page's calculator, fetched as it comes near the screen (decision 024). */
export const MortgageCalculatorWhenNear = whenNear<MortgageCalculatorProps>(() =>
  import('./mortgage-calculator').then((module) => ({ default: module.MortgageCalculator })),
);
