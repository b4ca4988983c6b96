/**
 * npm run eval:same-room -- [--seed 3030] [--rooms 40] [--out bench/results/NAME.json]
 *
 * The development set for "another shot of the same room" (decision 030): synthetic rooms of this project's own
 * making (synthetic-rooms.ts), each shot twice from two places in it, against shots of other rooms. It is not the
 * world set and knows nothing of it. Three kinds of pair, each one per room:
 * - `same_room_other_shot`: the room from another place (0.5–2 m away, turned, another lens), another light and
 *   exposure, another size and JPEG quality: should be recognised;
 * - `other_room_same_style`: a room of the same style (hue, floor) with its own furniture: should not;
 * - `other_flat_same_furniture`: another flat finished from the same catalogue (the same sofa, cupboard, pictures),
 *   its own walls, floor and arrangement: should not (the hard case: a block's flats furnished alike).
 * Prints, per kind, how many pairs room features call the same room and how many fingerprints call the same
 * picture, and the time per photo and per comparison.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOM_PHOTOS } from '../../src/modules/duplicates/pair-evidence';
import { computeRoomFeatures } from '../../src/modules/media/compute-room-features';
import { comparePhotos, computePhotoFingerprint } from '../../src/modules/media/photo-fingerprint';
import { compareRooms, parseRoomFeatures } from '../../src/modules/media/room-features';
import {
  prepareCandidate,
  scoreDuplicatePair,
  type DuplicateCandidateListing,
} from '../../src/modules/duplicates/score-pair';
import { mulberry32 } from '../seed/demo-random';
import {
  buildRoom,
  cameraIn,
  furnitureSet,
  renderRoom,
  roomStyle,
  type Camera,
  type Lighting,
  type Room,
} from './synthetic-rooms';

/** Each photo's fingerprint, as the upload computes it. */
const fingerprints = new Map<Buffer, string>();

export type SameRoomPairKind = 'same_room_other_shot' | 'other_room_same_style' | 'other_flat_same_furniture';

export interface SameRoomPair {
  kind: SameRoomPairKind;
  room: number;
  a: Buffer;
  b: Buffer;
}

interface Shot {
  at: [number, number];
  target: [number, number, number];
  fov: number;
  eye: number;
}

/** A shot of one wall of the room from the opposite side: `wall` 0..3, the shares drawn from `random`. */
function shotOf(random: () => number, wall: number): Shot {
  const along = 0.25 + random() * 0.5;
  const height = 0.3 + random() * 0.25;
  const across = random() * 0.3;
  const side = 0.15 + random() * 0.7;
  const fov = 58 + random() * 20;
  const eye = 1.35 + random() * 0.3;
  switch (wall) {
    case 0:
      return { at: [1 - across, side], target: [0, height, along], fov, eye };
    case 1:
      return { at: [across, side], target: [1, height, along], fov, eye };
    case 2:
      return { at: [side, 1 - across], target: [along, height, 0], fov, eye };
    default:
      return { at: [side, across], target: [along, height, 1], fov, eye };
  }
}

/** Another shot of what `shot` shows: the camera moved and turned, another lens. */
function otherShotOf(random: () => number, shot: Shot): Shot {
  const move = (share: number, by: number) => Math.min(1, Math.max(0, share + (random() - 0.5) * by));
  return {
    at: [move(shot.at[0], 0.6), move(shot.at[1], 0.6)],
    target: [move(shot.target[0], 0.25), move(shot.target[1], 0.1), move(shot.target[2], 0.25)],
    fov: Math.min(85, Math.max(50, shot.fov + (random() - 0.5) * 24)),
    eye: shot.eye + (random() - 0.5) * 0.2,
  };
}

const cameraOf = (room: Room, shot: Shot): Camera => cameraIn(room, shot.at, shot.target, shot.fov, shot.eye);

function lightingOf(random: () => number): Lighting {
  return {
    exposure: 0.8 + random() * 0.4,
    warmth: random(),
    lamp: [0.2 + random() * 0.6, 1, 0.2 + random() * 0.6],
  };
}

