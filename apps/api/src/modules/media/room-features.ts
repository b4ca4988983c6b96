/**
 * Room features: what recognises another shot of the same room (another angle, another distance, the furniture
 * seen from elsewhere), where a photo's fingerprint (photo-fingerprint.ts) recognises only copies of one picture.
 *
 * A photo's room features are its strongest ORB keypoints (oriented FAST corners with rotated BRIEF descriptors,
 * computed by OpenCV at upload: compute-room-features.ts), each a position and a 256-bit descriptor of the patch
 * around it. Two photos show the same room when many keypoints of one find their nearest descriptor in the other
 * (mutual nearest neighbours passing the ratio test) and those matches agree on one perspective mapping of one
 * picture onto the other (a homography found by RANSAC): the walls, floor, windows and furniture seen from
 * elsewhere are moved by one such mapping, nearly, while chance matches between two rooms point every which way.
 *
 * Stored as bytes (photo_fingerprints.room_features): per keypoint its x and y (uint16, the photo's longer side
 * being COORDINATE_SCALE) then its 32 descriptor bytes. Comparing two photos is plain arithmetic on these bytes
 * (no OpenCV at check time): deterministic, synchronous and about a tenth of a millisecond.
 */

/** Keypoints kept per photo: the strongest, spread over the picture. */
export const ROOM_KEYPOINTS = 160;
const DESCRIPTOR_BYTES = 32;
const DESCRIPTOR_WORDS = DESCRIPTOR_BYTES / 4;
const POINT_BYTES = 4 + DESCRIPTOR_BYTES;
/** Coordinates are stored in units of the photo's longer side divided by this. */
export const COORDINATE_SCALE = 4096;
/** Fewer keypoints than this (a bare wall, a flat colour) and a photo has no room features. */
export const MIN_ROOM_KEYPOINTS = 24;

/** Most bits of 256 two descriptors of one corner seen from elsewhere differ by. */
const MAX_DESCRIPTOR_DISTANCE = 64;
/** The nearest descriptor must be this much nearer than the second nearest (Lowe's ratio test). */
const RATIO = 0.8;
/** Error, as a share of the longer side, within which a match agrees with a mapping. */
const INLIER_ERROR = 0.04;
const RANSAC_ROUNDS = 200;
const PROBE_KEYPOINTS = 32;
const PROBE_MATCHES = 3;
/**
 * Matches that must agree on one mapping for two photos to show one room, and the share of the matches they must
 * be. Set on the synthetic development set (tools/duplicates-eval/same-room-set.ts), docs/duplicates.md.
 */
export const SAME_ROOM_MIN_INLIERS = 12;
const SAME_ROOM_MIN_INLIER_SHARE = 0.4;

export interface RoomFeatures {
  count: number;
  /** positions, as shares of the longer side */
  x: Float64Array;
  y: Float64Array;
  /** the descriptors, 8 words each */
  descriptors: Uint32Array;
}

export interface RoomKeypoint {
  /** position in pixels of an image whose longer side is `longerSide` */
  x: number;
  y: number;
  /** 32 bytes */
  descriptor: Uint8Array;
}

/** The stored bytes of a photo's keypoints (the order given, strongest first). */
export function encodeRoomFeatures(keypoints: readonly RoomKeypoint[], longerSide: number): Buffer {
  const bytes = Buffer.alloc(keypoints.length * POINT_BYTES);
  keypoints.forEach((point, i) => {
    const at = i * POINT_BYTES;
    const scale = COORDINATE_SCALE / longerSide;
    bytes.writeUInt16LE(Math.min(65535, Math.max(0, Math.round(point.x * scale))), at);
    bytes.writeUInt16LE(Math.min(65535, Math.max(0, Math.round(point.y * scale))), at + 2);
    bytes.set(point.descriptor.subarray(0, DESCRIPTOR_BYTES), at + 4);
  });
  return bytes;
}

/**
 * Reads stored room features: bytes, or their base64 as the duplicate check reads them. Null for none, or for
 * bytes that are not room features.
 */
