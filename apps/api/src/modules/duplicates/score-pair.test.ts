import { findLocation } from '@tbilisi/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderDemoPhoto, type DemoPhotoKind } from '../../../tools/seed/demo-photos';
import { editPhoto } from '../../../tools/duplicates-eval/synthetic-photos';
import { chooseProperty, matchOutcome } from './match-outcome';
import { computePhotoFingerprint } from '../media/photo-fingerprint';
import {
  DUPLICATE_THRESHOLD,
  flatNumberKey,
  scoreDuplicatePair,
  type Corroboration,
  type DuplicateCandidateListing,
} from './score-pair';
import { positionIsExact } from './pair-evidence';

const vake = findLocation('vake')!.neighbourhood!;

// A flat on Chavchavadze Avenue as its owner posted it, and what other posters make of it.
let owner: DuplicateCandidateListing;
const photos: Record<string, Buffer> = {};
const fingerprints: Record<string, string> = {};

async function repost(names: string[], crop = 0.06): Promise<string[]> {
  return Promise.all(
    names.map(async (name) =>
      computePhotoFingerprint(
        await editPhoto(photos[name]!, {
          crop: [crop, crop / 2, crop / 3, crop],
          width: 640,
          jpegQuality: 60,
          brightness: 1.12,
          brightnessMode: 'exposure',
          watermark: 'Tbilisi Realty',
        }),
      ),
    ),
  );
}

beforeAll(async () => {
  const plan: [string, DemoPhotoKind, number][] = [
    ['facade', 'exterior', 31],
    ['living', 'living_room', 31],
    ['bedroom', 'bedroom', 31],
    ['kitchen', 'kitchen', 31],
    ['otherLiving', 'living_room', 32],
    ['otherKitchen', 'kitchen', 32],
    ['otherBath', 'bathroom', 32],
  ];
  for (const [name, kind, variant] of plan) {
    photos[name] = await renderDemoPhoto(kind, variant, 640, 480);
    fingerprints[name] = await computePhotoFingerprint(photos[name]!);
  }
  owner = {
    id: 1,
    cadastralCode: null,
    address: 'ილია ჭავჭავაძის გამზ. 37',
    state: 'vake-saburtalo',
    urbanArea: 'vake',
    latitude: 41.70912,
    longitude: 44.76015,
    propertyType: 'apartment',
    listingType: 'sale',
    floor: 7,
    totalFloors: 14,
    squareFeet: 96,
    rooms: 4,
    bedrooms: 3,
    rentAmount: 410_000,
    description:
      'იყიდება 96 მ² ბინა ვაკეში, ჭავჭავაძის გამზირზე: 4 ოთახი, მათ შორის 3 საძინებელი, მე-7 სართული. ' +
      'ახალი რემონტი, ავეჯით, ცენტრალური გათბობა.',
    descriptionEn:
      'A 96 m² flat for sale in Vake on Chavchavadze Avenue: 4 rooms, 3 of them bedrooms, on the 7th floor. ' +
      'Newly renovated, furnished, central heating.',
    descriptionRu: null,
    photoHashes: ['facade', 'living', 'bedroom', 'kitchen'].map((name) => fingerprints[name]!),
  };
}, 60_000);

const codes = (result: { reasons: { code: string }[] }) => result.reasons.map((reason) => reason.code);

