import { Alert, Skeleton, Stack } from "@mui/material";
import { formatError, pageLoadErrorMessage, type OrganisationUser } from "@redpen/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ErrorNotice } from "../../../components/error-notice";
import { paths } from "../../../config/paths";
import { useInviteTeacher, useSchoolUsers, useRemoveTeacher, useSetTeacherRole } from "../api/school-users";
import { isInvited, isSteppingDown, type MemberActionKind } from "../utils/teacher-list";
import { InviteForm } from "./invite-form";
import { SchoolCard } from "./school-card";
import { RemoveTeacherDialog, type Removal } from "./remove-teacher-dialog";
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
  const invite = useInviteTeacher(schoolId);
  const remove = useRemoveTeacher(schoolId);
  const setRole = useSetTeacherRole(schoolId);
  const [toRemove, setToRemove] = useState<OrganisationUser | null>(null);
  // The signed-in owner's own row, while they confirm they stop being an owner.
  const [steppingDown, setSteppingDown] = useState<OrganisationUser | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const removal: Removal =
    toRemove?.id === myId ? "leave" : toRemove && isInvited(toRemove) ? "cancelInvitation" : "remove";

  // One result line at a time: a new action clears the last one's.
  const resetResults = () => {
    invite.reset();
    remove.reset();
    setRole.reset();
  };
  const handleInvite = async (email: string) => {
    remove.reset();
    setRole.reset();
    try {
      await invite.mutateAsync(email);
      return true;
    } catch {
      return false; // shown below from invite.error
    }
  };
  const handleEdit = () => {
    if (!invite.isPending) invite.reset();
  };
  const handleAction = (teacher: OrganisationUser, action: MemberActionKind) => {
    resetResults();
    if (isSteppingDown(teacher, action, myId)) setSteppingDown(teacher);
    else if (action === "makeOwner" || action === "removeOwner")
      setRole.mutate({ teacher, role: action === "makeOwner" ? "owner" : "teacher" });
    else setToRemove(teacher);
  };
  const handleConfirmRemove = async () => {
    if (!toRemove) return;
    try {
      await remove.mutateAsync(toRemove);
    } catch {
      return; // shown below from remove.error
    } finally {
      // Closed after the deletion either way: a refusal shows in the card.
      setToRemove(null);
    }
    // Whoever left has nothing more to do here: home, with nothing of the school kept.
    if (removal === "leave") await leftSchool();
  };
  const handleConfirmStepDown = async () => {
    if (!steppingDown) return;
    try {
      await setRole.mutateAsync({ teacher: steppingDown, role: "teacher" });
    } catch {
      // shown below from setRole.error
    } finally {
      setSteppingDown(null);
    }
  };
  const leftSchool = async () => {
    await navigate(paths.home.getHref(), { replace: true });
    queryClient.removeQueries({ queryKey: ["organisations", schoolId] });
    await queryClient.invalidateQueries();
  };

  return (
    <SchoolCard
      title="Your teachers"
      description="Teachers share the school's credits. Each one sees only their own essays. Owners remove teachers and name other owners."
    >
      <Stack spacing={2}>
        <InviteForm sending={invite.isPending} onInvite={handleInvite} onEdit={handleEdit} />
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
        {users.isPending && <Skeleton variant="rounded" height={120} />}
        {users.error && <Alert severity="error">{pageLoadErrorMessage(formatError(users.error))}</Alert>}
        {users.data && (
          <TeacherList
            teachers={users.data.data}
            myId={myId}
            iAmOwner={iAmOwner}
            onAction={handleAction}
            disabled={remove.isPending || setRole.isPending}
          />
        )}
      </Stack>
      <RemoveTeacherDialog
        teacher={toRemove}
        removal={removal}
        removing={remove.isPending}
        onCancel={() => setToRemove(null)}
        onConfirm={() => void handleConfirmRemove()}
      />
      <StepDownDialog
        open={Boolean(steppingDown)}
        stepping={setRole.isPending}
        onCancel={() => setSteppingDown(null)}
        onConfirm={() => void handleConfirmStepDown()}
      />
    </SchoolCard>
  );
}

/** The line confirming a removal (leaving needs none: the teacher is sent home). */
function removedMessage(teacher: OrganisationUser): string {
  const { email } = teacher.data;
  return isInvited(teacher) ? `Cancelled the invitation to ${email}.` : `Removed ${email}.`;
}

/** The line confirming a role change, as the api replied it. */
function roleMessage(teacher: OrganisationUser, myId: string | undefined): string {
  const who = teacher.id === myId ? "You are" : `${teacher.data.email} is`;
  return teacher.data.role === "owner" ? `${who} now an owner.` : `${who} no longer an owner.`;
}
