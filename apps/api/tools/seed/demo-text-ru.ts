import type { ListingType, PropertyType } from '@tbilisi/contracts';
import { capitalise, joinList } from './demo-text-types';
import type { ListingTextInput, Phrasebook } from './demo-text-types';

/** Russian noun agreement with a number: 1 комната, 2 комнаты, 5 комнат, 21 комната. */
function ruPlural(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

const rooms = (n: number) => `${n} ${ruPlural(n, 'комната', 'комнаты', 'комнат')}`;
const bedrooms = (n: number) => `${n} ${ruPlural(n, 'спальня', 'спальни', 'спален')}`;

function noun(i: ListingTextInput): string {
  const n = i.rooms ?? 1;
  const nouns: Record<PropertyType, string> = {
    apartment: `${n}-комнатная квартира`,
    studio: 'квартира-студия',
    house: `${n}-комнатный частный дом`,
    country_house: 'дача',
    land_plot: `земельный участок ${i.square_feet} м²`,
    commercial: `коммерческое помещение ${i.square_feet} м²`,
    hotel: `гостиница на ${n} ${ruPlural(n, 'номер', 'номера', 'номеров')}`,
  };
  return i.is_new_building ? `${nouns[i.property_type]} в новостройке` : nouns[i.property_type];
}

// Present-tense passives agree with any gender, so one verb serves квартира, дом and помещение alike.
const VERB: Record<ListingType, string> = {
  sale: 'продаётся',
  rent: 'сдаётся',
  daily_rent: 'посуточно сдаётся',
  mortgage: 'сдаётся в залог',
};

export const ru: Phrasebook = {
  title(i, p) {
    const what = noun(i);
    const verb = VERB[i.listing_type];
    const titles = [`${capitalise(verb)} ${what} ${p.ru_in}`, `${capitalise(p.ru_in)} ${verb} ${what}`];
    if (i.property_type !== 'land_plot' && i.property_type !== 'commercial')
      titles.push(`${capitalise(verb)} ${what} ${p.ru_in}, ${i.square_feet} м²`);
    return titles;
  },
  facts(i) {
    const { square_feet: area, floor, total_floors: total, yard_area: yard } = i;
    const n = i.rooms ?? 1;
    const at = `на ${floor}-м этаже ${total}-этажного`;
    const [home, homeOf] = i.property_type === 'house' ? ['Дом', 'дома'] : ['Дача', 'дачи'];
    switch (i.property_type) {
      case 'apartment':
        return [
          `Площадь — ${area} м², ${rooms(n)}, из них ${bedrooms(i.bedrooms)}; ${floor}-й этаж из ${total}.`,
          `Квартира площадью ${area} м² ${at} дома: ${rooms(n)}, из них ${bedrooms(i.bedrooms)}.`,
        ];
      case 'studio':
        return [
          `Студия площадью ${area} м² ${at} дома, кухня совмещена с комнатой.`,
          `Площадь студии — ${area} м², ${floor}-й этаж из ${total}.`,
        ];
      case 'house':
      case 'country_house':
        return [
          `${home} площадью ${area} м² на участке ${yard} м²: ${rooms(n)}, из них ${bedrooms(i.bedrooms)}.`,
          `Площадь ${homeOf} — ${area} м², двора — ${yard} м²; ${rooms(n)}, ${bedrooms(i.bedrooms)}.`,
        ];
      case 'land_plot':
        return [
          `Участок площадью ${area} м², ровный, с подъездной дорогой.`,
          `Площадь участка — ${area} м²; рядом электричество и вода.`,
        ];
      case 'commercial':
        return [
          `Помещение площадью ${area} м² ${at} здания.`,
          `Коммерческое помещение ${area} м², подходит под офис, магазин или кафе.`,
        ];
      case 'hotel': {
        const guestRooms = `${n} ${ruPlural(n, 'номер', 'номера', 'номеров')}`;
        return [`Гостиница площадью ${area} м²: ${guestRooms} в ${total}-этажном здании.`];
      }
    }
  },
  renovation(_i, status) {
    const frame = { green_frame: 'зелёном', black_frame: 'чёрном', white_frame: 'белом' } as const;
    switch (status) {
      case 'not_renovated':
        return ['Требуется ремонт, это учтено в цене.', 'Без ремонта.'];
      case 'under_renovation':
        return ['Сейчас идёт ремонт.'];
      case 'old_renovated':
        return ['Ремонт старый, но всё в хорошем состоянии.'];
      case 'renovated':
        return ['Хороший ремонт, можно заезжать и жить.', 'Сделан ремонт.'];
      case 'newly_renovated':
        return ['Свежий ремонт.', 'Только что сделан новый ремонт.'];
      default:
        return [`Сдача в ${frame[status]} каркасе.`];
    }
  },
  place(i, p) {
    const where = capitalise(p.ru_in);
    if (i.state === 'tbilisi-surroundings')
      return [`${where} чистый воздух и тишина, а до центра города — 20–30 минут на машине.`];
    if (i.state === 'old-tbilisi')
      return [`${where} в пешей доступности достопримечательности старого города, кафе и рестораны.`];
    return [
      `${where} всё рядом: школы, магазины и остановки транспорта.`,
      `${where} развитая инфраструктура: супермаркеты, аптеки и школы в нескольких минутах.`,
    ];
  },
  features: (_i, names) => `Есть ${joinList(names, 'и')}.`,
  featureNames: {
    central_heating: 'центральное отопление',
    natural_gas: 'газ',
    balcony: 'балкон',
    garage: 'гараж',
    storage_room: 'кладовка',
    basement: 'подвал',
    drinking_water: 'питьевая вода',
    pool: 'бассейн',
  },
  furnished: () => ['Есть вся мебель и бытовая техника.', 'Мебель и техника остаются.'],
  closing: {
    sale: ['Возможна покупка в ипотеку.', 'Показ в любое удобное время по договорённости.'],
    rent: ['Сдаётся на длительный срок, от 6 месяцев.', 'Оплата помесячно, депозит — за один месяц.'],
    daily_rent: ['Идеально для туристов и коротких поездок.', 'Чистое постельное бельё и полотенца.'],
    mortgage: ['Сдаётся в залог на год, договор оформляется у нотариуса.'],
  },
};