/** The set for a seed: `rooms` rooms, three pairs each. */
export async function buildSameRoomSet({
  seed,
  rooms,
  width = 640,
}: {
  seed: number;
  rooms: number;
  width?: number;
}): Promise<SameRoomPair[]> {
  const pairs: SameRoomPair[] = [];
  for (let i = 0; i < rooms; i++) {
    const random = mulberry32((seed * 7919 + i * 104729) >>> 0);
    const draw = () => Math.floor(random() * 2 ** 31);
    const style = roomStyle(draw());
    const furniture = furnitureSet(draw(), style);
    const room = buildRoom(draw(), style, furniture);
    const wall = Math.floor(random() * 4);
    const first = shotOf(random, wall);
    const second = otherShotOf(random, first);
    const height = Math.round((width * 3) / 4);
    const a = await renderRoom(room, cameraOf(room, first), lightingOf(random), width, height, 88);
    // The other shot: another camera, light, size and quality, as another poster's phone would take it.
    const otherWidth = Math.round(width * (0.75 + random() * 0.5));
    const otherQuality = 70 + Math.floor(random() * 22);
    const shoot = (target: Room) =>
      renderRoom(
        target,
        cameraOf(target, second),
        lightingOf(random),
        otherWidth,
        Math.round((otherWidth * 3) / 4),
        otherQuality,
      );
    pairs.push({ kind: 'same_room_other_shot', room: i, a, b: await shoot(room) });
    const otherRoom = buildRoom(draw(), style, furnitureSet(draw(), style));
    pairs.push({ kind: 'other_room_same_style', room: i, a, b: await shoot(otherRoom) });
    const twinFlat = buildRoom(draw(), style, furniture);
    pairs.push({ kind: 'other_flat_same_furniture', room: i, a, b: await shoot(twinFlat) });
  }
  return pairs;
}

export interface SameRoomResult {
  kind: SameRoomPairKind;
  pairs: number;
  /** pairs room features call the same room */
  sameRoom: number;
  /** pairs fingerprints call the same picture */
  samePicture: number;
  /** pairs where either photo has no room features */
  withoutFeatures: number;
  inliers: number[];
  /** descriptor matches of each pair */
  matches: number[];
}

/** Computes each photo's room features and fingerprint as the upload does, and compares every pair. */
export async function evaluateSameRoomSet(pairs: SameRoomPair[]): Promise<{
  results: SameRoomResult[];
  msPerPhoto: number;
  msPerComparison: number;
  /** each photo's stored room features */
  stored: Map<Buffer, Buffer | null>;
}> {
  const results = new Map<SameRoomPairKind, SameRoomResult>();
  let photoMs = 0;
  let photos = 0;
  let compareMs = 0;
  let comparisons = 0;
  const stored = new Map<Buffer, Buffer | null>();
  const featuresOf = async (photo: Buffer) => {
    const startedAt = performance.now();
    const features = await computeRoomFeatures(photo);
    photoMs += performance.now() - startedAt;
    photos++;
    stored.set(photo, features);
    return parseRoomFeatures(features);
  };
  const cache = new Map<Buffer, Awaited<ReturnType<typeof featuresOf>>>();
  for (const pair of pairs) {
    const result = results.get(pair.kind) ?? {
      kind: pair.kind,
      pairs: 0,
      sameRoom: 0,
      samePicture: 0,
      withoutFeatures: 0,
      inliers: [],
      matches: [],
    };
    results.set(pair.kind, result);
    result.pairs++;
    if (!cache.has(pair.a)) cache.set(pair.a, await featuresOf(pair.a));
    const a = cache.get(pair.a)!;
    const b = await featuresOf(pair.b);
    for (const photo of [pair.a, pair.b])
      if (!fingerprints.has(photo)) fingerprints.set(photo, await computePhotoFingerprint(photo));
    if (comparePhotos(fingerprints.get(pair.a)!, fingerprints.get(pair.b)!).same) result.samePicture++;
    if (!a || !b) {
      result.withoutFeatures++;
      continue;
    }
    const startedAt = performance.now();
    const comparison = compareRooms(a, b);
    compareMs += performance.now() - startedAt;
    comparisons++;
    result.inliers.push(comparison.inliers);
    result.matches.push(comparison.matches);
    if (comparison.same) result.sameRoom++;
  }
  return {
    results: [...results.values()],
    msPerPhoto: photoMs / Math.max(1, photos),
    msPerComparison: compareMs / Math.max(1, comparisons),
    stored,
  };
}

