import { describe, expect, it } from "vitest";
import { readDocument } from "../document/document";
import { correctEssay } from "../correct/correct-essay";
import { calibrate } from "../grade/calibrate";
import { gradeEssay } from "../grade/grade-essay";
import { school } from "../grade/testing/graded-essays";
import { gradeWithProvider } from "./grade-with-llm";
import type { LlmConfig } from "./llm-config";
import { serveAnswersByApiKey } from "./testing/answers-by-api-key";
import { chatReply, type ServerAnswer } from "./testing/chat-completions-server";

const B2 = "cambridge-b2-first:essay";
const ESSAY = `Many people say that teenagers spend too much time on their phones. In my opinion, phones are useful, but young people should learn to put them away.

Firstly, a phone helps students to study. They can look up words, watch lessons and talk to classmates about homework. However, games and social media can take hours every day, and many teenagers go to bed too late.

In conclusion, I think parents and schools should agree on simple rules, for example no phones at dinner, so that teenagers enjoy both the online and the real world.`;
const EDITS = correctEssay(ESSAY).edits;

/** Each test names its answer in the API key, so one server serves them all. */
const ANSWERS = {
  good: {
    body: chatReply(JSON.stringify({ Content: 4, "Communicative Achievement": 3.5, Organisation: 4, Language: 3 })),
  },
  fenced: {
    body: chatReply(
      'Here are the marks:\n```json\n{"scores": {"Content": 5, "Communicative Achievement": 4, "Organisation": 4, "Language": 4.25}}\n```',
    ),
  },
  "out-of-range": {
    body: chatReply(JSON.stringify({ Content: 7, "Communicative Achievement": 3, Organisation: 4, Language: 3 })),
  },
  negative: {
    body: chatReply(JSON.stringify({ Content: -1, "Communicative Achievement": 3, Organisation: 4, Language: 3 })),
  },
  "too-fine": {
    body: chatReply(JSON.stringify({ Content: 3.333, "Communicative Achievement": 3, Organisation: 4, Language: 3 })),
  },
  missing: { body: chatReply(JSON.stringify({ Content: 4, "Communicative Achievement": 3, Organisation: 4 })) },
  extra: {
    body: chatReply(
      JSON.stringify({ Content: 4, "Communicative Achievement": 3, Organisation: 4, Language: 3, Style: 5 }),
    ),
  },
  "not-a-number": {
    body: chatReply(JSON.stringify({ Content: "four", "Communicative Achievement": 3, Organisation: 4, Language: 3 })),
  },
  malformed: { body: chatReply('{"Content": 4, "Organisation": ') },
  prose: { body: chatReply("I would give this essay a good mark overall.") },
  failing: { status: 500, body: JSON.stringify({ error: { message: "internal error" } }) },
  slow: {
    body: chatReply(JSON.stringify({ Content: 4, "Communicative Achievement": 3, Organisation: 4, Language: 3 })),
    delayMs: 3000,
  },
} satisfies Record<string, ServerAnswer>;

const { provider, requests } = serveAnswersByApiKey(ANSWERS);

async function gradeLogging(text: string, llm?: LlmConfig, topic?: string) {
  const logs: string[] = [];
  const result = await gradeWithProvider(readDocument(text), correctEssay(text).edits, B2, topic, {
    llm,
    log: (line) => logs.push(line),
  });
  return { result, logs };
}

