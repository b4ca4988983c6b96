import fastifyStatic from '@fastify/static';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';

/**
 * Where photos live. Each photo is a folder named by its content hash holding its sizes (`<name>/1280.webp`), so a
 * stored file never changes and is served with immutable caching, and a photo is removed as one folder.
 */
export interface MediaStorage {
  kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes every stored size of the photo `name`. */
  removePhoto(name: string): Promise<void>;
  /** Lists the photos (folder names) present in the store, with when they were last written. */
  listPhotos(): Promise<{ name: string; modifiedAt: Date }[]>;
  servePlugin: FastifyPluginAsync;
}

/** Public path of a stored file: every store is served by the api under /media. */
export const mediaUrl = (key: string) => `/media/${key}`;

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

const SAFE_KEY = /^[a-f0-9]{32}\/[a-z0-9]+\.[a-z0-9]+$/;
const SAFE_NAME = /^[a-f0-9]{32}$/;

export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe media key: ${key}`);
}

export function assertSafeName(name: string) {
  if (!SAFE_NAME.test(name)) throw new Error(`unsafe media name: ${name}`);
}

export function createLocalStorage(root: string): MediaStorage {
  return {
    kind: 'local',
    async put(key, data) {
      assertSafeKey(key);
      const target = path.join(root, key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write to a temporary name, flush to disk, then rename: a crash never leaves a half-written photo
      // under its real name.
      const temp = path.join(path.dirname(target), `.${randomUUID()}.tmp`);
      try {
        const handle = await fs.open(temp, 'w');
        try {
          await handle.writeFile(data);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async removePhoto(name) {
      assertSafeName(name);
      await fs.rm(path.join(root, name), { recursive: true, force: true });
    },
    async listPhotos() {
      const entries = await fs.readdir(root, { withFileTypes: true }).catch(() => []);
      const folders = entries.filter((entry) => entry.isDirectory() && SAFE_NAME.test(entry.name));
      return Promise.all(
        folders.map(async (entry) => ({
          name: entry.name,
          modifiedAt: (await fs.stat(path.join(root, entry.name))).mtime,
        })),
      );
    },
    servePlugin: async (app) => {
      await fs.mkdir(root, { recursive: true });
      await app.register(fastifyStatic, {
        root,
        immutable: true,
        maxAge: '365d',
        dotfiles: 'deny',
        index: false,
        list: false,
      });
    },
  };
}
