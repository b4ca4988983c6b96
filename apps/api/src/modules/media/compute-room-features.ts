import { createRequire } from 'node:module';
import sharp, { type Sharp } from 'sharp';
import { encodeRoomFeatures, MIN_ROOM_KEYPOINTS, ROOM_KEYPOINTS, type RoomKeypoint } from './room-features';

/**
 * Computes a photo's room features (room-features.ts) once, at upload: ORB keypoints from OpenCV (the official
 * opencv.js build, WebAssembly inside the npm package @techstark/opencv-js: nothing is downloaded at install or
 * run time; decision 030). OpenCV is loaded on the first photo (about a second), not when the api starts.
 */

/** Longer side of the grey picture the keypoints are found in: enough for the corners of a room's furniture. */
const WORKING_SIZE = 512;
/** Keypoints ORB finds before the strongest, spread over the picture, are kept. */
const DETECTED_KEYPOINTS = 500;
const FAST_THRESHOLD = 10;
/** The picture is cut into GRID×GRID cells and the keypoints taken from each in turn, strongest first. */
const GRID = 4;

/** The part of OpenCV's api this file uses (opencv.js has no usable types of its own). */
interface OpenCv {
  Mat: new () => OpenCvMat;
  matFromArray(rows: number, cols: number, type: number, data: ArrayLike<number>): OpenCvMat;
  CV_8UC1: number;
  ORB: new (
    nfeatures: number,
    scaleFactor: number,
    nlevels: number,
    edgeThreshold: number,
    firstLevel: number,
    wtaK: number,
    scoreType: number,
    patchSize: number,
    fastThreshold: number,
  ) => OpenCvOrb;
  KeyPointVector: new () => OpenCvKeyPoints;
}
interface OpenCvMat {
  rows: number;
  cols: number;
  data: Uint8Array;
  delete(): void;
}
interface OpenCvOrb {
  detectAndCompute(
    image: OpenCvMat,
    mask: OpenCvMat,
    keypoints: OpenCvKeyPoints,
    descriptors: OpenCvMat,
  ): void;
  delete(): void;
}
interface OpenCvKeyPoints {
  size(): number;
  get(index: number): { pt: { x: number; y: number }; response: number };
  delete(): void;
}

let openCv: Promise<{ cv: OpenCv }> | null = null;

/**
 * OpenCV, loaded once per process, by `require`: the module is emscripten's "thenable", which `await import()` (or an
 * async function returning it) would try to resolve, and again, forever. Held in an object for the same reason.
 */
function loadOpenCv(): Promise<{ cv: OpenCv }> {
  openCv ??= new Promise((resolve) => {
    // opencv.js installs process-wide handlers for uncaught exceptions and unhandled rejections (which print its
    // whole 10 MB source line and abort): the api has its own, so they are removed again.
    const before = new Set([
      ...process.listeners('uncaughtException'),
      ...process.listeners('unhandledRejection'),
    ]);
    const module = createRequire(import.meta.url)('@techstark/opencv-js') as OpenCv & {
      onRuntimeInitialized?: () => void;
    };
    for (const added of process.listeners('uncaughtException'))
      if (!before.has(added)) process.removeListener('uncaughtException', added);
    for (const added of process.listeners('unhandledRejection'))
      if (!before.has(added)) process.removeListener('unhandledRejection', added);
    // The WebAssembly runtime compiles after the require: ready when it says so.
    if (typeof module.Mat === 'function') resolve({ cv: module });
    else module.onRuntimeInitialized = () => resolve({ cv: module });
  });
  return openCv;
}

export type RoomFeaturesInput = Buffer | Uint8Array | Sharp;

/**
 * The room features of a photo (encoded bytes or a sharp pipeline), or null when it has too few corners to say
 * anything (a bare wall, a flat colour) or they cannot be computed: a photo uploads all the same, without them.
 */
export async function computeRoomFeatures(input: RoomFeaturesInput): Promise<Buffer | null> {
  try {
    const pipeline = Buffer.isBuffer(input) || input instanceof Uint8Array ? sharp(input) : input.clone();
    const { data, info } = await pipeline
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(WORKING_SIZE, WORKING_SIZE, { fit: 'inside' })
      .greyscale()
      // Contrast stretched: another shot in dimmer light finds the same corners.
      .normalise()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 1) return null;
    const { cv } = await loadOpenCv();
    const keypoints = orbKeypoints(cv, data, info.width, info.height);
    if (keypoints.length < MIN_ROOM_KEYPOINTS) return null;
    return encodeRoomFeatures(keypoints, Math.max(info.width, info.height));
  } catch {
    // Room features are evidence for the duplicate check, never a reason to refuse a photo.
    return null;
  }
}

function orbKeypoints(cv: OpenCv, grey: Buffer, width: number, height: number): RoomKeypoint[] {
  const image = cv.matFromArray(height, width, cv.CV_8UC1, grey);
  const mask = new cv.Mat();
  const found = new cv.KeyPointVector();
  const descriptors = new cv.Mat();
  // OpenCV's defaults but a FAST threshold of 10 instead of 20: a room's corners in a dim or hazy photo (its
  // contrast already stretched) are faint. Score 0 is HARRIS_SCORE, the default.
  const orb = new cv.ORB(DETECTED_KEYPOINTS, 1.2, 8, 31, 0, 2, 0, 31, FAST_THRESHOLD);
  try {
    orb.detectAndCompute(image, mask, found, descriptors);
    const all: (RoomKeypoint & { response: number; cell: number })[] = [];
    for (let i = 0; i < found.size(); i++) {
      const { pt, response } = found.get(i);
      const cell =
        Math.min(GRID - 1, Math.floor((pt.y / height) * GRID)) * GRID +
        Math.min(GRID - 1, Math.floor((pt.x / width) * GRID));
      const descriptor = Uint8Array.from(descriptors.data.subarray(i * 32, i * 32 + 32));
      all.push({ x: pt.x, y: pt.y, descriptor, response, cell });
    }
    return spread(all);
  } finally {
    for (const held of [image, mask, found, descriptors, orb]) held.delete();
  }
}

/**
 * The strongest keypoints taken from each cell of the grid in turn: a room's corners are everywhere, while the
 * strongest responses cluster on one busy shelf or window.
 */
function spread(all: (RoomKeypoint & { response: number; cell: number })[]): RoomKeypoint[] {
  const cells = Array.from({ length: GRID * GRID }, () => [] as typeof all);
  for (const point of all.sort((p, q) => q.response - p.response)) cells[point.cell]!.push(point);
  const kept: RoomKeypoint[] = [];
  for (let rank = 0; kept.length < ROOM_KEYPOINTS; rank++) {
    let any = false;
    for (const cell of cells) {
      const point = cell[rank];
      if (!point) continue;
      any = true;
      kept.push({ x: point.x, y: point.y, descriptor: point.descriptor });
      if (kept.length === ROOM_KEYPOINTS) break;
    }
    if (!any) break;
  }
  return kept;
}
