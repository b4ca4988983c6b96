import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber, localized, priceIn } from './format';

describe('money and numbers', () => {
  it('groups thousands the way each language writes them', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'ka')).toBe('1\u00a0234\u00a0567');
    expect(formatNumber(1234.5, 'ru', 1)).toBe('1\u00a0234,5');
    expect(formatNumber(999, 'en')).toBe('999');
  });

  it('puts the dollar sign before and the lari sign after the amount', () => {
    expect(formatMoney(185000, 'USD', 'en')).toBe('$185,000');
    expect(formatMoney(501350, 'GEL', 'en')).toBe('501,350 \u20be');
  });

  it('shows USD when chosen and known, otherwise the GEL amount', () => {
    expect(priceIn({ rent_amount: 271, rent_amount_usd: 100 }, 'USD')).toEqual({
      amount: 100,
      currency: 'USD',
    });
    expect(priceIn({ rent_amount: 271, rent_amount_usd: null }, 'USD')).toEqual({
      amount: 271,
      currency: 'GEL',
    });
    expect(priceIn({ rent_amount: 271, rent_amount_usd: 100 }, 'GEL')).toEqual({
      amount: 271,
      currency: 'GEL',
    });
  });

  it('uses the language variant of a text when present', () => {
    const listing = { title: 'ბინა ვაკეში', title_en: 'Flat in Vake', title_ru: '  ' };
    expect(localized(listing, 'title', 'en')).toBe('Flat in Vake');
    expect(localized(listing, 'title', 'ru')).toBe('ბინა ვაკეში');
    expect(localized(listing, 'title', 'ka')).toBe('ბინა ვაკეში');
  });
});

describe('dates', () => {
  it('writes the Tbilisi calendar day in each language', () => {
    expect(formatDate('2025-07-18T12:00:00Z', 'en')).toBe('18 July 2025');
    expect(formatDate('2025-07-18T12:00:00Z', 'ka')).toBe('18 ივლისი, 2025');
    expect(formatDate('2025-07-18T12:00:00Z', 'ru')).toBe('18 июля 2025 г.');
    // 22:30 UTC is already the next day in Tbilisi.
    expect(formatDate('2025-07-18T22:30:00Z', 'en')).toBe('19 July 2025');
  });
});