describe('scoreDuplicatePair', () => {
  it("finds an agent's re-post: Latin address, no pin, area and price rounded, photos copied and edited", async () => {
    const agent: DuplicateCandidateListing = {
      ...owner,
      id: 2,
      address: 'Tchavtchavadze ave. N37, Tbilisi',
      latitude: vake.latitude,
      longitude: vake.longitude,
      squareFeet: 95,
      rentAmount: 395_000,
      description: 'Продается квартира 95 м² в Ваке, 4 комнаты, 7 этаж. Свежий ремонт.',
      descriptionEn: null,
      photoHashes: await repost(['living', 'kitchen', 'bedroom']),
    };
    const result = scoreDuplicatePair(owner, agent);
    expect(result.isDuplicate).toBe(true);
    expect(result.corroborated).toBe(true);
    expect(result.score).toBeGreaterThan(0.95);
    expect(codes(result)).toEqual(
      expect.arrayContaining(['same_photos', 'same_address', 'same_floor', 'area_close', 'same_rooms']),
    );
    // Two or three: the living room cut by 6 % on two edges under a watermark is 10 bits from its original here
    // (the matcher allows 8), one of the few copies it loses (docs/duplicates.md); two of three still corroborate.
    expect(result.reasons.find((r) => r.code === 'same_photos')!.detail).toMatch(
      /^[23] of 3 photos are the same picture$/,
    );
    // The reasons explain the score: the strongest first.
    const points = result.reasons.map((r) => Math.abs(r.points));
    expect(points).toEqual([...points].sort((a, b) => b - a));
  });

  it('scores a pair the same whichever listing comes first', async () => {
    const agent = { ...owner, id: 2, address: 'просп. Чавчавадзе 37', photoHashes: await repost(['living']) };
    expect(scoreDuplicatePair(agent, owner)).toEqual(scoreDuplicatePair(owner, agent));
  });

  it('keeps another flat of the building apart, though it shows the same facade photo', () => {
    const neighbour: DuplicateCandidateListing = {
      ...owner,
      id: 3,
      address: '37 Chavchavadze Ave.',
      floor: 3,
      squareFeet: 61,
      rooms: 2,
      bedrooms: 1,
      rentAmount: 262_000,
      photoHashes: ['facade', 'otherLiving', 'otherKitchen', 'otherBath'].map((name) => fingerprints[name]!),
    };
    const result = scoreDuplicatePair(owner, neighbour);
    expect(result.isDuplicate).toBe(false);
    expect(result.score).toBeLessThan(0.01);
    expect(codes(result)).toEqual(
      expect.arrayContaining(['same_address', 'different_floor', 'area_different', 'different_rooms']),
    );
  });

  it('keeps the flat across the landing for a moderator: its facts agree but its text states its own area', () => {
    const twin: DuplicateCandidateListing = {
      ...owner,
      id: 4,
      address: 'ჭავჭავაძის 37',
      squareFeet: 95,
      description: 'Flat for sale, 95.4 m², 4 rooms, 7th floor.',
      descriptionEn: null,
      photoHashes: ['otherLiving', 'otherKitchen', 'otherBath'].map((name) => fingerprints[name]!),
    };
    const result = scoreDuplicatePair(owner, twin);
    expect(result.anchored).toBe(true);
    expect(result.corroborated).toBe(false);
    expect(result.isDuplicate).toBe(false);
    expect(codes(result)).toEqual(expect.arrayContaining(['different_photos', 'different_stated_area']));
    expect(result.reasons.find((r) => r.code === 'different_stated_area')!.detail).toBe(
      'the descriptions state 96 and 95.4 m²',
    );
  });

  it("takes the flat's own facts in one building as a re-post's, when its text states no other area", () => {
    // An agent with their own photos and their own words: the same building, floor, rooms, area and price.
    const agent: DuplicateCandidateListing = {
      ...owner,
      id: 8,
      address: 'Chavchavadze Avenue 37',
      latitude: null,
      longitude: null,
      squareFeet: 94,
      rentAmount: 399_000,
      description: 'Продается 4-комнатная квартира на 7 этаже, свежий ремонт, мебель.',
      descriptionEn: null,
      photoHashes: ['otherLiving', 'otherKitchen'].map((name) => fingerprints[name]!),
    };
    const result = scoreDuplicatePair(owner, agent);
    expect(result).toMatchObject({ corroborated: true, corroboration: 'flat_facts', isDuplicate: true });
    // Each of the facts is needed: another floor, room count, area or price leaves it to a moderator.
    for (const change of [{ floor: 8 }, { rooms: 3 }, { squareFeet: 90 }, { rentAmount: 350_000 }]) {
      expect(scoreDuplicatePair(owner, { ...agent, ...change }).corroborated).toBe(false);
    }
    // A floor missing on one is enough only when the texts state the same area.
    expect(scoreDuplicatePair(owner, { ...agent, floor: null }).corroborated).toBe(false);
    const statesIt = {
      ...agent,
      floor: null,
      latitude: owner.latitude! + 0.0001,
      longitude: owner.longitude,
      description: 'Квартира 96 м², 4 комнаты.',
    };
    expect(scoreDuplicatePair(owner, statesIt)).toMatchObject({
      corroboration: 'flat_facts',
      isDuplicate: true,
    });
    expect(codes(scoreDuplicatePair(owner, statesIt))).toContain('same_stated_area');
    // Without a sign of one building (no house number, no pin) the facts do not count.
    const street = scoreDuplicatePair(owner, { ...agent, address: 'Chavchavadze Avenue' });
    expect(street.isDuplicate).toBe(false);
  });

  it("takes an agent's re-post on the facts as agents vary them, whatever area its own text states", () => {
    const agent: DuplicateCandidateListing = {
      ...owner,
      id: 9,
      posterRole: 'agent',
      address: 'Chavchavadze Avenue 37',
      latitude: null,
      longitude: null,
      squareFeet: 93,
      rooms: 5,
      rentAmount: 380_000,
      description: 'Продается квартира 93 м², 5 комнат, свежий ремонт.',
      descriptionEn: null,
      photoHashes: ['otherLiving', 'otherKitchen'].map((name) => fingerprints[name]!),
    };
    const result = scoreDuplicatePair(owner, agent);
    expect(result).toMatchObject({ corroboration: 'repost_facts', isDuplicate: true });
    expect(result.score).toBeLessThan(DUPLICATE_THRESHOLD);
    expect(codes(result)).toEqual(expect.arrayContaining(['different_stated_area', 'different_rooms']));
    // The same two listings by two private posters are two flats of one plan until a moderator says otherwise.
    expect(scoreDuplicatePair(owner, { ...agent, posterRole: 'owner' }).isDuplicate).toBe(false);
    for (const change of [{ floor: 8 }, { rooms: 6 }, { squareFeet: 88 }, { rentAmount: 350_000 }]) {
      expect(scoreDuplicatePair(owner, { ...agent, ...change }).corroborated).toBe(false);
    }
    // An area retyped in the field, the owner's kept in the text.
    const retyped = { ...agent, squareFeet: 88, description: 'Квартира 96 м², 5 комнат.' };
    expect(scoreDuplicatePair(owner, retyped)).toMatchObject({
      corroboration: 'repost_facts',
      isDuplicate: true,
    });
    // The street, with the house number left out of the agent's address.
    expect(scoreDuplicatePair(owner, { ...agent, address: 'Chavchavadze Avenue' })).toMatchObject({
      anchored: true,
      isDuplicate: true,
    });
    expect(scoreDuplicatePair(owner, { ...agent, address: 'Kazbegi Avenue' }).isDuplicate).toBe(false);
  });

  it("does not let a developer's renders on every flat's listing make two flats one", () => {
    const renders = ['living', 'kitchen', 'facade'].map((name) => fingerprints[name]!);
    const flat = { ...owner, photoHashes: renders, description: null, descriptionEn: null };
    const upstairs = { ...flat, id: 6, floor: 11, rentAmount: 440_000 };
    const result = scoreDuplicatePair(flat, upstairs);
    expect(result).toMatchObject({
      anchored: true,
      corroborated: true,
      contradicted: true,
      isDuplicate: false,
    });
    expect(result.reasons.find((r) => r.code === 'same_photos')!.detail).toBe(
      '3 of 3 photos are the same picture',
    );
  });

  it('takes one shared photo as the building’s, not the flat’s', () => {
    const facadeOnly = {
      ...owner,
      photoHashes: [fingerprints.facade!],
      description: null,
      descriptionEn: null,
    };
    // The second gives no floor, so the flat's facts cannot corroborate either.
    const result = scoreDuplicatePair(facadeOnly, {
      ...facadeOnly,
      id: 7,
      address: 'Chavchavadze 37',
      floor: null,
    });
    expect(codes(result)).toContain('same_photos');
    expect(result).toMatchObject({ anchored: true, corroborated: false, isDuplicate: false });
  });

  it('keeps a flat next door on the same street apart', () => {
    const nextDoor = { ...owner, id: 5, address: 'Chavchavadze Ave 39', latitude: 41.70961, photoHashes: [] };
    const result = scoreDuplicatePair(owner, nextDoor);
    expect(result.isDuplicate).toBe(false);
    expect(codes(result)).toContain('different_house');
  });

  it('rules out another kind of property whatever else agrees', () => {
    const result = scoreDuplicatePair(owner, { ...owner, propertyType: 'commercial' });
    expect(result).toMatchObject({ score: 0, isDuplicate: false });
    expect(codes(result)[0]).toBe('different_property_type');
    // A one-room flat may be listed as a studio by one poster and an apartment by another.
    const studio = scoreDuplicatePair(owner, { ...owner, propertyType: 'studio' });
    expect(codes(studio)).not.toContain('different_property_type');
  });

  it('takes a cadastral unit code as the flat itself, and a parcel code as the building only', () => {
    const unit = { ...owner, cadastralCode: '01.14.12.009.101.01.505', photoHashes: [] };
    const sameUnit = scoreDuplicatePair(unit, { ...unit, address: 'Chavchavadze 37', squareFeet: 97 });
    expect(sameUnit).toMatchObject({ isDuplicate: true, corroborated: true });
    expect(codes(sameUnit)).toContain('same_cadastral_code');

    const otherUnit = scoreDuplicatePair(unit, { ...unit, cadastralCode: '01.14.12.009.101.01.506' });
    expect(otherUnit.isDuplicate).toBe(false);
    expect(codes(otherUnit)).toContain('different_cadastral_unit');

    const parcel = { ...unit, cadastralCode: '01.14.12.009.101' };
    const sameParcel = scoreDuplicatePair(parcel, {
      ...parcel,
      address: 'Chavchavadze 37',
      floor: null,
      description: 'Apartment in Vake, 4 rooms.',
      descriptionEn: null,
    });
    expect(codes(sameParcel)).toContain('same_cadastral_parcel');
    expect(sameParcel.corroborated).toBe(false);
  });

  it('takes the address of a house as the house itself', () => {
    const house: DuplicateCandidateListing = {
      ...owner,
      address: 'თამარ მეფის ქ. 12',
      urbanArea: 'kojori',
      state: 'tbilisi-surroundings',
      latitude: null,
      longitude: null,
      propertyType: 'house',
      floor: null,
      totalFloors: null,
      squareFeet: 220,
      rooms: 6,
      photoHashes: [],
    };
    const result = scoreDuplicatePair(house, { ...house, address: 'Tamar Mepe st. 12', squareFeet: 215 });
    expect(result).toMatchObject({ isDuplicate: true, corroborated: true });
    const otherHouse = scoreDuplicatePair(house, { ...house, address: 'Tamar Mepe st. 14' });
    expect(otherHouse.isDuplicate).toBe(false);
  });

  it('weighs pins only when both are the posters’ own', () => {
    const far = { ...owner, latitude: 41.72, longitude: 44.78 };
    expect(codes(scoreDuplicatePair(owner, far))).toContain('far_position');
    const atCentre = { ...owner, latitude: vake.latitude, longitude: vake.longitude };
    expect(positionIsExact(atCentre)).toBe(false);
    expect(positionIsExact(owner)).toBe(true);
    expect(codes(scoreDuplicatePair(owner, atCentre))).toContain('same_neighbourhood');
    const saburtalo = findLocation('saburtalo')!.neighbourhood!;
    const elsewhere = {
      ...owner,
      urbanArea: 'saburtalo',
      latitude: saburtalo.latitude,
      longitude: saburtalo.longitude,
    };
    expect(codes(scoreDuplicatePair(owner, elsewhere))).toContain('different_neighbourhood');
  });

  it("reads the form's private unit fields as the flat's identity, without spelling them out in reasons", () => {
    const a = { ...owner, cadastralCode: null, photoHashes: [], flatNumber: '12' };
    const apart = scoreDuplicatePair(a, { ...a, flatNumber: '14' });
    expect(apart.isDuplicate).toBe(false);
    expect(apart.reasons.find((r) => r.code === 'different_flat_number')?.detail).toBe('other flat numbers');
    // One flat number written three ways; the address text's flat counts against the field's.
    expect(codes(scoreDuplicatePair(a, { ...a, flatNumber: '012' }))).toContain('same_flat_number');
    expect(flatNumberKey('12ა')).toBe(flatNumberKey('12 a'));
    expect(flatNumberKey('12а')).toBe('12a');
    expect(flatNumberKey('twelve')).toBeNull();
    const typed = { ...a, flatNumber: null, address: `${owner.address}, ბინა 14` };
    expect(codes(scoreDuplicatePair(a, typed))).toContain('different_flat_number');

    const unit = { ...a, flatNumber: null, unitCadastralCode: '01.14.12.009.101.01.505' };
    const same = scoreDuplicatePair(unit, { ...unit, squareFeet: 104, address: 'Chavchavadze 37' });
    expect(same).toMatchObject({ corroboration: 'cadastral_unit' });
    expect(JSON.stringify(same.reasons)).not.toContain('505');
    // The unit code typed in the public field meets the private one.
    const typedCode = { ...unit, unitCadastralCode: null, cadastralCode: '01.14.12.009.101.01.505' };
    expect(scoreDuplicatePair(unit, typedCode).corroboration).toBe('cadastral_unit');
    const other = scoreDuplicatePair(unit, { ...unit, unitCadastralCode: '01.14.12.009.101.01.506' });
    expect(other.contradicted).toBe(true);
    expect(JSON.stringify(other.reasons)).not.toMatch(/50[56]/);
  });

  it('says a flat number apart is another flat', () => {
    const a = { ...owner, address: 'ჭავჭავაძის გამზ. 37, ბინა 12', cadastralCode: null, photoHashes: [] };
    const b = {
      ...a,
      address: 'Chavchavadze 37, apt. 14',
      description: 'Flat in Vake.',
      descriptionEn: null,
    };
    const result = scoreDuplicatePair(a, b);
    expect(codes(result)).toContain('different_flat_number');
    expect(result.isDuplicate).toBe(false);
    expect(scoreDuplicatePair(a, { ...b, address: 'Chavchavadze 37 apt 12' }).isDuplicate).toBe(true);
  });

  it('has a threshold between 0 and 1', () => {
    expect(DUPLICATE_THRESHOLD).toBeGreaterThan(0);
    expect(DUPLICATE_THRESHOLD).toBeLessThan(1);
  });
});

