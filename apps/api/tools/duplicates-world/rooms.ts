/**
 * Rooms of a flat: a layout (dimensions, where the windows, door and furniture stand) and a decor (colours, floor,
 * what the furniture looks like). Two flats of one plan in one building share the layout and differ in decor; a
 * developer's units of one plan share both (the same renders).
 */
import type { Camera, FloorPattern, Furniture, FurnitureType, Room, RoomType, WallOpening } from './photos';
import type { Random } from './prng';

interface FurnitureSlot {
  type: FurnitureType;
  x: number;
  y: number;
  w: number;
  d: number;
  h: number;
}

interface OpeningSlot {
  wall: 0 | 1 | 2 | 3;
  at: number;
  width: number;
  bottom: number;
  height: number;
  kind: WallOpening['kind'];
}

export interface RoomLayout {
  type: RoomType;
  width: number;
  depth: number;
  height: number;
  openings: OpeningSlot[];
  furniture: FurnitureSlot[];
}

const WALLS = [
  '#f2efe8',
  '#e9e4d8',
  '#dcd6c8',
  '#eef0f2',
  '#d8dee4',
  '#e8dcd0',
  '#d9e3d3',
  '#f0e6d2',
  '#cfd8dc',
  '#e6d5c3',
  '#c9c3b8',
  '#f5f1ea',
];
const WOOD = ['#a0703c', '#8b5a2b', '#b98b5a', '#c8a27a', '#6f4a2a', '#d2b48c', '#9c7b5b', '#7a5c3e'];
const TILE = ['#d9d9d9', '#c8c2b8', '#e8e4dc', '#9aa5ab', '#b8a99a', '#efefef'];
const FABRIC = [
  '#5b6770',
  '#8a8f98',
  '#3f5566',
  '#7b4b3a',
  '#a89f91',
  '#2f3e46',
  '#6b705c',
  '#b5838d',
  '#4a5759',
  '#c2b8a3',
];
const CABINET = ['#ffffff', '#f1ede4', '#3a3a3a', '#b0a48f', '#6e7f80', '#d7c9b0'];
const SKY = ['#bcd7ea', '#a9cbe3', '#d6e6f2', '#c4d9c4', '#e3e8ec'];
const ART = ['#c0504d', '#4f81bd', '#9bbb59', '#f2c14e', '#8064a2', '#4bacc6'];

function place(
  rng: Random,
  type: FurnitureType,
  width: number,
  depth: number,
  w: number,
  d: number,
  h: number,
  wall: 0 | 1 | 2 | 3,
): FurnitureSlot {
  // Against a wall, somewhere along it; boxes are axis-aligned so a piece on an x wall swaps w and d.
  const along = (length: number, size: number) => rng.range(0.15, Math.max(0.16, length - size - 0.15));
  switch (wall) {
    case 0:
      return { type, x: along(width, w), y: 0.05, w, d, h };
    case 2:
      return { type, x: along(width, w), y: depth - d - 0.05, w, d, h };
    case 1:
      return { type, x: width - d - 0.05, y: along(depth, w), w: d, d: w, h };
    default:
      return { type, x: 0.05, y: along(depth, w), w: d, d: w, h };
  }
}

