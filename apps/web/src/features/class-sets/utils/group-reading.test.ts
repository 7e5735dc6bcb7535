import type { ClassSetGroup, ClassSetPage, ReadWord } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import { groupHold, groupReading, groupTextToCheck, pageTrouble, pageUnsureNote } from "./group-reading";

const IMAGE_IDS = ["0b9d3a6e-5c1f-4c3e-9b1a-1d2e3f4a5b6c", "1c8e4b7f-6d2a-4d4f-8c2b-2e3f4a5b6c7d"];

/** The words of a text as read, each sure unless listed in `unsure`, with made-up boxes. */
function wordsOf(text: string, unsure: readonly string[] = []): ReadWord[] {
  return [...text.matchAll(/\S+/g)].map((match, index) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
    confidence: unsure.includes(match[0]) ? 0.3 : 0.95,
    uncertain: unsure.includes(match[0]),
    box: { x0: index * 10, y0: 0, x1: index * 10 + 9, y1: 10 },
  }));
}

/** A page read as a photo from its text. */
function photoPage(pageNumber: number, text: string, unsure: readonly string[] = []): ClassSetPage {
  const imageId = IMAGE_IDS[pageNumber - 1]!;
  return {
    page_number: pageNumber,
    read: true,
    image_id: imageId,
    uri: `/api/v1/images/${imageId}/file`,
    text,
    transcription_evaluation: "GOOD",
    problems: [],
    reading: { uri: `/api/v1/images/${imageId}/page`, width: 1000, height: 1400, words: wordsOf(text, unsure) },
    name_line: null,
    error: null,
  };
}

const pagesMap = (...pages: ClassSetPage[]) => new Map(pages.map((page) => [page.page_number, page]));
const GROUP: ClassSetGroup = { page_numbers: [1, 2], student_id: null, name: "Maria Lopez" };

describe("groupReading", () => {
  it("joins the pages' texts with a blank line, leaves the name line out, and places every word in the text", () => {
    const pages = pagesMap(
      photoPage(1, "Maria Lopez\n\nYoung pepole should help.", ["pepole"]),
      photoPage(2, "They meet many people.", ["meet"]),
    );
    const reading = groupReading(GROUP, pages);
    expect(reading.text).toBe("Young pepole should help.\n\nThey meet many people.");
    for (const word of reading.words) expect(reading.text.slice(word.start, word.end)).toBe(word.text);
    expect(reading.words.map((word) => word.text)).not.toContain("Maria");
    expect(reading.words.filter((word) => word.uncertain).map((word) => word.text)).toEqual(["pepole", "meet"]);
    expect(reading.pages.map((page) => page.pageNumber)).toEqual([1, 2]);
    expect(new Set(reading.words.map((word) => word.id)).size).toBe(reading.words.length);
  });

  it("leaves a later page's header line out of the text, its words with it, the others placed past it", () => {
    const pages = pagesMap(
      photoPage(1, "Maria Lopez\n\nYoung pepole should help.", ["pepole"]),
      photoPage(2, "Maria Lopez p. 2\nThey meet many people.", ["meet"]),
    );
    const reading = groupReading(GROUP, pages);
    expect(reading.text).toBe("Young pepole should help.\n\nThey meet many people.");
    expect(reading.words.map((word) => word.text)).toEqual([
      ..."Young pepole should help.".split(" "),
      ..."They meet many people.".split(" "),
    ]);
    for (const word of reading.words) expect(reading.text.slice(word.start, word.end)).toBe(word.text);
    const second = reading.pages[1]!.page.words;
    expect(second.map((word) => word.text)).toEqual(["They", "meet", "many", "people."]);
    expect(second[0]!.start).toBe("Young pepole should help.\n\n".length);
    // The boxes stay the words' own on the photo, the header's left out.
    expect(second[0]!.box.x0).toBe(40);
    expect(reading.words.filter((word) => word.uncertain).map((word) => word.text)).toEqual(["pepole", "meet"]);
  });

  it("leaves out a first line naming the group's student as the reader read it, in small letters beside a date", () => {
    const pages = pagesMap(photoPage(1, "12/03/2026 maria Lopez\n\nYoung pepole should help."));
    const reading = groupReading({ ...GROUP, page_numbers: [1] }, pages);
    expect(reading.text).toBe("Young pepole should help.");
    expect(reading.words.map((word) => word.text)).toEqual("Young pepole should help.".split(" "));
    // Another student's essay keeps it: it is no name line of theirs.
    expect(groupReading({ ...GROUP, page_numbers: [1], name: "Tom Smith" }, pages).text).toMatch(/^12\/03\/2026 maria/);
  });

  it("keeps a later page whole when its first line is the essay's", () => {
    const pages = pagesMap(photoPage(1, "p. 1\n\nYoung pepole should help."), photoPage(2, "They meet\nmany people."));
    expect(groupReading(GROUP, pages).text).toBe("Young pepole should help.\n\nThey meet\nmany people.");
  });

  it("leaves a blank page out of the text, and a page taken as typed text out of the pages shown", () => {
    const typed: ClassSetPage = { ...photoPage(2, "Typed page."), reading: null };
    const blank: ClassSetPage = { ...photoPage(1, ""), reading: null };
    const reading = groupReading(GROUP, pagesMap(blank, typed));
    expect(reading.text).toBe("Typed page.");
    expect(reading.pages).toEqual([]);
    expect(reading.words).toEqual([]);
  });

  it("moves the words to the teacher's saved text, leaving out those it changed", () => {
    const reading = groupReading(GROUP, pagesMap(photoPage(1, "Young pepole should help.", ["pepole"])));
    const checked = groupTextToCheck({ ...GROUP, original: "Young people should help." }, reading);
    expect(checked.text).toBe("Young people should help.");
    expect(checked.words.map((word) => word.text)).toEqual(["Young", "should", "help."]);
    for (const word of checked.words) expect(checked.text.slice(word.start, word.end)).toBe(word.text);
    expect(groupTextToCheck(GROUP, reading).text).toBe(reading.text);
  });
});

