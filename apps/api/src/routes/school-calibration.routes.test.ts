import { type Calibration, CALIBRATION_VERSION } from "@redpen/engine";
import type { EssayResponse } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import { gradedEssay as schoolEssay } from "@redpen/engine/testing/grading";
import { bearer, createTextEssay, setCredits, waitForCorrection } from "../testing/essays";
import { useEssayApi } from "../testing/essay-suite";
import { type Teacher } from "../testing/teachers";
import { waitUntil } from "../../../../test-support/wait-until";

const suite = useEssayApi();

/** A corrected essay of the teacher's, written for the tests. */
async function correctedEssay(teacher: Teacher, i: number): Promise<EssayResponse> {
  return waitForCorrection(
    suite.ctx,
    (await createTextEssay(suite.ctx, teacher.token, { original: schoolEssay(i) })).id,
  );
}

/** The teacher saves a grading `shift` bands from the advised one on every criterion. */
async function gradeAs(teacher: Teacher, essay: EssayResponse, shift: number): Promise<void> {
  const advised = essay.data.grade_per_certificate_criterion!;
  const grades = Object.fromEntries(Object.entries(advised).map(([name, score]) => [name, Math.max(0, score + shift)]));
  const reply = await suite.patch(essay.id, teacher.token, essay.version + 1, {
    user_feedback: { grade_per_certificate_criterion: grades, grade: Object.values(grades).reduce((a, b) => a + b, 0) },
  });
  expect(reply.statusCode, reply.body).toBe(200);
}

const calibrationsOf = (organisationId: string) =>
  suite.ctx.api.db
    .selectFrom("school_calibrations")
    .selectAll()
    .where("organisation_id", "=", organisationId)
    .execute();

const waitForCalibration = (organisationId: string) =>
  waitUntil(async () => (await calibrationsOf(organisationId))[0], {
    timeoutMs: 60_000,
    what: "a calibration to be fitted",
    everyMs: 250,
  });

describe("a school's calibration of the advised grades", () => {
  it(
    "is fitted once a school has 20 graded essays, advises its next essays, and never another school's",
    { timeout: 240_000 },
    async () => {
      await setCredits(suite.ctx, suite.alice.organisationId, 100);
      // Another school grades too, more leniently: its grades must not reach the first school's model.
      for (let i = 0; i < 5; i++) await gradeAs(suite.bob, await correctedEssay(suite.bob, 100 + i), +1);
      for (let i = 0; i < 19; i++) await gradeAs(suite.alice, await correctedEssay(suite.alice, i), -1);
      // Nineteen graded essays fit nothing yet: a fixed wait, as what it checks is that nothing comes.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await calibrationsOf(suite.alice.organisationId)).toEqual([]);

      await gradeAs(suite.alice, await correctedEssay(suite.alice, 19), -1);
      const row = await waitForCalibration(suite.alice.organisationId);
      expect(row).toMatchObject({ version: 1, examples: 20, use: 1, reason: null });
      expect(JSON.parse(row.model)).toMatchObject({
        examples: 20,
        target: "criteria",
        certificate: "cambridge-b2-first:essay",
      });
      expect(await calibrationsOf(suite.bob.organisationId)).toEqual([]);
      // The Marking section shows the calibration's cross-validated agreement beside the general model's.
      const marking = (
        await suite.ctx.api.app.inject({
          method: "GET",
          url: `/api/v1/organisations/${suite.alice.organisationId}/marking`,
          headers: bearer(suite.alice.token),
        })
      ).json();
      expect(marking.data.certificates[0]).toMatchObject({
        graded: 20,
        calibration: { version: 1, examples: 20, use: true, reason: null },
      });
      expect(marking.data.certificates[0].calibration.criteria).toHaveLength(4);

      // The school's next essay is advised by its calibration, a stricter grade than the general model's for the same text.
      const next = await correctedEssay(suite.alice, 40);
      const elsewhere = await correctedEssay(suite.bob, 40);
      expect(next.data.advised_from_school_essays).toBe(20);
      expect(elsewhere.data.advised_from_school_essays).toBeNull();
      expect(next.data.grade!).toBeLessThan(elsewhere.data.grade!);
    },
  );

  it(
    "advises with the general model, and keeps correcting, when the stored calibration cannot be used",
    { timeout: 60_000 },
    async () => {
      // As after an engine upgrade that changes what a calibration holds.
      await suite.ctx.api.db
        .updateTable("school_calibrations")
        .set({ model: JSON.stringify({ version: 99 }) })
        .where("organisation_id", "=", suite.alice.organisationId)
        .execute();
      const essay = await correctedEssay(suite.alice, 41);
      expect(essay.data).toMatchObject({ status: "SUCCESS", advised_from_school_essays: null });
      await gradeAs(suite.alice, essay, -1);
      const marking = await suite.ctx.api.app.inject({
        method: "GET",
        url: `/api/v1/organisations/${suite.alice.organisationId}/marking`,
        headers: bearer(suite.alice.token),
      });
      expect(marking.statusCode).toBe(200);
      // The next grading saved refits it, whatever the count.
      const refitted = await waitForRefit(suite.alice.organisationId, 2);
      expect(JSON.parse(refitted.model)).toMatchObject({ version: CALIBRATION_VERSION });
    },
  );

  it(
    "keeps advising from a calibration of the version before the hashed sequences, and refits it at the next grading saved",
    { timeout: 60_000 },
    async () => {
      const [row] = await calibrationsOf(suite.alice.organisationId);
      const { hash_scale: _dropped, ...current } = JSON.parse(row!.model) as Calibration;
      const before = {
        ...current,
        version: 3,
        use: true,
        models: current.models.map(({ standardiser, model }) => ({ standardiser, model: { ...model, hashed: [] } })),
      };
      await suite.ctx.api.db
        .updateTable("school_calibrations")
        .set({ model: JSON.stringify(before), use: 1 })
        .where("organisation_id", "=", suite.alice.organisationId)
        .execute();
      const essay = await correctedEssay(suite.alice, 42);
      expect(essay.data.status).toBe("SUCCESS");
      expect(essay.data.advised_from_school_essays).toBeGreaterThanOrEqual(20);
      await gradeAs(suite.alice, essay, -1);
      const refitted = await waitForRefit(suite.alice.organisationId, row!.version + 1);
      expect(JSON.parse(refitted.model)).toMatchObject({ version: CALIBRATION_VERSION });
    },
  );
});

const waitForRefit = (organisationId: string, version: number) =>
  waitUntil(
    async () => {
      const [row] = await calibrationsOf(organisationId);
      return row && row.version >= version && row;
    },
    { timeoutMs: 60_000, what: `the calibration to be refitted to version ${version}`, everyMs: 250 },
  );
