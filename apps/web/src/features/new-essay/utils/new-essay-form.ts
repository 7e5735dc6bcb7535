import { EssayCreateData, EssayText, type InputMethod } from "@redpen/contract";
import type { Control } from "react-hook-form";
import { z } from "zod";

// The contract's own checks of these fields of POST /essays/{essay_id}, so the form says what the api would;
// the form always holds text, so it takes the string check without the api's null or nothing.
const topicText = EssayCreateData.shape.topic_text.unwrap().unwrap();
const studentName = EssayCreateData.shape.name.unwrap().unwrap();

/** The photo essay's form: its pages are the uploaders', stored before the form is sent. */
const PhotoEssayForm = z.object({
  /** Not asked for: a photo essay's text is read from its photos. */
  text: z.string(),
  /**
   * The picked certificate option's id. Null until the teacher picks (until then the latest essay's
   * certificate is the choice); "" once they changed it, while their pick names no option yet.
   */
  certificateId: z.string().nullable(),
  topicText,
  studentName,
});

/** The text essay's form: the pasted essay as POST /essays/{essay_id} checks a TEXT essay's original. */
const TextEssayForm = PhotoEssayForm.extend({ text: EssayText });

/** The schema of the new-essay form for photos or for pasted text. */
export function newEssayFormSchema(inputMethod: InputMethod) {
  return inputMethod === "TEXT" ? TextEssayForm : PhotoEssayForm;
}

/** What the new-essay form holds while the teacher fills it in. */
export type NewEssayFormValues = z.input<typeof TextEssayForm>;
/** The form's fields once checked, as the submit handler gets them. */
export type NewEssayFormFields = z.output<typeof TextEssayForm>;
/** The form's control, for the field components. */
export type NewEssayFormControl = Control<NewEssayFormValues, unknown, NewEssayFormFields>;

/** The form as the page opens. */
export const emptyNewEssayForm: NewEssayFormValues = { text: "", certificateId: null, topicText: "", studentName: "" };

/** The message of each field the values fail (docs/behaviour/validation.md), by the schema that also checks them on submit. */
export type NewEssayFormMessages = Partial<Record<"text" | "topicText" | "studentName", string>>;

/** What is wrong with the values, field by field; empty when they can be sent. */
export function newEssayFormMessages(inputMethod: InputMethod, values: NewEssayFormValues): NewEssayFormMessages {
  const result = newEssayFormSchema(inputMethod).safeParse(values);
  if (result.success) return {};
  const { fieldErrors } = z.flattenError(result.error);
  return {
    text: fieldErrors.text?.[0],
    topicText: fieldErrors.topicText?.[0],
    studentName: fieldErrors.studentName?.[0],
  };
}
