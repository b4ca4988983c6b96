import { cache } from 'react';
import { serverApi } from '@/lib/api/server';
import { ApiError } from '@/lib/api/errors';
import type { Property, PropertySummary } from '@tbilisi/contracts';

/** One fetch per request, shared by the page and its metadata; null when the listing does not exist. */
export const loadProperty = cache(async (rawId: string): Promise<Property | null> => {
  const id = Number(rawId);
  if (!Number.isInteger(id) || id <= 0) return null;
  try {
    return await (await serverApi()).getProperty(id);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
});

export async function loadSimilar(property: Property): Promise<PropertySummary[]> {
  const params = new URLSearchParams({
    listing_type: property.listing_type,
    property_type: property.property_type,
    // More than the four shown: the listing itself and any marked not available are left out.
    limit: '9',
  });
  if (property.urban_area) params.set('locations', property.urban_area);
  else params.set('locations', property.state);
  try {
    const results = await (await serverApi()).searchProperties(params.toString());
    return results.filter((other) => other.id !== property.id && other.is_available).slice(0, 4);
  } catch {
    return [];
  }
}
