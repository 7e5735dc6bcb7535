import type { ClassResource, StudentResource } from "@redpen/contract";
import { call } from "./organisations";
import type { TestContext } from "./test-api";

/** POST /classes as the teacher (it must be made); the class. */
export async function createClass(
  ctx: TestContext,
  token: string,
  data: object = { name: "4B" },
): Promise<ClassResource> {
  const reply = await call(ctx, "POST", "/classes", token, { data });
  if (reply.statusCode !== 201) throw new Error(`class creation failed: ${reply.statusCode} ${reply.body}`);
  return reply.json();
}

/** POST /classes/{id}/students as the teacher (it must be taken); the students added, in name order. */
export async function addStudents(
  ctx: TestContext,
  token: string,
  classId: string,
  names: string[],
): Promise<StudentResource[]> {
  const reply = await call(ctx, "POST", `/classes/${classId}/students`, token, { data: { names } });
  if (reply.statusCode !== 201) throw new Error(`adding students failed: ${reply.statusCode} ${reply.body}`);
  return reply.json().data.created;
}