export function makeLayout(rng: Random, type: RoomType, areaHint: number): RoomLayout {
  const base =
    type === 'bathroom' ? rng.range(4, 7) : type === 'kitchen' ? rng.range(8, 14) : Math.max(10, areaHint);
  const ratio = rng.range(0.7, 1.4);
  const width = Math.sqrt(base * ratio);
  const depth = base / width;
  const height = rng.range(2.6, 3.1);
  const windowWall = rng.int(0, 3) as 0 | 1 | 2 | 3;
  const wallLength = (wall: number) => (wall % 2 === 0 ? width : depth);
  const openings: OpeningSlot[] = [];
  if (type !== 'bathroom' || rng.chance(0.3)) {
    const count = type === 'living' && wallLength(windowWall) > 3.5 ? 2 : 1;
    for (let i = 0; i < count; i++) {
      const ww = type === 'bathroom' ? 0.6 : rng.range(1.1, 1.6);
      const at = (wallLength(windowWall) * (i + 1)) / (count + 1);
      openings.push({
        wall: windowWall,
        at,
        width: ww,
        bottom: type === 'bathroom' ? 1.5 : 0.85,
        height: type === 'bathroom' ? 0.6 : 1.5,
        kind: 'window',
      });
      if (type !== 'bathroom')
        openings.push({ wall: windowWall, at, width: ww * 0.8, bottom: 0.2, height: 0.5, kind: 'radiator' });
    }
  }
  const doorWall = ((windowWall + 2) % 4) as 0 | 1 | 2 | 3;
  const doorAt = rng.range(0.6, Math.max(0.7, wallLength(doorWall) - 0.6));
  openings.push({ wall: doorWall, at: doorAt, width: 0.85, bottom: 0, height: 2.05, kind: 'door' });
  const side = ((windowWall + 1) % 4) as 0 | 1 | 2 | 3;
  const otherSide = ((windowWall + 3) % 4) as 0 | 1 | 2 | 3;
  const furniture: FurnitureSlot[] = [];
  if (type === 'living') {
    furniture.push(place(rng, 'sofa', width, depth, rng.range(1.8, 2.4), 0.9, 0.45, side));
    furniture.push(place(rng, 'tv_stand', width, depth, 1.5, 0.45, 0.5, otherSide));
    furniture.push({ type: 'table', x: width / 2 - 0.5, y: depth / 2 - 0.35, w: 1.0, d: 0.7, h: 0.45 });
    furniture.push({ type: 'rug', x: width / 2 - 1.1, y: depth / 2 - 0.8, w: 2.2, d: 1.6, h: 0 });
    if (rng.chance(0.6)) furniture.push(place(rng, 'armchair', width, depth, 0.85, 0.85, 0.45, windowWall));
    if (rng.chance(0.5)) furniture.push(place(rng, 'shelf', width, depth, 1.0, 0.35, 1.9, doorWall));
    openings.push({
      wall: side,
      at: wallLength(side) / 2,
      width: rng.range(0.6, 1.2),
      bottom: 1.3,
      height: rng.range(0.5, 0.8),
      kind: 'picture',
    });
  } else if (type === 'bedroom') {
    const bed = place(rng, 'bed', width, depth, rng.range(1.4, 1.8), 2.0, 0.5, side);
    furniture.push(bed);
    furniture.push(place(rng, 'wardrobe', width, depth, rng.range(1.2, 2.0), 0.6, 2.1, otherSide));
    if (rng.chance(0.5))
      furniture.push({ type: 'rug', x: width / 2 - 0.8, y: depth / 2 - 0.6, w: 1.6, d: 1.2, h: 0 });
    openings.push({
      wall: side,
      at: wallLength(side) / 2,
      width: 0.9,
      bottom: 1.4,
      height: 0.6,
      kind: 'picture',
    });
  } else if (type === 'kitchen') {
    furniture.push(
      place(
        rng,
        'counter',
        width,
        depth,
        Math.min(wallLength(side) - 0.4, rng.range(2.0, 3.2)),
        0.6,
        0.9,
        side,
      ),
    );
    furniture.push(place(rng, 'fridge', width, depth, 0.6, 0.65, 1.85, otherSide));
    furniture.push({ type: 'table', x: width / 2 - 0.45, y: depth / 2 - 0.4, w: 0.9, d: 0.8, h: 0.75 });
  } else {
    furniture.push(
      place(rng, 'bathtub', width, depth, Math.min(1.7, wallLength(side) - 0.3), 0.75, 0.55, side),
    );
    furniture.push(place(rng, 'sink', width, depth, 0.6, 0.45, 0.85, otherSide));
  }
  return { type, width, depth, height, openings, furniture };
}

