import {
  DISTRICTS,
  findLocation,
  findStreet,
  streetNames,
  TBILISI_STREETS,
  type TaxonomyStreet,
} from '@tbilisi/contracts';
import { toLatin } from './translit';

/**
 * One spelling of a Tbilisi street address, whatever the poster wrote: "ჭავჭავაძის გამზ. 37ა", "37a Ilia
 * Chavchavadze Ave.", "Tchavtchavadze str. N37 a" and "просп. Чавчавадзе, д. 37а" are all street "chavchavadz",
 * house "37a". Two listings of one building then share a key, which an index can look up exactly.
 *
 * Every word goes to the folded Latin of lib/translit (docs/decisions/003: gh/g, kh/x/q/k, tch/ch, c/ts, ph/f/p
 * ...), and then further, because an address must match as a whole rather than word by word:
 * - the Georgian genitive is cut ("ჭავჭავაძის", "ვეკუას", "Chavchavadzis") as is the final vowel of the
 *   nominative ("Chavchavadze", "Vekua"), and the vowel Georgian drops before it comes back out of the nominative
 *   (წერეთლის / Tsereteli → "tseretl", აღმაშენებლის / Aghmashenebeli → "agmashenebl");
 * - Russian adjectival street names lose their ending (Навтлугская → "navtlug", Кутаисская → "kutais"), and
 *   я/ю after a consonant fold with the Latin a/u (Любляна / Lubliana);
 * - street-type words and abbreviations in the three scripts, city and neighbourhood names, first names and
 *   initials ("ილია", "I.", "Shota") are dropped; lanes and dead ends keep a marker and their ordinal, because
 *   "Pekini 2nd lane 5" is not "Pekini 5".
 * The words are sorted, so "Tamar Mepe" and "Mepe Tamar" agree.
 */
export interface AddressKey {
  /** the street's words in folded Latin, sorted, space-separated; '' when no street name was found */
  street: string;
  /** house number with its letter and block ("37a", "12/3"); null when the address has none */
  house: string | null;
  /** flat number when the address names one ("apt 12", "ბინა 12", "кв. 12") */
  flat: string | null;
  /**
   * The street of the taxonomy (contracts' TBILISI_STREETS) the address names, in any script, romanisation, former
   * name or with one letter mistyped; null for a street the taxonomy does not hold. When set, `street` is that
   * street's own key, so every spelling of it shares one key.
   */
  streetId: string | null;
}

/** Where a listing is: its district and neighbourhood slugs (a street's id depends on the settlement). */
export interface AddressPlace {
  state?: string | null;
  urbanArea?: string | null;
  /** the street the poster picked from the taxonomy for this address (the form's street field), if any */
  streetId?: string | null;
}

