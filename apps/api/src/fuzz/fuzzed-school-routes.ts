import { randomUUID } from "node:crypto";
import {
  CorrectionCodesPutRequest,
  DEFAULT_CORRECTION_CODES,
  MyInvitationParams,
  OrganisationDeleteRequest,
  OrganisationIdParams,
  OrganisationPatchRequest,
  OrganisationUserInviteRequest,
  OrganisationUserParams,
  OrganisationUserPatchRequest,
  SchoolCorrectionParams,
  SchoolCorrectionPatchRequest,
  UserMePatchRequest,
} from "@redpen/contract";
import { API, forTeacher, teacherOnly } from "./fuzz-calls";
import type { FuzzFixtures } from "./fuzz-fixtures";
import type { FuzzedRoute, Trespass } from "./fuzzed-route";

/** The default codes with one renamed and one added, as an owner saves them. */
const schoolCodes = [
  ...DEFAULT_CORRECTION_CODES.map((entry) => (entry.code === "WW" ? { ...entry, name: "Word choice" } : entry)),
  { code: "Coll", name: "Collocation", meaning: "These words do not go together.", types: [] },
];
const organisation = (fixtures: FuzzFixtures) => ({ organisation_id: fixtures.teacher.organisationId });
const strangerOrganisation = (fixtures: FuzzFixtures) => ({
  params: { organisation_id: fixtures.stranger.organisationId },
});
const organisationRead = (url: string, more: Trespass[] = []): FuzzedRoute => ({
  method: "GET",
  url: `${API}/organisations/:organisation_id${url}`,
  caller: "teacher",
  params: OrganisationIdParams,
  valid: (fixtures) => forTeacher(fixtures, { params: organisation(fixtures), query: {} }),
  trespasses: [{ name: "another school", call: strangerOrganisation }, ...more],
});
/** The same call by the colleague, a teacher of the school who is not one of its owners. */
const byColleague = (fixtures: FuzzFixtures) => ({ token: fixtures.colleague.token });
/** A call answering an invitation to the teacher (join or decline). */
const invitationAnswer = (method: "POST" | "DELETE", url: string): FuzzedRoute => ({
  method,
  url: `${API}/users/me/invitations/:invitation_id${url}`,
  caller: "teacher",
  params: MyInvitationParams,
  valid: async (fixtures) =>
    forTeacher(fixtures, { params: { invitation_id: await fixtures.invitationToTeacher() }, query: {} }),
  trespasses: [
    {
      name: "another teacher's invitation",
      call: async (fixtures) => ({ params: { invitation_id: await fixtures.invitationToStranger() } }),
    },
  ],
});
/** The teacher's own calls (/users/me...) and the school's (/organisations/...), described for the fuzz test. */
export const SCHOOL_ROUTES: FuzzedRoute[] = [
  teacherOnly("GET", "/users/me"),
  teacherOnly("GET", "/users/me/billing"),
  teacherOnly("GET", "/users/me/invitations"),
  teacherOnly("GET", "/users/me/export"),
  invitationAnswer("POST", "/join"),
  invitationAnswer("DELETE", ""),
  {
    method: "PATCH",
    url: `${API}/users/me`,
    caller: "teacher",
    body: { encoding: "json", schema: UserMePatchRequest },
    valid: (fixtures) =>
      forTeacher(fixtures, {
        params: {},
        query: {},
        body: { data: { current_organisation_id: fixtures.teacher.organisationId } },
      }),
    trespasses: [
      {
        name: "another school",
        call: (fixtures) => ({ body: { data: { current_organisation_id: fixtures.stranger.organisationId } } }),
      },
      {
        // The name goes with the refused school: nothing of the change may be kept.
        name: "another school, with a name",
        call: (fixtures) => ({
          body: { data: { current_organisation_id: fixtures.stranger.organisationId, name: "Ana García" } },
        }),
      },
    ],
  },
  organisationRead(""),
  organisationRead("/billing"),
  organisationRead("/users"),
  organisationRead("/corrections"),
  organisationRead("/marking"),
  organisationRead("/model"),
  organisationRead("/correction-codes"),
  {
    method: "PUT",
    url: `${API}/organisations/:organisation_id/correction-codes`,
    caller: "teacher",
    params: OrganisationIdParams,
    body: { encoding: "json", schema: CorrectionCodesPutRequest },
    valid: async (fixtures) =>
      forTeacher(fixtures, {
        params: organisation(fixtures),
        query: {},
        body: { version: (await fixtures.codesVersion()) + 1, data: { codes: schoolCodes } },
      }),
    trespasses: [
      { name: "another school", call: strangerOrganisation },
      {
        name: "a teacher who is not an owner",
        call: async (fixtures) => ({
          token: fixtures.colleague.token,
          body: { version: (await fixtures.codesVersion()) + 1, data: { codes: schoolCodes } },
        }),
      },
      {
        name: "stale version",
        call: async (fixtures) => ({
          body: { version: await fixtures.codesVersion(), data: { codes: schoolCodes } },
        }),
      },
    ],
  },
  organisationRead("/export", [{ name: "a teacher who is not an owner", call: byColleague }]),
  organisationRead("/deletion", [{ name: "a teacher who is not an owner", call: byColleague }]),
  {
    method: "DELETE",
    url: `${API}/organisations/:organisation_id`,
    caller: "teacher",
    params: OrganisationIdParams,
    body: { encoding: "json", schema: OrganisationDeleteRequest },
    valid: async (fixtures) => {
      const spare = await fixtures.spareOrganisation();
      return forTeacher(fixtures, {
        params: { organisation_id: spare.id },
        query: {},
        body: { data: { name: spare.name } },
      });
    },
    trespasses: [
      {
        name: "another school",
        call: async (fixtures) => ({
          params: { organisation_id: fixtures.stranger.organisationId },
          body: { data: { name: `${fixtures.stranger.email}'s school` } },
        }),
      },
      {
        name: "a teacher who is not an owner",
        call: async (fixtures) => ({
          token: fixtures.colleague.token,
          body: { data: { name: (await fixtures.spareOrganisation()).name } },
        }),
      },
      { name: "another name", call: () => ({ body: { data: { name: "Another school" } } }) },
    ],
  },
  {
    method: "PATCH",
    url: `${API}/organisations/:organisation_id/corrections/:correction_id`,
    caller: "teacher",
    params: SchoolCorrectionParams,
    body: { encoding: "json", schema: SchoolCorrectionPatchRequest },
    valid: (fixtures) =>
      forTeacher(fixtures, {
        params: { ...organisation(fixtures), correction_id: fixtures.ids.schoolCorrection },
        query: {},
        body: { data: { switched_off: true } },
      }),
    trespasses: [
      {
        name: "another school",
        call: (fixtures) => ({
          params: {
            organisation_id: fixtures.stranger.organisationId,
            correction_id: fixtures.ids.strangerSchoolCorrection,
          },
        }),
      },
      {
        name: "another school's correction",
        call: (fixtures) => ({
          params: { ...organisation(fixtures), correction_id: fixtures.ids.strangerSchoolCorrection },
        }),
      },
    ],
  },
  {
    method: "GET",
    url: `${API}/organisations/:organisation_id/logo`,
    caller: "anyone",
    params: OrganisationIdParams,
    valid: (fixtures) => ({ params: organisation(fixtures), query: {} }),
  },
  {
    method: "PATCH",
    url: `${API}/organisations/:organisation_id`,
    caller: "teacher",
    params: OrganisationIdParams,
    body: { encoding: "json", schema: OrganisationPatchRequest },
    valid: async (fixtures) =>
      forTeacher(fixtures, {
        params: organisation(fixtures),
        query: {},
        body: {
          version: (await fixtures.versionOf("organisations", fixtures.teacher.organisationId)) + 1,
          data: { logo_image_id: fixtures.ids.image },
        },
      }),
    trespasses: [
      { name: "another school", call: strangerOrganisation },
      {
        name: "stale version",
        call: async (fixtures) => ({
          body: {
            version: await fixtures.versionOf("organisations", fixtures.teacher.organisationId),
            data: { logo_image_id: null },
          },
        }),
      },
      {
        name: "another teacher's photo as logo",
        call: async (fixtures) => ({
          body: {
            version: (await fixtures.versionOf("organisations", fixtures.teacher.organisationId)) + 1,
            data: { logo_image_id: fixtures.ids.strangerImage },
          },
        }),
      },
      {
        name: "a rename by a teacher who is not an owner",
        call: async (fixtures) => ({
          token: fixtures.colleague.token,
          body: {
            version: (await fixtures.versionOf("organisations", fixtures.teacher.organisationId)) + 1,
            data: { name: "Taken over" },
          },
        }),
      },
      {
        name: "a photo never uploaded as logo",
        call: async (fixtures) => ({
          body: {
            version: (await fixtures.versionOf("organisations", fixtures.teacher.organisationId)) + 1,
            data: { logo_image_id: randomUUID() },
          },
        }),
      },
    ],
  },
  {
    method: "POST",
    url: `${API}/organisations/:organisation_id/users`,
    caller: "teacher",
    params: OrganisationIdParams,
    body: { encoding: "json", schema: OrganisationUserInviteRequest },
    valid: (fixtures) =>
      forTeacher(fixtures, {
        params: organisation(fixtures),
        query: {},
        body: { data: { email: `fuzz-${randomUUID()}@school.test` } },
      }),
    // Inviting a teacher of another school is allowed: nothing changes until they choose 'Join'.
    trespasses: [{ name: "another school", call: strangerOrganisation }],
  },
  {
    method: "PATCH",
    url: `${API}/organisations/:organisation_id/users/:user_id`,
    caller: "teacher",
    params: OrganisationUserParams,
    body: { encoding: "json", schema: OrganisationUserPatchRequest },
    valid: async (fixtures) =>
      forTeacher(fixtures, {
        params: { ...organisation(fixtures), user_id: await fixtures.colleagueInSchool() },
        query: {},
        body: { data: { role: "teacher" } },
      }),
    trespasses: [
      {
        name: "a teacher who is not an owner names themselves owner",
        call: async (fixtures) => ({
          token: fixtures.colleague.token,
          params: { ...organisation(fixtures), user_id: fixtures.colleague.userId },
          body: { data: { role: "owner" } },
        }),
      },
      {
        name: "the last owner steps down",
        call: (fixtures) => ({
          params: { ...organisation(fixtures), user_id: fixtures.teacher.userId },
          body: { data: { role: "teacher" } },
        }),
      },
      {
        name: "a teacher of another school",
        call: (fixtures) => ({ params: { ...organisation(fixtures), user_id: fixtures.stranger.userId } }),
      },
      {
        name: "from another school",
        call: (fixtures) => ({
          params: { organisation_id: fixtures.stranger.organisationId, user_id: fixtures.stranger.userId },
        }),
      },
    ],
  },
  {
    method: "DELETE",
    url: `${API}/organisations/:organisation_id/users/:user_id`,
    caller: "teacher",
    params: OrganisationUserParams,
    valid: async (fixtures) =>
      forTeacher(fixtures, {
        params: { ...organisation(fixtures), user_id: await fixtures.colleagueInSchool() },
        query: {},
      }),
    trespasses: [
      {
        name: "a teacher who is not an owner removes the owner",
        call: (fixtures) => ({
          token: fixtures.colleague.token,
          params: { ...organisation(fixtures), user_id: fixtures.teacher.userId },
        }),
      },
      {
        name: "a teacher of another school",
        call: (fixtures) => ({ params: { ...organisation(fixtures), user_id: fixtures.stranger.userId } }),
      },
      {
        name: "from another school",
        call: (fixtures) => ({
          params: { organisation_id: fixtures.stranger.organisationId, user_id: fixtures.stranger.userId },
        }),
      },
    ],
  },
];
