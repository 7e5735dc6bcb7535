import PrintOutlinedIcon from "@mui/icons-material/PrintOutlined";
import { Box, IconButton, Tooltip, Typography } from "@mui/material";
import { editsAsCodes, feedbackWithoutFixes, visibleEdits, type EssayResponse } from "@redpen/contract";
import { useMemo, type ReactNode } from "react";
import { useMe } from "../../../lib/api/get-me";
import { useOrganisationLogo } from "../../../lib/api/get-organisation-logo";
import { useAuth } from "../../../lib/auth/auth-context";
import { CorrectionCodesContext } from "../../../hooks/correction-codes-context";
import { usePrint } from "../../../hooks/use-print";
import { essayDiff } from "../../../lib/essay-diff";
import { essayTitle } from "../../../lib/essay-title";
import { AssignmentCarousel } from "./assignment-carousel";
import { CorrectedByLine } from "./corrected-by-line";
import { CorrectedTextCard } from "./corrected-text-card";
import { CorrectionsCard, DraftMarking, useMarking } from "../../essay-marking";
import { CorrectionSummary } from "./correction-summary";
import { FeedbackCard } from "../../essay-feedback";
import { GradingCard } from "../../essay-grading";
import { MarkedPaper } from "../../../components/marked-paper";
import { PrintStyles } from "../../../components/print-styles";
import { RatingPanel } from "../../essay-rating";
import { DraftsCard, SecondDraftCard } from "../../second-drafts";
import { SharingCard } from "../../essay-sharing";
import { StudentCorrectionsCard, StudentPrintCard } from "../../student-view";

// On phones the two columns melt into one list, ordered by what a teacher needs first.
const columnSx = { display: { xs: "contents", md: "grid" }, gap: { xs: 2, sm: 3 }, minWidth: 0 } as const;

function Slot({ phoneOrder, children }: { phoneOrder: number; children: ReactNode }) {
  return <Box sx={{ order: { xs: phoneOrder, md: 0 }, minWidth: 0, "&:empty": { display: "none" } }}>{children}</Box>;
}

/**
 * A corrected essay: the correction on the left, the assignment, grading and sharing on the right.
 * `signedIn` is its teacher's view, where they mark, grade and share it; without it, the student's
 * (their share link, or the essay's page for anyone else): the marked essay to tap through, the
 * feedback, the grade and printing, and nothing of the teacher's.
 */
export function EssayResult({
  essay,
  signedIn,
  shareToken,
}: {
  essay: EssayResponse;
  signedIn: boolean;
  /** The share link the student's page was opened with: their drafts go through it. */
  shareToken?: string;
}) {
  const { data } = essay;
  const title = essayTitle(data);
  const original = data.original ?? "";
  const segments = useMemo(
    () => essayDiff(original, data.correction, data.edits),
    [original, data.correction, data.edits],
  );
  const asCodes = data.share_mode === "codes";
  // The printout follows the sharing: shared as codes, the teacher's print withholds the answers as the student's page does.
  const printed = useMemo(() => {
    if (!asCodes || !signedIn || !data.edits) return { essay, segments };
    const edits = editsAsCodes(visibleEdits(data.edits));
    const feedback = data.feedback === null ? null : feedbackWithoutFixes(data.feedback);
    return { essay: { ...essay, data: { ...data, edits, feedback } }, segments: essayDiff(original, null, edits) };
  }, [asCodes, signedIn, essay, data, original, segments]);
  const { mode, print } = usePrint();
  const { email } = useAuth();
  const me = useMe(signedIn);
  const logo = useOrganisationLogo(me.data?.data.relationships.organisation_ids_sorted[0]);
  const handlePrintAll = () => print("all");
  const marking = useMarking(essay.id);

  return (
    <CorrectionCodesContext value={data.correction_codes}>
      <Box className="essay-view">
        <PrintStyles />
        {mode && (
          <MarkedPaper
            essay={printed.essay}
            segments={printed.segments}
            mode={mode}
            logoUri={logo.data?.data.uri}
            teacher={signedIn ? email : undefined}
          />
        )}
        <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1, mb: { xs: 2, sm: 3 } }}>
          <Typography
            variant="h1"
            component="h1"
            sx={{ flexGrow: 1, fontSize: { xs: "1.5rem", sm: "2rem" }, overflowWrap: "anywhere" }}
          >
            {title}
          </Typography>
          <Tooltip title="Print all">
            <IconButton aria-label="Print essay" onClick={handlePrintAll}>
              <PrintOutlinedIcon />
            </IconButton>
          </Tooltip>
        </Box>
        {signedIn && <CorrectedByLine correctedBy={data.corrected_by} />}
        <Box
          sx={{
            display: "grid",
            gap: { xs: 2, sm: 3 },
            gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 2fr) minmax(0, 1fr)" },
            alignItems: "start",
          }}
        >
          <Box sx={columnSx}>
            <Slot phoneOrder={1}>
              <CorrectionSummary data={data} segments={segments} signedIn={signedIn} />
            </Slot>
            <Slot phoneOrder={2}>
              {signedIn ? (
                <CorrectionsCard segments={segments} essay={essay} marking={marking} />
              ) : (
                <StudentCorrectionsCard segments={segments} original={original} asCodes={asCodes} />
              )}
            </Slot>
            <Slot phoneOrder={4}>
              <FeedbackCard essay={essay} signedIn={signedIn} />
            </Slot>
            <Slot phoneOrder={4}>
              {signedIn ? (
                <DraftsCard essay={essay} marking={(draft) => <DraftMarking essayId={essay.id} draft={draft} />} />
              ) : (
                shareToken && <SecondDraftCard token={shareToken} essay={essay} />
              )}
            </Slot>
            <Slot phoneOrder={7}>
              {/* Shared as codes, the corrected text is the answer the student is to find. */}
              {(signedIn || !asCodes) && <CorrectedTextCard segments={segments} />}
            </Slot>
          </Box>
          <Box sx={columnSx}>
            <Slot phoneOrder={6}>
              <AssignmentCarousel data={data} />
            </Slot>
            <Slot phoneOrder={3}>
              <GradingCard essay={essay} signedIn={signedIn} />
            </Slot>
            <Slot phoneOrder={5}>
              {signedIn ? <SharingCard essay={essay} onPrint={print} /> : <StudentPrintCard onPrint={print} />}
            </Slot>
            {signedIn && (
              <Slot phoneOrder={8}>
                <RatingPanel essay={essay} />
              </Slot>
            )}
          </Box>
        </Box>
      </Box>
    </CorrectionCodesContext>
  );
}
