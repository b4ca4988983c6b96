import { z } from 'zod';

const placeSchema = z.object({
  slug: z.string(),
  name_ka: z.string(),
  name_en: z.string(),
  name_ru: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

/** GET /api/locations: the Tbilisi taxonomy (DISTRICTS), each district with its neighbourhoods. */
export const locationsSchema = z.array(placeSchema.extend({ neighbourhoods: z.array(placeSchema) }));
export type LocationsAnswer = z.output<typeof locationsSchema>;
