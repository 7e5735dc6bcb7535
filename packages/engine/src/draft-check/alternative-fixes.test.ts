import { describe, expect, it } from "vitest";
import { checkDraft } from "./check-draft";

/**
 * One mark and a second draft: `at` names the mark's words in the first draft with the marked part
 * in brackets ("she [go] to": the mark is on 'go').
 */
function verdictOf(first: string, at: string, replacement: string, second: string) {
  const open = at.indexOf("[");
  const close = at.indexOf("]");
  const found = first.indexOf(at.slice(0, open) + at.slice(open + 1, close) + at.slice(close + 1));
  if (found < 0) throw new Error(`"${at}" is not in "${first}"`);
  const start = found + open;
  const original = at.slice(open + 1, close);
  return checkDraft(first, [{ start, end: start + original.length, original, replacement }], second).marks[0]!;
}

describe("checkDraft: a correct fix in other words than the expected correction", () => {
  it.each([
    [
      "my friend sent me (tense, for 'has sent')",
      "Last week my friend have sent me a postcard from Greece.",
      "friend [have] sent",
      "has",
      "Last week my friend sent me a postcard from Greece.",
    ],
    [
      "another past verb",
      "On Sunday they go to the zoo with their grandparents.",
      "they [go] to",
      "went",
      "On Sunday they travelled to the zoo with their grandparents.",
    ],
    [
      "another verb that agrees",
      "Our teacher want us to read more books.",
      "teacher [want] us",
      "wants",
      "Our teacher expects us to read more books.",
    ],
    [
      "another article",
      "She is reading a interesting novel about pirates.",
      "reading [a] interesting",
      "an",
      "She is reading the interesting novel about pirates.",
    ],
    [
      "another verb without the preposition",
      "We entered in the classroom very quietly.",
      "entered [in ]the",
      "",
      "We walked into the classroom very quietly.",
    ],
    [
      "another noun",
      "My father gave me a good advice about money.",
      "good [advice]",
      "piece of advice",
      "My father gave me a good tip about money.",
    ],
    [
      "a split sentence",
      "The film was boring, we left before the end.",
      "boring[,] we left",
      ";",
      "The film was boring. We left before the end.",
    ],
    [
      "a contraction written out",
      "My cousin don't eat meat or fish.",
      "cousin [don't] eat",
      "doesn't",
      "My cousin does not eat meat or fish.",
    ],
    [
      "a singular subject for the verb",
      "In our street the houses is very old.",
      "houses [is] very",
      "are",
      "In our street the house is very old.",
    ],
    [
      "a rephrased clause",
      "I have met her at the party last Friday.",
      "I [have met] her",
      "met",
      "I saw her at the party last Friday.",
    ],
    [
      "another word for the adverb",
      "He speaks English very good for his age.",
      "very [good] for",
      "well",
      "He speaks English very fluently for his age.",
    ],
    [
      "a past tense for a wrong past form",
      "When I was young I catched many fish in the river.",
      "I [catched] many",
      "caught",
      "When I was young I found many fish in the river.",
    ],
  ])("%s", (_kind, first, at, replacement, second) => {
    // 'accepted': words the engine finds right; 'expected' where the only change the mark asked for was taking words out.
    expect(verdictOf(first, at, replacement, second)).toMatchObject({ verdict: "fixed", fixedAs: expect.any(String) });
  });
});

describe("checkDraft: look-alikes of a fix that are still wrong", () => {
  it.each([
    [
      "another wrong past form",
      "Last week my friend have sent me a postcard from Greece.",
      "friend [have sent] me",
      "has sent",
      "Last week my friend have send me a postcard from Greece.",
    ],
    [
      "a gerund for the agreeing verb",
      "Our teacher want us to read more books.",
      "teacher [want] us",
      "wants",
      "Our teacher wanting us to read more books.",
    ],
    [
      "the same words with a contraction",
      "There is many shops in the centre.",
      "There [is] many",
      "are",
      "There's many shops in the centre.",
    ],
    [
      "a participle for the past",
      "On Sunday they go to the zoo with their grandparents.",
      "they [go] to",
      "went",
      "On Sunday they gone to the zoo with their grandparents.",
    ],
    [
      "another wrong participle",
      "I have saw that film three times.",
      "have [saw] that",
      "seen",
      "I have seeing that film three times.",
    ],
    [
      "a verb that still does not agree",
      "My cousin don't eat meat or fish.",
      "cousin [don't] eat",
      "doesn't",
      "My cousin do not eat meat or fish.",
    ],
    [
      "the noun's other number",
      "I need an information about the trains.",
      "an [information] about",
      "answer",
      "I need an informations about the trains.",
    ],
    [
      "a third-person verb for the expected gerund",
      "I am interested in learn Japanese.",
      "in [learn] Japanese",
      "learning",
      "I am interested in learns Japanese.",
    ],
    [
      "a comparative kept beside the correction",
      "This exercise is more easy than the last one.",
      "is [more easy] than",
      "easier",
      "This exercise is more easier than the last one.",
    ],
    [
      "a past for the expected gerund",
      "I am interested in learn Japanese.",
      "in [learn] Japanese",
      "learning",
      "I am interested in learned Japanese.",
    ],
    [
      "the same mistake with a capital",
      "My brother is a enginer in a big company.",
      "a [enginer] in",
      "engineer",
      "My brother is a Enginer in a big company.",
    ],
  ])("%s", (_kind, first, at, replacement, second) => {
    expect(verdictOf(first, at, replacement, second).verdict).toBe("wrong");
  });
});
