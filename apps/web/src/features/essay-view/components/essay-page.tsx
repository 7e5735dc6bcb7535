import { Alert } from "@mui/material";
import { ERROR_MESSAGES } from "@redpen/contract";
import { useParams } from "react-router";
import { ErrorNotice } from "../../../components/error-notice";
import { useAuth } from "../../../lib/auth/auth-context";
import { useEssay } from "../api/get-essay";
import { EssayResult } from "./essay-result";
import { EssayStatus } from "./essay-status";

/** /essays/{id}: public; anyone with the link reads it, only a signed-in teacher sees what changes it. */
export function EssayPage() {
  const { id } = useParams();
  if (!id) return <Alert severity="error">{ERROR_MESSAGES.malformedEssayUrl}</Alert>;
  return <EssayView essayId={id} />;
}

function EssayView({ essayId }: { essayId: string }) {
  const { isAuthenticated, isEmailVerified } = useAuth();
  const signedIn = isAuthenticated && isEmailVerified;
  const essay = useEssay(essayId);

  if (essay.isError && !essay.data) return <ErrorNotice error={essay.error} />;
  if (!essay.data || essay.data.data.status === "PENDING")
    return <EssayStatus status="correcting" inputMethod={essay.data?.data.input_method} withUpload={signedIn} />;
  if (essay.data.data.status === "FAILURE")
    return <EssayStatus status="failed" inputMethod={essay.data.data.input_method} withUpload />;
  return <EssayResult essay={essay.data} signedIn={signedIn} />;
}
