/** The usage card's title, as docs/behaviour/pages.md words it (always 'days'). */
export function usageTitle(days: number): string {
  return `Usage - last ${days} days`;
}
