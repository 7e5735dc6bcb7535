import type { ClassSetGroup, ClassSetResponse } from "@redpen/contract";
import { useState } from "react";
import { useRegroupClassSet } from "../api/class-sets";
import { droppedTexts, pagesKey, withTextsSetAside, type DroppedText } from "../utils/regroup";

/** A regrouping waiting for the teacher's yes: the groups it saves, and the checked texts it drops. */
export interface PendingRegroup {
  groups: ClassSetGroup[];
  dropped: DroppedText[];
}

/**
 * Saves the teacher's regroupings of a set. A regrouping that changes the pages of an essay whose
 * text was checked waits for the teacher's yes (`pending`); the api then sets its text aside, by
 * its pages (the set's `texts_aside`), and a later regrouping gives it back to an essay that has
 * exactly those pages again (a page moved, then moved back). One whose pages stay keeps its text.
 */
export function useRegroup(set: ClassSetResponse) {
  const regroup = useRegroupClassSet(set.id);
  const [pending, setPending] = useState<PendingRegroup | null>(null);
  const save = (groups: ClassSetGroup[]) => regroup.mutate({ version: set.version, groups });
  /** Regroups the pages: `next` as the regrouping made it, with no text given back yet. */
  const regroupPages = (next: ClassSetGroup[]) => {
    const aside = new Map(set.data.texts_aside.map((text) => [pagesKey(text), text.original]));
    const groups = withTextsSetAside(set.data.groups, next, aside);
    const dropped = droppedTexts(set.data.groups, groups);
    if (dropped.length > 0) setPending({ groups, dropped });
    else save(groups);
  };
  const confirm = () => {
    if (!pending) return;
    save(pending.groups);
    setPending(null);
  };
  return { regroup, save, regroupPages, pending, confirm, cancel: () => setPending(null) };
}