describe("grading with the LLM provider", () => {
  it("takes the model's checked scores, sums them and adds each band's descriptor and the offline evidence", async () => {
    const { result, logs } = await gradeLogging(
      ESSAY,
      provider("good"),
      "Do teenagers spend too much time on their phones?",
    );
    expect(logs).toEqual([]);
    expect(result).toMatchObject({ provider: "llm", estimated: true, grade: 14.5, grade_max: 20 });
    if (!result.estimated) return;
    expect(result.criteria).toEqual([
      {
        name: "Content",
        area: "content",
        max: 5,
        score: 4,
        descriptor: "Performance shares features of Bands 3 and 5.",
      },
      { name: "Communicative Achievement", area: "communication", max: 5, score: 3.5, descriptor: expect.any(String) },
      { name: "Organisation", area: "organisation", max: 5, score: 4, descriptor: expect.any(String) },
      {
        name: "Language",
        area: "language",
        max: 5,
        score: 3,
        descriptor: expect.stringContaining("Uses a range of everyday vocabulary"),
      },
    ]);
    expect(result.evidence).toEqual(
      gradeEssay(ESSAY, EDITS, B2, "Do teenagers spend too much time on their phones?").evidence,
    );
    const request = requests().at(-1)!;
    expect(request.body.messages?.[0]?.content).toContain('"Communicative Achievement": 0 to 5');
    expect(request.body.messages?.at(-1)?.content).toContain("Task: Do teenagers spend too much time on their phones?");
  });

  it('reads scores nested under "scores" and wrapped in a code fence', async () => {
    const { result } = await gradeLogging(ESSAY, provider("fenced"));
    expect(result).toMatchObject({ provider: "llm", grade: 17.25 });
  });

  it.each([
    ["out-of-range", "the score for Content is out of range: 7 (0 to 5)"],
    ["negative", "the score for Content is out of range: -1"],
    ["too-fine", "finer than steps of 0.01"],
    ["missing", "no score for Language"],
    ["extra", "criteria the certificate does not have: Style"],
    ["not-a-number", "the score for Content is not a number"],
    ["malformed", "not valid JSON"],
    ["prose", "not a JSON object"],
    ["failing", "HTTP 500"],
  ] as const)("grades offline on a %s answer, saying why in one line", async (answer, reason) => {
    const { result, logs } = await gradeLogging(ESSAY, provider(answer));
    expect(result).toEqual({ ...gradeEssay(ESSAY, EDITS, B2), provider: "offline" });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain(reason);
    expect(logs[0]).toContain("grading offline");
  });

  it("grades offline when the answer is slower than the time-out", async () => {
    const { result, logs } = await gradeLogging(ESSAY, provider("slow", 300));
    expect(result.provider).toBe("offline");
    expect(logs[0]).toContain("no answer within 300 ms");
  });

  it("never asks the model to grade what the offline engine cannot estimate, nor without a provider", async () => {
    const before = requests().length;
    for (const text of [
      "",
      "Hi, how are you?",
      "Der Hund spielt jeden Tag im Garten mit seinem roten Ball und schläft danach lange unter dem grossen Baum neben dem Haus.",
    ]) {
      const { result, logs } = await gradeLogging(text, provider("good"));
      expect(result).toMatchObject({ provider: "offline", estimated: false });
      expect(logs).toEqual([]);
    }
    expect((await gradeLogging(ESSAY)).result.provider).toBe("offline");
    expect(requests().length).toBe(before);
  });

  it("leaves a school's own calibration to advise its grades, without asking the model", async () => {
    const calibration = { ...calibrate(school(24, 1), B2), use: true };
    const before = requests().length;
    const result = await gradeWithProvider(readDocument(ESSAY), EDITS, B2, undefined, {
      llm: provider("good"),
      calibration,
    });
    expect(result).toEqual({ ...gradeEssay(ESSAY, EDITS, B2, undefined, { calibration }), provider: "offline" });
    expect(requests().length).toBe(before);
    // A calibration not to be used leaves the model to grade.
    expect(
      (
        await gradeWithProvider(readDocument(ESSAY), EDITS, B2, undefined, {
          llm: provider("good"),
          calibration: { ...calibration, use: false },
        })
      ).provider,
    ).toBe("llm");
  });

  it("rejects an unknown certificate, as gradeEssay throws", async () => {
    await expect(
      gradeWithProvider(readDocument(ESSAY), [], "nope", undefined, { llm: provider("good") }),
    ).rejects.toThrow("Unknown certificate: nope");
  });
});