describe("pageTrouble", () => {
  const text = "one two three four five six";

  it("says nothing of a page read well, even with a few unsure words", () => {
    expect(pageTrouble(photoPage(1, text, ["two"]))).toBeNull();
    expect(pageUnsureNote(photoPage(1, text, ["two"]))).toBe("1 word unsure");
    expect(pageUnsureNote(photoPage(1, text))).toBeNull();
  });

  it("names the problem of a BAD photo and counts its unsure words", () => {
    const page = { ...photoPage(3, text, ["two", "six"]), transcription_evaluation: "BAD" as const };
    expect(pageTrouble({ ...page, problems: ["blurred"] })).toBe("Page 3 is blurred: 2 words unsure");
    expect(pageTrouble(page)).toBe("Page 3 is hard to read: 2 words unsure");
    expect(pageTrouble({ ...page, problems: ["no-writing"], reading: null })).toBe("Page 3 is not a page of writing");
  });

  it("calls a page whose words are mostly unsure hard to read, though its photo looked fine", () => {
    expect(pageTrouble(photoPage(3, text, ["one", "two", "three"]))).toBe("Page 3 is hard to read: 3 words unsure");
  });

  it("says a page that could not be read so, and nothing of one still being read", () => {
    expect(pageTrouble({ ...photoPage(2, text), error: "The page could not be read: it timed out." })).toBe(
      "Page 2 could not be read",
    );
    expect(pageTrouble({ ...photoPage(2, text), read: false })).toBeNull();
  });
});

describe("groupHold", () => {
  const pages = new Map([
    [1, photoPage(1, "My grandmotber lives", ["grandmotber"])],
    [2, photoPage(2, "in a vilage a", ["in", "a", "vilage"])],
  ]);

  it("holds an unchecked essay whose words are mostly unsure, naming them once each", () => {
    expect(groupHold({ page_numbers: [1, 2] }, pages)).toEqual({
      unsure: 5,
      words: 7,
      unsureWords: ["grandmotber", "in", "a", "vilage"],
    });
  });

  it("holds neither an essay read mostly surely nor one whose text was checked", () => {
    expect(groupHold({ page_numbers: [1] }, pages)).toBeNull();
    expect(groupHold({ page_numbers: [1, 2], original: "My grandmother lives in a village." }, pages)).toBeNull();
  });
});
