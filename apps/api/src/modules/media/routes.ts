import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageSizeSchema, messageSchema, propertySchema, idSchema } from '@tbilisi/contracts';
import { currentUser } from '../../plugins/auth';
import { presentProperty } from '../properties/present-property';
import { assignPropertyGroup } from '../duplicates/assign-property-group';
import { loadProperty } from '../properties/load-owned-property';
import { attachPropertyImages, imageReferenceSchema } from './attach-property-images';
import { deleteUpload } from './delete-upload';
import { removePropertyImage, reorderPropertyImages, updatePropertyImage } from './manage-property-images';
import { readImageFiles } from './read-image-files';
import { removeUnusedPhotos } from './remove-unused-photos';
import { uploadImages } from './upload-images';

const tags = ['media'];
const uploadResponse = z.object({
  files: z.array(
    z.object({
      url: z.string().describe('The default size (WebP, about 1280 px wide)'),
      name: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      placeholder: z.string(),
      sizes: z.array(imageSizeSchema),
    }),
  ),
});
const multipartBody = {
  description:
    'multipart/form-data with one or more image files (JPEG, PNG, WebP, HEIC, AVIF; 10 MB each; at most 12)',
};

export async function mediaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // POST /api/upload/images - upload photos (field `files`); checked by content, stripped of metadata, stored
  r.post(
    '/upload/images',
    { schema: { tags, ...multipartBody, response: { 201: uploadResponse } }, preHandler: app.requireUser },
    async (request, reply) => {
      const files = await readImageFiles(request, ['files']);
      return reply
        .status(201)
        .send({ files: await uploadImages(app.db, app.storage, currentUser(request), files) });
    },
  );

  // POST /api/properties/upload-images - the same upload under SPEC's other path (field `images` or `files`)
  r.post(
    '/properties/upload-images',
    { schema: { tags, ...multipartBody, response: { 201: uploadResponse } }, preHandler: app.requireUser },
    async (request, reply) => {
      const files = await readImageFiles(request, ['images', 'files']);
      return reply
        .status(201)
        .send({ files: await uploadImages(app.db, app.storage, currentUser(request), files) });
    },
  );

  // DELETE /api/upload/images/{name} - only the uploader, and not while a listing uses the image
  r.delete(
    '/upload/images/:name',
    {
      schema: {
        tags,
        params: z.object({ name: z.string().regex(/^[a-f0-9]{32}$/, 'Unknown image name') }),
        response: { 200: messageSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      await deleteUpload(app.db, app.storage, currentUser(request), request.params.name);
      return { message: 'Image deleted' };
    },
  );

  // POST /api/properties/{id}/images - attach uploaded photos (JSON list of {image_url, caption, is_primary},
  // one such object, {images: [...]}) or upload and attach in one go (multipart field `files`)
  r.post(
    '/properties/:id/images',
    {
      schema: {
        tags,
        params: z.object({ id: idSchema('Property id') }),
        body: z
          .union([
            z.array(imageReferenceSchema).min(1),
            imageReferenceSchema,
            z.object({ images: z.array(imageReferenceSchema).min(1) }),
          ])
          // A multipart request reaches validation with no parsed body.
          .nullish()
          .describe('JSON image references, or multipart/form-data with files in field `files`'),
        response: { 201: propertySchema },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { id } = request.params;
      let references;
      if (request.isMultipart()) {
        const uploaded = await uploadImages(
          app.db,
          app.storage,
          actor,
          await readImageFiles(request, ['files']),
        );
        references = uploaded.map((file) => ({ image_url: file.url }));
      } else {
        const body = request.body;
        references = Array.isArray(body) ? body : body && 'images' in body ? body.images : body ? [body] : [];
      }
      const property = await app.db.transaction(async (tx) => {
        await attachPropertyImages(tx, id, actor, references);
        // New photos are new evidence: they may show this is a property already listed.
        await assignPropertyGroup(tx, id);
        return loadProperty(tx, id);
      });
      return reply.status(201).send(await presentProperty(app.db, property));
    },
  );

  const imageParams = z.object({
    id: idSchema('Property id'),
    imageId: idSchema('Image id'),
  });

  // PUT /api/properties/{id}/images/order - reorder the listing's photos (every image id once, in the new order)
  r.put(
    '/properties/:id/images/order',
    {
      schema: {
        tags,
        params: z.object({ id: idSchema('Property id') }),
        body: z.object({
          image_ids: z
            .array(idSchema('Image id', { coerce: false }))
            .min(1)
            .max(12),
        }),
        response: { 200: propertySchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const property = await app.db.transaction((tx) =>
        reorderPropertyImages(tx, currentUser(request), request.params.id, request.body.image_ids),
      );
      return presentProperty(app.db, property);
    },
  );

  // PATCH /api/properties/{id}/images/{imageId} - change a caption or make the photo the main one
  r.patch(
    '/properties/:id/images/:imageId',
    {
      schema: {
        tags,
        params: imageParams,
        body: z.object({ caption: z.string().max(300).optional(), is_primary: z.boolean().optional() }),
        response: { 200: propertySchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { id, imageId } = request.params;
      const property = await app.db.transaction((tx) =>
        updatePropertyImage(tx, currentUser(request), id, imageId, request.body),
      );
      return presentProperty(app.db, property);
    },
  );

  // DELETE /api/properties/{id}/images/{imageId} - take a photo off the listing (its files go when nothing uses them)
  r.delete(
    '/properties/:id/images/:imageId',
    { schema: { tags, params: imageParams, response: { 200: propertySchema } }, preHandler: app.requireUser },
    async (request) => {
      const { id, imageId } = request.params;
      const { property, photoName } = await app.db.transaction((tx) =>
        removePropertyImage(tx, currentUser(request), id, imageId),
      );
      if (photoName) await removeUnusedPhotos(app.db, app.storage, [photoName]);
      return presentProperty(app.db, property);
    },
  );
}
