import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { multipart, type TestUser } from './harness';

/** A photo-like picture: smooth shapes and fine noise, so the perceptual hash has something real to see. */
export async function flatPhoto(seed: number): Promise<Buffer> {
  const width = 960;
  const height = 720;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (state * 1103515245 + 12345) >>> 0;
      const i = (y * width + x) * 3;
      const wave = Math.sin((x * ((seed % 7) + 2)) / 90) * Math.cos((y * ((seed % 5) + 3)) / 70);
      pixels[i] = 120 + 80 * wave + (state % 24);
      pixels[i + 1] = 110 + 60 * Math.sin((x + y * seed) / 120) + ((state >> 8) % 24);
      pixels[i + 2] = 100 + 70 * Math.cos((y - x * seed) / 150) + ((state >> 16) % 24);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Uploads photos as `user` (POST /api/upload/images) and returns their urls. */
export async function uploadPhotos(
  app: FastifyInstance,
  user: TestUser,
  photos: Buffer[],
): Promise<string[]> {
  const body = multipart(photos.map((data, i) => ({ name: `photo-${i}.jpg`, type: 'image/jpeg', data })));
  const response = await app.inject({
    method: 'POST',
    url: '/api/upload/images',
    headers: { ...user.auth, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().files.map((file: { url: string }) => file.url);
}
