import { zodResolver } from "@hookform/resolvers/zod";
import type { GradePerCriterion } from "@redpen/contract";
import { useForm, useWatch } from "react-hook-form";
import { gradingFormSchema, readGradingForm, type GradingFormValues } from "../utils/grading-form";

/**
 * The grading card's form: a field per criterion, starting from the grades shown, checked by the
 * same schema as the PATCH body. `reading` is what the fields add up to, on every keystroke.
 */
export function useGradingForm(criteria: readonly string[], shown: GradePerCriterion, gradeMax: number | null) {
  const initialValues = (): GradingFormValues => ({
    grades: criteria.map((criterion) => String(shown[criterion] ?? "")),
  });
  const form = useForm({
    resolver: zodResolver(gradingFormSchema(criteria, gradeMax)),
    defaultValues: initialValues(),
  });
  const grades = useWatch({ control: form.control, name: "grades" });
  const values = Object.fromEntries(criteria.map((criterion, index) => [criterion, grades[index] ?? ""]));
  return {
    form,
    reading: readGradingForm(values, criteria, gradeMax),
    /** Back to the grades shown, e.g. on Edit and Cancel. */
    restart: () => form.reset(initialValues()),
  };
}