export function decorate(rng: Random, layout: RoomLayout, renovated: boolean): Room {
  const floorPattern: FloorPattern =
    layout.type === 'bathroom' || (layout.type === 'kitchen' && rng.chance(0.7))
      ? 'tiles'
      : rng.weighted<FloorPattern>([
          ['parquet', 4],
          ['laminate', 4],
          ['carpet', renovated ? 0.5 : 2],
        ]);
  const wall = rng.pick(WALLS);
  const accent = rng.chance(0.3) ? rng.pick(WALLS) : wall;
  const walls: [string, string, string, string] = [wall, wall, wall, wall];
  walls[rng.int(0, 3)] = accent;
  const fabric = rng.pick(FABRIC);
  const wood = rng.pick(WOOD);
  const cabinet = rng.pick(CABINET);
  const colourOf = (type: FurnitureType): string => {
    switch (type) {
      case 'sofa':
      case 'armchair':
        return fabric;
      case 'bed':
        return rng.pick(FABRIC);
      case 'rug':
        return rng.pick(FABRIC);
      case 'counter':
      case 'wardrobe':
        return cabinet;
      case 'fridge':
        return rng.chance(0.7) ? '#eeeeee' : '#b0b4b8';
      case 'bathtub':
      case 'sink':
        return '#f7f7f7';
      default:
        return wood;
    }
  };
  const furniture: Furniture[] = layout.furniture.map((slot) => ({ ...slot, colour: colourOf(slot.type) }));
  const openings: WallOpening[] = layout.openings.map((slot) => ({
    ...slot,
    colour:
      slot.kind === 'window'
        ? rng.pick(SKY)
        : slot.kind === 'door'
          ? rng.pick(WOOD)
          : slot.kind === 'picture'
            ? rng.pick(ART)
            : '#f0f0f0',
  }));
  return {
    type: layout.type,
    width: layout.width,
    depth: layout.depth,
    height: layout.height,
    walls,
    ceiling: rng.chance(0.8) ? '#f7f7f5' : '#eeeae2',
    floor:
      floorPattern === 'tiles'
        ? rng.pick(TILE)
        : floorPattern === 'carpet'
          ? rng.pick(FABRIC)
          : rng.pick(WOOD),
    floorPattern,
    openings,
    furniture,
  };
}

/** A photographer's stand in a room: near a corner, looking across it towards the opposite corner. */
export function makeCamera(rng: Random, room: Room, corner = rng.int(0, 3)): Camera {
  const inset = () => rng.range(0.3, 0.6);
  const cx = corner === 0 || corner === 3 ? inset() : room.width - inset();
  const cy = corner === 0 || corner === 1 ? inset() : room.depth - inset();
  const towards = (Math.atan2(room.depth / 2 - cy, room.width / 2 - cx) * 180) / Math.PI;
  return {
    x: cx,
    y: cy,
    yaw: towards + rng.range(-18, 18),
    fov: rng.range(62, 82),
    eye: rng.range(1.35, 1.65),
    pitch: rng.range(-9, -2),
  };
}

/** Another photographer's view of the same room: another corner, or the same corner turned well away. */
export function otherAngle(rng: Random, room: Room, taken: Camera): Camera {
  const takenCorner =
    taken.x < room.width / 2 ? (taken.y < room.depth / 2 ? 0 : 3) : taken.y < room.depth / 2 ? 1 : 2;
  if (rng.chance(0.75)) {
    const corner = rng.pick([0, 1, 2, 3].filter((c) => c !== takenCorner));
    return makeCamera(rng, room, corner);
  }
  return {
    ...taken,
    yaw: taken.yaw + rng.pick([-1, 1]) * rng.range(28, 45),
    fov: rng.range(62, 82),
    eye: rng.range(1.3, 1.7),
  };
}
