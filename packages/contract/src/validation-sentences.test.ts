import { describe, expect, it } from "vitest";
import { z } from "zod";
import { EssayCreateRequest } from "./essays";
import { gradeAboveMaxMessage } from "./grading";
import { fieldSubject, fieldWordsOf, issueSentence, validationSentences, withFieldWords } from "./validation-sentences";
import { B2_FIRST_ESSAY } from "./testing";

const words = { "data.name": "the student's name", "data.edits.*": "correction {n}", "data.grades.*": "{key}" };
const sentencesOf = (schema: z.ZodType, value: unknown) =>
  validationSentences(schema.safeParse(value).error?.issues ?? [], fieldWordsOf(schema));

describe("fieldSubject", () => {
  it("gives a field's registered words, with the key or number a * stood for", () => {
    expect(fieldSubject(["data", "name"], words)).toBe("the student's name");
    expect(fieldSubject(["data", "edits", 2], words)).toBe("correction 3");
    expect(fieldSubject(["data", "grades", "Language"], words)).toBe("Language");
  });

  it("names a field without words by its key, of its nearest ancestor with words", () => {
    expect(fieldSubject(["data", "edits", 0, "category"], words)).toBe("the category of correction 1");
    expect(fieldSubject(["organisation_id"], words)).toBe("the organisation id");
    expect(fieldSubject(["data", "ids", 1], {})).toBe("item 2 of the ids");
    expect(fieldSubject([], words)).toBeNull();
  });
});

describe("issueSentence", () => {
  const schema = withFieldWords(
    z
      .object({
        data: z
          .object({
            name: z.string().max(1000),
            count: z.number().min(0),
            photos: z.array(z.string()).max(3),
            kind: z.enum(["IMAGE", "TEXT"]),
            id: z.uuid(),
            email: z.string().regex(/@/, "enter a valid email address"),
          })
          .strict(),
      })
      .strict(),
    {
      "data.name": "the student's name",
      "data.count": "the count",
      "data.photos": "the photos",
      "data.kind": "the kind",
    },
  );
  const valid = { name: "Ana", count: 1, photos: [], kind: "TEXT", id: crypto.randomUUID(), email: "a@b.c" };
  const sentence = (data: Record<string, unknown>) => sentencesOf(schema, { data: { ...valid, ...data } });

  it("says a limit in plain words, numbers grouped as a teacher reads them", () => {
    expect(sentence({ name: "x".repeat(1001) })).toEqual({
      message: "The student's name can be at most 1,000 characters.",
      field: "data.name",
    });
    expect(sentence({ count: -1 }).message).toBe("The count cannot be below 0.");
    expect(sentence({ photos: ["a", "b", "c", "d"] }).message).toBe("The photos can hold at most 3 items.");
  });

  it("says what is missing, of the wrong type or not one of the choices", () => {
    expect(sentencesOf(schema, { data: { ...valid, name: undefined } }).message).toBe("The student's name is missing.");
    expect(sentence({ count: "1" }).message).toBe("The count must be a number.");
    expect(sentence({ kind: "PDF" }).message).toBe('The kind must be one of "IMAGE", "TEXT".');
    expect(sentence({ id: "x" }).message).toBe("The id is not a valid id.");
    expect(sentence({ extra: 1 }).message).toBe("The data holds a field Redpen does not take: extra.");
  });

  it("gives the schema's own message with the field's words when only the message says what is wrong", () => {
    expect(sentence({ email: "nope" }).message).toBe("Check the email: enter a valid email address.");
    expect(issueSentence({ path: [], message: "send one of: a or b" })).toBe("Send one of: a or b.");
  });

  it("joins several problems, each once, and names the first one's field", () => {
    expect(sentence({ name: "x".repeat(1001), count: -1 })).toEqual({
      message: "The student's name can be at most 1,000 characters. The count cannot be below 0.",
      field: "data.name",
    });
  });
});

describe("a new essay's problems", () => {
  const essay = {
    name: null,
    original: "word ".repeat(30),
    certificate: B2_FIRST_ESSAY,
    input_method: "TEXT",
  };
  const problem = (data: Record<string, unknown>) => sentencesOf(EssayCreateRequest, { data: { ...essay, ...data } });

  it("name the essay's fields as a teacher knows them", () => {
    expect(problem({ name: "x".repeat(1001) }).message).toBe("The student's name can be at most 1,000 characters.");
    expect(problem({ original: "Too short." })).toEqual({
      message: "The essay's text needs at least 30 words.",
      field: "data.original",
    });
    expect(problem({ topic_text: "word ".repeat(2001) }).message).toBe("The topic can be at most 10,000 characters.");
    expect(problem({ name: "Ana\u0007" }).message).toBe(
      "The student's name holds invisible characters (control characters, text direction overrides or broken Unicode): remove them.",
    );
  });
});

describe("gradeAboveMaxMessage", () => {
  it("names the criterion and its top band", () => {
    expect(gradeAboveMaxMessage("Language", 5)).toBe("Language can be at most 5.");
  });
});
