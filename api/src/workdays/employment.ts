/**
 * Employment dates (issue 25, rules §11): a person is counted only on the days they were employed —
 * from a join date to a last working day (none while employed), over every period they were hired
 * for (a re-hire adds one). Outside them a day is `not_employed`: not scheduled, never absent or late.
 */
export interface EmploymentPeriod {
  /** The join date, yyyy-mm-dd (Jakarta). */
  starts: string;
  /** The last working day, yyyy-mm-dd; null while employed. */
  ends: string | null;
}

/** Whether `date` lies inside one of the periods. */
export const employedOn = (periods: EmploymentPeriod[], date: string) =>
  periods.some((period) => period.starts <= date && (period.ends === null || date <= period.ends));
