import { Alert, Skeleton, Stack } from "@mui/material";
import { formatError, pageLoadErrorMessage, type OrganisationUser } from "@redpen/contract";
import { useState } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { useInviteTeacher, useOrganisationUsers, useRemoveTeacher } from "../api/organisation-users";
import { InviteForm } from "./invite-form";
import { OrganisationCard } from "./organisation-card";
import { RemoveTeacherDialog } from "./remove-teacher-dialog";
import { TeacherList } from "./teacher-list";

/** 'Your teachers': the list, invite by email, and removal behind a confirmation. */
export function TeachersCard({ organisationId, myId }: { organisationId: string; myId: string | undefined }) {
  const users = useOrganisationUsers(organisationId);
  const invite = useInviteTeacher(organisationId);
  const remove = useRemoveTeacher(organisationId);
  const [toRemove, setToRemove] = useState<OrganisationUser | null>(null);

  const handleInvite = async (email: string) => {
    remove.reset();
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
  const handleAskRemove = (teacher: OrganisationUser) => {
    invite.reset();
    remove.reset();
    setToRemove(teacher);
  };
  const handleConfirmRemove = () => {
    // Closed after the deletion either way: a refusal (e.g. the last member) shows in the card.
    if (toRemove) remove.mutate(toRemove, { onSettled: () => setToRemove(null) });
  };

  return (
    <OrganisationCard title="Your teachers" description="Teachers share the organisation's credits. Each one sees only their own essays.">
      <Stack spacing={2}>
        <InviteForm sending={invite.isPending} onInvite={handleInvite} onEdit={handleEdit} />
        {invite.isSuccess && <Alert severity="success" sx={{ overflowWrap: "anywhere" }}>{`Sent invitation email to ${invite.variables}`}</Alert>}
        {invite.error && <ErrorNotice error={invite.error} />}
        {remove.error && <ErrorNotice error={remove.error} />}
        {users.isPending && <Skeleton variant="rounded" height={120} />}
        {users.error && <Alert severity="error">{pageLoadErrorMessage(formatError(users.error))}</Alert>}
        {users.data && <TeacherList teachers={users.data.data} organisationId={organisationId} myId={myId} onRemove={handleAskRemove} disabled={remove.isPending} />}
      </Stack>
      <RemoveTeacherDialog teacher={toRemove} isMe={toRemove?.id === myId} removing={remove.isPending} onCancel={() => setToRemove(null)} onConfirm={handleConfirmRemove} />
    </OrganisationCard>
  );
}
