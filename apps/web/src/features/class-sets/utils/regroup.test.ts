import type { ClassSetGroup } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import { changeGroup, droppedTexts, joinWithPrevious, movePage, splitAt, withTextsSetAside } from "./regroup";

const GROUPS: ClassSetGroup[] = [
  { page_numbers: [1, 2], student_id: null, name: "Maria Lopez", original: "Checked text of Maria." },
  { page_numbers: [3], student_id: null, name: "Tom Smith" },
  { page_numbers: [4, 5], student_id: null, name: "Li Wei" },
];
const pagesOf = (groups: ClassSetGroup[]) => groups.map((group) => group.page_numbers);

describe("movePage", () => {
  it("moves a page to the end of the essay before or the start of the essay after", () => {
    expect(pagesOf(movePage(GROUPS, 3, -1))).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(pagesOf(movePage(GROUPS, 2, 1))).toEqual([[1], [2, 3], [4, 5]]);
  });

  it("drops an essay left with no page, keeping the others' names", () => {
    const moved = movePage(GROUPS, 3, 1);
    expect(pagesOf(moved)).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    expect(moved.map((group) => group.name)).toEqual(["Maria Lopez", "Li Wei"]);
  });

  it("leaves the first page's and last page's essays as they are at the ends", () => {
    expect(movePage(GROUPS, 1, -1)).toEqual(GROUPS);
    expect(movePage(GROUPS, 5, 1)).toEqual(GROUPS);
    expect(movePage(GROUPS, 9, 1)).toEqual(GROUPS);
  });

  it("drops a checked text whose pages changed, and keeps the others'", () => {
    expect(movePage(GROUPS, 2, 1)[0]!.original).toBeNull();
    expect(movePage(GROUPS, 4, -1)[0]!.original).toBe("Checked text of Maria.");
  });
});

describe("splitAt and joinWithPrevious", () => {
  it("starts a new essay with no student at a page and the pages after it", () => {
    const split = splitAt(GROUPS, 5);
    expect(pagesOf(split)).toEqual([[1, 2], [3], [4], [5]]);
    expect(split[3]).toEqual({ page_numbers: [5], student_id: null, name: null, original: null });
  });

  it("does nothing at an essay's first page", () => {
    expect(splitAt(GROUPS, 3)).toEqual(GROUPS);
  });

  it("joins an essay to the one before, which keeps its name", () => {
    const joined = joinWithPrevious(GROUPS, 2);
    expect(pagesOf(joined)).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    expect(joined[1]!.name).toBe("Tom Smith");
    expect(joinWithPrevious(GROUPS, 0)).toEqual(GROUPS);
  });

  it("keeps every page in exactly one essay through any changes", () => {
    let groups = GROUPS;
    for (const step of [() => splitAt(groups, 2), () => movePage(groups, 3, -1), () => joinWithPrevious(groups, 1)]) {
      groups = step();
      expect(groups.flatMap((group) => group.page_numbers).sort()).toEqual([1, 2, 3, 4, 5]);
      expect(groups.every((group) => group.page_numbers.length > 0)).toBe(true);
    }
  });
});

describe("changeGroup", () => {
  it("changes one essay's name", () => {
    expect(changeGroup(GROUPS, 1, { name: "Thomas Smith" })[1]!.name).toBe("Thomas Smith");
  });
});

describe("droppedTexts and withTextsSetAside", () => {
  const both: ClassSetGroup[] = [
    { page_numbers: [1, 2], student_id: null, name: "Maria Lopez", original: "Maria's checked text." },
    { page_numbers: [3], student_id: null, name: "Tom Smith", original: "Tom's checked text." },
    { page_numbers: [4, 5], student_id: null, name: "Li Wei", original: "Li's checked text." },
  ];

  it("names the checked texts whose pages a move changes, and only those", () => {
    const moved = movePage(both, 2, 1);
    expect(droppedTexts(both, moved)).toEqual([
      { essay: 1, pagesKey: "1,2", original: "Maria's checked text." },
      { essay: 2, pagesKey: "3", original: "Tom's checked text." },
    ]);
    expect(moved[2]!.original).toBe("Li's checked text.");
    expect(droppedTexts(both, changeGroup(both, 0, { name: "María" }))).toEqual([]);
  });

  it("gives both texts back when the page is moved back", () => {
    const moved = movePage(both, 2, 1);
    const aside = new Map(droppedTexts(both, moved).map((text) => [text.pagesKey, text.original]));
    const back = withTextsSetAside(moved, movePage(moved, 2, -1), aside);
    expect(back).toEqual(both);
    expect(droppedTexts(moved, back)).toEqual([]);
  });

  it("gives no text to an essay whose pages did not change, nor to one whose pages are new", () => {
    const asRead = changeGroup(both, 1, { original: null });
    const aside = new Map([["3", "Tom's checked text."]]);
    expect(withTextsSetAside(asRead, asRead, aside)[1]!.original).toBeNull();
    expect(withTextsSetAside(both, joinWithPrevious(both, 1), aside)[0]!.original).toBeNull();
  });
});
