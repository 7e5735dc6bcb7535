import type { ClassResource } from "@redpen/contract";
import type { ClassWithCount } from "../db/classes.queries";

/** The class's certificate, or null when it names none. */
export function classCertificateOf(
  row: Pick<ClassWithCount, "certificate_name" | "certificate_cefr_level" | "certificate_format">,
) {
  const { certificate_name: name, certificate_cefr_level: cefr_level, certificate_format: format } = row;
  return name !== null && cefr_level !== null && format !== null ? { name, cefr_level, format } : null;
}

/** A class, as its teacher sees it. */
export function presentClass(row: ClassWithCount): ClassResource {
  return {
    id: row.id,
    version: row.version,
    data: {
      name: row.name,
      certificate: classCertificateOf(row),
      archived: row.archived === 1,
      student_count: row.student_count,
      organisation_id: row.organisation_id,
      created_at: row.created_at,
      updated_at: row.updated_at,
    },
  };
}
