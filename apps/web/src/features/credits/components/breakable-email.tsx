import { teacherCalled } from "@redpen/contract";
import { Fragment } from "react";

/**
 * An email address that wraps, on a narrow screen, only after its '@' or a dot
 * ('bob.colleague@' / 'school.test'), never in the middle of a name.
 */
export function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** A teacher as the school's lists call them (teacherCalled): their name, else their email, which may wrap. */
export function TeacherCalled({ teacher }: { teacher: { name: string | null; email: string } }) {
  return teacher.name ? teacherCalled(teacher) : <BreakableEmail email={teacher.email} />;
}
