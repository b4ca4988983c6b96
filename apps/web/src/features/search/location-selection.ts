import { DISTRICTS, findLocation } from '@tbilisi/contracts';

/** Any mix of district and neighbourhood slugs → the neighbourhoods they cover. */
export function expandSelection(slugs: readonly string[]): Set<string> {
  const neighbourhoods = new Set<string>();
  for (const slug of slugs) {
    const found = findLocation(slug);
    if (!found) continue;
    if (found.neighbourhood) neighbourhoods.add(found.neighbourhood.slug);
    else for (const child of found.district.neighbourhoods) neighbourhoods.add(child.slug);
  }
  return neighbourhoods;
}

/** A district whose every neighbourhood is chosen is sent as the district: shorter links, same results. */
export function compressSelection(neighbourhoods: ReadonlySet<string>): string[] {
  return DISTRICTS.flatMap((district) => {
    const chosen = district.neighbourhoods.filter((child) => neighbourhoods.has(child.slug));
    if (chosen.length === 0) return [];
    return chosen.length === district.neighbourhoods.length
      ? [district.slug]
      : chosen.map((child) => child.slug);
  });
}

export function districtState(
  districtSlug: string,
  neighbourhoods: ReadonlySet<string>,
): boolean | 'indeterminate' {
  const district = DISTRICTS.find((d) => d.slug === districtSlug);
  if (!district) return false;
  const chosen = district.neighbourhoods.filter((child) => neighbourhoods.has(child.slug)).length;
  return chosen === 0 ? false : chosen === district.neighbourhoods.length ? true : 'indeterminate';
}
