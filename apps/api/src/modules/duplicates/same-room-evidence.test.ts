import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildRoom,
  cameraIn,
  furnitureSet,
  renderRoom,
  roomStyle,
  type Lighting,
} from '../../../tools/duplicates-eval/synthetic-rooms';
import { computeRoomFeatures } from '../media/compute-room-features';
import { computePhotoFingerprint } from '../media/photo-fingerprint';
import { chooseProperty, matchOutcome } from './match-outcome';
import { scoreDuplicatePair, type DuplicateCandidateListing } from './score-pair';

// A flat's three rooms as its owner shot them, and the same rooms as an agent shot them from elsewhere (synthetic
// rooms: tools/duplicates-eval/synthetic-rooms.ts). No photo of one is a copy of the other's.
interface Shots {
  photoHashes: string[];
  photoRoomFeatures: (Buffer | null)[];
}
let ownerShots: Shots;
let agentShots: Shots;
let otherFlatShots: Shots;

const day: Lighting = { exposure: 1, warmth: 0.1, lamp: [0.5, 1, 0.5] };
const evening: Lighting = { exposure: 0.85, warmth: 0.9, lamp: [0.3, 1, 0.7] };

async function shots(seeds: number[], view: 'owner' | 'agent', lighting: Lighting): Promise<Shots> {
  const photos = await Promise.all(
    seeds.map((seed) => {
      const style = roomStyle(seed);
      const room = buildRoom(seed + 2, style, furnitureSet(seed + 1, style));
      const camera =
        view === 'owner'
          ? cameraIn(room, [0.4, 0.1], [0.5, 0.35, 1], 70)
          : cameraIn(room, [0.6, 0.2], [0.56, 0.33, 1], 64, 1.6);
      return renderRoom(room, camera, lighting, 480, 360, view === 'owner' ? 88 : 76);
    }),
  );
  return {
    photoHashes: await Promise.all(photos.map((photo) => computePhotoFingerprint(photo))),
    photoRoomFeatures: await Promise.all(photos.map((photo) => computeRoomFeatures(photo))),
  };
}

beforeAll(async () => {
  ownerShots = await shots([500, 1200, 100], 'owner', day);
  agentShots = await shots([500, 1200, 100], 'agent', evening);
  otherFlatShots = await shots([400, 600, 700], 'agent', evening);
}, 120_000);

const flat = (changes: Partial<DuplicateCandidateListing>): DuplicateCandidateListing => ({
  id: 1,
  cadastralCode: null,
  address: 'Chavchavadze Avenue 37',
  state: 'vake-saburtalo',
  urbanArea: 'vake',
  latitude: null,
  longitude: null,
  propertyType: 'apartment',
  listingType: 'sale',
  floor: 7,
  totalFloors: 14,
  squareFeet: 96,
  rooms: 4,
  bedrooms: 3,
  rentAmount: 410_000,
  description: null,
  descriptionEn: null,
  descriptionRu: null,
  photoHashes: [],
  posterRole: 'owner',
  ...changes,
});

const codes = (result: { reasons: { code: string }[] }) => result.reasons.map((reason) => reason.code);

describe('another shot of the same rooms (decision 030)', () => {
  const owner = () => flat({ ...ownerShots });
  // An agent's re-post with their own shots of the rooms and an area retyped 6 % off: its facts alone do not
  // corroborate (a re-post's area must be within 4.5 %), its photos are no copies of the owner's.
  const agent = (changes: Partial<DuplicateCandidateListing> = {}) =>
    flat({ id: 2, posterRole: 'agent', squareFeet: 90, rentAmount: 395_000, ...agentShots, ...changes });

  it("groups an agent's re-post whose photos show the owner's rooms from elsewhere", () => {
    const result = scoreDuplicatePair(owner(), agent());
    expect(codes(result)).toContain('same_room_photos');
    expect(codes(result)).not.toContain('same_photos');
    expect(codes(result)).not.toContain('different_photos');
    expect(result).toMatchObject({ corroboration: 'room_photos', isDuplicate: true, contradicted: false });
    const match = { ...result, property: 'listing 1', propertyPosters: [{ id: 1, role: 'owner' }] };
    expect(matchOutcome(result, { id: 2, role: 'agent' }, { id: 1, role: 'owner' })).toBe('group');
    // Backed by the flat itself, like its photos: it decides against a match on the facts alone.
    const byFacts = { ...match, corroboration: 'repost_facts' as const, property: 'listing 9', score: 0.99 };
    expect(chooseProperty({ id: 2, role: 'agent' }, [byFacts, match])).toBe(match);
  });

  it('without room features, or with shots of other rooms, the same pair is not grouped', () => {
    const without = scoreDuplicatePair(owner(), agent({ photoRoomFeatures: undefined }));
    expect(without).toMatchObject({ corroboration: null, isDuplicate: false });
    expect(codes(without)).toContain('different_photos');
    const otherRooms = scoreDuplicatePair(owner(), agent({ ...otherFlatShots }));
    expect(codes(otherRooms)).not.toContain('same_room_photos');
    expect(otherRooms.isDuplicate).toBe(false);
  });

  it('does not corroborate where the facts disagree: the rooms may be another flat finished alike', () => {
    for (const change of [{ floor: 8 }, { rooms: 2 }, { squareFeet: 80 }, { totalFloors: 9 }]) {
      const result = scoreDuplicatePair(owner(), agent(change));
      expect(result.corroboration, JSON.stringify(change)).not.toBe('room_photos');
      expect(result.isDuplicate, JSON.stringify(change)).toBe(false);
    }
  });

  it("is not looked for between two owners' or a developer's listings, which only the flat's unit names", () => {
    for (const role of ['owner', 'developer']) {
      const result = scoreDuplicatePair(owner(), agent({ posterRole: role }));
      expect(codes(result), role).not.toContain('same_room_photos');
      expect(matchOutcome(result, { id: 2, role }, { id: 1, role: 'owner' }), role).toBe('apart');
    }
  });
});
