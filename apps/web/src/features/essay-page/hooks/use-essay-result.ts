import type { EssayResponse } from "@redpen/contract";
import { useMemo } from "react";
import { usePrint } from "../../../hooks/use-print";
import { useMe } from "../../../lib/api/get-me";
import { useSchoolLogo } from "../../../lib/api/get-school-logo";
import { essayDiff } from "../../../lib/essay-diff";
import { printedEssay } from "../../../lib/printed-essay";
import { useMarking } from "../../essay-marking";

/**
 * What the essay's page works from: the essay against its correction, what its printout shows,
 * printing, the teacher's logo for the printout, and the teacher's marking.
 */
export function useEssayResult(essay: EssayResponse, signedIn: boolean) {
  const { data } = essay;
  const original = data.original ?? "";
  const segments = useMemo(
    () => essayDiff(original, data.correction, data.edits),
    [original, data.correction, data.edits],
  );
  const asCodes = data.share_mode === "codes";
  // The printout follows the sharing (printedEssay): shared as codes, it withholds the answers as the student's page does.
  const printed = useMemo(() => printedEssay(essay), [essay]);
  const { mode, print } = usePrint();
  const me = useMe(signedIn);
  const logo = useSchoolLogo(me.data?.data.relationships.organisation_ids_sorted[0]);
  const marking = useMarking(essay.id);
  return { original, segments, asCodes, printed, mode, print, logoUri: logo.data?.data.uri, marking };
}

export type EssayResultState = ReturnType<typeof useEssayResult>;
