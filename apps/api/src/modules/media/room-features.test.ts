import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildRoom,
  cameraIn,
  furnitureSet,
  renderRoom,
  roomStyle,
  type Lighting,
  type Room,
} from '../../../tools/duplicates-eval/synthetic-rooms';
import { computeRoomFeatures } from './compute-room-features';
import { compareRooms, encodeRoomFeatures, parseRoomFeatures, type RoomFeatures } from './room-features';

// One room of a flat, shot twice from two places in it; a room of the same style; another flat furnished from the
// same catalogue. Synthetic (tools/duplicates-eval/synthetic-rooms.ts): the geometry of another shot, not a photo.
const style = roomStyle(11);
const furniture = furnitureSet(12, style);
const room = buildRoom(13, style, furniture);
const otherRoom = buildRoom(14, style, furnitureSet(15, style));
const twinFlat = buildRoom(16, style, furniture);
const daylight: Lighting = { exposure: 1, warmth: 0, lamp: [0.5, 1, 0.5] };
const evening: Lighting = { exposure: 0.85, warmth: 0.8, lamp: [0.3, 1, 0.6] };
const first = (r: Room) => cameraIn(r, [0.4, 0.1], [0.5, 0.35, 1], 70);
// Another shot: the camera moved aside and nearer, turned, another lens.
const second = (r: Room) => cameraIn(r, [0.6, 0.2], [0.56, 0.33, 1], 64, 1.6);

let features: Record<'first' | 'second' | 'otherRoom' | 'twinFlat', RoomFeatures>;

const parsed = async (photo: Buffer) => parseRoomFeatures(await computeRoomFeatures(photo))!;

beforeAll(async () => {
  features = {
    first: await parsed(await renderRoom(room, first(room), daylight, 480, 360)),
    second: await parsed(await renderRoom(room, second(room), evening, 560, 420, 75)),
    otherRoom: await parsed(await renderRoom(otherRoom, second(otherRoom), evening, 560, 420, 75)),
    twinFlat: await parsed(await renderRoom(twinFlat, second(twinFlat), evening, 560, 420, 75)),
  };
}, 60_000);

describe('room features (decision 030)', () => {
  it('recognise another shot of the same room', () => {
    expect(compareRooms(features.first, features.second).same).toBe(true);
    expect(compareRooms(features.second, features.first).same).toBe(true);
  });

  it('do not take a room of the same style, or another flat furnished alike, for it', () => {
    expect(compareRooms(features.first, features.otherRoom).same).toBe(false);
    expect(compareRooms(features.first, features.twinFlat).same).toBe(false);
  });

  it('are none for a photo without corners to describe (a flat colour), instead of failing', async () => {
    const plain = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8a6' } })
      .jpeg()
      .toBuffer();
    expect(await computeRoomFeatures(plain)).toBeNull();
    expect(await computeRoomFeatures(Buffer.from('not a photo'))).toBeNull();
  });

  it('are stored as bytes and read back the same, and anything else reads as none', () => {
    const keypoints = Array.from({ length: 30 }, (_, i) => ({
      x: (i * 37) % 300,
      y: (i * 53) % 200,
      descriptor: Uint8Array.from({ length: 32 }, (_, k) => (i * 7 + k) % 256),
    }));
    const bytes = encodeRoomFeatures(keypoints, 800);
    expect(bytes.length).toBe(30 * 36);
    const back = parseRoomFeatures(bytes.toString('base64'))!;
    expect(back.count).toBe(30);
    expect(back.x[3]).toBeCloseTo(111 / 800, 3);
    expect(compareRooms(back, back)).toMatchObject({ same: true, inliers: 30 });
    expect(parseRoomFeatures(bytes.subarray(0, 35))).toBeNull();
    expect(parseRoomFeatures(null)).toBeNull();
  });
});
