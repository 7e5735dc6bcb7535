import { useMemo, useState } from "react";
import { useClassProgress } from "../api/get-progress";
import {
  canChoose,
  classEssayRows,
  searchRows,
  sortRows,
  type SortColumn,
  type SortDirection,
} from "../utils/class-essay-rows";

/** How the class's essays are sorted. */
export interface EssaySort {
  column: SortColumn;
  direction: SortDirection;
}

/**
 * The class's essays as rows, searched and sorted, and the corrected essays the teacher chose
 * among those shown (to share, print, or copy their links together).
 */
export function useClassEssays(classId: string) {
  const progress = useClassProgress(classId);
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<EssaySort>({ column: "date", direction: "desc" });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const all = useMemo(() => (progress.data ? classEssayRows(progress.data.data) : []), [progress.data]);
  const rows = useMemo(() => sortRows(searchRows(all, search), sort.column, sort.direction), [all, search, sort]);
  // What the actions take: the chosen essays shown, in the table's order.
  const chosen = rows.filter((row) => row.essayId && selected.has(row.essayId));
  const choosable = rows.filter(canChoose);

  /** A column's header: ascending first, then the other way. */
  const handleSort = (column: SortColumn) =>
    setSort((now) => ({ column, direction: now.column === column && now.direction === "asc" ? "desc" : "asc" }));
  const handleToggle = (essayId: string) =>
    setSelected((now) => {
      const next = new Set(now);
      if (!next.delete(essayId)) next.add(essayId);
      return next;
    });

  /** The 'all shown' box: chooses every corrected essay shown, or none once all are chosen. */
  const handleToggleAll = () =>
    setSelected((now) => {
      const next = new Set(now);
      const allChosen = choosable.every((row) => now.has(row.essayId!));
      for (const row of choosable) {
        if (allChosen) next.delete(row.essayId!);
        else next.add(row.essayId!);
      }
      return next;
    });

  return {
    progress,
    search,
    setSearch,
    sort,
    setSort,
    selected,
    all,
    rows,
    chosen,
    choosable,
    handleSort,
    handleToggle,
    handleToggleAll,
  };
}
