import { describe, expect, it } from "vitest";
import { DEFAULT_PRODUCTS, SettingsError } from "@redpen/server";
import { readApiConfig } from "./config";

describe("payment settings", () => {
  it("default to the four packs, the local checkout and sales@redpen.app", () => {
    const { payments } = readApiConfig({});
    expect(payments.products).toEqual(DEFAULT_PRODUCTS);
    expect(payments.stripe).toBeUndefined();
    expect(payments.contactEmail).toBe("sales@redpen.app");
    expect(payments.vatRatePercent).toBe(20);
    expect(payments.seller).toEqual({ name: "Redpen", address: null, vatNumber: null });
    expect(payments.webhookSecret).toMatch(/^whsec_local_[0-9a-f]{48}$/);
    expect(readApiConfig({}).payments.webhookSecret).not.toBe(payments.webhookSecret);
  });

  it("read PRODUCTS, CONTACT_EMAIL, the seller, VAT_RATE and the Stripe settings", () => {
    const { payments } = readApiConfig({
      PRODUCTS: '[{"name":"Class set","price_cents":2500,"essay_quantity":30}]',
      CONTACT_EMAIL: "team@school.test",
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
      STRIPE_API_BASE: "http://127.0.0.1:12111/",
      VAT_RATE: "5.5",
      SELLER_NAME: "Redpen Ltd",
      SELLER_ADDRESS: "1 Quay Street\\nDublin",
      SELLER_VAT_NUMBER: "IE1234567T",
    });
    expect(payments).toEqual({
      products: [{ name: "Class set", price_cents: 2500, essay_quantity: 30 }],
      contactEmail: "team@school.test",
      vatRatePercent: 5.5,
      seller: { name: "Redpen Ltd", address: "1 Quay Street\nDublin", vatNumber: "IE1234567T" },
      webhookSecret: "whsec_1",
      stripe: { secretKey: "sk_test_1", apiBase: "http://127.0.0.1:12111" },
    });
  });

  it.each([
    ["not JSON", "20 essays", /not valid JSON/],
    ["not an array", '{"name":"x","price_cents":1,"essay_quantity":1}', /JSON array of credit packs/],
    ["an empty list", "[]", /JSON array of credit packs/],
    ["a price in euros", '[{"name":"x","price_cents":19.5,"essay_quantity":20}]', /price_cents/],
    ["a missing quantity", '[{"name":"x","price_cents":1900}]', /essay_quantity/],
    [
      "a name twice",
      '[{"name":"x","price_cents":1,"essay_quantity":1},{"name":"x","price_cents":2,"essay_quantity":2}]',
      /"x" twice/,
    ],
  ])("refuse PRODUCTS that is %s", (_case, value, message) => {
    expect(() => readApiConfig({ PRODUCTS: value })).toThrow(SettingsError);
    expect(() => readApiConfig({ PRODUCTS: value })).toThrow(message);
  });

  it.each(["20%", "-1", "101", "twenty", "5.555"])("refuse VAT_RATE %s", (value) => {
    expect(() => readApiConfig({ VAT_RATE: value })).toThrow(/Setting VAT_RATE must be a percentage from 0 to 100/);
  });

  it("need both Stripe secrets or neither", () => {
    expect(() => readApiConfig({ STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(
      /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together/,
    );
    expect(() => readApiConfig({ STRIPE_WEBHOOK_SECRET: "whsec_1" })).toThrow(SettingsError);
    expect(() =>
      readApiConfig({ STRIPE_SECRET_KEY: "a", STRIPE_WEBHOOK_SECRET: "b", STRIPE_API_BASE: "nowhere" }),
    ).toThrow(/STRIPE_API_BASE/);
  });
});
