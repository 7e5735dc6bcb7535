import { randomUUID } from "node:crypto";
import { z } from "zod";
import {
  CLASS_SET_DATA_FIELD,
  ClassSetCreateParams,
  ClassSetIdParams,
  ClassSetPatchRequest,
  ClassSetStartRequest,
  EssayCreateRequest,
  EssayEditsPatch,
  EssayFeedbackDraftPatch,
  EssaySharingPatch,
  EssayFeedbackPatch,
  EssayGradingPatch,
  EssayIdParams,
  EssayListQuery,
  EssayOriginalPatch,
  EssayPatchRequest,
  EssayRatingsPatch,
  EssayStudentPatch,
  type EssayPatchKind,
  type EssayPatchRequestInput,
  ImageIdParams,
  ImageUploadQuery,
  PaymentQuery,
  SharedEssayParams,
} from "@redpen/contract";
import type { CardForm } from "../payments/card-form";
import { TEST_CARD_NUMBER } from "../payments/card-form";
import { PaymentEvent } from "../payments/payment-event";
import { CheckoutParams } from "../routes/checkout.routes";
import { completedEvent } from "../testing/payments";
import { B2_FIRST_CRITERIA, ESSAY_TEXT, textEssayData } from "../testing/essays";
import type { FuzzFixtures } from "./fuzz-fixtures";
import { API, forTeacher, noInput, teacherOnly } from "./fuzz-calls";
import type { FuzzedRoute } from "./fuzzed-route";
import { DRAFT_ROUTES } from "./fuzzed-draft-routes";
import { SCHOOL_ROUTES } from "./fuzzed-school-routes";
import { CLASS_ROUTES } from "./fuzzed-class-routes";
import { PROGRESS_ROUTES } from "./fuzzed-progress-routes";

/** The PATCH body's seven kinds as the bridge can walk them (the contract tells them apart by their keys). */
const EssayPatchShapes = z.object({
  version: EssayPatchRequest.shape.version,
  data: z.union([
    EssayGradingPatch,
    EssayFeedbackPatch,
    EssayRatingsPatch,
    EssayEditsPatch,
    EssayOriginalPatch,
    EssayFeedbackDraftPatch,
    EssayStudentPatch,
    EssaySharingPatch,
  ]),
});

/**
 * A change of each kind PATCH /essays/{essay_id} takes, on an essay of the teacher's: a fix of the
 * text goes to an essay of its own, as it leaves the essay being corrected again.
 */
const ESSAY_CHANGES: Record<
  EssayPatchKind,
  (fixtures: FuzzFixtures) => Promise<{ essayId: string; data: EssayPatchRequestInput["data"] }>
> = {
  grading: async (fixtures) => ({
    essayId: fixtures.ids.essay,
    data: {
      user_feedback: {
        grade_per_certificate_criterion: Object.fromEntries(B2_FIRST_CRITERIA.map((name) => [name, 3.5])),
        grade: 14,
      },
    },
  }),
  feedback: async (fixtures) => ({
    essayId: fixtures.ids.essay,
    data: { feedback: "Well organised, check your verb tenses." },
  }),
  ratings: async (fixtures) => ({
    essayId: fixtures.ids.essay,
    data: { user_feedback: { correction: "good", comment: "Quick and clear." } },
  }),
  edits: async (fixtures) => ({
    essayId: fixtures.ids.essay,
    data: { edits: [{ start: 0, end: 4, original: "Last", replacement: "This", source: "teacher", state: "added" }] },
  }),
  draft: async (fixtures) => ({ essayId: fixtures.ids.essay, data: { draft_feedback: true } }),
  sharing: async (fixtures) => ({ essayId: fixtures.ids.essay, data: { share_mode: "codes" } }),
  original: async (fixtures) => ({
    essayId: await fixtures.correctedEssay(),
    data: { original: ESSAY_TEXT.replace("I go to the mountains", "I went to the mountains") },
  }),
  student: async (fixtures) => ({
    essayId: fixtures.ids.essay,
    data: { class_id: fixtures.ids.class, student_id: fixtures.ids.student },
  }),
};
const ESSAY_CHANGE_KINDS = Object.keys(ESSAY_CHANGES) as EssayPatchKind[];
let essayChanges = 0;

