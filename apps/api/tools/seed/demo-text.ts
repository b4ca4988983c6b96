import { placeForms } from './demo-locatives';
import type { PlaceForms } from './demo-locatives';
import { en } from './demo-text-en';
import { ka } from './demo-text-ka';
import { ru } from './demo-text-ru';
import type { ListingTextInput, Phrasebook } from './demo-text-types';

/**
 * Titles and 2–4 sentence descriptions of a demo listing in Georgian, English and Russian. The three texts
 * say the same things (the same sentences are chosen in each language) but each in its own phrasing.
 */

export interface ListingTexts {
  title: string;
  title_en: string;
  title_ru: string;
  description: string;
  description_en: string;
  description_ru: string;
}

/** A source of numbers in [0, 1), the generator's seeded PRNG. */
export type Random = () => number;

/** Which optional sentences a description has, decided once so the three languages match. */
interface Plan {
  renovation: boolean;
  extra: 'features' | 'furnished' | 'closing' | null;
}

function plan(i: ListingTextInput, random: Random): Plan {
  // A new building's frame is what tells a buyer how far from finished it is, so it is always mentioned.
  const renovation = i.renovation_status !== null && (i.is_new_building || random() < 0.8);
  const hasFeatures = i.features.some((f) => f in ka.featureNames);
  const furnishable = i.is_furnished && (i.listing_type === 'rent' || i.listing_type === 'daily_rent');
  const r = random();
  const extra =
    hasFeatures && r < 0.45 ? 'features' : furnishable && r < 0.75 ? 'furnished' : r < 0.9 ? 'closing' : null;
  return { renovation, extra };
}

/** Picks by a shared index so every language takes its n-th variant (or its last, if it has fewer). */
const nth = (items: readonly string[], index: number) => items[Math.min(index, items.length - 1)] ?? '';

function describe(
  book: Phrasebook,
  i: ListingTextInput,
  place: PlaceForms,
  p: Plan,
  variant: number,
): string {
  const sentences = [nth(book.facts(i), variant)];
  if (p.renovation && i.renovation_status)
    sentences.push(nth(book.renovation(i, i.renovation_status), variant));
  sentences.push(nth(book.place(i, place), variant));
  if (p.extra === 'features') {
    const names = i.features.flatMap((f) => book.featureNames[f] ?? []);
    sentences.push(book.features(i, names));
  } else if (p.extra === 'furnished') {
    sentences.push(nth(book.furnished(i), variant));
  } else if (p.extra === 'closing') {
    sentences.push(nth(book.closing[i.listing_type], variant));
  }
  return sentences.join(' ');
}

export function buildListingTexts(i: ListingTextInput, random: Random): ListingTexts {
  const place = placeForms(i.urban_area);
  const titleVariant = Math.floor(random() * 3);
  const variant = Math.floor(random() * 2);
  const p = plan(i, random);
  return {
    title: nth(ka.title(i, place), titleVariant),
    title_en: nth(en.title(i, place), titleVariant),
    title_ru: nth(ru.title(i, place), titleVariant),
    description: describe(ka, i, place, p, variant),
    description_en: describe(en, i, place, p, variant),
    description_ru: describe(ru, i, place, p, variant),
  };
}
