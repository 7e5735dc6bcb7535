import { JOB_NOUNS } from "../../document/closed-classes";
import { formsOf } from "../../document/inflection";
import { anyWord, optional, sequence } from "../../document/pattern";
import type { Finding, Rule } from "../types";

// 'works like a nurse', 'worked like a taxi driver': a job (maybe with one word before it) after
// work; 'works like a machine' is a comparison and stays.
const WORK_LIKE_A_JOB = sequence(formsOf("work"), "like", ["a", "an"], optional(anyWord), JOB_NOUNS);

/** 'She works like a nurse' → 'She works as a nurse': 'as' gives someone's job. */
export const asAJob: Rule = {
  id: "as-a-job",
  description: "Uses 'as' for a job: 'works as a nurse'.",
  category: "preposition",
  label: "“as” for a job (works as a nurse)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["My mother works like a nurse.", "My mother works as a nurse."],
      ["Last summer I worked like a waiter.", "Last summer I worked as a waiter."],
      ["My uncle works like a taxi driver.", "My uncle works as a taxi driver."],
    ],
    right: [
      "My mother works as a nurse.",
      "He works like a machine.",
      "She works like a busy bee.",
      "He looks like a doctor.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const match of WORK_LIKE_A_JOB.matchAll(doc)) {
      const like = match.words[1]!;
      findings.push({
        start: like.start,
        end: like.end,
        replacement: "as",
        explanation: "To say what someone's job is, use 'as': 'works as a nurse'.",
      });
    }
    return findings;
  },
};
