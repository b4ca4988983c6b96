/**
 * Listing texts in Georgian, Russian and English, written from the flat's facts and a poster's choice of sentences,
 * so that a translation says the same things in another language and an agency template says only the facts.
 */
import type { Random } from './prng';

export type Language = 'ka' | 'ru' | 'en';
export type Deal = 'sale' | 'rent' | 'daily_rent' | 'mortgage';

export interface TextFacts {
  deal: Deal;
  rooms: number;
  area: number;
  floor: number | null;
  totalFloors: number | null;
  neighbourhood: { ka: string; en: string; ru: string };
  renovation: string;
  furnished: boolean;
  newBuilding: boolean;
  isStudio: boolean;
}

const DEAL_WORD: Record<Deal, Record<Language, string>> = {
  sale: { ka: 'იყიდება', ru: 'Продается', en: 'For sale:' },
  rent: { ka: 'ქირავდება', ru: 'Сдается', en: 'For rent:' },
  daily_rent: { ka: 'დღიურად ქირავდება', ru: 'Посуточно сдается', en: 'Daily rent:' },
  mortgage: { ka: 'გირავდება', ru: 'Сдается в залог', en: 'Leasehold mortgage:' },
};

const RENOVATION: Record<string, Record<Language, string>> = {
  newly_renovated: { ka: 'ახალი რემონტით', ru: 'с новым ремонтом', en: 'newly renovated' },
  renovated: { ka: 'გარემონტებული', ru: 'с ремонтом', en: 'renovated' },
  old_renovated: { ka: 'ძველი რემონტით', ru: 'со старым ремонтом', en: 'old renovation' },
  not_renovated: { ka: 'რემონტის გარეშე', ru: 'без ремонта', en: 'needs renovation' },
  under_renovation: { ka: 'მიმდინარეობს რემონტი', ru: 'идет ремонт', en: 'under renovation' },
  white_frame: { ka: 'თეთრი კარკასი', ru: 'белый каркас', en: 'white frame' },
  black_frame: { ka: 'შავი კარკასი', ru: 'черный каркас', en: 'black frame' },
  green_frame: { ka: 'მწვანე კარკასი', ru: 'зеленый каркас', en: 'green frame' },
};

/** Sentences an owner picks from; the same id in another language is its translation. */
export const OWNER_SENTENCES: readonly Record<Language, string>[] = [
  {
    ka: 'მესაკუთრე, შუამავლების გარეშე.',
    ru: 'Собственник, без посредников.',
    en: 'Owner, no agents please.',
  },
  {
    ka: 'მზიანი ბინა, წყნარი ეზო.',
    ru: 'Солнечная квартира, тихий двор.',
    en: 'Sunny flat with a quiet yard.',
  },
  {
    ka: 'ახლოსაა მეტრო, სკოლა და საბავშვო ბაღი.',
    ru: 'Рядом метро, школа и детский сад.',
    en: 'Close to the metro, a school and a kindergarten.',
  },
  {
    ka: 'ბინას აქვს დიდი აივანი ხედით ქალაქზე.',
    ru: 'Большой балкон с видом на город.',
    en: 'Large balcony with a city view.',
  },
  {
    ka: 'ცენტრალური გათბობა, ცხელი წყალი 24 საათი.',
    ru: 'Центральное отопление, горячая вода круглосуточно.',
    en: 'Central heating, hot water around the clock.',
  },
  { ka: 'ფასი შეთანხმებით.', ru: 'Цена договорная.', en: 'Price negotiable.' },
  {
    ka: 'ბინა სრულად ავეჯით და ტექნიკით.',
    ru: 'Квартира полностью с мебелью и техникой.',
    en: 'Fully furnished, with appliances.',
  },
  { ka: 'შინაური ცხოველები დაშვებულია.', ru: 'Можно с животными.', en: 'Pets are welcome.' },
  { ka: 'კორპუსში მუშაობს ლიფტი.', ru: 'В доме работает лифт.', en: 'The lift works.' },
  { ka: 'იპოთეკით შეძენაც შესაძლებელია.', ru: 'Возможна покупка в ипотеку.', en: 'A mortgage is possible.' },
  { ka: 'ეზოში პარკინგი.', ru: 'Парковка во дворе.', en: 'Parking in the yard.' },
  { ka: 'ოთახები იზოლირებულია.', ru: 'Комнаты изолированные.', en: 'Separate rooms.' },
];