// Scholarly romanisation (ISO 9984, national transliteration with diacritics) to the plain digraphs the folds know.
const DIACRITICS: [RegExp, string][] = [
  [/[šŝ]/g, 'sh'],
  [/[čĉ]/g, 'ch'],
  [/ž/g, 'zh'],
  [/[ǯǰ]/g, 'j'],
  [/ʒ/g, 'dz'],
  [/ġ/g, 'gh'],
  [/[ʻʼ'’`´]/g, ''],
];

/** Every written form of a street type, as `latinWord` folds it. */
const STREET_TYPES = new Set(
  [
    // Latin: English, and romanised Georgian and Russian
    'st',
    'str',
    'street',
    'ave',
    'av',
    'avenue',
    'avn',
    'pr',
    'prt',
    'prosp',
    'prospect',
    'prospekt',
    'road',
    'rd',
    'highway',
    'hwy',
    'square',
    'sq',
    'blvd',
    'boulevard',
    'embankment',
    'emb',
    'kucha',
    'kuchis',
    'qucha',
    'k',
    'gamz',
    'gamziri',
    'gamzirze',
    'gamzirs',
    'ul',
    'ulitsa',
    'moedani',
    'gzatketsili',
    'sanapiro',
    'district',
    'end',
    // Georgian
    'ქ',
    'ქუჩა',
    'ქუჩის',
    'ქუჩაზე',
    'გამზ',
    'გამზირი',
    'გამზირის',
    'გამზირზე',
    'მოედანი',
    'მოედნის',
    'გზატკეცილი',
    'გზატკეცილის',
    'სანაპირო',
    'სანაპიროს',
    'ბულვარი',
    'კვარტალი',
    'დასახლება',
    // Russian
    'ул',
    'улица',
    'улицы',
    'просп',
    'проспект',
    'пр-т',
    'пл',
    'площадь',
    'шоссе',
    'наб',
    'набережная',
    'бульвар',
    'б-р',
    'квартал',
  ].map(latinWord),
);

/** Street types long enough that one mistyped letter still names them ("steret", "avneue", "проспкт"). */
const LONG_STREET_TYPES = [...STREET_TYPES].filter((type) => type.length >= 6);

/** One letter added, left out, changed or swapped with its neighbour: the typos posters make. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (x: string, y: string) => x.slice(i + 1) === y.slice(i + 1);
  if (a.length === b.length) {
    return rest(a, b) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const isStreetType = (latin: string) =>
  STREET_TYPES.has(latin) ||
  (latin.length >= 5 && LONG_STREET_TYPES.some((type) => oneEditApart(latin, type)));

/** A Soviet microdistrict ("Gldani, III m/r, block 12"): the settlement, the microdistrict and the block are the address. */
const MICRODISTRICT = new Set(
  ['microdistrict', 'mkr', 'm/r', 'მიკრორაიონი', 'მ/რ', 'мкр', 'микрорайон', 'mikroraioni'].map(latinWord),
);

/** Lanes (შესახვევი, переулок) and dead ends (ჩიხი, тупик) off a street are streets of their own. */
const LANES = new Map<string, string>(
  [
    ...['შესახვევი', 'შეს', 'შესახვევის', 'lane', 'ln', 'turn', 'shesakhvevi', 'переулок', 'пер'].map(
      (word) => [word, '~lane'] as const,
    ),
    ...['ჩიხი', 'ჩიხის', 'chikhi', 'tupik', 'тупик', 'dead', 'deadend', 'alley'].map(
      (word) => [word, '~deadend'] as const,
    ),
  ].map(([word, marker]) => [latinWord(word), marker]),
);

// Streets whose English name is a translation, not a transliteration, of the Georgian and Russian one.
const TRANSLATED = new Map<string, string>([
  ['universit', 'universitet'],
  ['airport', 'aeroport'],
]);

// First names that come and go before a surname on street signs and in listings: ილია ჭავჭავაძის, Shota Rustaveli,
// Davit Aghmashenebeli. Only names that never tell two streets apart: Tamar (Mepe) and Parnavaz (Mepe) stay.
const FIRST_NAMES = new Set(
  [
    'ილია',
    'ilia',
    'ilya',
    'ильи',
    'илья',
    'შოთა',
    'shota',
    'აკაკი',
    'akaki',
    'ივანე',
    'ivane',
    'ნიკო',
    'niko',
    'ნიკოლოზ',
    'nikoloz',
    'კოტე',
    'kote',
    'котэ',
    'გალაკტიონ',
    'galaktion',
    'დავით',
    'davit',
    'david',
    'давида',
    'მერაბ',
    'merab',
    'ზურაბ',
    'zurab',
    'მიხეილ',
    'mikheil',
    'გიორგი',
    'giorgi',
    'ვაჟა',
    'vazha',
    'vaja',
    'ვახტანგ',
    'vakhtang',
    'ცოტნე',
    'tsotne',
    'პეტრე',
    'petre',
    'ირაკლი',
    'irakli',
    'ალექსანდრე',
    'aleksandre',
    // Russian genitives: Ильи Чавчавадзе, Мераба Костава, Акакия Церетели
    'мераба',
    'акакия',
    'ивана',
    'николоза',
    'зураба',
    'михаила',
    'георгия',
    'вахтанга',
    'ираклия',
    'александра',
  ].map((name) => nameStem(latinWord(name))),
);

const CITY = new Set(['tbilisi', 'თბილისი', 'тбилиси', 'georgia', 'საქართველო', 'грузия'].map(latinWord));
const AREA_WORDS = new Set(
  ['district', 'raion', 'rayon', 'район', 'რაიონი', 'უბანი', 'ubani', 'neighbourhood', 'area'].map(latinWord),
);

// Neighbourhood and district names, as sorted keys, so a segment like "Vake" or "ვაკე-საბურთალო" is recognised.
const PLACES = new Set(
  DISTRICTS.flatMap((district) =>
    [district, ...district.neighbourhoods].flatMap((place) =>
      [place.name_ka, place.name_en, place.name_ru].map((name) => streetWords(name).sort().join(' ')),
    ),
  ),
);

/** A word in folded Latin without the genitive, before the type and name lists are applied. */
function latinWord(raw: string): string {
  let word = raw.toLowerCase();
  for (const [pattern, replacement] of DIACRITICS) word = word.replace(pattern, replacement);
  return toLatin(word).replace(/[^a-z0-9~/-]/g, '');
}

/** The comparable form of one name word (after type words and first names are gone). */
function nameStem(latin: string): string {
  let word = latin;
  // Russian adjectival names (Навтлугская, Кутаисская, Университетская) leave the stem of the Georgian name.
  const adjective = /(?:ov|ev)?sk(?:aia|ii|oi|aa)$/;
  if (word.length > 6 && adjective.test(word)) {
    word = word.replace(adjective, '');
  } else {
    // The Georgian genitive: -ის after a consonant stem, -ს after a vowel one; then the nominative's last vowel.
    if (word.length > 4) word = word.replace(/is$|(?<=[aeiou])s$/, '');
    if (word.length > 3) word = word.replace(/[aeiou]$/, '');
  }
  word = word.replace(/(.)\1+/g, '$1');
  // я, ю after a consonant are ia, iu in Latin from Russian but a, u in most English spellings.
  word = word.replace(/(?<=[^aeiou])i(?=[aou])/g, '');
  // The vowel Georgian drops before the genitive (წერეთელი → წერეთლის) is dropped from every form.
  if (word.length > 4) word = word.replace(/(?<=[^aeiou])[ea](?=[lrnm]$)/, '');
  return TRANSLATED.get(word) ?? word;
}

/** Words of a street name in comparable form, without types, first names, initials, the city or numbers. */
function streetWords(text: string): string[] {
  const words: string[] = [];
  // Apostrophes mark ejectives in one romanisation (Ponich'ala, Shart'ava): they are not word breaks.
  for (const raw of text.replace(/[ʻʼ'’`´]/g, '').split(/[^\p{L}\p{N}/~-]+/u)) {
    for (const part of raw.split(/-(?!\d)/)) {
      if (!part) continue;
      if (part.startsWith('~')) {
        words.push(part);
        continue;
      }
      const latin = latinWord(part);
      if (!latin || /\d/.test(latin)) continue;
      const lane = LANES.get(latin);
      if (lane) words.push(lane);
      else if (MICRODISTRICT.has(latin)) words.push('~mkr');
      else if (isStreetType(latin) || CITY.has(latin) || /^(?:i{1,3}|iv|vi{0,3}|ix|x)$/.test(latin)) continue;
      // Initials ("I.", "ი.") and stray short words (a mistyped "str.") name no street.
      else if ([...part].length === 1 || latin.length <= 2) continue;
      else {
        const stem = nameStem(latin);
        if (!FIRST_NAMES.has(stem)) words.push(stem);
      }
    }
  }
  return words;
}

// "№ 12", "N12", "No. 12", "#12", "д. 12", "дом 12", "house 12", "სახლი 12": the number that follows is the house.
const NUMBER_SIGN = /(?<![\p{L}\p{N}])(?:№|#|n|no|nr|д|дом|house|bldg|სახლი|სახ)\s*\.?\s*(?=\d)/giu;
const FLAT =
  /(?<![\p{L}\p{N}])(?:apt|apartment|flat|app|бина|кв|квартира|ბინა|ბ)\s*\.?\s*(?:№|#|n|no\.?)?\s*(\d{1,4})(?![\p{N}])/iu;
const BLOCK =
  /(?<![\p{L}\p{N}])(?:korpusi|korpus|korp|block|blk|bl|building|კორპუსი|კორპ|корпус|корп|к(?=\.))\s*\.?\s*(?:№|#|n|no\.?)?\s*(\d{1,3})(?![\p{N}])/iu;
// Ordinals name a lane or a microdistrict ("2nd lane", "მე-2 შესახვევი", "2-й переулок", "III microdistrict").
const ORDINAL =
  /(?<![\p{L}\p{N}])(?:მე-?\s*(\d{1,2})(?:-?ე)?|(\d{1,2})\s*-?\s*(?:st|nd|rd|th|й|ый|ой|ий|ая|я|ე)(?![\p{L}]))/giu;
const ROMAN_BEFORE_LANE =
  /(?<![\p{L}])(i{1,3}|iv|vi{0,3}|ix|x)(?=\s+(?:შესახვევი|ჩიხი|მიკრორაიონი|მ\/რ|lane|turn|dead|microdistrict|mkr|m\/r|тупик|переулок|пер|мкр|микрорайон)(?![\p{L}]))/giu;
const HOUSE =
  /(?<![\p{L}\p{N}/~])(\d{1,4})(?:\s*-?\s*([a-zა-ჰа-я])(?![\p{L}]))?(?:\s*\/\s*(\d{1,3}))?(?![\p{N}])/giu;
const ROMAN: Record<string, number> = {
  i: 1,
  ii: 2,
  iii: 3,
  iv: 4,
  v: 5,
  vi: 6,
  vii: 7,
  viii: 8,
  ix: 9,
  x: 10,
};

/**
 * The key of an address, with its street resolved in the taxonomy when the listing is in the city (`place`: a
 * village's Rustaveli street is not Tbilisi's Rustaveli avenue, and the taxonomy holds no village streets).
 */
export function addressKey(address: string, place?: AddressPlace): AddressKey {
  const read = readAddressOnce(address);
  // A street picked from the list names the street, whatever the text around the house number says.
  const picked = place?.streetId ? findStreet(place.streetId) : undefined;
  const street = !inTbilisi(place)
    ? null
    : picked
      ? { id: picked.id, key: ownKey(picked) }
      : resolveStreet(read.street);
  return street ? { ...read, street: street.key, streetId: street.id } : { ...read, streetId: null };
}

/**
 * Addresses already read: the duplicate check reads the address of every candidate it scores, and one building's
 * listings (met by every check there) spell theirs alike. Bounded like the street cache below.
 */
const readAddresses = new Map<string, Omit<AddressKey, 'streetId'>>();
const READ_KEPT = 20_000;

function readAddressOnce(address: string): Omit<AddressKey, 'streetId'> {
  const known = readAddresses.get(address);
  if (known) return known;
  const read = readAddress(address);
  if (readAddresses.size >= READ_KEPT) readAddresses.clear();
  readAddresses.set(address, read);
  return read;
}

/** The address as written: street words, house and flat, before the street is looked up in the taxonomy. */
function readAddress(address: string): Omit<AddressKey, 'streetId'> {
  let text = address.normalize('NFKC').toLowerCase();

  let flat: string | null = null;
  text = text.replace(FLAT, (_, number: string) => {
    flat = String(Number(number));
    return ' ';
  });
  let block: string | null = null;
  text = text.replace(BLOCK, (_, number: string) => {
    block = String(Number(number));
    return ' ';
  });
  text = text
    .replace(ORDINAL, (_, georgian?: string, other?: string) => ` ~${Number(georgian ?? other)} `)
    .replace(ROMAN_BEFORE_LANE, (numeral: string) => ` ~${ROMAN[numeral.toLowerCase()]} `)
    .replace(NUMBER_SIGN, ' ');

  // The house is the last plain number (a postcode, 0xxx, is not one); an earlier one belongs to the street.
  const numbers = [...text.matchAll(HOUSE)].filter((match) => !/^0\d{3}$/.test(match[1]!));
  const last = numbers.at(-1);
  let house: string | null = null;
  if (last) {
    const letter = last[2] ? latinWord(last[2]).slice(0, 1) : '';
    const suffix = last[3] ? `/${Number(last[3])}` : block ? `/${block}` : '';
    house = `${Number(last[1])}${letter}${suffix}`;
    // A marker where the number was: the part of the address that holds it is the street, whatever else it is.
    text = text.slice(0, last.index) + ' ~house ' + text.slice(last.index + last[0].length);
  } else if (block) {
    house = `/${block}`;
  }

  // Comma-separated parts that only name the city or a neighbourhood ("Vake", "ვაკე-საბურთალოს რაიონი") go.
  const segments = text
    .split(/[,;()]/)
    .map((segment) => streetWords(segment).filter((word) => !AREA_WORDS.has(word)));
  const isName = (word: string) => !word.startsWith('~') || word === '~mkr';
  const named = segments.filter((words) => words.some(isName));
  // In a microdistrict address the settlement's name is part of the address, not a neighbourhood label.
  const microdistrict = named.some((words) => words.includes('~mkr'));
  const isPlace = (words: string[]) =>
    PLACES.has(
      words
        .filter((word) => word !== '~house')
        .sort()
        .join(' '),
    );
  const streets = microdistrict ? named : named.filter((words) => !isPlace(words));
  // Only place names ("Avlabari, Metekhi St. 19": Metekhi is a street and a neighbourhood): the part with the
  // house number is the street.
  const fallback = named.find((words) => words.includes('~house')) ?? named.at(-1);
  const kept = (streets.length > 0 ? streets : fallback ? [fallback] : [])
    .flat()
    .filter((w) => w !== '~house');
  const markers = segments.flat().filter((word) => /^~\d/.test(word) && !kept.includes(word));
  const street = [...new Set([...kept, ...markers])].sort().join(' ');
  return { street, house, flat };
}

/** The key an index holds: street and house in one string ("chavchavadz 37a"); '' without a street name. */
export function addressKeyText(address: string, place?: AddressPlace): string {
  return keyText(addressKey(address, place));
}

/**
 * The index key of a house on a taxonomy street, by the street's id ("chavchavadze-avenue", "37a" →
 * "chavchavadz 37a"): what a listing there is keyed by, however its poster spelled the street. '' for an unknown id.
 */
export function streetHouseKey(streetId: string, house: string): string {
  const street = findStreet(streetId);
  return street ? keyText({ street: ownKey(street), house }) : '';
}

/** The key every spelling of a taxonomy street is given: the key of its usual Latin name. */
const ownKey = (street: TaxonomyStreet) => readAddress(street.name_en).street;

const SURROUNDINGS = 'tbilisi-surroundings';

/** A listing placed in the city, or not placed at all (most are in the city). */
function inTbilisi(place: AddressPlace | undefined): boolean {
  const slug = place?.urbanArea ?? place?.state;
  return !slug || findLocation(slug)?.district.slug !== SURROUNDINGS;
}

/** A street of the taxonomy as keys find it: its id and the key all its spellings share. */
interface KnownStreet {
  id: string;
  key: string;
}

let taxonomyKeys: Map<string, KnownStreet[]> | null = null;

/** Every spelling of every taxonomy street, by its street key (built once, on first use). */
function streetsByKey(): Map<string, KnownStreet[]> {
  if (taxonomyKeys) return taxonomyKeys;
  const byKey = new Map<string, KnownStreet[]>();
  for (const street of TBILISI_STREETS) {
    const known = { id: street.id, key: ownKey(street) };
    for (const name of streetNames(street)) {
      const key = readAddress(name).street;
      const streets = byKey.get(key) ?? [];
      if (key && !streets.some((other) => other.id === known.id)) byKey.set(key, [...streets, known]);
    }
  }
  taxonomyKeys = byKey;
  return byKey;
}

/** Street keys already looked up (a check reads a few hundred addresses; the typo search is a scan). */
const resolved = new Map<string, KnownStreet | null>();
const RESOLVED_KEPT = 20_000;

/**
 * The taxonomy street a street key names: one spelling of it, or the same words with one letter mistyped in one
 * word of five letters or more ("Chavchavdze", "Kazebgi"). A key two streets share, or a typo two streets are one
 * letter from, names neither; lanes and microdistricts are not in the taxonomy.
 */
function resolveStreet(key: string): KnownStreet | null {
  if (!key || key.includes('~')) return null;
  const cached = resolved.get(key);
  if (cached !== undefined) return cached;
  const byKey = streetsByKey();
  const exact = byKey.get(key);
  let found: KnownStreet | null = exact?.length === 1 ? exact[0]! : null;
  if (!exact) {
    const words = key.split(' ');
    const near = new Set<KnownStreet>();
    for (const [other, streets] of byKey) {
      const otherWords = other.split(' ');
      if (otherWords.length !== words.length) continue;
      const differing = words.filter((word, i) => word !== otherWords[i]);
      const i = words.findIndex((word, j) => word !== otherWords[j]);
      if (differing.length === 1 && words[i]!.length >= 5 && oneEditApart(words[i]!, otherWords[i]!))
        for (const street of streets) near.add(street);
    }
    const ids = new Set([...near].map((street) => street.id));
    found = ids.size === 1 ? [...near][0]! : null;
  }
  if (resolved.size >= RESOLVED_KEPT) resolved.clear();
  resolved.set(key, found);
  return found;
}

/** The indexable string of a key already read (addressKeyText without reading the address again). */
export function keyText({ street, house }: Pick<AddressKey, 'street' | 'house'>): string {
  if (!street) return '';
  return house ? `${street} ${house}` : street;
}

/**
 * How alike two street keys are, 0..1: 1 when equal, and close to 1 for a misspelling the folds do not cover
 * ("Chavchavadse"), by the bigram overlap of the letters without vowels (the consonants carry a Georgian name).
 */
export function streetSimilarity(a: string, b: string): number {
  if (!a || !b) return 0;
  if (a === b) return 1;
  const skeleton = (s: string) => s.replace(/[aeiou~\d]/g, '');
  const bigrams = (s: string) => {
    const out = new Map<string, number>();
    for (const word of skeleton(s).split(' ')) {
      const padded = ` ${word} `;
      for (let i = 0; i < padded.length - 1; i++) {
        const gram = padded.slice(i, i + 2);
        out.set(gram, (out.get(gram) ?? 0) + 1);
      }
    }
    return out;
  };
  const ga = bigrams(a);
  const gb = bigrams(b);
  let shared = 0;
  let total = 0;
  for (const [gram, count] of ga) shared += Math.min(count, gb.get(gram) ?? 0);
  for (const count of [...ga.values(), ...gb.values()]) total += count;
  return total === 0 ? 0 : (2 * shared) / total;
}
