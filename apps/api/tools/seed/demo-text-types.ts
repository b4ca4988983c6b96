import type { Feature, ListingType, PropertyType, RenovationStatus } from '@tbilisi/contracts';
import type { PlaceForms } from './demo-locatives';

/** What the text builders need to know about a demo listing. */
export interface ListingTextInput {
  listing_type: ListingType;
  property_type: PropertyType;
  is_new_building: boolean;
  /** district slug, which decides how the neighbourhood is described */
  state: string;
  urban_area: string;
  rooms: number | null;
  bedrooms: number;
  square_feet: number;
  floor: number | null;
  total_floors: number | null;
  renovation_status: RenovationStatus | null;
  yard_area: number | null;
  features: readonly Feature[];
  is_furnished: boolean;
}

/**
 * One language's phrasing. Each function returns candidate phrasings and the caller picks one, so the
 * languages can differ in how many ways they say a thing and in word order, instead of translating one
 * template.
 */
export interface Phrasebook {
  title(i: ListingTextInput, p: PlaceForms): string[];
  facts(i: ListingTextInput): string[];
  renovation(i: ListingTextInput, status: RenovationStatus): string[];
  place(i: ListingTextInput, p: PlaceForms): string[];
  /** a sentence listing the features, given their names in this language */
  features(i: ListingTextInput, names: string[]): string;
  featureNames: Partial<Record<Feature, string>>;
  furnished(i: ListingTextInput): string[];
  closing: Record<ListingType, string[]>;
}

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "a, b and c" with the language's "and". */
export function joinList(items: readonly string[], and: string): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}