describe('matchOutcome', () => {
  const same = {
    isDuplicate: true,
    reasons: [{ code: 'same_photos' }, { code: 'same_floor' }],
    corroboration: 'photos' as const,
  };
  const sameUnit = {
    isDuplicate: true,
    reasons: [{ code: 'same_cadastral_code' }],
    corroboration: 'cadastral_unit' as const,
  };
  const privateOwner = (id: number) => ({ id, role: 'owner' });
  const agent = (id: number) => ({ id, role: 'agent' });
  const developer = (id: number) => ({ id, role: 'developer' });

  it("groups an agent's listing of the property and refuses the poster's own", () => {
    expect(matchOutcome(same, agent(1), privateOwner(2))).toBe('group');
    expect(matchOutcome(same, privateOwner(2), agent(1))).toBe('group');
    expect(matchOutcome(same, privateOwner(1), privateOwner(1))).toBe('refuse');
    expect(matchOutcome({ ...same, isDuplicate: false }, agent(1), privateOwner(2))).toBe('apart');
  });

  it("never refuses one poster's listing on facts as another poster would vary them", () => {
    const byFacts = {
      isDuplicate: true,
      reasons: [{ code: 'same_floor' }],
      corroboration: 'repost_facts' as const,
    };
    expect(matchOutcome(byFacts, agent(1), agent(1))).toBe('apart');
    expect(matchOutcome(byFacts, agent(1), privateOwner(2))).toBe('group');
  });

  it("takes a developer's same-plan listings as stock unless a unit's code or flat number matches", () => {
    expect(matchOutcome(same, developer(3), developer(3))).toBe('apart');
    expect(matchOutcome(sameUnit, developer(3), developer(3))).toBe('refuse');
    expect(matchOutcome(same, developer(3), agent(4))).toBe('group');
  });

  it("keeps two owners' listings apart unless the flat itself is named", () => {
    expect(matchOutcome(same, privateOwner(5), privateOwner(6))).toBe('apart');
    expect(matchOutcome(sameUnit, privateOwner(5), privateOwner(6))).toBe('group');
    // The same pictures with the flat's facts (or its text): one flat posted from a second private account.
    const samePictures = { ...same, flatFactsAgree: true };
    expect(matchOutcome(samePictures, privateOwner(5), privateOwner(6))).toBe('group');
    const sameText = { ...same, reasons: [...same.reasons, { code: 'same_description' }] };
    expect(matchOutcome(sameText, privateOwner(5), privateOwner(6))).toBe('group');
    // A developer's renders and text are every unit's: an owner reselling one is not the developer's other unit.
    expect(matchOutcome(samePictures, privateOwner(5), developer(3))).toBe('apart');
    // The facts alone, without the same pictures, leave two owners' flats of one plan apart.
    const factsOnly = { ...same, corroboration: 'flat_facts' as const, flatFactsAgree: true };
    expect(matchOutcome(factsOnly, privateOwner(5), privateOwner(6))).toBe('apart');
  });
});

