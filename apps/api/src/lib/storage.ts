import fastifyStatic from '@fastify/static';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';

/** Where photos live. Names are content hashes, so a stored file never changes and can be cached forever. */
export interface MediaStorage {
  put(name: string, data: Buffer): Promise<void>;
  remove(name: string): Promise<void>;
  /** Public path of a stored file, served by `servePlugin` under /media. */
  urlOf(name: string): string;
  servePlugin: FastifyPluginAsync;
}

const SAFE_NAME = /^[a-zA-Z0-9._-]+$/;

function assertSafeName(name: string) {
  if (!SAFE_NAME.test(name) || name.startsWith('.')) throw new Error(`unsafe media name: ${name}`);
}

export function createLocalStorage(root: string): MediaStorage {
  return {
    async put(name, data) {
      assertSafeName(name);
      await fs.mkdir(root, { recursive: true });
      const target = path.join(root, name);
      // Write to a temporary name, flush to disk, then rename: a crash never leaves a half-written photo.
      const temp = path.join(root, `.${randomUUID()}.tmp`);
      const handle = await fs.open(temp, 'w');
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async remove(name) {
      assertSafeName(name);
      await fs.rm(path.join(root, name), { force: true });
    },
    urlOf(name) {
      return `/media/${name}`;
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
