import type { EverydayErrorKind } from "./types";

/** An adjective where a verb of action needs an adverb: 'she sings very good' → 'very well'. Linking verbs keep adjectives. */
export const ADVERB_ERRORS: EverydayErrorKind = {
  kind: "adjective for an adverb",
  wrong: [
    ["My sister sings very good.", "My sister sings very well."],
    ["Please drive careful on the way home.", "Please drive carefully on the way home."],
    ["The children behaved terrible at the party.", "The children behaved terribly at the party."],
    ["He answered correct, so he won the game.", "He answered correctly, so he won the game."],
    [
      "Our teacher explains so patient that everyone understands.",
      "Our teacher explains so patiently that everyone understands.",
    ],
    ["She dances beautiful.", "She dances beautifully."],
    ["I finished quick and went home.", "I finished quickly and went home."],
    ["We walked slow because it was hot.", "We walked slowly because it was hot."],
    ["They played really bad in the second half.", "They played really badly in the second half."],
    ["My grandfather speaks very slow.", "My grandfather speaks very slowly."],
    ["The students listened polite to the speaker.", "The students listened politely to the speaker."],
    ["You cooked perfect tonight!", "You cooked perfectly tonight!"],
    ["Everyone worked very serious during the project.", "Everyone worked very seriously during the project."],
  ],
  right: [
    "She looks good in that dress.",
    "This soup tastes good.",
    "He feels bad about the accident.",
    "The food smells nice.",
    "Your idea sounds great.",
    "The weather stayed warm all week.",
    "She works hard every day.",
    "He sings beautiful songs.",
    "The door was painted green.",
    "My grandfather died young.",
    "We arrived late because of the traffic.",
    "The milk went bad in the heat.",
    "They became famous quickly.",
    "Please keep quiet during the exam.",
    "He drives fast on the motorway.",
  ],
};
