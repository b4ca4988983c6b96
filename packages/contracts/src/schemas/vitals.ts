import { z } from 'zod';

/** The kinds of page Core Web Vitals are grouped by (no URL is sent: a listing's id would say who looked at it). */
export const VITALS_PAGE_TYPES = ['home', 'results', 'property', 'other'] as const;
export type VitalsPageType = (typeof VITALS_PAGE_TYPES)[number];

/** The metrics kept: the three Core Web Vitals, and the two that explain a slow LCP. */
export const VITALS_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalsMetric = (typeof VITALS_METRICS)[number];

/** At most this many measurements in one report (a page sends at most one of each metric). */
export const VITALS_BATCH_MAX = 10;

export const vitalsMeasurementSchema = z
  .object({
    name: z.enum(VITALS_METRICS).describe('The metric, as the web-vitals library names it'),
    // Milliseconds for the timings (a minute is far beyond any real one), unitless for CLS.
    value: z.number().min(0).max(60_000).describe('Milliseconds; CLS is a unitless score'),
    page_type: z.enum(VITALS_PAGE_TYPES).describe('The kind of page measured'),
  })
  .strict();

export const vitalsReportBody = z
  .object({
    measurements: z.array(vitalsMeasurementSchema).min(1).max(VITALS_BATCH_MAX),
  })
  .strict()
  .describe("A page's Core Web Vitals, sent once when it is hidden; nothing that identifies the visitor");
export type VitalsReportBody = z.infer<typeof vitalsReportBody>;

export const vitalsSummarySchema = z
  .object({
    days: z.number().int().describe('The window the figures cover, ending now'),
    pages: z.array(
      z
        .object({
          page_type: z.enum(VITALS_PAGE_TYPES),
          lcp_p75_ms: z.number().nullable().describe('75th percentile of LCP, ms (null without samples)'),
          inp_p75_ms: z.number().nullable().describe('75th percentile of INP, ms'),
          cls_p75: z.number().nullable().describe('75th percentile of CLS'),
          samples: z.number().int().describe('Measurements of any metric in the window'),
        })
        .strict(),
    ),
  })
  .strict();
export type VitalsSummary = z.infer<typeof vitalsSummarySchema>;