export function parseRoomFeatures(value: Uint8Array | string | null | undefined): RoomFeatures | null {
  if (value == null) return null;
  const bytes = typeof value === 'string' ? Buffer.from(value, 'base64') : value;
  if (bytes.length === 0 || bytes.length % POINT_BYTES !== 0) return null;
  const count = bytes.length / POINT_BYTES;
  if (count < MIN_ROOM_KEYPOINTS) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const x = new Float64Array(count);
  const y = new Float64Array(count);
  const descriptors = new Uint32Array(count * DESCRIPTOR_WORDS);
  for (let i = 0; i < count; i++) {
    const at = i * POINT_BYTES;
    x[i] = view.getUint16(at, true) / COORDINATE_SCALE;
    y[i] = view.getUint16(at + 2, true) / COORDINATE_SCALE;
    for (let w = 0; w < DESCRIPTOR_WORDS; w++)
      descriptors[i * DESCRIPTOR_WORDS + w] = view.getUint32(at + 4 + w * 4, true);
  }
  return { count, x, y, descriptors };
}

/** Bits set in each 16-bit value: a descriptor distance is 16 look-ups. */
const BITS16 = new Uint8Array(65536);
for (let i = 1; i < 65536; i++) BITS16[i] = BITS16[i >> 1]! + (i & 1);

interface Match {
  a: number;
  b: number;
}

/** Bits two descriptors differ by, or `limit` when it is reached after their first half (no nearer then). */
function distance(da: Uint32Array, ia: number, db: Uint32Array, jb: number, limit: number): number {
  let x = da[ia]! ^ db[jb]!;
  let d = BITS16[x & 0xffff]! + BITS16[x >>> 16]!;
  x = da[ia + 1]! ^ db[jb + 1]!;
  d += BITS16[x & 0xffff]! + BITS16[x >>> 16]!;
  x = da[ia + 2]! ^ db[jb + 2]!;
  d += BITS16[x & 0xffff]! + BITS16[x >>> 16]!;
  x = da[ia + 3]! ^ db[jb + 3]!;
  d += BITS16[x & 0xffff]! + BITS16[x >>> 16]!;
  if (d >= limit) return limit;
  x = da[ia + 4]! ^ db[jb + 4]!;
  d += BITS16[x & 0xffff]! + BITS16[x >>> 16]!;
  x = da[ia + 5]! ^ db[jb + 5]!;
  d += BITS16[x & 0xffff]! + BITS16[x >>> 16]!;
  x = da[ia + 6]! ^ db[jb + 6]!;
  d += BITS16[x & 0xffff]! + BITS16[x >>> 16]!;
  x = da[ia + 7]! ^ db[jb + 7]!;
  return d + BITS16[x & 0xffff]! + BITS16[x >>> 16]!;
}

/** Each descriptor of `from`'s nearest in `to` and how near the second nearest is; -1 when none is near enough. */
function nearest(
  from: RoomFeatures,
  i: number,
  to: RoomFeatures,
): { index: number; best: number; second: number } {
  let best = 257;
  let second = 257;
  let index = -1;
  const ia = i * DESCRIPTOR_WORDS;
  for (let j = 0; j < to.count; j++) {
    const d = distance(from.descriptors, ia, to.descriptors, j * DESCRIPTOR_WORDS, second);
    if (d < best) {
      second = best;
      best = d;
      index = j;
    } else if (d < second) second = d;
  }
  return { index, best, second };
}

/**
 * Mutual nearest neighbours of the two descriptor sets that pass the ratio test both ways and the distance limit.
 * The nearest of each descriptor of `a` in `b` first (a distance stops early once it cannot be nearer than the
 * second nearest so far), then, for those that pass, the way back.
 */
function matchDescriptors(a: RoomFeatures, b: RoomFeatures): Match[] {
  const matches: Match[] = [];
  for (let i = 0; i < a.count; i++) {
    const forth = nearest(a, i, b);
    if (forth.index < 0 || forth.best > MAX_DESCRIPTOR_DISTANCE || forth.best >= RATIO * forth.second)
      continue;
    const back = nearest(b, forth.index, a);
    if (back.index !== i || back.best >= RATIO * back.second) continue;
    matches.push({ a: i, b: forth.index });
  }
  return matches;
}

