import type { EverydayErrorKind } from "./types";

/** A singular countable noun after 'a lot of', 'many', 'several', and a plural after 'a', 'an' or 'one'. */
export const NOUN_NUMBER_ERRORS: EverydayErrorKind = {
  kind: "singular and plural after quantifiers",
  wrong: [
    ["I have a lot of friend in my new school.", "I have a lot of friends in my new school."],
    ["There were lots of tourist in the museum.", "There were lots of tourists in the museum."],
    ["My town has many park and two cinemas.", "My town has many parks and two cinemas."],
    ["We waited for several hour at the airport.", "We waited for several hours at the airport."],
    ["She gave me a lot of good idea for my essay.", "She gave me a lot of good ideas for my essay."],
    ["He has a lot of cousin in Brazil.", "He has a lot of cousins in Brazil."],
    ["Yesterday I met a friends from primary school.", "Yesterday I met a friend from primary school."],
    ["My uncle bought an expensive cars last year.", "My uncle bought an expensive car last year."],
    ["We spent one weeks in the mountains.", "We spent one week in the mountains."],
    ["I would like to have a dogs when I am older.", "I would like to have a dog when I am older."],
    ["There is a problems with my computer.", "There is a problem with my computer."],
    ["She wrote a long letters to her grandmother.", "She wrote a long letter to her grandmother."],
  ],
  right: [
    "We had a lot of fun at the party.",
    "I spent a lot of money on books.",
    "There is a lot of traffic in the morning.",
    "She gave me a lot of advice.",
    "It is a series of short stories.",
    "A bike is a cheap means of transport.",
    "He wears glasses for reading.",
    "My brother drives a sports car.",
    "They were a lot of help.",
    "No one knows where he lives.",
    "There is plenty of time before the train.",
    "We have a lot of homework this week.",
    "That was a great news story.",
    "She works in a clothes shop.",
  ],
};