describe('chooseProperty', () => {
  const privateOwner = (id: number) => ({ id, role: 'owner' });
  const match = (
    property: number,
    corroboration: Corroboration,
    score: number,
    posters = [privateOwner(9)],
  ) => ({
    isDuplicate: true,
    reasons: corroboration === 'cadastral_unit' ? [{ code: 'same_cadastral_code' }] : [],
    score,
    corroboration,
    property,
    propertyPosters: posters,
  });
  const agent = { id: 1, role: 'agent' };

  it('takes the best match backed by something of the flat over matches on its facts', () => {
    const photos = match(2, 'photos', 0.6);
    expect(chooseProperty(agent, [match(1, 'repost_facts', 0.9), photos])).toBe(photos);
    expect(chooseProperty(agent, [photos, match(3, 'description', 0.8)])?.property).toBe(3);
  });

  it('groups on the facts alone only when they point to one property', () => {
    const one = match(1, 'repost_facts', 0.9);
    expect(chooseProperty(agent, [one, match(1, 'flat_facts', 0.5)])).toBe(one);
    expect(chooseProperty(agent, [one, match(2, 'repost_facts', 0.5)])).toBeNull();
    expect(chooseProperty(agent, [])).toBeNull();
  });

  it("does not bring a second owner's (or the same owner's other) listing into a property, unless its unit is named", () => {
    const viaAgent = match(1, 'repost_facts', 0.9, [privateOwner(9), agent]);
    expect(chooseProperty(privateOwner(8), [viaAgent])).toBeNull();
    // The owner's own listing there is another unit of theirs: a repeat would have been refused.
    expect(chooseProperty(privateOwner(9), [viaAgent])).toBeNull();
    const agentsOnly = match(2, 'repost_facts', 0.9, [agent]);
    expect(chooseProperty(privateOwner(8), [agentsOnly])).toBe(agentsOnly);
    const unit = match(1, 'cadastral_unit', 0.99, [privateOwner(9)]);
    expect(chooseProperty(privateOwner(8), [unit])).toBe(unit);
  });
});

