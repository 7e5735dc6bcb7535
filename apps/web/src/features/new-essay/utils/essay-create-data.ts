import type { EssayCreateData, InputMethod } from "@redpen/contract";

/** What the new-essay form holds when 'Correct it' is pressed. */
export interface NewEssayForm {
  inputMethod: InputMethod;
  /** The pasted essay (TEXT), or the text read from the photos as the teacher checked it (IMAGE). */
  text: string;
  /** Stored essay photos in page order (IMAGE). */
  imageIds: readonly string[];
  /** The picked certificate option's id (GET /essays/certificates). */
  certificateId: string;
  topicText: string;
  /** A stored topic photo; it wins over topic text, which the form hides while a photo is there. */
  topicImageId: string | null;
  studentName: string;
  /** The teacher's class picked, and the student of it whose name is typed; null for none. */
  classId?: string | null;
  studentId?: string | null;
}

/**
 * The data of POST /essays/{id}: blank optional fields become null, and topic_input_method says
 * which topic was given (IMAGE, TEXT or null). A photo essay goes with the text the teacher
 * checked, which the api corrects instead of reading the photos again.
 */
export function essayCreateData(form: NewEssayForm): EssayCreateData {
  const topic = form.topicImageId ? "" : form.topicText.trim();
  const isImage = form.inputMethod === "IMAGE";
  return {
    name: form.studentName.trim() || null,
    class_id: form.classId ?? null,
    student_id: form.studentId ?? null,
    original: form.text,
    certificate_id: form.certificateId,
    input_method: form.inputMethod,
    topic_input_method: form.topicImageId ? "IMAGE" : topic ? "TEXT" : null,
    topic_text: topic || null,
    relationships: { student_image_ids_sorted: isImage ? [...form.imageIds] : [], topic_image_id: form.topicImageId },
  };
}
