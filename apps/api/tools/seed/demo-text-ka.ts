import type { ListingType, PropertyType } from '@tbilisi/contracts';
import { joinList } from './demo-text-types';
import type { ListingTextInput, Phrasebook } from './demo-text-types';

// Nominative and dative of the subject noun, so sentences can say "ბინა გარემონტებულია" or "სახლს აქვს".
const KA_SUBJECT: Record<PropertyType, [string, string]> = {
  apartment: ['ბინა', 'ბინას'],
  studio: ['ბინა', 'ბინას'],
  house: ['სახლი', 'სახლს'],
  country_house: ['აგარაკი', 'აგარაკს'],
  land_plot: ['ნაკვეთი', 'ნაკვეთს'],
  commercial: ['ფართი', 'ფართს'],
  hotel: ['სასტუმრო', 'სასტუმროს'],
};

const kaOrdinal = (n: number) => (n === 1 ? 'პირველ' : `მე-${n}`);

function kaNoun(i: ListingTextInput): string {
  const rooms = i.rooms ?? 1;
  const area = i.square_feet;
  const noun: Record<PropertyType, string> = {
    apartment: `${rooms}-ოთახიანი ბინა`,
    studio: 'სტუდიო ტიპის ბინა',
    house: `${rooms}-ოთახიანი კერძო სახლი`,
    country_house: 'აგარაკი',
    land_plot: `${area} კვ.მ მიწის ნაკვეთი`,
    commercial: `${area} კვ.მ კომერციული ფართი`,
    hotel: `${rooms}-ნომრიანი სასტუმრო`,
  };
  return i.is_new_building ? `${noun[i.property_type]} ახალ აშენებულში` : noun[i.property_type];
}

const KA_VERB: Record<ListingType, string> = {
  sale: 'იყიდება',
  rent: 'ქირავდება',
  daily_rent: 'დღიურად ქირავდება',
  mortgage: 'გირავდება',
};

