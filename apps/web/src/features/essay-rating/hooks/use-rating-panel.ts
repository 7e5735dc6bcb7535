import { FEEDBACK_COMMENT_MAX_CHARS, type EssayResponse, type Rating, type UserFeedback } from "@redpen/contract";
import { useState } from "react";
import { usePatchEssay } from "../../../lib/api/patch-essay";

export type RatingKey = "transcription" | "correction" | "feedback";

export interface PanelValues {
  transcription: Rating | null;
  correction: Rating | null;
  feedback: Rating | null;
  comment: string;
}

function savedValues(userFeedback: UserFeedback | null): PanelValues {
  return {
    transcription: userFeedback?.transcription ?? null,
    correction: userFeedback?.correction ?? null,
    feedback: userFeedback?.feedback ?? null,
    comment: userFeedback?.comment ?? "",
  };
}

/**
 * The rating panel's state: the ratings and comment as the teacher changes them, whether anything
 * changed since the last submit, and the submit, after which the saved values show again.
 */
export function useRatingPanel(essay: EssayResponse) {
  const [values, setValues] = useState(() => savedValues(essay.data.user_feedback));
  const [changed, setChanged] = useState(false);
  const [thanks, setThanks] = useState(false);
  const patch = usePatchEssay(essay);
  const keys: RatingKey[] =
    essay.data.input_method === "IMAGE" ? ["transcription", "correction", "feedback"] : ["correction", "feedback"];
  const commentTooLong = values.comment.length > FEEDBACK_COMMENT_MAX_CHARS;

  const handleChange = (next: Partial<PanelValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setChanged(true);
  };
  const handleSubmit = () => {
    if (commentTooLong) return;
    const comment = values.comment.trim() ? values.comment : null;
    const ratings = {
      correction: values.correction,
      feedback: values.feedback,
      comment,
      ...(keys.includes("transcription") ? { transcription: values.transcription } : {}),
    };
    patch.mutate(
      { user_feedback: ratings },
      {
        onSuccess: (reply) => {
          setValues(savedValues(reply.data.user_feedback));
          setChanged(false);
          setThanks(true);
        },
      },
    );
  };
  const handleThanksClose = () => setThanks(false);
  return { values, changed, thanks, patch, keys, commentTooLong, handleChange, handleSubmit, handleThanksClose };
}
