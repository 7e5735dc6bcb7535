import type { ClassSetGroup, ClassSetResponse } from "@redpen/contract";
import { useRef, useState } from "react";
import { useRegroupClassSet } from "../api/class-sets";
import { droppedTexts, withTextsSetAside, type DroppedText } from "../utils/regroup";

/** A regrouping waiting for the teacher's yes: the groups it saves, and the checked texts it drops. */
export interface PendingRegroup {
  groups: ClassSetGroup[];
  dropped: DroppedText[];
}

/**
 * Saves the teacher's regroupings of a set. A regrouping that changes the pages of an essay whose
 * text was checked waits for the teacher's yes (`pending`); its texts are then set aside, by their
 * pages, and given back to an essay that has exactly those pages again (a page moved, then moved
 * back). One whose pages stay as they are keeps its text.
 */
export function useRegroup(set: ClassSetResponse) {
  const regroup = useRegroupClassSet(set.id);
  const setAside = useRef(new Map<string, string>());
  const [pending, setPending] = useState<PendingRegroup | null>(null);
  const save = (groups: ClassSetGroup[]) => regroup.mutate({ version: set.version, groups });
  /** Regroups the pages: `next` as the regrouping made it, with no text given back yet. */
  const regroupPages = (next: ClassSetGroup[]) => {
    const groups = withTextsSetAside(set.data.groups, next, setAside.current);
    const dropped = droppedTexts(set.data.groups, groups);
    if (dropped.length > 0) setPending({ groups, dropped });
    else save(groups);
  };
  const confirm = () => {
    if (!pending) return;
    for (const text of pending.dropped) setAside.current.set(text.pagesKey, text.original);
    save(pending.groups);
    setPending(null);
  };
  return { regroup, save, regroupPages, pending, confirm, cancel: () => setPending(null) };
}
