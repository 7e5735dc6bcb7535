import { zodResolver } from "@hookform/resolvers/zod";
import type { GradePerCriterion } from "@redpen/contract";
import { useEffect, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import {
  gradingFormSchema,
  readGradingForm,
  type GradedCriterion,
  type GradingFormValues,
} from "../utils/grading-form";

const valuesOf = (criteria: readonly GradedCriterion[], shown: GradePerCriterion): GradingFormValues => ({
  grades: criteria.map((criterion) => String(shown[criterion.name] ?? "")),
});

/**
 * The grading card's form: a field per criterion, starting from the grades shown, checked by the
 * same schema as the PATCH body. `reading` is what the fields add up to, on every keystroke. While
 * the teacher has typed nothing, the fields follow the grades shown: a marking change that moves
 * the advised grades moves them too, so the card never shows other figures than the summary.
 */
export function useGradingForm(
  criteria: readonly GradedCriterion[],
  shown: GradePerCriterion,
  gradeMax: number | null,
) {
  const form = useForm({
    resolver: zodResolver(gradingFormSchema(criteria, gradeMax)),
    defaultValues: valuesOf(criteria, shown),
  });
  const { isDirty } = form.formState;
  const shownKey = criteria.map((criterion) => shown[criterion.name] ?? "").join("|");
  const lastShown = useRef(shownKey);
  useEffect(() => {
    if (shownKey === lastShown.current) return;
    lastShown.current = shownKey;
    if (!isDirty) form.reset(valuesOf(criteria, shown));
  }, [shownKey, isDirty, form, criteria, shown]);

  const grades = useWatch({ control: form.control, name: "grades" });
  const values = Object.fromEntries(criteria.map((criterion, index) => [criterion.name, grades[index] ?? ""]));
  return {
    form,
    reading: readGradingForm(values, criteria, gradeMax),
    /** Back to the grades shown, e.g. on Edit and Cancel. */
    restart: () => form.reset(valuesOf(criteria, shown)),
  };
}
