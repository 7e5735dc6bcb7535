import type { EssayResponse } from "@redpen/contract";
import { useMemo } from "react";
import { usePrint } from "../../../hooks/use-print";
import { useClass } from "../../../lib/api/classes";
import { useMe } from "../../../lib/api/get-me";
import { useSchoolLogo } from "../../../lib/api/get-school-logo";
import { essayDiff } from "../../../lib/essay-diff";
import { printedEssay } from "../../../lib/printed-essay";
import { useMarking } from "../../essay-marking";

/**
 * What the essay's page works from: the essay against its correction, what its printout shows,
 * printing, the teacher's logo and the essay's class for the printout, and the teacher's marking.
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
  // Only its teacher is given the essay's class (null for anyone else): their printout names it, as the class page's does.
  const essayClass = useClass(data.class_id ?? "", signedIn && data.class_id !== null);
  const marking = useMarking(essay.id);
  const logoUri = logo.data?.data.uri;
  return { original, segments, asCodes, printed, mode, print, logoUri, className: essayClass.data?.data.name, marking };
}

export type EssayResultState = ReturnType<typeof useEssayResult>;
