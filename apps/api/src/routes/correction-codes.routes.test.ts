import { randomUUID } from "node:crypto";
import { DEFAULT_CORRECTION_CODES, type CorrectionCode } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../testing/essay-suite";
import { insertEssayRow } from "../testing/essay-rows";
import { ESSAY_TEXT } from "../testing/essays";
import { call } from "../testing/organisations";
import { invitedTeacher, newTeacher } from "../testing/teachers";

const ctx = useTestApi();

const codesUrl = (organisationId: string) => `/organisations/${organisationId}/correction-codes`;
const storedRows = (organisationId: string) =>
  ctx.api.db.selectFrom("correction_codes").selectAll().where("organisation_id", "=", organisationId).execute();

/** The defaults with WW renamed and a code of the school's own added for collocations. */
const schoolCodes: CorrectionCode[] = [
  ...DEFAULT_CORRECTION_CODES.map((entry) =>
    entry.code === "WW" ? { ...entry, name: "Word choice", types: ["word choice" as const] } : entry,
  ),
  { code: "Coll", name: "Collocation", meaning: "These words do not go together.", types: ["collocation"] },
];

describe("GET /api/v1/organisations/:organisation_id/correction-codes", () => {
  it("gives any teacher of the school Redpen's default codes, version 0, until an owner saves the school's own", async () => {
    const owner = await newTeacher(ctx);
    const colleague = await invitedTeacher(ctx, owner.token, owner.organisationId);
    for (const token of [owner.token, colleague.token]) {
      const reply = await call(ctx, "GET", codesUrl(owner.organisationId), token);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ version: 0, data: { codes: DEFAULT_CORRECTION_CODES, is_default: true } });
    }
  });

  it("refuses a visitor, another school's teacher and an unknown school", async () => {
    const owner = await newTeacher(ctx);
    const stranger = await newTeacher(ctx);
    expect((await call(ctx, "GET", codesUrl(owner.organisationId))).statusCode).toBe(401);
    expect((await call(ctx, "GET", codesUrl(owner.organisationId), stranger.token)).statusCode).toBe(403);
    expect((await call(ctx, "GET", codesUrl(randomUUID()), owner.token)).statusCode).toBe(404);
  });
});

describe("PUT /api/v1/organisations/:organisation_id/correction-codes", () => {
  it("saves an owner's renamed and added codes as version 1, then 2; the school's essays are marked with them", async () => {
    const owner = await newTeacher(ctx);
    const colleague = await invitedTeacher(ctx, owner.token, owner.organisationId);
    const saved = await call(ctx, "PUT", codesUrl(owner.organisationId), owner.token, {
      version: 1,
      data: { codes: schoolCodes },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ version: 1, data: { codes: schoolCodes, is_default: false } });
    expect((await call(ctx, "GET", codesUrl(owner.organisationId), colleague.token)).json()).toEqual(saved.json());

    const fewer = schoolCodes.filter((entry) => entry.code !== "U");
    const again = await call(ctx, "PUT", codesUrl(owner.organisationId), owner.token, {
      version: 2,
      data: { codes: fewer },
    });
    expect(again.json()).toMatchObject({ version: 2, data: { codes: fewer } });

    const essayId = await insertEssayRow(ctx.api.db, owner, { status: "SUCCESS", original: ESSAY_TEXT });
    const essay = (await call(ctx, "GET", `/essays/${essayId}`, owner.token)).json();
    expect(essay.data.correction_codes).toEqual(fewer);
    expect(essay.data.share_mode).toBe("corrections");
  });

  it("refuses a teacher who is not an owner (403) and a stale version (409), saving nothing", async () => {
    const owner = await newTeacher(ctx);
    const colleague = await invitedTeacher(ctx, owner.token, owner.organisationId);
    const byColleague = await call(ctx, "PUT", codesUrl(owner.organisationId), colleague.token, {
      version: 1,
      data: { codes: schoolCodes },
    });
    expect(byColleague.statusCode).toBe(403);
    expect(byColleague.json().error_message).toBe(
      "Only an owner of the school can change the school's correction codes: ask one of its owners.",
    );
    const stale = await call(ctx, "PUT", codesUrl(owner.organisationId), owner.token, {
      version: 2,
      data: { codes: schoolCodes },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toContain("send 1");
    expect(await storedRows(owner.organisationId)).toEqual([]);
    const stranger = await newTeacher(ctx);
    const foreign = await call(ctx, "PUT", codesUrl(owner.organisationId), stranger.token, {
      version: 1,
      data: { codes: schoolCodes },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await storedRows(owner.organisationId)).toEqual([]);
  });

  it("saves one of two saves sent at once with the same version", async () => {
    const owner = await newTeacher(ctx);
    const replies = await Promise.all(
      [1, 2, 3].map(() =>
        call(ctx, "PUT", codesUrl(owner.organisationId), owner.token, { version: 1, data: { codes: schoolCodes } }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await storedRows(owner.organisationId)).toHaveLength(1);
  });

  it("refuses a code twice, an empty, long, spaced or control-character one, an unknown type, with a sentence naming the field", async () => {
    const owner = await newTeacher(ctx);
    const entry = (fields: Partial<CorrectionCode> | Record<string, unknown>) => ({
      code: "Sp",
      name: "Spelling",
      meaning: "Check the spelling.",
      types: ["spelling"],
      ...fields,
    });
    const cases: [unknown[], string][] = [
      [[entry({}), entry({ code: "sp", types: [] })], "data.codes.1.code"],
      [[entry({ code: "" })], "data.codes.0.code"],
      [[entry({ code: "Spelling" })], "data.codes.0.code"],
      [[entry({ code: "S p" })], "data.codes.0.code"],
      [[entry({ code: "S\u0000" })], "data.codes.0.code"],
      [[entry({ name: "" })], "data.codes.0.name"],
      [[entry({ name: "A\u202Eb" })], "data.codes.0.name"],
      [[entry({ meaning: "x".repeat(161) })], "data.codes.0.meaning"],
      [[entry({ types: ["speling"] })], "data.codes.0.types.0"],
      [[entry({}), entry({ code: "S", types: ["spelling"] })], "data.codes.1.types"],
      [[entry({ colour: "red" })], "data.codes.0"],
      [[], "data.codes"],
      [Array.from({ length: 41 }, (_, i) => entry({ code: `C${i}`, types: [] })), "data.codes"],
    ];
    for (const [codes, field] of cases) {
      const reply = await call(ctx, "PUT", codesUrl(owner.organisationId), owner.token, {
        version: 1,
        data: { codes },
      });
      expect(reply.statusCode, JSON.stringify(codes).slice(0, 80)).toBe(400);
      expect(reply.json().error_field, JSON.stringify(codes).slice(0, 80)).toBe(field);
      expect(reply.json().error_message).toMatch(/^[A-Z].*\.$/);
    }
    const duplicate = await call(ctx, "PUT", codesUrl(owner.organisationId), owner.token, {
      version: 1,
      data: { codes: [entry({}), entry({ code: "sp", types: [] })] },
    });
    expect(duplicate.json().error_message).toContain("the code 'sp' is in the list twice");
    expect(await storedRows(owner.organisationId)).toEqual([]);
  });

  it("goes with its school when the school is deleted", async () => {
    const owner = await newTeacher(ctx);
    await call(ctx, "PUT", codesUrl(owner.organisationId), owner.token, { version: 1, data: { codes: schoolCodes } });
    await ctx.api.db.deleteFrom("organisations").where("id", "=", owner.organisationId).execute();
    expect(await storedRows(owner.organisationId)).toEqual([]);
  });
});
