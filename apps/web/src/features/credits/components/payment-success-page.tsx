import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { LoadingScreen } from "../../../components/loading-screen";
import { paths } from "../../../config/paths";
import { myCreditsQueryKey } from "../../../lib/api/get-my-credits";
import { PAYMENT_RECEIVED_STATE } from "../utils/payment-received";

/**
 * /payment-success, where the checkout sends the teacher back with a session_id: the credits are
 * read afresh and the teacher goes on to /billing, which says the payment was received. Opened
 * without one (typed, bookmarked) nothing was paid, so /billing says nothing. The purchase event
 * of docs/behaviour/api.md is sent by the api when the payment event arrives, not from here: it counts once,
 * even when the teacher closes the checkout's tab before coming back.
 */
export function PaymentSuccessPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const fromCheckout = Boolean(searchParams.get("session_id"));
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: myCreditsQueryKey });
    void queryClient.invalidateQueries({ queryKey: ["organisations"] });
    void navigate(paths.credits.getHref(), { replace: true, state: fromCheckout ? PAYMENT_RECEIVED_STATE : null });
  }, [queryClient, navigate, fromCheckout]);
  return <LoadingScreen label={fromCheckout ? "Payment received" : "Loading"} />;
}
