import type { EverydayErrorKind } from "./types";

export const DURATION_ERRORS: EverydayErrorKind = {
  kind: "'during' for a length of time",
  wrong: [
    ["I lived in Madrid during two years.", "I lived in Madrid for two years."],
    ["We waited during three hours at the airport.", "We waited for three hours at the airport."],
    ["She studied English during six months before the trip.", "She studied English for six months before the trip."],
    ["During ten days we travelled around Italy.", "For ten days we travelled around Italy."],
    ["My father has worked there during twenty years.", "My father has worked there for twenty years."],
    ["It rained during a week, so the match was cancelled.", "It rained for a week, so the match was cancelled."],
    ["I will stay with my aunt during a few days.", "I will stay with my aunt for a few days."],
    ["They talked on the phone during an hour.", "They talked on the phone for an hour."],
    ["He didn't speak to me during several weeks.", "He didn't speak to me for several weeks."],
    ["We have been friends during many years.", "We have been friends for many years."],
    ["The museum was closed during five months.", "The museum was closed for five months."],
  ],
  right: [
    "During the two years I lived there, I learned a lot.",
    "During the summer we go to the beach.",
    "During two weeks of holiday we visited four cities.",
    "I lived in Madrid for two years.",
    "During my three years at university, I worked in a bar.",
    "We met during the first week of school.",
    "During those ten days, it never rained.",
    "It happened during a lesson.",
    "During a storm, stay inside.",
    "During an interview, you should be polite.",
    "Nobody called during the hours we were away.",
    "During these months we saved money.",
    "During a day at the zoo, we saw lions.",
  ],
};
