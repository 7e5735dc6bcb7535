import { describe, expect, it } from "vitest";
import { testEdit } from "./test-edit";
import { diffFromEdits, type DiffSegment } from "./essay-diff";
import { changeLabel, noteReasons, paperMarks, paperParagraphs, splitTrailingSpace } from "./paper-notes";

const edit = testEdit;

describe("paperMarks", () => {
  it("numbers the corrections in reading order, whatever the order of the edits", () => {
    const text = "Many people thinks that it are good.";
    const segments = diffFromEdits(text, [edit(text, "are", "is"), edit(text, "thinks", "think")]);
    const { notes, numberOf } = paperMarks(segments);
    expect(notes.map((note) => [note.number, note.label, note.times])).toEqual([
      [1, "“thinks” → “think”", 1],
      [2, "“are” → “is”", 1],
    ]);
    const marked = segments.filter((segment) => segment.kind === "change");
    expect(marked.map((segment) => numberOf.get(segment))).toEqual([1, 2]);
  });

  it("gives a correction made again the number of the first, and one note that counts them", () => {
    const text = "I wrote becuase, and becuase again, then teh end.";
    const second = text.indexOf("becuase") + 1;
    const segments = diffFromEdits(text, [
      edit(text, "becuase", "because"),
      edit(text, "teh", "the"),
      edit(text, "becuase", "because", { start: second }),
    ]);
    const { notes, numberOf } = paperMarks(segments);
    expect(notes.map((note) => [note.number, note.label, note.times])).toEqual([
      [1, "“becuase” → “because”", 2],
      [2, "“teh” → “the”", 1],
    ]);
    const marked = segments.filter((segment) => segment.kind === "change");
    expect(marked.map((segment) => numberOf.get(segment))).toEqual([1, 1, 2]);
  });

  it("keeps apart the same words corrected for different reasons", () => {
    const text = "there car and there house";
    const segments = diffFromEdits(text, [
      edit(text, "there", "their"),
      edit(text, "there", "their", { start: 6, explanation: "Their: it is theirs." }),
    ]);
    expect(paperMarks(segments).notes).toHaveLength(2);
  });

  it("has no note for an essay without corrections", () => {
    expect(paperMarks([{ kind: "same", text: "All good.", start: 0 }]).notes).toEqual([]);
  });
});

describe("changeLabel", () => {
  it("names a replacement, a removal and an addition without their spaces", () => {
    expect(changeLabel({ removed: "thinks", added: "think" })).toBe("“thinks” → “think”");
    expect(changeLabel({ removed: "very ", added: "" })).toBe("“very” removed");
    expect(changeLabel({ removed: "", added: " also" })).toBe("“also” added");
  });
});

describe("noteReasons", () => {
  it("gives each explained edit with its category capitalised, and the teacher's own without one", () => {
    const text = "He go home.";
    const engine = edit(text, "go", "goes", { category: "verb form", explanation: "After 'he', say 'goes'. " });
    const teacher = edit(text, "home", "home now", { category: "", explanation: "Say when.", source: "teacher" });
    const silent = edit(text, "He", "She", { explanation: "  " });
    expect(noteReasons({ edits: [engine, teacher, silent] })).toEqual([
      "Verb form: After 'he', say 'goes'.",
      "Say when.",
    ]);
  });
});

describe("paperParagraphs", () => {
  const texts = (paragraphs: DiffSegment[][]) =>
    paragraphs.map((paragraph) =>
      paragraph.map((segment) => (segment.kind === "same" ? segment.text : `[${segment.removed}>${segment.added}]`)),
    );

  it("splits the text at blank lines, keeps single line breaks, and keeps each segment's offset", () => {
    const text = "First line\nsame paragraph teh end.\n\n  \nSecond one.\n\nThird.";
    const segments = diffFromEdits(text, [edit(text, "teh", "the")]);
    const paragraphs = paperParagraphs(segments);
    expect(texts(paragraphs)).toEqual([
      ["First line\nsame paragraph ", "[teh>the]", " end."],
      ["Second one."],
      ["Third."],
    ]);
    for (const segment of paragraphs.flat())
      if (segment.kind === "same")
        expect(text.slice(segment.start, segment.start + segment.text.length)).toBe(segment.text);
  });

  it("keeps a correction across a blank line in one paragraph", () => {
    const segments: DiffSegment[] = [
      { kind: "same", text: "End.", start: 0 },
      { kind: "change", removed: "\n\n", added: " ", edits: [], start: 4, end: 6 },
      { kind: "same", text: "Next.", start: 6 },
    ];
    expect(texts(paperParagraphs(segments))).toEqual([["End.", "[\n\n> ]", "Next."]]);
  });
});

describe("splitTrailingSpace", () => {
  it("takes the space off the last words shown, so the number sits right after them", () => {
    expect(splitTrailingSpace({ removed: "very ", added: "" })).toEqual({
      words: { removed: "very", added: "" },
      space: " ",
    });
    expect(splitTrailingSpace({ removed: "thinks ", added: "think " })).toEqual({
      words: { removed: "thinks ", added: "think" },
      space: " ",
    });
    expect(splitTrailingSpace({ removed: "a", added: "an" })).toEqual({
      words: { removed: "a", added: "an" },
      space: "",
    });
  });
});
