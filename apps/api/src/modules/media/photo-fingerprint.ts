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
 * picture by 10–19 %, which moves its higher frequencies by more than a bin (up to 30 of 64 bits differ), and
 * cutting a strip off one edge shifts it. So a fingerprint holds the pHash of the whole photo and of six crops of
 * it — the centre without 4 % and without 8 % of every edge, and the photo without 6 % of one edge, for each edge —
 * and two photos are compared at their best-aligned pair of hashes: a copy cropped by some amount lines up with
 * the crop of the original nearest to it. Because pHash is blind to colour, and different rooms of one
 * generation of flats (or of a developer's renders) can share their geometry, a coarse colour layout (the mean
 * chroma of a 3×3 grid) must agree as well. docs/duplicates.md has the measured distances behind the thresholds.
 */

/** Most bits two hashes of the same picture differ by, at their best-aligned crops. */
export const SAME_PHOTO_MAX_DISTANCE = 8;
/** Largest mean difference of the colour layouts (CIELAB a*, b* units) of two copies of one picture. */
const SAME_PHOTO_MAX_COLOUR_DISTANCE = 4;

/** The part of the photo each hash of a fingerprint covers: share cut off the left, top, right and bottom edge. */
const FINGERPRINT_CROPS: readonly (readonly [number, number, number, number])[] = [
  [0, 0, 0, 0],
  [0.04, 0.04, 0.04, 0.04],
  [0.08, 0.08, 0.08, 0.08],
  [0.06, 0, 0, 0],
  [0, 0.06, 0, 0],
  [0, 0, 0.06, 0],
  [0, 0, 0, 0.06],
];

const SIZE = 32;
const LOW = 8;
const GRID = 3;
const HASH_HEX = 16;
const COLOUR_HEX = GRID * GRID * 2 * 2;
/** Length of a fingerprint string: the hashes then the colour layout, all hex. */
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
  width: number;
  height: number;
  /** the red, green and blue planes, one value per pixel */
  planes: [Float64Array, Float64Array, Float64Array];
  grey: Float64Array;
}

/**
 * Decodes once, upright, on white, at most 256 px a side (sharp, Lanczos): every hash and the colour layout are
 * resampled from these pixels.
 */
