import { Box, Chip, Divider, Typography } from "@mui/material";
import { formatCount, gradePercent, ieltsOverallBand, type EssayResponse } from "@redpen/contract";
import { gradeLabel, type CriterionView, type ShownGrading } from "../../../lib/shown-grading";
import type { OpenReasons } from "../hooks/use-open-reasons";
import { CriterionReasonOf, ReasonButtonOf } from "./criterion-reason";
import { GradeTotal } from "./grade-total";

/** The grades shown, read only: who gave them, each criterion's grade of its maximum, and the total. */
export function GradesList(props: {
  essay: EssayResponse;
  signedIn: boolean;
  shown: ShownGrading;
  reasons: OpenReasons;
}) {
  const { essay, signedIn, shown, reasons } = props;
  const { criteria, gradeMax } = shown;
  return (
    <>
      <Chip
        size="small"
        label={gradeLabel(shown.source, signedIn)}
        color={shown.source === "teacher" ? "primary" : "default"}
        variant={shown.source === "teacher" ? "filled" : "outlined"}
        sx={{ mb: 1.5 }}
      />
      <Box
        component="dl"
        sx={{ m: 0, display: "grid", gridTemplateColumns: "minmax(0, 1fr) auto", rowGap: 1, columnGap: 2 }}
      >
        {criteria.map((criterion, index) => (
          <Box key={criterion.name} sx={{ display: "contents" }}>
            <Typography component="dt" sx={{ overflowWrap: "anywhere", display: "flex", alignItems: "center" }}>
              <span>{criterion.name}</span>
              <ReasonButtonOf criterion={criterion} index={index} reasons={reasons} />
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500, textAlign: "right", alignSelf: "center" }}>
              {shown.perCriterion[criterion.name]}
              {criterion.max !== null && (
                <Box component="span" sx={{ color: "text.secondary", fontWeight: 400 }}>
                  {" "}
                  / {formatCount(criterion.max)}
                </Box>
              )}
            </Typography>
            <CriterionReasonOf criterion={criterion} index={index} reasons={reasons} />
          </Box>
        ))}
      </Box>
      {shown.source === "teacher" && signedIn && <AdvisedHints criteria={criteria} />}
      <Divider sx={{ my: 1.5 }} />
      <GradeTotal
        total={shown.total}
        gradeMax={gradeMax}
        percent={gradeMax !== null ? gradePercent(shown.total, gradeMax) : null}
        band={ieltsOverallBand(essay.data.certificate, shown.total, gradeMax)}
      />
    </>
  );
}

/** Beside the teacher's own grades: what Redpen advises now, which moves with the marking. */
function AdvisedHints({ criteria }: { criteria: readonly CriterionView[] }) {
  const advised = criteria.filter((criterion) => criterion.advised !== undefined);
  if (advised.length === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary" className="no-print" sx={{ mt: 1 }}>
      Advised: {advised.map((criterion) => `${criterion.name} ${criterion.advised}`).join(", ")}
    </Typography>
  );
}
