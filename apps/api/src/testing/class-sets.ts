import { randomUUID } from "node:crypto";
import { CLASS_SET_DATA_FIELD, CLASS_SET_FILE_FIELD, type ClassSetResponse } from "@redpen/contract";
import { B2_FIRST_ESSAY } from "@redpen/contract/testing";
import { bearer } from "./essays";
import type { TestContext } from "./test-api";
import { waitUntil } from "../../../../test-support/wait-until";

/** A file of an upload: its bytes, and the name and type the browser gives it. */
export interface UploadFile {
  bytes: Buffer;
  name?: string;
  type?: string;
}

/** A multipart/form-data body with the set's data (JSON text, or left out when undefined) and its files. */
export function classSetBody(data: unknown, files: UploadFile[], fileField = CLASS_SET_FILE_FIELD) {
  const boundary = `----redpen-test-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  if (data !== undefined)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${CLASS_SET_DATA_FIELD}"\r\n\r\n${typeof data === "string" ? data : JSON.stringify(data)}\r\n`,
      ),
    );
  for (const file of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name ?? "scan.pdf"}"\r\n` +
          `Content-Type: ${file.type ?? "application/pdf"}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** The data of a set for B2 First with no class. */
export const CLASS_SET_DATA = { certificate: B2_FIRST_ESSAY, topic_text: "Should young people do volunteer work?" };

/** The class set calls over HTTP, as a teacher (with a token) or anyone. */
export function classSetCalls(ctx: TestContext) {
  const inject = ctx.api.app.inject.bind(ctx.api.app);
  return {
    upload: (token: string | undefined, files: UploadFile[], data: unknown = CLASS_SET_DATA, id = randomUUID()) => {
      const { payload, headers } = classSetBody(data, files);
      return inject({
        method: "POST",
        url: `/api/v1/class-sets/${id}`,
        payload,
        headers: { ...headers, ...(token ? bearer(token) : {}) },
      });
    },
    get: (id: string, token?: string) =>
      inject({ method: "GET", url: `/api/v1/class-sets/${id}`, headers: token ? bearer(token) : {} }),
    patch: (id: string, token: string, body: unknown) =>
      inject({ method: "PATCH", url: `/api/v1/class-sets/${id}`, payload: body as object, headers: bearer(token) }),
    remove: (id: string, token?: string) =>
      inject({ method: "DELETE", url: `/api/v1/class-sets/${id}`, headers: token ? bearer(token) : {} }),
    start: (id: string, token: string, version: number) =>
      inject({ method: "POST", url: `/api/v1/class-sets/${id}/start`, payload: { version }, headers: bearer(token) }),
  };
}

/** GET the set until its pages are all read and its grouping proposed (the correction queue at work). */
export async function waitForProposal(
  ctx: TestContext,
  id: string,
  token: string,
  deadlineMs = 240_000,
): Promise<ClassSetResponse> {
  return waitUntil(
    async () => {
      const set: ClassSetResponse = (await classSetCalls(ctx).get(id, token)).json();
      return set.data.status !== "READING" && set;
    },
    { timeoutMs: deadlineMs, what: `class set ${id} to leave READING`, everyMs: 250 },
  );
}