describe('a sale and a rental of one flat (decision 026)', () => {
  const rental = (changes: Partial<DuplicateCandidateListing> = {}): DuplicateCandidateListing => ({
    ...owner,
    id: 40,
    listingType: 'rent',
    rentAmount: 4_200,
    ...changes,
  });

  it('calls them one property when the flat itself says so, without comparing their prices', () => {
    const result = scoreDuplicatePair(owner, rental());
    expect(result).toMatchObject({ isDuplicate: true, corroboration: 'photos' });
    expect(codes(result)).toContain('different_deal_type');
    expect(codes(result)).not.toContain('different_price');
  });

  it('does not call them one on the facts alone, which a flat of the same plan shares', () => {
    const facts = { photoHashes: [], description: null, descriptionEn: null };
    for (const role of ['owner', 'agent']) {
      const result = scoreDuplicatePair(owner, rental({ ...facts, posterRole: role }));
      expect(result.corroboration, role).toBeNull();
      expect(result.isDuplicate, role).toBe(false);
    }
  });

  it("groups one poster's rental of their sale instead of refusing it, and joins that poster's property", () => {
    const result = scoreDuplicatePair(owner, rental());
    const poster = { id: 7, role: 'owner' };
    expect(matchOutcome(result, { ...poster, listingType: 'rent' }, { ...poster, listingType: 'sale' })).toBe(
      'group',
    );
    expect(matchOutcome(scoreDuplicatePair(owner, owner), poster, poster)).toBe('refuse');
    const match = {
      ...result,
      property: 'listing 1',
      propertyPosters: [{ ...poster, listingType: 'sale' }],
    };
    expect(chooseProperty({ ...poster, listingType: 'rent' }, [match])).toBe(match);
    // Another owner's rental with the same photos but neither the flat's facts nor its text does not join a
    // property its owner holds (a property has one owner; a block's flats share photos of the building).
    const otherOwner = { id: 8, role: 'owner', listingType: 'rent' };
    const reasons = match.reasons.filter((reason) => reason.code !== 'same_description');
    expect(chooseProperty(otherOwner, [{ ...match, reasons, flatFactsAgree: false }])).toBeNull();
  });
});

