import { Alert } from "@mui/material";
import { ERROR_MESSAGES } from "@redpen/contract";
import { useParams } from "react-router";
import { PageTitle } from "../../../components/page-title";

/** /essays/{id}, public (the view itself comes with the essays issue). */
export function EssayPage() {
  const { id } = useParams();
  if (!id) return <Alert severity="error">{ERROR_MESSAGES.malformedEssayUrl}</Alert>;
  return <PageTitle>Essay</PageTitle>;
}
