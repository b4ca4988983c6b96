import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageSizeSchema, messageSchema, propertySchema } from '@tbilisi/contracts';
import { errorResponses, requiresSession } from '../../lib/openapi';
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
const uploadDescription =
  'Takes multipart/form-data with one or more image files (JPEG, PNG, WebP, HEIC, AVIF; 10 MB each; at most 12). ' +
  'Each file is accepted by its content, not its name, decoded in full, turned upright, stripped of all metadata ' +
  '(no EXIF or GPS is kept) and stored as WebP in several widths plus one JPEG. The answer names each upload; ' +
  'attach it to a listing by its `url` (as `image_url`). Uploads never attached are removed after a day.';
const uploadErrors = errorResponses(
  401,
  [413, 'A file over 10 MB, or an image of more than 50 megapixels'],
  [415, 'A file is not an image, or the request is not multipart/form-data'],
  [422, 'No file, or more than 12'],
);

export async function mediaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/upload/images',
    {
      schema: {
        tags,
        summary: 'Upload photos',
        description: `${uploadDescription} Files go in the field \`files\`.`,
        security: requiresSession,
        response: { 201: uploadResponse, ...uploadErrors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const files = await readImageFiles(request, ['files']);
      return reply
        .status(201)
        .send({ files: await uploadImages(app.db, app.storage, currentUser(request), files) });
    },
  );

  r.post(
    '/properties/upload-images',
    {
      schema: {
        tags,
        summary: 'Upload photos (older path)',
        description: `The same upload as \`POST /api/upload/images\`, kept for older clients. ${uploadDescription} Files go in the field \`images\` or \`files\`.`,
        security: requiresSession,
        response: { 201: uploadResponse, ...uploadErrors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const files = await readImageFiles(request, ['images', 'files']);
      return reply
        .status(201)
        .send({ files: await uploadImages(app.db, app.storage, currentUser(request), files) });
    },
  );

  r.delete(
    '/upload/images/:name',
    {
      schema: {
        tags,
        summary: 'Delete an upload',
        description:
          'Deletes a photo you uploaded and have not attached. Only the uploader may, and not while a listing uses ' +
          'it: take it off the listing first.',
        security: requiresSession,
        params: z.object({ name: z.string().regex(/^[a-f0-9]{32}$/, 'Unknown image name') }),
        response: {
          200: messageSchema,
          ...errorResponses(
            401,
            [403, 'Someone else uploaded it'],
            [404, 'No upload with this name'],
            [409, 'A listing uses it'],
            422,
          ),
        },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      await deleteUpload(app.db, app.storage, currentUser(request), request.params.name);
      return { message: 'Image deleted' };
    },
  );

  r.post(
    '/properties/:id/images',
    {
      schema: {
        tags,
        summary: 'Add photos to your listing',
        description:
          'Attaches photos uploaded before, as JSON: a list of `{image_url, caption, is_primary}`, one such object, ' +
          'or `{images: [...]}`; or uploads and attaches in one go (multipart/form-data, field `files`). New photos ' +
          'are added after the others, up to 12 in all; the listing is checked for duplicates again, since photos ' +
          'are evidence. Answers the whole listing.',
        security: requiresSession,
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z
          .union([
            z.array(imageReferenceSchema).min(1),
            imageReferenceSchema,
            z.object({ images: z.array(imageReferenceSchema).min(1) }),
          ])
          // A multipart request reaches validation with no parsed body.
          .nullish()
          .describe('JSON image references, or multipart/form-data with files in field `files`'),
        response: {
          201: propertySchema,
          ...errorResponses(
            401,
            [403, "The listing is someone else's"],
            [404, 'No listing with this id'],
            [409, 'The photos show one of your other active listings (`duplicate_of`)'],
            [413, 'A file over 10 MB, or an image of more than 50 megapixels'],
            [415, 'A file is not an image'],
            [422, 'Unknown upload, the same photo twice, or more than 12 photos'],
          ),
        },
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
    id: z.coerce.number().int().positive(),
    imageId: z.coerce.number().int().positive(),
  });

  const ownListingErrors = errorResponses(
    401,
    [403, "The listing is someone else's"],
    [404, 'No such listing, or no such photo on it'],
    422,
  );

  r.put(
    '/properties/:id/images/order',
    {
      schema: {
        tags,
        summary: "Reorder your listing's photos",
        description: 'Takes every photo id of the listing once, in the new order. Answers the whole listing.',
        security: requiresSession,
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({ image_ids: z.array(z.number().int().positive()).min(1).max(12) }),
        response: { 200: propertySchema, ...ownListingErrors },
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

  r.patch(
    '/properties/:id/images/:imageId',
    {
      schema: {
        tags,
        summary: 'Caption a photo or make it the main one',
        description:
          "Changes the caption, or with `is_primary: true` makes this photo the listing's main one (shown on " +
          'cards). A main photo is changed by choosing another, not by unmarking it. Answers the whole listing.',
        security: requiresSession,
        params: imageParams,
        body: z.object({ caption: z.string().max(300).optional(), is_primary: z.boolean().optional() }),
        response: { 200: propertySchema, ...ownListingErrors },
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

  r.delete(
    '/properties/:id/images/:imageId',
    {
      schema: {
        tags,
        summary: 'Take a photo off your listing',
        description:
          'Removes the photo from the listing; its files are deleted once nothing else uses them. If it was the ' +
          'main photo, the next one becomes main. Answers the whole listing.',
        security: requiresSession,
        params: imageParams,
        response: { 200: propertySchema, ...ownListingErrors },
      },
      preHandler: app.requireUser,
    },
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
