import type { ListingType, PropertyType } from '@tbilisi/contracts';
import { capitalise, joinList } from './demo-text-types';
import type { ListingTextInput, Phrasebook } from './demo-text-types';

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

// "an 8-room house", "an 18 m² studio", "an 11 000 m² plot": the article follows how the number is said.
const article = (n: number) => (/^(8|1[18](\d{3})*$)/u.test(String(n)) ? 'An' : 'A');

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function noun(i: ListingTextInput): string {
  const rooms = i.rooms ?? 1;
  const nouns: Record<PropertyType, string> = {
    apartment: `${rooms}-room apartment`,
    studio: 'studio apartment',
    house: `${rooms}-room house`,
    country_house: 'country house',
    land_plot: `${i.square_feet} m² land plot`,
    commercial: `${i.square_feet} m² commercial space`,
    hotel: `${rooms}-room hotel`,
  };
  return i.is_new_building ? `new-build ${nouns[i.property_type]}` : nouns[i.property_type];
}

const DEAL: Record<ListingType, string> = {
  sale: 'for sale',
  rent: 'for rent',
  daily_rent: 'for daily rent',
  mortgage: 'for leasehold mortgage',
};

export const en: Phrasebook = {
  title(i, p) {
    const what = noun(i);
    const deal = DEAL[i.listing_type];
    const titles = [`${capitalise(what)} ${deal} ${p.en_in}`, `${capitalise(deal)}: ${what} ${p.en_in}`];
    if (i.property_type !== 'land_plot' && i.property_type !== 'commercial')
      titles.push(`${capitalise(what)} ${deal} ${p.en_in}, ${i.square_feet} m²`);
    return titles;
  },
  facts(i) {
    const { square_feet: area, rooms, bedrooms, floor, total_floors: total, yard_area: yard } = i;
    const storey = `the ${ordinal(floor ?? 1)} floor of a ${total}-storey building`;
    const home = i.property_type === 'house' ? 'house' : 'country house';
    const roomCount = plural(rooms ?? 1, 'room');
    const beds = plural(bedrooms, 'bedroom');
    switch (i.property_type) {
      case 'apartment':
        return [
          `The ${area} m² apartment has ${roomCount}, ${beds} among them, on ${storey}.`,
          `${capitalise(roomCount)} including ${beds}, ${area} m² in total, floor ${floor} of ${total}.`,
        ];
      case 'studio':
        return [
          `${article(area)} ${area} m² studio with an open-plan kitchen on ${storey}.`,
          `The studio measures ${area} m² and sits on floor ${floor} of ${total}.`,
        ];
      case 'house':
      case 'country_house':
        return [
          `The ${home} offers ${area} m² of living space on a ${yard} m² plot: ${roomCount}, ${beds}.`,
          `${article(rooms ?? 1)} ${rooms}-room ${home} of ${area} m² with ${beds} and a ${yard} m² yard.`,
        ];
      case 'land_plot':
        return [
          `The plot measures ${area} m² and has road access.`,
          `A level ${area} m² plot with electricity and water nearby.`,
        ];
      case 'commercial':
        return [
          `The ${area} m² space is on ${storey}.`,
          `${article(area)} ${area} m² space suitable for an office, a shop or a café.`,
        ];
      case 'hotel':
        return [`The hotel has ${rooms} guest rooms over ${area} m² in a ${total}-storey building.`];
    }
  },
  renovation(_i, status) {
    const frame = { green_frame: 'green', black_frame: 'black', white_frame: 'white' } as const;
    switch (status) {
      case 'not_renovated':
        return ['It needs renovation, which the price reflects.', 'Not renovated.'];
      case 'under_renovation':
        return ['Renovation is under way.'];
      case 'old_renovated':
        return ['The renovation is older but well kept.'];
      case 'renovated':
        return ['Renovated and ready to move in.', 'In good renovated condition.'];
      case 'newly_renovated':
        return ['Newly renovated throughout.', 'It has just been renovated.'];
      default:
        return [`Delivered in ${frame[status]} frame.`];
    }
  },
  place(i, p) {
    if (i.state === 'tbilisi-surroundings')
      return [`Clean air and quiet ${p.en_in}, with the city centre 20–30 minutes away by car.`];
    if (i.state === 'old-tbilisi')
      return [`The sights, cafés and restaurants of the old town are within walking distance ${p.en_in}.`];
    return [
      `Everything is close by ${p.en_in}: schools, shops and public transport.`,
      `Supermarkets, pharmacies and schools are a few minutes away ${p.en_in}.`,
    ];
  },
  features: (_i, names) => `Features include ${joinList(names, 'and')}.`,
  featureNames: {
    central_heating: 'central heating',
    natural_gas: 'natural gas',
    balcony: 'a balcony',
    garage: 'a garage',
    storage_room: 'a storage room',
    basement: 'a basement',
    drinking_water: 'drinking water',
    pool: 'a pool',
  },
  furnished: () => ['Fully furnished and equipped.', 'Furniture and appliances stay.'],
  closing: {
    sale: ['Mortgage purchase is possible.', 'Viewings by appointment.'],
    rent: ['Long-term let, 6 months minimum.', 'Monthly payments with a one-month deposit.'],
    daily_rent: ['Ideal for tourists and short stays.', 'Fresh linen and towels provided.'],
    mortgage: ['Offered on a one-year leasehold mortgage, notarised contract.'],
  },
};
