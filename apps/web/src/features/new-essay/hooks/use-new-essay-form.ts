import { zodResolver } from "@hookform/resolvers/zod";
import type { InputMethod } from "@redpen/contract";
import { useForm, useWatch } from "react-hook-form";
import {
  emptyNewEssayForm,
  newEssayFormMessages,
  newEssayFormSchema,
  type NewEssayFormFields,
  type NewEssayFormValues,
} from "../utils/new-essay-form";

/**
 * The new-essay form (essay text, certificate, topic text and student name; the photos are the
 * uploaders'), checked on submit by the contract's rules. `messages` are those rules' verdict on
 * what is typed now, read on every keystroke so that the steps open and the fields speak at once.
 */
export function useNewEssayForm(inputMethod: InputMethod) {
  const form = useForm<NewEssayFormValues, unknown, NewEssayFormFields>({
    resolver: zodResolver(newEssayFormSchema(inputMethod)),
    defaultValues: emptyNewEssayForm,
  });
  // `compute` keeps the values' full type: every field has a default, so none is ever missing.
  const values = useWatch({ control: form.control, compute: (all: NewEssayFormValues) => all });
  return { form, values, messages: newEssayFormMessages(inputMethod, values) };
}
