import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import { Alert, Box, Button, Chip, Divider, TextField, Typography } from "@mui/material";
import {
  formatCount,
  formatIeltsBand,
  GRADE_STEP,
  gradePercent,
  ieltsOverallBand,
  type EssayResponse,
} from "@redpen/contract";
import { useId, useState } from "react";
import { Controller } from "react-hook-form";
import { ErrorNotice } from "../../../components/error-notice";
import { usePatchEssay } from "../../../lib/api/patch-essay";
import { useGradingForm } from "../hooks/use-grading-form";
import { totalAboveMaxMessage } from "../utils/grading-form";
import { gradeLabel, shownGrading, type CriterionView, type ShownGrading } from "../../../lib/shown-grading";
import { CriterionReason, ReasonButton } from "./criterion-reason";
import { SectionCard } from "../../../components/section-card";

/**
 * Grading per certificate criterion: the advised grades, or the teacher's once saved (labelled as
 * theirs). A signed-in teacher edits them, each criterion within its bands; the card opens in edit
 * mode until the teacher has graded every criterion. Each criterion can show why Redpen advised it.
 */
export function GradingCard({ essay, signedIn }: { essay: EssayResponse; signedIn: boolean }) {
  const shown = shownGrading(essay.data);
  if (!shown) {
    return (
      <SectionCard title="Grading">
        <Alert severity="warning">grade could not be estimated</Alert>
      </SectionCard>
    );
  }
  return <GradingCardBody essay={essay} signedIn={signedIn} shown={shown} />;
}

/** Which criteria's reasons are open. */
function useOpenReasons() {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (name: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  return { isOpen: (name: string) => open.has(name), toggle };
}

function GradingCardBody(props: { essay: EssayResponse; signedIn: boolean; shown: ShownGrading }) {
  const { essay, signedIn, shown } = props;
  const { criteria, gradeMax } = shown;
  const [editing, setEditing] = useState(() => signedIn && shown.source === "advised");
  // Focus the first grade when the teacher asked to edit, not when the card opens in edit mode on load.
  const [focusField, setFocusField] = useState(false);
  const patch = usePatchEssay(essay);
  const { form, reading, restart } = useGradingForm(criteria, shown.perCriterion, gradeMax);
  const reasons = useOpenReasons();
  const idPrefix = useId();
  const reasonId = (index: number) => `${idPrefix}-reason-${index}`;

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
  const reasonOf = (criterion: CriterionView, index: number) =>
    criterion.reason && (
      <CriterionReason
        id={reasonId(index)}
        open={reasons.isOpen(criterion.name)}
        criterion={criterion.name}
        advised={criterion.advised}
        reason={criterion.reason}
      />
    );
  const reasonButtonOf = (criterion: CriterionView, index: number) =>
    criterion.reason && (
      <ReasonButton
        criterion={criterion.name}
        open={reasons.isOpen(criterion.name)}
        onToggle={() => reasons.toggle(criterion.name)}
        panelId={reasonId(index)}
      />
    );

  return (
    <SectionCard title="Grading" action={editButton}>
      {signedIn && <AdvisedBy schoolEssays={essay.data.advised_from_school_essays} />}
      {editing ? (
        <Box component="form" noValidate onSubmit={(event) => void handleSave(event)} sx={{ display: "grid", gap: 2 }}>
          {criteria.map((criterion, index) => {
            const error = reading.errors[criterion.name];
            return (
              <Box key={criterion.name}>
                <Box sx={{ display: "flex", alignItems: "flex-start", gap: 0.5 }}>
                  <Controller
                    control={form.control}
                    name={`grades.${index}`}
                    render={({ field: { ref, ...field } }) => (
                      <TextField
                        {...field}
                        inputRef={ref}
                        label={criterion.name}
                        type="number"
                        autoFocus={focusField && index === 0}
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
                  <Box sx={{ pt: 0.5 }}>{reasonButtonOf(criterion, index)}</Box>
                </Box>
                {reasonOf(criterion, index)}
              </Box>
            );
          })}
          <Total
            total={reading.total}
            gradeMax={gradeMax}
            percent={reading.percent}
            band={ieltsOverallBand(essay.data.certificate, reading.total, gradeMax)}
          />
          <NotCounted criteria={criteria.filter((criterion) => reading.errors[criterion.name])} />
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
                  {reasonButtonOf(criterion, index)}
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
                {reasonOf(criterion, index)}
              </Box>
            ))}
          </Box>
          {shown.source === "teacher" && signedIn && <AdvisedHints criteria={criteria} />}
          <Divider sx={{ my: 1.5 }} />
          <Total
            total={shown.total}
            gradeMax={gradeMax}
            percent={gradeMax !== null ? gradePercent(shown.total, gradeMax) : null}
            band={ieltsOverallBand(essay.data.certificate, shown.total, gradeMax)}
          />
        </>
      )}
    </SectionCard>
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
    <Box
      role="status"
      aria-label="Total"
      sx={{ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: 2 }}
    >
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
