import { Alert } from "@mui/material";
import { ERROR_MESSAGES } from "@redpen/contract";
import { useParams } from "react-router";
import { ErrorNotice } from "../../../components/error-notice";
import { useAuth } from "../../../lib/auth/auth-context";
import { useEssay } from "../api/get-essay";
import { EssayCorrecting } from "./essay-correcting";
import { EssayFailed } from "./essay-failed";
import { EssayResult } from "./essay-result";

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
    return <EssayCorrecting signedIn={signedIn} inputMethod={essay.data?.data.input_method} />;
  if (essay.data.data.status === "FAILURE") return <EssayFailed inputMethod={essay.data.data.input_method} />;
  return <EssayResult essay={essay.data} signedIn={signedIn} />;
}
