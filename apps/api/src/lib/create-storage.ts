import path from 'node:path';
import { createS3Storage, type S3Options } from './s3-storage';
import { createLocalStorage, type MediaStorage } from './storage';

/** The store the configuration names: an S3-compatible bucket, or the local folder under DATA_DIR. */
export function createStorage(config: { s3: S3Options | undefined; dataDir: string }): MediaStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, 'media'));
}
