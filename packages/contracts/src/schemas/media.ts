import { z } from 'zod';
import { idSchema, type Sendable } from './common';
import { MAX_IMAGES_PER_LISTING } from '../constants';

export const imageSizeSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  format: z.string(),
});

/** A photo named by the listing it goes on: an upload's `url` (or a photo the listing already has). */
export const imageReferenceSchema = z.object({
  image_url: z.string().min(1).max(2000),
  caption: z.string().max(300).optional(),
  is_primary: z.boolean().optional(),
});
export type ImageReference = z.output<typeof imageReferenceSchema>;

/** POST /api/upload/images (and /api/properties/upload-images): the stored photos, not yet on a listing. */
export const uploadedFileSchema = z.object({
  url: z.string().describe('The default size (WebP, about 1280 px wide)'),
  name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  placeholder: z.string(),
  sizes: z.array(imageSizeSchema),
});
export type UploadedFile = z.output<typeof uploadedFileSchema>;
export const uploadResponse = z.object({ files: z.array(uploadedFileSchema) });
export type UploadResponse = z.output<typeof uploadResponse>;

/** POST /api/properties/{id}/images as JSON: a list of references, one reference, or `{images: [...]}`. */
export const attachImagesBody = z.union([
  z.array(imageReferenceSchema).min(1),
  imageReferenceSchema,
  z.object({ images: z.array(imageReferenceSchema).min(1) }),
]);
export type AttachImagesBody = Sendable<z.output<typeof attachImagesBody>>;

/** PUT /api/properties/{id}/images/order: every photo id of the listing once, in the new order. */
export const imageOrderBody = z.object({
  image_ids: z
    .array(idSchema('Image id', { coerce: false }))
    .min(1)
    .max(MAX_IMAGES_PER_LISTING),
});
export type ImageOrderBody = Sendable<z.output<typeof imageOrderBody>>;

/** PATCH /api/properties/{id}/images/{imageId}: a new caption, or make it the main photo. */
export const imageUpdateBody = z.object({
  caption: z.string().max(300).optional(),
  is_primary: z.boolean().optional(),
});
export type ImageUpdateBody = Sendable<z.output<typeof imageUpdateBody>>;
