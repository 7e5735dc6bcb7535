import type { StudentResource } from "@redpen/contract";
import type { StudentRow } from "../db/students.queries";

/** A student of a class, as their teacher sees them. */
export function presentStudent(row: StudentRow): StudentResource {
  return {
    id: row.id,
    version: row.version,
    data: {
      class_id: row.class_id,
      name: row.name,
      notes: row.notes,
      created_at: row.created_at,
      updated_at: row.updated_at,
    },
  };
}
