import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { LoadingScreen } from "../../../components/loading-screen";
import { myBillingQueryKey } from "../../../lib/api/get-billing";
import { PAYMENT_RECEIVED_STATE } from "../utils/payment-received";

/**
 * /payment-success, where the checkout sends the teacher back: the credits are read afresh and the
 * teacher goes on to /billing, which says the payment was received. The purchase event of SPEC.md
 * 7 is analytics, which runs only in production and is not configured, so nothing else is recorded.
 */
export function PaymentSuccessPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: myBillingQueryKey });
    void queryClient.invalidateQueries({ queryKey: ["organisations"] });
    void navigate("/billing", { replace: true, state: PAYMENT_RECEIVED_STATE });
  }, [queryClient, navigate]);
  return <LoadingScreen label="Payment received" />;
}
