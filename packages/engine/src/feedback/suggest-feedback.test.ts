import { describe, expect, it } from "vitest";
import { correctEssay } from "../correct/correct-essay";
import type { Edit } from "../correct/types";
import { gradeEssay } from "../grade/grade-essay";
import { countWords } from "@redpen/contract";
import { MAX_FEEDBACK_WORDS, MIN_FEEDBACK_WORDS } from "./compose";
import { suggestFeedback } from "./suggest-feedback";
import { CEFR_ESSAYS } from "../grade/testing/cefr-essays";

const B2 = "cambridge-b2-first:essay";

const STRONG = `Nowadays, many families argue about how much time teenagers should spend online. In my opinion, the internet is a valuable tool, although parents are right to set some limits.

Firstly, young people use the internet to study. They can watch lessons, read articles and share notes with classmates, which makes homework far more efficient. Furthermore, online communities allow shy students to discover hobbies and make friends with similar interests.

On the other hand, hours in front of a screen can damage sleep and concentration. However, I believe the solution is not a total ban. Instead, families could agree on screen-free evenings and encourage outdoor activities at weekends.

In conclusion, the internet brings considerable benefits for teenagers, provided that they learn to use it responsibly. Sensible rules, rather than strict prohibition, will help them develop healthy habits.`;

const WEAK = `i think the teenager must to use internet only one hour becouse is dangerous. my freind she play games every days and she have many problem in school. yesterday i go to her house and she didnt speak with me. internet is good for study but they use for games. i like also the internet but i can to stop. parents must to control becouse teenager dont know. in my opinion one hour is enough and they can do sport or read book. thank for read`;

const SPORT = `Last summer I went to a football camp in the mountains with my cousin. Every morning we runned five kilometres before breakfast, and in the afternoon we practised passing and shooting.

The coaches was very strict, but they was also funny. On the last day we played a match against another camp and we winned three to one. I scored the second goal with my left foot!

I think sport camps are a great idea for teenagers, because you learn discipline and you make new friends. Next year I want to go again, and maybe my sister will come too.`;

function feedbackFor(text: string, certificate = B2, edits: Edit[] = correctEssay(text).edits) {
  const grades = gradeEssay(text, edits, certificate);
  return { feedback: suggestFeedback(text, edits, grades, certificate), edits, grades };
}

