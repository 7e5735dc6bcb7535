import { MARKED_ESSAY } from "./assets";

/** What Redpen does, in the four points a first visitor needs: each a short title and one sentence. */
export const REDPEN_POINTS: readonly { title: string; text: string }[] = [
  {
    title: "Corrected",
    text: "Paste a student's essay or photograph a handwritten one: every mistake is marked and explained.",
  },
  {
    title: "Graded per the exam",
    text: "A grade for each criterion of the exam you pick: Cambridge, IELTS or TOEFL.",
  },
  {
    title: "Checked by the teacher",
    text: "You accept or change each correction and grade before the student sees them.",
  },
  {
    title: "Offline by default",
    text: "Redpen's own engine corrects the essays: no text goes to an AI service unless your school sets one up.",
  },
];

/** What the picture shows, for those who cannot see it. */
const MARKED_ESSAY_ALT =
  "An essay marked by Redpen: its mistakes struck through with the corrections in red, a grade out of 5 for each criterion of B2 First, and the teacher's tick.";

/**
 * The column beside the login and sign-up forms: what Redpen is, for a visitor who has never used
 * it, and a picture of a marked essay. Its words are constants, so nothing in it needs escaping.
 */
export function aboutRedpen(): string {
  const points = REDPEN_POINTS.map(({ title, text }) => `<li><strong>${title}.</strong> ${text}</li>`).join("\n");
  return `<h2 id="about-redpen">Redpen marks your students' essays</h2>
<ul class="points">
${points}
</ul>
<img class="marked-essay" src="${MARKED_ESSAY.path}" width="400" height="312" alt="${MARKED_ESSAY_ALT}">`;
}
