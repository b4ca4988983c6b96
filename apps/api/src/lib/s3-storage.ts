import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type {} from '@fastify/swagger'; // `schema.hide` keeps /media out of the api docs
import type { Readable } from 'node:stream';
import { assertSafeKey, assertSafeName, IMMUTABLE_CACHE, type MediaStorage } from './storage';

export interface S3Options {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (`endpoint/bucket/key`), which MinIO, s3rver and most self-hosted stores need. */
  forcePathStyle: boolean;
  prefix: string;
}

/**
 * Any S3-compatible store. The api still serves /media/... itself (streaming from the bucket), so photo URLs stay
 * same-origin and do not depend on the bucket being public; a CDN in front of /media caches them for good.
 */
export function createS3Storage(options: S3Options): MediaStorage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const objectKey = (key: string) => `${options.prefix}${key}`;

  return {
    kind: 's3',
    async put(key, data, contentType) {
      assertSafeKey(key);
      // PutObject is atomic: readers see the whole object or none.
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE,
        }),
      );
    },
    async removePhoto(name) {
      assertSafeName(name);
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: options.bucket, Prefix: objectKey(`${name}/`) }),
      );
      const objects = (listed.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (objects.length === 0) return;
      await client.send(new DeleteObjectsCommand({ Bucket: options.bucket, Delete: { Objects: objects } }));
    },
    async listPhotos() {
      const photos = new Map<string, Date>();
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: options.bucket,
            Prefix: options.prefix,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(options.prefix.length).split('/')[0];
          if (!name || !/^[a-f0-9]{32}$/.test(name)) continue;
          const modifiedAt = object.LastModified ?? new Date(0);
          if (!photos.has(name) || photos.get(name)! < modifiedAt) photos.set(name, modifiedAt);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return [...photos].map(([name, modifiedAt]) => ({ name, modifiedAt }));
    },
    servePlugin: async (app) => {
      app.get('/*', { schema: { hide: true } }, async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        try {
          assertSafeKey(key);
        } catch {
          return reply.status(404).send({ detail: 'Not found', code: 'not_found' });
        }
        try {
          const object = await client.send(
            new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }),
          );
          reply.header('cache-control', IMMUTABLE_CACHE);
          if (object.ContentType) reply.type(object.ContentType);
          if (object.ContentLength !== undefined) reply.header('content-length', object.ContentLength);
          if (object.ETag) reply.header('etag', object.ETag);
          return reply.send(object.Body as Readable);
        } catch (error) {
          if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') {
            return reply.status(404).send({ detail: 'Not found', code: 'not_found' });
          }
          throw error;
        }
      });
    },
  };
}
