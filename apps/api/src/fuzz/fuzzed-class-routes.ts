import { randomUUID } from "node:crypto";
import {
  ClassCreateRequest,
  ClassIdParams,
  ClassListQuery,
  ClassPatchRequest,
  StudentCreateRequest,
  StudentIdParams,
  StudentListCreateRequest,
  StudentPatchRequest,
} from "@redpen/contract";
import { B2_FIRST_ESSAY } from "@redpen/contract/testing";
import { API, forTeacher } from "./fuzz-calls";
import type { FuzzFixtures } from "./fuzz-fixtures";
import type { FuzzedRoute, Trespass } from "./fuzzed-route";

const strangerClass: Trespass = {
  name: "another teacher's class",
  call: (fixtures) => ({ params: { class_id: fixtures.ids.strangerClass } }),
};
const colleaguesView: Trespass = {
  name: "a colleague of the same school",
  call: (fixtures) => ({ token: fixtures.colleague.token }),
};
const strangerStudent: Trespass = {
  name: "another teacher's student",
  call: (fixtures) => ({ params: { student_id: fixtures.ids.strangerStudent } }),
};

/** A call on the teacher's fixture class (or `classId`). */
const onClass = (fixtures: FuzzFixtures, classId = fixtures.ids.class, body?: unknown) =>
  forTeacher(fixtures, { params: { class_id: classId }, query: {}, ...(body === undefined ? {} : { body }) });
const onStudent = (fixtures: FuzzFixtures, studentId = fixtures.ids.student, body?: unknown) =>
  forTeacher(fixtures, { params: { student_id: studentId }, query: {}, ...(body === undefined ? {} : { body }) });

/** The teacher's classes and students (/classes..., /students...), described for the fuzz test. */
export const CLASS_ROUTES: FuzzedRoute[] = [
  {
    method: "GET",
    url: `${API}/classes`,
    caller: "teacher",
    query: ClassListQuery,
    valid: (fixtures) => forTeacher(fixtures, { params: {}, query: { filter_archived: "false" } }),
  },
  {
    method: "POST",
    url: `${API}/classes`,
    caller: "teacher",
    body: { encoding: "json", schema: ClassCreateRequest },
    valid: (fixtures) =>
      forTeacher(fixtures, {
        params: {},
        query: {},
        body: { data: { name: "4B — B2 First", certificate: B2_FIRST_ESSAY } },
      }),
    trespasses: [
      {
        name: "a certificate not in the list",
        call: () => ({ body: { data: { name: "4B", certificate: { ...B2_FIRST_ESSAY, name: "Made-up exam" } } } }),
      },
    ],
  },
  {
    method: "GET",
    url: `${API}/classes/:class_id`,
    caller: "teacher",
    params: ClassIdParams,
    valid: (fixtures) => onClass(fixtures),
    trespasses: [strangerClass, colleaguesView],
  },
  {
    method: "PATCH",
    url: `${API}/classes/:class_id`,
    caller: "teacher",
    params: ClassIdParams,
    body: { encoding: "json", schema: ClassPatchRequest },
    valid: async (fixtures) =>
      onClass(fixtures, fixtures.ids.class, {
        version: (await fixtures.versionOf("classes", fixtures.ids.class)) + 1,
        data: { name: `4B ${randomUUID().slice(0, 4)}`, archived: false },
      }),
    trespasses: [
      strangerClass,
      colleaguesView,
      {
        name: "stale version",
        call: async (fixtures) => ({
          body: { version: await fixtures.versionOf("classes", fixtures.ids.class), data: { archived: true } },
        }),
      },
      {
        name: "a certificate not in the list",
        call: async (fixtures) => ({
          body: {
            version: (await fixtures.versionOf("classes", fixtures.ids.class)) + 1,
            data: { certificate: { ...B2_FIRST_ESSAY, format: "poem" } },
          },
        }),
      },
    ],
  },
  {
    method: "DELETE",
    url: `${API}/classes/:class_id`,
    caller: "teacher",
    params: ClassIdParams,
    valid: async (fixtures) => onClass(fixtures, await fixtures.newClass()),
    trespasses: [strangerClass, colleaguesView],
  },
  {
    method: "GET",
    url: `${API}/classes/:class_id/grades.csv`,
    caller: "teacher",
    params: ClassIdParams,
    valid: (fixtures) => onClass(fixtures),
    trespasses: [strangerClass, colleaguesView],
  },
  {
    method: "GET",
    url: `${API}/classes/:class_id/class-sets`,
    caller: "teacher",
    params: ClassIdParams,
    valid: (fixtures) => onClass(fixtures),
    trespasses: [strangerClass, colleaguesView],
  },
  {
    method: "GET",
    url: `${API}/classes/:class_id/students`,
    caller: "teacher",
    params: ClassIdParams,
    valid: (fixtures) => onClass(fixtures),
    trespasses: [strangerClass, colleaguesView],
  },
  {
    method: "POST",
    url: `${API}/classes/:class_id/students`,
    caller: "teacher",
    params: ClassIdParams,
    body: { encoding: "json", schema: StudentListCreateRequest },
    // A new class each time, so the fixture class never fills up.
    valid: async (fixtures) =>
      onClass(fixtures, await fixtures.newClass(), { data: { names: ["Ana Diaz", "Ben Cole", "Chloé Martin"] } }),
    trespasses: [strangerClass, colleaguesView],
  },
  {
    method: "POST",
    url: `${API}/students`,
    caller: "teacher",
    body: { encoding: "json", schema: StudentCreateRequest },
    valid: async (fixtures) =>
      forTeacher(fixtures, {
        params: {},
        query: {},
        body: { data: { class_id: await fixtures.newClass(), name: "Ana Diaz", notes: "Sits at the front." } },
      }),
    trespasses: [
      {
        name: "into another teacher's class",
        call: (fixtures) => ({ body: { data: { class_id: fixtures.ids.strangerClass, name: "Ana Diaz" } } }),
      },
      {
        name: "into a class never made",
        call: () => ({ body: { data: { class_id: randomUUID(), name: "Ana Diaz" } } }),
      },
    ],
  },
  {
    method: "GET",
    url: `${API}/students/:student_id`,
    caller: "teacher",
    params: StudentIdParams,
    valid: (fixtures) => onStudent(fixtures),
    trespasses: [strangerStudent, colleaguesView],
  },
  {
    method: "PATCH",
    url: `${API}/students/:student_id`,
    caller: "teacher",
    params: StudentIdParams,
    body: { encoding: "json", schema: StudentPatchRequest },
    valid: async (fixtures) =>
      onStudent(fixtures, fixtures.ids.student, {
        version: (await fixtures.versionOf("students", fixtures.ids.student)) + 1,
        data: { name: "Maria Lopez", notes: "Works hard." },
      }),
    trespasses: [
      strangerStudent,
      colleaguesView,
      {
        name: "stale version",
        call: async (fixtures) => ({
          body: { version: await fixtures.versionOf("students", fixtures.ids.student), data: { notes: null } },
        }),
      },
      {
        name: "a move into another teacher's class",
        call: async (fixtures) => ({
          body: {
            version: (await fixtures.versionOf("students", fixtures.ids.student)) + 1,
            data: { class_id: fixtures.ids.strangerClass },
          },
        }),
      },
    ],
  },
  {
    method: "DELETE",
    url: `${API}/students/:student_id`,
    caller: "teacher",
    params: StudentIdParams,
    valid: async (fixtures) => onStudent(fixtures, await fixtures.newStudent()),
    trespasses: [strangerStudent, colleaguesView],
  },
];
