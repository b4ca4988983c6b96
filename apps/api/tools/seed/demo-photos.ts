import sharp from 'sharp';
import { mulberry32 } from './demo-random';

export type DemoPhotoKind = 'exterior' | 'living_room' | 'bedroom' | 'kitchen' | 'bathroom' | 'view' | 'land';

// Scenes are drawn on a fixed 4:3 canvas and scaled ("slice") to whatever size is asked for, so every
// coordinate below is in these units regardless of the output resolution.
const W = 1280;
const H = 960;

type Rng = () => number;
type Pt = readonly [number, number];

// Mixing the kind into the seed stops e.g. bedroom #3 and kitchen #3 from sharing a palette.
function seedFor(kind: string, variant: number): number {
  let h = 2166136261;
  for (const ch of `${kind}:${variant}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

// One decimal is plenty at this scale and keeps the SVG (and so the parse time) small.
const n = (x: number): string => String(Math.round(x * 10) / 10);
const pts = (ps: readonly Pt[]): string => ps.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
const hsl = (h: number, s: number, l: number, a = 1): string =>
  a >= 1
    ? `hsl(${n(((h % 360) + 360) % 360)},${n(clamp(s, 0, 100))}%,${n(clamp(l, 0, 100))}%)`
    : `hsla(${n(((h % 360) + 360) % 360)},${n(clamp(s, 0, 100))}%,${n(clamp(l, 0, 100))}%,${n(a * 100) === '0' ? 0 : Math.round(a * 1000) / 1000})`;
const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));
const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;

interface Hsl {
  h: number;
  s: number;
  l: number;
}
const css = (c: Hsl, dl = 0, a = 1): string => hsl(c.h, c.s, c.l + dl, a);

class Scene {
  readonly defs: string[] = [];
  readonly out: string[] = [];
  private ids = 0;
  constructor(readonly r: Rng) {}

  range(a: number, b: number): number {
    return a + (b - a) * this.r();
  }
  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1));
  }
  chance(p: number): boolean {
    return this.r() < p;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.r() * xs.length)] as T;
  }
  id(): string {
    return `g${this.ids++}`;
  }

  add(s: string): void {
    this.out.push(s);
  }
  rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): void {
    this.out.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${extra}/>`);
  }
  poly(ps: readonly Pt[], fill: string, extra = ''): void {
    this.out.push(`<polygon points="${pts(ps)}" fill="${fill}" ${extra}/>`);
  }
  path(d: string, fill: string, extra = ''): void {
    this.out.push(`<path d="${d}" fill="${fill}" ${extra}/>`);
  }
  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): void {
    this.out.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`,
    );
  }
  line(d: string, stroke: string, width: number, extra = ''): void {
    this.out.push(`<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(width)}" ${extra}/>`);
  }

  /** Linear gradient from (x1,y1) to (x2,y2) in bounding-box units; returns a fill reference. */
  linear(stops: readonly (readonly [number, string])[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, extra = ''): string {
    const id = this.id();
    const s = stops.map(([o, c]) => `<stop offset="${n(o)}" stop-color="${c}"/>`).join('');
    this.defs.push(
      `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" ${extra}>${s}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(stops: readonly (readonly [number, string])[], cx = 0.5, cy = 0.5, rr = 0.5): string {
    const id = this.id();
    const s = stops.map(([o, c]) => `<stop offset="${n(o)}" stop-color="${c}"/>`).join('');
    this.defs.push(
      `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(rr)}">${s}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** A repeating tile in user space; librsvg renders the tile once, which is far cheaper than N elements. */
  pattern(x: number, y: number, w: number, h: number, body: string, transform = ''): string {
    const id = this.id();
    const tr = transform ? ` patternTransform="${transform}"` : '';
    this.defs.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${tr}>${body}</pattern>`,
    );
    return `url(#${id})`;
  }

  /** Registers a polygon clip and returns the attribute that applies it. */
  clip(ps: readonly Pt[]): string {
    const id = this.id();
    this.defs.push(`<clipPath id="${id}"><polygon points="${pts(ps)}"/></clipPath>`);
    return `clip-path="url(#${id})"`;
  }

  svg(width: number, height: number): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" ` +
      `preserveAspectRatio="xMidYMid slice"><defs>${this.defs.join('')}</defs>${this.out.join('')}</svg>`
    );
  }
}

// ---------------------------------------------------------------------------------------------------------
// Shared outdoor pieces

function sky(s: Scene, top: string, horizon: string, bottom = H): void {
  s.rect(
    0,
    0,
    W,
    bottom,
    s.linear([
      [0, top],
      [1, horizon],
    ]),
  );
}

function clouds(s: Scene, count: number, yMax: number, tint = 'white', alpha = 0.85): void {
  for (let i = 0; i < count; i++) {
    const cx = s.range(-50, W + 50);
    const cy = s.range(60, yMax);
    const w = s.range(120, 260);
    let d = '';
    // Several overlapping ellipses in one path: one element per cloud, and a lumpy believable outline.
    for (let j = 0; j < 5; j++) {
      const ex = cx + s.range(-w / 2, w / 2);
      const ey = cy + s.range(-14, 8);
      const rx = s.range(w * 0.18, w * 0.32);
      const ry = rx * s.range(0.45, 0.6);
      d += `M${n(ex - rx)},${n(ey)}a${n(rx)},${n(ry)} 0 1,0 ${n(2 * rx)},0a${n(rx)},${n(ry)} 0 1,0 ${n(-2 * rx)},0`;
    }
    s.path(d, tint, `opacity="${alpha}"`);
  }
}

/** A smooth ridge line across the canvas, filled down to `bottom`. */
function ridge(s: Scene, baseY: number, amp: number, segments: number, fill: string, bottom = H): void {
  const step = (W + 200) / segments;
  let prev: Pt = [-100, baseY + s.range(-amp, amp)];
  let d = `M-100,${n(bottom)}L${n(prev[0])},${n(prev[1])}`;
  for (let i = 1; i <= segments; i++) {
    const p: Pt = [-100 + i * step, baseY + s.range(-amp, amp)];
    const mx = (prev[0] + p[0]) / 2;
    d += `C${n(mx)},${n(prev[1])} ${n(mx)},${n(p[1])} ${n(p[0])},${n(p[1])}`;
    prev = p;
  }
  d += `L${n(W + 100)},${n(bottom)}Z`;
  s.path(d, fill);
}

function tree(s: Scene, x: number, groundY: number, size: number, green: Hsl): void {
  const trunkH = size * s.range(0.5, 0.8);
  s.rect(x - size * 0.06, groundY - trunkH, size * 0.12, trunkH, hsl(25, 30, 22));
  if (s.chance(0.25)) {
    // Cypress: tall and narrow, common in Georgian gardens.
    const h = size * 2.2;
    s.path(
      `M${n(x)},${n(groundY - trunkH * 0.3 - h)}C${n(x + size * 0.45)},${n(groundY - h * 0.6)} ${n(x + size * 0.35)},${n(groundY - trunkH * 0.2)} ${n(x)},${n(groundY - trunkH * 0.2)}C${n(x - size * 0.35)},${n(groundY - trunkH * 0.2)} ${n(x - size * 0.45)},${n(groundY - h * 0.6)} ${n(x)},${n(groundY - trunkH * 0.3 - h)}Z`,
      css(green, -8),
    );
    return;
  }
  const cy = groundY - trunkH - size * 0.35;
  for (let i = 0; i < 4; i++) {
    const rr = size * s.range(0.35, 0.55);
    s.ellipse(
      x + s.range(-size * 0.4, size * 0.4),
      cy + s.range(-size * 0.35, size * 0.2),
      rr,
      rr * 0.9,
      css(green, i * 4 - 6),
    );
  }
}

function car(s: Scene, x: number, y: number, len: number, color: string): void {
  const h = len * 0.28;
  s.ellipse(x + len / 2, y, len * 0.55, 8, 'rgba(0,0,0,0.25)');
  s.path(
    `M${n(x)},${n(y - h * 0.25)}L${n(x)},${n(y - h * 0.6)}Q${n(x + 4)},${n(y - h * 0.75)} ${n(x + len * 0.18)},${n(y - h * 0.78)}` +
      `L${n(x + len * 0.3)},${n(y - h * 1.25)}L${n(x + len * 0.72)},${n(y - h * 1.25)}L${n(x + len * 0.86)},${n(y - h * 0.78)}` +
      `Q${n(x + len)},${n(y - h * 0.72)} ${n(x + len)},${n(y - h * 0.5)}L${n(x + len)},${n(y - h * 0.25)}Z`,
    color,
  );
  s.path(
    `M${n(x + len * 0.33)},${n(y - h * 1.15)}L${n(x + len * 0.7)},${n(y - h * 1.15)}L${n(x + len * 0.8)},${n(y - h * 0.8)}L${n(x + len * 0.24)},${n(y - h * 0.8)}Z`,
    'rgba(40,55,70,0.85)',
  );
  for (const wx of [0.2, 0.8]) {
    s.ellipse(x + len * wx, y - h * 0.22, h * 0.3, h * 0.3, '#1d1d1f');
    s.ellipse(x + len * wx, y - h * 0.22, h * 0.13, h * 0.13, '#9a9ca0');
  }
}

// ---------------------------------------------------------------------------------------------------------
// Exterior

const FACADES: readonly Hsl[] = [
  { h: 38, s: 35, l: 82 },
  { h: 30, s: 45, l: 72 },
  { h: 15, s: 40, l: 62 },
  { h: 210, s: 8, l: 78 },
  { h: 45, s: 55, l: 80 },
  { h: 0, s: 0, l: 90 },
  { h: 190, s: 18, l: 70 },
  { h: 20, s: 25, l: 55 },
];

