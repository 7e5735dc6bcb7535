import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { filtersOf, paramsWith, type ListFilters } from "../utils/list-filters";

/**
 * The essay list's filters, kept in the page's address: a reload or Back shows the list as it was.
 * A chosen class, certificate or state is a step Back undoes; the search's key strokes replace
 * the address rather than add a step each.
 */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const setFilters = useCallback(
    (changes: Partial<ListFilters>, { replace = false }: { replace?: boolean } = {}) =>
      setParams((current) => paramsWith(current, { ...filtersOf(current), ...changes }), { replace }),
    [setParams],
  );
  return { filters, setFilters };
}
