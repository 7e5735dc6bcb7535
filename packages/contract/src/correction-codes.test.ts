import { describe, expect, it } from "vitest";
import {
  codeKey,
  codeOfEdit,
  CorrectionCodeList,
  CorrectionCodesPutRequest,
  DEFAULT_CORRECTION_CODES,
  editsAsCodes,
  ERROR_TYPES,
  feedbackWithoutFixes,
  UNCLEAR_CODE,
} from "./correction-codes";

const codeOf = (category: string, code?: string) => codeOfEdit({ category, code }, DEFAULT_CORRECTION_CODES).code;

describe("the default correction codes", () => {
  it("are the twelve codes teachers of writing use, in order", () => {
    expect(DEFAULT_CORRECTION_CODES.map((entry) => entry.code)).toEqual([
      "Sp",
      "T",
      "VF",
      "SVA",
      "Art",
      "Prep",
      "WW",
      "WO",
      "P",
      "M",
      "U",
      "?",
    ]);
    expect(CorrectionCodeList.safeParse(DEFAULT_CORRECTION_CODES).success).toBe(true);
  });

  it("give every error type the engine makes one code, none of them '?'", () => {
    const expected: Record<(typeof ERROR_TYPES)[number], string> = {
      spelling: "Sp",
      capitalisation: "Sp",
      tense: "T",
      "verb form": "VF",
      "subject-verb agreement": "SVA",
      "noun number": "SVA",
      article: "Art",
      preposition: "Prep",
      "word choice": "WW",
      collocation: "WW",
      "word order": "WO",
      punctuation: "P",
      "missing word": "M",
      repetition: "U",
    };
    for (const type of ERROR_TYPES) expect(codeOf(type), type).toBe(expected[type]);
    expect(Object.keys(expected).sort()).toEqual([...ERROR_TYPES].sort());
  });

  it("mark an edit of a type no code covers (an unclassified teacher's correction) '?'", () => {
    expect(codeOf("")).toBe(UNCLEAR_CODE);
    expect(codeOf("something else")).toBe(UNCLEAR_CODE);
  });

  it("give the teacher's picked code before the type's, and the type's when the pick is not in the list", () => {
    expect(codeOf("spelling", "WW")).toBe("WW");
    expect(codeOf("spelling", "Zz")).toBe("Sp");
  });

  it("follow a school's own list, with Redpen's '?' when the school has none", () => {
    const school = [
      { code: "S", name: "Spelling mistake", meaning: "Check the spelling.", types: ["spelling" as const] },
      {
        code: "Coll",
        name: "Collocation",
        meaning: "These words do not go together.",
        types: ["collocation" as const],
      },
    ];
    expect(codeOfEdit({ category: "spelling" }, school).name).toBe("Spelling mistake");
    expect(codeOfEdit({ category: "collocation" }, school).code).toBe("Coll");
    expect(codeOfEdit({ category: "tense" }, school)).toMatchObject({ code: "?", name: "Unclear" });
  });

  it("make a key of the codes an essay's edits use, in the list's order", () => {
    const edits = [{ category: "tense" }, { category: "spelling" }, { category: "tense" }, { category: "odd" }];
    expect(codeKey(edits, DEFAULT_CORRECTION_CODES).map((entry) => entry.code)).toEqual(["Sp", "T", "?"]);
  });
});

describe("a school's list of codes", () => {
  const entry = (code: string, types: string[] = []) => ({ code, name: "Name", meaning: "Meaning.", types });
  const issues = (codes: unknown) =>
    CorrectionCodesPutRequest.safeParse({ version: 1, data: { codes } }).error?.issues.map((issue) => ({
      path: issue.path.join("."),
      message: issue.message,
    }));

  it("takes renamed and added codes", () => {
    expect(issues([entry("Sp", ["spelling"]), entry("Coll", ["collocation"])])).toBeUndefined();
  });

  it("refuses a code twice (whatever its case), a type under two codes, an unknown type", () => {
    expect(issues([entry("Sp"), entry("sp")])).toEqual([
      { path: "data.codes.1.code", message: "the code 'sp' is in the list twice (codes 1 and 2)" },
    ]);
    expect(issues([entry("Sp", ["spelling"]), entry("S", ["spelling"])])).toEqual([
      { path: "data.codes.1.types", message: "'spelling' is marked Sp already: give each error type one code" },
    ]);
    expect(issues([entry("Sp", ["spelled"])])?.[0]).toEqual({
      path: "data.codes.0.types.0",
      message: "is not an error type Redpen knows",
    });
  });

  it("refuses an empty, long, spaced or control-character code, an empty name, an empty list", () => {
    for (const code of ["", " ", "TOOLONG", "S p", "S\u0007"])
      expect(issues([entry(code)])?.[0]?.path, JSON.stringify(code)).toBe("data.codes.0.code");
    expect(issues([{ ...entry("Sp"), name: "" }])?.[0]?.path).toBe("data.codes.0.name");
    expect(issues([{ ...entry("Sp"), meaning: "a\nb" }])?.[0]?.path).toBe("data.codes.0.meaning");
    expect(issues([{ ...entry("Sp"), name: "x".repeat(41) }])?.[0]?.path).toBe("data.codes.0.name");
    expect(issues([])?.[0]?.message).toBe("keep at least one code");
    expect(issues([{ ...entry("Sp"), colour: "red" }])?.[0]?.path).toBe("data.codes.0");
  });
});

describe("an essay shared as codes", () => {
  it("withholds each answer but those given anyway", () => {
    const edits = [
      { replacement: "went", explanation: "Use 'went'.", category: "tense" },
      { replacement: "bought", explanation: "Use 'bought'.", category: "verb form", answer_given: true as const },
    ];
    expect(editsAsCodes(edits)).toEqual([
      { replacement: "", explanation: "", category: "tense", answer_hidden: true },
      edits[1],
    ]);
  });

  it("leaves the fixed form out of the drafted feedback's examples", () => {
    expect(feedbackWithoutFixes("- Tenses: 2 mistakes. You wrote “I go”, write “I went”.\nWell done.")).toBe(
      "- Tenses: 2 mistakes. Look again at “I go”.\nWell done.",
    );
  });
});
