/** How students head a page: a name, a date, a page number, as the renderer writes them above the essay. */

/**
 * What is written on the first line, above the essay: `left` at the left margin, `right` against the
 * right edge (either may be missing). `nameLine` makes the usual ones.
 */
export interface PageHeader {
  left?: string;
  right?: string;
}

/** The ways students head a page (see `nameLine`). */
export type NameLineStyle =
  /** "Name: Anna Kowalska" alone on the first line. */
  | "name"
  /** "Anna Kowalska" in the top right corner. */
  | "corner"
  /** The date on the left and the name on the right of the first line: "12/03/2026   Anna Kowalska". */
  | "date-and-name"
  /** The name and the page number: "Anna Kowalska  p. 1". */
  | "name-and-page";

/** The first line a student writes above the essay, in one of the usual styles. */
export function nameLine(
  style: NameLineStyle,
  name: string,
  { date = "12/03/2026", page = 1 }: { date?: string; page?: number } = {},
): PageHeader {
  switch (style) {
    case "name":
      return { left: `Name: ${name}` };
    case "corner":
      return { right: name };
    case "date-and-name":
      return { left: date, right: name };
    case "name-and-page":
      return { left: `${name}  p. ${page}` };
  }
}

/** The header's words in reading order (left, then right), as a reader should give them back. */
export function headerText(header: PageHeader): string {
  return [header.left, header.right]
    .filter((part): part is string => Boolean(part?.trim()))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}
