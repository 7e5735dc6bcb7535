import type { ShareMode } from "@redpen/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useApiClient } from "../../../lib/api/api-context";
import { essayQueryKey } from "../../../lib/api/get-essay";
import {
  allowDraftsOf,
  forEachEssay,
  shareEssayAs,
  type BulkOutcome,
  type ChosenEssay,
} from "../api/bulk-essay-actions";

/** A bulk action under way or done: what it is, how many essays, and each essay's outcome so far. */
export interface BulkRun {
  title: string;
  total: number;
  outcomes: BulkOutcome[];
  done: boolean;
}

/**
 * Sharing and allowing drafts for the chosen essays, one essay at a time; the run's outcomes stay
 * until the teacher closes them. The class's figures and the essays are read again after.
 */
export function useBulkActions(classId: string, chosen: readonly ChosenEssay[]) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [run, setRun] = useState<BulkRun | null>(null);

  const start = async (title: string, action: (essayId: string) => Promise<string>) => {
    const essays = [...chosen];
    setRun({ title, total: essays.length, outcomes: [], done: false });
    await forEachEssay(essays, action, (outcome) =>
      setRun((now) => now && { ...now, outcomes: [...now.outcomes, outcome] }),
    );
    setRun((now) => now && { ...now, done: true });
    for (const essay of essays) void queryClient.invalidateQueries({ queryKey: essayQueryKey(essay.essayId) });
    await queryClient.invalidateQueries({ queryKey: ["classes", classId] });
  };

  const handleShare = (mode: ShareMode) =>
    void start(mode === "codes" ? "Share as codes only" : "Share with the corrections", (essayId) =>
      shareEssayAs(client, essayId, mode),
    );
  const handleAllowDrafts = (drafts: number) =>
    void start("Allow second drafts", (essayId) => allowDraftsOf(client, essayId, drafts));
  const handleClose = () => setRun((now) => (now?.done ? null : now));
  return { run, handleShare, handleAllowDrafts, handleClose };
}