describe("suggestFeedback", () => {
  it.each([
    ["a strong essay", STRONG, B2],
    ["an essay full of errors", WEAK, B2],
    ["a story with verb errors", SPORT, B2],
    [
      "a short email",
      "Hi Tom, thank you for your email. I can come to you party on Saturday. I will bring a cake and some music. See you soon, Ana",
      "cambridge-a2-key:email",
    ],
    ["an IELTS essay", STRONG, "ielts-academic:task-2-essay"],
    ["a TOEFL answer", SPORT, "toefl-ibt:academic-discussion"],
    ["a very long essay", `${WEAK}\n\n${SPORT}\n\n`.repeat(40), B2],
  ])("stays between 40 and 150 words and speaks to the student, for %s", (_name, text, certificate) => {
    const { feedback } = feedbackFor(text, certificate);
    expect(countWords(feedback)).toBeGreaterThanOrEqual(MIN_FEEDBACK_WORDS);
    expect(countWords(feedback)).toBeLessThanOrEqual(MAX_FEEDBACK_WORDS);
    expect(feedback).toMatch(/\byour?\b/i);
    expect(feedback).not.toMatch(/\bthe (student|writer|learner)\b/i);
    expect(feedback).toMatch(/Next step: /);
  });

  it("keeps its sentences short enough for a B1 reader", () => {
    for (const text of [STRONG, WEAK, SPORT]) {
      const sentences = feedbackFor(text)
        .feedback.split(/[.!?:\n]+/)
        .filter((sentence) => /\p{L}/u.test(sentence));
      const mean = sentences.reduce((sum, sentence) => sum + countWords(sentence), 0) / sentences.length;
      expect(mean).toBeLessThan(14);
    }
  });

  it("names the most frequent kinds of error, each with the student's words and the fix", () => {
    const { feedback, edits } = feedbackFor(WEAK);
    const lines = feedback.split("\n").filter((line) => line.startsWith("- "));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.length).toBeLessThanOrEqual(3);
    for (const line of lines) {
      const [, wrote, write] = /You wrote “(.+)”, write “(.+)”\.$/.exec(line)!;
      // Each quoted pair is one of the essay's edits, seen in its place.
      expect(
        edits.some(
          (edit) => wrote!.includes(edit.original) && write!.includes(edit.replacement) && WEAK.includes(wrote!),
        ),
      ).toBe(true);
    }
    expect(feedback).toContain("You wrote “must to use”, write “must use”");
  });

  it("quotes an irregular past with its fix", () => {
    const { feedback } = feedbackFor(SPORT);
    expect(feedback).toMatch(/You wrote “[^”]*(runned|winned|was)[^”]*”, write “[^”]*(ran|won|were)[^”]*”/);
  });

  it("gives different text for different essays, even with no errors", () => {
    const sport = feedbackFor(SPORT).feedback;
    const weak = feedbackFor(WEAK).feedback;
    expect(sport).not.toBe(weak);
    const other = STRONG.replace("Nowadays, many families argue", "These days, many parents worry").replace(
      "considerable",
      "enormous",
    );
    const a = feedbackFor(STRONG, B2, []).feedback;
    const b = feedbackFor(other, B2, []).feedback;
    expect(a).not.toBe(b);
    const plainA = "We went to the park on Sunday and we ate lunch there. It was a nice day. ".repeat(4);
    const plainB = "My brother and I walked to the river on Monday and we swam. It was a good day. ".repeat(4);
    expect(feedbackFor(plainA, "cambridge-a2-key:email", []).feedback).not.toBe(
      feedbackFor(plainB, "cambridge-a2-key:email", []).feedback,
    );
  });

  it("counts words as the essay page does (the contract's count): a dash and a number are words", () => {
    const text = "The ticket costs 20 euros - a fair price for a whole day at the museum with my family. "
      .repeat(3)
      .trim();
    const { feedback, grades } = feedbackFor(text, "cambridge-a2-key:email", []);
    expect(grades.evidence.words).toBe(countWords(text));
    expect(grades.evidence.words).toBe(57);
    expect(feedback).toContain("Your text has 57 words");
  });

  it("praises an essay with no errors, quotes it, and still gives a next step", () => {
    const { feedback, grades } = feedbackFor(STRONG, B2, []);
    expect(feedback).toContain("I found no mistakes");
    expect(feedback).toContain(`Your text has ${grades.evidence.words} words`);
    expect(feedback).toContain("It begins “Nowadays, many families argue about");
    expect(feedback).toMatch(/“[^”]+”/);
    expect(feedback).not.toContain("What to work on");
    expect(feedback).toMatch(/Next step: .+/);
  });

  it("says when the grade could not be estimated, and still helps", () => {
    const short = feedbackFor("I has a dog. He like play in park every days.");
    expect(short.grades.estimated).toBe(false);
    expect(short.feedback).toContain("We could not estimate a grade, because your text is too short");
    expect(short.feedback).toMatch(/You wrote “[^”]+”, write “[^”]+”/);
    expect(short.feedback).toContain("write at least 140 words");

    const foreign = feedbackFor(
      "Der Hund spielt jeden Tag im Garten mit seinem roten Ball und schläft danach lange unter dem Baum.",
    );
    expect(foreign.feedback).toContain("does not look like English");
    expect(foreign.feedback).toContain("begins “Der Hund spielt");
    expect(foreign.feedback).not.toContain("You wrote");

    for (const { feedback } of [short, foreign, feedbackFor(""), feedbackFor("  \n ")]) {
      expect(countWords(feedback)).toBeGreaterThanOrEqual(MIN_FEEDBACK_WORDS);
      expect(countWords(feedback)).toBeLessThanOrEqual(MAX_FEEDBACK_WORDS);
    }
    expect(feedbackFor("").feedback).toContain("your text is empty");
  });

  it("leaves out edits that are not on the text, without failing", () => {
    const grades = gradeEssay(SPORT, [], B2);
    const stray = {
      start: SPORT.length + 10,
      end: SPORT.length + 20,
      original: "x",
      replacement: "y",
      category: "spelling",
      rule_id: "spelling",
      explanation: "Test.",
    } as const;
    const backwards = { ...stray, start: 10, end: 5 };
    const feedback = suggestFeedback(SPORT, [stray, backwards, null as unknown as Edit], grades, B2);
    expect(feedback).toBe(suggestFeedback(SPORT, [], grades, B2));
  });

  it("is deterministic", () => {
    expect(feedbackFor(WEAK).feedback).toBe(feedbackFor(WEAK).feedback);
    expect(feedbackFor(STRONG).feedback).toBe(feedbackFor(STRONG).feedback);
  });

  it("throws for an unknown certificate, like gradeEssay", () => {
    const grades = gradeEssay(SPORT, [], B2);
    expect(() => suggestFeedback(SPORT, [], grades, "nope")).toThrow("Unknown certificate: nope");
  });

  it("does not count an optional comma as a mistake, nor advise what the essay already does", () => {
    const text = `However we spent our holiday at home this year. In my opinion it was the best summer we have had, because we finally had time for each other.

My brother and I cycled to the lake every morning, and in the evenings our parents taught us old card games. We also cooked together, which was new for all of us.

In conclusion a holiday does not need a plane ticket. It needs people who want to spend their time together.`;
    const { feedback, edits } = feedbackFor(text);
    expect(edits.some((edit) => edit.rule_id === "introductory-comma")).toBe(true);
    expect(feedback).not.toContain("A comma after words like");
    expect(feedback).not.toMatch(/make your opinion clear|end with a short conclusion/i);
  });

  it("does not suggest to a C2 essay the structures it already uses", () => {
    const text = CEFR_ESSAYS.C2;
    const { feedback } = feedbackFor(text, "ielts-academic:task-2-essay");
    expect(feedback).not.toContain("If I had");
    expect(feedback).not.toContain("Not only");
  });
});
