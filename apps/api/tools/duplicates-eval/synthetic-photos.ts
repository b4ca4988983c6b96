import sharp from 'sharp';
import { mulberry32 } from '../seed/demo-random';

/**
 * Photos for the duplicate tests and the labelled set: textures with the statistics of photographs, and the edits a
 * re-poster makes to a photo they copied from another listing.
 */

/**
 * A photograph-like texture: value noise summed over octaves with amplitude falling as 1/f (the spectrum of
 * natural images), tinted by two seeded colours, plus fine sensor grain. Each seed gives a different picture.
 */
export async function noiseTexturePhoto(seed: number, width = 640, height = 480): Promise<Buffer> {
  const random = mulberry32(seed);
  const pixels = new Float64Array(width * height);
  for (let octave = 0, cells = 3; octave < 6; octave++, cells *= 2) {
    const amplitude = 1 / 2 ** octave;
    const gx = cells + 1;
    const gy = Math.ceil((cells * height) / width) + 1;
    const grid = Float64Array.from({ length: (gx + 1) * (gy + 1) }, () => random() * 2 - 1);
    const stride = gx + 1;
    for (let y = 0; y < height; y++) {
      const fy = (y / height) * (gy - 1);
      const y0 = Math.floor(fy);
      const ty = smooth(fy - y0);
      for (let x = 0; x < width; x++) {
        const fx = (x / width) * (gx - 1);
        const x0 = Math.floor(fx);
        const tx = smooth(fx - x0);
        const at = y0 * stride + x0;
        const top = grid[at]! + (grid[at + 1]! - grid[at]!) * tx;
        const bottom = grid[at + stride]! + (grid[at + stride + 1]! - grid[at + stride]!) * tx;
        pixels[y * width + x]! += amplitude * (top + (bottom - top) * ty);
      }
    }
  }
  const dark = [random() * 120, random() * 120, random() * 120];
  const light = [135 + random() * 120, 135 + random() * 120, 135 + random() * 120];
  const rgb = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) {
    const t = Math.min(1, Math.max(0, 0.5 + pixels[i]! * 0.45));
    for (let c = 0; c < 3; c++) {
      const grain = (random() - 0.5) * 12;
      rgb[i * 3 + c] = Math.max(0, Math.min(255, Math.round(dark[c]! + (light[c]! - dark[c]!) * t + grain)));
    }
  }
  return sharp(rgb, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const smooth = (t: number) => t * t * (3 - 2 * t);

export interface PhotoEdits {
  /** share of the width or height cut off each edge: left, top, right, bottom */
  crop: readonly [number, number, number, number];
  /** width of the copy, in pixels */
  width: number;
  jpegQuality: number;
  /** 0.85 is 15 % darker, 1.15 is 15 % brighter */
  brightness: number;
  /** how the brightness is changed: lightness in LCh (an editor's slider) or every RGB value scaled (exposure) */
  brightnessMode: 'lightness' | 'exposure';
  /** an agency's name stamped into a corner, as re-posters do */
  watermark: string | null;
}

/** The copy of a photo a re-poster uploads. */
export async function editPhoto(photo: Buffer, edits: PhotoEdits): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const [left, top, right, bottom] = edits.crop;
  const region = {
    left: Math.round(width * left),
    top: Math.round(height * top),
    width: Math.round(width * (1 - left - right)),
    height: Math.round(height * (1 - top - bottom)),
  };
  let pipeline = sharp(photo).extract(region).resize({ width: edits.width });
  pipeline =
    edits.brightnessMode === 'lightness'
      ? pipeline.modulate({ brightness: edits.brightness })
      : pipeline.linear(edits.brightness, 0);
  if (edits.watermark) {
    // A band as wide as the photo and a fifth of its height, stamped at the bottom right. The font is named (Debian's
    // fonts-dejavu-core, which .ci/run installs): the glyphs' widths decide how much of the photo the text covers.
    const size = Math.round(edits.width / 24);
    const bandHeight = Math.floor((edits.width * region.height) / region.width / 5);
    const text = edits.watermark.replace(/[<&>"]/g, '');
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${edits.width}" height="${bandHeight}">` +
      `<text x="${edits.width - size}" y="${bandHeight - size}" text-anchor="end" font-family="DejaVu Sans" ` +
      `font-weight="bold" font-size="${size * 1.4}" fill="white" fill-opacity="0.6" stroke="black" ` +
      `stroke-opacity="0.3">${text}</text></svg>`;
    pipeline = pipeline.composite([{ input: Buffer.from(svg), gravity: 'southeast' }]);
  }
  return pipeline.jpeg({ quality: edits.jpegQuality }).toBuffer();
}
