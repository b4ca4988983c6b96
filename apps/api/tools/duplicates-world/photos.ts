/**
 * Synthetic room photographs: a room is a box with coloured walls, a floor pattern, windows, a door and furniture
 * boxes; a camera stands in it at eye height and looks along a direction. Another camera in the same room is a true
 * "other angle" (walls, windows and furniture re-projected), not a crop. Edits after the render are what re-posters
 * do to a photo: crop, re-compress, brighten, stamp a logo.
 */
import sharp from 'sharp';

export type RoomType = 'living' | 'bedroom' | 'kitchen' | 'bathroom';
export type FloorPattern = 'parquet' | 'laminate' | 'tiles' | 'carpet';
export type FurnitureType =
  | 'sofa'
  | 'armchair'
  | 'table'
  | 'bed'
  | 'wardrobe'
  | 'counter'
  | 'fridge'
  | 'bathtub'
  | 'sink'
  | 'tv_stand'
  | 'shelf'
  | 'rug';

export interface WallOpening {
  /** 0: y=0 wall, 1: x=width wall, 2: y=depth wall, 3: x=0 wall. */
  wall: 0 | 1 | 2 | 3;
  /** Distance of the opening's centre along the wall, metres. */
  at: number;
  width: number;
  bottom: number;
  height: number;
  kind: 'window' | 'door' | 'picture' | 'radiator';
  colour: string;
}

export interface Furniture {
  type: FurnitureType;
  x: number;
  y: number;
  w: number;
  d: number;
  h: number;
  colour: string;
}

export interface Room {
  type: RoomType;
  width: number;
  depth: number;
  height: number;
  walls: readonly [string, string, string, string];
  ceiling: string;
  floor: string;
  floorPattern: FloorPattern;
  openings: readonly WallOpening[];
  furniture: readonly Furniture[];
}

export interface Camera {
  x: number;
  y: number;
  /** Direction of view in degrees, 0 along +x. */
  yaw: number;
  /** Horizontal field of view in degrees. */
  fov: number;
  /** Eye height, metres. */
  eye: number;
  pitch: number;
}

/** What a re-poster did to a photo after taking (or downloading) it. */
export interface PhotoEdits {
  /** Crop as fractions of the frame: left, top, width, height. */
  crop?: readonly [number, number, number, number];
  watermark?: { text: string; colour: string; position: 'centre' | 'corner' };
  brightness?: number;
  quality: number;
  /** Output width (height follows 4:3). */
  width: number;
}

export interface PhotoSpec {
  room: Room;
  camera: Camera;
  edits: PhotoEdits;
  /** Identifies the shot (room and camera) for labels and caching: equal shots render equal base images. */
  shotId: string;
}

const RENDER_W = 800;
const RENDER_H = 600;

type Vec3 = readonly [number, number, number];

function shade(hex: string, factor: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) =>
    Math.max(0, Math.min(255, Math.round(factor >= 1 ? v + (255 - v) * (factor - 1) : v * factor)));
  const r = ch((n >> 16) & 255);
  const g = ch((n >> 8) & 255);
  const b = ch(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

class Projector {
  private readonly fx: number;
  private readonly cos: number;
  private readonly sin: number;
  private readonly cp: number;
  private readonly sp: number;

  constructor(private readonly cam: Camera) {
    this.fx = RENDER_W / 2 / Math.tan((cam.fov * Math.PI) / 360);
    this.cos = Math.cos((cam.yaw * Math.PI) / 180);
    this.sin = Math.sin((cam.yaw * Math.PI) / 180);
    this.cp = Math.cos((cam.pitch * Math.PI) / 180);
    this.sp = Math.sin((cam.pitch * Math.PI) / 180);
  }

  /** World point to camera space: x right, y up, z forward. */
  toCamera(p: Vec3): Vec3 {
    const rx = p[0] - this.cam.x;
    const ry = p[1] - this.cam.y;
    const rz = p[2] - this.cam.eye;
    const forward = rx * this.cos + ry * this.sin;
    const right = rx * this.sin - ry * this.cos;
    const z = forward * this.cp + rz * this.sp;
    const y = rz * this.cp - forward * this.sp;
    return [right, y, z];
  }

  /** Clips a world polygon against the near plane and projects it; null when nothing is in front. */
  polygon(points: readonly Vec3[]): string | null {
    const near = 0.05;
    const cam = points.map((p) => this.toCamera(p));
    const clipped: Vec3[] = [];
    for (let i = 0; i < cam.length; i++) {
      const a = cam[i]!;
      const b = cam[(i + 1) % cam.length]!;
      if (a[2] >= near) clipped.push(a);
      if (a[2] >= near !== b[2] >= near) {
        const t = (near - a[2]) / (b[2] - a[2]);
        clipped.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, near]);
      }
    }
    if (clipped.length < 3) return null;
    return clipped
      .map(([x, y, z]) => {
        const u = Math.max(-20000, Math.min(20000, RENDER_W / 2 + (this.fx * x) / z));
        const v = Math.max(-20000, Math.min(20000, RENDER_H / 2 - (this.fx * y) / z));
        return `${u.toFixed(1)},${v.toFixed(1)}`;
      })
      .join(' ');
  }

  depth(p: Vec3): number {
    return this.toCamera(p)[2];
  }
}

