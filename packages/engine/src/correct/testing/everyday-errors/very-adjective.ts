import type { EverydayErrorKind } from "./types";

/** No article before 'very' (or 'really') and an adjective before a singular countable noun: 'it is very good idea'. */
export const VERY_ADJECTIVE_ERRORS: EverydayErrorKind = {
  kind: "a before very and an adjective",
  wrong: [
    ["She is such kind person.", "She is such a kind person."],
    ["I think it is very good idea.", "I think it is a very good idea."],
    ["My aunt is very kind person.", "My aunt is a very kind person."],
    ["Lisbon is very beautiful city.", "Lisbon is a very beautiful city."],
    ["It was very long journey, so we were tired.", "It was a very long journey, so we were tired."],
    ["My grandfather was very famous actor.", "My grandfather was a very famous actor."],
    ["This is really interesting book about space.", "This is a really interesting book about space."],
    ["Yesterday was very busy day for my family.", "Yesterday was a very busy day for my family."],
    ["He became very successful businessman.", "He became a very successful businessman."],
    ["Our teacher is very patient woman.", "Our teacher is a very patient woman."],
    ["It was very difficult question.", "It was a very difficult question."],
    ["Football is very popular game in my country.", "Football is a very popular game in my country."],
    ["That was really funny film.", "That was a really funny film."],
  ],
  right: [
    "They were such nice people.",
    "I think it is very good.",
    "This is very good news for everyone.",
    "She gave me very good advice.",
    "It was the very best day of my life.",
    "It is very hot weather for April.",
    "The cake was very good, and the coffee too.",
    "It is a very good idea.",
    "We had very good food at the hotel.",
    "That is very kind of you.",
    "He is very good at maths.",
    "It was very cold water.",
    "This is very important information.",
    "It was very hard work.",
    "She is very happy today.",
  ],
};
