import { describe, expect, it } from "vitest";
import { readDocument } from "../document/document";
import { correctEssay } from "../correct/correct-essay";
import { suggestFeedback } from "../feedback/suggest-feedback";
import { gradeEssay } from "../grade/grade-essay";
import { suggestFeedbackWithProvider } from "./feedback-with-llm";
import type { LlmConfig } from "./llm-config";
import { serveAnswersByApiKey } from "./testing/answers-by-api-key";
import { chatReply, type ServerAnswer } from "./testing/chat-completions-server";

const B2 = "cambridge-b2-first:essay";
const ESSAY = `Many people say that teenagers spend too much time on their phones. In my opinion, phones are useful, but young people should learn to put them away.

Firstly, a phone help students to study. They can look up words, watch lessons and talk to classmates about homework. However, games and social media can take hours every days, and many teenagers go to bed too late.

In conclusion, I think parents and schools should agree on simple rules, for example no phones at dinner, so that teenagers enjoy both the online and the real world.`;
const EDITS = correctEssay(ESSAY).edits;
const GRADES = gradeEssay(ESSAY, EDITS, B2);

const GOOD = `Your essay is clear and well organised. You use linking words like "firstly", "however" and "in conclusion", and your opinion is easy to find. Watch the verb after a singular subject: you wrote "a phone help", write "a phone helps". After "every", use a singular noun: you wrote "every days", write "every day". Next step: read your text again and check each verb.`;

/** Each test names its answer in the API key, so one server serves them all. */
const ANSWERS = {
  good: { body: chatReply(JSON.stringify({ feedback: GOOD })) },
  fenced: { body: chatReply(`\`\`\`json\n${JSON.stringify({ feedback: GOOD })}\n\`\`\``) },
  long: { body: chatReply(JSON.stringify({ feedback: `${GOOD} `.repeat(3) })) },
  short: { body: chatReply(JSON.stringify({ feedback: "Good work. You should check your verbs." })) },
  "third-person": {
    body: chatReply(JSON.stringify({ feedback: GOOD.replace("Your essay is clear", "The student's essay is clear") })),
  },
  "not-addressed": { body: chatReply(JSON.stringify({ feedback: GOOD.replace(/\byour?\b/gi, "the") })) },
  "no-feedback": { body: chatReply(JSON.stringify({ comment: GOOD })) },
  "invented-quote": {
    body: chatReply(
      JSON.stringify({ feedback: GOOD.replace('you wrote "a phone help"', 'you wrote "the phones helps"') }),
    ),
  },
  "no-conclusion": {
    body: chatReply(
      JSON.stringify({ feedback: GOOD.replace("Next step:", "Next step: end with a short conclusion, and") }),
    ),
  },
  malformed: { body: chatReply('{"feedback": "Your essay is') },
  failing: { status: 500, body: JSON.stringify({ error: { message: "internal error" } }) },
  slow: { body: chatReply(JSON.stringify({ feedback: GOOD })), delayMs: 3000 },
} satisfies Record<string, ServerAnswer>;

const { provider, requests } = serveAnswersByApiKey(ANSWERS);

async function draftLogging(llm?: LlmConfig, text = ESSAY) {
  const logs: string[] = [];
  const edits = correctEssay(text).edits;
  const grades = gradeEssay(text, edits, B2);
  const result = await suggestFeedbackWithProvider(readDocument(text), edits, grades, B2, {
    llm,
    log: (line) => logs.push(line),
  });
  return { result, logs, offline: suggestFeedback(text, edits, grades, B2) };
}

describe("feedback with the LLM provider", () => {
  it("takes the model's feedback when it is 40 to 150 words addressed to the student, sending it the grade and the corrections", async () => {
    const { result, logs } = await draftLogging(provider("good"));
    expect(logs).toEqual([]);
    expect(result).toEqual({ feedback: GOOD, provider: "llm" });
    const sent = requests().at(-1)!.body.messages!.at(-1)!.content;
    expect(sent).toContain(`Grade: ${GRADES.estimated ? GRADES.grade : ""} of 20`);
    expect(sent).toContain('"every days" -> "every day"');
    expect(sent).toContain(ESSAY);
  });

  it("reads feedback wrapped in a code fence", async () => {
    expect((await draftLogging(provider("fenced"))).result).toEqual({ feedback: GOOD, provider: "llm" });
  });

  it.each([
    ["long", "the feedback is too long"],
    ["short", "the feedback is too short"],
    ["third-person", "speaks about the student"],
    ["not-addressed", "does not speak to the student"],
    ["no-feedback", 'no "feedback" text'],
    ["invented-quote", "“the phones helps” is not in the essay as written"],
    ["no-conclusion", "the feedback contradicts the essay"],
    ["malformed", "not valid JSON"],
    ["failing", "HTTP 500"],
  ] as const)("drafts offline on a %s answer, saying why in one line", async (answer, reason) => {
    const { result, logs, offline } = await draftLogging(provider(answer));
    expect(result).toEqual({ feedback: offline, provider: "offline" });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain(reason);
    expect(logs[0]).toContain("drafting feedback offline");
  });

  it("drafts offline when the answer is slower than the time-out", async () => {
    const { result, logs } = await draftLogging(provider("slow", 300));
    expect(result.provider).toBe("offline");
    expect(logs[0]).toContain("no answer within 300 ms");
  });

  it("keeps texts without an estimated grade offline, and sends nothing without a provider", async () => {
    const before = requests().length;
    for (const text of ["", "I has a dog."]) {
      const { result, logs, offline } = await draftLogging(provider("good"), text);
      expect(result).toEqual({ feedback: offline, provider: "offline" });
      expect(logs).toEqual([]);
    }
    expect((await draftLogging()).result.provider).toBe("offline");
    expect(requests().length).toBe(before);
  });

  it("rejects an unknown certificate, as suggestFeedback throws", async () => {
    await expect(
      suggestFeedbackWithProvider(readDocument(ESSAY), EDITS, GRADES, "nope", { llm: provider("good") }),
    ).rejects.toThrow("Unknown certificate: nope");
  });
});