function locative(name: string): string {
  // Georgian locative: a final ი drops before -ში (ისანი → ისანში), other stems take -ში as they are.
  return name.endsWith('ი') ? `${name.slice(0, -1)}ში` : `${name}ში`;
}

export function title(facts: TextFacts, language: Language, style: 'owner' | 'agent' | 'developer'): string {
  const d = DEAL_WORD[facts.deal][language];
  const n = facts.neighbourhood;
  const rooms = facts.rooms;
  if (language === 'ka') {
    const kind = facts.isStudio ? 'სტუდიო' : `${rooms} ოთახიანი ბინა`;
    return style === 'developer' ? `${kind} ახალ აშენებულში, ${n.ka}` : `${d} ${kind} ${locative(n.ka)}`;
  }
  if (language === 'ru') {
    const kind = facts.isStudio ? 'студия' : `${rooms}-комнатная квартира`;
    return style === 'developer' ? `${kind} в новостройке, ${n.ru}` : `${d} ${kind}, ${n.ru}`;
  }
  const kind = facts.isStudio ? 'studio' : `${rooms}-room apartment`;
  return style === 'developer' ? `New building: ${kind} in ${n.en}` : `${d} ${kind} in ${n.en}`;
}

function factsSentence(facts: TextFacts, language: Language): string {
  const renovation = RENOVATION[facts.renovation]?.[language] ?? '';
  const floor =
    facts.floor === null
      ? ''
      : language === 'ka'
        ? ` სართული ${facts.floor}${facts.totalFloors ? `/${facts.totalFloors}` : ''}.`
        : language === 'ru'
          ? ` Этаж ${facts.floor}${facts.totalFloors ? ` из ${facts.totalFloors}` : ''}.`
          : ` Floor ${facts.floor}${facts.totalFloors ? ` of ${facts.totalFloors}` : ''}.`;
  if (language === 'ka') return `ფართი ${facts.area} კვ.მ, ${facts.rooms} ოთახი, ${renovation}.${floor}`;
  if (language === 'ru') return `Площадь ${facts.area} м², ${facts.rooms} комн., ${renovation}.${floor}`;
  return `${facts.area} m², ${facts.rooms} rooms, ${renovation}.${floor}`;
}

/** An owner's description: the facts and a few personal sentences, in that owner's order. */
export function ownerDescription(
  facts: TextFacts,
  language: Language,
  sentenceIds: readonly number[],
): string {
  const parts = [title(facts, language, 'owner') + '.', factsSentence(facts, language)];
  for (const id of sentenceIds) parts.push(OWNER_SENTENCES[id]![language]);
  return parts.join(' ');
}

export function pickOwnerSentences(rng: Random, deal: Deal): number[] {
  const pool = OWNER_SENTENCES.map((_, i) => i).filter((i) => deal === 'sale' || i !== 9);
  return rng.sample(pool, rng.int(deal === 'daily_rent' || deal === 'rent' ? 0 : 1, deal === 'sale' ? 5 : 2));
}

/** An agency's template: the same frame around the facts for every listing it posts. */
export function agencyDescription(
  facts: TextFacts,
  language: Language,
  agency: { name: string; phone: string; slogan: Record<Language, string> },
): string {
  const call = language === 'ka' ? 'დაგვიკავშირდით' : language === 'ru' ? 'Звоните' : 'Call us';
  return `${agency.name}. ${agency.slogan[language]} ${title(facts, language, 'agent')}. ${factsSentence(facts, language)} ${call}: ${agency.phone}. ID ${Math.abs(facts.area * 7919 + facts.rooms * 104729) % 100000}`;
}

/** A developer's unit text: one project text with the unit's numbers filled in. */
export function developerDescription(
  facts: TextFacts,
  language: Language,
  project: { name: string; pricePerSqmUsd: number; completion: string },
): string {
  if (language === 'ka')
    return `პროექტი "${project.name}". ${factsSentence(facts, language)} კვ.მ-ის ფასი ${project.pricePerSqmUsd}$. დასრულება: ${project.completion}. განვადება 0%.`;
  if (language === 'ru')
    return `Проект "${project.name}". ${factsSentence(facts, language)} Цена за м² ${project.pricePerSqmUsd}$. Сдача: ${project.completion}. Рассрочка 0%.`;
  return `Project "${project.name}". ${factsSentence(facts, language)} Price per m² $${project.pricePerSqmUsd}. Completion: ${project.completion}. 0% instalments.`;
}
