import { randomUUID } from "node:crypto";
import { z } from "zod";
import { ImageFileQuery, ImageIdParams, ImageUploadQuery, PaymentQuery, SharedImageParams } from "@redpen/contract";
import type { CardForm } from "../payments/card-form";
import { TEST_CARD_NUMBER } from "../payments/card-form";
import { PaymentEvent } from "../payments/payment-event";
import { CheckoutParams } from "../routes/checkout.routes";
import { completedEvent } from "../testing/payments";
import type { FuzzFixtures } from "./fuzz-fixtures";
import { API, forTeacher, noInput, teacherOnly } from "./fuzz-calls";
import type { FuzzedRoute } from "./fuzzed-route";
import { DRAFT_ROUTES } from "./fuzzed-draft-routes";
import { SCHOOL_ROUTES } from "./fuzzed-school-routes";
import { PURCHASE_ROUTES } from "./fuzzed-purchase-routes";
import { CLASS_ROUTES } from "./fuzzed-class-routes";
import { PROGRESS_ROUTES } from "./fuzzed-progress-routes";
import { ESSAY_ROUTES } from "./fuzzed-essay-routes";
import { CLASS_SET_ROUTES } from "./fuzzed-class-set-routes";

/** The local checkout's card form, as the page posts it. */
const CardFormFields = z.object({
  card_number: z.string(),
  expiry: z.string(),
  cvc: z.string(),
  name: z.string(),
} satisfies Record<keyof CardForm, z.ZodString>);

/** The mailbox's path parameter (a stored mail's id). */
const MailParams = z.object({ mail_id: z.string() });
/** The SPA's catch-all parameter: the page's path. */
const PageParams = z.object({ "*": z.string() });

const packQuery = (fixtures: FuzzFixtures) => {
  const pack = fixtures.ctx.config.payments.products[0]!;
  return {
    product_name: pack.name,
    product_price_cents: String(pack.price_cents),
    product_essay_quantity: String(pack.essay_quantity),
  };
};

