import { WORD_COUNT_RULES, validateWordCountedText, type EssayResponse } from "@redpen/contract";
import { useState } from "react";
import { usePatchEssay } from "../../../lib/api/patch-essay";

/**
 * The feedback card's state: the teacher's text while they edit it (it opens in edit mode when
 * there is none), saving it, and asking Redpen to suggest feedback again, which asks first when
 * it would replace the teacher's own.
 */
export function useFeedbackCard(essay: EssayResponse, signedIn: boolean) {
  const saved = essay.data.feedback ?? "";
  const [editing, setEditing] = useState(() => signedIn && !saved.trim());
  const [text, setText] = useState(saved);
  const [touched, setTouched] = useState(false);
  // Focus the field when the teacher asked to edit, not when the card opens in edit mode on load.
  const [focusField, setFocusField] = useState(false);
  const patch = usePatchEssay(essay);
  const suggestion = usePatchEssay(essay);
  const [confirming, setConfirming] = useState(false);
  const error = validateWordCountedText(text, WORD_COUNT_RULES.feedback);

  const handleEdit = () => {
    setText(saved);
    setTouched(false);
    setFocusField(true);
    setEditing(true);
  };
  const handleCancel = () => {
    patch.reset();
    setEditing(false);
  };
  const handleSave = () => {
    if (error) return;
    patch.mutate({ feedback: text }, { onSuccess: () => setEditing(false) });
  };
  const handleChange = (value: string) => {
    setText(value);
    setTouched(true);
  };
  const suggestFeedback = () => {
    setConfirming(false);
    suggestion.mutate({ draft_feedback: true });
  };
  const handleSuggestAgain = () => (essay.data.feedback_by_teacher ? setConfirming(true) : suggestFeedback());
  const handleKeepMine = () => setConfirming(false);

  return {
    saved,
    editing,
    text,
    touched,
    focusField,
    error,
    patch,
    suggestion,
    confirming,
    handleEdit,
    handleCancel,
    handleSave,
    handleChange,
    suggestFeedback,
    handleSuggestAgain,
    handleKeepMine,
  };
}

export type FeedbackCardState = ReturnType<typeof useFeedbackCard>;
