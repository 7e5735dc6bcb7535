import type { ClassSetGroup } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import { textsAsideAfter } from "./class-set-texts-aside";

const BEFORE: ClassSetGroup[] = [
  { page_numbers: [1, 2], name: "Maria Lopez", original: "Maria's checked text." },
  { page_numbers: [3], name: "Tom Smith", original: "Tom's checked text." },
  { page_numbers: [4], name: "Li Wei", original: "Li's checked text." },
];
const MOVED: ClassSetGroup[] = [
  { page_numbers: [1], name: "Maria Lopez", original: null },
  { page_numbers: [2, 3], name: "Tom Smith", original: null },
  BEFORE[2]!,
];

describe("textsAsideAfter", () => {
  it("sets aside the checked texts of the essays whose pages changed, and only those", () => {
    expect(textsAsideAfter(BEFORE, MOVED, [])).toEqual([
      { page_numbers: [1, 2], original: "Maria's checked text." },
      { page_numbers: [3], original: "Tom's checked text." },
    ]);
  });

  it("lets a text go once an essay with its pages has a checked text again", () => {
    const aside = textsAsideAfter(BEFORE, MOVED, []);
    expect(textsAsideAfter(MOVED, BEFORE, aside)).toEqual([]);
    const asRead = BEFORE.map((group) => ({ ...group, original: null }));
    expect(textsAsideAfter(MOVED, asRead, aside)).toEqual(aside);
  });

  it("keeps the newest text of the same pages, and texts set aside earlier after it", () => {
    const earlier = [
      { page_numbers: [3], original: "An older text of Tom's." },
      { page_numbers: [9], original: "Another essay's." },
    ];
    expect(textsAsideAfter(BEFORE, MOVED, earlier)).toEqual([
      { page_numbers: [1, 2], original: "Maria's checked text." },
      { page_numbers: [3], original: "Tom's checked text." },
      { page_numbers: [9], original: "Another essay's." },
    ]);
  });
});
