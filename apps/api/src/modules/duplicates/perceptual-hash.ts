import sharp, { type Sharp } from 'sharp';

/**
 * Perceptual fingerprints of listing photos: two copies of the same picture — downloaded from another site,
 * resized, re-encoded, brightened, a few per cent cropped off the edges — come out nearly equal, while photos of
 * two different rooms do not. A content hash (the media name) cannot do this: any re-save changes every byte.
 *
 * The core is the 64-bit DCT pHash (phash.org): grey levels, 32×32, a 2-D DCT-II, the 8×8 lowest frequencies
 * without the first row and column (the mean brightness and the pure left–right / top–bottom gradients, which a
 * brightness change or an uneven crop shifts), one bit per coefficient: above or below their median. Alone it
 * survives re-encoding, resizing and brightness but not cropping: cutting 5–8 % off each edge enlarges the
 * picture by 10–19 %, which moves its higher frequencies by more than a bin (up to 30 of 64 bits differ). So a
 * fingerprint holds the pHash of the whole photo and of its centre with 4 % and 8 % cut off every edge, and two
 * photos are compared at their best-aligned pair: a copy cropped by c lines up with the original's crop nearest
 * to c. Because pHash is blind to colour, and different rooms of one generation of flats (or of a developer's
 * renders) can share their geometry, a coarse colour layout (mean chroma of a 3×3 grid) must agree as well.
 * docs/duplicates.md has the measured distances behind both thresholds.
 */

/** Most bits two hashes of the same picture differ by, at their best-aligned crops. */
export const SAME_PHOTO_MAX_DISTANCE = 10;
/** Largest mean difference of the colour layouts (CIELAB a*, b* units) of two copies of one picture. */
export const SAME_PHOTO_MAX_COLOUR_DISTANCE = 4;

/** Share of each edge cut off for the fingerprint's second and third hash. */
export const FINGERPRINT_CROPS = [0, 0.04, 0.08] as const;

const SIZE = 32;
const LOW = 8;
const GRID = 3;
const HASH_HEX = 16;
const COLOUR_HEX = GRID * GRID * 2 * 2;
/** Length of a fingerprint string: three hashes then the colour layout, all hex. */
export const FINGERPRINT_LENGTH = FINGERPRINT_CROPS.length * HASH_HEX + COLOUR_HEX;
// Enough pixels for the 32×32 hash after an 8 % crop, few enough to decode once and crop cheaply.
const WORKING_SIZE = 256;

// DCT-II basis for the 9 lowest frequencies (index = frequency; 0 is not used).
const COSINES: Float64Array[] = Array.from({ length: LOW + 1 }, (_, u) => {
  const row = new Float64Array(SIZE);
  for (let x = 0; x < SIZE; x++) row[x] = Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIZE));
  return row;
});

export type PhotoInput = Buffer | Uint8Array | Sharp;

function pipelineOf(input: PhotoInput): Sharp {
  return Buffer.isBuffer(input) || input instanceof Uint8Array ? sharp(input) : input.clone();
}

