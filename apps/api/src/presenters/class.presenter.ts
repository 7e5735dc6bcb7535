import type { ClassResource } from "@redpen/contract";
import { classCertificateOf, type ClassWithCount } from "../db/classes.queries";

/** A class, as its teacher sees it. */
export function presentClass(row: ClassWithCount): ClassResource {
  return {
    id: row.id,
    version: row.version,
    data: {
      name: row.name,
      certificate: classCertificateOf(row),
      certificate_id: row.certificate_id,
      archived: row.archived === 1,
      student_count: row.student_count,
      organisation_id: row.organisation_id,
      created_at: row.created_at,
      updated_at: row.updated_at,
    },
  };
}
