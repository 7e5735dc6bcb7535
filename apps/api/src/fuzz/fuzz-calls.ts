import type { FuzzFixtures } from "./fuzz-fixtures";
import type { FuzzedRoute, ValidCall } from "./fuzzed-route";

/** The api's base path, before every route's own. */
export const API = "/api/v1";

/** The valid call, made with the teacher's token. */
export const forTeacher = (fixtures: FuzzFixtures, call: Omit<ValidCall, "token">): ValidCall => ({
  ...call,
  token: fixtures.teacher.token,
});
/** A call with no parameters and no query. */
export const noInput = { params: {}, query: {} };
/** A teacher's GET that takes nothing but their token. */
export const teacherOnly = (method: "GET", url: string): FuzzedRoute => ({
  method,
  url: API + url,
  caller: "teacher",
  valid: (fixtures) => forTeacher(fixtures, noInput),
});
