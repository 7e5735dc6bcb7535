import LockOutlinedIcon from "@mui/icons-material/LockOutlined";
import { Alert, Button } from "@mui/material";
import { ApiRequestError, ERROR_MESSAGES } from "@redpen/contract";
import { Link as RouterLink, useLocation, useParams } from "react-router";
import { ErrorNotice } from "../../../components/error-notice";
import { paths } from "../../../config/paths";
import { useAuth } from "../../../lib/auth/auth-context";
import { useEssay } from "../../../lib/api/get-essay";
import { SharedImagesContext } from "../../../lib/api/images";
import { EssayNotice } from "./essay-notice";
import { EssayResult } from "./essay-result";
import { EssayFailed, EssayStatus } from "./essay-status";

/**
 * /essays/{id}: the essay's teacher's page. Signed out, it opens only for an essay shared by its
 * id before share links (students now open /s/{token}); otherwise it asks the teacher to log in.
 */
export function EssayPage() {
  const { id } = useParams();
  if (!id) return <Alert severity="error">{ERROR_MESSAGES.malformedEssayUrl}</Alert>;
  return <EssayView essayId={id} />;
}

function EssayView({ essayId }: { essayId: string }) {
  const { isAuthenticated, isEmailVerified } = useAuth();
  const signedIn = isAuthenticated && isEmailVerified;
  const essay = useEssay(essayId);

  if (essay.isError && !essay.data) {
    const notFound = essay.error instanceof ApiRequestError && essay.error.status === 404;
    return !signedIn && notFound ? <TeacherOnly /> : <ErrorNotice error={essay.error} />;
  }
  if (!essay.data || essay.data.data.status === "PENDING")
    return <EssayStatus inputMethod={essay.data?.data.input_method} withUpload={signedIn} />;
  if (essay.data.data.status === "FAILURE") return <EssayFailed essay={essay.data} signedIn={signedIn} />;
  // Signed out, the essay opens by its id only through the link it had before share links, whose
  // token is its id: its photos are loaded through that link.
  return (
    <SharedImagesContext value={signedIn ? null : essayId}>
      <EssayResult essay={essay.data} signedIn={signedIn} />
    </SharedImagesContext>
  );
}

/** A signed-out visitor on an essay's own address: its teacher logs in; a student needs the link their teacher shares. */
function TeacherOnly() {
  const { pathname } = useLocation();
  return (
    <EssayNotice
      icon={<LockOutlinedIcon aria-hidden color="action" sx={{ fontSize: 64 }} />}
      title="This essay opens for its teacher"
      action={
        <Button component={RouterLink} to={paths.login.getHref()} state={{ returnTo: pathname }} variant="contained">
          Log in
        </Button>
      }
    >
      If you are its teacher, log in to see it. If you are the student, open the link your teacher sent you, or ask them
      for it.
    </EssayNotice>
  );
}
