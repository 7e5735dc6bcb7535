import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CERTIFICATE, essay, school } from "../grade/testing/graded-essays";
import { runEngine } from "./testing/run-engine";

const lines = (examples: object[]) => examples.map((example) => JSON.stringify(example)).join("\n");

describe("engine calibrate and grade --calibration", () => {
  it("fits a school's calibration from graded lines, and grades with it", () => {
    const calibrated = runEngine(["calibrate", "--certificate", CERTIFICATE], lines(school(24, -1)));
    expect(calibrated.stderr).toBe("");
    expect(calibrated.status).toBe(0);
    const calibration = JSON.parse(calibrated.stdout);
    expect(calibration).toMatchObject({
      version: 2,
      certificate: CERTIFICATE,
      examples: 24,
      target: "criteria",
      use: true,
    });

    const file = join(mkdtempSync(join(tmpdir(), "redpen-calibration-")), "model.json");
    writeFileSync(file, calibrated.stdout);
    const request = lines([
      { text: essay(30), certificate: CERTIFICATE },
      { text: essay(30), certificate: "ielts-academic:task-2-essay" },
    ]);
    const plain = runEngine(["grade", "--jsonl"], request)
      .stdout.trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    const calibratedGrades = runEngine(["grade", "--jsonl", "--calibration", file], request)
      .stdout.trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(calibratedGrades[0].grade).toBeLessThan(plain[0].grade);
    expect(calibratedGrades[1].error).toContain("This calibration is for Cambridge B2 First B2");
  }, 60_000);

  it("names the line that is wrong, and says when there are too few essays or the certificate is unknown", () => {
    const good = school(20, 0);
    const bad = runEngine(
      ["calibrate", "--certificate", CERTIFICATE],
      `${lines(good.slice(0, 2))}\n{"text": "An essay.", "grade": "high"}\n`,
    );
    expect(bad).toMatchObject({ status: 1, stdout: "" });
    expect(bad.stderr).toContain('line 3: "grade" must be a number.');
    expect(
      runEngine(["calibrate", "--certificate", CERTIFICATE], `${lines(good.slice(0, 1))}\nnot json`).stderr,
    ).toContain("line 2: not JSON.");
    const few = runEngine(["calibrate", "--certificate", CERTIFICATE], lines(good.slice(0, 5)));
    expect(few.status).toBe(1);
    expect(few.stderr).toContain("5 gradable essays were given; calibrating needs at least 20.");
    const unknown = runEngine(["calibrate", "--certificate", "no-such-exam"], lines(good));
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("unknown: no-such-exam");
    const broken = join(mkdtempSync(join(tmpdir(), "redpen-calibration-")), "model.json");
    writeFileSync(broken, '{"version": 1}');
    const refused = runEngine(
      ["grade", "--jsonl", "--calibration", broken],
      lines([{ text: essay(1), certificate: CERTIFICATE }]),
    );
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("cannot use the calibration");
  }, 60_000);
});