/** A small seeded generator: the same two photos always get the same verdict. */
function lcg(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * The homography (h33 = 1) taking the four points (x, y) to (u, v), by solving the 8×8 linear system with partial
 * pivoting; null when the points are degenerate (three in a line).
 */
function homographyOf(points: readonly (readonly [number, number, number, number])[]): Float64Array | null {
  const m: number[][] = [];
  for (const [x, y, u, v] of points) {
    m.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    m.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  const n = 8;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++)
      if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    if (Math.abs(m[pivot]![col]!) < 1e-9) return null;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const top = m[col]!;
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const factor = m[row]![col]! / top[col]!;
      if (factor === 0) continue;
      const target = m[row]!;
      for (let k = col; k <= n; k++) target[k]! -= factor * top[k]!;
    }
  }
  const h = new Float64Array(9);
  for (let i = 0; i < n; i++) h[i] = m[i]![n]! / m[i]![i]!;
  h[8] = 1;
  return h;
}

/**
 * A mapping a camera can make of one picture of a room onto another: not mirrored, not folded over, and neither
 * shrinking nor enlarging it more than four times (a degenerate fit of four chance matches usually does one).
 */
function plausible(h: Float64Array): boolean {
  const det = h[0]! * h[4]! - h[1]! * h[3]!;
  if (!(det > 1 / 16 && det < 16)) return false;
  // The picture's corners stay in front of the camera.
  for (const [x, y] of [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ] as const) {
    if (h[6]! * x + h[7]! * y + 1 <= 0.1) return false;
  }
  return true;
}

export interface RoomComparison {
  /** descriptor matches (mutual nearest neighbours passing the ratio test) */
  matches: number;
  /** of them, those that agree on the best mapping found */
  inliers: number;
  same: boolean;
}

/**
 * Whether two photos show the same room (see the top of this file). First a probe: of the first PROBE_KEYPOINTS
 * keypoints of `a` (the strongest of each part of the picture), at least PROBE_MATCHES must find a near enough
 * nearest in `b`, or the two are taken for two rooms without matching the rest: most pairs of photos a check
 * compares are two rooms, and the probe costs a fifth of a full match.
 */
export function compareRooms(a: RoomFeatures, b: RoomFeatures): RoomComparison {
  let probed = 0;
  for (let i = 0; i < Math.min(PROBE_KEYPOINTS, a.count); i++) {
    const forth = nearest(a, i, b);
    if (forth.index >= 0 && forth.best <= MAX_DESCRIPTOR_DISTANCE && forth.best < RATIO * forth.second)
      probed++;
  }
  if (probed < PROBE_MATCHES) return { matches: 0, inliers: 0, same: false };
  const matches = matchDescriptors(a, b);
  if (matches.length < SAME_ROOM_MIN_INLIERS) return { matches: matches.length, inliers: 0, same: false };
  const random = lcg(matches.length * 7919 + a.count * 31 + b.count);
  const limit = INLIER_ERROR * INLIER_ERROR;
  let best = 0;
  for (let round = 0; round < RANSAC_ROUNDS; round++) {
    const picked = new Set<number>();
    while (picked.size < 4) picked.add(Math.floor(random() * matches.length));
    const h = homographyOf(
      [...picked].map((k) => {
        const { a: i, b: j } = matches[k]!;
        return [a.x[i]!, a.y[i]!, b.x[j]!, b.y[j]!] as const;
      }),
    );
    if (!h || !plausible(h)) continue;
    let inliers = 0;
    for (const { a: i, b: j } of matches) {
      const x = a.x[i]!;
      const y = a.y[i]!;
      const w = h[6]! * x + h[7]! * y + 1;
      if (w <= 0) continue;
      const u = (h[0]! * x + h[1]! * y + h[2]!) / w - b.x[j]!;
      const v = (h[3]! * x + h[4]! * y + h[5]!) / w - b.y[j]!;
      if (u * u + v * v <= limit) inliers++;
    }
    if (inliers > best) best = inliers;
    // Every match agrees: no later round can do better.
    if (best === matches.length) break;
  }
  const same = best >= SAME_ROOM_MIN_INLIERS && best >= SAME_ROOM_MIN_INLIER_SHARE * matches.length;
  return { matches: matches.length, inliers: best, same };
}
