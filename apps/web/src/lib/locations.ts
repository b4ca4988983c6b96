import { findLocation, type LocationNode } from '@tbilisi/contracts';

export function nodeName(node: LocationNode, locale: string): string {
  return locale === 'en' ? node.name_en : locale === 'ru' ? node.name_ru : node.name_ka;
}

/** The name of a district or neighbourhood slug in the reader's language; unknown slugs are shown as given. */
export function locationName(slug: string | null | undefined, locale: string): string {
  if (!slug) return '';
  const found = findLocation(slug);
  if (!found) return slug;
  return nodeName(found.neighbourhood ?? found.district, locale);
}

const CITY_NAMES: Record<string, Record<string, string>> = {
  tbilisi: { ka: 'თბილისი', en: 'Tbilisi', ru: 'Тбилиси' },
};

export function cityName(city: string, locale: string): string {
  return CITY_NAMES[city.trim().toLowerCase()]?.[locale] ?? city;
}

/**
 * Address, neighbourhood and city joined by commas, or nothing when none is known
 * (docs/product/screens.md#property-card).
 */
export function addressLine(
  property: { address: string; urban_area: string | null; city: string },
  locale: string,
): string {
  return [property.address, locationName(property.urban_area, locale), cityName(property.city, locale)]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
