import type { ClassSetGroup } from "@redpen/contract";

// How the teacher regroups a class set's pages, as pure changes of its groups. Each keeps every
// page in exactly one group and drops a group left with no page; a group keeps its student, name
// and checked text, except that a checked text is dropped when its pages change (it no longer
// matches them).

const withPages = (group: ClassSetGroup, pageNumbers: number[]): ClassSetGroup => ({
  ...group,
  page_numbers: pageNumbers,
  original: pageNumbers.join() === group.page_numbers.join() ? group.original : null,
});
const nonEmpty = (groups: ClassSetGroup[]) => groups.filter((group) => group.page_numbers.length > 0);

/** Moves the page to the group before (-1) or after (+1): to its end, or its start. A page at either end of the set stays. */
export function movePage(groups: readonly ClassSetGroup[], pageNumber: number, direction: -1 | 1): ClassSetGroup[] {
  const from = groups.findIndex((group) => group.page_numbers.includes(pageNumber));
  const to = from + direction;
  if (from < 0 || to < 0 || to >= groups.length) return [...groups];
  return nonEmpty(
    groups.map((group, index) => {
      if (index === from)
        return withPages(
          group,
          group.page_numbers.filter((page) => page !== pageNumber),
        );
      if (index !== to) return group;
      return withPages(
        group,
        direction === 1 ? [pageNumber, ...group.page_numbers] : [...group.page_numbers, pageNumber],
      );
    }),
  );
}

/** Starts a new essay at the page: it and the pages after it in its group become a group of their own, with no student yet. */
export function splitAt(groups: readonly ClassSetGroup[], pageNumber: number): ClassSetGroup[] {
  return groups.flatMap((group) => {
    const at = group.page_numbers.indexOf(pageNumber);
    if (at <= 0) return [group];
    return [
      withPages(group, group.page_numbers.slice(0, at)),
      { page_numbers: group.page_numbers.slice(at), student_id: null, name: null, original: null },
    ];
  });
}

/** Joins the group with the one before it: its pages go after that group's, which keeps its student and name. */
export function joinWithPrevious(groups: readonly ClassSetGroup[], index: number): ClassSetGroup[] {
  if (index <= 0 || index >= groups.length) return [...groups];
  const before = groups[index - 1]!;
  const joined = withPages(before, [...before.page_numbers, ...groups[index]!.page_numbers]);
  return [...groups.slice(0, index - 1), joined, ...groups.slice(index + 1)];
}

/** The group with some of its fields changed (its student, name or checked text). */
export function changeGroup(
  groups: readonly ClassSetGroup[],
  index: number,
  change: Partial<Omit<ClassSetGroup, "page_numbers">>,
): ClassSetGroup[] {
  return groups.map((group, at) => (at === index ? { ...group, ...change } : group));
}

/** The key of a group's pages: a checked text belongs to exactly these pages, in this order. */
export const pagesKey = (group: Pick<ClassSetGroup, "page_numbers">) => group.page_numbers.join(",");

/** A checked text a regrouping drops: its essay's pages changed, so it no longer matches them. */
export interface DroppedText {
  /** The essay's number before the regrouping, from 1. */
  essay: number;
  pagesKey: string;
  original: string;
}

/** The checked texts of `before` whose pages `after` no longer has as one essay. */
export function droppedTexts(before: readonly ClassSetGroup[], after: readonly ClassSetGroup[]): DroppedText[] {
  const kept = new Set(after.map(pagesKey));
  return before.flatMap((group, index) =>
    group.original != null && !kept.has(pagesKey(group))
      ? [{ essay: index + 1, pagesKey: pagesKey(group), original: group.original }]
      : [],
  );
}

/**
 * The regrouped essays with the checked texts set aside earlier given back: an essay whose pages
 * changed in the regrouping and are again exactly those of a text set aside (a page moved, then
 * moved back) has that text again. An essay whose pages did not change keeps its own.
 */
export function withTextsSetAside(
  before: readonly ClassSetGroup[],
  after: readonly ClassSetGroup[],
  setAside: ReadonlyMap<string, string>,
): ClassSetGroup[] {
  const unchanged = new Set(before.map(pagesKey));
  return after.map((group) => {
    const text = setAside.get(pagesKey(group));
    return group.original == null && text !== undefined && !unchanged.has(pagesKey(group))
      ? { ...group, original: text }
      : group;
  });
}
