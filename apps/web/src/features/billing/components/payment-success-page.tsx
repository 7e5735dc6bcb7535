import { PageTitle } from "../../../components/page-title";

/** /payment-success (records the purchase with the billing issue). */
export function PaymentSuccessPage() {
  return <PageTitle>Payment received</PageTitle>;
}
