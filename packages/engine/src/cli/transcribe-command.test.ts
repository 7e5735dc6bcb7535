import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runEngine } from "./testing/run-engine";
import { renderPage } from "../transcribe/testing/render-page";

describe("engine transcribe", () => {
  let dir = "";
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "redpen-transcribe-"));
    writeFileSync(
      join(dir, "page1.png"),
      renderPage({ text: "My freind lives in a small town near the sea.", font: "roboto", size: 32, width: 1200 }),
    );
    writeFileSync(
      join(dir, "page2.png"),
      renderPage({ text: "Every weekend we goes to the beach together.", font: "roboto", size: 32, width: 1200 }),
    );
    writeFileSync(join(dir, "notes.txt"), "not a photo");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("prints the photos' text in order, then each photo's evaluation", () => {
    const { status, stdout } = runEngine(["transcribe", join(dir, "page1.png"), join(dir, "page2.png")]);
    expect(status).toBe(0);
    expect(stdout).toContain(
      "My freind lives in a small town near the sea.\n\nEvery weekend we goes to the beach together.",
    );
    expect(stdout).toMatch(/photo 1 \(.*page1\.png\): GOOD, confidence (?:0\.\d\d|1\.00), 10 words/);
    expect(stdout).toMatch(/photo 2 \(.*page2\.png\): GOOD/);
  }, 30_000);

  it("prints the whole result as JSON with --json", () => {
    const { status, stdout } = runEngine(["transcribe", join(dir, "page1.png"), "--json"]);
    expect(status).toBe(0);
    const result = JSON.parse(stdout);
    expect(result.text).toBe("My freind lives in a small town near the sea.");
    expect(result.pages[0]).toMatchObject({
      evaluation: "GOOD",
      reasons: [],
      words: expect.arrayContaining([expect.objectContaining({ text: "freind", confidence: expect.any(Number) })]),
    });
    // The page image stays out of the JSON: its size is there, not its bytes.
    expect(result.pages[0].image).toEqual({ width: expect.any(Number), height: expect.any(Number) });
  }, 30_000);

  it("names the file that is not a photo, and exits with 1", () => {
    const { status, stderr } = runEngine(["transcribe", join(dir, "page1.png"), join(dir, "notes.txt")]);
    expect(status).toBe(1);
    expect(stderr).toContain("notes.txt: photo 2 is not an image");
  }, 30_000);
});
