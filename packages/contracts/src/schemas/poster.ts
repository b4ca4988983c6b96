import { z } from 'zod';

export const ORGANISATION_KINDS = ['agency', 'developer'] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];
export const POSTER_TYPES = ['owner', 'agent', 'developer'] as const;
export type PosterType = (typeof POSTER_TYPES)[number];

/** A listing's poster as cards and the property page show it. */
export const posterSchema = z.object({
  type: z.enum(POSTER_TYPES).describe('owner (a private person), agent (of an agency) or developer'),
  active_listings: z.number().int().describe("The poster's (organisation's, else person's) active listings"),
  organisation: z
    .object({
      id: z.number().int(),
      slug: z.string(),
      kind: z.enum(ORGANISATION_KINDS),
      name_ka: z.string(),
      name_en: z.string(),
      name_ru: z.string(),
      logo_url: z.string().nullable(),
      verified: z.boolean(),
    })
    .nullable(),
});
export type Poster = z.output<typeof posterSchema>;
