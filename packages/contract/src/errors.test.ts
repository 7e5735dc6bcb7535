import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiRequestError, formatError, formatValidationIssues, pageErrorMessage, pageLoadErrorMessage } from "./errors";

describe("formatError", () => {
  it("shows a server error's message as a sentence, never its code", () => {
    const error = new ApiRequestError(402, { error_message: "No credits left", error_code: "NO_CREDITS" });
    expect(formatError(error)).toBe("No credits left.");
    const sentence = { error_message: "Language can be at most 5.", error_code: "VALIDATION_FAILED" };
    expect(formatError(new ApiRequestError(400, sentence))).toBe("Language can be at most 5.");
    const quoted = { error_message: 'Write it as "7.5"', error_code: "VALIDATION_FAILED" };
    expect(formatError(new ApiRequestError(400, quoted))).toBe('Write it as "7.5".');
    const asked = { error_message: "Is this your school?", error_code: "CONFLICT" };
    expect(formatError(new ApiRequestError(409, asked))).toBe("Is this your school?");
  });
  it("falls back when the server said nothing usable", () => {
    expect(formatError(new ApiRequestError(502, undefined))).toBe(
      "Could not complete your request due to a server issue.",
    );
    expect(formatError(new ApiRequestError(500, { message: "x" }))).toBe(
      "Could not complete your request due to a server issue.",
    );
    expect(formatError(new ApiRequestError(500, { error_message: "Half an answer" }))).toBe(
      "Could not complete your request due to a server issue.",
    );
    expect(formatError(new ApiRequestError(500, { error_message: "", error_code: "" }))).toBe(
      "Could not complete your request due to a server issue.",
    );
    expect(formatError(new ApiRequestError(500, "<html>Bad gateway</html>"))).toBe(
      "Could not complete your request due to a server issue.",
    );
  });
  it("shows another Error's message, or a generic one", () => {
    expect(formatError(new Error("Network down"))).toBe("Network down");
    expect(formatError(new Error(""))).toBe("An unexpected error occurred.");
  });
  it("has a message for anything else thrown", () => {
    expect(formatError("boom")).toBe("An unknown error occurred.");
    expect(formatError(undefined)).toBe("An unknown error occurred.");
    expect(formatError({ error_message: "looks like a body", error_code: "X" })).toBe("An unknown error occurred.");
  });
});

describe("page messages", () => {
  it("are worded as the spec writes them", () => {
    expect(pageErrorMessage("missing settings: audience")).toBe(
      "An unexpected error occured. Please reload this page (details: missing settings: audience)",
    );
    expect(pageLoadErrorMessage("[timeout]")).toBe("Error loading this page, please try again [timeout]");
  });
});

describe("formatValidationIssues", () => {
  it("names each field with its message", () => {
    expect(
      formatValidationIssues([
        { path: ["data", "email"], message: "enter a valid email address" },
        { path: ["version"], message: "Invalid input: expected number, received string" },
        { path: [], message: "Unrecognized key" },
      ]),
    ).toBe(
      "data.email: enter a valid email address; version: Invalid input: expected number, received string; Unrecognized key",
    );
  });
});

describe("formatValidationIssues with zod", () => {
  it("reads the issues of a real validation failure", () => {
    const schema = z.object({
      version: z.number(),
      data: z.object({ email: z.string().regex(/@/, "enter a valid email address") }),
    });
    const result = schema.safeParse({ version: 1, data: { email: "nope" } });
    expect(formatValidationIssues(result.error?.issues ?? [])).toBe("data.email: enter a valid email address");
  });
  it("gives an empty text for no issues", () => {
    expect(formatValidationIssues([])).toBe("");
  });
});
