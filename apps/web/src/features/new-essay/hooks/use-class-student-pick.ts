import type { StudentResource } from "@redpen/contract";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useClasses, useClassStudents } from "../../../lib/api/classes";

/**
 * The class (from the class page's link, or picked in step 3) and its students, whom the name field
 * suggests; `student` is the one whose name is typed.
 */
export function useClassStudentPick(studentName: string) {
  const [searchParams] = useSearchParams();
  const [classId, setClassId] = useState<string | null>(() => searchParams.get("class"));
  const classes = useClasses();
  const openClasses = classes.data?.data.filter((item) => !item.data.archived || item.id === classId) ?? [];
  const pickedClassId = openClasses.some((item) => item.id === classId) ? classId : null;
  const students = useClassStudents(pickedClassId).data?.data ?? [];
  const student = studentNamed(students, studentName);
  return { classes: openClasses, classId: pickedClassId, onClassChange: setClassId, students, student };
}

/** The class's student whose name is typed (whatever its case and spaces around), if any. */
function studentNamed(students: readonly StudentResource[], typed: string): StudentResource | null {
  const name = typed.trim().toLocaleLowerCase();
  return (name && students.find((student) => student.data.name.toLocaleLowerCase() === name)) || null;
}
