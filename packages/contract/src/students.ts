import { z } from "zod";
import { PlainText, TEXT_TOO_LONG_MESSAGE } from "./validation";
import { withFieldWords } from "./validation-sentences";

/** The longest a student's name in a class is, in characters after trimming. */
export const CLASS_STUDENT_NAME_MAX_CHARS = 120;
/** The longest a teacher's notes on a student are. */
export const STUDENT_NOTES_MAX_CHARS = 2_000;
/** The most students a class holds, and so the most names one paste adds. */
export const CLASS_STUDENTS_MAX = 200;

/** A student's name in a class: trimmed, 1 to CLASS_STUDENT_NAME_MAX_CHARS characters, no control characters. */
export const ClassStudentName = PlainText.trim()
  .min(1, "enter the student's name")
  .max(CLASS_STUDENT_NAME_MAX_CHARS, TEXT_TOO_LONG_MESSAGE);
/** The teacher's notes on a student: up to STUDENT_NOTES_MAX_CHARS characters; blank or null for none. */
export const StudentNotes = PlainText.max(STUDENT_NOTES_MAX_CHARS, TEXT_TOO_LONG_MESSAGE).nullable();

/**
 * The names of a pasted list, one a line: each trimmed, blank lines and repeats (whatever their
 * case) left out, in the list's order. For the web's paste box; the api takes the names as a list.
 */
export function namesOfPastedList(text: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const name = line.trim().replace(/\s+/g, " ");
    const key = name.toLocaleLowerCase();
    if (!name || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}

/** Path parameters of /students/{student_id}. */
export const StudentIdParams = z.object({ student_id: z.uuid() });
export type StudentIdParams = z.infer<typeof StudentIdParams>;

/** A student of one of the caller's classes. */
export const StudentResource = z.object({
  /** The student's id (made by the api). */
  id: z.uuid(),
  /** Optimistic version; a PATCH sends it + 1. */
  version: z.number().int(),
  data: z.object({
    /** The class they are in. */
    class_id: z.uuid(),
    name: z.string(),
    /** The teacher's notes, or null. */
    notes: z.string().nullable(),
    /** ISO 8601 date-times. */
    created_at: z.string(),
    updated_at: z.string(),
  }),
});
export type StudentResource = z.infer<typeof StudentResource>;

/** GET /students/{student_id}, and the reply of POST /students and PATCH /students/{student_id}. */
export const StudentResponse = StudentResource;
export type StudentResponse = z.infer<typeof StudentResponse>;

/** GET /classes/{class_id}/students: the class's students, by name. */
export const StudentListResponse = z.object({ data: z.array(StudentResource) });
export type StudentListResponse = z.infer<typeof StudentListResponse>;

/** POST /students: one new student of one of the caller's classes. */
export const StudentCreateRequest = withFieldWords(
  z.strictObject({
    data: z.strictObject({
      class_id: z.uuid(),
      name: ClassStudentName,
      notes: StudentNotes.optional(),
    }),
  }),
  { data: "the student", "data.class_id": "the class", "data.name": "the student's name", "data.notes": "the notes" },
);
export type StudentCreateRequest = z.infer<typeof StudentCreateRequest>;

/**
 * POST /classes/{class_id}/students: a pasted list, one student per name. A name the class has
 * already (whatever its case) is not added again; the reply says which.
 */
export const StudentListCreateRequest = withFieldWords(
  z.strictObject({
    data: z.strictObject({
      names: z
        .array(ClassStudentName)
        .min(1, "give at least one name")
        .max(CLASS_STUDENTS_MAX, `a class holds at most ${CLASS_STUDENTS_MAX} students`),
    }),
  }),
  { data: "the list", "data.names": "the list of names", "data.names.*": "name {n}" },
);
export type StudentListCreateRequest = z.infer<typeof StudentListCreateRequest>;

/** The reply of POST /classes/{class_id}/students: the students added, and the names the class had already. */
export const StudentListCreateResponse = z.object({
  data: z.object({
    created: z.array(StudentResource),
    already_in_class: z.array(z.string()),
  }),
});
export type StudentListCreateResponse = z.infer<typeof StudentListCreateResponse>;

/** PATCH /students/{student_id}: rename, change the notes (null or blank removes them) or move to another of the caller's classes; version is the stored version + 1. */
export const StudentPatchRequest = withFieldWords(
  z.strictObject({
    version: z.number().int().min(1),
    data: z
      .strictObject({
        name: ClassStudentName.optional(),
        notes: StudentNotes.optional(),
        class_id: z.uuid().optional(),
      })
      .refine(
        (data) => data.name !== undefined || data.notes !== undefined || data.class_id !== undefined,
        "send name, notes or class_id",
      ),
  }),
  {
    version: "the student's version",
    data: "the change",
    "data.name": "the student's name",
    "data.notes": "the notes",
    "data.class_id": "the class",
  },
);
export type StudentPatchRequest = z.infer<typeof StudentPatchRequest>;
