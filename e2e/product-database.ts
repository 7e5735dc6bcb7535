/**
 * The running product's own SQLite database (the e2e product runs `npm start` with no settings),
 * for the states a browser cannot bring about in a test's time: a correction that failed, a
 * correction the school's teachers made three times.
 */
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { B2_FIRST_ESSAY, B2_FIRST_ESSAY_ID } from "@redpen/contract/testing";
import Database from "better-sqlite3";
import type { RunningProduct } from "./product";

function withDatabase<T>(product: RunningProduct, use: (database: Database.Database) => T): T {
  const database = new Database(join(product.dataDir, "redpen.sqlite"));
  try {
    return use(database);
  } finally {
    database.close();
  }
}

/** The essay's fixed text could not be corrected: the row as the correction job leaves it. */
export function failFix(
  product: RunningProduct,
  essayId: string,
  reason: string,
  fix: (original: string) => string,
): void {
  withDatabase(product, (database) => {
    const { original } = database.prepare("SELECT original FROM essays WHERE id = ?").get(essayId) as {
      original: string;
    };
    database
      .prepare("UPDATE essays SET fix_failure = ? WHERE id = ?")
      .run(JSON.stringify({ reason, original: fix(original) }), essayId);
  });
}

/** Clears a failed fix's note again. */
export function clearFixFailure(product: RunningProduct, essayId: string): void {
  withDatabase(product, (database) =>
    database.prepare("UPDATE essays SET fix_failure = NULL WHERE id = ?").run(essayId),
  );
}

/** A correction of the school of the teacher with this email, made three times by its teachers, as their marking leaves it. */
export function rememberForSchool(
  product: RunningProduct,
  email: string,
  correction: {
    original: string;
    replacement: string;
    category: string;
    explanation: string;
    before: string;
    after: string;
  },
): void {
  withDatabase(product, (database) => {
    const { organisation_id } = database
      .prepare(
        "SELECT m.organisation_id FROM organisation_members m JOIN users u ON u.id = m.user_id WHERE u.email = ?",
      )
      .get(email) as { organisation_id: string };
    const now = new Date().toISOString();
    database
      .prepare(
        "INSERT INTO school_corrections (id, organisation_id, original, replacement, category, explanation, before_words, after_words, added, teacher_ids, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 3, ?, ?, ?)",
      )
      .run(
        randomUUID(),
        organisation_id,
        correction.original,
        correction.replacement,
        correction.category,
        correction.explanation,
        JSON.stringify([correction.before]),
        JSON.stringify([correction.after]),
        JSON.stringify([randomUUID()]),
        now,
        now,
      );
  });
}

/** A corrected text essay of the teacher with this email, graded by Redpen (`advised`) and by the teacher (`teacher`), per criterion. */
export function insertGradedEssay(
  product: RunningProduct,
  email: string,
  essay: { text: string; advised: Record<string, number>; teacher: Record<string, number> },
): void {
  withDatabase(product, (database) => {
    const { user_id, organisation_id } = database
      .prepare(
        "SELECT m.user_id, m.organisation_id FROM organisation_members m JOIN users u ON u.id = m.user_id WHERE u.email = ?",
      )
      .get(email) as { user_id: string; organisation_id: string };
    const now = new Date().toISOString();
    const total = (grades: Record<string, number>) => Object.values(grades).reduce((a, b) => a + b, 0);
    database
      .prepare(
        `INSERT INTO essays (id, owner_user_id, organisation_id, status, original, correction, certificate_id, certificate_name, certificate_cefr_level, certificate_format, input_method, student_image_ids,
           grade, grade_max, grade_per_certificate_criterion, edits, feedback, user_feedback, created_at, updated_at)
         VALUES (?, ?, ?, 'SUCCESS', ?, ?, ?, ?, ?, ?, 'TEXT', '[]', ?, 20, ?, '[]', 'Well done.', ?, ?, ?)`,
      )
      .run(
        randomUUID(),
        user_id,
        organisation_id,
        essay.text,
        essay.text,
        B2_FIRST_ESSAY_ID,
        B2_FIRST_ESSAY.name,
        B2_FIRST_ESSAY.cefr_level,
        B2_FIRST_ESSAY.format,
        total(essay.advised),
        JSON.stringify(essay.advised),
        JSON.stringify({ grade_per_certificate_criterion: essay.teacher, grade: total(essay.teacher) }),
        now,
        now,
      );
  });
}
