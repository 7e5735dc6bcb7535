import fastifyMultipart from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  IMAGE_UPLOAD_FIELD,
  IMAGE_UPLOAD_MAX_BYTES,
  ImageCreateParams,
  ImageFileQuery,
  ImageIdParams,
  ImageResponse,
  ImageUploadQuery,
  ImageUploadResponse,
  SharedImageParams,
} from "@redpen/contract";
import type { AppDeps } from "../app-deps";
import { AppError, payloadTooLarge, validationFailed } from "../errors";
import { currentUserOf } from "../plugins/authenticate";
import { presentImage, presentUploadedImage } from "../presenters/image.presenter";
import { getImageFile, getImagePage, getOwnImage, uploadImage } from "../services/images/images.service";
import { getSharedImage, getSharedImageFile } from "../services/images/shared-images";

const MAX_MEGABYTES = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);
// Ids are never reused, so a file at an address never changes: browsers may keep it for a year.
const IMMUTABLE = "public, max-age=31536000, immutable";
// A photo through a share link is asked for again each time: once the link is revoked, it opens nothing.
const WHILE_SHARED = "private, no-store";

/** The bytes of the `file_name` part of a multipart upload, with a clear 4xx for every way it can be wrong. */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  const missing = () =>
    validationFailed(
      `The upload has no photo: send it as a file in the multipart/form-data field "${IMAGE_UPLOAD_FIELD}".`,
      IMAGE_UPLOAD_FIELD,
    );
  if (!request.isMultipart()) throw missing();
  try {
    // Every part is read, so that a second file (over the parser's limit of one) is refused rather than ignored.
    let bytes: Buffer | undefined;
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      if (part.fieldname !== IMAGE_UPLOAD_FIELD) throw missing();
      bytes = await part.toBuffer();
    }
    if (!bytes) throw missing();
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw payloadTooLarge(`The photo is larger than ${MAX_MEGABYTES} MB: please send a smaller one.`);
    if (code === "FST_FILES_LIMIT") throw validationFailed("Send one photo per upload.", IMAGE_UPLOAD_FIELD);
    // Anything else the multipart parser refuses is a malformed request, not a fault of ours.
    request.log.info({ err: error }, "unreadable multipart upload");
    throw validationFailed("The upload could not be read: send the photo as multipart/form-data.");
  }
}

/**
 * POST and GET /images/{image_id}, the image file the `uri` points at, and the page as it was read
 * (where an essay's transcription shows each word); and a shared essay's photos, through its link.
 * The image's reply is its uploader's; its files open with the key its `uri` carries (the student
 * is never given it). `resourcePolicy` is the files' Cross-Origin-Resource-Policy
 * (imageResourcePolicy in plugins/security-headers.ts).
 */
export function imagesRoutes(deps: AppDeps, resourcePolicy: "same-site" | "cross-origin"): FastifyPluginAsyncZod {
  /** An image file's reply, of the type its bytes were checked to be (nosniff is on every reply), shown in the page. */
  const sendFile = (reply: FastifyReply, file: { bytes: Buffer; contentType: string }, cacheControl: string) =>
    // Never a file name: the uploader's is not kept, and none is made up.
    reply
      .header("content-type", file.contentType)
      .header("content-disposition", "inline")
      .header("cross-origin-resource-policy", resourcePolicy)
      .header("cache-control", cacheControl)
      .send(file.bytes);

  return async (app) => {
    // Multipart is parsed only here; every other route keeps its JSON body limit.
    await app.register(fastifyMultipart, {
      limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 11 },
    });

    app.post(
      "/images/:image_id",
      // Counted before the file is read, so a refused upload costs neither the transfer nor the disk.
      {
        onRequest: [app.authenticate, app.limitCalls("imageUpload")],
        schema: { params: ImageCreateParams, querystring: ImageUploadQuery, response: { 201: ImageUploadResponse } },
      },
      async (request, reply) => {
        const upload = await readUploadedFile(request);
        const image = await uploadImage(deps, currentUserOf(request), request.params.image_id, request.query, upload);
        return reply.status(201).send(presentUploadedImage(deps, image));
      },
    );

    app.get(
      "/images/:image_id",
      { onRequest: app.authenticate, schema: { params: ImageIdParams, response: { 200: ImageResponse } } },
      async (request) => presentImage(deps, await getOwnImage(deps, currentUserOf(request), request.params.image_id)),
    );

    app.get(
      "/images/:image_id/file",
      { schema: { params: ImageIdParams, querystring: ImageFileQuery } },
      async (request, reply) =>
        sendFile(reply, await getImageFile(deps, request.params.image_id, request.query.key), IMMUTABLE),
    );

    // A page is read once and never changes under its image's id.
    app.get(
      "/images/:image_id/page",
      { schema: { params: ImageIdParams, querystring: ImageFileQuery } },
      async (request, reply) => {
        const bytes = await getImagePage(deps, request.params.image_id, request.query.key);
        return sendFile(reply, { bytes, contentType: "image/jpeg" }, IMMUTABLE);
      },
    );

    app.get(
      "/shared-essays/:share_token/images/:image_id",
      { schema: { params: SharedImageParams, response: { 200: ImageResponse } } },
      async (request) => {
        const { share_token, image_id } = request.params;
        return presentImage(deps, await getSharedImage(deps, share_token, image_id), share_token);
      },
    );

    app.get(
      "/shared-essays/:share_token/images/:image_id/file",
      { schema: { params: SharedImageParams } },
      async (request, reply) =>
        sendFile(
          reply,
          await getSharedImageFile(deps, request.params.share_token, request.params.image_id),
          WHILE_SHARED,
        ),
    );
  };
}
