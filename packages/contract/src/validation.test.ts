import { describe, expect, it } from "vitest";
import { countWords, EssayText, FeedbackText, GradeValue, InviteEmail, RULES, StudentName, TopicText, validateWordCountedText } from "./validation";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

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

describe("the pasted essay", () => {
  it("needs at least 30 words", () => {
    expect(validateWordCountedText(words(29), RULES.essay)).toBe("you need at least 30 words");
    expect(validateWordCountedText(words(30), RULES.essay)).toBeNull();
  });

  it("is required, so empty text fails", () => {
    expect(validateWordCountedText("", RULES.essay)).toBe("you need at least 30 words");
    expect(validateWordCountedText(undefined, RULES.essay)).toBe("you need at least 30 words");
  });

  it("allows 10000 characters and refuses 10001", () => {
    const base = `${words(30)} `;
    expect(validateWordCountedText(base.padEnd(10_000, "x"), RULES.essay)).toBeNull();
    expect(validateWordCountedText(base.padEnd(10_001, "x"), RULES.essay)).toBe("text is too long");
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

  it("refuses 10001 characters", () => {
    expect(validateWordCountedText(words(5).padEnd(10_001, "x"), RULES.topic)).toBe("text is too long");
  });
});

describe("the student name", () => {
  it("is optional and takes one word", () => {
    expect(StudentName.safeParse("").success).toBe(true);
    expect(StudentName.safeParse("Ana").success).toBe(true);
  });

  it("allows 1000 characters and refuses 1001", () => {
    expect(validateWordCountedText("a".repeat(1000), RULES.studentName)).toBeNull();
    expect(validateWordCountedText("a".repeat(1001), RULES.studentName)).toBe("text is too long");
  });
});

describe("the feedback", () => {
  it("needs 2 words and is required", () => {
    expect(FeedbackText.safeParse("Good").error?.issues[0]?.message).toBe("you need at least 2 words");
    expect(FeedbackText.safeParse("").error?.issues[0]?.message).toBe("you need at least 2 words");
    expect(FeedbackText.safeParse("Well done").success).toBe(true);
  });
});

describe("the invite email", () => {
  it.each(["a@b.co", "teacher.name@school.example.org", "  padded@school.test  "])("accepts %j", (email) => {
    expect(InviteEmail.safeParse(email).success).toBe(true);
  });
  it.each(["", "plain", "a@b", "@b.co", "a b@c.de", "a@b."])("refuses %j", (email) => {
    expect(InviteEmail.safeParse(email).success).toBe(false);
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
  });
});
