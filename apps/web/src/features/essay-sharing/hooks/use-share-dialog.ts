import { useEffect, useState } from "react";
import { paths } from "../../../config/paths";
import { useRevokeShareLink, useShareEssay } from "../../../lib/api/share-link";

/**
 * The share dialog's link: asked for the first time the dialog opens (the api makes it when the
 * essay has none), revoked after the teacher confirms, and made anew on 'Make a new link'.
 */
export function useShareDialog(essayId: string, open: boolean) {
  const share = useShareEssay(essayId);
  const revoke = useRevokeShareLink(essayId);
  const [revoked, setRevoked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const token = revoked ? undefined : share.data?.data.token;
  const link = token && `${window.location.origin}${paths.sharedEssay.getHref(token)}`;
  const { mutate: askForLink, isIdle } = share;

  // The first opening asks for the link (the api makes it when the essay has none); a revoked one waits for 'Make a new link'.
  useEffect(() => {
    if (open && isIdle) askForLink();
  }, [open, isIdle, askForLink]);

  const handleNewLink = () => share.mutate(undefined, { onSuccess: () => setRevoked(false) });
  const handleRevoke = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setRevoked(true);
        setConfirming(false);
      },
    });
  const handleAskRevoke = () => setConfirming(true);
  const handleCancelRevoke = () => {
    revoke.reset();
    setConfirming(false);
  };
  return { share, revoke, revoked, confirming, link, handleNewLink, handleRevoke, handleAskRevoke, handleCancelRevoke };
}
