import sharp from 'sharp';
import { mulberry32 } from '../seed/demo-random';

/**
 * Synthetic rooms rendered from any viewpoint, for the same-room development set (same-room-set.ts) and the tests
 * of room features: a box of a room (floor, ceiling, four walls) with furniture (boxes), pictures and a window,
 * each surface with a seeded procedural texture (paint, wood planks, fabric, a picture's detail), lit by a window
 * and a lamp, seen by a pinhole camera by ray casting. Two shots of one room are two cameras in it: the furniture
 * moves against the walls behind it (parallax), parts hide each other, the light differs. Nothing here is a
 * photograph: it is a model of the geometry of another shot, made for this project, not a measurement of real ones.
 */

type Vec = [number, number, number];

interface Surface {
  /** base colour, 0..1 per channel */
  colour: Vec;
  /** texture: 0 paint, 1 wood planks, 2 fabric, 3 a picture's detail, 4 a window's light, 5 tiles, 6 books */
  pattern: number;
  /** seed of the texture's noise: two surfaces with one seed have the same grain */
  seed: number;
  /** how strongly the texture modulates the colour */
  contrast: number;
}

interface Box {
  min: Vec;
  max: Vec;
  surface: Surface;
}

/** A rectangle on a wall (picture, window, door): the wall at x = 0, x = width, z = 0 or z = depth. */
interface Panel {
  wall: 0 | 1 | 2 | 3;
  /** along the wall and up, metres: [from, to] */
  along: [number, number];
  up: [number, number];
  surface: Surface;
}

export interface Room {
  size: Vec;
  walls: Surface[];
  floor: Surface;
  ceiling: Surface;
  furniture: Box[];
  panels: Panel[];
}

export interface RoomStyle {
  /** hue family of the walls and furniture, 0..1 */
  hue: number;
  /** the floor: wood planks or tiles */
  floorPattern: 1 | 5;
}

