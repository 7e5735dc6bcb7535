import { randomUUID } from "node:crypto";
import {
  CLASS_SET_DATA_FIELD,
  ClassSetCreateParams,
  ClassSetIdParams,
  ClassSetPatchRequest,
  ClassSetStartRequest,
} from "@redpen/contract";
import { API, forTeacher } from "./fuzz-calls";
import type { FuzzedRoute } from "./fuzzed-route";
import { B2_FIRST_ESSAY } from "@redpen/contract/testing";

/** The class-set routes: a scan's pages uploaded, grouped into essays, started, and deleted. */
export const CLASS_SET_ROUTES: FuzzedRoute[] = [
  {
    method: "POST",
    url: `${API}/class-sets/:class_set_id`,
    caller: "teacher",
    params: ClassSetCreateParams,
    body: { encoding: "multipart" },
    valid: (fixtures) =>
      forTeacher(fixtures, {
        params: { class_set_id: randomUUID() },
        query: {},
        body: {
          file: fixtures.png,
          fields: {
            [CLASS_SET_DATA_FIELD]: JSON.stringify({
              certificate: B2_FIRST_ESSAY,
              topic_text: "Should young people do volunteer work?",
              share_mode: "codes",
              drafts_allowed: 1,
            }),
          },
        },
      }),
    trespasses: [
      {
        name: "the id of another teacher's class set",
        call: (fixtures) => ({ params: { class_set_id: fixtures.ids.strangerClassSet } }),
      },
    ],
  },
  {
    method: "GET",
    url: `${API}/class-sets/:class_set_id`,
    caller: "teacher",
    params: ClassSetIdParams,
    valid: (fixtures) => forTeacher(fixtures, { params: { class_set_id: fixtures.ids.classSet }, query: {} }),
    trespasses: [
      {
        name: "another teacher's class set",
        call: (fixtures) => ({ params: { class_set_id: fixtures.ids.strangerClassSet } }),
      },
    ],
  },
  {
    method: "PATCH",
    url: `${API}/class-sets/:class_set_id`,
    caller: "teacher",
    params: ClassSetIdParams,
    body: { encoding: "json", schema: ClassSetPatchRequest },
    valid: async (fixtures) =>
      forTeacher(fixtures, {
        params: { class_set_id: fixtures.ids.classSet },
        query: {},
        body: {
          version: (await fixtures.versionOf("class_sets", fixtures.ids.classSet)) + 1,
          data: { groups: [{ page_numbers: [2, 1], name: "Maria Lopez" }] },
        },
      }),
    trespasses: [
      {
        name: "another teacher's class set",
        call: (fixtures) => ({ params: { class_set_id: fixtures.ids.strangerClassSet } }),
      },
      {
        name: "a stale version",
        call: async (fixtures) => ({
          body: {
            version: await fixtures.versionOf("class_sets", fixtures.ids.classSet),
            data: { groups: [{ page_numbers: [1, 2] }] },
          },
        }),
      },
    ],
  },
  {
    method: "DELETE",
    url: `${API}/class-sets/:class_set_id`,
    caller: "teacher",
    params: ClassSetIdParams,
    valid: async (fixtures) =>
      forTeacher(fixtures, { params: { class_set_id: await fixtures.deletableClassSet() }, query: {} }),
    trespasses: [
      {
        name: "another teacher's class set",
        call: (fixtures) => ({ params: { class_set_id: fixtures.ids.strangerClassSet } }),
      },
    ],
  },
  {
    method: "POST",
    url: `${API}/class-sets/:class_set_id/start`,
    caller: "teacher",
    params: ClassSetIdParams,
    body: { encoding: "json", schema: ClassSetStartRequest },
    valid: async (fixtures) => {
      const id = await fixtures.readyClassSet();
      return forTeacher(fixtures, {
        params: { class_set_id: id },
        query: {},
        body: { version: (await fixtures.versionOf("class_sets", id)) + 1 },
      });
    },
    trespasses: [
      {
        name: "another teacher's class set",
        call: async (fixtures) => ({
          params: { class_set_id: fixtures.ids.strangerClassSet },
          body: { version: (await fixtures.versionOf("class_sets", fixtures.ids.strangerClassSet)) + 1 },
        }),
      },
    ],
  },
];
