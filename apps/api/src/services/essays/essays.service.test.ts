import { randomUUID } from "node:crypto";
import { EssayCreateData } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import { creditBalance } from "../../db/credits.queries";
import { useTestApi } from "../../testing/essay-suite";
import { textEssayData } from "../../testing/essays";
import { createEssay } from "./essays.service";
import { newTeacher } from "../../testing/teachers";

const ctx = useTestApi();

describe("createEssay", () => {
  // Over HTTP the membership is read when the request starts; a removal that commits before the
  // charge is the race this covers, so the service is called with the membership read earlier.
  it("charges nothing to an organisation the teacher was removed from after their request began", async () => {
    const { email, userId, organisationId } = await newTeacher(ctx);
    const before = await creditBalance(ctx.api.db, organisationId);
    await ctx.api.db.deleteFrom("organisation_members").where("user_id", "=", userId).execute();

    const deps = { db: ctx.api.db, queue: ctx.api.queue, engine: ctx.api.engine, logger: ctx.api.app.log };
    const user = { id: userId, email, name: null, organisationIds: [organisationId], organisations: [] };
    await expect(createEssay(deps, user, randomUUID(), EssayCreateData.parse(textEssayData()))).rejects.toMatchObject({
      statusCode: 402,
      code: "NO_CREDITS",
    });
    expect(await creditBalance(ctx.api.db, organisationId)).toBe(before);
    expect(await ctx.api.db.selectFrom("essays").select("id").where("owner_user_id", "=", userId).execute()).toEqual(
      [],
    );
  });
});
