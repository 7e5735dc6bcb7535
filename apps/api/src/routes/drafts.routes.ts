import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  DraftPatch,
  DraftSettings,
  DraftSettingsResponse,
  EssayDraftParams,
  EssayDraftsResponse,
  EssayIdParams,
  SharedDraftCreate,
  SharedDraftResponse,
  SharedDraftsParams,
  SharedDraftsResponse,
  TeacherDraftResponse,
} from "@redpen/contract";
import type { AppDeps } from "../app-deps";
import type { Essay } from "../db/essays.queries";
import { currentUserOf } from "../plugins/authenticate";
import { presentDraftToStudent, presentDraftToTeacher, shownAnswersOf } from "../presenters/draft.presenter";
import { presentEssayToVisitor } from "../presenters/essay.presenter";
import { codesOfSchool } from "../services/schools/correction-codes";
import { allowDrafts, listEssayDrafts, patchDraft } from "../services/drafts/essay-drafts.service";
import { draftsLeft, readSharedDrafts, sendDraft } from "../services/drafts/second-drafts.service";

/**
 * The student's later drafts of an essay: sent through its share link with no account while the
 * teacher allows them (each checked against the first draft's marks, at no charge); the teacher
 * sets how many, reads them with their checks, and marks, grades and confirms each.
 */
export function draftsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  /** The answers the student's page shows for the essay's marks (none of a mark shared as a code only). */
  const answersFor = async (essay: Essay) =>
    shownAnswersOf(presentEssayToVisitor(essay, await codesOfSchool(deps, essay.organisation_id)).data.edits);
  return async (app) => {
    app.get(
      "/shared-essays/:share_token/drafts",
      { schema: { params: SharedDraftsParams, response: { 200: SharedDraftsResponse } } },
      async (request) => {
        const { essay, drafts } = await readSharedDrafts(deps, request.params.share_token);
        const answers = await answersFor(essay);
        return {
          data: {
            drafts_allowed: essay.drafts_allowed,
            drafts_left: draftsLeft(essay, drafts.length),
            drafts: drafts.map((draft) => presentDraftToStudent(draft, answers, essay.share_mode === "codes")),
          },
        };
      },
    );

    app.post(
      "/shared-essays/:share_token/drafts",
      {
        onRequest: app.limitCalls("draftSend"),
        schema: { params: SharedDraftsParams, body: SharedDraftCreate, response: { 201: SharedDraftResponse } },
      },
      async (request, reply) => {
        const { draft, essay, left } = await sendDraft(deps, request.params.share_token, request.body.text);
        return reply.status(201).send({
          data: presentDraftToStudent(draft, await answersFor(essay), essay.share_mode === "codes"),
          drafts_left: left,
        });
      },
    );

    app.get(
      "/essays/:essay_id/drafts",
      { onRequest: app.authenticate, schema: { params: EssayIdParams, response: { 200: EssayDraftsResponse } } },
      async (request) => {
        const { essay, drafts } = await listEssayDrafts(deps, currentUserOf(request), request.params.essay_id);
        return { data: { drafts_allowed: essay.drafts_allowed, drafts: drafts.map(presentDraftToTeacher) } };
      },
    );

    app.put(
      "/essays/:essay_id/draft-settings",
      {
        onRequest: app.authenticate,
        schema: { params: EssayIdParams, body: DraftSettings, response: { 200: DraftSettingsResponse } },
      },
      async (request) => ({
        data: {
          drafts_allowed: await allowDrafts(
            deps,
            currentUserOf(request),
            request.params.essay_id,
            request.body.drafts_allowed,
          ),
        },
      }),
    );

    app.patch(
      "/essays/:essay_id/drafts/:draft_id",
      {
        onRequest: app.authenticate,
        schema: { params: EssayDraftParams, body: DraftPatch, response: { 200: TeacherDraftResponse } },
      },
      async (request) => {
        const { essay_id, draft_id } = request.params;
        const draft = await patchDraft(deps, currentUserOf(request), essay_id, draft_id, request.body);
        return { data: presentDraftToTeacher(draft) };
      },
    );
  };
}
