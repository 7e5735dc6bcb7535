import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ClassIdParams,
  StudentCreateRequest,
  StudentIdParams,
  StudentListCreateRequest,
  StudentListCreateResponse,
  StudentListResponse,
  StudentPatchRequest,
  StudentResponse,
} from "@redpen/contract";
import type { AppDeps } from "../app-deps";
import { currentUserOf } from "../plugins/authenticate";
import { presentStudent } from "../presenters/student.presenter";
import {
  createStudent,
  createStudentList,
  deleteStudent,
  getOwnStudent,
  listStudents,
  updateStudent,
} from "../services/classes/students.service";

/**
 * The /students calls: the students of a teacher's classes, the teacher's alone (another teacher's
 * student is a 404 as an unknown one is). A class's students are listed by GET /classes/{id}/students and
 * added from a pasted list by POST /classes/{id}/students.
 */
export function studentsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/students",
      { onRequest: app.authenticate, schema: { body: StudentCreateRequest, response: { 201: StudentResponse } } },
      async (request, reply) =>
        reply.status(201).send(presentStudent(await createStudent(deps, currentUserOf(request), request.body.data))),
    );

    app.get(
      "/students/:student_id",
      { onRequest: app.authenticate, schema: { params: StudentIdParams, response: { 200: StudentResponse } } },
      async (request) => presentStudent(await getOwnStudent(deps, currentUserOf(request), request.params.student_id)),
    );

    app.patch(
      "/students/:student_id",
      {
        onRequest: app.authenticate,
        schema: { params: StudentIdParams, body: StudentPatchRequest, response: { 200: StudentResponse } },
      },
      async (request) =>
        presentStudent(await updateStudent(deps, currentUserOf(request), request.params.student_id, request.body)),
    );

    // The student goes; their essays stay, unnamed.
    app.delete(
      "/students/:student_id",
      { onRequest: app.authenticate, schema: { params: StudentIdParams } },
      async (request, reply) => {
        await deleteStudent(deps, currentUserOf(request), request.params.student_id);
        return reply.status(204).send();
      },
    );

    app.get(
      "/classes/:class_id/students",
      { onRequest: app.authenticate, schema: { params: ClassIdParams, response: { 200: StudentListResponse } } },
      async (request) => ({
        data: (await listStudents(deps, currentUserOf(request), request.params.class_id)).map(presentStudent),
      }),
    );

    // A pasted list: 201 with the students added and the names the class had already.
    app.post(
      "/classes/:class_id/students",
      {
        onRequest: app.authenticate,
        schema: { params: ClassIdParams, body: StudentListCreateRequest, response: { 201: StudentListCreateResponse } },
      },
      async (request, reply) => {
        const { created, alreadyInClass } = await createStudentList(
          deps,
          currentUserOf(request),
          request.params.class_id,
          request.body.data,
        );
        return reply
          .status(201)
          .send({ data: { created: created.map(presentStudent), already_in_class: alreadyInClass } });
      },
    );
  };
}