/** A point on a wall: `along` metres along it, `up` metres above the floor, pulled `inset` metres into the room. */
function wallPoint(room: Room, wall: 0 | 1 | 2 | 3, along: number, up: number, inset = 0.005): Vec3 {
  switch (wall) {
    case 0:
      return [along, inset, up];
    case 1:
      return [room.width - inset, along, up];
    case 2:
      return [room.width - along, room.depth - inset, up];
    default:
      return [inset, room.depth - along, up];
  }
}

function boxFaces(f: Furniture, top = f.h, bottom = 0): { points: Vec3[]; normal: Vec3; light: number }[] {
  const x0 = f.x;
  const x1 = f.x + f.w;
  const y0 = f.y;
  const y1 = f.y + f.d;
  return [
    {
      points: [
        [x0, y0, top],
        [x1, y0, top],
        [x1, y1, top],
        [x0, y1, top],
      ],
      normal: [0, 0, 1],
      light: 1.12,
    },
    {
      points: [
        [x0, y0, bottom],
        [x1, y0, bottom],
        [x1, y0, top],
        [x0, y0, top],
      ],
      normal: [0, -1, 0],
      light: 0.9,
    },
    {
      points: [
        [x1, y0, bottom],
        [x1, y1, bottom],
        [x1, y1, top],
        [x1, y0, top],
      ],
      normal: [1, 0, 0],
      light: 0.8,
    },
    {
      points: [
        [x1, y1, bottom],
        [x0, y1, bottom],
        [x0, y1, top],
        [x1, y1, top],
      ],
      normal: [0, 1, 0],
      light: 0.95,
    },
    {
      points: [
        [x0, y1, bottom],
        [x0, y0, bottom],
        [x0, y0, top],
        [x0, y1, top],
      ],
      normal: [-1, 0, 0],
      light: 0.85,
    },
  ];
}

