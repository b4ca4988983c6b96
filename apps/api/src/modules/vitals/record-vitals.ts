import type { VitalsReportBody } from '@tbilisi/contracts';
import type { Db } from '../../db/client';
import { webVitals } from '../../db/schema';

export interface RecordVitalsOptions {
  db: Db;
  report: VitalsReportBody;
}

/** Stores one page's measurements in one statement (all or none): the metric, its value and the kind of page only. */
export async function recordVitals({ db, report }: RecordVitalsOptions): Promise<number> {
  await db.insert(webVitals).values(
    report.measurements.map((measurement) => ({
      pageType: measurement.page_type,
      metric: measurement.name,
      value: measurement.value,
    })),
  );
  return report.measurements.length;
}
