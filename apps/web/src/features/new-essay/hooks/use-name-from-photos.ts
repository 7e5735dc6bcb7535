import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { NewEssayFormFields, NewEssayFormValues } from "../utils/new-essay-form";
import type { PhotosText } from "./use-photos-text";

/**
 * A first line of the photos that only names the student fills the empty name field; `nameFilled`
 * says it did, and `keepNameLine` (the note in step 1) undoes it, keeping the line in the essay.
 */
export function useNameFromPhotos(
  form: UseFormReturn<NewEssayFormValues, unknown, NewEssayFormFields>,
  photosText: PhotosText,
  { isImage, studentName }: { isImage: boolean; studentName: string },
) {
  const offeredName = isImage ? (photosText.nameLine?.name ?? null) : null;
  useEffect(() => {
    if (offeredName && !form.getValues("studentName").trim()) form.setValue("studentName", offeredName);
  }, [offeredName, form]);
  const nameFilled = offeredName !== null && studentName === offeredName;
  const keepNameLine = () => {
    photosText.keepNameLine();
    if (nameFilled) form.setValue("studentName", "");
  };
  return { nameFilled, keepNameLine };
}
