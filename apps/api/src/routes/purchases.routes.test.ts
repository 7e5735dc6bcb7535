import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaymentResponse, PurchaseListResponse, PurchaseResponse, UserBillingResponse } from "@redpen/contract";
import { bearer } from "../testing/essays";
import { completedEvent, requestCheckout, sendSignedEvent } from "../testing/payments";
import { invitedTeacher, newTeacher, type Teacher } from "../testing/teachers";
import { startTestApi, type TestContext } from "../testing/test-api";
import { jsonIn, readZip } from "../testing/zip";

const PACK = { name: "50 essays", price_cents: 3900, essay_quantity: 50 };
const SELLER = { SELLER_NAME: "Redpen Ltd", SELLER_ADDRESS: "1 Quay Street\\nDublin", SELLER_VAT_NUMBER: "IE1234567T" };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApi({ ...SELLER, VAT_RATE: "21" });
});
afterAll(async () => ctx?.close());

/** The teacher buys PACK through the local checkout: its signed completed event, sent twice as a provider may. */
async function buyPack(teacher: Teacher): Promise<void> {
  const reply = await requestCheckout(ctx, teacher.token, PACK);
  const sessionId = new URL(PaymentResponse.parse(reply.json()).data.uri).pathname.split("/").pop()!;
  const secret = ctx.config.payments.webhookSecret;
  for (const _ of [1, 2]) expect((await sendSignedEvent(ctx, completedEvent(sessionId), secret)).statusCode).toBe(200);
}

const get = (token: string, url: string) =>
  ctx.api.app.inject({ method: "GET", url: `/api/v1${url}`, headers: bearer(token) });

async function purchasesOf(teacher: Teacher, organisationId = teacher.organisationId) {
  const reply = await get(teacher.token, `/organisations/${organisationId}/purchases`);
  expect(reply.statusCode).toBe(200);
  return PurchaseListResponse.parse(reply.json()).data;
}

async function patchSchool(teacher: Teacher, data: Record<string, unknown>) {
  const school = (await get(teacher.token, `/organisations/${teacher.organisationId}`)).json();
  return ctx.api.app.inject({
    method: "PATCH",
    url: `/api/v1/organisations/${teacher.organisationId}`,
    headers: bearer(teacher.token),
    payload: { version: school.version + 1, data },
  });
}

