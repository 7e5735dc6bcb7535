import fastifyMultipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CLASS_SET_DATA_FIELD,
  CLASS_SET_FILE_FIELD,
  CLASS_SET_MAX_BYTES,
  CLASS_SET_PAGES_MAX,
  ClassSetCreateData,
  ClassSetCreateParams,
  ClassIdParams,
  ClassSetIdParams,
  ClassSetListResponse,
  ClassSetPatchRequest,
  ClassSetResponse,
  ClassSetStartRequest,
  fieldWordsOf,
  validationSentences,
} from "@redpen/contract";
import type { AppDeps } from "../app-deps";
import { AppError, payloadTooLarge, validationFailed } from "../errors";
import { currentUserOf } from "../plugins/authenticate";
import { presentClassSet, presentClassSetSummary } from "../presenters/class-set.presenter";
import { deleteOwnClassSet } from "../services/class-sets/class-set-deletion";
import { classSetsOfClass } from "../services/class-sets/class-sets-of-class";
import {
  readClassSet,
  regroupClassSet,
  startClassSet,
  uploadClassSet,
} from "../services/class-sets/class-sets.service";

const MAX_MEGABYTES = CLASS_SET_MAX_BYTES / (1024 * 1024);
const tooLarge = () =>
  payloadTooLarge(
    `The upload is larger than ${MAX_MEGABYTES} MB: scan at a lower resolution, or split the class set in two.`,
  );

/** The set's data (a JSON `data` field) and its files (`file_name` parts), with a clear 4xx for every way they can be wrong. */
async function readClassSetUpload(request: FastifyRequest): Promise<{ data: ClassSetCreateData; files: Buffer[] }> {
  const noData = () =>
    validationFailed(
      `The upload has no class set data: send it as JSON in the multipart/form-data field "${CLASS_SET_DATA_FIELD}".`,
      CLASS_SET_DATA_FIELD,
    );
  if (!request.isMultipart()) throw noData();
  let dataText: string | undefined;
  const files: Buffer[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (part.fieldname === CLASS_SET_DATA_FIELD) dataText = String(part.value);
        continue;
      }
      if (part.fieldname !== CLASS_SET_FILE_FIELD)
        throw validationFailed(
          `Send the PDF or the photos in the multipart/form-data field "${CLASS_SET_FILE_FIELD}".`,
          CLASS_SET_FILE_FIELD,
        );
      const bytes = await part.toBuffer();
      total += bytes.length;
      if (total > CLASS_SET_MAX_BYTES) throw tooLarge();
      files.push(bytes);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    if (code === "FST_FILES_LIMIT")
      throw validationFailed(
        `A class set takes at most ${CLASS_SET_PAGES_MAX} photos: split it in two sets.`,
        CLASS_SET_FILE_FIELD,
      );
    request.log.info({ err: error }, "unreadable multipart class set upload");
    throw validationFailed("The upload could not be read: send the class set as multipart/form-data.");
  }
  if (dataText === undefined) throw noData();
  let json: unknown;
  try {
    json = JSON.parse(dataText);
  } catch {
    throw validationFailed("The class set data is not JSON: send the class, certificate and task as JSON.", "data");
  }
  const parsed = ClassSetCreateData.safeParse(json);
  if (!parsed.success) {
    const { message, field } = validationSentences(parsed.error.issues, fieldWordsOf(ClassSetCreateData));
    throw validationFailed(message, field ? `data.${field}` : "data");
  }
  return { data: parsed.data, files };
}

/**
 * /class-sets: a whole class's essays from one scan (or photos). POST uploads it (its pages are
 * then read in the correction queue), GET shows the reading's progress and the proposed grouping,
 * PATCH regroups, POST …/start corrects one essay per group, DELETE deletes it (its essays stay).
 * GET /classes/{class_id}/class-sets lists a class's sets. The set is its teacher's alone.
 */
export function classSetsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Multipart is parsed only here and for the photos; every other route keeps its JSON body limit.
    await app.register(fastifyMultipart, {
      limits: { fileSize: CLASS_SET_MAX_BYTES, files: CLASS_SET_PAGES_MAX, fields: 2, parts: CLASS_SET_PAGES_MAX + 2 },
    });

    app.post(
      "/class-sets/:class_set_id",
      {
        // Counted before the files are read, as a photo upload is.
        onRequest: [app.authenticate, app.limitCalls("imageUpload")],
        schema: { params: ClassSetCreateParams, response: { 201: ClassSetResponse } },
      },
      async (request, reply) => {
        const { data, files } = await readClassSetUpload(request);
        const read = await uploadClassSet(deps, currentUserOf(request), request.params.class_set_id, data, files);
        return reply.status(201).send(presentClassSet(deps, read));
      },
    );

    app.get(
      "/class-sets/:class_set_id",
      { onRequest: app.authenticate, schema: { params: ClassSetIdParams, response: { 200: ClassSetResponse } } },
      async (request) =>
        presentClassSet(deps, await readClassSet(deps, currentUserOf(request), request.params.class_set_id)),
    );

    // A class's sets, newest first, with their progress: how an unfinished set is found again.
    app.get(
      "/classes/:class_id/class-sets",
      { onRequest: app.authenticate, schema: { params: ClassIdParams, response: { 200: ClassSetListResponse } } },
      async (request) => ({
        data: (await classSetsOfClass(deps, currentUserOf(request), request.params.class_id)).map(
          presentClassSetSummary,
        ),
      }),
    );

    app.patch(
      "/class-sets/:class_set_id",
      {
        onRequest: app.authenticate,
        schema: { params: ClassSetIdParams, body: ClassSetPatchRequest, response: { 200: ClassSetResponse } },
      },
      async (request) =>
        presentClassSet(
          deps,
          await regroupClassSet(deps, currentUserOf(request), request.params.class_set_id, request.body),
        ),
    );

    // The set, its pages and their images go; essays made from it stay, with their photos. 204 once gone.
    app.delete(
      "/class-sets/:class_set_id",
      { onRequest: app.authenticate, schema: { params: ClassSetIdParams } },
      async (request, reply) => {
        await deleteOwnClassSet(deps, currentUserOf(request), request.params.class_set_id);
        return reply.status(204).send();
      },
    );

    app.post(
      "/class-sets/:class_set_id/start",
      {
        onRequest: [app.authenticate, app.limitCalls("essayCreate")],
        schema: { params: ClassSetIdParams, body: ClassSetStartRequest, response: { 200: ClassSetResponse } },
      },
      async (request) =>
        presentClassSet(
          deps,
          await startClassSet(deps, currentUserOf(request), request.params.class_set_id, request.body),
        ),
    );
  };
}
