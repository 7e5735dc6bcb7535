import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlineOutlined";
import LinkOffIcon from "@mui/icons-material/LinkOff";
import { ApiRequestError, ERROR_MESSAGES } from "@redpen/contract";
import { useParams } from "react-router";
import { ErrorNotice } from "../../../components/error-notice";
import { SharedImagesContext } from "../../../lib/api/images";
import { useSharedEssay } from "../api/get-shared-essay";
import { EssayNotice } from "./essay-notice";
import { EssayResult } from "./essay-result";
import { EssayStatus } from "./essay-status";

/**
 * /s/{token}: the student's page, opened with the link their teacher shared, signed in or not. It
 * shows the essay as the student sees it (EssayResult without the teacher's view), whoever opens it.
 */
export function SharedEssayPage() {
  const { token = "" } = useParams();
  return <SharedEssay token={token} />;
}

function SharedEssay({ token }: { token: string }) {
  const essay = useSharedEssay(token);

  if (essay.isError && !essay.data) return <LinkProblem error={essay.error} />;
  if (!essay.data || essay.data.data.status === "PENDING")
    return <EssayStatus inputMethod={essay.data?.data.input_method} withUpload={false} />;
  if (essay.data.data.status === "FAILURE")
    return (
      <EssayNotice
        icon={<ErrorOutlineIcon aria-hidden color="error" sx={{ fontSize: 64 }} />}
        title={ERROR_MESSAGES.essayNotCorrected}
      >
        Your teacher will send you a new link once it is corrected.
      </EssayNotice>
    );
  return (
    <SharedImagesContext value={token}>
      <EssayResult essay={essay.data} signedIn={false} shareToken={token} />
    </SharedImagesContext>
  );
}

/** A link the teacher revoked (410), one that opens nothing (404, or cut short: 400), or another failure. */
function LinkProblem({ error }: { error: unknown }) {
  const status = error instanceof ApiRequestError ? error.status : undefined;
  const icon = <LinkOffIcon aria-hidden color="action" sx={{ fontSize: 64 }} />;
  if (status === 410)
    return (
      <EssayNotice icon={icon} title="This link no longer works">
        Your teacher has revoked this link, and may have sent you a new one. Ask them for the new link to see your
        corrected essay.
      </EssayNotice>
    );
  if (status === 404 || status === 400)
    return (
      <EssayNotice icon={icon} title="This link does not open an essay">
        Check that you copied the whole link, or ask your teacher to send it again.
      </EssayNotice>
    );
  return <ErrorNotice error={error} />;
}
