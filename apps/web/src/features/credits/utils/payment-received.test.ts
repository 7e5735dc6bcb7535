import { describe, expect, it } from "vitest";
import { cameFromPayment, PAYMENT_RECEIVED_STATE } from "./payment-received";

describe("arriving on /billing from a payment", () => {
  it("is told by the state /payment-success passes on", () => {
    expect(cameFromPayment(PAYMENT_RECEIVED_STATE)).toBe(true);
  });

  it("is not assumed from any other state", () => {
    expect(cameFromPayment(null)).toBe(false);
    expect(cameFromPayment(undefined)).toBe(false);
    expect(cameFromPayment({ paymentReceived: "yes" })).toBe(false);
    expect(cameFromPayment("paymentReceived")).toBe(false);
  });
});