/** Every route the api serves but HEAD (Fastify answers it as the GET), described for the fuzz test. */
export const FUZZED_ROUTES: FuzzedRoute[] = [
  { method: "GET", url: `${API}/health`, caller: "anyone", valid: () => noInput },
  { method: "GET", url: `${API}/health/ready`, caller: "anyone", valid: () => noInput, notReady: true },
  ...SCHOOL_ROUTES,
  ...PURCHASE_ROUTES,
  ...CLASS_ROUTES,
  ...DRAFT_ROUTES,
  ...PROGRESS_ROUTES,
  teacherOnly("GET", "/products"),
  ...ESSAY_ROUTES,
  {
    method: "POST",
    url: `${API}/images/:image_id`,
    caller: "teacher",
    params: ImageIdParams,
    query: ImageUploadQuery,
    body: { encoding: "multipart" },
    valid: (fixtures) =>
      forTeacher(fixtures, {
        params: { image_id: randomUUID() },
        query: { has_transcription: "false", resolution: "ORIGINAL" },
        body: fixtures.png,
      }),
    trespasses: [
      {
        name: "the id of another teacher's photo",
        call: (fixtures) => ({ params: { image_id: fixtures.ids.strangerImage } }),
      },
      { name: "the id of a photo of one's own", call: (fixtures) => ({ params: { image_id: fixtures.ids.image } }) },
    ],
  },
  ...CLASS_SET_ROUTES,
  {
    method: "GET",
    url: `${API}/images/:image_id`,
    caller: "teacher",
    params: ImageIdParams,
    valid: (fixtures) => forTeacher(fixtures, { params: { image_id: fixtures.ids.image }, query: {} }),
    trespasses: [
      { name: "another teacher's photo", call: (fixtures) => ({ params: { image_id: fixtures.ids.strangerImage } }) },
    ],
  },
  ...(["file", "page"] as const).map((what): FuzzedRoute => ({
    method: "GET",
    url: `${API}/images/:image_id/${what}`,
    caller: "anyone",
    params: ImageIdParams,
    query: ImageFileQuery,
    valid: async (fixtures) => {
      const imageId = fixtures.ids.readImage;
      return { params: { image_id: imageId }, query: { key: await fixtures.fileKey(imageId) } };
    },
    trespasses: [
      {
        name: "another photo's key",
        call: async (fixtures) => ({
          params: { image_id: fixtures.ids.strangerImage },
          query: { key: await fixtures.fileKey(fixtures.ids.readImage) },
        }),
      },
    ],
  })),
  ...(["", "/file"] as const).map((what): FuzzedRoute => ({
    method: "GET",
    url: `${API}/shared-essays/:share_token/images/:image_id${what}`,
    caller: "anyone",
    params: SharedImageParams,
    valid: async (fixtures) => ({
      params: {
        share_token: await fixtures.liveShareToken(fixtures.ids.photoEssay),
        image_id: fixtures.ids.readImage,
      },
      query: {},
    }),
    trespasses: [
      {
        name: "a photo of another essay",
        call: async (fixtures) => ({
          params: {
            share_token: await fixtures.liveShareToken(fixtures.ids.photoEssay),
            image_id: fixtures.ids.strangerImage,
          },
        }),
      },
    ],
  })),
  {
    method: "GET",
    url: `${API}/payments`,
    caller: "teacher",
    query: PaymentQuery,
    valid: (fixtures) => forTeacher(fixtures, { params: {}, query: packQuery(fixtures) }),
    trespasses: [
      {
        name: "a pack at another price",
        call: (fixtures) => ({ query: { ...packQuery(fixtures), product_price_cents: "1" } }),
      },
      {
        name: "a pack with more credits",
        call: (fixtures) => ({ query: { ...packQuery(fixtures), product_essay_quantity: "100000" } }),
      },
    ],
  },
  {
    method: "POST",
    url: `${API}/payments`,
    caller: "payment-signature",
    body: { encoding: "json", schema: PaymentEvent },
    valid: (fixtures) => ({ params: {}, query: {}, body: completedEvent(fixtures.ids.strangerCheckout) }),
    trespasses: [
      { name: "a session Redpen never opened", call: () => ({ body: completedEvent(`cs_local_${randomUUID()}`) }) },
      {
        name: "an unpaid session",
        call: (fixtures) => ({ body: completedEvent(fixtures.ids.checkout, { payment_status: "unpaid" }) }),
      },
    ],
  },
  {
    method: "GET",
    url: `${API}/checkout/:session_id`,
    caller: "anyone",
    htmlPages: true,
    params: CheckoutParams,
    valid: (fixtures) => ({ params: { session_id: fixtures.ids.checkout }, query: {} }),
    trespasses: [
      { name: "a session never opened", call: () => ({ params: { session_id: `cs_local_${randomUUID()}` } }) },
    ],
  },
  {
    method: "POST",
    url: `${API}/checkout/:session_id`,
    caller: "anyone",
    htmlPages: true,
    params: CheckoutParams,
    body: { encoding: "form", schema: CardFormFields },
    valid: async (fixtures) => ({
      params: { session_id: await fixtures.openCheckout() },
      query: {},
      body: { card_number: TEST_CARD_NUMBER, expiry: "04/40", cvc: "123", name: "Ana Diaz" },
    }),
    trespasses: [
      { name: "a session never opened", call: () => ({ params: { session_id: `cs_local_${randomUUID()}` } }) },
      {
        name: "a declined card",
        call: () => ({ body: { card_number: "4000000000000002", expiry: "04/40", cvc: "123", name: "Ana Diaz" } }),
      },
    ],
  },
  { method: "GET", url: "/mailbox", caller: "mailbox-key", htmlPages: true, valid: () => noInput },
  {
    method: "GET",
    url: "/mailbox/:mail_id",
    caller: "mailbox-key",
    htmlPages: true,
    params: MailParams,
    valid: (fixtures) => ({ params: { mail_id: fixtures.ids.mail }, query: {} }),
    trespasses: [{ name: "a file beside the mails", call: () => ({ params: { mail_id: "../mailbox-key" } }) }],
  },
  { method: "GET", url: "/config.json", caller: "anyone", valid: () => noInput },
  {
    method: "GET",
    url: "/*",
    caller: "anyone",
    htmlPages: true,
    params: PageParams,
    valid: () => ({ params: { "*": "essays/new" }, query: {} }),
  },
];
