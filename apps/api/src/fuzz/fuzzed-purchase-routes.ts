import { randomUUID } from "node:crypto";
import { OrganisationIdParams, PurchaseParams } from "@redpen/contract";
import { insertPurchase } from "../db/purchases.queries";
import type { TestContext } from "../testing/test-api";
import type { Teacher } from "../testing/teachers";
import { API, forTeacher } from "./fuzz-calls";
import type { FuzzFixtures } from "./fuzz-fixtures";
import type { FuzzedRoute } from "./fuzzed-route";

/** A purchase of the teacher's school, stored directly as a paid checkout records it; its id. */
export async function storedPurchase(ctx: TestContext, teacher: Teacher): Promise<string> {
  const id = randomUUID();
  await insertPurchase(ctx.api.db, {
    id,
    organisation_id: teacher.organisationId,
    checkout_session_id: `cs_fuzz_${id}`,
    buyer_user_id: teacher.userId,
    pack_name: "50 essays",
    essay_quantity: 50,
    net_cents: 3900,
    vat_rate_basis_points: 2000,
    vat_cents: 780,
    total_cents: 4680,
    currency: "EUR",
    school_name: "Fuzz school",
    school_address: null,
    school_vat_number: null,
    seller_name: "Redpen",
    seller_address: null,
    seller_vat_number: null,
    provider_receipt_url: null,
    purchased_at: new Date().toISOString(),
  });
  return id;
}

/** The school's purchases and one receipt, described for the fuzz test. */
export const PURCHASE_ROUTES: FuzzedRoute[] = [
  {
    method: "GET",
    url: `${API}/organisations/:organisation_id/purchases`,
    caller: "teacher",
    params: OrganisationIdParams,
    valid: (fixtures) =>
      forTeacher(fixtures, { params: { organisation_id: fixtures.teacher.organisationId }, query: {} }),
    trespasses: [
      {
        name: "another school",
        call: (fixtures: FuzzFixtures) => ({ params: { organisation_id: fixtures.stranger.organisationId } }),
      },
    ],
  },
  {
    method: "GET",
    url: `${API}/organisations/:organisation_id/purchases/:purchase_id`,
    caller: "teacher",
    params: PurchaseParams,
    valid: (fixtures) =>
      forTeacher(fixtures, {
        params: { organisation_id: fixtures.teacher.organisationId, purchase_id: fixtures.ids.purchase },
        query: {},
      }),
    trespasses: [
      {
        name: "another school",
        call: (fixtures: FuzzFixtures) => ({
          params: { organisation_id: fixtures.stranger.organisationId, purchase_id: fixtures.ids.strangerPurchase },
        }),
      },
      {
        name: "another school's receipt",
        call: (fixtures: FuzzFixtures) => ({
          params: { organisation_id: fixtures.teacher.organisationId, purchase_id: fixtures.ids.strangerPurchase },
        }),
      },
    ],
  },
];
