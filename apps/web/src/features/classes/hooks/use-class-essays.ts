import { useMemo, useState } from "react";
import { useClassProgress } from "../api/get-progress";
import { classEssayRows, searchRows, sortRows, type SortColumn, type SortDirection } from "../utils/class-essay-rows";

/** How the class's essays are sorted. */
export interface EssaySort {
  column: SortColumn;
  direction: SortDirection;
}

/**
 * The class's essays as rows, searched and sorted, and the corrected essays the teacher chose
 * (to print them together or share their links).
 */
export function useClassEssays(classId: string) {
  const progress = useClassProgress(classId);
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<EssaySort>({ column: "date", direction: "desc" });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const all = useMemo(() => (progress.data ? classEssayRows(progress.data.data) : []), [progress.data]);
  const rows = useMemo(() => sortRows(searchRows(all, search), sort.column, sort.direction), [all, search, sort]);
  const chosen = all.filter((row) => row.essayId && selected.has(row.essayId));

  /** A column's header: ascending first, then the other way. */
  const handleSort = (column: SortColumn) =>
    setSort((now) => ({ column, direction: now.column === column && now.direction === "asc" ? "desc" : "asc" }));
  const handleToggle = (essayId: string) =>
    setSelected((now) => {
      const next = new Set(now);
      if (!next.delete(essayId)) next.add(essayId);
      return next;
    });

  return { progress, search, setSearch, sort, setSort, selected, all, rows, chosen, handleSort, handleToggle };
}
