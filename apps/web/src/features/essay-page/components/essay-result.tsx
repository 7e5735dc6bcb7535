import PrintOutlinedIcon from "@mui/icons-material/PrintOutlined";
import { Box, IconButton, Tooltip, Typography } from "@mui/material";
import type { EssayResponse } from "@redpen/contract";
import type { ReactNode } from "react";
import { MarkedPaper } from "../../../components/marked-paper";
import { PrintStyles } from "../../../components/print-styles";
import { CorrectionCodesContext } from "../../../hooks/correction-codes-context";
import { essayTitle } from "../../../lib/essay-title";
import { FeedbackCard } from "../../essay-feedback";
import { GradingCard } from "../../essay-grading";
import { CorrectionsCard, DraftMarking } from "../../essay-marking";
import { RatingPanel } from "../../essay-rating";
import { SharingCard } from "../../essay-sharing";
import { DraftsCard, SecondDraftCard } from "../../second-drafts";
import { StudentCorrectionsCard, StudentPrintCard } from "../../student-view";
import { useEssayResult, type EssayResultState } from "../hooks/use-essay-result";
import { AssignmentCarousel } from "./assignment-carousel";
import { CorrectedByLine } from "./corrected-by-line";
import { CorrectedTextCard } from "./corrected-text-card";
import { CorrectionSummary } from "./correction-summary";
import { YourTeacherLine } from "./your-teacher-line";

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
  const state = useEssayResult(essay, signedIn);
  const { mode, print, printed } = state;
  const handlePrintAll = () => print("all");

  return (
    <CorrectionCodesContext value={data.correction_codes}>
      <Box className="essay-view">
        <PrintStyles />
        {mode && (
          <MarkedPaper
            essay={printed.essay}
            segments={printed.segments}
            mode={mode}
            logoUri={state.logoUri}
            teacher={data.teacher ?? undefined}
            schoolName={data.school_name ?? undefined}
            className={state.className}
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
        {signedIn ? <CorrectedByLine correctedBy={data.corrected_by} /> : <YourTeacherLine teacher={data.teacher} />}
        <EssayColumns essay={essay} signedIn={signedIn} shareToken={shareToken} state={state} />
      </Box>
    </CorrectionCodesContext>
  );
}

/** The two columns (one list on a phone): the correction on the left, the assignment, grading and sharing on the right. */
function EssayColumns(props: {
  essay: EssayResponse;
  signedIn: boolean;
  shareToken: string | undefined;
  state: EssayResultState;
}) {
  const { essay, signedIn, shareToken, state } = props;
  const { data } = essay;
  return (
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
          <CorrectionSummary data={data} segments={state.segments} signedIn={signedIn} />
        </Slot>
        <Slot phoneOrder={2}>
          {signedIn ? (
            <CorrectionsCard segments={state.segments} essay={essay} marking={state.marking} />
          ) : (
            <StudentCorrectionsCard segments={state.segments} original={state.original} asCodes={state.asCodes} />
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
          {(signedIn || !state.asCodes) && <CorrectedTextCard segments={state.segments} />}
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
          {signedIn ? <SharingCard essay={essay} onPrint={state.print} /> : <StudentPrintCard onPrint={state.print} />}
        </Slot>
        {signedIn && (
          <Slot phoneOrder={8}>
            <RatingPanel essay={essay} />
          </Slot>
        )}
      </Box>
    </Box>
  );
}