/** The furniture of a flat finished from one catalogue: sizes and fabrics drawn once, used in several rooms. */
export interface FurnitureSet {
  pieces: { size: Vec; surface: Surface }[];
  pictures: { size: [number, number]; surface: Surface }[];
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

function hsv(h: number, s: number, v: number): Vec {
  const i = Math.floor(h * 6);
  const f = h * 6 - i;
  const p = v * (1 - s);
  const q = v * (1 - f * s);
  const t = v * (1 - (1 - f) * s);
  return (
    [
      [v, t, p],
      [q, v, p],
      [p, v, t],
      [p, q, v],
      [t, p, v],
      [v, p, q],
    ] as Vec[]
  )[((i % 6) + 6) % 6]!;
}

/** A style: the hue family and the kind of floor rooms of one flat or one block share. */
export function roomStyle(seed: number): RoomStyle {
  const random = mulberry32(seed);
  return { hue: random(), floorPattern: random() < 0.6 ? 1 : 5 };
}

/** Furniture and pictures drawn in a style, to be placed in one room or in several (a catalogue's). */
export function furnitureSet(seed: number, style: RoomStyle): FurnitureSet {
  const random = mulberry32(seed);
  const surface = (pattern: number, saturation: number, value: number): Surface => ({
    colour: hsv((style.hue + (random() - 0.5) * 0.25 + 1) % 1, saturation, value),
    pattern,
    seed: Math.floor(random() * 2 ** 31),
    contrast: 0.35 + random() * 0.3,
  });
  const sizes: Vec[] = [
    [1.8 + random() * 0.6, 0.8 + random() * 0.2, 0.85 + random() * 0.15], // a sofa
    [0.9 + random() * 0.5, 0.45 + random() * 0.3, 0.6 + random() * 0.3], // a low table
    [0.8 + random() * 0.6, 1.6 + random() * 0.5, 0.45 + random() * 0.15], // a cupboard
    [0.5 + random() * 0.3, 0.9 + random() * 0.5, 0.5 + random() * 0.3], // a chest
    [0.8 + random() * 0.5, 1.8 + random() * 0.3, 0.32], // a bookcase
  ];
  const patterns = [2, 1, 1, 1, 6];
  return {
    pieces: sizes.map((size, i) => ({
      size,
      surface: surface(patterns[i]!, 0.3 + random() * 0.4, 0.35 + random() * 0.45),
    })),
    pictures: Array.from({ length: 3 }, () => ({
      size: [0.5 + random() * 0.6, 0.4 + random() * 0.4] as [number, number],
      surface: surface(3, 0.5, 0.6),
    })),
  };
}

/** A room of a style: its size, walls and floor drawn from `seed`, furnished with `furniture`. */
export function buildRoom(seed: number, style: RoomStyle, furniture: FurnitureSet): Room {
  const random = mulberry32(seed);
  const size: Vec = [3.6 + random() * 2.4, 2.6 + random() * 0.4, 3.6 + random() * 2.4];
  const paint = (): Surface => ({
    colour: hsv((style.hue + (random() - 0.5) * 0.1 + 1) % 1, 0.08 + random() * 0.2, 0.7 + random() * 0.25),
    pattern: 0,
    seed: Math.floor(random() * 2 ** 31),
    contrast: 0.2 + random() * 0.15,
  });
  const wallPaint = paint();
  const walls = [0, 1, 2, 3].map(() =>
    random() < 0.25 ? paint() : { ...wallPaint, seed: random() * 2 ** 31 },
  );
  const floor: Surface = {
    colour: hsv(0.07 + random() * 0.05, 0.35 + random() * 0.3, 0.35 + random() * 0.35),
    pattern: style.floorPattern,
    seed: Math.floor(random() * 2 ** 31),
    contrast: 0.4,
  };
  const ceiling: Surface = { colour: [0.93, 0.93, 0.92], pattern: 0, seed: 1, contrast: 0.04 };
  // Furniture along the walls, each piece against one wall, in an order drawn for this room.
  const furnitureBoxes: Box[] = [];
  const taken: [number, number, number][] = [];
  for (const piece of furniture.pieces) {
    for (let attempt = 0; attempt < 12; attempt++) {
      const wall = Math.floor(random() * 4) as 0 | 1 | 2 | 3;
      const alongX = wall >= 2;
      const length = alongX ? size[0] : size[2];
      const [w, h, d] = piece.size;
      const start = 0.2 + random() * Math.max(0.01, length - w - 0.4);
      if (taken.some(([tw, a, b]) => tw === wall && start < b + 0.1 && start + w > a - 0.1)) continue;
      taken.push([wall, start, start + w]);
      const min: Vec = alongX
        ? [start, 0, wall === 2 ? 0.02 : size[2] - d - 0.02]
        : [wall === 0 ? 0.02 : size[0] - d - 0.02, 0, start];
      const max: Vec = alongX ? [start + w, h, min[2] + d] : [min[0] + d, h, start + w];
      furnitureBoxes.push({ min, max, surface: piece.surface });
      break;
    }
  }
  // A rug in the middle of the floor: a patterned box one centimetre high.
  const rug: Surface = {
    colour: hsv((style.hue + 0.5) % 1, 0.4 + random() * 0.3, 0.5 + random() * 0.3),
    pattern: 3,
    seed: Math.floor(random() * 2 ** 31),
    contrast: 0.6,
  };
  const rugSize = [1.4 + random() * 0.8, 1 + random() * 0.6];
  const rugAt = [
    (size[0] - rugSize[0]!) * (0.3 + random() * 0.4),
    (size[2] - rugSize[1]!) * (0.3 + random() * 0.4),
  ];
  furnitureBoxes.push({
    min: [rugAt[0]!, 0, rugAt[1]!],
    max: [rugAt[0]! + rugSize[0]!, 0.01, rugAt[1]! + rugSize[1]!],
    surface: rug,
  });
  const panels: Panel[] = [];
  const window: Surface = {
    colour: [0.95, 0.97, 1],
    pattern: 4,
    seed: Math.floor(random() * 2 ** 31),
    contrast: 0.3,
  };
  const windowWall = Math.floor(random() * 4) as 0 | 1 | 2 | 3;
  const windowAlong = windowWall >= 2 ? size[0] : size[2];
  const windowWidth = 1 + random() * 0.8;
  const windowStart = 0.3 + random() * Math.max(0.01, windowAlong - windowWidth - 0.6);
  panels.push({
    wall: windowWall,
    along: [windowStart, windowStart + windowWidth],
    up: [0.9, 2.2],
    surface: window,
  });
  for (const picture of furniture.pictures) {
    const wall = Math.floor(random() * 4) as 0 | 1 | 2 | 3;
    const along = wall >= 2 ? size[0] : size[2];
    const start = 0.3 + random() * Math.max(0.01, along - picture.size[0] - 0.6);
    const bottom = 1.3 + random() * 0.3;
    panels.push({
      wall,
      along: [start, start + picture.size[0]],
      up: [bottom, bottom + picture.size[1]],
      surface: picture.surface,
    });
  }
  return { size, walls, floor, ceiling, furniture: furnitureBoxes, panels };
}

export interface Camera {
  position: Vec;
  /** the point looked at */
  target: Vec;
  /** horizontal field of view, degrees */
  fov: number;
}

export interface Lighting {
  /** overall exposure, 1 as drawn */
  exposure: number;
  /** warmth of the lamp: 0 neutral, 1 warm */
  warmth: number;
  /** where the lamp hangs, as shares of the room's size */
  lamp: Vec;
}

/**
 * A camera standing in the room at `at` (shares of the floor's width and depth) at eye height `eye` (metres),
 * looking at `target` (shares of the room's width, height and depth).
 */
export function cameraIn(room: Room, at: [number, number], target: Vec, fov: number, eye = 1.5): Camera {
  const [w, h, d] = room.size;
  return {
    position: [0.4 + at[0] * (w - 0.8), eye, 0.4 + at[1] * (d - 0.8)],
    target: [target[0] * w, target[1] * h, target[2] * d],
    fov,
  };
}

// Hash noise: a value per lattice point from the surface's seed, smoothly interpolated.
function lattice(ix: number, iy: number, seed: number): number {
  let h = Math.imul(ix, 374761393) ^ Math.imul(iy, 668265263) ^ Math.imul(seed | 0, 2246822519);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

function noise(u: number, v: number, seed: number): number {
  const iu = Math.floor(u);
  const iv = Math.floor(v);
  const fu = u - iu;
  const fv = v - iv;
  const su = fu * fu * (3 - 2 * fu);
  const sv = fv * fv * (3 - 2 * fv);
  const a = lattice(iu, iv, seed);
  const b = lattice(iu + 1, iv, seed);
  const c = lattice(iu, iv + 1, seed);
  const d = lattice(iu + 1, iv + 1, seed);
  return a + (b - a) * su + (c - a) * sv + (a - b - c + d) * su * sv;
}

function fractal(u: number, v: number, seed: number, octaves: number, scale: number): number {
  let sum = 0;
  let amplitude = 0.5;
  let frequency = scale;
  for (let o = 0; o < octaves; o++) {
    sum += amplitude * noise(u * frequency, v * frequency, seed + o * 1013);
    amplitude *= 0.5;
    frequency *= 2;
  }
  return sum;
}

/** The texture's brightness factor at surface coordinates (u, v) in metres. */
function texture(surface: Surface, u: number, v: number): number {
  switch (surface.pattern) {
    case 1: {
      // Planks 0.14 m wide, each with its own shade and a grain along it, seams between.
      const plank = Math.floor(v / 0.14);
      const offset = lattice(plank, 7, surface.seed) * 3;
      const board = Math.floor((u + offset) / 1.2);
      const seam = v / 0.14 - plank < 0.05 || (u + offset) / 1.2 - board < 0.01 ? -0.35 : 0;
      const shade = lattice(plank, board, surface.seed) - 0.5;
      const grain = fractal(u * 0.6, v * 12, surface.seed + plank, 3, 2) - 0.5;
      return 1 + surface.contrast * (shade * 0.8 + grain * 0.9) + seam;
    }
    case 2:
      return 1 + surface.contrast * (fractal(u, v, surface.seed, 5, 6) - 0.5) * 1.6;
    case 3:
      return 0.35 + 1.3 * fractal(u, v, surface.seed, 5, 5);
    case 4: {
      // Panes with bars, a sky with clouds behind.
      const bar = Math.abs((u * 2.2) % 1) < 0.06 || Math.abs((v * 1.6) % 1) < 0.07 ? 0.35 : 1;
      return bar * (0.85 + 0.3 * fractal(u, v, surface.seed, 4, 2));
    }
    case 5: {
      const seam = (u / 0.6) % 1 < 0.03 || (v / 0.6) % 1 < 0.03 ? -0.4 : 0;
      const tile = lattice(Math.floor(u / 0.6), Math.floor(v / 0.6), surface.seed) - 0.5;
      return 1 + surface.contrast * (tile * 0.5 + (fractal(u, v, surface.seed, 4, 4) - 0.5)) + seam;
    }
    case 6: {
      // Shelves 0.36 m apart, each a row of books 3–6 cm wide, each its own shade, now and then a gap.
      const shelf = Math.floor(v / 0.36);
      if (v / 0.36 - shelf < 0.08) return 0.45;
      const book = Math.floor(u / 0.045 + lattice(shelf, 3, surface.seed) * 7);
      const shade = lattice(book, shelf, surface.seed);
      if (shade < 0.08) return 0.25;
      const top = v / 0.36 - shelf > 0.65 + 0.3 * lattice(book, shelf + 99, surface.seed);
      return top ? 0.3 : 0.45 + shade * 1.1;
    }
    default:
      return 1 + surface.contrast * (fractal(u, v, surface.seed, 5, 1.5) - 0.5) * 2;
  }
}

/** What a ray meets first: the surface, where on it (metres), the distance and the surface's normal. */
interface Hit {
  t: number;
  surface: Surface | null;
  u: number;
  v: number;
  nx: number;
  ny: number;
  nz: number;
}

/** Renders the room from a camera: a JPEG of `width`×`height`. */
export async function renderRoom(
  room: Room,
  camera: Camera,
  lighting: Lighting,
  width = 640,
  height = 480,
  quality = 88,
): Promise<Buffer> {
  const [W, H, D] = room.size;
  const forward = normalise(sub(camera.target, camera.position));
  const right = normalise(cross(forward, [0, 1, 0]));
  const up = cross(right, forward);
  const focal = 1 / Math.tan(((camera.fov / 2) * Math.PI) / 180);
  const lamp: Vec = [lighting.lamp[0] * W, H - 0.3, lighting.lamp[2] * D];
  const warm: Vec = [1, 1 - 0.12 * lighting.warmth, 1 - 0.3 * lighting.warmth];
  const rgb = Buffer.alloc(width * height * 3);
  const [ox, oy, oz] = camera.position;
  const hit: Hit = { t: 0, surface: null, u: 0, v: 0, nx: 0, ny: 0, nz: 0 };
  for (let py = 0; py < height; py++) {
    const sy = (1 - ((py + 0.5) / height) * 2) * (height / width);
    for (let px = 0; px < width; px++) {
      const sx = ((px + 0.5) / width) * 2 - 1;
      let dx = right[0] * sx + up[0] * sy + forward[0] * focal;
      let dy = right[1] * sx + up[1] * sy + forward[1] * focal;
      let dz = right[2] * sx + up[2] * sy + forward[2] * focal;
      const length = Math.sqrt(dx * dx + dy * dy + dz * dz);
      dx /= length;
      dy /= length;
      dz /= length;
      const at = (py * width + px) * 3;
      if (!trace(room, ox, oy, oz, dx, dy, dz, hit)) continue;
      const surface = hit.surface!;
      const lx = lamp[0] - (ox + dx * hit.t);
      const ly = lamp[1] - (oy + dy * hit.t);
      const lz = lamp[2] - (oz + dz * hit.t);
      const distance = Math.sqrt(lx * lx + ly * ly + lz * lz);
      const lambert = Math.max(0, (hit.nx * lx + hit.ny * ly + hit.nz * lz) / distance);
      const light = 0.45 + (1.6 * lambert) / (1 + 0.08 * distance * distance);
      const shade = surface.pattern === 4 ? 1.1 : light;
      const value = texture(surface, hit.u, hit.v) * shade * lighting.exposure;
      for (let c = 0; c < 3; c++)
        rgb[at + c] = Math.round(clamp01(surface.colour[c]! * value * warm[c]!) * 255);
    }
  }
  return sharp(rgb, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/** The first surface the ray from (ox, oy, oz) along (dx, dy, dz) meets, into `hit`; false for none. */
function trace(
  room: Room,
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
  hit: Hit,
): boolean {
  hit.t = Infinity;
  hit.surface = null;
  const o = [ox, oy, oz];
  const d = [dx, dy, dz];
  // The room's inside: the plane each axis's ray leaves through.
  for (let axis = 0; axis < 3; axis++) {
    const da = d[axis]!;
    if (Math.abs(da) < 1e-9) continue;
    const t = ((da > 0 ? room.size[axis]! : 0) - o[axis]!) / da;
    if (t <= 1e-4 || t >= hit.t) continue;
    const px = ox + dx * t;
    const py = oy + dy * t;
    const pz = oz + dz * t;
    hit.t = t;
    if (axis === 1) {
      hit.surface = da > 0 ? room.ceiling : room.floor;
      hit.u = px;
      hit.v = pz;
      hit.nx = 0;
      hit.ny = da > 0 ? -1 : 1;
      hit.nz = 0;
      continue;
    }
    const wall = axis === 0 ? (da > 0 ? 1 : 0) : da > 0 ? 3 : 2;
    const along = axis === 0 ? pz : px;
    hit.nx = axis === 0 ? (da > 0 ? -1 : 1) : 0;
    hit.ny = 0;
    hit.nz = axis === 2 ? (da > 0 ? -1 : 1) : 0;
    hit.surface = room.walls[wall]!;
    hit.u = along;
    hit.v = py;
    for (const panel of room.panels) {
      if (
        panel.wall === wall &&
        along >= panel.along[0] &&
        along <= panel.along[1] &&
        py >= panel.up[0] &&
        py <= panel.up[1]
      ) {
        hit.surface = panel.surface;
        hit.u = along - panel.along[0];
        hit.v = py - panel.up[0];
      }
    }
  }
  for (const box of room.furniture) hitBox(box, o, d, hit);
  return hit.surface !== null;
}

/** The ray's entry into a box (slab method), into `hit` when nearer, with the face's texture coordinates. */
function hitBox(box: Box, o: number[], d: number[], hit: Hit): void {
  let tNear = -Infinity;
  let tFar = Infinity;
  let axisNear = -1;
  for (let axis = 0; axis < 3; axis++) {
    const da = d[axis]!;
    const oa = o[axis]!;
    if (Math.abs(da) < 1e-12) {
      if (oa < box.min[axis]! || oa > box.max[axis]!) return;
      continue;
    }
    let t1 = (box.min[axis]! - oa) / da;
    let t2 = (box.max[axis]! - oa) / da;
    if (t1 > t2) [t1, t2] = [t2, t1];
    if (t1 > tNear) {
      tNear = t1;
      axisNear = axis;
    }
    if (t2 < tFar) tFar = t2;
    if (tNear > tFar) return;
  }
  if (tNear <= 1e-4 || axisNear < 0 || tNear >= hit.t) return;
  // Coordinates on the face from the box's own corner, so a piece looks the same wherever it stands.
  const lx = o[0]! + d[0]! * tNear - box.min[0];
  const ly = o[1]! + d[1]! * tNear - box.min[1];
  const lz = o[2]! + d[2]! * tNear - box.min[2];
  hit.t = tNear;
  hit.surface = box.surface;
  hit.nx = axisNear === 0 ? (d[0]! > 0 ? -1 : 1) : 0;
  hit.ny = axisNear === 1 ? (d[1]! > 0 ? -1 : 1) : 0;
  hit.nz = axisNear === 2 ? (d[2]! > 0 ? -1 : 1) : 0;
  hit.u = (axisNear === 0 ? lz : lx) + axisNear * 10;
  hit.v = axisNear === 1 ? lz : ly;
}

const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const scale = (a: Vec, s: number): Vec => [a[0] * s, a[1] * s, a[2] * s];
const cross = (a: Vec, b: Vec): Vec => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const normalise = (a: Vec): Vec => scale(a, 1 / Math.hypot(...a));
