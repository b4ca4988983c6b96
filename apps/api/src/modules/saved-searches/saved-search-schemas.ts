import { MAX_SAVED_SEARCHES } from './limits';
import { z } from 'zod';

const filterValue = z.union([
  z.string().max(400),
  z.number(),
  z.boolean(),
  z.array(z.union([z.string().max(100), z.number()])).max(200),
  z.null(),
]);

export const ALERT_LOCALES = ['ka', 'en', 'ru'] as const;
export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;

/** The search's own query parameters, as the results page sends them to /properties/search. */
export const savedSearchFiltersInput = z
  .record(z.string().max(40), filterValue)
  .describe('The search parameters of GET /properties/search (paging and sort are ignored)');

export const savedSearchCreateSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  filters: savedSearchFiltersInput,
  frequency: z.enum(ALERT_FREQUENCIES).default('instant'),
  locale: z.enum(ALERT_LOCALES).default('ka'),
});

export const savedSearchUpdateSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100).optional(),
  frequency: z.enum(ALERT_FREQUENCIES).optional(),
  is_paused: z.boolean().optional(),
  locale: z.enum(ALERT_LOCALES).optional(),
});

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: z.record(z.string(), z.unknown()),
  frequency: z.enum(ALERT_FREQUENCIES),
  is_paused: z.boolean(),
  locale: z.enum(ALERT_LOCALES),
  created_at: z.string(),
  updated_at: z.string(),
});

export const savedSearchListSchema = z.object({
  items: z.array(savedSearchSchema),
  limit: z.number().int().describe(`Saved searches an account may keep (${MAX_SAVED_SEARCHES})`),
});

export type SavedSearchCreateInput = z.output<typeof savedSearchCreateSchema>;
export type SavedSearchUpdateInput = z.output<typeof savedSearchUpdateSchema>;
