import type { EssayResponse } from "@redpen/contract";
import { useState } from "react";
import { usePatchEssay } from "../../../lib/api/patch-essay";
import type { ShownGrading } from "../../../lib/shown-grading";
import { useGradingForm } from "./use-grading-form";

/**
 * The grading card's state: whether the teacher is editing (the card opens in edit mode while the
 * grades are only advised), the form, and saving it as the essay's PATCH.
 */
export function useGradingCard(essay: EssayResponse, signedIn: boolean, shown: ShownGrading) {
  const [editing, setEditing] = useState(() => signedIn && shown.source === "advised");
  // Focus the first grade when the teacher asked to edit, not when the card opens in edit mode on load.
  const [focusField, setFocusField] = useState(false);
  const patch = usePatchEssay(essay);
  const { form, reading, restart } = useGradingForm(shown.criteria, shown.perCriterion, shown.gradeMax);

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
  return { editing, focusField, patch, form, reading, handleEdit, handleCancel, handleSave };
}

export type GradingCardState = ReturnType<typeof useGradingCard>;
