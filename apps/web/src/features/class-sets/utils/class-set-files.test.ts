import { CLASS_SET_MAX_BYTES, CLASS_SET_PAGES_MAX } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import { filesProblem } from "./class-set-files";

const file = (name: string, size = 1000, type = "") => ({ name, size, type });

describe("the files of a class set", () => {
  it("takes nothing yet, one PDF, or photos", () => {
    expect(filesProblem([])).toBeNull();
    expect(filesProblem([file("scan.pdf", 1000, "application/pdf")])).toBeNull();
    expect(filesProblem([file("1.jpg"), file("2.jpg")])).toBeNull();
  });

  it("refuses a PDF with other files, too many photos, and too many bytes, saying what to do", () => {
    expect(filesProblem([file("scan.PDF"), file("1.jpg")])).toBe("Choose one PDF, or photos only.");
    const photos = Array.from({ length: CLASS_SET_PAGES_MAX + 1 }, (_, i) => file(`${i}.jpg`));
    expect(filesProblem(photos)).toBe(`Choose at most ${CLASS_SET_PAGES_MAX} photos.`);
    expect(filesProblem([file("scan.pdf", CLASS_SET_MAX_BYTES + 1)])).toMatch(/^The files are larger than \d+ MB/);
  });
});
