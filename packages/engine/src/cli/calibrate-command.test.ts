import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CALIBRATION_VERSION } from "../grade/calibration";
import { CERTIFICATE, essay, school } from "../grade/testing/graded-essays";
import { type EngineRun, runEngineAsync } from "./testing/run-engine";

const lines = (examples: object[]) => examples.map((example) => JSON.stringify(example)).join("\n");

describe("engine calibrate and grade --calibration", () => {
  it("fits a school's calibration from graded lines, and grades with it", async () => {
    const request = lines([
      { text: essay(30), certificate: CERTIFICATE },
      { text: essay(30), certificate: "ielts-academic:task-2-essay" },
    ]);
    const grades = (run: EngineRun) =>
      run.stdout
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line));
    // The grades without the calibration do not wait for it: that process runs beside the fitting.
    const [calibrated, plain] = await Promise.all([
      runEngineAsync(["calibrate", "--certificate", CERTIFICATE], lines(school(24, -1))),
      runEngineAsync(["grade", "--jsonl"], request).then(grades),
    ]);
    expect(calibrated.stderr).toBe("");
    expect(calibrated.status).toBe(0);
    const calibration = JSON.parse(calibrated.stdout);
    expect(calibration).toMatchObject({
      version: CALIBRATION_VERSION,
      certificate: CERTIFICATE,
      examples: 24,
      target: "criteria",
      use: true,
    });

    const file = join(mkdtempSync(join(tmpdir(), "redpen-calibration-")), "model.json");
    writeFileSync(file, calibrated.stdout);
    const calibratedGrades = grades(await runEngineAsync(["grade", "--jsonl", "--calibration", file], request));
    expect(calibratedGrades[0].grade).toBeLessThan(plain[0].grade);
    expect(calibratedGrades[1].error).toContain("This calibration is for Cambridge B2 First B2");
  }, 60_000);

  it("names the line that is wrong, and says when there are too few essays or the certificate is unknown", async () => {
    const good = school(20, 0);
    const broken = join(mkdtempSync(join(tmpdir(), "redpen-calibration-")), "model.json");
    writeFileSync(broken, '{"version": 1}');
    // Five processes that do not depend on each other, run side by side.
    const [bad, notJson, few, unknown, refused] = await Promise.all([
      runEngineAsync(
        ["calibrate", "--certificate", CERTIFICATE],
        `${lines(good.slice(0, 2))}\n{"text": "An essay.", "grade": "high"}\n`,
      ),
      runEngineAsync(["calibrate", "--certificate", CERTIFICATE], `${lines(good.slice(0, 1))}\nnot json`),
      runEngineAsync(["calibrate", "--certificate", CERTIFICATE], lines(good.slice(0, 5))),
      runEngineAsync(["calibrate", "--certificate", "no-such-exam"], lines(good)),
      runEngineAsync(
        ["grade", "--jsonl", "--calibration", broken],
        lines([{ text: essay(1), certificate: CERTIFICATE }]),
      ),
    ]);
    expect(bad).toMatchObject({ status: 1, stdout: "" });
    expect(bad.stderr).toContain('line 3: "grade" must be a number.');
    expect(notJson.stderr).toContain("line 2: not JSON.");
    expect(few.status).toBe(1);
    expect(few.stderr).toContain("5 gradable essays were given; calibrating needs at least 20.");
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("unknown: no-such-exam");
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("cannot use the calibration");
  }, 60_000);
});
