import { describe, expect, it } from "vitest";
import { emptyNewEssayForm, newEssayFormMessages, newEssayFormSchema } from "./new-essay-form";

const essay = "word ".repeat(30);

describe("the new-essay form", () => {
  it("asks a text essay for 30 words, and says nothing of the empty optional fields", () => {
    expect(newEssayFormMessages("TEXT", emptyNewEssayForm)).toEqual({ text: "you need at least 30 words" });
    expect(newEssayFormMessages("TEXT", { ...emptyNewEssayForm, text: essay })).toEqual({});
  });

  it("asks no text of a photo essay", () => {
    expect(newEssayFormMessages("IMAGE", emptyNewEssayForm)).toEqual({});
  });

  it("checks a typed topic and name by the contract's rules (docs/behaviour/validation.md)", () => {
    const messages = newEssayFormMessages("IMAGE", {
      ...emptyNewEssayForm,
      topicText: "Too short",
      studentName: "x".repeat(1001),
    });
    expect(messages).toEqual({ topicText: "you need at least 5 words", studentName: "text is too long" });
  });

  it("hands the submit handler the fields as typed once they pass", () => {
    const fields = newEssayFormSchema("TEXT").parse({ ...emptyNewEssayForm, text: essay, studentName: "Maria" });
    expect(fields).toEqual({ text: essay, certificateId: null, topicText: "", studentName: "Maria" });
  });
});