describe('streets of the taxonomy and corner buildings', () => {
  const at = (address: string, changes: Partial<DuplicateCandidateListing> = {}) => ({
    ...owner,
    id: 50,
    address,
    latitude: vake.latitude,
    longitude: vake.longitude,
    photoHashes: [],
    ...changes,
  });

  it('takes a former name, a translation or a mistyped name of a street as the street', () => {
    for (const [a, b] of [
      ['Leselidze St. 12', 'კოტე აფხაზის ქ. 12'],
      ['Plekhanov Ave. 120', 'აღმაშენებლის გამზ. 120'],
      ['Chavchavdze Ave. 37', 'ილია ჭავჭავაძის გამზ. 37'],
    ]) {
      expect(codes(scoreDuplicatePair(at(a!), at(b!))), `${a} / ${b}`).toContain('same_address');
    }
  });

  it('takes the two addresses of a known corner as one building, and still needs the flat named', () => {
    const corner = at('ფალიაშვილის ქ. 2', { cornerAddresses: ['chavchavadz 37'] });
    const twoStreets = scoreDuplicatePair(at('Paliashvili 2'), at('Chavchavadze Ave. 37'));
    expect(codes(twoStreets)).toContain('different_street');
    const oneBuilding = scoreDuplicatePair(corner, at('Chavchavadze Ave. 37'));
    expect(oneBuilding.reasons.find((r) => r.code === 'same_address')?.detail).toMatch(/one corner building/);
    expect(oneBuilding.anchored).toBe(true);
    // Another flat of it: the floor says so.
    const upstairs = scoreDuplicatePair(corner, at('Chavchavadze Ave. 37', { floor: 11 }));
    expect(upstairs.isDuplicate).toBe(false);
    expect(codes(upstairs)).toContain('different_floor');
  });
});
