import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import { Alert, Button, Typography } from "@mui/material";
import type { EssayResponse } from "@redpen/contract";
import { SectionCard } from "../../../components/section-card";
import { shownGrading, type ShownGrading } from "../../../lib/shown-grading";
import { useGradingCard } from "../hooks/use-grading-card";
import { useOpenReasons } from "../hooks/use-open-reasons";
import { GradesList } from "./grades-list";
import { GradingForm } from "./grading-form";

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

function GradingCardBody(props: { essay: EssayResponse; signedIn: boolean; shown: ShownGrading }) {
  const { essay, signedIn, shown } = props;
  const state = useGradingCard(essay, signedIn, shown);
  const reasons = useOpenReasons();
  const editButton = signedIn && !state.editing && (
    <Button size="small" startIcon={<EditOutlinedIcon />} onClick={state.handleEdit} className="no-print">
      Edit
    </Button>
  );
  return (
    <SectionCard title="Grading" action={editButton}>
      {signedIn && <AdvisedBy schoolEssays={essay.data.advised_from_school_essays} />}
      {state.editing ? (
        <GradingForm essay={essay} shown={shown} state={state} reasons={reasons} />
      ) : (
        <GradesList essay={essay} signedIn={signedIn} shown={shown} reasons={reasons} />
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
