import { randomUUID } from "node:crypto";
import { z } from "zod";
import {
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
  EssayRetryRequest,
  EssayStudentPatch,
  type EssayPatchKind,
  type EssayPatchRequestInput,
  SharedEssayParams,
} from "@redpen/contract";
import { B2_FIRST_CRITERIA, ESSAY_TEXT, textEssayData } from "../testing/essays";
import type { FuzzFixtures } from "./fuzz-fixtures";
import { API, forTeacher, noInput } from "./fuzz-calls";
import type { FuzzedRoute, Trespass } from "./fuzzed-route";

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

/** A trespass of PATCH /essays/{essay_id}: a change of the teacher's own essay, with the next version, that must be refused. */
const ownEssayChange = (name: string, data: (fixtures: FuzzFixtures) => Record<string, unknown>): Trespass => ({
  name,
  call: async (fixtures) => ({
    params: { essay_id: fixtures.ids.essay },
    body: { version: (await fixtures.versionOf("essays", fixtures.ids.essay)) + 1, data: data(fixtures) },
  }),
});

/** The essay routes: their list, creation, reading, marking, sharing and the student's link. */
export const ESSAY_ROUTES: FuzzedRoute[] = [
  { method: "GET", url: `${API}/essays/certificates`, caller: "anyone", valid: () => noInput },
  {
    method: "GET",
    url: `${API}/essays`,
    caller: "teacher",
    query: EssayListQuery,
    valid: (fixtures) =>
      forTeacher(fixtures, {
        params: {},
        query: {
          offset: "0",
          limit: "20",
          filter_has_topic: "false",
          class_id: fixtures.ids.class,
          q: "lucía 4b",
          certificate_id: "cambridge-b2-first:essay",
          state: "to_check",
        },
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
    url: `${API}/essays/:essay_id/retry`,
    caller: "teacher",
    params: EssayIdParams,
    body: { encoding: "json", schema: EssayRetryRequest },
    valid: async (fixtures) => {
      const essayId = await fixtures.failedEssay();
      const version = (await fixtures.versionOf("essays", essayId)) + 1;
      return forTeacher(fixtures, { params: { essay_id: essayId }, query: {}, body: { version, data: {} } });
    },
    trespasses: [
      {
        name: "another teacher's essay",
        call: (fixtures) => ({ params: { essay_id: fixtures.ids.strangerEssay } }),
      },
      {
        name: "an essay corrected already",
        call: async (fixtures) => ({
          params: { essay_id: fixtures.ids.essay },
          body: { version: (await fixtures.versionOf("essays", fixtures.ids.essay)) + 1, data: {} },
        }),
      },
      {
        name: "a stale version",
        call: async (fixtures) => {
          const essayId = await fixtures.failedEssay();
          return { params: { essay_id: essayId }, body: { version: 1, data: {} } };
        },
      },
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
      ownEssayChange("criteria of another certificate", () => ({
        user_feedback: { grade_per_certificate_criterion: { "Task Response": 5 }, grade: 5 },
      })),
      ownEssayChange("grades above the criteria's maximum", () => ({
        user_feedback: {
          grade_per_certificate_criterion: Object.fromEntries(B2_FIRST_CRITERIA.map((name) => [name, 50])),
          grade: 200,
        },
      })),
      ownEssayChange("one criterion above its top band", () => ({
        user_feedback: {
          grade_per_certificate_criterion: {
            ...Object.fromEntries(B2_FIRST_CRITERIA.map((name) => [name, 3])),
            Language: 7,
          },
          grade: 16,
        },
      })),
      ownEssayChange("a transcription rating of a pasted essay", () => ({ user_feedback: { transcription: "bad" } })),
      ownEssayChange("a correction of words the text does not have there", () => ({
        edits: [{ start: 0, end: 4, original: "Next", replacement: "This", source: "teacher", state: "added" }],
      })),
      ownEssayChange("another teacher's student", (fixtures) => ({ student_id: fixtures.ids.strangerStudent })),
      ownEssayChange("another teacher's class", (fixtures) => ({
        class_id: fixtures.ids.strangerClass,
        student_id: null,
      })),
      ownEssayChange("a fix of the text that is another essay", () => ({
        original: ESSAY_TEXT.split(" ").reverse().join(" "),
      })),
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
];
