/**
 * The amenities a listing can name, with the wording Georgian listing sites use. Codes are stable identifiers
 * (stored with listings and sent by clients); the names are what the three locales show.
 */

/** Kept open rather than a union: amenities are data the api seeds and may extend without a client release. */
export type AmenityCode = string;

export const AMENITIES: readonly { code: AmenityCode; name_ka: string; name_en: string; name_ru: string }[] =
  [
    {
      code: 'air_conditioning',
      name_ka: 'კონდიციონერი',
      name_en: 'Air conditioning',
      name_ru: 'Кондиционер',
    },
    { code: 'elevator', name_ka: 'ლიფტი', name_en: 'Elevator', name_ru: 'Лифт' },
    { code: 'internet', name_ka: 'ინტერნეტი', name_en: 'Internet', name_ru: 'Интернет' },
    { code: 'cable_tv', name_ka: 'საკაბელო ტელევიზია', name_en: 'Cable TV', name_ru: 'Кабельное ТВ' },
    { code: 'tv', name_ka: 'ტელევიზორი', name_en: 'TV', name_ru: 'Телевизор' },
    { code: 'refrigerator', name_ka: 'მაცივარი', name_en: 'Refrigerator', name_ru: 'Холодильник' },
    {
      code: 'washing_machine',
      name_ka: 'სარეცხი მანქანა',
      name_en: 'Washing machine',
      name_ru: 'Стиральная машина',
    },
    {
      code: 'dishwasher',
      name_ka: 'ჭურჭლის სარეცხი მანქანა',
      name_en: 'Dishwasher',
      name_ru: 'Посудомоечная машина',
    },
    { code: 'oven', name_ka: 'ღუმელი', name_en: 'Oven', name_ru: 'Духовка' },
    { code: 'gas_stove', name_ka: 'გაზქურა', name_en: 'Gas stove', name_ru: 'Газовая плита' },
    { code: 'furniture', name_ka: 'ავეჯი', name_en: 'Furniture', name_ru: 'Мебель' },
    { code: 'wardrobe', name_ka: 'გარდერობი', name_en: 'Wardrobe', name_ru: 'Гардероб' },
    { code: 'security', name_ka: 'დაცვა', name_en: 'Security', name_ru: 'Охрана' },
    { code: 'intercom', name_ka: 'დომოფონი', name_en: 'Intercom', name_ru: 'Домофон' },
    { code: 'fireplace', name_ka: 'ბუხარი', name_en: 'Fireplace', name_ru: 'Камин' },
    { code: 'hot_water', name_ka: 'ცხელი წყალი', name_en: 'Hot water', name_ru: 'Горячая вода' },
    { code: 'heated_floor', name_ka: 'იატაკის გათბობა', name_en: 'Heated floor', name_ru: 'Тёплый пол' },
    { code: 'generator', name_ka: 'გენერატორი', name_en: 'Generator', name_ru: 'Генератор' },
  ];
