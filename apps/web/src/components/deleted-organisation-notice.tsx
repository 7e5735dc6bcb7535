import { Alert } from "@mui/material";
import { useLocation, useNavigate } from "react-router";

/** The navigation state an owner is sent home with once their organisation is deleted. */
export interface DeletedOrganisationState {
  deletedOrganisationName: string;
}

/** The state to navigate home with after deleting the organisation of this name. */
export function deletedOrganisationState(name: string): DeletedOrganisationState {
  return { deletedOrganisationName: name };
}

/** The deleted organisation's name in a page's navigation state, if it came with one. */
export function deletedOrganisationName(state: unknown): string | undefined {
  if (typeof state !== "object" || state === null || !("deletedOrganisationName" in state)) return undefined;
  const name = state.deletedOrganisationName;
  return typeof name === "string" && name !== "" ? name : undefined;
}

/**
 * "<School name> was deleted." on the page an owner lands on after deleting their organisation;
 * closing it clears the state, so it does not come back with a reload.
 */
export function DeletedOrganisationNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const name = deletedOrganisationName(location.state);
  if (!name) return null;
  const handleClose = () => void navigate(location, { replace: true, state: null });
  return (
    <Alert severity="success" onClose={handleClose} sx={{ overflowWrap: "anywhere" }}>
      {`${name} was deleted.`}
    </Alert>
  );
}
