import {
  DraftPatch,
  DraftSettings,
  EssayDraftParams,
  EssayIdParams,
  SharedDraftCreate,
  SharedDraftsParams,
} from "@redpen/contract";
import { ESSAY_TEXT } from "../testing/essays";
import { API, forTeacher } from "./fuzz-calls";
import type { FuzzFixtures } from "./fuzz-fixtures";
import type { FuzzedRoute } from "./fuzzed-route";

/** A second draft of the fixtures' essay text: one word corrected, the rest kept. */
export const DRAFT_TEXT = ESSAY_TEXT.replace("I go to", "I went to");

/** A new corrected essay of the teacher, shared, that lets its student send 5 drafts: its id and link token. */
async function draftLink(fixtures: FuzzFixtures): Promise<{ essayId: string; token: string }> {
  const { ctx, teacher } = fixtures;
  const essayId = await fixtures.correctedEssay();
  await ctx.api.db.updateTable("essays").set({ drafts_allowed: 5 }).where("id", "=", essayId).execute();
  const reply = await ctx.api.app.inject({
    method: "POST",
    url: `${API}/essays/${essayId}/share-link`,
    headers: { authorization: `Bearer ${teacher.token}` },
  });
  if (reply.statusCode >= 300) throw new Error(`sharing failed: ${reply.statusCode} ${reply.body}`);
  return { essayId, token: reply.json().data.token as string };
}

/** A draft the student of a new essay sent: the essay's and the draft's ids and the draft's version. */
async function sentDraft(fixtures: FuzzFixtures): Promise<{ essayId: string; draftId: string; version: number }> {
  const { essayId, token } = await draftLink(fixtures);
  const reply = await fixtures.ctx.api.app.inject({
    method: "POST",
    url: `${API}/shared-essays/${token}/drafts`,
    payload: { text: DRAFT_TEXT },
  });
  if (reply.statusCode !== 201) throw new Error(`sending a draft failed: ${reply.statusCode} ${reply.body}`);
  return { essayId, draftId: reply.json().data.id as string, version: 1 };
}

/** The student's drafts through a share link and the teacher's calls on them, described for the fuzz test. */
export const DRAFT_ROUTES: FuzzedRoute[] = [
  {
    method: "GET",
    url: `${API}/shared-essays/:share_token/drafts`,
    caller: "anyone",
    params: SharedDraftsParams,
    valid: async (fixtures) => ({ params: { share_token: (await draftLink(fixtures)).token }, query: {} }),
    trespasses: [
      {
        name: "an essay's id, not a link",
        call: (fixtures) => ({ params: { share_token: fixtures.ids.strangerEssay } }),
      },
    ],
  },
  {
    method: "POST",
    url: `${API}/shared-essays/:share_token/drafts`,
    caller: "anyone",
    params: SharedDraftsParams,
    body: { encoding: "json", schema: SharedDraftCreate },
    valid: async (fixtures) => ({
      params: { share_token: (await draftLink(fixtures)).token },
      query: {},
      body: { text: DRAFT_TEXT },
    }),
    trespasses: [
      {
        name: "the link of an essay that allows no drafts",
        call: async (fixtures) => ({ params: { share_token: await fixtures.liveShareToken() } }),
      },
      {
        name: "an essay's id, not a link",
        call: (fixtures) => ({ params: { share_token: fixtures.ids.strangerEssay } }),
      },
    ],
  },
  {
    method: "GET",
    url: `${API}/essays/:essay_id/drafts`,
    caller: "teacher",
    params: EssayIdParams,
    valid: (fixtures) => forTeacher(fixtures, { params: { essay_id: fixtures.ids.essay }, query: {} }),
    trespasses: [
      { name: "another teacher's essay", call: (fixtures) => ({ params: { essay_id: fixtures.ids.strangerEssay } }) },
    ],
  },
  {
    method: "PUT",
    url: `${API}/essays/:essay_id/draft-settings`,
    caller: "teacher",
    params: EssayIdParams,
    body: { encoding: "json", schema: DraftSettings },
    valid: (fixtures) =>
      forTeacher(fixtures, { params: { essay_id: fixtures.ids.essay }, query: {}, body: { drafts_allowed: 1 } }),
    trespasses: [
      { name: "another teacher's essay", call: (fixtures) => ({ params: { essay_id: fixtures.ids.strangerEssay } }) },
    ],
  },
  {
    method: "PATCH",
    url: `${API}/essays/:essay_id/drafts/:draft_id`,
    caller: "teacher",
    params: EssayDraftParams,
    body: { encoding: "json", schema: DraftPatch },
    valid: async (fixtures) => {
      const { essayId, draftId, version } = await sentDraft(fixtures);
      return forTeacher(fixtures, {
        params: { essay_id: essayId, draft_id: draftId },
        query: {},
        body: { version: version + 1, data: { confirmed: true } },
      });
    },
    trespasses: [
      {
        name: "a draft of another essay",
        call: async (fixtures) => ({
          params: { essay_id: fixtures.ids.essay, draft_id: (await sentDraft(fixtures)).draftId },
        }),
      },
      {
        name: "another teacher's essay",
        call: async (fixtures) => ({
          params: { essay_id: fixtures.ids.strangerEssay, draft_id: (await sentDraft(fixtures)).draftId },
        }),
      },
      {
        name: "stale version",
        call: async (fixtures) => {
          const { essayId, draftId } = await sentDraft(fixtures);
          return { params: { essay_id: essayId, draft_id: draftId }, body: { version: 1, data: { confirmed: true } } };
        },
      },
    ],
  },
];
