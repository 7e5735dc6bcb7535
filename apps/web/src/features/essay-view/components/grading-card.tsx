import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import { Alert, Box, Button, Chip, Divider, TextField, Typography } from "@mui/material";
import { formatIeltsBand, GRADE_STEP, gradePercent, ieltsOverallBand, type EssayResponse } from "@redpen/contract";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { ErrorNotice } from "../../../components/error-notice";
import { usePatchEssay } from "../api/patch-essay";
import { useGradingForm } from "../hooks/use-grading-form";
import { totalAboveMaxMessage } from "../utils/grading-form";
import { shownGrading, type ShownGrading } from "../utils/shown-grading";
import { SectionCard } from "./section-card";

/**
 * Grading per certificate criterion: the advised grades, or the teacher's once saved. A signed-in
 * teacher edits them; the card opens in edit mode until the teacher has graded every criterion.
 */
export function GradingCard({ essay, signedIn }: { essay: EssayResponse; signedIn: boolean }) {
  const grading = shownGrading(essay.data);
  if (!grading) {
    return (
      <SectionCard title="Grading">
        <Alert severity="warning">grade could not be estimated</Alert>
      </SectionCard>
    );
  }
  return <GradingCardBody essay={essay} signedIn={signedIn} grading={grading} />;
}

function GradingCardBody(props: { essay: EssayResponse; signedIn: boolean; grading: ShownGrading }) {
  const { essay, signedIn, grading } = props;
  const { criteria, advised, perCriterion: shown, max: gradeMax } = grading;
  const teacher = grading.by === "teacher";
  const [editing, setEditing] = useState(() => signedIn && !teacher);
  // Focus the first grade when the teacher asked to edit, not when the card opens in edit mode on load.
  const [focusField, setFocusField] = useState(false);
  const patch = usePatchEssay(essay);
  const { form, reading, restart } = useGradingForm(criteria, shown, gradeMax);

  const handleEdit = () => {
    restart();
    setFocusField(true);
    setEditing(true);
  };
  const handleCancel = () => {
    patch.reset();
    restart();
    setEditing(false);
  };
  const handleSave = form.handleSubmit((body) => patch.mutate(body, { onSuccess: () => setEditing(false) }));

  const editButton = signedIn && !editing && (
    <Button size="small" startIcon={<EditOutlinedIcon />} onClick={handleEdit} className="no-print">
      Edit
    </Button>
  );
  const savedTotal = grading.total;

  return (
    <SectionCard title="Grading" action={editButton}>
      {signedIn && <AdvisedBy schoolEssays={essay.data.advised_from_school_essays} />}
      {editing ? (
        <Box component="form" noValidate onSubmit={(event) => void handleSave(event)} sx={{ display: "grid", gap: 2 }}>
          {criteria.map((criterion, index) => {
            const error = reading.errors[criterion];
            return (
              <Controller
                key={criterion}
                control={form.control}
                name={`grades.${index}`}
                render={({ field: { ref, ...field } }) => (
                  <TextField
                    {...field}
                    inputRef={ref}
                    label={criterion}
                    type="number"
                    autoFocus={focusField && index === 0}
                    error={Boolean(error)}
                    helperText={error ?? `Advised: ${advised[criterion]}`}
                    slotProps={{ htmlInput: { step: GRADE_STEP, min: 0, inputMode: "decimal" } }}
                    size="small"
                    fullWidth
                  />
                )}
              />
            );
          })}
          <Total
            total={reading.total}
            gradeMax={gradeMax}
            percent={reading.percent}
            band={ieltsOverallBand(essay.data.certificate, reading.total, gradeMax)}
          />
          {reading.overMax && gradeMax !== null && <Alert severity="error">{totalAboveMaxMessage(gradeMax)}</Alert>}
          {patch.isError && <ErrorNotice error={patch.error} />}
          <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1 }}>
            <Button onClick={handleCancel} disabled={patch.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={!reading.canSave || patch.isPending}>
              Save
            </Button>
          </Box>
        </Box>
      ) : (
        <>
          <Chip
            size="small"
            label={teacher ? "Teacher's grading" : "Advised grading"}
            color={teacher ? "primary" : "default"}
            variant={teacher ? "filled" : "outlined"}
            sx={{ mb: 1.5 }}
          />
          <Box
            component="dl"
            sx={{ m: 0, display: "grid", gridTemplateColumns: "minmax(0, 1fr) auto", rowGap: 1, columnGap: 2 }}
          >
            {criteria.map((criterion) => (
              <Box key={criterion} sx={{ display: "contents" }}>
                <Typography component="dt" sx={{ overflowWrap: "anywhere" }}>
                  {criterion}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 500, textAlign: "right" }}>
                  {shown[criterion]}
                </Typography>
              </Box>
            ))}
          </Box>
          <Divider sx={{ my: 1.5 }} />
          <Total
            total={savedTotal}
            gradeMax={gradeMax}
            percent={gradeMax !== null ? gradePercent(savedTotal, gradeMax) : null}
            band={ieltsOverallBand(essay.data.certificate, savedTotal, gradeMax)}
          />
        </>
      )}
    </SectionCard>
  );
}

/** Which model advised the grades: the school's own calibration, or Redpen's general one. */
function AdvisedBy({ schoolEssays }: { schoolEssays: number | null }) {
  return (
    <Typography variant="body2" color="text.secondary" className="no-print" sx={{ mb: 2.5 }}>
      {schoolEssays === null
        ? "Advised by Redpen's general model"
        : `Advised from your school's ${schoolEssays} graded essays`}
    </Typography>
  );
}

/** The total, its percentage and, for IELTS, the overall band IELTS reports. */
function Total(props: { total: number; gradeMax: number | null; percent: number | null; band: number | null }) {
  const { total, gradeMax, percent, band } = props;
  return (
    <Box sx={{ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: 2 }} aria-live="polite">
      <Typography sx={{ fontWeight: 600 }}>Total</Typography>
      <Typography sx={{ fontWeight: 600, fontSize: "1.25rem" }}>
        {total}
        {gradeMax !== null && ` / ${gradeMax}`}
        {percent !== null && (
          <Box component="span" sx={{ color: "text.secondary", fontWeight: 400, fontSize: "1rem" }}>
            {" "}
            ({percent}%)
          </Box>
        )}
        {band !== null && (
          <Box component="span" sx={{ fontWeight: 600, fontSize: "1rem" }}>
            {" · "}
            {formatIeltsBand(band)}
          </Box>
        )}
      </Typography>
    </Box>
  );
}
