import { findLocation } from '@tbilisi/contracts';

/**
 * "In <neighbourhood>" in the three languages, for demo titles and descriptions. Most names follow a rule;
 * the exceptions are the idiomatic forms locals use (საბურთალოზე, на Вере) and multi-word names whose
 * head word declines (დიდ დიღომში, на Третьем массиве).
 */

const KA_OVERRIDES: Readonly<Record<string, string>> = {
  saburtalo: 'საბურთალოზე',
  vera: 'ვერაზე',
  mtatsminda: 'მთაწმინდაზე',
  elia: 'ელიაზე',
  temka: 'თემქაზე',
  plekhanovi: 'პლეხანოვზე',
  'nutsubidze-plateau': 'ნუცუბიძის პლატოზე',
  'mesame-masivi': 'მესამე მასივზე',
  'dighomi-massive': 'დიღმის მასივზე',
  'tbilisi-sea': 'თბილისის ზღვაზე',
  'lisi-lake': 'ლისის ტბასთან',
  'turtle-lake': 'კუს ტბასთან',
  'didi-dighomi': 'დიდ დიღომში',
  'dighomi-village': 'სოფელ დიღომში',
  'dighomi-1-9': 'დიღმის 1-9 მიკრორაიონში',
};

const EN_OVERRIDES: Readonly<Record<string, string>> = {
  'nutsubidze-plateau': 'on Nutsubidze Plateau',
  'lisi-lake': 'near Lisi Lake',
  'turtle-lake': 'near Turtle Lake',
  'tbilisi-sea': 'near the Tbilisi Sea',
  'vazha-pshavela-quarters': 'in the Vazha-Pshavela Quarters',
  'airport-settlement': 'in the Airport Settlement',
  'mesame-masivi': 'in the Third Massive',
  'dighomi-massive': 'in the Dighomi Massive',
};

// Georgian names ending in a consonant sound or -и/-е/-о stay indeclinable in Russian; those in -а decline.
const RU_OVERRIDES: Readonly<Record<string, string>> = {
  saburtalo: 'на Сабуртало',
  'nutsubidze-plateau': 'на плато Нуцубидзе',
  'vazha-pshavela-quarters': 'в кварталах Важа-Пшавела',
  'lisi-lake': 'у озера Лиси',
  'turtle-lake': 'у Черепашьего озера',
  'dighomi-village': 'в селе Дигоми',
  'mesame-masivi': 'на Третьем массиве',
  'airport-settlement': 'в посёлке Аэропорта',
  ponichala: 'в Поничале',
  temka: 'на Темке',
  sanzona: 'на Санзоне',
  avchala: 'в Авчале',
  zahesi: 'на ЗАГЭСе',
  gldanula: 'в Глдануле',
  'tbilisi-sea': 'у Тбилисского моря',
  'dighomi-massive': 'на Дигомском массиве',
  kukia: 'в Кукии',
  plekhanovi: 'на Плеханова',
  mtatsminda: 'на Мтацминде',
  vera: 'на Вере',
  kala: 'в районе Кала',
  ortachala: 'в Ортачале',
  akhaldaba: 'в Ахалдабе',
  betania: 'в Бетании',
  tabakhmela: 'в Табахмеле',
  okrokana: 'в Окрокане',
  mtskheta: 'в Мцхете',
};

export interface PlaceForms {
  /** nominative names, for sentences that name the place */
  ka: string;
  en: string;
  ru: string;
  /** "in <place>", lower case, ready to follow a noun */
  ka_in: string;
  en_in: string;
  ru_in: string;
}

export function placeForms(slug: string): PlaceForms {
  const place = findLocation(slug)?.neighbourhood;
  if (!place) throw new Error(`Unknown neighbourhood slug: ${slug}`);
  // The locative suffix replaces a final -ი (ისანი → ისანში) and follows any other vowel (ვაკე → ვაკეში).
  const kaIn = KA_OVERRIDES[slug] ?? `${place.name_ka.replace(/ი$/u, '')}ში`;
  return {
    ka: place.name_ka,
    en: place.name_en,
    ru: place.name_ru,
    ka_in: kaIn,
    en_in: EN_OVERRIDES[slug] ?? `in ${place.name_en}`,
    ru_in: RU_OVERRIDES[slug] ?? `в ${place.name_ru}`,
  };
}
