import type { OrganisationUser } from "@redpen/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../config/paths";
import { useInviteTeacher, useRemoveTeacher, useSetTeacherRole } from "../api/school-users";
import { isInvited, isSteppingDown, type MemberActionKind } from "../utils/teacher-list";
import type { Removal } from "../components/remove-teacher-dialog";

/**
 * What the teachers card does: invite, change a role, and remove, leave or step down as owner
 * behind a confirmation. One result line at a time: a new action clears the last one's.
 */
export function useTeacherActions(schoolId: string, myId: string | undefined) {
  const invite = useInviteTeacher(schoolId);
  const remove = useRemoveTeacher(schoolId);
  const setRole = useSetTeacherRole(schoolId);
  const [toRemove, setToRemove] = useState<OrganisationUser | null>(null);
  // The signed-in owner's own row, while they confirm they stop being an owner.
  const [steppingDown, setSteppingDown] = useState<OrganisationUser | null>(null);
  const leftSchool = useLeftSchool(schoolId);
  const removal: Removal =
    toRemove?.id === myId ? "leave" : toRemove && isInvited(toRemove) ? "cancelInvitation" : "remove";

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
      return false; // shown from invite.error
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
      return; // shown from remove.error
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
      // shown from setRole.error
    } finally {
      setSteppingDown(null);
    }
  };

  return {
    invite,
    remove,
    setRole,
    toRemove,
    removal,
    steppingDown,
    handleInvite,
    handleEdit,
    handleAction,
    handleConfirmRemove,
    handleConfirmStepDown,
    handleCancelRemove: () => setToRemove(null),
    handleCancelStepDown: () => setSteppingDown(null),
  };
}

/** Once the teacher has left: home, with nothing of the school kept. */
function useLeftSchool(schoolId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await navigate(paths.home.getHref(), { replace: true });
    queryClient.removeQueries({ queryKey: ["organisations", schoolId] });
    await queryClient.invalidateQueries();
  };
}

/** The teachers card's actions, as `useTeacherActions` returns them. */
export type TeacherActions = ReturnType<typeof useTeacherActions>;