/** The room seen by the camera, as SVG. */
export function renderRoomSvg(room: Room, cam: Camera): string {
  const P = new Projector(cam);
  const parts: string[] = [];
  const poly = (points: readonly Vec3[], fill: string, extra = '') => {
    const projected = P.polygon(points);
    if (projected) parts.push(`<polygon points="${projected}" fill="${fill}" ${extra}/>`);
  };
  const { width: W, depth: D, height: H } = room;

  // Floor, ceiling, walls: the camera is inside a convex box, so these never overlap on screen.
  poly(
    [
      [0, 0, 0],
      [W, 0, 0],
      [W, D, 0],
      [0, D, 0],
    ],
    room.floor,
  );
  poly(
    [
      [0, 0, H],
      [W, 0, H],
      [W, D, H],
      [0, D, H],
    ],
    room.ceiling,
  );
  const wallLight = [0.96, 0.86, 1.0, 0.9];
  const wallCorners: Vec3[][] = [
    [
      [0, 0, 0],
      [W, 0, 0],
      [W, 0, H],
      [0, 0, H],
    ],
    [
      [W, 0, 0],
      [W, D, 0],
      [W, D, H],
      [W, 0, H],
    ],
    [
      [W, D, 0],
      [0, D, 0],
      [0, D, H],
      [W, D, H],
    ],
    [
      [0, D, 0],
      [0, 0, 0],
      [0, 0, H],
      [0, D, H],
    ],
  ];
  wallCorners.forEach((corners, i) => poly(corners, shade(room.walls[i as 0 | 1 | 2 | 3], wallLight[i]!)));

  // Floor pattern: boards or tiles as lines on the floor plane.
  const line = (a: Vec3, b: Vec3, colour: string, width: number) => {
    const ca = P.toCamera(a);
    const cb = P.toCamera(b);
    if (ca[2] < 0.05 && cb[2] < 0.05) return;
    const projected = P.polygon([a, b, [b[0], b[1], b[2] + 0.0001], [a[0], a[1], a[2] + 0.0001]]);
    if (projected)
      parts.push(`<polygon points="${projected}" fill="none" stroke="${colour}" stroke-width="${width}"/>`);
  };
  const lineColour = shade(room.floor, room.floorPattern === 'tiles' ? 1.25 : 0.8);
  if (room.floorPattern === 'parquet' || room.floorPattern === 'laminate') {
    const step = room.floorPattern === 'parquet' ? 0.14 : 0.2;
    for (let x = step; x < W; x += step) line([x, 0, 0.001], [x, D, 0.001], lineColour, 1);
  } else if (room.floorPattern === 'tiles') {
    for (let x = 0.45; x < W; x += 0.45) line([x, 0, 0.001], [x, D, 0.001], lineColour, 1.5);
    for (let y = 0.45; y < D; y += 0.45) line([0, y, 0.001], [W, y, 0.001], lineColour, 1.5);
  }
  // Skirting and cornice lines make the corners read as a room.
  for (let i = 0; i < 4; i++) {
    const wall = i as 0 | 1 | 2 | 3;
    const length = wall % 2 === 0 ? W : D;
    line(
      wallPoint(room, wall, 0, 0.08, 0.01),
      wallPoint(room, wall, length, 0.08, 0.01),
      shade(room.walls[wall], 0.6),
      2,
    );
    line(
      wallPoint(room, wall, 0, H - 0.05, 0.01),
      wallPoint(room, wall, length, H - 0.05, 0.01),
      shade(room.ceiling, 0.8),
      1.5,
    );
  }

  // Windows, doors, pictures and radiators lie on the walls.
  for (const o of room.openings) {
    const a = o.at - o.width / 2;
    const b = o.at + o.width / 2;
    const corners = [
      wallPoint(room, o.wall, a, o.bottom),
      wallPoint(room, o.wall, b, o.bottom),
      wallPoint(room, o.wall, b, o.bottom + o.height),
      wallPoint(room, o.wall, a, o.bottom + o.height),
    ];
    if (o.kind === 'window') {
      poly(corners, '#f4f4f0');
      const inner = [
        wallPoint(room, o.wall, a + 0.06, o.bottom + 0.06, 0.01),
        wallPoint(room, o.wall, b - 0.06, o.bottom + 0.06, 0.01),
        wallPoint(room, o.wall, b - 0.06, o.bottom + o.height - 0.06, 0.01),
        wallPoint(room, o.wall, a + 0.06, o.bottom + o.height - 0.06, 0.01),
      ];
      poly(inner, o.colour);
      line(
        wallPoint(room, o.wall, o.at, o.bottom, 0.012),
        wallPoint(room, o.wall, o.at, o.bottom + o.height, 0.012),
        '#f4f4f0',
        3,
      );
    } else if (o.kind === 'door') {
      poly(corners, o.colour);
      const knob = wallPoint(room, o.wall, b - 0.1, 1.0, 0.02);
      poly(
        [knob, [knob[0], knob[1], knob[2] + 0.05], [knob[0] + 0.03, knob[1] + 0.03, knob[2] + 0.05]],
        '#c9b037',
      );
    } else if (o.kind === 'picture') {
      poly(corners, '#2b2b2b');
      poly(
        [
          wallPoint(room, o.wall, a + 0.04, o.bottom + 0.04, 0.01),
          wallPoint(room, o.wall, b - 0.04, o.bottom + 0.04, 0.01),
          wallPoint(room, o.wall, b - 0.04, o.bottom + o.height - 0.04, 0.01),
          wallPoint(room, o.wall, a + 0.04, o.bottom + o.height - 0.04, 0.01),
        ],
        o.colour,
      );
    } else {
      poly(corners, o.colour);
      for (let s = a + 0.08; s < b; s += 0.08) {
        line(
          wallPoint(room, o.wall, s, o.bottom, 0.015),
          wallPoint(room, o.wall, s, o.bottom + o.height, 0.015),
          shade(o.colour, 0.8),
          1,
        );
      }
    }
  }

  // Furniture: rugs first (on the floor), then boxes far to near, each showing the faces turned to the camera.
  for (const f of room.furniture.filter((f) => f.type === 'rug')) {
    poly(
      [
        [f.x, f.y, 0.005],
        [f.x + f.w, f.y, 0.005],
        [f.x + f.w, f.y + f.d, 0.005],
        [f.x, f.y + f.d, 0.005],
      ],
      f.colour,
    );
  }
  const boxes = room.furniture
    .filter((f) => f.type !== 'rug')
    .map((f) => ({ f, depth: P.depth([f.x + f.w / 2, f.y + f.d / 2, f.h / 2]) }))
    .sort((a, b) => b.depth - a.depth);
  for (const { f } of boxes) {
    const pieces: Furniture[] = [f];
    // A sofa, an armchair and a bed have a back or a headboard: a second, taller, thin box along one side.
    if (f.type === 'sofa' || f.type === 'armchair' || f.type === 'bed') {
      const back = f.type === 'bed' ? 0.1 : 0.2;
      pieces.push({ ...f, d: back, h: f.h + (f.type === 'bed' ? 0.55 : 0.4) });
    }
    for (const piece of pieces) {
      const centre: Vec3 = [piece.x + piece.w / 2, piece.y + piece.d / 2, piece.h / 2];
      const faces = boxFaces(piece)
        .filter((face) => {
          const c = face.points.reduce<[number, number, number]>(
            (s, p) => [s[0] + p[0] / 4, s[1] + p[1] / 4, s[2] + p[2] / 4],
            [0, 0, 0],
          );
          const toCam: Vec3 = [cam.x - c[0], cam.y - c[1], cam.eye - c[2]];
          return face.normal[0] * toCam[0] + face.normal[1] * toCam[1] + face.normal[2] * toCam[2] > 0;
        })
        .sort((a, b) => P.depth(b.points[0]!) - P.depth(a.points[0]!));
      void centre;
      for (const face of faces)
        poly(
          face.points,
          shade(piece.colour, face.light),
          `stroke="${shade(piece.colour, 0.7)}" stroke-width="0.8"`,
        );
    }
    if (f.type === 'bed') {
      // A pillow and a blanket on top.
      poly(
        [
          [f.x + 0.1, f.y + 0.15, f.h + 0.01],
          [f.x + f.w - 0.1, f.y + 0.15, f.h + 0.01],
          [f.x + f.w - 0.1, f.y + 0.5, f.h + 0.01],
          [f.x + 0.1, f.y + 0.5, f.h + 0.01],
        ],
        '#fafafa',
      );
      poly(
        [
          [f.x, f.y + 0.7, f.h + 0.02],
          [f.x + f.w, f.y + 0.7, f.h + 0.02],
          [f.x + f.w, f.y + f.d, f.h + 0.02],
          [f.x, f.y + f.d, f.h + 0.02],
        ],
        shade(f.colour, 1.3),
      );
    }
  }

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${RENDER_W}" height="${RENDER_H}" viewBox="0 0 ${RENDER_W} ${RENDER_H}">`,
    '<defs><radialGradient id="v" cx="50%" cy="45%" r="75%"><stop offset="55%" stop-color="#000" stop-opacity="0"/>',
    '<stop offset="100%" stop-color="#000" stop-opacity="0.35"/></radialGradient></defs>',
    `<rect width="${RENDER_W}" height="${RENDER_H}" fill="${room.ceiling}"/>`,
    ...parts,
    `<rect width="${RENDER_W}" height="${RENDER_H}" fill="url(#v)"/>`,
    '</svg>',
  ].join('');
}

