import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ClassCreateRequest,
  ClassIdParams,
  ClassListQuery,
  ClassListResponse,
  ClassPatchRequest,
  ClassResponse,
} from "@redpen/contract";
import type { AppDeps } from "../app-deps";
import { currentUserOf } from "../plugins/authenticate";
import { presentClass } from "../presenters/class.presenter";
import { createClass, deleteClass, getOwnClass, listClasses, updateClass } from "../services/classes/classes.service";
import { classGradesCsv } from "../services/classes/class-grades-csv";

/**
 * The /classes calls: a teacher's classes and their grades, the teacher's alone (another
 * teacher's class, of the same school too, is a 404 as an unknown one is).
 */
export function classesRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/classes",
      { onRequest: app.authenticate, schema: { querystring: ClassListQuery, response: { 200: ClassListResponse } } },
      async (request) => ({
        data: (await listClasses(deps, currentUserOf(request), request.query)).map(presentClass),
      }),
    );

    app.post(
      "/classes",
      { onRequest: app.authenticate, schema: { body: ClassCreateRequest, response: { 201: ClassResponse } } },
      async (request, reply) =>
        reply.status(201).send(presentClass(await createClass(deps, currentUserOf(request), request.body.data))),
    );

    app.get(
      "/classes/:class_id",
      { onRequest: app.authenticate, schema: { params: ClassIdParams, response: { 200: ClassResponse } } },
      async (request) => presentClass(await getOwnClass(deps, currentUserOf(request), request.params.class_id)),
    );

    app.patch(
      "/classes/:class_id",
      {
        onRequest: app.authenticate,
        schema: { params: ClassIdParams, body: ClassPatchRequest, response: { 200: ClassResponse } },
      },
      async (request) =>
        presentClass(await updateClass(deps, currentUserOf(request), request.params.class_id, request.body)),
    );

    // The class and its students go; their essays stay (unnamed, with no class).
    app.delete(
      "/classes/:class_id",
      { onRequest: app.authenticate, schema: { params: ClassIdParams } },
      async (request, reply) => {
        await deleteClass(deps, currentUserOf(request), request.params.class_id);
        return reply.status(204).send();
      },
    );

    // A spreadsheet of the class's grades; "no-store", as it names students.
    app.get(
      "/classes/:class_id/grades.csv",
      { onRequest: app.authenticate, schema: { params: ClassIdParams } },
      async (request, reply) => {
        const { fileName, csv } = await classGradesCsv(deps, currentUserOf(request), request.params.class_id);
        return reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="${fileName}"`)
          .header("cache-control", "no-store")
          .send(csv);
      },
    );
  };
}
