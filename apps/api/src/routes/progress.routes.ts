import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ClassIdParams,
  ClassOverviewResponse,
  ClassProgressResponse,
  StudentIdParams,
  StudentProgressResponse,
} from "@redpen/contract";
import type { AppDeps } from "../app-deps";
import { currentUserOf } from "../plugins/authenticate";
import { presentClassOverview, presentClassProgress, presentStudentProgress } from "../presenters/progress.presenter";
import { getClassEssays, getClassOverviewEssays, getStudentEssays } from "../services/classes/progress.service";

/**
 * The progress figures, computed here alone: a student's essays over time with their figures,
 * a class's essays at a glance, and the class's overview (what to teach next). The teacher's alone: another teacher's class or student is a 404.
 */
export function progressRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/students/:student_id/progress",
      { onRequest: app.authenticate, schema: { params: StudentIdParams, response: { 200: StudentProgressResponse } } },
      async (request) => ({
        data: presentStudentProgress(await getStudentEssays(deps, currentUserOf(request), request.params.student_id)),
      }),
    );

    app.get(
      "/classes/:class_id/progress",
      { onRequest: app.authenticate, schema: { params: ClassIdParams, response: { 200: ClassProgressResponse } } },
      async (request) => ({
        data: presentClassProgress(await getClassEssays(deps, currentUserOf(request), request.params.class_id)),
      }),
    );

    app.get(
      "/classes/:class_id/overview",
      { onRequest: app.authenticate, schema: { params: ClassIdParams, response: { 200: ClassOverviewResponse } } },
      async (request) => ({
        data: presentClassOverview(await getClassOverviewEssays(deps, currentUserOf(request), request.params.class_id)),
      }),
    );
  };
}