interface WorkingImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** Decodes once, upright, on white, at most 256 px a side: every hash and the colour layout are read from this. */
async function decode(input: PhotoInput): Promise<WorkingImage> {
  const { data, info } = await pipelineOf(input)
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(WORKING_SIZE, WORKING_SIZE, { fit: 'inside', kernel: 'lanczos3' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** The picture without `crop` of each edge. */
function centre(image: WorkingImage, crop: number): Sharp {
  const left = Math.round(image.width * crop);
  const top = Math.round(image.height * crop);
  const { data, width, height, channels } = image;
  return sharp(data, { raw: { width, height, channels } }).extract({
    left,
    top,
    width: width - 2 * left,
    height: height - 2 * top,
  });
}

async function hashOf(image: WorkingImage, crop: number): Promise<string> {
  const grey = await centre(image, crop)
    .greyscale()
    // Every photo becomes 32×32 whatever its shape: a crop that changes the aspect ratio stretches the picture a
    // little instead of moving it. The Lanczos kernel averages every source pixel, so JPEG noise and fine
    // texture do not alias into the low frequencies.
    .resize(SIZE, SIZE, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  return hashFromGrey(grey);
}

/** The pHash of a whole photo as 16 hex digits (64 bits): encoded bytes (JPEG, PNG, WebP...) or a sharp pipeline. */
export async function computePhotoHash(input: PhotoInput): Promise<string> {
  return hashOf(await decode(input), 0);
}

/**
 * The fingerprint of a photo: 84 hex digits, the pHash of the whole photo (the first 16, equal to
 * `computePhotoHash`), of its centre without 4 % and 8 % of each edge, and its colour layout. Store it once per
 * photo, at upload.
 */
export async function computePhotoFingerprint(input: PhotoInput): Promise<string> {
  const image = await decode(input);
  const hashes = await Promise.all(FINGERPRINT_CROPS.map((crop) => hashOf(image, crop)));
  // The colour layout is read inside the deepest crop, so it sees the same part of the picture in a copy.
  const cells = await centre(image, FINGERPRINT_CROPS.at(-1)!)
    .resize(GRID, GRID, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return hashes.join('') + colourLayout(cells.data, cells.info.channels);
}

/** The pHash of 32×32 grey pixels (row by row, one byte each). */
export function hashFromGrey(pixels: Uint8Array): string {
  if (pixels.length !== SIZE * SIZE) throw new RangeError(`expected ${SIZE * SIZE} grey pixels`);
  // Separable DCT: along rows for the kept frequencies only, then along columns.
  const rows = new Float64Array(SIZE * (LOW + 1));
  for (let y = 0; y < SIZE; y++) {
    for (let u = 1; u <= LOW; u++) {
      const basis = COSINES[u]!;
      let sum = 0;
      for (let x = 0; x < SIZE; x++) sum += pixels[y * SIZE + x]! * basis[x]!;
      rows[y * (LOW + 1) + u] = sum;
    }
  }
  const coefficients: number[] = [];
  for (let v = 1; v <= LOW; v++) {
    const basis = COSINES[v]!;
    for (let u = 1; u <= LOW; u++) {
      let sum = 0;
      for (let y = 0; y < SIZE; y++) sum += rows[y * (LOW + 1) + u]! * basis[y]!;
      coefficients.push(sum);
    }
  }
  const sorted = [...coefficients].sort((a, b) => a - b);
  const median = (sorted[31]! + sorted[32]!) / 2;
  let hash = 0n;
  for (const c of coefficients) hash = (hash << 1n) | (c > median ? 1n : 0n);
  return hash.toString(16).padStart(HASH_HEX, '0');
}

const linear = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const labF = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);

/** CIELAB a* and b* (D65) of each cell as bytes (value + 128): chroma, which a brightness change leaves alone. */
function colourLayout(rgb: Uint8Array, channels: number): string {
  let hex = '';
  for (let i = 0; i < GRID * GRID; i++) {
    const r = linear(rgb[i * channels]!);
    const g = linear(rgb[i * channels + 1]!);
    const b = linear(rgb[i * channels + 2]!);
    const x = labF((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
    const y = labF(0.2126 * r + 0.7152 * g + 0.0722 * b);
    const z = labF((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
    for (const value of [500 * (x - y), 200 * (y - z)]) {
      hex += Math.max(0, Math.min(255, Math.round(value) + 128))
        .toString(16)
        .padStart(2, '0');
    }
  }
  return hex;
}

function toBigInt(hash: string | bigint): bigint {
  if (typeof hash === 'bigint') return hash;
  if (!/^[0-9a-f]{16}$/i.test(hash)) throw new RangeError(`not a 64-bit photo hash: ${hash}`);
  return BigInt(`0x${hash}`);
}

/** How many of the 64 bits differ. */
export function hammingDistance(a: string | bigint, b: string | bigint): number {
  let x = toBigInt(a) ^ toBigInt(b);
  let count = 0;
  while (x) {
    x &= x - 1n;
    count++;
  }
  return count;
}

export interface ParsedFingerprint {
  /** pHash of the whole photo, then of the crops in FINGERPRINT_CROPS order (only the first for a bare hash) */
  hashes: string[];
  /** a*, b* of each cell of the colour layout, or null for a bare 16-hex pHash */
  colour: number[] | null;
}

/** Reads a fingerprint, or a bare 16-hex pHash (compared on its whole-photo hash alone). */
export function parseFingerprint(value: string): ParsedFingerprint {
  const text = value.toLowerCase();
  if (/^[0-9a-f]{16}$/.test(text)) return { hashes: [text], colour: null };
  if (text.length !== FINGERPRINT_LENGTH || !/^[0-9a-f]+$/.test(text)) {
    throw new RangeError(`not a photo fingerprint: ${value}`);
  }
  const hashes = FINGERPRINT_CROPS.map((_, i) => text.slice(i * HASH_HEX, (i + 1) * HASH_HEX));
  const colourHex = text.slice(FINGERPRINT_CROPS.length * HASH_HEX);
  const colour = Array.from({ length: colourHex.length / 2 }, (_, i) => {
    return parseInt(colourHex.slice(i * 2, i * 2 + 2), 16) - 128;
  });
  return { hashes, colour };
}

export interface PhotoComparison {
  /** fewest differing bits over every pairing of the two photos' hashes */
  distance: number;
  /** mean difference of the colour layouts, null when either side is a bare hash */
  colourDistance: number | null;
  same: boolean;
}

export function comparePhotos(a: string | ParsedFingerprint, b: string | ParsedFingerprint): PhotoComparison {
  const pa = typeof a === 'string' ? parseFingerprint(a) : a;
  const pb = typeof b === 'string' ? parseFingerprint(b) : b;
  let distance = 64;
  for (const ha of pa.hashes)
    for (const hb of pb.hashes) distance = Math.min(distance, hammingDistance(ha, hb));
  let colourDistance: number | null = null;
  if (pa.colour && pb.colour) {
    let sum = 0;
    for (let i = 0; i < pa.colour.length; i++) sum += Math.abs(pa.colour[i]! - pb.colour[i]!);
    colourDistance = sum / pa.colour.length;
  }
  const same =
    distance <= SAME_PHOTO_MAX_DISTANCE &&
    (colourDistance === null || colourDistance <= SAME_PHOTO_MAX_COLOUR_DISTANCE);
  return { distance, colourDistance, same };
}

/** What the upload pipeline keeps of a processed photo (media/process-image.ts `ProcessedImage`). */
export interface ProcessedPhotoSizes {
  variants: { format: string; width: number; data: Buffer }[];
}

/**
 * The fingerprint of a photo the upload pipeline has already processed, from its smallest stored WebP (320 px), so
 * an upload decodes the original only once. Any stored size gives nearly the fingerprint of the original.
 */
export function fingerprintProcessedImage(image: ProcessedPhotoSizes): Promise<string> {
  const webp = image.variants.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width);
  const smallest = webp[0] ?? image.variants[0];
  if (!smallest) throw new Error('a processed photo without any stored size');
  return computePhotoFingerprint(smallest.data);
}