/** A little sensor noise, seeded by the shot, so that JPEG compression behaves as it does on photographs. */
function noiseOverlay(seed: number): Buffer {
  const w = RENDER_W / 2;
  const h = RENDER_H / 2;
  const data = Buffer.alloc(w * h * 4);
  let s = seed >>> 0 || 1;
  for (let i = 0; i < w * h; i++) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    const v = (s >>> 0) & 255;
    data[i * 4] = v;
    data[i * 4 + 1] = v;
    data[i * 4 + 2] = v;
    data[i * 4 + 3] = 14;
  }
  return data;
}

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const baseCache = new Map<string, Promise<Buffer>>();

/** The shot as the camera took it (PNG, lossless), cached: several listings use the same shot. */
function renderBase(spec: PhotoSpec): Promise<Buffer> {
  let cached = baseCache.get(spec.shotId);
  if (!cached) {
    const svg = renderRoomSvg(spec.room, spec.camera);
    const noise = sharp(noiseOverlay(hashString(spec.shotId)), {
      raw: { width: RENDER_W / 2, height: RENDER_H / 2, channels: 4 },
    })
      .resize(RENDER_W, RENDER_H, { kernel: 'nearest' })
      .png()
      .toBuffer();
    cached = noise.then((noisePng) =>
      sharp(Buffer.from(svg))
        .composite([{ input: noisePng, blend: 'overlay' }])
        .blur(0.5)
        .png({ compressionLevel: 1 })
        .toBuffer(),
    );
    baseCache.set(spec.shotId, cached);
    if (baseCache.size > 400) baseCache.delete(baseCache.keys().next().value!);
  }
  return cached;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The JPEG a poster uploads: the shot after their edits. */
export async function renderPhoto(spec: PhotoSpec): Promise<Buffer> {
  const base = await renderBase(spec);
  const { edits } = spec;
  let image = sharp(base);
  if (edits.crop) {
    const [l, t, w, h] = edits.crop;
    image = sharp(
      await image
        .extract({
          left: Math.round(l * RENDER_W),
          top: Math.round(t * RENDER_H),
          width: Math.round(w * RENDER_W),
          height: Math.round(h * RENDER_H),
        })
        .png({ compressionLevel: 1 })
        .toBuffer(),
    );
  }
  const outW = edits.width;
  const outH = Math.round((outW * 3) / 4);
  image = image.resize(outW, outH, { fit: 'cover' });
  if (edits.brightness && edits.brightness !== 1) image = image.modulate({ brightness: edits.brightness });
  if (edits.watermark) {
    const { text, colour, position } = edits.watermark;
    const size = Math.round(outW / (position === 'centre' ? 12 : 26));
    const svg =
      position === 'centre'
        ? `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}"><text x="50%" y="52%" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" fill="${colour}" fill-opacity="0.45" stroke="#000" stroke-opacity="0.15">${escapeXml(text)}</text></svg>`
        : `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}"><rect x="${outW - size * 11}" y="${outH - size * 2.2}" width="${size * 10.5}" height="${size * 1.8}" rx="${size / 3}" fill="${colour}" fill-opacity="0.8"/><text x="${outW - size * 5.75}" y="${outH - size * 0.9}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" fill="#fff">${escapeXml(text)}</text></svg>`;
    image = sharp(await image.png({ compressionLevel: 1 }).toBuffer()).composite([
      { input: Buffer.from(svg) },
    ]);
  }
  return image.jpeg({ quality: edits.quality, mozjpeg: false }).toBuffer();
}