function drawBlock(s: Scene, bx: number, bw: number, top: number, groundY: number, facade: Hsl): void {
  const floors = s.int(5, 11);
  const groundH = s.range(70, 95);
  const floorH = (groundY - groundH - top) / floors;
  const bays = s.int(4, 8);
  const bay = bw / bays;
  const winW = bay * s.range(0.45, 0.62);
  const winH = floorH * s.range(0.5, 0.62);
  const frame = css({ h: facade.h, s: 10, l: 95 });
  const glass = s.linear([
    [0, hsl(205, 35, 62)],
    [0.55, hsl(210, 30, 42)],
    [1, hsl(215, 30, 30)],
  ]);
  const wx = (bay - winW) / 2;
  const wy = floorH * 0.16;
  const windows = s.pattern(
    bx,
    top,
    bay,
    floorH,
    `<rect x="${n(wx - 5)}" y="${n(wy - 5)}" width="${n(winW + 10)}" height="${n(winH + 10)}" fill="${frame}"/>` +
      `<rect x="${n(wx)}" y="${n(wy)}" width="${n(winW)}" height="${n(winH)}" fill="${glass}"/>` +
      `<rect x="${n(wx + winW / 2 - 2)}" y="${n(wy)}" width="4" height="${n(winH)}" fill="${frame}"/>` +
      `<rect x="${n(wx - 8)}" y="${n(wy + winH + 4)}" width="${n(winW + 16)}" height="5" fill="${css(facade, -18)}"/>`,
  );

  // Right-hand return wall in oblique perspective gives the block some volume.
  const side = s.range(60, 150);
  const rise = s.range(18, 40);
  const right = bx + bw;
  s.poly(
    [
      [right, top],
      [right + side, top + rise],
      [right + side, groundY - 4],
      [right, groundY],
    ],
    css(facade, -16),
  );
  const sideWin = s.pattern(
    right,
    top,
    side / 2,
    floorH,
    `<rect x="${n(side * 0.12)}" y="${n(wy)}" width="${n(side * 0.22)}" height="${n(winH)}" fill="${hsl(212, 25, 34)}"/>`,
    `skewY(${n((Math.atan2(rise, side) * 180) / Math.PI)})`,
  );
  s.poly(
    [
      [right, top + floorH * 0.3],
      [right + side, top + rise + floorH * 0.3],
      [right + side, groundY - groundH],
      [right, groundY - groundH],
    ],
    sideWin,
  );

  s.rect(
    bx,
    top,
    bw,
    groundY - top,
    s.linear(
      [
        [0, css(facade, 4)],
        [1, css(facade, -6)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  s.rect(bx, top, bw, groundY - groundH - top, windows);

  // Balconies: either every floor across alternating bays, or continuous glass-railed bands.
  const glassRail = s.chance(0.5);
  const balconyEvery = s.pick([1, 2]);
  const bd = floorH * 0.32;
  const balcony = s.pattern(
    bx,
    top,
    bay * balconyEvery * (glassRail ? 1 : 2),
    floorH,
    glassRail
      ? `<rect x="0" y="${n(floorH - bd)}" width="${n(bay * balconyEvery)}" height="${n(bd)}" fill="rgba(190,215,225,0.55)"/>` +
          `<rect x="0" y="${n(floorH - bd)}" width="${n(bay * balconyEvery)}" height="4" fill="${hsl(0, 0, 35)}"/>` +
          `<rect x="0" y="${n(floorH - 7)}" width="${n(bay * balconyEvery)}" height="7" fill="${css(facade, -25)}"/>`
      : `<rect x="${n(bay * 0.08)}" y="${n(floorH - bd)}" width="${n(bay * balconyEvery * 0.84)}" height="${n(bd)}" fill="${css(facade, -10)}"/>` +
          `<rect x="${n(bay * 0.08)}" y="${n(floorH - bd)}" width="${n(bay * balconyEvery * 0.84)}" height="5" fill="${css(facade, 8)}"/>`,
  );
  s.rect(bx, top + floorH * 0.6, bw, groundY - groundH - top - floorH * 0.6, balcony);

  // Parapet, rooftop plant room and the ground floor shopfronts.
  s.rect(bx - 8, top - 16, bw + 16, 18, css(facade, -22));
  if (s.chance(0.6)) s.rect(bx + bw * s.range(0.15, 0.6), top - 55, bw * 0.18, 40, css(facade, -12));
  s.rect(bx, groundY - groundH, bw, groundH, css(facade, -30));
  s.rect(bx, groundY - groundH, bw, 10, css(facade, -40));
  const shop = s.pattern(
    bx,
    groundY - groundH,
    bay,
    groundH,
    `<rect x="${n(bay * 0.1)}" y="${n(groundH * 0.25)}" width="${n(bay * 0.8)}" height="${n(groundH * 0.75)}" fill="${hsl(205, 25, 38)}"/>` +
      `<rect x="${n(bay * 0.1)}" y="${n(groundH * 0.25)}" width="${n(bay * 0.8)}" height="${n(groundH * 0.2)}" fill="rgba(255,255,255,0.18)"/>`,
  );
  s.rect(bx, groundY - groundH, bw, groundH, shop);
  const door = bx + bay * s.int(1, bays - 2) + bay * 0.25;
  s.rect(door, groundY - groundH * 0.8, bay * 0.5, groundH * 0.8, hsl(25, 35, 28));
  s.rect(door - 10, groundY - groundH * 0.9, bay * 0.5 + 20, 8, hsl(0, 0, 25));
}

function drawHouse(s: Scene, cx: number, groundY: number, facade: Hsl): void {
  const hw = s.range(480, 640);
  const wallH = s.range(270, 330);
  const x = cx - hw / 2;
  const top = groundY - wallH;
  const roof = s.pick<Hsl>([
    { h: 8, s: 55, l: 40 },
    { h: 15, s: 35, l: 30 },
    { h: 210, s: 10, l: 30 },
  ]);
  const pitch = s.range(110, 170);
  // Clay roof tiles as a pattern of scalloped rows.
  const tiles = s.pattern(
    0,
    0,
    36,
    22,
    `<rect width="36" height="22" fill="${css(roof)}"/><path d="M0,22Q18,10 36,22" fill="none" stroke="${css(roof, -12)}" stroke-width="3"/>`,
  );
  s.rect(x, top, hw, wallH, css(facade));
  s.poly(
    [
      [x - 30, top + 4],
      [cx, top - pitch],
      [x + hw + 30, top + 4],
    ],
    tiles,
  );
  s.rect(x - 30, top, hw + 60, 8, css(roof, -18));
  const glass = s.linear([
    [0, hsl(205, 30, 65)],
    [1, hsl(215, 30, 32)],
  ]);
  const cols = s.int(3, 4);
  for (let row = 0; row < 2; row++) {
    for (let i = 0; i < cols; i++) {
      const wx = x + ((i + 0.5) * hw) / cols - 30;
      const wy = top + 25 + row * (wallH / 2);
      const isDoor = row === 1 && i === Math.floor(cols / 2);
      if (isDoor) {
        s.rect(wx - 4, wy - 4, 68, groundY - wy + 4, hsl(0, 0, 94));
        s.rect(wx, wy, 60, groundY - wy, hsl(s.range(10, 30), 45, 28));
        continue;
      }
      s.rect(wx - 6, wy - 6, 72, 92, hsl(0, 0, 96));
      s.rect(wx, wy, 60, 80, glass);
      s.rect(wx + 28, wy, 4, 80, hsl(0, 0, 96));
    }
  }
  // An old-Tbilisi style carved wooden balcony across the upper floor.
  if (s.chance(0.6)) {
    const by = top + wallH / 2 - 8;
    const wood = hsl(s.range(20, 35), 40, s.range(25, 40));
    const lattice = s.pattern(
      x,
      by,
      16,
      40,
      `<rect width="16" height="40" fill="${wood}"/><rect x="6" y="4" width="4" height="32" fill="${hsl(35, 30, 78)}"/>`,
    );
    s.rect(x + 20, by - 40, hw - 40, 40, lattice);
    s.rect(x + 14, by - 46, hw - 28, 8, wood);
    s.rect(x + 14, by, hw - 28, 10, wood);
  }
}

function exterior(s: Scene): void {
  const golden = s.chance(0.25);
  sky(
    s,
    golden ? hsl(210, 45, 55) : hsl(s.range(200, 215), 60, s.range(45, 58)),
    golden ? hsl(35, 80, 78) : hsl(200, 50, 86),
  );
  clouds(s, s.int(2, 5), 320);
  const horizon = 700;
  ridge(s, horizon - s.range(140, 220), 50, 5, hsl(200, 20, 68));
  ridge(s, horizon - s.range(60, 110), 40, 6, hsl(120, 20, 50));

  const facade = s.pick(FACADES);
  const groundY = s.range(760, 800);
  const green: Hsl = { h: s.range(95, 130), s: 35, l: 34 };
  const house = s.chance(0.3);

  // A neighbouring building at the edge makes it read as a street rather than a render.
  if (s.chance(0.7)) {
    const nb = s.pick(FACADES);
    const left = s.chance(0.5);
    const nbw = s.range(200, 300);
    const nx = left ? -20 : W - nbw + 20;
    const ntop = s.range(200, 420);
    const pat = s.pattern(
      nx,
      ntop,
      70,
      80,
      `<rect x="18" y="18" width="34" height="46" fill="${hsl(210, 20, 38)}"/>`,
    );
    s.rect(nx, ntop, nbw, groundY - ntop, css(nb, -8));
    s.rect(nx, ntop + 20, nbw, groundY - ntop - 80, pat);
  }

  if (house) {
    drawHouse(s, s.range(520, 760), groundY, facade);
  } else {
    const bw = s.range(520, 760);
    const bx = s.range(200, W - bw - 200);
    drawBlock(s, bx, bw, s.range(110, 250), groundY, facade);
  }

  // Pavement, kerb and the street with a dashed centre line.
  s.rect(0, groundY, W, 70, hsl(30, 8, s.range(66, 74)));
  s.line(`M0,${n(groundY + 35)}H${W}`, hsl(30, 6, 60), 2, 'stroke-dasharray="6 60"');
  s.rect(0, groundY + 70, W, 10, hsl(0, 0, 82));
  s.rect(0, groundY + 80, W, H - groundY - 80, hsl(220, 6, s.range(30, 40)));
  s.line(`M0,${n(groundY + 140)}H${W}`, hsl(45, 20, 88), 6, 'stroke-dasharray="60 50"');

  const trees = s.int(2, 5);
  for (let i = 0; i < trees; i++) tree(s, s.range(40, W - 40), groundY + 30, s.range(70, 120), green);
  // Street lamp.
  const lx = s.range(100, W - 100);
  s.line(`M${n(lx)},${n(groundY + 60)}V${n(groundY - 230)}q0,-20 30,-20`, hsl(0, 0, 20), 6);
  s.rect(lx + 24, groundY - 256, 30, 10, hsl(0, 0, 25));
  const cars = s.int(1, 2);
  for (let i = 0; i < cars; i++) {
    car(
      s,
      // One car per half of the street so two never stack on top of each other.
      (i * W) / cars + s.range(0, W / cars - 270),
      groundY + s.range(120, 170),
      s.range(220, 260),
      s.pick([hsl(0, 0, 92), hsl(0, 0, 15), hsl(210, 40, 35), hsl(0, 55, 40), hsl(0, 0, 60)]),
    );
  }
}

// ---------------------------------------------------------------------------------------------------------
// Interiors: a one-point perspective box. The back wall is the rectangle (x0,y0)-(x1,y1); a point at depth k
// (1 = back wall, larger = nearer the camera) is scaled away from the vanishing point by k.

interface Room {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  vx: number;
  vy: number;
  kMax: number;
  wall: Hsl;
  floor: Hsl;
}

function makeRoom(s: Scene, wallPalette: readonly Hsl[], floorPalette: readonly Hsl[]): Room {
  const shift = s.range(-110, 110);
  const halfW = s.range(330, 410);
  const x0 = W / 2 + shift - halfW;
  const x1 = W / 2 + shift + halfW;
  const y0 = s.range(120, 180);
  const y1 = s.range(620, 680);
  const vx = W / 2 + shift * 0.6 + s.range(-40, 40);
  const vy = lerp(y0, y1, s.range(0.5, 0.6));
  const kMax = (H - vy) / (y1 - vy);
  return { x0, y0, x1, y1, vx, vy, kMax, wall: s.pick(wallPalette), floor: s.pick(floorPalette) };
}

const P = (rm: Room, x: number, y: number, k: number): Pt => [
  rm.vx + (x - rm.vx) * k,
  rm.vy + (y - rm.vy) * k,
];

// Depth at which the side walls are guaranteed to run off the canvas.
const FAR = 4;

/** Outline of one room surface, used to clip joint lines that are drawn generously past its edges. */
function surface(rm: Room, which: 'floor' | 'left' | 'right'): Pt[] {
  const { x0, y0, x1, y1 } = rm;
  if (which === 'floor') return [[x0, y1], [x1, y1], P(rm, x1, y1, FAR), P(rm, x0, y1, FAR)];
  if (which === 'left') return [P(rm, x0, y0, FAR), [x0, y0], [x0, y1], P(rm, x0, y1, FAR)];
  return [[x1, y0], P(rm, x1, y0, FAR), P(rm, x1, y1, FAR), [x1, y1]];
}

function drawRoomShell(s: Scene, rm: Room, floorStyle: 'planks' | 'tiles' | 'concrete'): void {
  const { x0, y0, x1, y1, wall, floor } = rm;
  const far = FAR;
  s.poly([P(rm, x0, y0, far), P(rm, x1, y0, far), [x1, y0], [x0, y0]], css(wall, 8));
  s.poly(
    [P(rm, x0, y0, far), [x0, y0], [x0, y1], P(rm, x0, y1, far)],
    s.linear(
      [
        [0, css(wall, -12)],
        [1, css(wall, -4)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  s.poly(
    [[x1, y0], P(rm, x1, y0, far), P(rm, x1, y1, far), [x1, y1]],
    s.linear(
      [
        [0, css(wall, -6)],
        [1, css(wall, -15)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  s.rect(
    x0,
    y0,
    x1 - x0,
    y1 - y0,
    s.linear([
      [0, css(wall, 2)],
      [1, css(wall, -3)],
    ]),
  );
  s.poly(
    [[x0, y1], [x1, y1], P(rm, x1, y1, far), P(rm, x0, y1, far)],
    s.linear([
      [0, css(floor, -6)],
      [1, css(floor, 4)],
    ]),
  );

  // Floor joints: converging lines are one path, so a whole floor costs a single element.
  let d = '';
  if (floorStyle === 'planks') {
    const count = Math.round((x1 - x0) / s.range(22, 30));
    for (let i = -count; i <= count * 2; i++) {
      const x = x0 + ((x1 - x0) * i) / count;
      const [fx, fy] = P(rm, x, y1, far);
      d += `M${n(x)},${n(y1)}L${n(fx)},${n(fy)}`;
    }
  } else if (floorStyle === 'tiles') {
    const count = Math.round((x1 - x0) / s.range(60, 90));
    for (let i = -count; i <= count * 2; i++) {
      const x = x0 + ((x1 - x0) * i) / count;
      const [fx, fy] = P(rm, x, y1, far);
      d += `M${n(x)},${n(y1)}L${n(fx)},${n(fy)}`;
    }
    // Tile rows at equal depth steps in world space: k = 1 / (1 - t) keeps them evenly spaced.
    const step = (x1 - x0) / count / (y1 - rm.vy) / 4;
    for (let k = 1 + step; k < rm.kMax + 0.5; k += step * k) {
      const [ax, ay] = P(rm, x0 - 2000, y1, k);
      const [bx] = P(rm, x1 + 2000, y1, k);
      d += `M${n(ax)},${n(ay)}H${n(bx)}`;
    }
  }
  if (d) s.line(d, css(floor, -14, 0.55), floorStyle === 'planks' ? 1.5 : 2.5, s.clip(surface(rm, 'floor')));

  // Skirting boards and the cornice soften the box edges.
  s.rect(x0, y1 - 12, x1 - x0, 12, css(wall, 12));
  s.poly([[x0, y1 - 12], [x0, y1], P(rm, x0, y1, far), P(rm, x0, y1 - 12, far)], css(wall, 6));
  s.poly([[x1, y1 - 12], [x1, y1], P(rm, x1, y1, far), P(rm, x1, y1 - 12, far)], css(wall, 2));
}

interface BoxColours {
  front: string;
  top: string;
  side: string;
}

/** An axis-aligned box standing in the room: x across, y screen height at the back wall, k depth range. */
function box(
  s: Scene,
  rm: Room,
  xa: number,
  xb: number,
  yBottom: number,
  yTop: number,
  k0: number,
  k1: number,
  c: BoxColours,
): void {
  if (yTop > rm.vy)
    s.poly([P(rm, xa, yTop, k0), P(rm, xb, yTop, k0), P(rm, xb, yTop, k1), P(rm, xa, yTop, k1)], c.top);
  else if (yBottom < rm.vy)
    s.poly(
      [P(rm, xa, yBottom, k0), P(rm, xb, yBottom, k0), P(rm, xb, yBottom, k1), P(rm, xa, yBottom, k1)],
      c.top,
    );
  if (xb < rm.vx)
    s.poly(
      [P(rm, xb, yBottom, k0), P(rm, xb, yTop, k0), P(rm, xb, yTop, k1), P(rm, xb, yBottom, k1)],
      c.side,
    );
  else if (xa > rm.vx)
    s.poly(
      [P(rm, xa, yBottom, k0), P(rm, xa, yTop, k0), P(rm, xa, yTop, k1), P(rm, xa, yBottom, k1)],
      c.side,
    );
  const [fx0, fy0] = P(rm, xa, yTop, k1);
  const [fx1, fy1] = P(rm, xb, yBottom, k1);
  s.rect(fx0, fy0, fx1 - fx0, fy1 - fy0, c.front);
}

const boxColours = (c: Hsl, top = 6, side = -10): BoxColours => ({
  front: css(c),
  top: css(c, top),
  side: css(c, side),
});

/** Soft contact shadow on the floor under an object footprint. */
function floorShadow(s: Scene, rm: Room, xa: number, xb: number, k0: number, k1: number, alpha = 0.22): void {
  const grow = (xb - xa) * 0.04;
  s.poly(
    [
      P(rm, xa - grow, rm.y1, k0),
      P(rm, xb + grow, rm.y1, k0),
      P(rm, xb + grow, rm.y1, k1 + 0.02),
      P(rm, xa - grow, rm.y1, k1 + 0.02),
    ],
    `rgba(0,0,0,${alpha})`,
  );
}

function outsideView(s: Scene, x: number, y: number, w: number, h: number): void {
  const dusk = s.chance(0.2);
  s.rect(
    x,
    y,
    w,
    h,
    s.linear([
      [0, dusk ? hsl(25, 70, 70) : hsl(205, 60, 62)],
      [1, dusk ? hsl(40, 80, 85) : hsl(195, 50, 88)],
    ]),
  );
  // Distant Tbilisi hills through the glass.
  const hillY = y + h * s.range(0.55, 0.7);
  s.path(
    `M${n(x)},${n(y + h)}L${n(x)},${n(hillY)}Q${n(x + w * 0.3)},${n(hillY - h * 0.2)} ${n(x + w * 0.6)},${n(hillY - h * 0.05)}T${n(x + w)},${n(hillY - h * 0.1)}L${n(x + w)},${n(y + h)}Z`,
    hsl(110, 18, dusk ? 45 : 55),
  );
  const bw = w / 7;
  let d = '';
  for (let i = 0; i < 7; i++) {
    if (s.chance(0.35)) continue;
    const bh = h * s.range(0.08, 0.3);
    d += `M${n(x + i * bw)},${n(y + h)}v${n(-bh)}h${n(bw * 0.8)}v${n(bh)}Z`;
  }
  if (d) s.path(d, hsl(30, 10, dusk ? 55 : 75));
}

/** A window on the back wall with mullions, sill and optional curtains. */
function backWindow(
  s: Scene,
  rm: Room,
  cx: number,
  w: number,
  top: number,
  bottom: number,
  curtains: boolean,
  curtain: Hsl,
): void {
  const x = cx - w / 2;
  s.rect(x - 10, top - 10, w + 20, bottom - top + 20, hsl(0, 0, 96));
  outsideView(s, x, top, w, bottom - top);
  const panes = Math.max(2, Math.round(w / 140));
  let d = '';
  for (let i = 1; i < panes; i++) d += `M${n(x + (w * i) / panes)},${n(top)}V${n(bottom)}`;
  if (s.chance(0.5)) d += `M${n(x)},${n(lerp(top, bottom, 0.3))}H${n(x + w)}`;
  s.line(d, hsl(0, 0, 96), 8);
  s.rect(x - 18, bottom + 8, w + 36, 10, hsl(0, 0, 90));
  // Daylight pooling on the floor in front of the window.
  s.poly(
    [
      P(rm, x, rm.y1, 1),
      P(rm, x + w, rm.y1, 1),
      P(rm, x + w * 1.2, rm.y1, 1.7),
      P(rm, x - w * 0.2, rm.y1, 1.7),
    ],
    'rgba(255,250,235,0.16)',
  );
  if (curtains) {
    const folds = s.linear(
      [
        [0, css(curtain, 6)],
        [0.5, css(curtain, -8)],
        [1, css(curtain, 6)],
      ],
      0,
      0,
      0.08,
      0,
      'spreadMethod="repeat"',
    );
    const cw = w * s.range(0.18, 0.26);
    s.rect(x - 40, top - 30, cw, rm.y1 - top + 25, folds);
    s.rect(x + w + 40 - cw, top - 30, cw, rm.y1 - top + 25, folds);
    s.rect(x - 60, top - 36, w + 120, 6, hsl(0, 0, 25));
  }
}

/** A window on the left side wall, drawn as a parallelogram between two depths. */
function sideWindow(s: Scene, rm: Room, k0: number, k1: number, top: number, bottom: number): void {
  const q = [
    P(rm, rm.x0, top, k0),
    P(rm, rm.x0, top, k1),
    P(rm, rm.x0, bottom, k1),
    P(rm, rm.x0, bottom, k0),
  ] as const;
  s.poly(q, hsl(0, 0, 97), 'stroke="#f4f4f4" stroke-width="14" stroke-linejoin="round"');
  const clip = s.clip(q);
  const minX = Math.min(...q.map((p) => p[0]));
  const maxX = Math.max(...q.map((p) => p[0]));
  const minY = Math.min(...q.map((p) => p[1]));
  const maxY = Math.max(...q.map((p) => p[1]));
  s.add(`<g ${clip}>`);
  outsideView(s, minX, minY, maxX - minX, maxY - minY);
  s.add('</g>');
  const mid = (k0 + k1) / 2;
  s.line(`M${pts([P(rm, rm.x0, top, mid), P(rm, rm.x0, bottom, mid)])}`, hsl(0, 0, 96), 8);
  s.poly(
    [
      P(rm, rm.x0, rm.y1, k0),
      P(rm, rm.x0, rm.y1, k1),
      P(rm, rm.x0 + 300, rm.y1, k1 + 0.4),
      P(rm, rm.x0 + 300, rm.y1, k0 + 0.2),
    ],
    'rgba(255,250,235,0.14)',
  );
}

function wallArt(s: Scene, x: number, y: number, w: number, h: number): void {
  s.rect(x + 6, y + 8, w, h, 'rgba(0,0,0,0.12)');
  s.rect(x, y, w, h, s.pick([hsl(30, 30, 25), hsl(0, 0, 15), hsl(40, 40, 60), hsl(0, 0, 96)]));
  s.rect(x + 12, y + 12, w - 24, h - 24, hsl(40, 20, 94));
  const hue = s.range(0, 360);
  s.ellipse(x + w * s.range(0.3, 0.7), y + h * s.range(0.35, 0.6), w * 0.22, w * 0.22, hsl(hue, 45, 60));
  s.path(
    `M${n(x + 12)},${n(y + h - 12)}Q${n(x + w * 0.5)},${n(y + h * s.range(0.3, 0.6))} ${n(x + w - 12)},${n(y + h * 0.7)}V${n(y + h - 12)}Z`,
    hsl(hue + 150, 35, 45),
  );
}

function plant(s: Scene, x: number, floorY: number, size: number): void {
  s.path(
    `M${n(x - size * 0.3)},${n(floorY - size * 0.7)}h${n(size * 0.6)}l${n(-size * 0.08)},${n(size * 0.7)}h${n(-size * 0.44)}Z`,
    s.pick([hsl(20, 45, 45), hsl(0, 0, 92), hsl(0, 0, 25)]),
  );
  const green = s.range(100, 140);
  let d = '';
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + s.range(-1.2, 1.2);
    const len = size * s.range(0.8, 1.4);
    const tx = x + Math.cos(a) * len;
    const ty = floorY - size * 0.7 + Math.sin(a) * len;
    const bx = x + Math.cos(a + 0.35) * len * 0.55;
    const by = floorY - size * 0.7 + Math.sin(a + 0.35) * len * 0.55;
    const cx = x + Math.cos(a - 0.35) * len * 0.55;
    const cy = floorY - size * 0.7 + Math.sin(a - 0.35) * len * 0.55;
    d += `M${n(x)},${n(floorY - size * 0.7)}Q${n(bx)},${n(by)} ${n(tx)},${n(ty)}Q${n(cx)},${n(cy)} ${n(x)},${n(floorY - size * 0.7)}Z`;
  }
  s.path(d, hsl(green, 40, 32));
}

function floorLamp(s: Scene, x: number, floorY: number, h: number, warm: boolean): void {
  if (warm)
    s.ellipse(
      x,
      floorY - h,
      150,
      150,
      s.radial([
        [0, 'rgba(255,220,150,0.45)'],
        [1, 'rgba(255,220,150,0)'],
      ]),
    );
  s.ellipse(x, floorY, 26, 7, hsl(0, 0, 18));
  s.line(`M${n(x)},${n(floorY)}V${n(floorY - h + 20)}`, hsl(0, 0, 18), 4);
  s.path(
    `M${n(x - 28)},${n(floorY - h + 30)}L${n(x - 18)},${n(floorY - h - 20)}H${n(x + 18)}L${n(x + 28)},${n(floorY - h + 30)}Z`,
    warm ? hsl(40, 60, 86) : hsl(35, 25, 80),
  );
}

const WALLS: readonly Hsl[] = [
  { h: 40, s: 25, l: 90 },
  { h: 30, s: 15, l: 84 },
  { h: 100, s: 12, l: 76 },
  { h: 200, s: 15, l: 82 },
  { h: 20, s: 30, l: 80 },
  { h: 0, s: 0, l: 92 },
  { h: 45, s: 35, l: 80 },
];
const WOOD: readonly Hsl[] = [
  { h: 30, s: 40, l: 52 },
  { h: 25, s: 45, l: 38 },
  { h: 35, s: 35, l: 64 },
  { h: 20, s: 30, l: 30 },
];
const FABRIC: readonly Hsl[] = [
  { h: 210, s: 20, l: 45 },
  { h: 30, s: 15, l: 70 },
  { h: 150, s: 20, l: 38 },
  { h: 0, s: 0, l: 55 },
  { h: 20, s: 40, l: 50 },
  { h: 45, s: 50, l: 58 },
  { h: 220, s: 35, l: 30 },
];

function livingRoom(s: Scene): void {
  const rm = makeRoom(s, WALLS, WOOD);
  drawRoomShell(s, rm, s.chance(0.8) ? 'planks' : 'concrete');
  const { x0, x1, y0, y1 } = rm;
  const wallW = x1 - x0;
  const sofaLeft = s.chance(0.5);
  const sofaW = wallW * s.range(0.45, 0.58);
  const sofaX = sofaLeft ? x0 + wallW * s.range(0.05, 0.12) : x1 - wallW * s.range(0.05, 0.12) - sofaW;
  const winOnBack = s.chance(0.6);
  const fabric = s.pick(FABRIC);
  const curtain = s.pick(FABRIC);

  if (winOnBack) {
    const ww = wallW * s.range(0.3, 0.4);
    const wcx = sofaLeft ? x1 - wallW * 0.1 - ww / 2 : x0 + wallW * 0.1 + ww / 2;
    backWindow(s, rm, wcx, ww, lerp(y0, y1, 0.12), lerp(y0, y1, 0.72), s.chance(0.7), curtain);
  } else {
    sideWindow(s, rm, 1.15, 1.55, lerp(y0, y1, 0.1), lerp(y0, y1, 0.75));
  }
  wallArt(s, sofaX + sofaW * 0.2, lerp(y0, y1, 0.18), sofaW * 0.6, (y1 - y0) * 0.26);

  // Sofa: base, back, arms and cushions as boxes so they share the room's perspective.
  const k0 = 1.02;
  const depth = 0.16;
  const seatY = y1 - (y1 - y0) * 0.15;
  const backTop = y1 - (y1 - y0) * 0.34;
  const armW = sofaW * 0.07;
  floorShadow(s, rm, sofaX, sofaX + sofaW, k0, k0 + depth);
  box(s, rm, sofaX, sofaX + sofaW, seatY, backTop, k0, k0 + 0.05, boxColours(fabric, -4, -14));
  box(s, rm, sofaX, sofaX + sofaW, y1 - 8, seatY, k0, k0 + depth, boxColours(fabric, 6, -12));
  const cushions = s.int(2, 3);
  const cw = (sofaW - 2 * armW) / cushions;
  for (let i = 0; i < cushions; i++) {
    const cx = sofaX + armW + i * cw;
    box(s, rm, cx + 2, cx + cw - 2, seatY, seatY - 16, k0 + 0.05, k0 + depth, boxColours(fabric, 10, -6));
  }
  box(s, rm, sofaX, sofaX + armW, y1 - 8, seatY - 40, k0, k0 + depth, boxColours(fabric, 4, -16));
  box(
    s,
    rm,
    sofaX + sofaW - armW,
    sofaX + sofaW,
    y1 - 8,
    seatY - 40,
    k0,
    k0 + depth,
    boxColours(fabric, 4, -16),
  );
  // Throw pillows leaning on the back.
  for (let i = 0; i < s.int(2, 3); i++) {
    const px = sofaX + armW + 20 + (i * (sofaW - 2 * armW - 120)) / 2;
    const [ax, ay] = P(rm, px, seatY - 16, k0 + 0.07);
    const sz = 60 * (k0 + 0.07);
    s.add(
      `<rect x="${n(ax)}" y="${n(ay - sz)}" width="${n(sz)}" height="${n(sz)}" rx="12" fill="${hsl(s.range(0, 360), 35, 60)}" transform="rotate(${n(s.range(-8, 8))} ${n(ax + sz / 2)} ${n(ay - sz / 2)})"/>`,
    );
  }

  // Rug and coffee table in front of the sofa.
  const rugCol = s.pick(FABRIC);
  const rk0 = k0 + depth + 0.03;
  const rk1 = Math.min(rm.kMax - 0.05, rk0 + s.range(0.25, 0.35));
  const rx0 = sofaX - sofaW * 0.05;
  const rx1 = sofaX + sofaW * 1.05;
  s.poly(
    [P(rm, rx0, y1, rk0), P(rm, rx1, y1, rk0), P(rm, rx1, y1, rk1), P(rm, rx0, y1, rk1)],
    css(rugCol, 15),
  );
  s.poly(
    [
      P(rm, rx0 + 25, y1, rk0 + 0.02),
      P(rm, rx1 - 25, y1, rk0 + 0.02),
      P(rm, rx1 - 25, y1, rk1 - 0.02),
      P(rm, rx0 + 25, y1, rk1 - 0.02),
    ],
    'none',
    `stroke="${css(rugCol, -5)}" stroke-width="6"`,
  );
  const tk0 = rk0 + 0.06;
  const tx0 = sofaX + sofaW * 0.25;
  const tx1 = sofaX + sofaW * 0.75;
  const wood = s.pick(WOOD);
  floorShadow(s, rm, tx0, tx1, tk0, tk0 + 0.1, 0.18);
  box(s, rm, tx0 + 10, tx0 + 18, y1, y1 - 40, tk0 + 0.08, tk0 + 0.09, boxColours(wood, 0, -10));
  box(s, rm, tx1 - 18, tx1 - 10, y1, y1 - 40, tk0 + 0.08, tk0 + 0.09, boxColours(wood, 0, -10));
  box(s, rm, tx0, tx1, y1 - 40, y1 - 50, tk0, tk0 + 0.1, boxColours(wood, 10, -10));
  const [bx, by] = P(rm, lerp(tx0, tx1, 0.3), y1 - 50, tk0 + 0.05);
  s.ellipse(bx, by - 12, 24, 14, hsl(s.range(0, 360), 30, 70));

  const lampX = sofaLeft ? sofaX + sofaW + 50 : sofaX - 50;
  const [lx, ly] = P(rm, lampX, y1, 1.05);
  floorLamp(s, lx, ly, (y1 - y0) * 0.6, s.chance(0.6));
  const [px, py] = P(rm, sofaLeft ? x1 - 40 : x0 + 40, y1, 1.25);
  plant(s, px, py, s.range(70, 110));
  // Ceiling downlights.
  for (let i = 0; i < 3; i++) {
    const [cx, cy] = P(rm, lerp(x0, x1, 0.25 + i * 0.25), y0, 1.3);
    s.ellipse(cx, cy, 14, 4, hsl(50, 40, 96));
  }
}

function bedroom(s: Scene): void {
  const rm = makeRoom(s, WALLS, WOOD);
  drawRoomShell(s, rm, 'planks');
  const { x0, x1, y0, y1 } = rm;
  const wallW = x1 - x0;
  const bedW = wallW * s.range(0.42, 0.52);
  const bedX = lerp(x0, x1 - bedW, s.range(0.3, 0.7));
  const linen = s.pick<Hsl>([
    { h: 0, s: 0, l: 95 },
    { h: 40, s: 30, l: 90 },
    { h: 210, s: 25, l: 85 },
    { h: 30, s: 20, l: 80 },
  ]);
  const throwC = s.pick(FABRIC);
  const head = s.pick(FABRIC);

  if (s.chance(0.5)) sideWindow(s, rm, 1.2, 1.7, lerp(y0, y1, 0.1), lerp(y0, y1, 0.72));
  else {
    const ww = wallW * 0.22;
    const wcx = bedX + bedW / 2 < (x0 + x1) / 2 ? x1 - wallW * 0.05 - ww / 2 : x0 + wallW * 0.05 + ww / 2;
    backWindow(s, rm, wcx, ww, lerp(y0, y1, 0.1), lerp(y0, y1, 0.7), true, s.pick(FABRIC));
  }
  if (s.chance(0.6)) wallArt(s, bedX + bedW * 0.25, lerp(y0, y1, 0.12), bedW * 0.5, (y1 - y0) * 0.22);

  // Upholstered headboard with vertical channels.
  const headTop = y1 - (y1 - y0) * s.range(0.42, 0.5);
  const channels = s.linear(
    [
      [0, css(head, 4)],
      [0.5, css(head, -6)],
      [1, css(head, 4)],
    ],
    0,
    0,
    0.12,
    0,
    'spreadMethod="repeat"',
  );
  const kHead = 1.01;
  const [hx0, hy0] = P(rm, bedX - 10, headTop, kHead);
  const [hx1, hy1] = P(rm, bedX + bedW + 10, y1, kHead);
  s.add(
    `<rect x="${n(hx0)}" y="${n(hy0)}" width="${n(hx1 - hx0)}" height="${n(hy1 - hy0)}" rx="14" fill="${channels}"/>`,
  );

  // Nightstands with lamps either side; drawn before the bed because they stand behind its front edge.
  const wood = s.pick(WOOD);
  for (const side of [-1, 1]) {
    const nx = side < 0 ? bedX - 130 : bedX + bedW + 30;
    box(s, rm, nx, nx + 100, y1, y1 - 110, 1.01, 1.12, boxColours(wood, 8, -10));
    const [dx0, dy0] = P(rm, nx + 8, y1 - 60, 1.12);
    s.rect(dx0, dy0, 84 * 1.12, 4, css(wood, -15));
    const [lx, ly] = P(rm, nx + 50, y1 - 110, 1.06);
    s.ellipse(
      lx,
      ly - 60,
      110,
      110,
      s.radial([
        [0, 'rgba(255,220,150,0.4)'],
        [1, 'rgba(255,220,150,0)'],
      ]),
    );
    s.rect(lx - 6, ly - 50, 12, 50, hsl(35, 20, 40));
    s.path(
      `M${n(lx - 32)},${n(ly - 40)}L${n(lx - 22)},${n(ly - 90)}H${n(lx + 22)}L${n(lx + 32)},${n(ly - 40)}Z`,
      hsl(40, 50, 88),
    );
  }
  // Bed: frame, mattress, pillows, duvet and a throw across the foot.
  const kb0 = 1.03;
  const kb1 = Math.min(rm.kMax - 0.02, kb0 + s.range(0.55, 0.7));
  const frameTop = y1 - 40;
  const mattTop = y1 - 80;
  floorShadow(s, rm, bedX, bedX + bedW, kb0, kb1);
  box(s, rm, bedX, bedX + bedW, y1, frameTop, kb0, kb1, boxColours(s.pick(WOOD), 4, -10));
  box(s, rm, bedX + 6, bedX + bedW - 6, frameTop, mattTop, kb0, kb1 - 0.01, boxColours(linen, 3, -8));
  const pillows = bedW > 380 ? 2 : 1;
  for (let i = 0; i < pillows * 2; i++) {
    const row = i < pillows ? 0 : 1;
    const col = i % pillows;
    const pw = (bedW - 40) / pillows;
    const px = bedX + 20 + col * pw;
    const [ax, ay] = P(rm, px + 8, mattTop - 52 + row * 10, kb0 + 0.03 + row * 0.04);
    const [bx2, by2] = P(rm, px + pw - 8, mattTop + row * 6, kb0 + 0.03 + row * 0.04);
    s.add(
      `<rect x="${n(ax)}" y="${n(ay)}" width="${n(bx2 - ax)}" height="${n(by2 - ay)}" rx="18" fill="${row ? css(throwC, 12) : css(linen, -4)}"/>`,
    );
  }
  const kd = kb0 + 0.14;
  box(
    s,
    rm,
    bedX + 2,
    bedX + bedW - 2,
    frameTop + 12,
    mattTop - 8,
    kd,
    kb1 + 0.005,
    boxColours(linen, 0, -10),
  );
  const kt = lerp(kd, kb1, 0.6);
  box(
    s,
    rm,
    bedX - 2,
    bedX + bedW + 2,
    frameTop + 16,
    mattTop - 10,
    kt,
    kt + 0.14,
    boxColours(throwC, 4, -12),
  );

  if (s.chance(0.5)) {
    const [px, py] = P(rm, bedX < (x0 + x1) / 2 ? x1 - 40 : x0 + 40, y1, 1.3);
    plant(s, px, py, s.range(60, 100));
  }
}

function kitchen(s: Scene): void {
  const rm = makeRoom(s, WALLS, [
    { h: 30, s: 8, l: 70 },
    { h: 25, s: 20, l: 55 },
    { h: 0, s: 0, l: 82 },
    ...WOOD.slice(0, 2),
  ]);
  drawRoomShell(s, rm, s.chance(0.5) ? 'tiles' : 'planks');
  const { x0, x1, y0, y1 } = rm;
  const hgt = y1 - y0;
  const counterY = y1 - hgt * 0.32;
  const upperBottom = y1 - hgt * 0.6;
  const upperTop = y0 + hgt * 0.06;
  const cab = s.pick<Hsl>([
    { h: 0, s: 0, l: 96 },
    { h: 210, s: 20, l: 35 },
    { h: 140, s: 15, l: 45 },
    { h: 35, s: 30, l: 60 },
    { h: 0, s: 0, l: 25 },
    { h: 40, s: 20, l: 85 },
  ]);
  const top = s.pick<Hsl>([
    { h: 0, s: 0, l: 92 },
    { h: 0, s: 0, l: 20 },
    { h: 30, s: 35, l: 50 },
    { h: 30, s: 5, l: 70 },
  ]);

  // Backsplash tiles (metro or square) via a pattern: hundreds of tiles for the price of one rect.
  const tileC = s.pick<Hsl>([
    { h: 0, s: 0, l: 97 },
    { h: 195, s: 30, l: 75 },
    { h: 150, s: 20, l: 70 },
    { h: 30, s: 30, l: 85 },
  ]);
  const metro = s.chance(0.6);
  const tw = metro ? 48 : 36;
  const th = metro ? 22 : 36;
  const grout = css(tileC, -14);
  const tilePat = s.pattern(
    x0,
    upperBottom,
    tw,
    th * 2,
    `<rect width="${tw}" height="${th * 2}" fill="${grout}"/>` +
      `<rect x="1.5" y="1.5" width="${tw - 3}" height="${th - 3}" rx="2" fill="${css(tileC)}"/>` +
      (metro
        ? `<rect x="${-tw / 2 + 1.5}" y="${th + 1.5}" width="${tw - 3}" height="${th - 3}" rx="2" fill="${css(tileC, -2)}"/>` +
          `<rect x="${tw / 2 + 1.5}" y="${th + 1.5}" width="${tw - 3}" height="${th - 3}" rx="2" fill="${css(tileC, -2)}"/>`
        : `<rect x="1.5" y="${th + 1.5}" width="${tw - 3}" height="${th - 3}" rx="2" fill="${css(tileC, -2)}"/>`),
  );
  s.rect(x0, upperBottom, x1 - x0, counterY - upperBottom, tilePat);

  const fridgeLeft = s.chance(0.5);
  const fridgeW = 150;
  const fx = fridgeLeft ? x0 : x1 - fridgeW;
  const runX0 = fridgeLeft ? x0 + fridgeW + 6 : x0;
  const runX1 = fridgeLeft ? x1 : x1 - fridgeW - 6;
  const runW = runX1 - runX0;
  const kc1 = 1.14;

  // Window over the sink on some variants; otherwise the upper cabinets run the full length.
  const hasWindow = s.chance(0.5);
  const winW = runW * 0.3;
  const winX = runX0 + runW * s.range(0.35, 0.6) - winW / 2;
  if (hasWindow) {
    backWindow(s, rm, winX + winW / 2, winW, upperTop + 20, counterY - 30, false, cab);
    const a: [number, number][] = [
      [runX0, winX - 20],
      [winX + winW + 20, runX1],
    ];
    for (const [ua, ub] of a) {
      if (ub - ua > 40) box(s, rm, ua, ub, upperBottom, upperTop, 1, 1.08, boxColours(cab, -10, -8));
    }
  } else {
    box(s, rm, runX0, runX1, upperBottom, upperTop, 1, 1.08, boxColours(cab, -10, -8));
  }

  // Door seams and handles on the uppers and the base run share one pattern each.
  const doorW = s.range(70, 95);
  const doors = (y: number, h: number, handleAt: number): string =>
    s.pattern(
      runX0 * kc1 - rm.vx * (kc1 - 1),
      y,
      doorW * kc1,
      h,
      `<rect x="0" y="0" width="1.5" height="${n(h)}" fill="rgba(0,0,0,0.22)"/>` +
        `<rect x="${n(doorW * kc1 * 0.45)}" y="${n(handleAt)}" width="${n(doorW * 0.1 * kc1 + 10)}" height="4" rx="2" fill="${hsl(0, 0, 65)}"/>`,
    );
  const [ux0, uy0] = P(rm, runX0, upperTop, 1.08);
  const [ux1, uy1] = P(rm, runX1, upperBottom, 1.08);
  if (!hasWindow) s.rect(ux0, uy0, ux1 - ux0, uy1 - uy0, doors(uy0, uy1 - uy0, uy1 - uy0 - 24));

  // Base cabinets, countertop, oven and sink.
  floorShadow(s, rm, runX0, runX1, 1, kc1, 0.15);
  box(s, rm, runX0, runX1, y1, counterY + 10, 1, kc1, boxColours(cab, 4, -10));
  const [bx0, by0] = P(rm, runX0, counterY + 10, kc1);
  const [bx1, by1] = P(rm, runX1, y1 - 14, kc1);
  s.rect(bx0, by0, bx1 - bx0, by1 - by0, doors(by0, by1 - by0, 18));
  const [tx0, ty0] = P(rm, runX0 - 4, counterY, kc1 + 0.02);
  box(s, rm, runX0 - 4, runX1 + 4, counterY + 10, counterY, 1, kc1 + 0.02, boxColours(top, 8, -8));
  void tx0;
  void ty0;
  const ovenX = hasWindow
    ? winX < runX0 + runW / 2
      ? runX1 - 200
      : runX0 + 40
    : runX0 + runW * s.range(0.15, 0.6);
  const [ox0, oy0] = P(rm, ovenX, counterY + 30, kc1 + 0.001);
  const [ox1, oy1] = P(rm, ovenX + 130, y1 - 30, kc1 + 0.001);
  s.rect(ox0, oy0, ox1 - ox0, oy1 - oy0, hsl(0, 0, 70));
  s.rect(ox0 + 10, oy0 + 24, ox1 - ox0 - 20, oy1 - oy0 - 34, hsl(210, 10, 14));
  s.rect(ox0 + 16, oy0 + 10, ox1 - ox0 - 32, 5, hsl(0, 0, 88));
  // Hob on the worktop above the oven, and an extractor hood.
  s.poly(
    [
      P(rm, ovenX, counterY, 1.03),
      P(rm, ovenX + 130, counterY, 1.03),
      P(rm, ovenX + 130, counterY, 1.11),
      P(rm, ovenX, counterY, 1.11),
    ],
    hsl(0, 0, 10),
  );
  if (!hasWindow) {
    const [hx, hy] = P(rm, ovenX + 65, upperBottom, 1.09);
    s.path(
      `M${n(hx - 90)},${n(hy + 30)}L${n(hx - 50)},${n(hy - 10)}H${n(hx + 50)}L${n(hx + 90)},${n(hy + 30)}Z`,
      hsl(0, 0, 72),
    );
  }
  const sinkX = hasWindow ? winX + winW / 2 : ovenX + (ovenX > runX0 + runW / 2 ? -220 : 260);
  s.poly(
    [
      P(rm, sinkX - 60, counterY, 1.03),
      P(rm, sinkX + 60, counterY, 1.03),
      P(rm, sinkX + 60, counterY, 1.1),
      P(rm, sinkX - 60, counterY, 1.1),
    ],
    hsl(0, 0, 62),
  );
  const [fx1, fy1] = P(rm, sinkX, counterY, 1.02);
  s.line(`M${n(fx1)},${n(fy1)}v-60q0,-18 22,-18q18,0 18,20`, hsl(0, 0, 75), 6, 'stroke-linecap="round"');
  // A few things on the worktop so it looks lived in.
  const [kx, ky] = P(rm, runX0 + runW * s.range(0.05, 0.2), counterY, 1.05);
  s.rect(kx, ky - 70, 36, 70, s.pick([hsl(0, 0, 90), hsl(30, 40, 50)]), 'rx="6"');
  s.ellipse(kx + 70, ky - 16, 30, 16, hsl(s.range(0, 360), 40, 55));

  // Fridge: stainless gradient with long handles.
  const steel = s.linear(
    [
      [0, hsl(0, 0, 82)],
      [0.5, hsl(0, 0, 92)],
      [1, hsl(0, 0, 74)],
    ],
    0,
    0,
    1,
    0,
  );
  floorShadow(s, rm, fx, fx + fridgeW, 1, 1.18, 0.2);
  box(s, rm, fx, fx + fridgeW, y1, y0 + hgt * 0.05, 1, 1.18, {
    front: steel,
    top: hsl(0, 0, 80),
    side: hsl(0, 0, 66),
  });
  const [gx0, gy0] = P(rm, fx, y0 + hgt * 0.35, 1.18);
  const [gx1] = P(rm, fx + fridgeW, y0, 1.18);
  s.rect(gx0, gy0, gx1 - gx0, 2.5, hsl(0, 0, 55));
  const hxp = fridgeLeft ? gx1 - 22 : gx0 + 16;
  s.rect(hxp, gy0 - 110, 6, 90, hsl(0, 0, 60));
  s.rect(hxp, gy0 + 20, 6, 160, hsl(0, 0, 60));

  // Pendant lights over the room.
  for (let i = 0; i < s.int(1, 3); i++) {
    const [px, py] = P(rm, lerp(x0, x1, 0.3 + i * 0.2), y0, 1.35);
    s.line(`M${n(px)},0V${n(py + 120)}`, hsl(0, 0, 20), 2);
    s.path(
      `M${n(px - 30)},${n(py + 150)}Q${n(px)},${n(py + 100)} ${n(px + 30)},${n(py + 150)}Z`,
      hsl(0, 0, 18),
    );
  }
}

function bathroom(s: Scene): void {
  const wallTile = s.pick<Hsl>([
    { h: 0, s: 0, l: 94 },
    { h: 195, s: 25, l: 80 },
    { h: 30, s: 15, l: 80 },
    { h: 150, s: 15, l: 72 },
    { h: 210, s: 10, l: 55 },
  ]);
  const rm = makeRoom(
    s,
    [wallTile],
    [
      { h: 0, s: 0, l: 75 },
      { h: 30, s: 10, l: 60 },
      { h: 210, s: 8, l: 40 },
    ],
  );
  // Narrower back wall: bathrooms are small, so the camera sees more of the side walls.
  drawRoomShell(s, rm, 'tiles');
  const { x0, x1, y0, y1 } = rm;
  const hgt = y1 - y0;
  const ts = s.range(50, 80);
  const grout = css(wallTile, -10);
  const tiles = s.pattern(
    x0,
    y1,
    ts * 1.5,
    ts,
    `<rect width="${n(ts * 1.5)}" height="${n(ts)}" fill="${grout}"/><rect x="1.5" y="1.5" width="${n(ts * 1.5 - 3)}" height="${n(ts - 3)}" fill="${css(wallTile)}"/>`,
  );
  s.rect(x0, y0, x1 - x0, y1 - y0 - 12, tiles);
  // Tile joints on the side walls follow the perspective, drawn as one path per wall.
  let left = '';
  let right = '';
  for (let y = y1; y > y0; y -= ts) {
    left += `M${pts([[x0, y], P(rm, x0, y, FAR)])}`;
    right += `M${pts([[x1, y], P(rm, x1, y, FAR)])}`;
  }
  // Vertical joints at equal world-space spacing along the depth axis.
  for (let k = 1; k < FAR; k += (ts / (x1 - x0)) * k * 1.6) {
    left += `M${pts([P(rm, x0, y0, k), P(rm, x0, y1, k)])}`;
    right += `M${pts([P(rm, x1, y0, k), P(rm, x1, y1, k)])}`;
  }
  s.line(left, css(wallTile, -14, 0.6), 2, s.clip(surface(rm, 'left')));
  s.line(right, css(wallTile, -14, 0.6), 2, s.clip(surface(rm, 'right')));

  const tubLeft = s.chance(0.5);
  const half = (x1 - x0) * s.range(0.5, 0.58);
  const tx0 = tubLeft ? x0 : x1 - half;
  const tx1 = tubLeft ? x0 + half : x1;
  const vx0 = tubLeft ? tx1 + 40 : x0 + 30;
  const vx1 = tubLeft ? x1 - 30 : tx0 - 40;

  if (s.chance(0.55)) {
    // Bathtub with a darker inner basin and a wall mixer.
    const tubTop = y1 - hgt * 0.22;
    floorShadow(s, rm, tx0, tx1, 1, 1.25, 0.15);
    box(s, rm, tx0, tx1, y1, tubTop, 1, 1.25, boxColours({ h: 0, s: 0, l: 96 }, 2, -8));
    s.poly(
      [
        P(rm, tx0 + 20, tubTop, 1.03),
        P(rm, tx1 - 20, tubTop, 1.03),
        P(rm, tx1 - 20, tubTop, 1.22),
        P(rm, tx0 + 20, tubTop, 1.22),
      ],
      s.linear([
        [0, hsl(200, 10, 80)],
        [1, hsl(0, 0, 93)],
      ]),
      'stroke="#e8e8e8" stroke-width="4" stroke-linejoin="round"',
    );
    const mx = (tx0 + tx1) / 2;
    s.line(`M${n(mx)},${n(tubTop - 40)}h40v18`, hsl(0, 0, 70), 7, 'stroke-linecap="round"');
    s.rect(mx - 10, tubTop - 52, 20, 24, hsl(0, 0, 75), 'rx="4"');
  } else {
    // Walk-in shower: rain head, glass screen with a highlight, linear drain.
    const sx = (tx0 + tx1) / 2;
    s.line(`M${n(sx)},${n(y0 + hgt * 0.02)}v70`, hsl(0, 0, 70), 6);
    s.ellipse(sx, y0 + hgt * 0.02 + 74, 50, 8, hsl(0, 0, 72));
    s.rect(sx - 4, y1 - hgt * 0.5, 8, 60, hsl(0, 0, 72));
    const gx = tubLeft ? tx1 : tx0;
    const glassQ = [
      P(rm, gx, y0 + hgt * 0.12, 1),
      P(rm, gx, y0 + hgt * 0.12, 1.3),
      P(rm, gx, y1, 1.3),
      P(rm, gx, y1, 1),
    ] as const;
    s.poly(glassQ, 'rgba(200,230,235,0.28)', 'stroke="rgba(120,130,135,0.8)" stroke-width="4"');
    s.line(
      `M${pts([P(rm, gx, y0 + hgt * 0.15, 1.12), P(rm, gx, y1 - hgt * 0.2, 1.2)])}`,
      'rgba(255,255,255,0.5)',
      6,
    );
    s.poly(
      [
        P(rm, tx0 + 40, y1, 1.1),
        P(rm, tx1 - 40, y1, 1.1),
        P(rm, tx1 - 40, y1, 1.12),
        P(rm, tx0 + 40, y1, 1.12),
      ],
      hsl(0, 0, 40),
    );
  }

  // Vanity with a basin, mirror and lighting above.
  const wood = s.pick([...WOOD, { h: 0, s: 0, l: 96 }, { h: 210, s: 15, l: 30 }]);
  const vTop = y1 - hgt * 0.3;
  floorShadow(s, rm, vx0, vx1, 1, 1.15, 0.12);
  box(s, rm, vx0, vx1, y1 - hgt * 0.06, vTop, 1, 1.15, boxColours(wood, 8, -10));
  const [dx0, dy0] = P(rm, (vx0 + vx1) / 2, vTop + 6, 1.15);
  const [, dy1] = P(rm, vx0, y1 - hgt * 0.06, 1.15);
  s.line(`M${n(dx0)},${n(dy0)}V${n(dy1)}`, 'rgba(0,0,0,0.25)', 2);
  box(s, rm, vx0 - 4, vx1 + 4, vTop + 8, vTop, 1, 1.16, boxColours({ h: 0, s: 0, l: 93 }, 3, -8));
  const [sx, sy] = P(rm, (vx0 + vx1) / 2, vTop, 1.08);
  s.ellipse(sx, sy - 14, 62, 18, hsl(0, 0, 98), 'stroke="#d8d8d8" stroke-width="3"');
  s.ellipse(sx, sy - 14, 44, 10, hsl(200, 8, 84));
  s.line(`M${n(sx)},${n(sy - 30)}v-40h18`, hsl(0, 0, 65), 6, 'stroke-linecap="round"');
  const mw = (vx1 - vx0) * 0.8;
  const mTop = y0 + hgt * 0.12;
  const mBot = vTop - hgt * 0.1;
  const round = s.chance(0.4);
  const mirror = s.linear(
    [
      [0, hsl(200, 15, 86)],
      [0.45, hsl(200, 12, 72)],
      [0.5, hsl(200, 18, 90)],
      [1, hsl(200, 12, 66)],
    ],
    0,
    0,
    1,
    1,
  );
  const mx0 = (vx0 + vx1) / 2 - mw / 2;
  s.add(
    `<rect x="${n(mx0 + 6)}" y="${n(mTop + 8)}" width="${n(mw)}" height="${n(mBot - mTop)}" rx="${round ? n(mw / 2) : 6}" fill="rgba(0,0,0,0.12)"/>`,
  );
  s.add(
    `<rect x="${n(mx0)}" y="${n(mTop)}" width="${n(mw)}" height="${n(mBot - mTop)}" rx="${round ? n(mw / 2) : 6}" fill="${mirror}" stroke="${hsl(0, 0, s.chance(0.5) ? 20 : 75)}" stroke-width="5"/>`,
  );
  s.rect(mx0 + mw * 0.2, mTop - 30, mw * 0.6, 10, hsl(50, 60, 94), 'rx="5"');
  // Towel on a rail, and a plant for colour.
  const towel = s.pick(FABRIC);
  const [rx, ry] = P(rm, tubLeft ? x1 : x0, y1 - hgt * 0.55, 1.25);
  const tw = 70;
  s.rect(tubLeft ? rx - tw - 6 : rx + 6, ry, tw, 130, css(towel, 10));
  s.rect(tubLeft ? rx - tw - 6 : rx + 6, ry + 100, tw, 8, css(towel, -5));
  if (s.chance(0.6)) plant(s, ...(P(rm, tubLeft ? x1 - 40 : x0 + 40, y1, 1.2) as [number, number]), 60);
}

// ---------------------------------------------------------------------------------------------------------
// View over the city

function view(s: Scene): void {
  const mood = s.pick(['sunset', 'golden', 'dusk', 'day'] as const);
  const skies = {
    sunset: [hsl(230, 35, 35), hsl(330, 45, 60), hsl(25, 90, 65)],
    golden: [hsl(210, 45, 60), hsl(40, 70, 78), hsl(35, 85, 70)],
    dusk: [hsl(240, 40, 20), hsl(270, 30, 40), hsl(20, 70, 55)],
    day: [hsl(208, 60, 52), hsl(200, 55, 75), hsl(195, 45, 88)],
  } as const;
  const [c0, c1, c2] = skies[mood];
  const horizon = s.range(470, 560);
  s.rect(
    0,
    0,
    W,
    horizon + 60,
    s.linear([
      [0, c0],
      [0.6, c1],
      [1, c2],
    ]),
  );
  const sunX = s.range(200, W - 200);
  const sunY = horizon - s.range(20, 150);
  if (mood !== 'day') {
    s.ellipse(
      sunX,
      sunY,
      320,
      240,
      s.radial([
        [0, 'rgba(255,230,170,0.7)'],
        [1, 'rgba(255,200,140,0)'],
      ]),
    );
    s.ellipse(sunX, sunY, 34, 34, hsl(45, 100, 90));
  }
  clouds(
    s,
    s.int(2, 4),
    horizon - 150,
    mood === 'day' ? 'white' : hsl(15, 60, 80),
    mood === 'day' ? 0.8 : 0.5,
  );
  const night = mood === 'dusk';
  const fade = (l: number): number => (night ? l * 0.55 : l);

  // Layered hills get darker and more saturated as they come forward (atmospheric perspective).
  ridge(s, horizon - 90, 45, 4, hsl(mood === 'day' ? 210 : 280, 15, fade(62)));
  ridge(s, horizon - 30, 30, 6, hsl(mood === 'day' ? 150 : 300, 12, fade(50)));

  // Skyline: buildings filled with lit-window patterns.
  const winPats: string[] = [];
  for (let p = 0; p < 3; p++) {
    let body = '';
    for (let i = 0; i < 12; i++) {
      const lit = night ? s.chance(0.55) : mood === 'day' ? false : s.chance(0.25);
      const col = lit ? hsl(45, 90, 70) : night ? hsl(230, 20, 22) : hsl(210, 20, 40, 0.55);
      body += `<rect x="${(i % 3) * 10 + 3}" y="${Math.floor(i / 3) * 12 + 3}" width="5" height="7" fill="${col}"/>`;
    }
    winPats.push(s.pattern(0, 0, 30, 48, body));
  }
  const skyline = horizon + 30;
  for (let layer = 0; layer < 2; layer++) {
    let x = -20;
    while (x < W + 20) {
      const bw = s.range(30, 90) * (layer ? 1.3 : 1);
      const bh = s.range(30, 140) * (layer ? 1.1 : 0.8) * (s.chance(0.1) ? 2 : 1);
      const base = skyline + layer * 35;
      const shade = layer ? fade(s.range(40, 62)) : fade(s.range(58, 72));
      s.rect(x, base - bh, bw, bh + 40, hsl(s.range(20, 220), 10, shade));
      s.rect(x + 3, base - bh + 6, bw - 6, bh + 30, s.pick(winPats), night ? '' : 'opacity="0.7"');
      x += bw + s.range(-5, 12);
    }
  }
  // A church with a conical dome and a TV mast on the hill: Tbilisi landmarks in silhouette.
  const chX = s.range(150, W - 150);
  const chB = skyline - 40;
  s.path(
    `M${n(chX - 60)},${n(chB + 40)}V${n(chB - 40)}h40v-40h40v40h40V${n(chB + 40)}ZM${n(chX - 22)},${n(chB - 80)}L${n(chX)},${n(chB - 150)}L${n(chX + 22)},${n(chB - 80)}Z`,
    hsl(35, 20, fade(60)),
  );
  const tX = s.range(100, W - 100);
  const tB = horizon - 70;
  s.line(
    `M${n(tX - 28)},${n(tB)}L${n(tX)},${n(tB - 220)}L${n(tX + 28)},${n(tB)}M${n(tX - 20)},${n(tB - 60)}H${n(tX + 20)}M${n(tX - 12)},${n(tB - 130)}H${n(tX + 12)}M${n(tX)},${n(tB - 220)}v-40`,
    hsl(0, 0, fade(35)),
    4,
  );

  // The river Mtkvari winding through, reflecting the sky.
  const ry = skyline + s.range(110, 160);
  const rw = s.range(50, 90);
  const river = s.linear([
    [0, c2],
    [1, c1],
  ]);
  s.rect(0, skyline + 40, W, H - skyline - 40, hsl(90, 15, fade(38)));
  const bend = s.range(-60, 60);
  s.path(
    `M-20,${n(ry - rw / 2 + bend)}C${n(W * 0.3)},${n(ry - rw + 40)} ${n(W * 0.6)},${n(ry - bend)} ${n(W + 20)},${n(ry - rw / 2 + 20)}` +
      `V${n(ry + rw / 2 + 40)}C${n(W * 0.6)},${n(ry + rw - bend)} ${n(W * 0.3)},${n(ry + rw + 40)} -20,${n(ry + rw / 2 + bend + 30)}Z`,
    river,
  );
  let glints = '';
  for (let i = 0; i < 14; i++) {
    const gx = mood === 'day' ? s.range(0, W) : sunX + s.range(-160, 160);
    glints += `M${n(gx)},${n(ry + s.range(-10, rw / 2))}h${n(s.range(10, 40))}`;
  }
  s.line(glints, 'rgba(255,245,220,0.55)', 3);
  if (s.chance(0.6)) {
    // A bridge arc across the river.
    const bx = s.range(250, W - 450);
    s.line(
      `M${n(bx)},${n(ry + 10)}Q${n(bx + 110)},${n(ry - 40)} ${n(bx + 220)},${n(ry + 10)}`,
      hsl(0, 0, fade(85)),
      8,
    );
  }
  // Dark foreground hill with trees frames the view.
  ridge(s, H - s.range(90, 150), 40, 3, hsl(120, 20, fade(22)));
  const green: Hsl = { h: 120, s: 25, l: fade(22) };
  for (let i = 0; i < s.int(2, 4); i++)
    tree(
      s,
      s.chance(0.5) ? s.range(0, 250) : s.range(W - 250, W),
      H - s.range(20, 60),
      s.range(80, 130),
      green,
    );
  if (night) {
    let lights = '';
    for (let i = 0; i < 50; i++) lights += `M${n(s.range(0, W))},${n(s.range(skyline + 40, ry - 20))}h3`;
    s.line(lights, hsl(45, 90, 75), 3);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Land plot

function land(s: Scene): void {
  const horizon = s.range(380, 470);
  sky(s, hsl(s.range(200, 215), 55, s.range(50, 60)), hsl(195, 40, 88), horizon + 100);
  clouds(s, s.int(3, 6), horizon - 120);
  // Greater Caucasus on the horizon, with snow caps.
  // Each peak is its own closed subpath (one element overall); bases sit below the hills that hide them.
  let mtn = '';
  let caps = '';
  let x = -60;
  const base = horizon + 60;
  while (x < W + 20) {
    const w = s.range(160, 300);
    const h = s.range(120, 250);
    const peak: Pt = [x + w * s.range(0.4, 0.6), base - h];
    // Shoulders on each flank keep the range from looking like a row of triangles.
    const l1: Pt = [lerp(x, peak[0], 0.4), lerp(base, peak[1], 0.4) + s.range(-12, 12)];
    const r1: Pt = [lerp(peak[0], x + w, 0.6), lerp(peak[1], base, 0.6) + s.range(-12, 12)];
    mtn += `M${n(x)},${n(base)}L${pts([l1, peak, r1])}L${n(x + w)},${n(base)}Z`;
    if (h > 170) {
      const a: Pt = [lerp(peak[0], l1[0], 0.4), lerp(peak[1], l1[1], 0.4)];
      const b: Pt = [lerp(peak[0], r1[0], 0.4), lerp(peak[1], r1[1], 0.4)];
      const zig: Pt[] = [0.25, 0.5, 0.75].map((f, i) => [
        lerp(a[0], b[0], f),
        lerp(a[1], b[1], f) - (i % 2 ? 14 : 4),
      ]);
      caps += `M${pts([peak, a, ...zig, b])}Z`;
    }
    x += w * s.range(0.45, 0.75);
  }
  s.path(mtn, hsl(215, 18, 62));
  if (caps) s.path(caps, hsl(210, 30, 96));
  const dry = s.chance(0.35);
  const grass: Hsl = dry ? { h: 45, s: 40, l: 55 } : { h: s.range(80, 110), s: 35, l: 45 };
  ridge(s, horizon + 30, 25, 5, css(grass, -8, 1));
  ridge(s, horizon + 80, 30, 4, css(grass, -3));

  // Scattered trees on the far hills.
  let far = '';
  for (let i = 0; i < 22; i++) {
    const tx = s.range(0, W);
    const ty = horizon + s.range(40, 110);
    const r = s.range(6, 14);
    far += `M${n(tx - r)},${n(ty)}a${n(r)},${n(r)} 0 1,0 ${n(2 * r)},0a${n(r)},${n(r)} 0 1,0 ${n(-2 * r)},0`;
  }
  s.path(far, hsl(grass.h + 20, 35, 25));

  // The plot itself: a quadrilateral receding to the horizon, with furrows or mown stripes converging.
  const near = H + 40;
  const farY = horizon + s.range(150, 200);
  const vpx = s.range(500, 780);
  const a: Pt = [s.range(-200, 100), near];
  const b: Pt = [s.range(W - 100, W + 200), near];
  const c: Pt = [lerp(vpx, b[0], 0.35), farY];
  const d: Pt = [lerp(vpx, a[0], 0.35), farY];
  const plotCol: Hsl = s.chance(0.5) ? { h: 28, s: 35, l: s.range(38, 48) } : { ...grass, l: grass.l + 5 };
  s.poly(
    [a, b, c, d],
    s.linear([
      [0, css(plotCol, -4)],
      [1, css(plotCol, 6)],
    ]),
  );
  let furrows = '';
  const rows = s.int(14, 24);
  for (let i = 1; i < rows; i++) {
    const t = i / rows;
    furrows += `M${pts([
      [lerp(d[0], c[0], t), farY],
      [lerp(a[0], b[0], t), near],
    ])}`;
  }
  s.line(furrows, css(plotCol, -10, 0.6), 3);

  // A dirt track running in from the foreground edge.
  const track = s.range(200, W - 300);
  s.path(
    `M${n(track)},${n(H)}C${n(track + 40)},${n(H - 150)} ${n(vpx - 60)},${n(farY + 60)} ${n(vpx - 10)},${n(farY)}L${n(vpx + 10)},${n(farY)}C${n(vpx - 30)},${n(farY + 60)} ${n(track + 160)},${n(H - 150)} ${n(track + 180)},${n(H)}Z`,
    hsl(30, 30, 60, 0.85),
  );

  // Fence along the far and left edges: posts shrink with distance; two wires per side in one path.
  const posts = s.int(10, 16);
  let wire = '';
  let postsD = '';
  const edges: [Pt, Pt][] = [
    [d, c],
    [d, [a[0] + 150, H - 60]],
  ];
  for (const [p0, p1] of edges) {
    for (let i = 0; i <= posts; i++) {
      const t = i / posts;
      const px = lerp(p0[0], p1[0], t);
      const py = lerp(p0[1], p1[1], t);
      const scale = 0.4 + (py - farY) / (H - farY);
      const ph = 60 * scale;
      postsD += `M${n(px - 3 * scale)},${n(py)}v${n(-ph)}h${n(6 * scale)}v${n(ph)}Z`;
    }
    for (const frac of [0.45, 0.85]) {
      const s0 = 0.4 + (p0[1] - farY) / (H - farY);
      const s1 = 0.4 + (p1[1] - farY) / (H - farY);
      wire += `M${n(p0[0])},${n(p0[1] - 60 * s0 * frac)}L${n(p1[0])},${n(p1[1] - 60 * s1 * frac)}`;
    }
  }
  s.line(wire, hsl(0, 0, 35, 0.7), 1.5);
  s.path(postsD, hsl(28, 35, 30));

  // A couple of fruit/walnut trees and foreground grass tufts.
  const green: Hsl = { h: grass.h + 15, s: 35, l: 30 };
  for (let i = 0; i < s.int(1, 3); i++)
    tree(s, s.range(900, W - 40), farY + s.range(-20, 40), s.range(60, 110), green);
  let tufts = '';
  for (let i = 0; i < 40; i++) {
    const tx = s.range(0, W);
    const ty = s.range(farY + 40, H);
    const h = 6 + ((ty - farY) / (H - farY)) * 22;
    tufts += `M${n(tx)},${n(ty)}l${n(-h * 0.3)},${n(-h)}M${n(tx)},${n(ty)}l0,${n(-h * 1.1)}M${n(tx)},${n(ty)}l${n(h * 0.3)},${n(-h)}`;
  }
  s.line(tufts, css(grass, -18), 2);
}

// ---------------------------------------------------------------------------------------------------------

const SCENES: Record<DemoPhotoKind, (s: Scene) => void> = {
  exterior,
  living_room: livingRoom,
  bedroom,
  kitchen,
  bathroom,
  view,
  land,
};

/** Renders a believable illustrative property photo as a JPEG, deterministic for (kind, variant). No network, no files read. */
export async function renderDemoPhoto(
  kind: DemoPhotoKind,
  variant: number,
  width = 1280,
  height = 960,
): Promise<Buffer> {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`Invalid demo photo size ${width}x${height}`);
  }
  const s = new Scene(mulberry32(seedFor(kind, variant)));
  SCENES[kind](s);
  // A soft vignette and a slight warm/cool cast per variant make the flat vector art read more like a photo.
  s.rect(
    0,
    0,
    W,
    H,
    s.radial(
      [
        [0.55, 'rgba(0,0,0,0)'],
        [1, 'rgba(0,0,0,0.28)'],
      ],
      0.5,
      0.5,
      0.75,
    ),
  );
  s.rect(0, 0, W, H, s.chance(0.5) ? 'rgba(255,200,140,0.05)' : 'rgba(140,180,255,0.04)');
  return sharp(Buffer.from(s.svg(width, height)))
    .resize(width, height, { fit: 'cover' })
    .jpeg({ quality: 80 })
    .toBuffer();
}
