const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days between the usage period's start and end (either order), rounded up, for the
 * 'Usage - last N days' title (SPEC.md 9). Unreadable dates give 0.
 */
export function usagePeriodDays(startDate: string, endDate: string): number {
  const milliseconds = Math.abs(Date.parse(endDate) - Date.parse(startDate));
  return Number.isFinite(milliseconds) ? Math.ceil(milliseconds / DAY_MS) : 0;
}

/** The usage card's title, as SPEC.md 4 words it (always 'days'). */
export function usageTitle(days: number): string {
  return `Usage - last ${days} days`;
}
