const DAY_MS = 24 * 60 * 60 * 1000;

/** Days a listing stays listed after its poster last confirmed it: rents move fast, sales slowly. */
export function freshDays(listingType: string): number {
  return listingType === 'rent' || listingType === 'daily_rent' ? 30 : 60;
}

export function expiryFrom(confirmedAt: Date, listingType: string): Date {
  return new Date(confirmedAt.getTime() + freshDays(listingType) * DAY_MS);
}

/** The poster is asked this long before the listing expires. */
export const REMIND_BEFORE_MS = 3 * DAY_MS;

/** "No longer available" reports since the last confirmation that ask the poster to confirm at once. */
export const REPORTS_TO_ASK = 3;
