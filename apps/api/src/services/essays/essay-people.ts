import { teacherCalled, type EssayData } from "@redpen/contract";
import type { AppDeps } from "../../app-deps";
import type { Essay } from "../../db/essays.queries";
import { findTeacherAndSchool } from "../../db/users.queries";

/** Who an essay's printout and student's page name: its teacher as they are called, and its school. */
export type EssayPeople = Required<Pick<EssayData, "teacher" | "school_name">>;

/** The essay's teacher (their name, else their email: teacherCalled) and its school's name. */
export async function essayPeopleOf(
  { db }: Pick<AppDeps, "db">,
  essay: Pick<Essay, "owner_user_id" | "organisation_id">,
): Promise<EssayPeople> {
  const { teacher, schoolName } = await findTeacherAndSchool(db, essay.owner_user_id, essay.organisation_id);
  return { teacher: teacher ? teacherCalled(teacher) : null, school_name: schoolName };
}
