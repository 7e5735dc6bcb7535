import { describe, expect, it } from "vitest";
import {
  countWords,
  EssayText,
  FeedbackComment,
  FeedbackText,
  FORBIDDEN_CHARACTER_MESSAGE,
  GradeValue,
  hasForbiddenCharacter,
  InviteEmail,
  PlainText,
  SchoolName,
  WORD_COUNT_RULES,
  StudentName,
  teacherCalled,
  TeacherName,
  TopicText,
  validateWordCountedText,
  wordCountedText,
} from "./validation";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("countWords", () => {
  it.each([
    ["", 0],
    ["   \n\t ", 0],
    ["one", 1],
    ["  two   words ", 2],
    ["line\nbreaks\tand tabs", 4],
    ["don't count-hyphens twice", 3],
  ])("counts %j as %i words", (text, count) => {
    expect(countWords(text)).toBe(count);
  });
});

describe("wordCountedText", () => {
  it("uses the rule's own numbers in its messages", () => {
    const required = wordCountedText({ minWords: 3, maxChars: 20, required: true });
    expect(firstMessage(required.safeParse("two words"))).toBe("you need at least 3 words");
    expect(firstMessage(required.safeParse(""))).toBe("you need at least 3 words");
    expect(required.safeParse("one two three").success).toBe(true);
    expect(firstMessage(required.safeParse("one two three four five six"))).toBe("text is too long");
  });

  it("refuses a missing required text", () => {
    expect(wordCountedText({ minWords: 1, maxChars: 20, required: true }).safeParse(undefined).success).toBe(false);
  });

  it("lets an optional text be missing, null, empty or blank, but checks it once typed", () => {
    const optional = wordCountedText({ minWords: 3, maxChars: 20, required: false });
    for (const value of [undefined, null, "", " \n\t "]) expect(optional.safeParse(value).success).toBe(true);
    expect(firstMessage(optional.safeParse("two words"))).toBe("you need at least 3 words");
    expect(firstMessage(optional.safeParse(" ".repeat(21)))).toBe("text is too long");
  });
});

describe("the pasted essay", () => {
  it("needs at least 30 words", () => {
    expect(validateWordCountedText(words(29), WORD_COUNT_RULES.essay)).toBe("you need at least 30 words");
    expect(validateWordCountedText(words(30), WORD_COUNT_RULES.essay)).toBeNull();
  });

  it("is required, so empty text fails", () => {
    expect(validateWordCountedText("", WORD_COUNT_RULES.essay)).toBe("you need at least 30 words");
    expect(validateWordCountedText(undefined, WORD_COUNT_RULES.essay)).toBe("you need at least 30 words");
  });

  it("allows 10000 characters and refuses 10001", () => {
    const base = `${words(30)} `;
    expect(validateWordCountedText(base.padEnd(10_000, "x"), WORD_COUNT_RULES.essay)).toBeNull();
    expect(validateWordCountedText(base.padEnd(10_001, "x"), WORD_COUNT_RULES.essay)).toBe("text is too long");
  });

  it("gives the same messages through its zod schema", () => {
    expect(EssayText.safeParse(words(29)).error?.issues[0]?.message).toBe("you need at least 30 words");
    expect(EssayText.safeParse(words(30)).success).toBe(true);
  });
});

describe("the topic", () => {
  it("is optional: empty, blank, null and missing are fine", () => {
    for (const value of ["", "   ", null, undefined]) expect(TopicText.safeParse(value).success).toBe(true);
  });

  it("needs 5 words once something is typed", () => {
    expect(TopicText.safeParse(words(4)).error?.issues[0]?.message).toBe("you need at least 5 words");
    expect(TopicText.safeParse(words(5)).success).toBe(true);
  });

  it("allows 10000 characters and refuses 10001", () => {
    expect(validateWordCountedText(words(5).padEnd(10_000, "x"), WORD_COUNT_RULES.topic)).toBeNull();
    expect(validateWordCountedText(words(5).padEnd(10_001, "x"), WORD_COUNT_RULES.topic)).toBe("text is too long");
  });
});

describe("the student name", () => {
  it("is optional and takes one word", () => {
    expect(StudentName.safeParse("").success).toBe(true);
    expect(StudentName.safeParse("Ana").success).toBe(true);
  });

  it("allows 1000 characters and refuses 1001", () => {
    expect(validateWordCountedText("a".repeat(1000), WORD_COUNT_RULES.studentName)).toBeNull();
    expect(validateWordCountedText("a".repeat(1001), WORD_COUNT_RULES.studentName)).toBe("text is too long");
    expect(StudentName.safeParse("a".repeat(1000)).success).toBe(true);
    expect(firstMessage(StudentName.safeParse("a".repeat(1001)))).toBe("text is too long");
  });

  it("may be blank or missing", () => {
    for (const value of ["   ", null, undefined]) expect(StudentName.safeParse(value).success).toBe(true);
  });
});

describe("the feedback", () => {
  it("needs 2 words and is required", () => {
    expect(FeedbackText.safeParse("Good").error?.issues[0]?.message).toBe("you need at least 2 words");
    expect(FeedbackText.safeParse("").error?.issues[0]?.message).toBe("you need at least 2 words");
    expect(FeedbackText.safeParse("Well done").success).toBe(true);
  });

  it("allows 10000 characters and refuses 10001", () => {
    expect(FeedbackText.safeParse("Well done".padEnd(10_000, "!")).success).toBe(true);
    expect(firstMessage(FeedbackText.safeParse("Well done".padEnd(10_001, "!")))).toBe("text is too long");
  });
});

