import { CLASS_SET_PAGES_MAX, type ClassSetGroup, type ClassSetTextAside } from "@redpen/contract";

const pagesKey = (pageNumbers: readonly number[]) => pageNumbers.join(",");

/**
 * The checked texts set aside once a regrouping from `before` to `after` is saved: those of the
 * essays whose pages it changed (no essay of `after` has exactly their pages), newest first, then
 * those set aside earlier; a text leaves the list once an essay with its pages has a checked text
 * again (given back, or checked anew), and a newer text for the same pages replaces an older one.
 * At most CLASS_SET_PAGES_MAX are kept.
 */
export function textsAsideAfter(
  before: readonly ClassSetGroup[],
  after: readonly ClassSetGroup[],
  aside: readonly ClassSetTextAside[],
): ClassSetTextAside[] {
  const kept = new Set(after.map((group) => pagesKey(group.page_numbers)));
  const dropped = before.flatMap((group) =>
    group.original?.trim() && !kept.has(pagesKey(group.page_numbers))
      ? [{ page_numbers: group.page_numbers, original: group.original }]
      : [],
  );
  const checked = new Set(after.filter((group) => group.original?.trim()).map((group) => pagesKey(group.page_numbers)));
  const seen = new Set<string>();
  return [...dropped, ...aside]
    .filter((text) => {
      const key = pagesKey(text.page_numbers);
      if (checked.has(key) || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, CLASS_SET_PAGES_MAX);
}