async function decode(input: PhotoInput): Promise<WorkingImage> {
  const { data, info } = await pipelineOf(input)
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(WORKING_SIZE, WORKING_SIZE, { fit: 'inside', kernel: 'lanczos3' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const count = width * height;
  const planes: WorkingImage['planes'] = [
    new Float64Array(count),
    new Float64Array(count),
    new Float64Array(count),
  ];
  const grey = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const r = data[i * channels]!;
    const g = data[i * channels + 1]!;
    const b = data[i * channels + 2]!;
    planes[0][i] = r;
    planes[1][i] = g;
    planes[2][i] = b;
    grey[i] = 0.299 * r + 0.587 * g + 0.114 * b;
  }
  return { width, height, planes, grey };
}

/**
 * For each of `size` output pixels spread over the span [from, to) of a source row of `length` pixels, the source
 * pixels it averages and their weights: a triangle two output pixels wide (a tent filter), which passes the low
 * frequencies the hash reads and damps the fine detail that would alias into them.
 */
function coverage(
  from: number,
  to: number,
  size: number,
  length: number,
): { first: number; weights: number[] }[] {
  const step = (to - from) / size;
  return Array.from({ length: size }, (_, i) => {
    const centre = from + (i + 0.5) * step;
    const first = Math.max(0, Math.floor(centre - step));
    const last = Math.min(length - 1, Math.ceil(centre + step));
    const weights: number[] = [];
    for (let x = first; x <= last; x++) weights.push(Math.max(0, 1 - Math.abs(x + 0.5 - centre) / step));
    const total = weights.reduce((sum, w) => sum + w, 0);
    return { first, weights: weights.map((w) => w / total) };
  });
}

/**
 * Resamples the part of a plane left after cutting the given shares off its edges to `out`×`out` pixels. Every
 * crop becomes square whatever its shape, so a crop that changes the aspect ratio stretches the picture a little
 * instead of moving it.
 */
function resample(
  image: WorkingImage,
  plane: Float64Array,
  crop: readonly [number, number, number, number],
  out: number,
): Float64Array {
  const { width, height } = image;
  const columns = coverage(width * crop[0], width * (1 - crop[2]), out, width);
  const rows = coverage(height * crop[1], height * (1 - crop[3]), out, height);
  const across = new Float64Array(height * out);
  for (let y = 0; y < height; y++) {
    for (let i = 0; i < out; i++) {
      const { first, weights } = columns[i]!;
      let sum = 0;
      for (let k = 0; k < weights.length; k++) sum += plane[y * width + first + k]! * weights[k]!;
      across[y * out + i] = sum;
    }
  }
  const result = new Float64Array(out * out);
  for (let j = 0; j < out; j++) {
    const { first, weights } = rows[j]!;
    for (let i = 0; i < out; i++) {
      let sum = 0;
      for (let k = 0; k < weights.length; k++) sum += across[(first + k) * out + i]! * weights[k]!;
      result[j * out + i] = sum;
    }
  }
  return result;
}

const hashOf = (image: WorkingImage, crop: readonly [number, number, number, number]) =>
  hashFromGrey(resample(image, image.grey, crop, SIZE));

/** The pHash of a whole photo as 16 hex digits (64 bits): encoded bytes (JPEG, PNG, WebP...) or a sharp pipeline. */
export async function computePhotoHash(input: PhotoInput): Promise<string> {
  return hashOf(await decode(input), FINGERPRINT_CROPS[0]!);
}

/**
 * The fingerprint of a photo: 148 hex digits, the pHashes of the whole photo (the first 16, equal to
 * `computePhotoHash`) and of its six crops (FINGERPRINT_CROPS), then its colour layout. Store it once per photo,
 * at upload.
 */
export async function computePhotoFingerprint(input: PhotoInput): Promise<string> {
  const image = await decode(input);
  const hashes = FINGERPRINT_CROPS.map((crop) => hashOf(image, crop));
  // The colour layout is read inside the deepest centre crop, so it sees the same part of the picture in a copy.
  const [r, g, b] = image.planes.map((plane) => resample(image, plane, FINGERPRINT_CROPS[2]!, GRID));
  return hashes.join('') + colourLayout(r!, g!, b!);
}

/** The pHash of 32×32 grey levels (row by row). */
function hashFromGrey(pixels: ArrayLike<number>): string {
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
function colourLayout(red: Float64Array, green: Float64Array, blue: Float64Array): string {
  let hex = '';
  for (let i = 0; i < GRID * GRID; i++) {
    const r = linear(red[i]!);
    const g = linear(green[i]!);
    const b = linear(blue[i]!);
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
  /** the same hashes as pairs of 32-bit words, high then low, for fast comparison */
  words: Uint32Array;
  /** a*, b* of each cell of the colour layout, or null for a bare 16-hex pHash */
  colour: number[] | null;
}

/** Reads a fingerprint, or a bare 16-hex pHash (compared on its whole-photo hash alone). */
export function parseFingerprint(value: string): ParsedFingerprint {
  const text = value.toLowerCase();
  if (/^[0-9a-f]{16}$/.test(text)) return { hashes: [text], words: toWords([text]), colour: null };
  if (text.length !== FINGERPRINT_LENGTH || !/^[0-9a-f]+$/.test(text)) {
    throw new RangeError(`not a photo fingerprint: ${value}`);
  }
  const hashes = FINGERPRINT_CROPS.map((_, i) => text.slice(i * HASH_HEX, (i + 1) * HASH_HEX));
  const colourHex = text.slice(FINGERPRINT_CROPS.length * HASH_HEX);
  const colour = Array.from({ length: colourHex.length / 2 }, (_, i) => {
    return parseInt(colourHex.slice(i * 2, i * 2 + 2), 16) - 128;
  });
  return { hashes, words: toWords(hashes), colour };
}

function toWords(hashes: string[]): Uint32Array {
  const words = new Uint32Array(hashes.length * 2);
  hashes.forEach((hash, i) => {
    words[2 * i] = parseInt(hash.slice(0, 8), 16);
    words[2 * i + 1] = parseInt(hash.slice(8), 16);
  });
  return words;
}

function popcount32(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
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
  const wa = pa.words;
  const wb = pb.words;
  for (let i = 0; i < wa.length; i += 2) {
    for (let j = 0; j < wb.length; j += 2) {
      const d = popcount32((wa[i]! ^ wb[j]!) >>> 0) + popcount32((wa[i + 1]! ^ wb[j + 1]!) >>> 0);
      if (d < distance) distance = d;
    }
  }
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

const bandsOf = (hash: string) =>
  [0, 1, 2, 3].map((band) => (band << 16) | parseInt(hash.slice(band * 4, band * 4 + 4), 16));

/**
 * What to index for a stored photo: the four 16-bit bands of every hash of its fingerprint (or of a bare 16-hex
 * pHash), each tagged with its position (band << 16 | value), for an int[] column with a GIN index. The crops'
 * hashes are indexed too, so a later copy cut from the photo meets it: the copy's whole-photo hash is near the
 * hash of the original's matching crop.
 */
export function photoHashBands(photo: string): number[] {
  return [...new Set(parseFingerprint(photo).hashes.flatMap(bandsOf))];
}

/**
 * What to look up for a new photo: the bands of its whole-photo hash. Two hashes within 3 bits share a band
 * (pigeonhole); copies further apart, up to the 8 bits of SAME_PHOTO_MAX_DISTANCE, mostly still do
 * (`npm run eval:duplicates` measures it). Looking up the crops' bands as well would find few more copies and
 * many more strangers.
 */
export function photoHashBandsToSearch(photo: string): number[] {
  return bandsOf(parseFingerprint(photo).hashes[0]!);
}