describe("the rating comment", () => {
  it("takes 1 to 1000 characters", () => {
    expect(FeedbackComment.safeParse("x").success).toBe(true);
    expect(FeedbackComment.safeParse("x".repeat(1000)).success).toBe(true);
    expect(firstMessage(FeedbackComment.safeParse(""))).toBe("write a comment");
    expect(firstMessage(FeedbackComment.safeParse("x".repeat(1001)))).toBe("text is too long");
  });
});

describe("the invite email", () => {
  it.each(["a@b.co", "teacher.name@school.example.org", "  padded@school.test  "])("accepts %j", (email) => {
    expect(InviteEmail.safeParse(email).success).toBe(true);
  });
  it.each(["", "   ", "plain", "a@b", "@b.co", "a@.co", "a b@c.de", "a@b.", "a@b c.de", `${"a".repeat(320)}@b.co`])(
    "refuses %j",
    (email) => {
      expect(InviteEmail.safeParse(email).success).toBe(false);
    },
  );
  it("trims what it keeps and says what is wrong", () => {
    expect(InviteEmail.parse("  padded@school.test  ")).toBe("padded@school.test");
    expect(firstMessage(InviteEmail.safeParse("plain"))).toBe("enter a valid email address");
  });
});

describe("a school's name", () => {
  it("keeps 1 to 120 characters, trimmed", () => {
    expect(SchoolName.parse("  St Mary's  ")).toBe("St Mary's");
    expect(SchoolName.parse(` ${"é".repeat(120)} `)).toBe("é".repeat(120));
  });
  it("refuses a blank or longer name and says what is wrong", () => {
    expect(firstMessage(SchoolName.safeParse("   "))).toBe("enter the school's name");
    expect(firstMessage(SchoolName.safeParse("x".repeat(121)))).toBe("text is too long");
  });
});

describe("a teacher's name", () => {
  it("keeps 1 to 80 characters, trimmed", () => {
    expect(TeacherName.parse("  Ana García  ")).toBe("Ana García");
    expect(TeacherName.parse(` ${"é".repeat(80)} `)).toBe("é".repeat(80));
  });
  it("refuses a blank, longer, two-line or invisible-character name and says what is wrong", () => {
    expect(firstMessage(TeacherName.safeParse("   "))).toBe("enter your name");
    expect(firstMessage(TeacherName.safeParse("x".repeat(81)))).toBe("text is too long");
    expect(firstMessage(TeacherName.safeParse("Ana\nGarcía"))).toBe("write your name on one line");
    expect(firstMessage(TeacherName.safeParse("Ana\u0000García"))).toBe(FORBIDDEN_CHARACTER_MESSAGE);
  });
  it("is how a teacher is called, their email where they have none", () => {
    expect(teacherCalled({ name: "Ana García", email: "ana@school.test" })).toBe("Ana García");
    expect(teacherCalled({ name: null, email: "ana@school.test" })).toBe("ana@school.test");
    expect(teacherCalled({ email: "ana@school.test" })).toBe("ana@school.test");
  });
});

describe("a grade", () => {
  it("is rounded to 2 decimals", () => {
    expect(GradeValue.parse(3.456)).toBe(3.46);
    expect(GradeValue.parse(1.005)).toBe(1.01);
    expect(GradeValue.parse(0)).toBe(0);
  });
  it("refuses negatives and non-numbers", () => {
    expect(GradeValue.safeParse(-0.01).success).toBe(false);
    expect(GradeValue.safeParse("3").success).toBe(false);
    expect(GradeValue.safeParse(Number.NaN).success).toBe(false);
    expect(GradeValue.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
    expect(firstMessage(GradeValue.safeParse(-1))).toBe("a grade cannot be below 0");
  });
});

describe("text the product stores", () => {
  const refused = [
    ...["a\u0000b", "a\u0007b", "a\u000Bb", "a\u001Bb", "a\u007Fb", "a\uD800b", "a\uDC00"],
    // C1 controls: NEL, as a text from another system may hold it, and the range's ends.
    ...["a\u0080b", "line one\u0085line two", "a\u009Fb"],
    // Bidirectional overrides and isolates, which show a text in another order than it is written.
    ...[
      "Maria \u202Eznol",
      "a\u202Ab",
      "a\u202Bb",
      "a\u202Cb",
      "a\u202Db",
      "a\u2066b",
      "a\u2067b",
      "a\u2068b",
      "a\u2069b",
    ],
  ];
  const accepted = [
    ...["a\tb", "line one\nline two\r\n", "café naïve 😀", "Zoë O'Brien"],
    // The characters just outside the refused ranges: no-break space, the plain direction marks, the word joiner.
    ...["a\u00A0b", "a\u200Eb", "\u200Fa", "a\u2029b", "a\u2060b", "a\u206Ab"],
  ];

  it.each(refused)("refuses %j in every kind of stored text", (text) => {
    expect(hasForbiddenCharacter(text)).toBe(true);
    expect(PlainText.safeParse(text).success).toBe(false);
    expect(StudentName.safeParse(text).error?.issues[0]?.message).toBe(FORBIDDEN_CHARACTER_MESSAGE);
    expect(FeedbackComment.safeParse(text).error?.issues[0]?.message).toBe(FORBIDDEN_CHARACTER_MESSAGE);
    expect(InviteEmail.safeParse(`x${text}@school.org`).success).toBe(false);
    expect(SchoolName.safeParse(`School ${text}`).success).toBe(false);
  });

  it("says which characters it refuses", () => {
    expect(FORBIDDEN_CHARACTER_MESSAGE).toContain("U+007F to U+009F");
    expect(FORBIDDEN_CHARACTER_MESSAGE).toContain("U+202A to U+202E, U+2066 to U+2069");
  });

  it.each(accepted)("accepts %j", (text) => {
    expect(hasForbiddenCharacter(text)).toBe(false);
    expect(PlainText.safeParse(text).success).toBe(true);
  });
});
