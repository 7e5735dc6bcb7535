import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { cameFromPayment } from "../utils/payment-received";

/** How long the page keeps reading the credits after a payment, in case its confirmation lags. */
const WATCH_MS = 30_000;

/**
 * Whether the teacher just came back from a payment ('Payment received' shows until dismissed),
 * and whether the credits are still being watched for it. The router state is dropped at once,
 * so a reload does not announce the payment again.
 */
export function usePaymentReceived() {
  const location = useLocation();
  const navigate = useNavigate();
  const [received, setReceived] = useState(() => cameFromPayment(location.state));
  const [watching, setWatching] = useState(received);

  useEffect(() => {
    if (cameFromPayment(location.state)) void navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);

  useEffect(() => {
    if (!watching) return;
    const timer = setTimeout(() => setWatching(false), WATCH_MS);
    return () => clearTimeout(timer);
  }, [watching]);

  const dismiss = () => setReceived(false);
  return { received, watching, dismiss };
}
