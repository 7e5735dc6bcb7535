import { Alert, Box, Button, TextField, Typography } from "@mui/material";
import { formatCount, GRADE_STEP, ieltsOverallBand, type EssayResponse } from "@redpen/contract";
import { Controller } from "react-hook-form";
import { ErrorNotice } from "../../../components/error-notice";
import type { CriterionView, ShownGrading } from "../../../lib/shown-grading";
import type { GradingCardState } from "../hooks/use-grading-card";
import type { OpenReasons } from "../hooks/use-open-reasons";
import { totalAboveMaxMessage } from "../utils/grading-form";
import { CriterionReasonOf, ReasonButtonOf } from "./criterion-reason";
import { GradeTotal } from "./grade-total";

/** The teacher's grading: a field per criterion within its bands, the total they add up to, Cancel and Save. */
export function GradingForm(props: {
  essay: EssayResponse;
  shown: ShownGrading;
  state: GradingCardState;
  reasons: OpenReasons;
}) {
  const { essay, shown, state, reasons } = props;
  const { criteria, gradeMax } = shown;
  const { reading, patch } = state;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void state.handleSave(event)}
      sx={{ display: "grid", gap: 2 }}
    >
      {criteria.map((criterion, index) => (
        <Box key={criterion.name}>
          <Box sx={{ display: "flex", alignItems: "flex-start", gap: 0.5 }}>
            <GradeField criterion={criterion} index={index} state={state} />
            <Box sx={{ pt: 0.5 }}>
              <ReasonButtonOf criterion={criterion} index={index} reasons={reasons} />
            </Box>
          </Box>
          <CriterionReasonOf criterion={criterion} index={index} reasons={reasons} />
        </Box>
      ))}
      <GradeTotal
        total={reading.total}
        gradeMax={gradeMax}
        percent={reading.percent}
        band={ieltsOverallBand(essay.data.certificate, reading.total, gradeMax)}
      />
      <NotCounted criteria={criteria.filter((criterion) => reading.errors[criterion.name])} />
      {reading.overMax && gradeMax !== null && <Alert severity="error">{totalAboveMaxMessage(gradeMax)}</Alert>}
      {patch.isError && <ErrorNotice error={patch.error} />}
      <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1 }}>
        <Button onClick={state.handleCancel} disabled={patch.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={!reading.canSave || patch.isPending}>
          Save
        </Button>
      </Box>
    </Box>
  );
}

/** One criterion's grade, with its bands (or its error) under it. */
function GradeField({ criterion, index, state }: { criterion: CriterionView; index: number; state: GradingCardState }) {
  const error = state.reading.errors[criterion.name];
  return (
    <Controller
      control={state.form.control}
      name={`grades.${index}`}
      render={({ field: { ref, ...field } }) => (
        <TextField
          {...field}
          inputRef={ref}
          label={criterion.name}
          type="number"
          autoFocus={state.focusField && index === 0}
          error={Boolean(error)}
          helperText={error ?? bandHint(criterion)}
          slotProps={{
            htmlInput: {
              min: 0,
              max: criterion.max ?? undefined,
              // Arrows move by whole bands; two decimals are still taken (docs/behaviour/validation.md).
              step: criterion.max === null ? GRADE_STEP : criterion.step,
              inputMode: "decimal",
            },
            formHelperText: { "aria-live": "polite" },
          }}
          size="small"
          fullWidth
        />
      )}
    />
  );
}

/** Under a criterion's field: its bands, and what Redpen advises now. */
function bandHint(criterion: CriterionView): string {
  const bands = criterion.max === null ? null : `0 to ${formatCount(criterion.max)}`;
  const advised = criterion.advised === undefined ? null : `Advised: ${criterion.advised}`;
  return [bands, advised].filter(Boolean).join(" · ");
}

/** Under the total while some fields hold no valid grade: which criteria it leaves out. */
function NotCounted({ criteria }: { criteria: readonly CriterionView[] }) {
  if (criteria.length === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5 }}>
      Not counted until graded within its bands: {criteria.map((criterion) => criterion.name).join(", ")}.
    </Typography>
  );
}
