/** The usage card's title, as SPEC.md 4 words it (always 'days'). */
export function usageTitle(days: number): string {
  return `Usage - last ${days} days`;
}
