import { Alert, Skeleton, Stack } from "@mui/material";
import { formatError, pageLoadErrorMessage, teacherCalled, type OrganisationUser } from "@redpen/contract";
import { ErrorNotice } from "../../../components/error-notice";
import { useSchoolUsers } from "../api/school-users";
import { useTeacherActions, type TeacherActions } from "../hooks/use-teacher-actions";
import { isInvited } from "../utils/teacher-list";
import { InviteForm } from "./invite-form";
import { SchoolCard } from "./school-card";
import { RemoveTeacherDialog } from "./remove-teacher-dialog";
import { StepDownDialog } from "./step-down-dialog";
import { TeacherList } from "./teacher-list";

interface TeachersCardProps {
  schoolId: string;
  myId: string | undefined;
  /** Whether the signed-in teacher is one of the school's owners. */
  iAmOwner: boolean;
}

/** 'Your teachers': the list with roles, invite by email, owners' role changes, and removal, leaving or stepping down as owner behind a confirmation. */
export function TeachersCard({ schoolId, myId, iAmOwner }: TeachersCardProps) {
  const users = useSchoolUsers(schoolId);
  const actions = useTeacherActions(schoolId, myId);
  const { invite, remove, setRole } = actions;
  return (
    <SchoolCard
      title="Your teachers"
      description="Teachers share the school's credits. Each one sees only their own essays. Owners remove teachers and name other owners."
    >
      <Stack spacing={2}>
        <InviteForm sending={invite.isPending} onInvite={actions.handleInvite} onEdit={actions.handleEdit} />
        <ActionResults actions={actions} myId={myId} />
        {users.isPending && <Skeleton variant="rounded" height={120} />}
        {users.error && <Alert severity="error">{pageLoadErrorMessage(formatError(users.error))}</Alert>}
        {users.data && (
          <TeacherList
            teachers={users.data.data}
            myId={myId}
            iAmOwner={iAmOwner}
            onAction={actions.handleAction}
            disabled={remove.isPending || setRole.isPending}
          />
        )}
      </Stack>
      <RemoveTeacherDialog
        teacher={actions.toRemove}
        removal={actions.removal}
        removing={remove.isPending}
        onCancel={actions.handleCancelRemove}
        onConfirm={() => void actions.handleConfirmRemove()}
      />
      <StepDownDialog
        open={Boolean(actions.steppingDown)}
        stepping={setRole.isPending}
        onCancel={actions.handleCancelStepDown}
        onConfirm={() => void actions.handleConfirmStepDown()}
      />
    </SchoolCard>
  );
}

/** The last action's result: the invitation sent, the removal or role change done, or why not. */
function ActionResults({ actions, myId }: { actions: TeacherActions; myId: string | undefined }) {
  const { invite, remove, setRole } = actions;
  return (
    <>
      {/* The address as the api keeps it (lower-cased), not as typed. */}
      {invite.data && (
        <Alert
          severity="success"
          sx={{ overflowWrap: "anywhere" }}
        >{`Sent invitation email to ${invite.data.data.data.email}`}</Alert>
      )}
      {invite.error && <ErrorNotice error={invite.error} />}
      {remove.isSuccess && (
        <Alert severity="success" sx={{ overflowWrap: "anywhere" }}>
          {removedMessage(remove.variables)}
        </Alert>
      )}
      {remove.error && <ErrorNotice error={remove.error} />}
      {setRole.isSuccess && (
        <Alert severity="success" sx={{ overflowWrap: "anywhere" }}>
          {roleMessage(setRole.data.data, myId)}
        </Alert>
      )}
      {setRole.error && <ErrorNotice error={setRole.error} />}
    </>
  );
}

/** The line confirming a removal (leaving needs none: the teacher is sent home). */
function removedMessage(teacher: OrganisationUser): string {
  const called = teacherCalled(teacher.data);
  return isInvited(teacher) ? `Cancelled the invitation to ${called}.` : `Removed ${called}.`;
}

/** The line confirming a role change, as the api replied it. */
function roleMessage(teacher: OrganisationUser, myId: string | undefined): string {
  const who = teacher.id === myId ? "You are" : `${teacherCalled(teacher.data)} is`;
  return teacher.data.role === "owner" ? `${who} now an owner.` : `${who} no longer an owner.`;
}