describe("a school's purchases and receipts", () => {
  it("records a paid pack once, with its VAT worked out and the seller's and school's details", async () => {
    const owner = await newTeacher(ctx);
    expect(await purchasesOf(owner)).toEqual([]);
    await buyPack(owner);

    const [purchase, ...others] = await purchasesOf(owner);
    expect(others).toEqual([]);
    expect(purchase!.data).toMatchObject({
      pack_name: "50 essays",
      essay_quantity: 50,
      net_cents: 3900,
      vat_rate_percent: 21,
      vat_cents: 819,
      total_cents: 4719,
      currency: "EUR",
      buyer_email: owner.email,
      buyer_name: null,
      school: { address: null, vat_number: null },
      seller: { name: "Redpen Ltd", address: "1 Quay Street\nDublin", vat_number: "IE1234567T" },
      provider_receipt_url: null,
    });
    expect(purchase!.data.receipt_number).toBeGreaterThan(0);

    const receipt = await get(owner.token, `/organisations/${owner.organisationId}/purchases/${purchase!.id}`);
    expect(receipt.statusCode).toBe(200);
    expect(PurchaseResponse.parse(receipt.json()).data).toEqual(purchase);
  });

  it("names the school's address and VAT number as they were when it paid", async () => {
    const owner = await newTeacher(ctx);
    expect(
      (await patchSchool(owner, { address: "Calle Mayor 1\n28013 Madrid", vat_number: "ESB12345678" })).statusCode,
    ).toBe(200);
    await buyPack(owner);
    expect((await patchSchool(owner, { address: "", vat_number: null })).statusCode).toBe(200);
    await buyPack(owner);

    const [newest, oldest] = await purchasesOf(owner);
    expect(oldest!.data.school).toMatchObject({ address: "Calle Mayor 1\n28013 Madrid", vat_number: "ESB12345678" });
    expect(newest!.data.school).toMatchObject({ address: null, vat_number: null });
    expect(newest!.data.receipt_number).toBeGreaterThan(oldest!.data.receipt_number);
  });

  it("lists every purchase in the school's data export, as its receipt shows it, with the school's address", async () => {
    const owner = await newTeacher(ctx);
    expect((await patchSchool(owner, { address: "Calle Mayor 1", vat_number: "ESB12345678" })).statusCode).toBe(200);
    await buyPack(owner);
    await buyPack(owner);
    const purchases = await purchasesOf(owner);

    const archive = await get(owner.token, `/organisations/${owner.organisationId}/export`);
    expect(archive.statusCode).toBe(200);
    const files = await readZip(archive.rawPayload);
    expect(jsonIn(files, "purchases.json")).toEqual(purchases.map(({ id, data }) => ({ id, ...data })));
    expect(jsonIn(files, "purchases.json")).toHaveLength(2);
    expect(jsonIn(files, "organisation.json")).toMatchObject({ address: "Calle Mayor 1", vat_number: "ESB12345678" });
    expect(String(files.get("README.txt"))).toContain("purchases.json");
  });

  it("shows the purchases to every teacher of the school, and tells the banner the last pack's size", async () => {
    const owner = await newTeacher(ctx);
    const colleague = await invitedTeacher(ctx, owner.token, owner.organisationId);
    const billing = async () =>
      UserBillingResponse.parse((await get(colleague.token, "/users/me/billing")).json()).data;
    expect((await billing()).last_pack_essay_quantity).toBeNull();
    await buyPack(owner);
    const [purchase] = await purchasesOf(colleague);
    expect(purchase!.data.buyer_email).toBe(owner.email);
    expect(await billing()).toMatchObject({ last_pack_essay_quantity: 50 });
  });

  it("refuses another school's receipt (404) and another school's list (403)", async () => {
    const owner = await newTeacher(ctx);
    const stranger = await newTeacher(ctx);
    await buyPack(owner);
    const [purchase] = await purchasesOf(owner);

    const viaOwnSchool = await get(
      stranger.token,
      `/organisations/${stranger.organisationId}/purchases/${purchase!.id}`,
    );
    expect(viaOwnSchool.statusCode).toBe(404);
    expect(viaOwnSchool.json()).toMatchObject({ error_code: "NOT_FOUND" });
    const viaTheirSchool = await get(
      stranger.token,
      `/organisations/${owner.organisationId}/purchases/${purchase!.id}`,
    );
    expect(viaTheirSchool.statusCode).toBe(403);
    expect((await get(stranger.token, `/organisations/${owner.organisationId}/purchases`)).statusCode).toBe(403);
    const badId = await get(owner.token, `/organisations/${owner.organisationId}/purchases/not-an-id`);
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toHaveProperty("error_code");
  });
});

describe("the school's address and VAT number", () => {
  it("are set by an owner, shown to members, and refused to a teacher who is not one", async () => {
    const owner = await newTeacher(ctx);
    const colleague = await invitedTeacher(ctx, owner.token, owner.organisationId);
    const reply = await patchSchool(owner, { address: "  12 High Street\nYork  ", vat_number: " GB 123 4567 89 " });
    expect(reply.statusCode).toBe(200);
    const school = (await get(colleague.token, `/organisations/${owner.organisationId}`)).json();
    expect(school.data).toMatchObject({ address: "12 High Street\nYork", vat_number: "GB 123 4567 89" });
    const refused = await patchSchool(colleague, { vat_number: "GB999" });
    expect(refused.statusCode).toBe(403);
    expect((await get(owner.token, `/organisations/${owner.organisationId}`)).json().data.vat_number).toBe(
      "GB 123 4567 89",
    );
  });

  it.each([
    ["a VAT number with other characters", { vat_number: "GB<123>" }],
    ["a VAT number too long", { vat_number: "X".repeat(21) }],
    ["an address too long", { address: "a".repeat(301) }],
    ["an address with a control character", { address: "12 High Street\u0007" }],
    ["an address that is not text", { address: 12 }],
  ])("refuses %s with a 400 and changes nothing", async (_, data) => {
    const owner = await newTeacher(ctx);
    expect((await patchSchool(owner, { address: "Kept", vat_number: "KEPT1" })).statusCode).toBe(200);
    const reply = await patchSchool(owner, data);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toHaveProperty("error_message");
    const school = (await get(owner.token, `/organisations/${owner.organisationId}`)).json();
    expect(school.data).toMatchObject({ address: "Kept", vat_number: "KEPT1" });
  });
});
