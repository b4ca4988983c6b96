/**
 * npm run bench:images [-- --photos 12 --rounds 3]
 * Processes typical 12-megapixel phone photos (4032×3024 JPEG with EXIF and GPS, photo-like noise) through the upload
 * pipeline and reports photos per second and peak memory; also what AVIF would cost next to WebP.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { renderDemoPhoto, type DemoPhotoKind } from '../apps/api/tools/seed/demo-photos';
import { processImage } from '../apps/api/src/modules/media/process-image';
import { describeMachine, median } from './machine';

const { values } = parseArgs({
  options: {
    photos: { type: 'string', default: '12' },
    rounds: { type: 'string', default: '3' },
    generate: { type: 'string' },
  },
});
const photoCount = Number(values.photos);
const rounds = Number(values.rounds);

async function phonePhoto(index: number): Promise<Buffer> {
  const kinds: DemoPhotoKind[] = ['exterior', 'living_room', 'kitchen', 'bedroom', 'bathroom', 'view'];
  const scene = await renderDemoPhoto(kinds[index % kinds.length]!, index + 1, 4032, 3024);
  // Sensor noise makes the JPEG as large and as slow to decode as a real phone photo (3–6 MB).
  const noise = await sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  })
    .png()
    .toBuffer();
  return sharp(scene)
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 92 })
    .withExifMerge({
      IFD0: { Make: 'Phone', Model: 'Camera 12MP' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 42/1 3600/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '44/1 45/1 0/1',
      },
    })
    .toBuffer();
}

// The inputs are made in a child process, so that making them does not count in this process's peak memory.
if (values.generate) {
  for (let i = 0; i < photoCount; i++)
    await fs.writeFile(path.join(values.generate, `${i}.jpg`), await phonePhoto(i));
  process.exit(0);
}
const inputDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-images-'));
execFileSync(
  process.execPath,
  [...process.execArgv, import.meta.filename, '--photos', String(photoCount), '--generate', inputDir],
  {
    stdio: 'inherit',
  },
);
const photos: Buffer[] = [];
for (let i = 0; i < photoCount; i++) photos.push(await fs.readFile(path.join(inputDir, `${i}.jpg`)));
await fs.rm(inputDir, { recursive: true });
const averageMiB = photos.reduce((sum, p) => sum + p.length, 0) / photos.length / 2 ** 20;
console.log(`${photoCount} photos of 4032×3024, ${averageMiB.toFixed(1)} MiB on average`);

async function timeRound(concurrency: number): Promise<number> {
  const startedAt = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < photos.length) {
        const index = next++;
        await processImage(`photo-${index}.jpg`, photos[index]!);
      }
    }),
  );
  return (photos.length / (performance.now() - startedAt)) * 1000;
}

const results: Record<string, number> = {};
for (const concurrency of [1, 2]) {
  const rates: number[] = [];
  for (let round = 0; round < rounds; round++) rates.push(await timeRound(concurrency));
  results[`photosPerSecondConcurrency${concurrency}`] = Number(median(rates).toFixed(2));
  console.log(
    `concurrency ${concurrency}: ${median(rates).toFixed(2)} photos/s (median of ${rounds} rounds)`,
  );
}

// What one extra AVIF size would add per photo, against the WebP of the same width.
const master = await sharp(photos[0]!).rotate().resize({ width: 1280 }).toBuffer();
const encodeMs = async (format: 'webp' | 'avif') => {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < rounds; i++) {
    const startedAt = performance.now();
    const out = await (
      format === 'webp' ? sharp(master).webp({ quality: 78 }) : sharp(master).avif({ quality: 55 })
    ).toBuffer();
    times.push(performance.now() - startedAt);
    bytes = out.length;
  }
  return { ms: Number(median(times).toFixed(1)), kiB: Math.round(bytes / 1024) };
};
const webp1280 = await encodeMs('webp');
const avif1280 = await encodeMs('avif');
console.log(
  `1280 px: WebP ${webp1280.ms} ms / ${webp1280.kiB} KiB, AVIF ${avif1280.ms} ms / ${avif1280.kiB} KiB`,
);

const peakRssMiB = Math.round(process.resourceUsage().maxRSS / 1024);
console.log(`peak RSS ${peakRssMiB} MiB`);

const date = new Date().toISOString().slice(0, 10);
const file = path.join(import.meta.dirname, 'results', `images-${date}.json`);
await fs.writeFile(
  file,
  `${JSON.stringify(
    {
      date,
      command: `npm run bench:images -- --photos ${photoCount} --rounds ${rounds}`,
      machine: describeMachine(),
      input: { photos: photoCount, width: 4032, height: 3024, averageMiB: Number(averageMiB.toFixed(2)) },
      ...results,
      peakRssMiB,
      encode1280: { webp: webp1280, avif: avif1280 },
    },
    null,
    2,
  )}\n`,
);
console.log(`written to ${path.relative(process.cwd(), file)}`);
