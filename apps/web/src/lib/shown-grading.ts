import type { ShownGrading } from "@redpen/contract";

// Which grade counts is the contract's (the api's progress figures count the same one); what it is called here is the web's.
export { criteriaOf, shownGrading, type CriterionView, type ShownGrading } from "@redpen/contract";

/** What the shown grade is called: the teacher's own on their page ("Your grade"), their teacher's on the student's. */
export function gradeLabel(source: ShownGrading["source"], signedIn: boolean): string {
  if (source === "advised") return "Advised grade";
  return signedIn ? "Your grade" : "Teacher's grade";
}