/** The valid PATCH of each kind in turn, so that the bad requests are made of every kind. */
async function nextEssayChange(fixtures: FuzzFixtures) {
  const kind = ESSAY_CHANGE_KINDS[essayChanges++ % ESSAY_CHANGE_KINDS.length]!;
  const { essayId, data } = await ESSAY_CHANGES[kind](fixtures);
  return forTeacher(fixtures, {
    params: { essay_id: essayId },
    query: {},
    body: { version: (await fixtures.versionOf("essays", essayId)) + 1, data },
  });
}

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
  ...CLASS_ROUTES,
  ...DRAFT_ROUTES,
  ...PROGRESS_ROUTES,
  teacherOnly("GET", "/products"),
  { method: "GET", url: `${API}/essays/certificates`, caller: "anyone", valid: () => noInput },
  {
    method: "GET",
    url: `${API}/essays`,
    caller: "teacher",
    query: EssayListQuery,
    valid: (fixtures) =>
      forTeacher(fixtures, {
        params: {},
        query: { offset: "0", limit: "20", filter_has_topic: "false", class_id: fixtures.ids.class },
      }),
    trespasses: [
      { name: "another teacher's class", call: (fixtures) => ({ query: { class_id: fixtures.ids.strangerClass } }) },
      {
        name: "another teacher's student",
        call: (fixtures) => ({ query: { student_id: fixtures.ids.strangerStudent } }),
      },
    ],
  },
  {
    method: "GET",
    url: `${API}/essays/:essay_id`,
    caller: "anyone",
    params: EssayIdParams,
    valid: (fixtures) => forTeacher(fixtures, { params: { essay_id: fixtures.ids.essay }, query: {} }),
  },
  {
    method: "GET",
    url: `${API}/essays/:essay_id/transcription`,
    caller: "teacher",
    params: EssayIdParams,
    valid: (fixtures) => forTeacher(fixtures, { params: { essay_id: fixtures.ids.photoEssay }, query: {} }),
    trespasses: [
      { name: "another teacher's essay", call: (fixtures) => ({ params: { essay_id: fixtures.ids.strangerEssay } }) },
    ],
  },
  {
    method: "POST",
    url: `${API}/essays/:essay_id`,
    caller: "teacher",
    params: EssayIdParams,
    body: { encoding: "json", schema: EssayCreateRequest },
    valid: (fixtures) =>
      forTeacher(fixtures, { params: { essay_id: randomUUID() }, query: {}, body: { data: textEssayData() } }),
    trespasses: [
      {
        name: "the id of another teacher's essay",
        call: (fixtures) => ({ params: { essay_id: fixtures.ids.strangerEssay } }),
      },
      { name: "the id of an essay of one's own", call: (fixtures) => ({ params: { essay_id: fixtures.ids.essay } }) },
      {
        name: "another teacher's photo",
        call: (fixtures) => ({
          body: {
            data: textEssayData({
              input_method: "IMAGE",
              original: undefined,
              relationships: { student_image_ids_sorted: [fixtures.ids.strangerImage] },
            }),
          },
        }),
      },
      {
        name: "another teacher's topic photo",
        call: (fixtures) => ({
          body: {
            data: textEssayData({
              topic_text: undefined,
              relationships: { topic_image_id: fixtures.ids.strangerImage },
            }),
          },
        }),
      },
      {
        name: "another teacher's class",
        call: (fixtures) => ({ body: { data: textEssayData({ class_id: fixtures.ids.strangerClass }) } }),
      },
      {
        name: "another teacher's student",
        call: (fixtures) => ({ body: { data: textEssayData({ student_id: fixtures.ids.strangerStudent }) } }),
      },
      {
        name: "a student of another class",
        call: (fixtures) => ({
          body: { data: textEssayData({ class_id: fixtures.ids.otherClass, student_id: fixtures.ids.student }) },
        }),
      },
      {
        name: "one photo twice",
        call: (fixtures) => ({
          body: {
            data: textEssayData({
              input_method: "IMAGE",
              original: undefined,
              relationships: { student_image_ids_sorted: [fixtures.ids.image, fixtures.ids.image] },
            }),
          },
        }),
      },
    ],
  },
  {
    method: "PATCH",
    url: `${API}/essays/:essay_id`,
    caller: "teacher",
    params: EssayIdParams,
    body: { encoding: "json", schema: EssayPatchShapes },
    valid: nextEssayChange,
    trespasses: [
      { name: "another teacher's essay", call: (fixtures) => ({ params: { essay_id: fixtures.ids.strangerEssay } }) },
      {
        name: "stale version",
        call: async (fixtures) => ({
          params: { essay_id: fixtures.ids.essay },
          body: { version: await fixtures.versionOf("essays", fixtures.ids.essay), data: { feedback: "Two words." } },
        }),
      },
      {
        name: "a version ahead",
        call: async (fixtures) => ({
          params: { essay_id: fixtures.ids.essay },
          body: {
            version: (await fixtures.versionOf("essays", fixtures.ids.essay)) + 2,
            data: { feedback: "Two words." },
          },
        }),
      },
      {
        name: "an essay still pending",
        call: async (fixtures) => ({
          params: { essay_id: fixtures.ids.pendingEssay },
          body: { version: 2, data: { feedback: "Two words." } },
        }),
      },
      {
        name: "criteria of another certificate",
        call: async (fixtures) => ({
          params: { essay_id: fixtures.ids.essay },
          body: {
            version: (await fixtures.versionOf("essays", fixtures.ids.essay)) + 1,
            data: { user_feedback: { grade_per_certificate_criterion: { "Task Response": 5 }, grade: 5 } },
          },
        }),
      },
      {
        name: "grades above the criteria's maximum",
        call: async (fixtures) => ({
          params: { essay_id: fixtures.ids.essay },
          body: {
            version: (await fixtures.versionOf("essays", fixtures.ids.essay)) + 1,
            data: {
              user_feedback: {
                grade_per_certificate_criterion: Object.fromEntries(B2_FIRST_CRITERIA.map((name) => [name, 50])),
                grade: 200,
              },
            },
          },
        }),
      },
      {
        name: "one criterion above its top band",
        call: async (fixtures) => ({
          params: { essay_id: fixtures.ids.essay },
          body: {
            version: (await fixtures.versionOf("essays", fixtures.ids.essay)) + 1,
            data: {
              user_feedback: {
                grade_per_certificate_criterion: {
                  ...Object.fromEntries(B2_FIRST_CRITERIA.map((name) => [name, 3])),
                  Language: 7,
                },
                grade: 16,
              },
            },
          },
        }),
      },
      {
        name: "a transcription rating of a pasted essay",
        call: async (fixtures) => ({
          params: { essay_id: fixtures.ids.essay },
          body: {
            version: (await fixtures.versionOf("essays", fixtures.ids.essay)) + 1,
            data: { user_feedback: { transcription: "bad" } },
          },
        }),
      },
      {
        name: "a correction of words the text does not have there",
        call: async (fixtures) => ({
          params: { essay_id: fixtures.ids.essay },
          body: {
            version: (await fixtures.versionOf("essays", fixtures.ids.essay)) + 1,
            data: {
              edits: [{ start: 0, end: 4, original: "Next", replacement: "This", source: "teacher", state: "added" }],
            },
          },
        }),
      },
      {
        name: "another teacher's student",
        call: async (fixtures) => ({
          params: { essay_id: fixtures.ids.essay },
          body: {
            version: (await fixtures.versionOf("essays", fixtures.ids.essay)) + 1,
            data: { student_id: fixtures.ids.strangerStudent },
          },
        }),
      },
      {
        name: "another teacher's class",
        call: async (fixtures) => ({
          params: { essay_id: fixtures.ids.essay },
          body: {
            version: (await fixtures.versionOf("essays", fixtures.ids.essay)) + 1,
            data: { class_id: fixtures.ids.strangerClass, student_id: null },
          },
        }),
      },
      {
        name: "a fix of the text that is another essay",
        call: async (fixtures) => ({
          params: { essay_id: fixtures.ids.essay },
          body: {
            version: (await fixtures.versionOf("essays", fixtures.ids.essay)) + 1,
            data: { original: ESSAY_TEXT.split(" ").reverse().join(" ") },
          },
        }),
      },
    ],
  },
  ...(["POST", "DELETE"] as const).map((method): FuzzedRoute => ({
    method,
    url: `${API}/essays/:essay_id/share-link`,
    caller: "teacher",
    params: EssayIdParams,
    valid: (fixtures) => forTeacher(fixtures, { params: { essay_id: fixtures.ids.essay }, query: {} }),
    trespasses: [
      { name: "another teacher's essay", call: (fixtures) => ({ params: { essay_id: fixtures.ids.strangerEssay } }) },
    ],
  })),
  {
    method: "GET",
    url: `${API}/shared-essays/:share_token`,
    caller: "anyone",
    params: SharedEssayParams,
    valid: async (fixtures) => ({ params: { share_token: await fixtures.liveShareToken() }, query: {} }),
    trespasses: [
      {
        name: "another essay's id, which opens nothing since share links",
        call: (fixtures) => ({ params: { share_token: fixtures.ids.strangerEssay } }),
      },
    ],
  },
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
  {
    method: "POST",
    url: `${API}/class-sets/:class_set_id`,
    caller: "teacher",
    params: ClassSetCreateParams,
    body: { encoding: "multipart" },
    valid: (fixtures) =>
      forTeacher(fixtures, {
        params: { class_set_id: randomUUID() },
        query: {},
        body: {
          file: fixtures.png,
          fields: {
            [CLASS_SET_DATA_FIELD]: JSON.stringify({
              certificate: { name: "Cambridge B2 First", cefr_level: "B2", format: "essay" },
              topic_text: "Should young people do volunteer work?",
            }),
          },
        },
      }),
    trespasses: [
      {
        name: "the id of another teacher's class set",
        call: (fixtures) => ({ params: { class_set_id: fixtures.ids.strangerClassSet } }),
      },
    ],
  },
  {
    method: "GET",
    url: `${API}/class-sets/:class_set_id`,
    caller: "teacher",
    params: ClassSetIdParams,
    valid: (fixtures) => forTeacher(fixtures, { params: { class_set_id: fixtures.ids.classSet }, query: {} }),
    trespasses: [
      {
        name: "another teacher's class set",
        call: (fixtures) => ({ params: { class_set_id: fixtures.ids.strangerClassSet } }),
      },
    ],
  },
  {
    method: "PATCH",
    url: `${API}/class-sets/:class_set_id`,
    caller: "teacher",
    params: ClassSetIdParams,
    body: { encoding: "json", schema: ClassSetPatchRequest },
    valid: async (fixtures) =>
      forTeacher(fixtures, {
        params: { class_set_id: fixtures.ids.classSet },
        query: {},
        body: {
          version: (await fixtures.versionOf("class_sets", fixtures.ids.classSet)) + 1,
          data: { groups: [{ page_numbers: [2, 1], name: "Maria Lopez" }] },
        },
      }),
    trespasses: [
      {
        name: "another teacher's class set",
        call: (fixtures) => ({ params: { class_set_id: fixtures.ids.strangerClassSet } }),
      },
      {
        name: "a stale version",
        call: async (fixtures) => ({
          body: {
            version: await fixtures.versionOf("class_sets", fixtures.ids.classSet),
            data: { groups: [{ page_numbers: [1, 2] }] },
          },
        }),
      },
    ],
  },
  {
    method: "POST",
    url: `${API}/class-sets/:class_set_id/start`,
    caller: "teacher",
    params: ClassSetIdParams,
    body: { encoding: "json", schema: ClassSetStartRequest },
    valid: async (fixtures) => {
      const id = await fixtures.readyClassSet();
      return forTeacher(fixtures, {
        params: { class_set_id: id },
        query: {},
        body: { version: (await fixtures.versionOf("class_sets", id)) + 1 },
      });
    },
    trespasses: [
      {
        name: "another teacher's class set",
        call: async (fixtures) => ({
          params: { class_set_id: fixtures.ids.strangerClassSet },
          body: { version: (await fixtures.versionOf("class_sets", fixtures.ids.strangerClassSet)) + 1 },
        }),
      },
    ],
  },
  {
    method: "GET",
    url: `${API}/images/:image_id`,
    caller: "anyone",
    params: ImageIdParams,
    valid: (fixtures) => ({ params: { image_id: fixtures.ids.image }, query: {} }),
  },
  {
    method: "GET",
    url: `${API}/images/:image_id/file`,
    caller: "anyone",
    params: ImageIdParams,
    valid: (fixtures) => ({ params: { image_id: fixtures.ids.image }, query: {} }),
  },
  {
    method: "GET",
    url: `${API}/images/:image_id/page`,
    caller: "anyone",
    params: ImageIdParams,
    valid: (fixtures) => ({ params: { image_id: fixtures.ids.readImage }, query: {} }),
  },
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