/**
 * What the room comparison adds to the duplicate check, per pair of listings: an agent's listing of 6 photos
 * against another of 6 photos of other rooms (the first ROOM_PHOTOS of each compared, every photo pair: the most
 * one pair of listings costs),
 * scored from stored bytes as the check does (parsing included). Milliseconds, median of `rounds`, with and
 * without room features.
 */
export function timeListingPair(
  pairs: SameRoomPair[],
  stored: Map<Buffer, Buffer | null>,
  rounds = 30,
): { withRooms: number; withoutRooms: number } {
  const others = pairs.filter((pair) => pair.kind === 'other_room_same_style').slice(0, 6);
  const listing = (photos: Buffer[], withRooms: boolean): DuplicateCandidateListing => ({
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
    photoHashes: photos.map((photo) => fingerprints.get(photo)!),
    photoRoomFeatures: withRooms
      ? photos.map((photo) => stored.get(photo)?.toString('base64') ?? null)
      : undefined,
    posterRole: 'agent',
  });
  const time = (withRooms: boolean) => {
    const a = listing(
      others.map((pair) => pair.a),
      withRooms,
    );
    const b = listing(
      others.map((pair) => pair.b),
      withRooms,
    );
    const times: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const startedAt = performance.now();
      scoreDuplicatePair(prepareCandidate(a), prepareCandidate(b));
      times.push(performance.now() - startedAt);
    }
    return times.sort((x, y) => x - y)[Math.floor(rounds / 2)]!;
  };
  return { withRooms: time(true), withoutRooms: time(false) };
}

if (path.resolve(process.argv[1] ?? '') === import.meta.filename) {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string', default: '3030' },
      rooms: { type: 'string', default: '40' },
      out: { type: 'string' },
    },
  });
  const seed = Number(values.seed);
  const rooms = Number(values.rooms);
  const loadAtStart = os.loadavg()[0]!;
  const startedAt = performance.now();
  const pairs = await buildSameRoomSet({ seed, rooms });
  const built = performance.now();
  const { results, msPerPhoto, msPerComparison, stored } = await evaluateSameRoomSet(pairs);
  const listingPair = timeListingPair(pairs, stored);
  const loadAtEnd = os.loadavg()[0]!;
  console.log(`same-room set, seed ${seed}, ${rooms} rooms (synthetic, this project's own making)`);
  for (const r of results) {
    const share = (n: number) => `${((100 * n) / r.pairs).toFixed(1)} %`;
    const sorted = [...r.inliers].sort((x, y) => x - y);
    console.log(
      `${r.kind.padEnd(26)} ${String(r.pairs).padStart(3)} pairs: same room ${String(r.sameRoom).padStart(3)} ` +
        `(${share(r.sameRoom)}), same picture ${r.samePicture}, no features ${r.withoutFeatures}, ` +
        `inliers median ${sorted[Math.floor(sorted.length / 2)] ?? 0}, max ${sorted.at(-1) ?? 0}` +
        (process.env.SHOW ? ` ${JSON.stringify(r.inliers)} m ${JSON.stringify(r.matches)}` : ''),
    );
  }
  console.log(
    `built in ${((built - startedAt) / 1000).toFixed(1)} s; room features ${msPerPhoto.toFixed(1)} ms a photo, ` +
      `a comparison ${msPerComparison.toFixed(3)} ms; load average ${loadAtStart.toFixed(2)} → ${loadAtEnd.toFixed(2)}`,
  );
  console.log(
    `a pair of listings of 6 photos each, no room in common (the first ${ROOM_PHOTOS} of each compared): ` +
      `${listingPair.withRooms.toFixed(2)} ms with room features, ${listingPair.withoutRooms.toFixed(2)} ms without`,
  );
  if (values.out) {
    const report = {
      command: `npm run eval:same-room -- --seed ${seed} --rooms ${rooms}`,
      seed,
      rooms,
      loadAverage1m: { start: loadAtStart, end: loadAtEnd },
      msPerPhoto,
      msPerComparison,
      msPerListingPair: listingPair,
      results,
    };
    await fs.writeFile(values.out, `${JSON.stringify(report, null, 2)}\n`);
  }
}
