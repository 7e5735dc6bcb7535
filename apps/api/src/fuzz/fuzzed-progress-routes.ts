import { ClassIdParams, StudentIdParams } from "@redpen/contract";
import { API, forTeacher } from "./fuzz-calls";
import type { FuzzedRoute } from "./fuzzed-route";

/** The progress figures of the teacher's students and classes, and a class's overview, described for the fuzz test. */
export const PROGRESS_ROUTES: FuzzedRoute[] = [
  {
    method: "GET",
    url: `${API}/students/:student_id/progress`,
    caller: "teacher",
    params: StudentIdParams,
    valid: (fixtures) => forTeacher(fixtures, { params: { student_id: fixtures.ids.student }, query: {} }),
    trespasses: [
      {
        name: "another teacher's student",
        call: (fixtures) => ({ params: { student_id: fixtures.ids.strangerStudent } }),
      },
      { name: "a colleague of the same school", call: (fixtures) => ({ token: fixtures.colleague.token }) },
    ],
  },
  ...["progress", "overview"].map((figures): FuzzedRoute => ({
    method: "GET",
    url: `${API}/classes/:class_id/${figures}`,
    caller: "teacher",
    params: ClassIdParams,
    valid: (fixtures) => forTeacher(fixtures, { params: { class_id: fixtures.ids.class }, query: {} }),
    trespasses: [
      { name: "another teacher's class", call: (fixtures) => ({ params: { class_id: fixtures.ids.strangerClass } }) },
      { name: "a colleague of the same school", call: (fixtures) => ({ token: fixtures.colleague.token }) },
    ],
  })),
];
