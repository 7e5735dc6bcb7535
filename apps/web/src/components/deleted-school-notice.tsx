import { Alert } from "@mui/material";
import { useLocation, useNavigate } from "react-router";

/** The navigation state an owner is sent home with once their school is deleted. */
export interface DeletedSchoolState {
  deletedSchoolName: string;
}

/** The state to navigate home with after deleting the school of this name. */
export function deletedSchoolState(name: string): DeletedSchoolState {
  return { deletedSchoolName: name };
}

/** The deleted school's name in a page's navigation state, if it came with one. */
export function deletedSchoolName(state: unknown): string | undefined {
  if (typeof state !== "object" || state === null || !("deletedSchoolName" in state)) return undefined;
  const name = state.deletedSchoolName;
  return typeof name === "string" && name !== "" ? name : undefined;
}

/**
 * "<School name> was deleted." on the page an owner lands on after deleting their school;
 * closing it clears the state, so it does not come back with a reload.
 */
export function DeletedSchoolNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const name = deletedSchoolName(location.state);
  if (!name) return null;
  const handleClose = () => void navigate(location, { replace: true, state: null });
  return (
    <Alert severity="success" onClose={handleClose} sx={{ overflowWrap: "anywhere" }}>
      {`${name} was deleted.`}
    </Alert>
  );
}