export const ka: Phrasebook = {
  title(i, p) {
    const noun = kaNoun(i);
    const verb = KA_VERB[i.listing_type];
    const sep = i.is_new_building ? ',' : '';
    const titles = [`${verb} ${noun}${sep} ${p.ka_in}`, `${p.ka_in} ${verb} ${noun}`];
    if (i.property_type !== 'land_plot' && i.property_type !== 'commercial')
      titles.push(`${verb} ${noun}${sep} ${p.ka_in}, ${i.square_feet} კვ.მ`);
    return titles;
  },
  facts(i) {
    const { square_feet: area, rooms, bedrooms, floor, total_floors: total, yard_area: yard } = i;
    const building = i.property_type === 'apartment' || i.property_type === 'studio' ? 'კორპუსის' : 'შენობის';
    const storey = `${floor}/${total}`;
    const at = `${total}-სართულიანი ${building} ${kaOrdinal(floor ?? 1)} სართულზე`;
    const [home, homeOf] = i.property_type === 'house' ? ['სახლი', 'სახლის'] : ['აგარაკი', 'აგარაკის'];
    switch (i.property_type) {
      case 'apartment':
        return [
          `ბინა მდებარეობს ${at}; ფართი — ${area} კვ.მ, ${rooms} ოთახი, მათ შორის ${bedrooms} საძინებელი.`,
          `${area} კვ.მ ფართის ბინაში ${rooms} ოთახია, აქედან ${bedrooms} საძინებელი; სართული — ${storey}.`,
        ];
      case 'studio':
        return [
          `სტუდიო ტიპის ბინა მდებარეობს ${at}, ფართი — ${area} კვ.მ.`,
          `${area} კვ.მ ფართის სტუდიო მდებარეობს ${at}; სამზარეულო ღია ტიპისაა.`,
        ];
      case 'house':
      case 'country_house':
        return [
          `${homeOf} ფართია ${area} კვ.მ, ეზოსი — ${yard} კვ.მ; ${rooms} ოთახიდან ${bedrooms} საძინებელია.`,
          `${yard} კვ.მ ეზოში დგას ${area} კვ.მ ფართის ${rooms}-ოთახიანი ${home}, ${bedrooms} საძინებლით.`,
        ];
      case 'land_plot':
        return [
          `მიწის ნაკვეთის ფართია ${area} კვ.მ; ნაკვეთს აქვს მისასვლელი გზა.`,
          `${area} კვ.მ ფართის ნაკვეთი სწორი რელიეფისაა, ელექტროენერგია და წყალი ახლოსაა.`,
        ];
      case 'commercial':
        return [
          `${area} კვ.მ კომერციული ფართი მდებარეობს ${at}.`,
          `კომერციული ფართის ფართობია ${area} კვ.მ; შესაფერისია ოფისის, მაღაზიის ან კაფესთვის.`,
        ];
      case 'hotel':
        return [`სასტუმროს ფართია ${area} კვ.მ: ${total}-სართულიან შენობაში ${rooms} ნომერია.`];
    }
  },
  renovation(i, status) {
    const [nom, dat] = KA_SUBJECT[i.property_type];
    const frame = { green_frame: 'მწვანე', black_frame: 'შავ', white_frame: 'თეთრ' } as const;
    switch (status) {
      case 'not_renovated':
        return [`${nom} საჭიროებს რემონტს, რაც ფასში გათვალისწინებულია.`, `${nom} გარემონტებელია.`];
      case 'under_renovation':
        return ['ამჟამად მიმდინარეობს რემონტი.'];
      case 'old_renovated':
        return [`${dat} აქვს ძველი, მაგრამ მოვლილი რემონტი.`];
      case 'renovated':
        return [`${nom} გარემონტებულია.`, `${dat} აქვს კარგი რემონტი.`];
      case 'newly_renovated':
        return [`${dat} ახალი რემონტი აქვს.`, `${nom} ახლახან გარემონტდა.`];
      default:
        return [`${nom} ბარდება ${frame[status]} კარკასში.`];
    }
  },
  place(i, p) {
    if (i.state === 'tbilisi-surroundings')
      return [`${p.ka_in} სუფთა ჰაერი და სიმშვიდეა, ქალაქის ცენტრამდე კი 20–30 წუთის სავალია.`];
    if (i.state === 'old-tbilisi')
      return [`${p.ka_in} ფეხით სავალ მანძილზეა ძველი ქალაქის ღირსშესანიშნაობები, კაფეები და რესტორნები.`];
    return [
      `${p.ka_in} ყველაფერი ახლოსაა: სკოლები, მაღაზიები და საზოგადოებრივი ტრანსპორტი.`,
      `${p.ka_in} განვითარებული ინფრასტრუქტურაა — სუპერმარკეტები, აფთიაქები და სკოლები სულ რამდენიმე წუთშია.`,
    ];
  },
  features: (i, names) => `${KA_SUBJECT[i.property_type][1]} აქვს ${joinList(names, 'და')}.`,
  featureNames: {
    central_heating: 'ცენტრალური გათბობა',
    natural_gas: 'ბუნებრივი აირი',
    balcony: 'აივანი',
    garage: 'ავტოფარეხი',
    storage_room: 'სათავსო',
    basement: 'სარდაფი',
    drinking_water: 'სასმელი წყალი',
    pool: 'აუზი',
  },
  furnished: (i) => [
    `${KA_SUBJECT[i.property_type][0]} სრულად არის აღჭურვილი ავეჯით და ტექნიკით.`,
    'რჩება ავეჯი და საყოფაცხოვრებო ტექნიკა.',
  ],
  closing: {
    sale: ['შესაძლებელია იპოთეკით შეძენა.', 'დათვალიერება შესაძლებელია წინასწარი შეთანხმებით.'],
    rent: ['ქირავდება გრძელვადიანად, მინიმუმ 6 თვით.', 'გადახდა ყოველთვიურად, ერთი თვის დეპოზიტით.'],
    daily_rent: [
      'იდეალურია ტურისტებისთვის და მოკლევადიანი ვიზიტისთვის.',
      'სტუმრებს ხვდებათ სუფთა თეთრეული და პირსახოცები.',
    ],
    mortgage: ['გირავდება ერთი წლით, ხელშეკრულება ნოტარიულად ფორმდება.'],
  },
};
